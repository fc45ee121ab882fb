import SignalboxTestSupport
import Testing

/// Names an RxSwift, RxJS or Combine user reaches for (issue 38, item 5): a synonym where
/// the meaning is the same, else a did-you-mean naming the Signalbox spelling (C020).
@Suite struct RxNamesLanguageTests {
  @Test func removeDuplicatesIsDistinctUntilChanged() {
    for source in ["from [1, 1, 2, 2, 1]", "marbles \"aab-b|\", 1", "empty", "error \"e\""] {
      let alias = runSession(source + " | removeDuplicates")
      #expect(alias.err == "")
      #expect(!alias.out.isEmpty)
      #expect(alias.out == runSession(source + " | distinctUntilChanged").out, "\(source)")
    }
    #expect(
      runSession("from [1, 1, 2] | removeDuplicates").out == [
        "0.000 next 1", "0.000 next 2", "0.000 completed",
      ])
  }

  @Test func flatMapLatestIsSwitchMap() {
    let program = "marbles \"ab|\", 1 | NAME { y -> interval 0.6 | take 2 | map y + str(x) }"
    let alias = runSession(program.replacingOccurrences(of: "NAME", with: "flatMapLatest"))
    #expect(alias.err == "")
    #expect(alias.out.count > 1)
    #expect(
      alias.out == runSession(program.replacingOccurrences(of: "NAME", with: "switchMap")).out)
  }

  @Test(arguments: [
    ("onNext x", "doNext"), ("do x", "doNext"), ("sink x", "doNext"),
    ("multicast", "publish"), ("lastValueFrom", "last"),
  ])
  func rxNamesWithAnotherMeaningSayTheSignalboxSpelling(_ stage: String, _ target: String) {
    let (out, err) = runSession("from [1] | \(stage)")
    #expect(out == [])
    #expect(err.contains("(did you mean \(target)? "), "\(stage)")
    #expect(err.contains("[C020]"), "\(stage)")
  }

  @Test func emptyAndNeverSayTheirSpelling() {
    #expect(runSession("EMPTY").err.contains("did you mean empty?"))
    #expect(runSession("NEVER").err.contains("did you mean never?"))
  }
}
