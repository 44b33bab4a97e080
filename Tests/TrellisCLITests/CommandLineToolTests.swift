import Testing
@testable import TrellisCLI

@Test func unknownSubcommandIsAUsageError() {
    let outcome = CommandLineTool.run(arguments: ["frobnicate"])
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError.contains("unknown subcommand 'frobnicate'"))
}

@Test func versionPrintsTheVersion() {
    #expect(CommandLineTool.run(arguments: ["--version"]).standardOutput == CommandLineTool.version + "\n")
}
