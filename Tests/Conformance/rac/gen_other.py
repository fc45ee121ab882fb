"""RACSubjectSpec.m (with RACSubscriberExamples.m), RACCommandSpec.m,
RACMulticastConnectionSpec.m, RACSequenceSpec.m (with RACSequenceExamples.m),
RACSequenceAdditionsSpec.m, RACSchedulerSpec.m, RACTestSchedulerSpec.m and the disposable
specs."""
from gen_common import case, nexts


def subject_spec():
    S = "RACSubjectSpec.m"
    case(S, "RACSubject should dispose the paired disposable when a subscription terminates",
         'subject s\ns | finally log("terminated") &\ncomplete s\nsend s, 1',
         '[1] 0.000 log "terminated"\n[1] 0.000 completed')
    r1 = "replaySubject r, 1\n"
    case(S, "RACReplaySubject with a capacity of 1 should send same latest value to multiple "
         "subscribers in another subscription",
         r1 + "r | flattenMap { y -> r | take 1 | startWith y } &\nsend r, 1\nsend r, 2",
         nexts([1, 1, 2, 2], end=None, prefix="[1] "))
    case(S, "RACReplaySubject with a capacity of 1 should send the last value",
         r1 + 'send r, "blah"\nsend r, "more blah"\nr | take 1', nexts(["more blah"]))
    case(S, "RACReplaySubject with a capacity of 1 should send the last value to new subscribers "
         "after completion", r1 + 'send r, "blah"\nsend r, "more blah"\ncomplete r\nr',
         nexts(["more blah"]))
    case(S, "RACReplaySubject with a capacity of 1 should not send any values to new subscribers "
         "if none were sent originally", r1 + "complete r\nr", "0.000 completed")
    case(S, "RACReplaySubject with a capacity of 1 should resend errors",
         r1 + 'fail r, "test"\nr | materialize\nr | materialize',
         '0.000 next {"kind":"error","message":"test"}\n0.000 completed\n'
         '0.000 next {"kind":"error","message":"test"}\n0.000 completed')
    case(S, "RACReplaySubject with a capacity of 1 should resend nil errors",
         r1 + 'fail r, ""\nr | materialize',
         '0.000 next {"kind":"error","message":""}\n0.000 completed')
    ru = "replaySubject r\n"
    case(S, "RACReplaySubject with an unlimited capacity should send both values to new "
         "subscribers after completion", ru + 'send r, "foo"\nsend r, "bar"\ncomplete r\nr',
         nexts(["foo", "bar"]))
    case(S, "RACReplaySubject with an unlimited capacity should send values in the same order live "
         "as when replaying", ru + "r &\nsend r, 1\nsend r, 2\nr | take 2\nsend r, 3\ncomplete r",
         "[1] 0.000 next 1\n[1] 0.000 next 2\n0.000 next 1\n0.000 next 2\n0.000 completed\n"
         "[1] 0.000 next 3\n[1] 0.000 completed")
    case(S, "RACReplaySubject with an unlimited capacity should stop replaying when the "
            "subscription "
         "is disposed", ru + "send r, 1\nsend r, 2\nr | doNext log(\"replayed\", x) | take 1",
         '0.000 log "replayed" 1\n0.000 next 1\n0.000 completed')
    case(S, "RACReplaySubject with an unlimited capacity should finish replaying before completing",
         ru + "send r, 1\ncomplete r\nr", nexts([1]))
    case(S, "RACReplaySubject with an unlimited capacity should finish replaying before erroring",
         ru + 'send r, 1\nfail r, "test"\nr', '0.000 next 1\n0.000 error "test"', exit=1)
    case(S, "RACReplaySubject with an unlimited capacity should finish replaying before sending "
         "new values", ru + "send r, 1\nr | take 2 &\nsend r, 2",
         "[1] 0.000 next 1\n[1] 0.000 next 2\n[1] 0.000 completed")
    X = "RACSubscriberExamples.m via RACSubjectSpec.m"
    case(X, "should accept a nil error", 'subject s\ns &\nfail s, ""', '[1] 0.000 error ""', exit=1)
    case(X, "with values should send nexts serially, even when delivered from multiple threads",
         "subject s\ns | collect &\nsend s, 1\nsend s, 2\nsend s, 3\ncomplete s",
         "[1] 0.000 next [1,2,3]\n[1] 0.000 completed")
    case(X, "multiple subscriptions should terminate after the first error from any subscription",
         'subject s\ns &\nfail s, "first"\nsend s, 1\ncomplete s',
         '[1] 0.000 error "first"', exit=1)
    case(X, "multiple subscriptions should terminate after the first completed from any "
            "subscription",
         "subject s\ns &\ncomplete s\nsend s, 1\nfail s, \"late\"", "[1] 0.000 completed")
    case(X, "multiple subscriptions should dispose of future subscriptions upon termination",
         "subject s\ncomplete s\ns | takeUntil { timer 1 }", "1.000 completed")


def command_spec():
    S = "RACCommandSpec.m"
    cmd = "command c = { just x }\n"
    case(S, "with a simple signal block should be enabled by default", cmd + "c.enabled | take 1",
         nexts([True]))
    case(S, "with a simple signal block should not be executing by default",
         cmd + "c.executing | take 1", nexts([False]))
    case(S, "with a simple signal block should create an execution signal",
         cmd + "c.executionSignals | flatten | take 1 &\nexecute c, 1",
         "[1] 0.000 next 1\n[1] 0.000 completed")
    case(S, "with a simple signal block should return the execution signal from -execute:",
         cmd + "c.executionSignals | flatten | take 1 &\nexecute c, \"foo\"",
         '[1] 0.000 next "foo"\n[1] 0.000 completed')
    case(S, "with a simple signal block should always send executionSignals on the main thread",
         cmd + "c.executionSignals | take 1 | map \"signal\" &\nexecute c, 1",
         '[1] 0.000 next "signal"\n[1] 0.000 completed')
    case(S, "with a simple signal block should not send anything on 'errors' by default",
         cmd + "c.errors &\nexecute c, 1", "")
    case(S, "with a simple signal block should be executing while an execution signal is running",
         "command c = { timer 1, x }\nc.executing | take 3 &\nexecute c, 1",
         "[1] 0.000 next false\n[1] 0.000 next true\n[1] 1.000 next false\n[1] 1.000 completed")
    case(S, "with a simple signal block should always update executing on the main thread",
         "command c = { just x | subscribeOn background }\nc.executing | take 3 &\nexecute c, 1",
         "[1] 0.000 next false\n[1] 0.000 next true\n[1] 0.000 next false\n[1] 0.000 completed")
    case(S, "should invoke the signalBlock once per execution",
         'command c = { just x | initially log("block", x) }\nc.executionSignals | flatten | take '
         '2 &\n'
         "execute c, 1\nexecute c, 2",
         '0.000 log "block" 1\n[1] 0.000 next 1\n0.000 log "block" 2\n[1] 0.000 next 2\n'
         "[1] 0.000 completed")
    case(S, "should send on executionSignals in order of execution",
         "command c = { from x }\nc.executionSignals | concatAll &\n"
         'execute c, ["foo", "bar"]\nexecute c, ["buzz", "baz"]',
         nexts(["foo", "bar", "buzz", "baz"], end=None, prefix="[1] "))
    case(S, "should wait for all signals to complete or error before executing sends NO",
         'subject a\nsubject b\ncommand c concurrent = { iif x == "a", a, b }\nc.executing &\n'
         'c.errors &\nexecute c, "a"\nexecute c, "b"\nsleep 1\nfail a, "test"\nsleep 1\n'
         "send b, null\nsleep 1\ncomplete b",
         '[1] 0.000 next false\n[1] 0.000 next true\n[2] 1.000 next "test"\n[1] 3.000 next false')
    case(S, "should not deliver errors from executionSignals",
         "subject s\ncommand c = { s }\nc.executionSignals | flatten | materialize &\n"
         'c.executing &\nexecute c, null\nsend s, "unit"\nsend s, "foo"\nsleep 1\nfail s, "test"',
         '[2] 0.000 next false\n[2] 0.000 next true\n'
         '[1] 0.000 next {"kind":"next","value":"unit"}\n'
         '[1] 0.000 next {"kind":"next","value":"foo"}\n[2] 1.000 next false')
    case(S, "should deliver errors onto 'errors'",
         'command c = { error "test" }\nc.errors | take 1 &\nexecute c, 1',
         '[1] 0.000 next "test"\n[1] 0.000 completed')
    case(S, "should not deliver non-error events onto 'errors'",
         "command c = { from [1, 2] }\nc.errors &\nexecute c, 1", "")
    case(S, "should send errors on the main thread",
         'command c = { error "test" | subscribeOn background }\nc.errors | take 1 &\nexecute c, 1',
         '[1] 0.000 next "test"\n[1] 0.000 completed')
    case(S, "enabled signal should send an error from -execute: when NO",
         "command c = { timer 1, x }\nc.executionSignals | flatten &\nexecute c, 1\nexecute c, 2\n"
         "sleep 2", "[1] 1.000 next 1", err="is not enabled")
    case(S, "enabled signal should send YES by default", cmd + "c.enabled | take 1", nexts([True]))
    case(S, "enabled signal should send NO while executing is YES and allowsConcurrentExecution "
            "is NO",
         "command c = { timer 1, x }\nc.enabled | take 3 &\nexecute c, 1",
         "[1] 0.000 next true\n[1] 0.000 next false\n[1] 1.000 next true\n[1] 1.000 completed")
    case(S, "enabled signal should send YES while executing is YES and allowsConcurrentExecution "
         "is YES",
         "command c concurrent = { timer 1, x }\nc.enabled | takeUntil { timer 2 } &\nexecute c, 1",
         "[1] 0.000 next true\n[1] 2.000 completed")


def multicast_spec():
    S = "RACMulticastConnectionSpec.m"
    src = 'let p = defer { just 1 | initially log("subscribed") } | publish\n'
    case(S, "-connect should subscribe to the underlying signal", src + "connect p",
         '0.000 log "subscribed"')
    case(S, "-connect should return the same disposable for each invocation",
         src + "connect p\nconnect p", '0.000 log "subscribed"')
    case(S, "-connect shouldn't reconnect after disposal",
         src + "p &\nconnect p\nconnect p", '0.000 log "subscribed"\n[1] 0.000 next 1\n'
         "[1] 0.000 completed")
    au = 'let a = interval 1 | initially log("subscribed") | publish | autoconnect\n'
    case(S, "-autoconnect should subscribe to the multicasted signal on the first subscription",
         au + "sleep 1\na | take 1", '0.000 log "subscribed"\n1.000 next 0\n1.000 completed')
    case(S, "-autoconnect should dispose of the multicasted subscription when the signal has no "
         "subscribers", au + 'a | doNext log("got", x) | take 1\nsleep 5',
         '0.000 log "subscribed"\n1.000 log "got" 0\n1.000 next 0\n1.000 completed')
    case(S, "-autoconnect shouldn't reconnect after disposal",
         au + "a | take 1\na | takeUntil { timer 2 }",
         '0.000 log "subscribed"\n1.000 next 0\n1.000 completed\n2.000 completed')
    case(S, "-autoconnect should replay values after disposal when multicasted to a replay subject",
         'let a = from [1, 2] | initially log("subscribed") | replayLazily\na | take 1\na',
         '0.000 log "subscribed"\n0.000 next 1\n0.000 completed\n' + nexts([1, 2]))


def sequence_spec():
    S = "RACSequenceSpec.m"
    case(S, "+sequenceWithHeadBlock:tailBlock: should use the values from the head and tail blocks",
         "seq [1, 2] | array", nexts([[1, 2]]))
    # A head block's run is what `trace` prints as `pulled` on a sequence stage.
    case(S, "+sequenceWithHeadBlock:tailBlock: should lazily invoke head and tail blocks",
         "let s = seq [0, 1] | trace h\ns | head",
         "0.000 trace h pulled 0\n" + nexts([0]))
    case(S, "eager sequences should evaluate all values immediately",
         "seq [0, 1] | trace h | eager | head",
         "0.000 trace h pulled 0\n0.000 trace h pulled 1\n" + nexts([0]))
    case(S, "eager sequences behave like a sequence (RACSequenceExamples)",
         "seq [0, 1] | eager | array", nexts([[0, 1]]))
    case(S, "-take: should complete take: without needing the head of the second item in the "
         "sequence", "iterate \"unit\", x | trace h | take 1 | array",
         '0.000 trace h pulled "unit"\n' + nexts([["unit"]]))
    case(S, "-bind: should only evaluate head when the resulting sequence is evaluated",
         'let b = seq ["unit"] | trace h | bind { seq [x] }\nb | head',
         '0.000 trace h pulled "unit"\n' + nexts(["unit"]))
    case(S, "-objectEnumerator should only evaluate head as it's enumerated",
         "seq [1, 2, 3] | trace h",
         "0.000 trace h pulled 1\n0.000 next 1\n0.000 trace h pulled 2\n0.000 next 2\n"
         "0.000 trace h pulled 3\n0.000 next 3\n0.000 completed")
    case(S, "-foldLeftWithStart:reduce: should reduce with start first",
         "seq [1, 2, 3] | foldLeft 0, acc + x", nexts([6]))
    case(S, "-foldLeftWithStart:reduce: should be left associative",
         'seq ["1", "2", "3"] | foldLeft "0", acc + x', nexts(["0123"]))
    case(S, "-foldRightWithStart:reduce: should be lazy",
         "iterate 1, x + 1 | trace h | foldRight 0, x",
         "0.000 trace h pulled 1\n" + nexts([1]))
    case(S, "-foldRightWithStart:reduce: should reduce with start last",
         "seq [1, 2, 3] | foldRight 0, acc + x", nexts([6]))
    case(S, "-foldRightWithStart:reduce: should be right associative",
         'seq ["1", "2", "3"] | foldRight "0", x + acc', nexts(["1230"]))
    case(S, "-any should return true when at least one exists", "seq [0, 1, 2] | any x > 1",
         nexts([True]))
    case(S, "-any should return false when no such thing exists", "seq [0, 1, 2] | any x > 2",
         nexts([False]))
    case(S, "-all should return true when all values pass", "seq [0, 1, 2] | all x < 3",
         nexts([True]))
    case(S, "-all should return false when at least one value fails", "seq [0, 1, 2] | all x < 2",
         nexts([False]))
    case(S, "-objectPassingTest: should return leftmost object that passes the test",
         "seq [0, 1, 2, 3] | find x > 1", nexts([2]))
    case(S, "-objectPassingTest: should return nil if no objects pass the test",
         "seq [0, 1, 2] | find x > 5", nexts([None]))
    E = "RACSequenceExamples.m via RACSequenceSpec.m"
    case(E, "should implement <NSFastEnumeration>", "seq [1, 2, 3]", nexts([1, 2, 3]))
    case(E, "should return an array", "seq [1, 2, 3] | array", nexts([[1, 2, 3]]))
    case(E, "-signalWithScheduler: should return an immediately scheduled signal",
         "seq [1, 2, 3] | signal", nexts([1, 2, 3]))
    case(E, "-signalWithScheduler: should return a background scheduled signal",
         "seq [1, 2, 3] | signal | subscribeOn background", nexts([1, 2, 3]))
    case(E, "-signalWithScheduler: should only evaluate one value per scheduling",
         "seq [1, 2, 3] | signal | take 2", nexts([1, 2]))
    case(E, "should be equal to the same sequence of values",
         "seq [1, 2] | sequenceEqual { seq [1, 2] }", nexts([True]))
    case(E, "should not be equal to a different sequence of values",
         "seq [1, 2] | sequenceEqual { seq [1, 3] }", nexts([False]))
    case(E, "should fold right", 'seq ["a", "b", "c"] | foldRight "", x + acc', nexts(["abc"]))
    case(E, "should fold left", 'seq ["a", "b", "c"] | foldLeft "", acc + x', nexts(["abc"]))
    A = "RACSequenceAdditionsSpec.m"
    zeros = [0] * 16
    case(A, "NSArray sequences should fast enumerate after zipping",
         "let a = seq %s\na | zipWith a | reduceEach $0 + $1 | array" % zeros, nexts([zeros]))
    numbers = list(range(100))
    case(A, "NSArray sequences behave like a sequence (RACSequenceExamples)",
         "seq range 0, 99 | array", nexts([numbers]))
    case(A, "NSArray sequences should be immutable (RACSequenceExamples)",
         "let a = [0, 1, 2]\nlet s = seq a\nlet b = a + [3]\ns | array", nexts([[0, 1, 2]]))
    d = '{"foo": "bar", "buzz": "baz", "null": null}'
    case(A, "NSDictionary sequences behave like a sequence of tuples (rac_sequence)",
         "seq to_entries(%s) | map [x.key, x.value] | array" % d,
         nexts([[["foo", "bar"], ["buzz", "baz"], ["null", None]]]))
    case(A, "NSDictionary sequences behave like a sequence of keys (rac_keySequence)",
         "seq keys_unsorted(%s) | array" % d, nexts([["foo", "buzz", "null"]]))
    case(A, "NSDictionary sequences behave like a sequence of values (rac_valueSequence)",
         "seq values(%s) | array" % d, nexts([["bar", "baz", None]]))
    case(A, "NSOrderedSet sequences behave like a sequence",
         "seq [0, 1, 2] | array", nexts([[0, 1, 2]]))
    case(A, "NSString sequences behave like a sequence",
         'seq split("foobar", "") | array', nexts([["f", "o", "o", "b", "a", "r"]]))
    case(A, "RACTuple sequences behave like a sequence",
         "seq [\"foo\", null, \"bar\"] | array", nexts([["foo", None, "bar"]]))
    case(A, "NSIndexSet sequences behave like a sequence",
         "seq range 1, 5 | array", nexts([[1, 2, 3, 4, 5]]))
    case(A, "NSIndexSet sequences should not fire if empty", "seq [] | array", nexts([[]]))


def scheduler_spec():
    S = "RACSchedulerSpec.m"
    case(S, "+mainThreadScheduler should cancel scheduled blocks when disposed",
         "timer 0 | deliverOn main | doNext log(\"ran\") | takeUntil { just 1 }", "0.000 completed")
    case(S, "+mainThreadScheduler should schedule future blocks",
         "timer 1, \"ran\" | deliverOn main",
         '1.000 next "ran"\n1.000 completed')
    case(S, "+mainThreadScheduler should cancel future blocks when disposed",
         'timer 1, "ran" | deliverOn main | takeUntil { timer 0.5 }', "0.500 completed")
    case(S, "+mainThreadScheduler should schedule recurring blocks",
         "interval 0.01 | deliverOn main | take 3", "0.010 next 0\n0.020 next 1\n0.030 next 2\n"
         "0.030 completed")
    case(S, "+scheduler should cancel scheduled blocks when disposed",
         'timer 0 | deliverOn background | doNext log("ran") | takeUntil { just 1 }',
         "0.000 completed")
    case(S, "+scheduler should schedule future blocks", 'timer 1, "ran" | deliverOn background',
         '1.000 next "ran"\n1.000 completed')
    case(S, "+scheduler should cancel future blocks when disposed",
         'timer 1, "ran" | deliverOn background | takeUntil { timer 0.5 }', "0.500 completed")
    case(S, "+scheduler should schedule recurring blocks",
         "interval 0.01 | deliverOn background | take 3",
         "0.010 next 0\n0.020 next 1\n0.030 next 2\n0.030 completed")
    case(S, "+immediateScheduler should immediately execute scheduled blocks",
         "just 1 | deliverOn immediate", nexts([1]))
    case(S, "+immediateScheduler should block for future scheduled blocks",
         'timer 0.01, "ran" | deliverOn immediate', '0.010 next "ran"\n0.010 completed')
    case(S, "-scheduleRecursiveBlock: with a synchronous scheduler should behave like a normal "
            "block "
         "when it doesn't invoke itself", "just 1 | repeat 1", nexts([1]))
    case(S, "-scheduleRecursiveBlock: with a synchronous scheduler should reschedule itself after "
            "the "
         "caller completes", "just 1 | repeat 3", nexts([1, 1, 1]))
    case(S, "-scheduleRecursiveBlock: with a synchronous scheduler should unroll deep recursion",
         "just 1 | repeat 100000 | count", nexts([100000]))
    case(S, "-scheduleRecursiveBlock: with an asynchronous scheduler should behave like a normal "
         "block when it doesn't invoke itself", "just 1 | subscribeOn background | repeat 1",
         nexts([1]))
    case(S, "-scheduleRecursiveBlock: with an asynchronous scheduler should reschedule itself "
            "after "
         "the caller completes", "just 1 | subscribeOn background | repeat 3", nexts([1, 1, 1]))
    case(S, "-scheduleRecursiveBlock: with an asynchronous scheduler should reschedule when "
            "invoked "
         "asynchronously", "timer 0.01, 1 | repeat 3",
         "0.010 next 1\n0.020 next 1\n0.030 next 1\n0.030 completed")
    case(S, "-scheduleRecursiveBlock: with an asynchronous scheduler shouldn't reschedule itself "
         "when disposed", "timer 1, 1 | repeat | takeUntil { timer 2.5 }",
         "1.000 next 1\n2.000 next 1\n2.500 completed")
    T = "RACTestSchedulerSpec.m"
    case(T, "should do nothing when stepping while empty", "empty | deliverOn main",
         "0.000 completed")
    case(T, "should execute the earliest enqueued block when stepping",
         "merge { just 1 | deliverOn main }, { just 2 | deliverOn main }", nexts([1, 2]))
    case(T, "should step multiple times",
         "merge { just 1 | deliverOn main }, { just 2 | deliverOn main }, "
         "{ just 3 | deliverOn main }", nexts([1, 2, 3]))
    case(T, "should step through all scheduled blocks",
         "from [1, 2, 3] | deliverOn main | count", nexts([3]))
    case(T, "should execute blocks in date order when stepping",
         "merge { timer 2, \"later\" }, { timer 1, \"earlier\" }",
         '1.000 next "earlier"\n2.000 next "later"\n2.000 completed')
    case(T, "should execute delayed blocks in date order when stepping",
         "merge { just \"later\" | delay 2 }, { just \"earlier\" | delay 1 }",
         '1.000 next "earlier"\n2.000 next "later"\n2.000 completed')
    case(T, "should execute a repeating blocks in date order",
         'merge { interval 1 | take 3 | map "r" }, { timer 1.5, "once" }',
         '1.000 next "r"\n1.500 next "once"\n2.000 next "r"\n3.000 next "r"\n3.000 completed')


def disposable_spec():
    """A disposable's block is what `trace` prints as `disposed` (`finalize` is RxJS's, run
    after the terminal event has gone on; RAC disposes upstream before delivering it)."""
    D = "RACDisposableSpec.m"
    case(D, "should execute a block upon disposal",
         "never | trace src | takeUntil { timer 1 }",
         "0.000 trace src subscribed\n1.000 trace src disposed\n1.000 completed")
    case(D, "should not dispose upon deallocation",
         "just 1 | trace src",
         "0.000 trace src subscribed\n0.000 trace src next 1\n0.000 next 1\n"
         "0.000 trace src completed\n0.000 trace src disposed\n0.000 completed")
    C = "RACCompoundDisposableSpec.m"
    case(C, "should dispose of all its contained disposables",
         "merge { never | trace a }, { never | trace b } | takeUntil { timer 1 }",
         "0.000 trace a subscribed\n0.000 trace b subscribed\n1.000 trace a disposed\n"
         "1.000 trace b disposed\n1.000 completed")
    case(C, "should dispose of any added disposables immediately if it's already been disposed",
         "just 1 | concat { never | trace late } | take 1", nexts([1]))
    R = "RACSerialDisposableSpec.m"
    case(R, "should dispose of the inner disposable",
         "from [1] | map { never | trace inner } | switchToLatest | takeUntil { timer 1 }",
         "0.000 trace inner subscribed\n1.000 trace inner disposed\n1.000 completed")
    # RAC's -switchToLatest is flattenMap of `x takeUntil: published outer`: the publish
    # subject hands the new signal to flattenMap (which subscribes it) before the old inner's
    # takeUntil hears it, so the new inner is subscribed before the old one is disposed.
    case(R, "should swap inner disposables",
         "from [1, 2] | map { iif x == 1, { never | trace one }, { never | trace two } } | "
         "switchToLatest | takeUntil { timer 1 }",
         "0.000 trace one subscribed\n0.000 trace two subscribed\n0.000 trace one disposed\n"
         "1.000 trace two disposed\n1.000 completed")
    case(R, "should dispose of a new inner disposable if it's already been disposed",
         "subject o\no | switchToLatest | take 1 &\nsend o, { just 1 }\nsend o, { never | trace "
         "late }",
         "[1] 0.000 next 1\n[1] 0.000 completed")
