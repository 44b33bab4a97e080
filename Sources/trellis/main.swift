import TrellisCLI

// The `trellis` executable: everything lives in TrellisCLI so that it can be tested.
import Foundation

let outcome = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()))
outcome.flush()
exit(outcome.exitCode)
