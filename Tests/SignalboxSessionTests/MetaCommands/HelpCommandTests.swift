import SignalboxLanguage
import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// `:help` of an operator: what it says of an alias is drawn from the table's `aliasOf`.
@Suite struct HelpCommandTests {
  @Test func anAliasSaysWhatItIsAnAliasOf() {
    let aliases = Catalogue.operators.filter { $0.aliasOf != nil }
    #expect(aliases.count >= 4)
    for entry in aliases {
      let target = entry.aliasOf ?? ""
      let (out, err) = runSession(":help \(entry.names[0])")
      #expect(err.isEmpty)
      #expect(
        out.filter { $0 == "  alias of \(target): the same operator under another name" }.count
          == 1, "\(entry.names[0]): \(out)")
      // The alias line sits between the summary and the rule.
      let alias = out.firstIndex { $0.hasPrefix("  alias of ") } ?? 0
      let example = out.firstIndex(of: "  example, on a virtual clock:") ?? 0
      #expect(alias > 1 && alias < example, "\(out)")
    }
    let mergeMap = runSession(":help flatMap").out
    #expect(mergeMap.contains("  alias of flattenMap: the same operator under another name"))
  }

  @Test func anOperatorOfItsOwnSaysNoAlias() {
    for name in ["flattenMap", "throttle", "switchMap", "map"] {
      let out = runSession(":help \(name)").out
      #expect(!out.isEmpty)
      #expect(!out.contains { $0.hasPrefix("  alias of ") }, "\(name): \(out)")
    }
  }
}
