// `import Trellis` brings the solver's types too (Variable, Strength, SolverError...), so a
// layout file needs one import.
@_exported import Cassowary
