"""RACSignalSpec.m's own `it`s (the RACStream shared examples are gen_stream.py's)."""
from gen_common import case, nexts

S = "RACSignalSpec.m"


def signal_spec():
    # subscribing
    case(S, "subscribing should get next values", "from [1, 2, 3]", nexts([1, 2, 3]))
    case(S, "subscribing should get completed", "just 1 | ignoreValues", "0.000 completed")
    case(S, "subscribing should not get an error", "just 1 | doError log(\"error\")",
         nexts([1]))
    case(S, "subscribing shouldn't get anything after dispose",
         "subject s\ns | takeUntil { timer 1 } &\nsend s, 1\nsleep 2\nsend s, 2",
         "[1] 0.000 next 1\n[1] 1.000 completed")
    case(S, "subscribing should automatically dispose of other subscriptions from +createSignal:",
         "defer { never | trace inner } | takeUntil { timer 1 }",
         "0.000 trace inner subscribed\n1.000 trace inner disposed\n1.000 completed")
    # -bind: (RACSignalSpec's own)
    # The spec's source relays a subject of (signal, stop) pairs; here a value names the
    # signal ("values": an open subject, "one": `just 1`, "nil": no signal) and STOP is
    # true for all but "values". RAC's bind subscribes the returned signal, then disposes
    # the source.
    bd = ('subject sig\nsubject vals\nsig | trace src | bind { iif x == "values", vals, '
          '{ iif x == "one", { just 1 }, { empty } } }, x != "values" &\nsend sig, "values"\n')
    case(S, "-bind: should dispose source signal when stopped with nil signal",
         bd + 'send sig, "nil"\nsend vals, "unit"',
         '[1] 0.000 trace src subscribed\n[1] 0.000 trace src next "values"\n'
         '[1] 0.000 trace src next "nil"\n[1] 0.000 trace src disposed\n[1] 0.000 next "unit"')
    case(S, "-bind: should dispose source signal when stop flag set to YES",
         bd + 'send sig, "one"\nsend vals, 2',
         '[1] 0.000 trace src subscribed\n[1] 0.000 trace src next "values"\n'
         '[1] 0.000 trace src next "one"\n[1] 0.000 next 1\n[1] 0.000 trace src disposed\n'
         "[1] 0.000 next 2")
    case(S, "-bind: should properly stop subscribing to new signals after error",
         'from [0, 1] | bind { iif x == 0, { error "test" }, '
         '{ empty | initially log("subscribed after error") } }',
         '0.000 error "test"', exit=1)
    case(S, "-bind: should not subscribe to signals following error in +merge:",
         'merge { error "test" | initially log("first") }, '
         '{ just null | initially log("second") } | doError log("errored")',
         '0.000 log "first"\n0.000 log "errored"\n0.000 error "test"', exit=1)
    # -takeUntil:
    case(S, "-takeUntil: should support value as trigger",
         "subject s\nsubject c\ns | takeUntil c &\nsend s, 1\nsend s, 2\nsend c, \"x\"\nsend s, 3",
         "[1] 0.000 next 1\n[1] 0.000 next 2\n[1] 0.000 completed")
    case(S, "-takeUntil: should support completion as trigger",
         "subject s\nsubject c\ns | takeUntil c &\nsend s, 1\ncomplete c\nsend s, 2",
         "[1] 0.000 next 1\n[1] 0.000 completed")
    case(S, "-takeUntil: should squelch any values sent immediately upon subscription",
         'just "unit" | takeUntil { empty }', "0.000 completed")
    # -takeUntilReplacement:
    case(S, "-takeUntilReplacement: should forward values from the receiver until it's replaced",
         "subject r\nsubject p\nr | takeUntilReplacement p &\nsend r, 1\nsend r, 2\nsend p, 3\n"
         "send r, 4\nsend p, 5", nexts([1, 2, 3, 5], end=None, prefix="[1] "))
    case(S, "-takeUntilReplacement: should forward error from the receiver",
         "subject r\nr | takeUntilReplacement { never } &\nfail r, \"receiver\"",
         '[1] 0.000 error "receiver"', exit=1)
    case(S, "-takeUntilReplacement: should not forward completed from the receiver",
         "subject r\nr | takeUntilReplacement { never } | takeUntil { timer 1 } &\ncomplete r\n"
         "sleep 2", "[1] 1.000 completed")
    case(S, "-takeUntilReplacement: should forward error from the replacement signal",
         "subject p\nnever | takeUntilReplacement p &\nfail p, \"replacement\"",
         '[1] 0.000 error "replacement"', exit=1)
    case(S, "-takeUntilReplacement: should forward completed from the replacement signal",
         "subject p\nnever | takeUntilReplacement p &\ncomplete p", "[1] 0.000 completed")
    case(S, "-takeUntilReplacement: should not forward values from the receiver if both send "
         "synchronously", "from [1, 2, 3] | takeUntilReplacement { from [4, 5, 6] }",
         nexts([4, 5, 6]))
    case(S, "-takeUntilReplacement: should dispose of the receiver when the replacement signal "
         "sends an event",
         "subject p\ninterval 1 | doNext log(\"receiver\", x) | takeUntilReplacement p &\nsleep "
         "1.5\n"
         "send p, null\nsleep 2\ncomplete p",
         '[1] 1.000 log "receiver" 0\n[1] 1.000 next 0\n[1] 1.500 next null\n[1] 3.500 completed')
    case(S, "-takeUntilReplacement: should dispose of the receiver when it's disposed of",
         "never | trace receiver | takeUntilReplacement { never } | takeUntil { timer 1 }",
         "0.000 trace receiver subscribed\n1.000 trace receiver disposed\n1.000 completed")
    case(S, "-takeUntilReplacement: should dispose of the replacement signal when it's disposed of",
         "never | takeUntilReplacement { never | trace replacement } | takeUntil { timer 1 }",
         "0.000 trace replacement subscribed\n1.000 trace replacement disposed\n1.000 completed")
    # disposal
    case(S, "disposal should dispose of the didSubscribe disposable",
         "never | trace src | takeUntil { timer 1 }",
         "0.000 trace src subscribed\n1.000 trace src disposed\n1.000 completed")
    case(S, "disposal should dispose of the didSubscribe disposable asynchronously",
         "never | trace src | subscribeOn background | takeUntil { timer 1 }",
         "0.000 trace src subscribed\n1.000 trace src disposed\n1.000 completed")
    # querying
    case(S, "querying should return first 'next' value with -firstOrDefault:success:error:",
         "from [1, 2, 3] | first", nexts([1]))
    case(S, "querying should return first default value with -firstOrDefault:success:error:",
         "empty | first true, 5", nexts([5]))
    case(S, "querying should return error with -firstOrDefault:success:error:",
         'error "test" | first true, 5', '0.000 error "test"', exit=1)
    case(S, "querying should terminate the subscription after returning from "
         "-firstOrDefault:success:error:",
         "interval 1 | doNext log(\"sent\", x) | first",
         '1.000 log "sent" 0\n1.000 next 0\n1.000 completed')
    case(S, "querying should return YES from -waitUntilCompleted: when successful",
         "timer 1, 1 | ignoreValues | then { just true }", "1.000 next true\n1.000 completed")
    case(S, "querying should return NO from -waitUntilCompleted: upon error",
         'timer 1 | then { error "test" } | catch { just false }',
         "1.000 next false\n1.000 completed")
    case(S, "querying should return a delayed value from "
             "-asynchronousFirstOrDefault:success:error:",
         'timer 0.01, "foo" | first', '0.010 next "foo"\n0.010 completed')
    case(S, "querying should return a default value from "
             "-asynchronousFirstOrDefault:success:error:",
         'timer 0.01 | ignoreValues | first true, "foo"', '0.010 next "foo"\n0.010 completed')
    case(S, "querying should return a delayed error from "
             "-asynchronousFirstOrDefault:success:error:",
         'timer 0.01 | then { error "test" } | first true, 5', '0.010 error "test"', exit=1)
    case(S, "querying should terminate the subscription after returning from "
         "-asynchronousFirstOrDefault:success:error:",
         "interval 0.01 | doNext log(\"sent\", x) | first",
         '0.010 log "sent" 0\n0.010 next 0\n0.010 completed')
    case(S, "querying should return a delayed success from -asynchronouslyWaitUntilCompleted:",
         "timer 0.01 | ignoreValues | then { just true }", "0.010 next true\n0.010 completed")
    # continuation
    case(S, "continuation should repeat after completion",
         'defer { iif t >= 3, { error "test" }, { timer 1, "1" } } | repeat',
         '1.000 next "1"\n2.000 next "1"\n3.000 next "1"\n3.000 error "test"', exit=1)
    case(S, "continuation should stop repeating when disposed by -take:",
         "just 1 | repeat | take 1", nexts([1]))
    # combineLatest
    cl = "subject a\nsubject b\ncombineLatest a, b &\n"
    case(S, "+combineLatestWith: should send next only once both signals send next",
         cl + 'send a, "1"\nsend b, "2"', '[1] 0.000 next ["1","2"]')
    case(S, "+combineLatestWith: should send nexts when either signal sends multiple times",
         cl + 'send a, "1"\nsend b, "2"\nsend a, "3"\nsend b, "4"',
         nexts([["1", "2"], ["3", "2"], ["3", "4"]], end=None, prefix="[1] "))
    case(S, "+combineLatestWith: should complete when only both signals complete",
         cl + "complete a\nsleep 1\ncomplete b", "[1] 1.000 completed")
    case(S, "+combineLatestWith: should error when either signal errors",
         cl + 'fail a, "test"', '[1] 0.000 error "test"', exit=1)
    case(S, "+combineLatestWith: should combine the same signal",
         'subject a\na | combineLatestWith a &\nsend a, "foo"\nsend a, "bar"',
         nexts([["foo", "foo"], ["bar", "foo"], ["bar", "bar"]], end=None, prefix="[1] "))
    case(S, "+combineLatestWith: should combine the same side-effecting signal",
         'let s = just 0 | initially log("subscribed")\ns | combineLatestWith s',
         '0.000 log "subscribed"\n0.000 log "subscribed"\n0.000 next [0,0]\n0.000 completed')
    case(S, "+combineLatest: should return tuples even when only combining one signal",
         'combineLatest { just "foo" }', nexts([["foo"]]))
    case(S, "+combineLatest: should complete immediately when not given any signals",
         "combineLatest", "0.000 completed")
    case(S, "+combineLatest: should only complete after all its signals complete",
         "subject a\nsubject b\nsubject c\ncombineLatest a, b, c &\nsend a, 1\nsend b, 2\n"
         "send c, 3\ncomplete a\ncomplete b\nsleep 1\ncomplete c",
         "[1] 0.000 next [1,2,3]\n[1] 1.000 completed")
    case(S, "+combineLatest:reduce: should send nils for nil values",
         "subject a\nsubject b\ncombineLatest a, b | reduceEach [$0, $1] &\nsend a, null\n"
         "send b, \"b\"\nsend a, \"a\"\nsend b, null",
         nexts([[None, "b"], ["a", "b"], ["a", None]], end=None, prefix="[1] "))
    case(S, "+combineLatest:reduce: should send the return result of the reduce block",
         "subject a\nsubject b\nsubject c\ncombineLatest a, b, c | reduceEach $0 + $1 + $2 &\n"
         'send a, "1"\nsend b, "2"\nsend c, "3"\nsend a, "4"',
         nexts(["123", "423"], end=None, prefix="[1] "))
    case(S, "+combineLatest:reduce: should handle multiples of the same signals",
         "subject a\nsubject b\nsubject c\ncombineLatest a, b, a, c | "
         'reduceEach "\\($0) : \\($1) = \\($2) : \\($3)" &\n'
         'send a, "apples"\nsend b, "oranges"\nsend c, "cattle"\nsend a, "horses"',
         nexts(["apples : oranges = apples : cattle", "horses : oranges = apples : cattle",
                "horses : oranges = horses : cattle"], end=None, prefix="[1] "))
    case(S, "+combineLatest:reduce: should handle multiples of the same side-effecting signal",
         'let s = just 1 | initially log("subscribed")\ncombineLatest s, s, s | '
         'reduceEach $0 + $1 + $2',
         '0.000 log "subscribed"\n0.000 log "subscribed"\n0.000 log "subscribed"\n'
         '0.000 next 3\n0.000 completed')
    # distinctUntilChanged
    case(S, "distinctUntilChanged should only send values that are distinct from the "
             "previous value",
         "from [1, 2, 2, 1, 1] | distinctUntilChanged", nexts([1, 2, 1]))
    case(S, "distinctUntilChanged shouldn't consider nils to always be distinct",
         "from [1, null, null, null, 1] | distinctUntilChanged", nexts([1, None, 1]))
    case(S, "distinctUntilChanged should consider initial nil to be distinct",
         "from [null, null, 1] | distinctUntilChanged", nexts([None, 1]))
    # -merge: and +merge:
    for d in ("-merge:", "+merge:"):
        merged = "a | merge b &\n" if d == "-merge:" else "merge a, b &\n"
        prog = "subject a\nsubject b\n" + merged
        case(S, d + " should send all values from both signals",
             prog + "send a, 1\nsend b, 2\nsend b, 3\nsend a, 4",
             nexts([1, 2, 3, 4], end=None, prefix="[1] "))
        case(S, d + " should send an error if one occurs", prog + 'fail a, "test"',
             '[1] 0.000 error "test"', exit=1)
        case(S, d + " should complete only after both signals complete",
             prog + "send a, 1\nsend b, 2\nsend b, 3\ncomplete a\nsleep 1\nsend b, 4\ncomplete b",
             "[1] 0.000 next 1\n[1] 0.000 next 2\n[1] 0.000 next 3\n[1] 1.000 next 4\n"
             "[1] 1.000 completed")
        sub2 = prog + merged
        case(S, d + " should complete only after both signals complete for any number of "
                    "subscribers",
             sub2 + "complete a\nsleep 1\ncomplete b",
             "[1] 1.000 completed\n[2] 1.000 completed")
    case(S, "+merge: should complete immediately when not given any signals", "merge",
         "0.000 completed")
    # -flatten:
    case(S, "-flatten: should complete only after the source and all its signals have completed",
         "subject a\nsubject b\nsubject o\no | flatten &\nsend o, a\nsend o, b\ncomplete a\n"
         "complete o\nsleep 1\ncomplete b", "[1] 1.000 completed")
    fl = ("subject o\nsubject z1\nsubject z2\nsubject z3\no | flatten %d &\n"
          + "".join('let s%d = z%d | initially log("subscribed", %d)\n' % (k, k, k) 
                    for k in (1, 2, 3)))
    case(S, "-flatten: when its max is 0 should merge all the signals concurrently",
         fl % 0 + "send o, s1\nsend o, s2\nsend z1, 1\nsleep 1\nsend o, s3\ncomplete z1\n"
         "send z2, 2\ncomplete z2\nsend z3, 3\ncomplete z3",
         '[1] 0.000 log "subscribed" 1\n[1] 0.000 log "subscribed" 2\n[1] 0.000 next 1\n'
         '[1] 1.000 log "subscribed" 3\n[1] 1.000 next 2\n[1] 1.000 next 3')
    case(S, "-flatten: when its max is > 0 should merge only the given number at a time",
         fl % 1 + "send o, s1\nsend o, s2\nsend z1, 1\nsend o, s3\ncomplete o\nsleep 1\n"
         "complete z1\nsend z2, 2\nsleep 1\ncomplete z2\nsend z3, 3\ncomplete z3",
         '[1] 0.000 log "subscribed" 1\n[1] 0.000 next 1\n[1] 1.000 log "subscribed" 2\n'
         '[1] 1.000 next 2\n[1] 2.000 log "subscribed" 3\n[1] 2.000 next 3\n[1] 2.000 completed')
    case(S, "-flatten: when its max is > 0 (RACSignalMergeConcurrentCompletionExampleGroup) should "
         "complete only after the source and all its signals have completed",
         "subject a\nsubject b\nsubject o\no | flatten 1 &\nsend o, a\nsend o, b\ncomplete a\n"
         "complete o\nsleep 1\ncomplete b", "[1] 1.000 completed")
    case(S, "-flatten: should not crash when disposing while subscribing",
         "from [1, 2] | map { just x } | flatten | take 1", nexts([1]))
    case(S, "-flatten: should dispose after last synchronous signal subscription and should not "
            "crash",
         "from [1, 2, 3] | map { just x } | flatten 1 | take 3", nexts([1, 2, 3]))
    case(S, "-flatten: should not crash when disposed because of takeUntil:",
         "subject s\nfrom [1, 2] | map { s } | flatten | takeUntil s &\nsend s, 0",
         "[1] 0.000 completed")
    # -switchToLatest
    sw = "subject o\nsubject a\nsubject b\no | switchToLatest &\n"
    case(S, "-switchToLatest should send values from the most recent signal",
         sw + "send o, a\nsend a, 1\nsend a, 2\nsend o, b\nsend a, 3\nsend b, 4",
         nexts([1, 2, 4], end=None, prefix="[1] "))
    case(S, "-switchToLatest should send errors from the most recent signal",
         sw + 'send o, a\nfail a, "test"', '[1] 0.000 error "test"', exit=1)
    case(S, "-switchToLatest should not send completed if only the switching signal completes",
         sw + "send o, a\ncomplete o\nsleep 1\nsend a, 1", "[1] 1.000 next 1")
    case(S, "-switchToLatest should send completed when the switching signal completes and the "
         "last sent signal does", sw + "send o, a\ncomplete o\nsleep 1\ncomplete a",
         "[1] 1.000 completed")
    case(S, "-switchToLatest should accept nil signals",
         "from [1, 2] | map { iif x == 1, { empty }, { just x } } | switchToLatest", nexts([2]))
    case(S, "-switchToLatest should return a cold signal",
         'let s = just 1 | initially log("subscribed") | map { just x } | switchToLatest\n'
         "s\ns", '0.000 log "subscribed"\n0.000 next 1\n0.000 completed\n'
         '0.000 log "subscribed"\n0.000 next 1\n0.000 completed')
    # +switch:cases:default:
    sc = ("subject k\nsubject z\nsubject o\nsubject w\n"
          "k | map { iif x == 0, z, { iif x == 1, o, { iif x == 2, w, { never } } } } | "
          "switchToLatest &\n")
    case(S, "+switch:cases:default: should not send any values before a key is sent",
         sc + "send z, 0\nsend o, 1\nsend w, 2", "")
    case(S, "+switch:cases:default: should send events based on the latest key",
         sc + 'send k, 0\nsend z, "zero"\nsend z, "zero"\nsend o, "one"\nsend w, "two"\n'
         'send k, 1\nsend z, "zero"\nsend o, "one"\nsend w, "two"\nsend k, 2\nfail z, "zero"\n'
         'fail o, "one"\nsleep 1\nfail w, "two"',
         '[1] 0.000 next "zero"\n[1] 0.000 next "zero"\n[1] 0.000 next "one"\n'
         '[1] 1.000 error "two"', exit=1)
    case(S, "+switch:cases:default: should not send completed when only the key signal completes",
         sc + 'send k, 0\nsend z, "zero"\ncomplete k', '[1] 0.000 next "zero"')
    case(S, "+switch:cases:default: should send completed when the key signal and the latest sent "
         "signal complete", sc + 'send k, 0\nsend z, "zero"\ncomplete k\nsleep 1\ncomplete z',
         '[1] 0.000 next "zero"\n[1] 1.000 completed')
    case(S, "+switch:cases:default: should use the default signal if key that was sent does not "
         "have an associated signal",
         "subject k\nsubject z\nsubject d\nk | map { iif x == 0, z, d } | switchToLatest &\n"
         'send k, "not a valid key"\nsend d, "default"\nsend k, null\nsend d, "default"',
         '[1] 0.000 next "default"\n[1] 0.000 next "default"')
    case(S, "+switch:cases:default: should send an error if key that was sent does not have an "
         "associated signal and there's no default",
         "subject k\nsubject z\nk | map { iif x == 0, z, { error \"no matching case\" } } | "
         'switchToLatest &\nsend k, 0\nsend z, "zero"\nsend k, null',
         '[1] 0.000 next "zero"\n[1] 0.000 error "no matching case"', exit=1)
    case(S, "+switch:cases:default: should match RACTupleNil case when a nil value is sent",
         "subject k\nsubject z\nsubject d\nk | map { iif x == null, z, d } | switchToLatest &\n"
         'send k, null\nsend z, "zero"', '[1] 0.000 next "zero"')
    # +if:then:else
    ie = "subject c\nsubject y\nsubject n\nc | map { iif x, y, n } | switchToLatest &\n"
    case(S, "+if:then:else should not send any values before a boolean is sent",
         ie + 'send y, "foo"\nsend n, "bar"', "")
    case(S, "+if:then:else should send events based on the latest boolean",
         ie + 'send c, true\nsend y, "foo"\nsend n, "bar"\nsend c, false\nsend y, "foo"\n'
         'send n, "bar"\nsend c, true\nfail n, "false"\nsleep 1\nfail y, "true"',
         '[1] 0.000 next "foo"\n[1] 0.000 next "bar"\n[1] 1.000 error "true"', exit=1)
    case(S, "+if:then:else should not send completed when only the BOOL signal completes",
         ie + 'send c, true\nsend y, "foo"\ncomplete c', '[1] 0.000 next "foo"')
    case(S, "+if:then:else should send completed when the BOOL signal and the latest sent signal "
         "complete", ie + 'send c, true\nsend y, "foo"\ncomplete c\nsleep 1\ncomplete y',
         '[1] 0.000 next "foo"\n[1] 1.000 completed')
    # interval
    for d in ("+interval:onScheduler:", "+interval:onScheduler:withLeeway:"):
        case(S, d + " should work on the main thread scheduler",
             "interval 0.01 | deliverOn main | take 3 | map t",
             "0.010 next 0.01\n0.020 next 0.02\n0.030 next 0.03\n0.030 completed")
        case(S, d + " should work on a background scheduler",
             "interval 0.01 | deliverOn background | take 3 | map t",
             "0.010 next 0.01\n0.020 next 0.02\n0.030 next 0.03\n0.030 completed")
    # -timeout:
    case(S, "-timeout:onScheduler: should time out", "never | timeout 2",
         '2.000 error "timed out"', exit=1)
    case(S, "-timeout:onScheduler: should pass through events while not timed out",
         'subject s\ns | timeout 2 &\nsend s, "foo"\ncomplete s',
         '[1] 0.000 next "foo"\n[1] 0.000 completed')
    case(S, "-timeout:onScheduler: should not time out after disposal",
         "never | timeout 2 | takeUntil { timer 1 }\nsleep 3", "1.000 completed")
    # -delay:
    dl = "subject s\ns | delay 1 &\n"
    case(S, "-delay: should delay nexts", dl + 'send s, "foo"\nsleep 2', '[1] 1.000 next "foo"')
    case(S, "-delay: should delay completed", dl + "complete s\nsleep 2", "[1] 1.000 completed")
    case(S, "-delay: should not delay errors", dl + 'fail s, "test"', '[1] 0.000 error "test"',
         exit=1)
    case(S, "-delay: should cancel delayed events when disposed",
         'subject s\ns | delay 1 | takeUntil { timer 0.5 } &\nsend s, "foo"\nsleep 2',
         "[1] 0.500 completed")
    # -catch:
    case(S, "-catch: should subscribe to ensuing signal on error",
         'error "test" | catch { just 41 }', nexts([41]))
    case(S, "-catch: should prevent source error from propagating",
         'error "test" | catch { empty }', "0.000 completed")
    case(S, "-catch: should propagate error from ensuing signal",
         'error "test" | catch { error "second" }', '0.000 error "second"', exit=1)
    case(S, "-catch: should dispose ensuing signal",
         'error "test" | catch { interval 1 | doNext log("ensuing", x) } | take 1',
         '1.000 log "ensuing" 0\n1.000 next 0\n1.000 completed')
    # +try: / -try: / -tryMap:
    case(S, "+try: should pass the value if it is non-nil", 'defer { just "foo" } | tryMap x',
         nexts(["foo"]))
    case(S, "+try: should ignore the error if the value is non-nil",
         'defer { just {"v": "foo"} } | tryMap x.v', nexts(["foo"]))
    case(S, "+try: should send the error if the return value is nil",
         "defer { just {} } | tryMap x.v", '0.000 error "tryMap: null result"', exit=1)
    case(S, "-try: should pass values while YES is returned from the tryBlock",
         'from ["foo", "bar", "baz"] | try x != "", "empty"', nexts(["foo", "bar", "baz"]))
    case(S, "-try: should pass values until NO is returned from the tryBlock",
         'from ["foo", "bar", "baz", "buzz"] | try x != "baz", "baz"',
         '0.000 next "foo"\n0.000 next "bar"\n0.000 error "baz"', exit=1)
    case(S, "-tryMap: should map values with the mapBlock",
         "from [1, 2, 3, 4] | tryMap str(x)", nexts(["1", "2", "3", "4"]))
    case(S, "-tryMap: should map values with the mapBlock, until the mapBlock returns nil",
         "from [1, 2, 3, 4] | tryMap x == 3 ? null : str(x)",
         '0.000 next "1"\n0.000 next "2"\n0.000 error "tryMap: null result"', exit=1)
    # throttling
    th = "subject s\ns | throttle 1 &\n"
    case(S, "-throttle: should throttle nexts",
         th + 'send s, "foo"\nsend s, "bar"\nsleep 2\nsend s, "buzz"\nsend s, "baz"\nsleep 2',
         '[1] 1.000 next "bar"\n[1] 3.000 next "baz"')
    case(S, "-throttle: should forward completed immediately", th + "complete s",
         "[1] 0.000 completed")
    case(S, "-throttle: should forward errors immediately", th + 'fail s, "test"',
         '[1] 0.000 error "test"', exit=1)
    case(S, "-throttle: should cancel future nexts when disposed",
         'subject s\ns | throttle 1 | takeUntil { timer 0.5 } &\nsend s, "foo"\nsleep 2',
         "[1] 0.500 completed")
    tv = 'subject s\ns | throttle 1, x != "now" &\n'
    case(S, "-throttle:valuesPassingTest: nexts should forward unthrottled values immediately",
         tv + 'send s, "now"', '[1] 0.000 next "now"')
    case(S, "-throttle:valuesPassingTest: nexts should delay throttled values",
         tv + 'send s, "bar"\nsleep 2', '[1] 1.000 next "bar"')
    case(S, "-throttle:valuesPassingTest: nexts should drop buffered values when a throttled value "
         "arrives", tv + 'send s, "foo"\nsend s, "bar"\nsend s, "buzz"\nsleep 2',
         '[1] 1.000 next "buzz"')
    case(S, "-throttle:valuesPassingTest: nexts should drop buffered values when an immediate "
            "value "
         "arrives", tv + 'send s, "foo"\nsend s, "bar"\nsend s, "now"\nsend s, "baz"\nsleep 2',
         '[1] 0.000 next "now"\n[1] 1.000 next "baz"')
    case(S, "-throttle:valuesPassingTest: nexts should not be resent upon completion",
         tv + 'send s, "bar"\nsleep 2\ncomplete s', '[1] 1.000 next "bar"\n[1] 2.000 completed')
    case(S, "-throttle:valuesPassingTest: should forward completed immediately",
         tv + "complete s", "[1] 0.000 completed")
    case(S, "-throttle:valuesPassingTest: should forward errors immediately",
         tv + 'fail s, "test"', '[1] 0.000 error "test"', exit=1)
    case(S, "-throttle:valuesPassingTest: should cancel future nexts when disposed",
         'subject s\ns | throttle 1, x != "now" | takeUntil { timer 0.5 } &\nsend s, "foo"\n'
         "sleep 2", "[1] 0.500 completed")
    # -then:
    case(S, "-then: should continue onto returned signal",
         "subject s\ns | then { from [2, 3] } &\nsend s, 1\ncomplete s",
         nexts([2, 3], prefix="[1] "))
    case(S, "-then: should sequence even if no next value is sent",
         "empty | then { just 1 }", nexts([1]))
    # -sequence (take on a signal that never completes)
    case(S, "-sequence (RACSequenceExamples) should return an array",
         "from [1, 2, 3, 4] | sequence | array", nexts([[1, 2, 3, 4]]))
    case(S, "-sequence (RACSequenceExamples) should implement <NSFastEnumeration>",
         "from [1, 2, 3, 4] | sequence", nexts([1, 2, 3, 4]))
    case(S, "-sequence (RACSequenceExamples) should fold left",
         "from [1, 2, 3, 4] | sequence | foldLeft 0, acc + x", nexts([10]))
    case(S, "-sequence (RACSequenceExamples) should fold right",
         "from [1, 2, 3, 4] | sequence | foldRight 0, acc + x", nexts([10]))
    case(S, "should complete take: even if the original signal doesn't",
         'just "unit" | concat { never } | take 1', nexts(["unit"]))
    # +zip:
    z = "subject a\nsubject b\nzip a, b | ignoreValues &\n"
    case(S, "+zip: should complete as soon as no new zipped values are possible",
         z + "send a, 1\nsend b, 1\nsleep 1\nsend a, 2\ncomplete a\nsleep 1\nsend b, 2",
         "[1] 2.000 completed")
    case(S, "+zip: outcome should not be dependent on order of signals", z + "complete b",
         "[1] 0.000 completed")
    e1 = lambda n: "".join("send a, %d\n" % k for k in range(1, n + 1)) + 'fail a, "test"\n'
    c2 = lambda n: "".join("send b, %d\n" % k for k in range(1, n + 1)) + "complete b\n"
    case(S, "+zip: should forward errors sent earlier than (time-wise) and before (position-wise) "
         "a complete", z + e1(2) + c2(3), '[1] 0.000 error "test"', exit=1)
    case(S, "+zip: should forward errors sent earlier than (time-wise) and after (position-wise) "
         "a complete", z + e1(3) + c2(2), '[1] 0.000 error "test"', exit=1)
    case(S, "+zip: should forward errors sent later than (time-wise) and before (position-wise) "
         "a complete", z + c2(3) + e1(2), '[1] 0.000 error "test"', exit=1)
    case(S, "+zip: should ignore errors sent later than (time-wise) and after (position-wise) "
         "a complete", z + c2(2) + e1(3), "[1] 0.000 completed")
    sends = lambda name, vs: "".join("send %s, %d\n" % (name, v) for v in vs)
    case(S, "+zip: should handle signals sending values unevenly",
         "subject a\nsubject b\nsubject c\nzip a, b, c | reduceEach \"\\($0)\\($1)\\($2)\" &\n"
         + sends("a", [1, 2, 3]) + sends("b", [1]) + sends("c", [1, 2]) + "sleep 1\n"
         + sends("b", [2, 3, 4]) + "complete b\nsleep 1\n" + sends("c", [3, 4, 5])
         + 'fail c, "test"\nsleep 1\n' + sends("a", [4, 5, 6, 7]),
         '[1] 0.000 next "111"\n[1] 1.000 next "222"\n[1] 2.000 next "333"\n'
         '[1] 2.000 error "test"', exit=1)
    case(S, "querying shouldn't crash when returning an error from a background scheduler",
         'error "test" | subscribeOn background | first', '0.000 error "test"', exit=1)
    case(S, "+zip: should handle multiples of the same side-effecting signal",
         'let s = just 1 | initially log("subscribed")\nzip s, s, s | '
         "reduceEach $0 + $1 + $2",
         '0.000 log "subscribed"\n0.000 log "subscribed"\n0.000 log "subscribed"\n'
         '0.000 next 3\n0.000 completed')
    # -sample:
    case(S, "-sample: should send the latest value when the sampler signal fires",
         "subject s\nsubject p\ns | sample p &\nsend p, null\nsend s, 1\nsend s, 2\nsend p, null\n"
         "send p, null\nsend s, 3\nsend p, null",
         nexts([2, 2, 3], end=None, prefix="[1] "))
    # -collect
    case(S, "-collect should send a single array when the original signal completes",
         "from [1, 2, 3] | collect", nexts([[1, 2, 3]]))
    case(S, "-collect should add NSNull to an array for nil values",
         "from [null, 1, null] | collect", nexts([[None, 1, None]]))
    # -bufferWithTime:
    bw = "subject s\ns | bufferWithTime 1 &\n"
    case(S, "-bufferWithTime:onScheduler: should buffer nexts",
         bw + "send s, 1\nsend s, 2\nsleep 1.5\nsend s, 3\nsend s, 4\nsleep 1.5",
         "[1] 1.000 next [1,2]\n[1] 2.500 next [3,4]")
    case(S, "-bufferWithTime:onScheduler: should not perform buffering until a value is sent",
         bw + "send s, 1\nsend s, 2\nsleep 1.5\nsleep 2\nsend s, 3\nsend s, 4\nsleep 1.5",
         "[1] 1.000 next [1,2]\n[1] 4.500 next [3,4]")
    case(S, "-bufferWithTime:onScheduler: should flush any buffered nexts upon completion",
         bw + "send s, 1\ncomplete s", "[1] 0.000 next [1]\n[1] 0.000 completed")
    case(S, "-bufferWithTime:onScheduler: should support NSNull values",
         bw + "send s, null\nsleep 1.5", "[1] 1.000 next [null]")
    case(S, "-bufferWithTime:onScheduler: should buffer nil values",
         bw + "send s, null\nsend s, null\nsleep 1.5", "[1] 1.000 next [null,null]")
    # -concat
    co = "subject o\nsubject a\nsubject b\no | map { x == 1 ? a : b } | concatAll &\n".replace(
        "map { x == 1 ? a : b }", "map { iif x == 1, a, b }")
    case(S, "-concat should concatenate the values of inner signals",
         "from [[1, 2], [3], [4, 5]] | map { from x } | concatAll", nexts([1, 2, 3, 4, 5]))
    case(S, "-concat should complete only after all signals complete",
         "subject a\nsubject b\nconcat a, b &\ncomplete a\nsleep 1\ncomplete b",
         "[1] 1.000 completed")
    case(S, "-concat should pass through errors",
         'from [1, 2] | map { iif x == 1, { error "test" }, { just x } } | flatten 1',
         '0.000 error "test"', exit=1)
    case(S, "-concat should concat signals sent later",
         "replaySubject o\nsend o, { just 1 }\no | concatAll &\nsend o, { just 2 | delay 0 }\n"
         "sleep 1\nsend o, { just 3 }",
         "[1] 0.000 next 1\n[1] 0.000 next 2\n[1] 1.000 next 3")
    case(S, "-concat should dispose the current signal",
         "subject o\no | concatAll | takeUntil { timer 1 } &\nsend o, { never | trace inner "
         "}\nsleep 2",
         "[1] 0.000 trace inner subscribed\n[1] 1.000 trace inner disposed\n[1] 1.000 completed")
    case(S, "-concat should dispose later signals",
         "subject f\nfrom [1, 2] | map { iif x == 1, f, { never | trace later } } | concatAll | "
         "takeUntil { timer 1 } &\ncomplete f\nsleep 2",
         "[1] 0.000 trace later subscribed\n[1] 1.000 trace later disposed\n[1] 1.000 completed")
    # -initially: / -finally:
    case(S, "-initially: should not run without a subscription",
         'let s = just 1 | initially log("initially")', "")
    case(S, "-initially: should run on subscription",
         'let s = just 1 | initially log("initially")\ns',
         '0.000 log "initially"\n0.000 next 1\n0.000 completed')
    case(S, "-initially: should re-run for each subscription",
         'let s = just 1 | initially log("initially")\ns | ignoreValues\ns | ignoreValues',
         '0.000 log "initially"\n0.000 completed\n0.000 log "initially"\n0.000 completed')
    fin = 'subject s\ns | finally log("finally") &\n'
    case(S, "-finally: should not run finally without a subscription",
         'subject s\nlet f = s | finally log("finally")\ncomplete s', "")
    case(S, "-finally: with a subscription should not run finally upon next",
         fin + "send s, 1", "[1] 0.000 next 1")
    case(S, "-finally: with a subscription should run finally upon completed",
         fin + "complete s", '[1] 0.000 log "finally"\n[1] 0.000 completed')
    case(S, "-finally: with a subscription should run finally upon error",
         fin + 'fail s, "test"', '[1] 0.000 log "finally"\n[1] 0.000 error "test"', exit=1)
    # -ignoreValues, materialize, dematerialize
    case(S, "-ignoreValues should skip nexts and pass through completed",
         "from [1, 2] | ignoreValues", "0.000 completed")
    case(S, "-ignoreValues should skip nexts and pass through errors",
         'from [1, 2] | concat { error "test" } | ignoreValues', '0.000 error "test"', exit=1)
    case(S, "-materialize should convert nexts and completed into RACEvents",
         "from [1, 2] | materialize",
         '0.000 next {"kind":"next","value":1}\n0.000 next {"kind":"next","value":2}\n'
         '0.000 next {"kind":"completed"}\n0.000 completed')
    case(S, "-materialize should convert errors into RACEvents and complete",
         'error "test" | materialize',
         '0.000 next {"kind":"error","message":"test"}\n0.000 completed')
    case(S, "-dematerialize should convert nexts from RACEvents",
         "from [1, 2] | materialize | dematerialize", nexts([1, 2]))
    case(S, "-dematerialize should convert completed from a RACEvent",
         'from [{"kind": "next", "value": 1}, {"kind": "completed"}, {"kind": "next", "value": 2}] '
         "| dematerialize", nexts([1]))
    case(S, "-dematerialize should convert error from a RACEvent",
         'from [{"kind": "error", "message": "test"}, {"kind": "next", "value": 1}] '
         "| dematerialize",
         '0.000 error "test"', exit=1)
    # -not, -and, -or
    case(S, "-not should invert every BOOL sent", "from [true, false] | map !x", nexts([False,
                                                                                        True]))
    case(S, "-and should return YES if all YES values are sent",
         "from [[true, false], [false, false], [true, true]] | map all(x[]; .)".replace(
             "all(x[]; .)", "x[0] && x[1]"), nexts([False, False, True]))
    case(S, "-or should return YES for any YES values sent",
         "from [[true, false], [false, false], [true, true]] | map x[0] || x[1]",
         nexts([True, False, True]))
    # -groupBy:
    case(S, "-groupBy: should send completed to all grouped signals.",
         "from [1, 2, 3, 4] | groupBy x % 2 | flattenMap { g -> g | ignoreValues | "
         "then { just key(g) } }", nexts([1, 0]))
    case(S, "-groupBy: should send error to all grouped signals.",
         'subject s\ns | groupBy x % 2 | catch { never } | flattenMap { g -> g | materialize | '
         'filter x.kind == "error" | map [key(g), x.message] } | materialize &\nsend s, 1\nsend '
         's, 2\nfail s, "test"',
         '[1] 0.000 next {"kind":"next","value":[1,"test"]}\n'
         '[1] 0.000 next {"kind":"next","value":[0,"test"]}')
    case(S, "-groupBy: should send completed in the order grouped signals were created.",
         "from [1, 2, 3, 4] | groupBy x % 2 | flattenMap { g -> g | ignoreValues | "
         "then { just key(g) } }", nexts([1, 0]))
    # starting signals
    case(S, "+startLazilyWithScheduler:block: should only invoke the block on subscription",
         'let s = defer { just 1 | initially log("block") } | replayLazily', "")
    case(S, "+startLazilyWithScheduler:block: should only invoke the block once",
         'let s = defer { just 1 | initially log("block") } | replayLazily\ns\ns',
         '0.000 log "block"\n0.000 next 1\n0.000 completed\n0.000 next 1\n0.000 completed')
    case(S, "+startLazilyWithScheduler:block: should invoke the block on the given scheduler",
         'let s = just 1 | subscribeOn background | replayLazily\ns',
         nexts([1]))
    case(S, "+startEagerlyWithScheduler:block: should immediately invoke the block",
         'let s = defer { just 1 | initially log("block") } | replay',
         '0.000 log "block"')
    case(S, "+startEagerlyWithScheduler:block: should only invoke the block once",
         'let s = defer { just 1 | initially log("block") } | replay\ns\ns',
         '0.000 log "block"\n0.000 next 1\n0.000 completed\n0.000 next 1\n0.000 completed')
    case(S, "+startEagerlyWithScheduler:block: should invoke the block on the given scheduler",
         'let s = just 1 | subscribeOn background | replay\nsleep 1\ns', nexts([1]))
    # -toArray
    case(S, "-toArray should return an array which contains NSNulls for nil values",
         "from [null, 1, 2] | toArray", nexts([[None, 1, 2]]))
    case(S, "-toArray should return nil upon error", 'error "test" | toArray',
         '0.000 error "test"', exit=1)
    case(S, "-toArray should return nil upon error even if some nexts were sent",
         'from [1, 2] | concat { error "test" } | toArray', '0.000 error "test"', exit=1)
    case(S, "-ignore: should ignore nil", "from [1, null, 3, null, 5] | ignore null",
         nexts([1, 3, 5]))
    # -replayLazily
    rl = 'let r = defer { from [1, 2] | initially log("subscribed") } | replayLazily\n'
    case(S, "-replayLazily should forward the input signal upon subscription", rl + "r",
         '0.000 log "subscribed"\n0.000 next 1\n0.000 next 2\n0.000 completed')
    case(S, "-replayLazily should replay the input signal for future subscriptions",
         rl + "r | ignoreValues\nr", '0.000 log "subscribed"\n0.000 completed\n' + nexts([1, 2]))
    case(S, "-replayLazily should replay even after disposal",
         'let r = interval 1 | initially log("subscribed") | take 3 | replayLazily\n'
         "r | take 1\nsleep 3\nr",
         '0.000 log "subscribed"\n1.000 next 0\n1.000 completed\n0.000 next 0\n0.000 next 1\n'
         '0.000 next 2\n0.000 completed')
    case(S, "-reduceApply should apply a block to the rest of a tuple",
         "from [[1, 2], [3, 4]] | reduceEach $0 + $1", nexts([3, 7]))
    # -deliverOnMainThread
    case(S, "-deliverOnMainThread should deliver events immediately when on the main thread",
         "just 1 | deliverOnMainThread", nexts([1]))
    case(S, "-deliverOnMainThread should enqueue events sent from the background",
         "merge { just 1 | subscribeOn background | deliverOnMainThread }, { just 2 }",
         nexts([2, 1]))
    case(S, "-deliverOnMainThread should enqueue events sent from the main thread after events "
         "from the background",
         "merge { just 1 | subscribeOn background | deliverOnMainThread }, "
         "{ just 2 | deliverOnMainThread }", nexts([2, 1]))
