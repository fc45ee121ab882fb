import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The operator table is the one list of operators: docs/operators.md, `:help`, completion,
/// the parser and the compiler's dispatch name exactly its entries — no more, no less.
final class OperatorTableTests: XCTestCase {
  /// Every name in the table, of every role, and words that are in none.
  private var universe: [String] {
    var seen = Set<String>()
    let words =
      OperatorTable.all.flatMap { $0.names }.filter { !$0.contains(".") } + [
        "frobnicate", "x", "acc", "map2", "letter", "sleeper",
      ]
    return words.filter { seen.insert($0).inserted }
  }

  // MARK: the table itself

  func testEveryEntryIsDocumentedUnderExactlyOneHeading() {
    for spec in OperatorTable.all {
      let under = Catalogue.all.filter { entry in
        entry.specs.contains { $0.name == spec.name && $0.role == spec.role }
      }
      XCTAssertEqual(under.count, 1, "\(spec.name) (\(spec.role)) is under \(under.count) headings")
    }
  }

  /// Each entry points at the handler of its role: a source or stage at its compile
  /// function, a statement keyword at its parse function, a command's stream at its reader,
  /// a function at its builtin (a value function, or a filter function whose arguments are
  /// filters: `sort_by`, `paths`, `walk`…).
  func testEveryEntryHasTheHandlerOfItsRole() {
    for spec in OperatorTable.all {
      let fits: Bool
      switch (spec.role, spec.compile) {
      case (.source, .source(let signal, let sequence)):
        fits = signal != nil || sequence != nil
      case (.stage, .stage(let signal, let sequence)):
        fits = signal != nil || sequence != nil
      case (.stage, .conversion), (.statement, .statement), (.member, .member),
        (.function, .function), (.function, .filterFunction):
        fits = true
      default: fits = false
      }
      XCTAssertTrue(fits, "\(spec.name) (\(spec.role)) has no handler of its role")
    }
  }

  func testEverySubjectKindIsAStatementWhoseHandlerMakesThatKind() {
    for kind in SubjectKind.allCases {
      guard case .statement(let parse)? = OperatorTable.spec(kind.rawValue, .statement)?.compile
      else { return XCTFail("\(kind) is no statement of the table") }
      var parser = Parser(file: SourceFile(name: "t", text: "s, 1"))
      guard case .subject(let made, "s", _, _)? = try? parse(&parser, 0) else {
        return XCTFail("\(kind)'s handler makes no subject statement")
      }
      XCTAssertEqual(made, kind)
      let arguments = kind == .subject ? "" : ", 1"
      let shown = runSession("\(kind.rawValue) s\(arguments)\n:show s")
      XCTAssertEqual(shown.out, ["s: \(kind.rawValue) (0 subscribers)"], shown.err)
    }
  }

  func testEveryCommandStreamOfTheTableIsReadByItsHandlerAndNoOther() {
    let members = OperatorTable.all.filter { $0.role == .member }
    XCTAssertEqual(members.map(\.name), OperatorTable.memberNames)
    for member in members {
      let result = runSession(
        "command c = { error \"boom\" }\nc.\(member.name) | take 1 &\nexecute c, 1")
      XCTAssertEqual(result.out.count, 2, "\(member.name): \(result.out) \(result.err)")
      XCTAssertEqual(result.out.last, "[1] 0.000 completed", member.name)
    }
    XCTAssertEqual(
      runSession("command c = { just x }\nc.executing | take 2 &\nexecute c, 1").out,
      ["[1] 0.000 next false", "[1] 0.000 next true", "[1] 0.000 completed"])
    XCTAssertEqual(
      runSession("command c = { error \"boom\" }\nc.errors | take 1 &\nexecute c, 1").out,
      ["[1] 0.000 next \"boom\"", "[1] 0.000 completed"])
    for word in universe where OperatorTable.spec(word, .member) == nil {
      let err = runSession("command c = { just x }\nc.\(word)").err
      XCTAssertTrue(err.contains("'c' has no stream '\(word)'"), word)
      XCTAssertTrue(err.contains(OperatorTable.memberNames.joined(separator: ", ")), err)
    }
  }

  func testNamesAreUniquePerRole() {
    var seen = Set<String>()
    for spec in OperatorTable.all {
      for name in [spec.name] + spec.aliases {
        XCTAssertTrue(
          seen.insert("\(spec.role) \(name)").inserted,
          "\(name) is declared twice as a \(spec.role)")
      }
    }
  }

  func testTheGroupsComeInTheOrderOfTheDocs() {
    var order: [OperatorSpec.Group] = []
    for spec in OperatorTable.all where order.last != spec.group { order.append(spec.group) }
    XCTAssertEqual(order, OperatorSpec.Group.allCases)
  }

  /// The index of docs/operators.md marks **S** exactly the stages with a sequence form (an
  /// alias with a heading of its own, `mergeMap`, works where the entry it names works).
  func testTheStagesMarkedSAreExactlyThoseWithASequenceForm() {
    let withSequenceForm = OperatorTable.all.filter { spec in
      guard spec.role == .stage else { return false }
      let target = spec.aliasOf.flatMap { OperatorTable.spec($0, .stage) } ?? spec
      return target.worksOnSequences
    }.flatMap(\.names)
    let marked = OperatorSpec.Group.allCases.flatMap(ReferenceDocs.indexNames)
      .filter { $0.1.contains("**S**") }.map(\.0)
    let stages = Set(OperatorTable.all.filter { $0.role == .stage }.flatMap(\.names))
    XCTAssertEqual(Set(withSequenceForm), Set(marked).intersection(stages))
    XCTAssertTrue(Set(withSequenceForm).isSuperset(of: ["map", "take", "trace", "mergeMap"]))
    let signalOnly = OperatorTable.all.filter { $0.role == .stage && !$0.worksOnSequences }.map(
      \.name)
    XCTAssertTrue(signalOnly.contains("delay") && !signalOnly.contains("map"), "\(signalOnly)")
  }

  /// The index marks **[Rx]** exactly the operators with RxJS's meaning, and `:help` and the
  /// headings' rule say "Rx" for them: both drawn from the entry's dialect.
  func testTheRxMarksAreDrawnFromTheDialect() {
    let own = OperatorTable.all.filter(\.marksRx)
    XCTAssertTrue(own.allSatisfy { $0.dialect == .rxjs && $0.aliasOf == nil })
    XCTAssertTrue(own.contains { $0.name == "switchMap" } && !own.contains { $0.name == "map" })
    XCTAssertFalse(own.contains { $0.name == "mergeMap" }, "an alias of flattenMap")
    for entry in Catalogue.all {
      XCTAssertEqual(
        entry.rule == "Rx" || entry.rule.hasPrefix("Rx, "), entry.specs[0].marksRx,
        entry.forms[0])
      let marks = ReferenceDocs.indexNames(entry.specs[0].group).first {
        $0.0 == OperatorSpec.bareName(entry.forms[0])
      }?.1
      XCTAssertEqual(marks?.contains("**[Rx]**"), entry.specs[0].marksRx, entry.forms[0])
    }
  }

  func testEveryArityCheckedStageSaysWhatItTakes() {
    for spec in OperatorTable.all where spec.arity != nil {
      XCTAssertFalse(spec.takes.isEmpty, "\(spec.name) has an arity but no words for it")
    }
  }

  func testASynonymIsNoNameOfTheTableAndPointsAtOne() {
    let names = Set(OperatorTable.all.flatMap { [$0.name] + $0.aliases })
    for (synonym, meaning) in OperatorTable.synonyms {
      XCTAssertFalse(names.contains(synonym), "\(synonym) is a name of the table, not a synonym")
      let target = String(meaning.operator.prefix { $0 != " " })
      XCTAssertTrue(
        OperatorTable.statementKeywords.contains(target) || OperatorTable.isName(target, .stage)
          || OperatorTable.isName(target, .source), "\(synonym) points at no name: \(target)")
    }
  }

  func testDidYouMeanGoesByMeaningForOtherToolsNames() {
    let err = runSession("from [1, 2] | select x > 1").err
    XCTAssertTrue(
      err.contains(
        "unknown operator 'select' (did you mean filter? jq's select keeps the values a "
          + "predicate accepts)"
      ), err)
    assertStderr(":help doOnNext", contains: "did you mean doNext?")
    assertStderr(
      "EMPTY", contains: "unknown source or name 'EMPTY' (did you mean empty? completes at once)")
    XCTAssertTrue(
      runSession("from [1] | mapp x").err.contains("(did you mean map?)"), "spelling still counts")
  }

  func testHelpFunctionsListsEveryFunction() {
    let out = runSession(":help functions").out
    for name in OperatorTable.functionNames {
      XCTAssertTrue(out.contains { $0.contains(name + "(") }, name)
    }
  }

  func testHelpNamesListsTheImplicitNames() {
    let result = runSession(":help names")
    XCTAssertEqual(result.err, "")
    for name in ["x", "i", "t", "acc", "$0 $1", "{ n -> … }"] {
      XCTAssertTrue(result.out.contains { $0.hasPrefix("  " + name + " ") }, name)
    }
  }

  // MARK: :help

  private func help(_ name: String) -> (out: [String], err: String) { runSession(":help " + name) }

  func testHelpAnswersForEveryNameOfTheTableWithItsHeadings() {
    for name in Catalogue.names {
      let result = help(name)
      XCTAssertEqual(result.err, "", name)
      let titles = result.out.filter { !$0.hasPrefix(" ") }
      let expected = Catalogue.entries(named: name).map {
        $0.forms.joined(separator: " · ") + "  (\($0.group))"
      }
      XCTAssertEqual(titles, expected, name)
    }
  }

  func testHelpKnowsNothingOutsideTheTable() {
    for word in ["frobnicate", "x", "acc", "map2", "letter"] {
      XCTAssertTrue(help(word).err.contains("warning: unknown operator '\(word)'"), word)
      XCTAssertEqual(help(word).out, [], word)
    }
  }

  func testOpsListsTheOperatorGroupsOnly() {
    let lines = runSession(":ops").out
    let groups = lines.filter { !$0.hasPrefix(" ") }
    XCTAssertEqual(
      groups, OperatorSpec.Group.allCases.filter(\.isOperators).map { $0.rawValue + ":" })
    let listed = Set(
      lines.filter { $0.hasPrefix(" ") }.flatMap { $0.split(separator: " ").map(String.init) })
    XCTAssertEqual(listed, Set(Catalogue.operators.flatMap(\.names)))
    XCTAssertFalse(listed.contains("log"), "log is a function")
  }

  // MARK: completion

  func testCompletionOffersExactlyTheTablesWordsAndTheMetaCommands() {
    let words = OperatorTable.all.filter { $0.role != .member }.flatMap { [$0.name] + $0.aliases }
    let meta = Catalogue.metaCommands.map { ":" + $0.name }
    XCTAssertEqual(Set(Catalogue.completionNames), Set(words + meta))
    XCTAssertEqual(Catalogue.completionNames.count, Set(words).count + meta.count, "no word twice")
    for word in words { XCTAssertNotNil(Catalogue.completionShapes[word], "no shape for \(word)") }
    XCTAssertEqual(Catalogue.completionShapes["throttle"], "T[, EXPR]")
    XCTAssertEqual(Catalogue.completionShapes["len"], "(V)")
  }

  // MARK: the parser and the compiler

  private func parse(_ text: String) -> [Statement] {
    Parser.parse(SourceFile(name: "t", text: text)).statements
  }

  func testThePipelineSourcesOfALetAreExactlyTheTablesSources() {
    for word in universe where !OperatorTable.statementKeywords.contains(word) {
      let statements = parse("let a = \(word) [1]")
      let isPipeline: Bool
      if case .letPipeline? = statements.first { isPipeline = true } else { isPipeline = false }
      XCTAssertEqual(isPipeline, OperatorTable.spec(word, .source) != nil, word)
    }
  }

  func testTheStatementKeywordsAreExactlyTheTablesStatements() {
    for word in universe {
      var startsAPipeline = false
      if case .pipeline(let pipeline, _, _)? = parse("\(word) s").first {
        startsAPipeline = pipeline.stages[0].name == word
      }
      XCTAssertEqual(!startsAPipeline, OperatorTable.spec(word, .statement) != nil, word)
    }
  }

  /// What compiling `program` reports (nothing runs).
  private func compileErrors(_ program: String) -> String {
    let output = CollectedOutput()
    _ = Session(options: SessionOptions(), output: output).compile([
      SourceFile(name: "t", text: program)
    ])
    return output.stderr
  }

  func testTheCompilerKnowsExactlyTheTablesStagesAndFunctions() {
    for word in universe {
      let stage = compileErrors("from [1] | \(word)")
      XCTAssertEqual(
        stage.contains("unknown operator '\(word)'"), OperatorTable.spec(word, .stage) == nil, word)
      let call = compileErrors("just 1 | map \(word)(x)")  // a source: its stream, `{of(x)}`
      let known = OperatorTable.spec(word, .function) ?? OperatorTable.spec(word, .source)
      XCTAssertEqual(call.contains("unknown function '\(word)'"), known == nil, word)
    }
  }

  /// A lookup of one role reads only the groups listed for it: no other group holds an entry
  /// of that role, and the listed groups hold all of `all`'s entries of it.
  func testEachRoleIsInTheGroupsListedForIt() {
    let roles: [OperatorSpec.Role] = [.source, .stage, .statement, .member, .function]
    for role in roles {
      let listed = OperatorTable.groups(holding: role)
      for group in OperatorSpec.Group.allCases where !listed.contains(group) {
        let names = OperatorTable.group(group).filter { $0.role == role }.map(\.name)
        XCTAssertEqual(names, [], "group \(group) holds entries of \(role)")
      }
      let inListed = listed.flatMap { OperatorTable.group($0) }.filter { $0.role == role }
      XCTAssertEqual(
        inListed.count, OperatorTable.all.filter { $0.role == role }.count, "\(role)")
    }
    XCTAssertEqual(
      OperatorSpec.Group.allCases.reduce(0) { $0 + OperatorTable.group($1).count },
      OperatorTable.all.count)
  }
}
