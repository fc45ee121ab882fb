/// Names from other tools that Signalbox spells otherwise: "did you mean" by meaning, not
/// only by spelling (`select` is jq's `filter`). Each says which operator does that here and
/// why, in a few words. A name that is an operator or alias here is never a synonym
/// (OperatorTableTests checks it).
extension OperatorTable {
  package static let synonyms: [String: (operator: String, why: String)] = [
    "select": ("filter", "jq's select keeps the values a predicate accepts"),
    "where": ("filter", "keeps the values a predicate accepts"),
    "tap": ("doNext", "a side effect for each value, the values unchanged"),
    "doOnNext": ("doNext", "a side effect for each value, the values unchanged"),
    "each": ("doNext", "a side effect for each value, the values unchanged"),
    "forEach": ("doNext", "a side effect for each value, the values unchanged"),
    "fold": ("aggregate", "folds every value into one, sent on completion"),
    "inject": ("aggregate", "folds every value into one, sent on completion"),
    "concatAll": ("flatten 1", "subscribes to one inner signal at a time"),
    "mergeAll": ("flatten", "merges every inner signal"),
    "switchAll": ("switchToLatest", "follows only the latest inner signal"),
    "switchLatest": ("switchToLatest", "follows only the latest inner signal"),
    "combine": ("combineLatest", "the latest value of each input, whenever one sends"),
    "combineLatestAll": ("combineLatest", "the latest value of each input, whenever one sends"),
    "of": ("from", "sends the items of an array"),
    "fromArray": ("from", "sends the items of an array"),
    "catchError": ("catch", "replaces an error with the signal a block makes"),
    "onErrorResumeNext": ("catch", "replaces an error with the signal a block makes"),
    "rescue": ("catch", "replaces an error with the signal a block makes"),
    "finalize": ("finally", "runs when the subscription ends, however it ends"),
    "ensure": ("finally", "runs when the subscription ends, however it ends"),
    "buffer": ("bufferWithTime", "collects values into arrays by time (bufferCount: by count)"),
    "bufferTime": ("bufferWithTime", "collects the values of each period into an array"),
    "shareReplay": ("replayLast", "one subscription to the source, the latest value replayed"),
    "uniq": ("distinctUntilChanged", "drops a value equal to the one before"),
    "dedupe": ("distinctUntilChanged", "drops a value equal to the one before"),
    "limit": ("take", "the first N values"),
    "drop": ("skip", "drops the first N values"),
    "offset": ("skip", "drops the first N values"),
    "elementAt": ("skip N | take 1", "the value at index N"),
    "toList": ("collect", "every value in one array, on completion"),
  ]
}
