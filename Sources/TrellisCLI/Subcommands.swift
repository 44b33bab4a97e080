extension CommandLineTool {
    /// Every `trellis` subcommand, in the order help lists them: the one registry.
    ///
    /// To add a subcommand (`render`, `solve`), write a type conforming to ``Subcommand`` in
    /// its own folder (`Sources/TrellisCLI/Render/RenderCommand.swift`) and add it here; parsing,
    /// `--help`, `trellis help <name>` and error rendering come with it.
    static var subcommands: [any Subcommand.Type] {
        [
            RenderCommand.self,
            SolveCommand.self,
            MeasureCommand.self,
        ]
    }
}
