import Testing
@testable import Cassowary

@Test func variablesAreDistinctAndOrdered() {
    let a = Variable("a"), b = Variable("a")
    #expect(a != b)
    #expect(a.id < b.id)
    #expect(a.description == "a")
    #expect(Variable().description.hasPrefix("v"))
}
