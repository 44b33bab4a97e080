// Benchmarks: see BenchmarkSuite.swift.
