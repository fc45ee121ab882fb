/// Names from other tools that Signalbox spells otherwise: "did you mean" by meaning, not
/// only by spelling (`select` is jq's `filter`). Each says which operator does that here and
/// why, in a few words. A name that is an operator or alias here is never a synonym
/// (OperatorTableTests checks it).
extension OperatorTable {
  package static let synonyms: [String: (operator: String, why: String)] = [
    "select": ("filter", "jq's select keeps the values a predicate accepts"),
    "where": ("filter", "keeps the values a predicate accepts"),
    "doOnNext": ("doNext", "a side effect for each value, the values unchanged"),
    "each": ("doNext", "a side effect for each value, the values unchanged"),
    "forEach": ("doNext", "a side effect for each value, the values unchanged"),
    "fold": ("aggregate", "folds every value into one, sent on completion"),
    "inject": ("aggregate", "folds every value into one, sent on completion"),
    "switchLatest": ("switchToLatest", "follows only the latest inner signal"),
    "combine": ("combineLatest", "the latest value of each input, whenever one sends"),
    "EMPTY": ("empty", "completes at once"),
    "NEVER": ("never", "sends nothing, never ends"),
    "throwError": ("error", "fails at once with the message"),
    "fromArray": ("from", "sends the items of an array"),
    "rescue": ("catch", "replaces an error with the signal a block makes"),
    "ensure": ("finally", "runs on completion and on error, not on disposal"),
    "buffer": ("bufferWithTime", "collects values into arrays by time (bufferCount: by count)"),
    "uniq": ("distinctUntilChanged", "drops a value equal to the one before"),
    "dedupe": ("distinctUntilChanged", "drops a value equal to the one before"),
    "limit": ("take", "the first N values"),
    "drop": ("skip", "drops the first N values"),
    "offset": ("skip", "drops the first N values"),
    "elementAt": ("skip N | take 1", "the value at index N"),
    "toList": ("collect", "every value in one array, on completion"),
    "pluck": ("map x.NAME", "RxJS's pluck(\"a\", \"b\") is map x.a.b"),
    "concatMapTo": ("concatMap { … }", "the block need not read x"),
    "mergeMapTo": ("mergeMap { … }", "the block need not read x"),
    "switchMapTo": ("switchMap { … }", "the block need not read x"),
    "refCount": ("share", "publish | refCount is share"),
    "publishReplay": ("shareReplay N", "publishReplay(N) | refCount is shareReplay N"),
    // RxSwift, RxJS and Combine names whose meaning differs a little: the difference.
    "onNext": ("doNext", "RxSwift's do(onNext:): a side effect for each value"),
    "do": ("doNext", "RxSwift's do(onNext:); doError, doCompleted for the others"),
    "sink": ("doNext", "a statement prints its events itself; doNext adds a side effect"),
    "multicast": ("publish", "publish | autoconnect, or share; no subject argument"),
    "lastValueFrom": ("last", "a stage here: the last value; an empty source fails"),
    "observeOn": ("deliverOn", "RxSwift's and RxJS's name: events re-sent on a scheduler"),
    "receive": ("deliverOn", "Combine's receive(on:): events re-sent on a scheduler"),
    // Subjects are declared by a statement here: `subject s`, then `send s, 1`.
    "Subject": ("subject NAME", "RxJS's new Subject(); send NAME, V sends to it"),
    "PublishSubject": ("subject NAME", "RxSwift's; send NAME, V is its onNext"),
    "PassthroughSubject": ("subject NAME", "Combine's; send NAME, V sends to it"),
    "BehaviorSubject": ("behaviorSubject NAME, V", "the latest value, replayed to each"),
    "CurrentValueSubject": ("behaviorSubject NAME, V", "Combine's; the latest value"),
    "ReplaySubject": ("replaySubject NAME, N", "the last N values, replayed to each"),
  ]
}
