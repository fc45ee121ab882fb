"""RACStreamExamples.m: the shared examples RACSignalSpec and RACSequenceSpec both run
("RACStream"), once on signals (`from`) and once on sequences (`seq`)."""
from gen_common import case, nexts, val

THREE = [["Ada", "Bob", "Dea"], ["eats", "cooks", "jumps"], ["fish", "bear", "rock"]]


def stream_examples(spec, kind):
    S = "RACStreamExamples.m via %s" % spec
    if kind == "signal":
        src = lambda vs: "from %s" % val(vs)
        infinite = 'just "unit" | repeat'
    else:
        src = lambda vs: "seq %s" % val(vs)
        infinite = 'iterate "unit", x'
    blk = lambda vs: "{ %s }" % src(vs)
    n = lambda vs: nexts(vs)
    empty = "empty" if kind == "signal" else "seq []"
    case(S, "should return an empty stream", empty, n([]))
    case(S, "should lift a value into a stream", "just 5" if kind == "signal" else "seq [5]",
         n([5]))
    case(S, "-concat: should concatenate two streams",
         "%s | concat %s" % (src([0, 1]), blk([2, 3])), n([0, 1, 2, 3]))
    case(S, "-concat: should concatenate three streams",
         "%s | concat %s | concat %s" % (src([0, 1]), blk([2, 3]), blk([4, 5])), n([0, 1, 2, 3, 4,
                                                                                    5]))
    case(S, "-concat: should concatenate around an empty stream",
         "%s | concat %s | concat %s" % (src([0, 1]), blk([]), blk([2, 3])), n([0, 1, 2, 3]))
    inner = "{ from x }" if kind == "signal" else "{ seq x }"
    case(S, "should flatten", "%s | map %s | flatten" % (src([[0, 1], [], [2, 3]]), inner),
         n([0, 1, 2, 3]))
    case(S, "-bind: should return the result of binding a single value",
         "%s | bind { just x + 1 }" % src([0]), n([1]))
    case(S, "-bind: should concatenate the result of binding multiple values",
         "%s | bind { just x + 1 }" % src([0, 1]), n([1, 2]))
    case(S, "-bind: should concatenate with an empty result from binding a value",
         "%s | bind { just x | filter x != 1 | map x + 1 }" % src([0, 1, 2]), n([1, 3]))
    case(S, "-bind: should terminate immediately when returning nil",
         "%s | bind { empty }, true" % src([0]), n([]))
    case(S, "-bind: should terminate after one value when setting 'stop'",
         "%s | bind { just x + 1 }, true" % src([0, 1, 2]), n([1]))
    case(S, "-bind: should terminate immediately when returning nil and setting 'stop'",
         "%s | bind { empty }, true" % src([0, 1]), n([]))
    case(S, "-bind: should be restartable even with block state",
         "let c = %s | scan -1, acc + 1\nc\nc" % src([0, 1, 2]), n([0, 1, 2]) + "\n" + n([0, 1, 2]))
    case(S, "-bind: should be interleavable even with block state",
         "let c = %s | scan -1, acc + 1\nzip c, { empty | concat c } | reduceEach $0 + $1"
         % src([0, 1, 2]),
         n([0, 2, 4]))
    case(S, "-flattenMap: should return a single mapped result",
         "%s | flattenMap { just x + 1 }" % src([0]), n([1]))
    case(S, "-flattenMap: should concatenate the results of mapping multiple values",
         "%s | flattenMap { from [x, x + 1] }" % src([0, 2]), n([0, 1, 2, 3]))
    case(S, "-flattenMap: should concatenate with an empty result from mapping a value",
         "%s | flattenMap { just x | filter x != 1 | map x + 1 }" % src([0, 1, 2]), n([1, 3]))
    case(S, "should map", "%s | map x + 1" % src([0, 1, 2]), n([1, 2, 3]))
    case(S, "should map and replace", "%s | mapReplace null" % src([0, 1, 2]), n([None, None,
                                                                                  None]))
    case(S, "should filter", "%s | filter x %% 2 == 0" % src([0, 1, 2, 3, 4, 5, 6]), n([0, 2, 4,
                                                                                        6]))
    case(S, "-ignore: should ignore a value", "%s | ignore 1" % src([0, 1, 2, 3, 4, 5, 6]),
         n([0, 2, 3, 4, 5, 6]))
    case(S, "-ignore: should ignore based on object equality",
         '%s | ignore "" + "1"' % src(["0", "1", "2", "3", "4", "5", "6"]), n(["0", "2", "3", "4",
                                                                               "5", "6"]))
    case(S, "should start with a value", "%s | startWith 0" % src([1]), n([0, 1]))
    case(S, "-skip: should skip any valid number of values",
         "\n".join("%s | skip %d" % (src([0, 1, 2]), k) for k in range(3)),
         "\n".join(n([0, 1, 2][k:]) for k in range(3)))
    case(S, "-skip: should return an empty stream when skipping too many values",
         "%s | skip 4" % src([0, 1, 2]), n([]))
    case(S, "-take: with three values should take any valid number of values",
         "\n".join("%s | take %d" % (src([0, 1, 2]), k) for k in range(3)),
         "\n".join(n([0, 1, 2][:k]) for k in range(3)))
    case(S, "-take: with three values should return the same stream when taking too many values",
         "%s | take 4" % src([0, 1, 2]), n([0, 1, 2]))
    case(S, "-take: should take and terminate from an infinite stream",
         "\n".join("%s | take %d" % (infinite, k) for k in range(3)),
         "\n".join(n(["unit"] * k) for k in range(3)))
    case(S, "-take: should take and terminate from a single-item stream",
         "%s | take 1" % src(["unit"]), n(["unit"]))
    one, two, three = (src(v) for v in THREE)
    b1, b2, b3 = ("{ %s }" % s for s in (one, two, three))
    tuples = [list(t) for t in zip(*THREE)]
    case(S, "-zipWith: should make a stream of tuples", "%s | zipWith %s" % (one, b2),
         n([[a, b] for a, b, _ in tuples]))
    case(S, "-zipWith: should truncate streams", 
         "%s | zipWith { %s }" % (one, src(["now", "later"])),
         n([["Ada", "now"], ["Bob", "later"]]))
    case(S, "-zipWith: should work on infinite streams", "%s | zipWith { %s }" % (one, infinite),
         n([[a, "unit"] for a in THREE[0]]))
    case(S, "-zipWith: should handle multiples of the same stream",
         "let s = %s\ns | zipWith s" % one,
         n([[a, a] for a in THREE[0]]))
    fmt3 = '$0 + " " + $1 + " " + $2'
    case(S, "+zip:reduce: should reduce values", "zip %s, %s, %s | reduceEach %s" % (b1, b2, b3,
                                                                                     fmt3),
         n(["Ada eats fish", "Bob cooks bear", "Dea jumps rock"]))
    case(S, "+zip:reduce: should truncate streams",
         'zip %s, %s, %s, { %s } | reduceEach %s + " " + $3' % (b1, b2, b3, src(["now", "later"]),
                                                                fmt3),
         n(["Ada eats fish now", "Bob cooks bear later"]))
    case(S, "+zip:reduce: should work on infinite streams",
         "zip %s, %s, %s, { %s } | reduceEach %s" % (b1, b2, b3, infinite, fmt3),
         n(["Ada eats fish", "Bob cooks bear", "Dea jumps rock"]))
    case(S, "+zip:reduce: should handle multiples of the same stream",
         "let a = %s\nlet b = %s\nlet c = %s\nzip a, a, b, c, b, c | reduceEach "
         '$0 + " " + $1 + " " + $2 + " " + $3 + " " + $4 + " " + $5' % (one, two, three),
         n(["Ada Ada eats fish eats fish", "Bob Bob cooks bear cooks bear",
            "Dea Dea jumps rock jumps rock"]))
    case(S, "+zip: should make a stream of tuples out of single value", "zip %s" % b1,
         n([[a] for a in THREE[0]]))
    case(S, "+zip: should make a stream of tuples out of an array of streams",
         "zip %s, %s, %s" % (b1, b2, b3), n(tuples))
    case(S, "+zip: should make a stream of tuples out of an enumerator of streams",
         "let a = %s\nlet b = %s\nlet c = %s\nzip a, b, c" % (one, two, three), n(tuples))
    case(S, "+concat: should concatenate an array of streams",
         "concat %s, %s, %s" % (blk([0, 1]), blk([2, 3]), blk([4, 5])), n([0, 1, 2, 3, 4, 5]))
    case(S, "+concat: should concatenate an enumerator of streams",
         "let a = %s\nlet b = %s\nconcat a, b" % (src([0, 1]), src([2, 3])), n([0, 1, 2, 3]))
    vals = [1, 2, 3, 4]
    case(S, "scanning should scan", "%s | scan 0, acc + x" % src(vals), n([1, 3, 6, 10]))
    case(S, "scanning should scan with index", "%s | scan 0, acc + x + i" % src(vals), n([1, 4, 9,
                                                                                          16]))
    pv = [0, 1, 2, 3, 0, 2, 4]
    case(S, "taking with a predicate should take until a predicate is true",
         "%s | takeUntilBlock x >= 3" % src(pv), n([0, 1, 2]))
    case(S, "taking with a predicate should take while a predicate is true",
         "%s | takeWhileBlock x <= 1" % src(pv), n([0, 1]))
    case(S, "taking with a predicate should take a full stream",
         "%s | takeWhileBlock x <= 10" % src(pv), n(pv))
    case(S, "taking with a predicate should return an empty stream",
         "%s | takeWhileBlock x < 0" % src(pv), n([]))
    case(S, "taking with a predicate should terminate an infinite stream",
         "%s | scan 0, acc + 1 | takeWhileBlock x <= 5" % infinite, n([1, 2, 3, 4, 5]))
    case(S, "skipping with a predicate should skip until a predicate is true",
         "%s | skipUntilBlock x >= 3" % src(pv), n([3, 0, 2, 4]))
    case(S, "skipping with a predicate should skip while a predicate is true",
         "%s | skipWhileBlock x <= 1" % src(pv), n([2, 3, 0, 2, 4]))
    case(S, "skipping with a predicate should skip a full stream",
         "%s | skipWhileBlock x <= 10" % src(pv), n([]))
    case(S, "skipping with a predicate should finish skipping immediately",
         "%s | skipWhileBlock x < 0" % src(pv), n(pv))
    case(S, "-combinePreviousWithStart:reduce: should pass the previous next into the reduce block",
         "%s | combinePrevious null, [acc, x]" % src([1, 2, 3]), n([[None, 1], [1, 2], [2, 3]]))
    case(S, "-combinePreviousWithStart:reduce: should send the combined value",
         '%s | combinePrevious 1, "\\(acc) - \\(x)"' % src([1, 2, 3]), n(["1 - 1", "1 - 2",
                                                                          "2 - 3"]))
    case(S, "should reduce tuples", "%s | reduceEach $0 + $1" % src([["foo", "bar"], ["buzz",
                                                                                      "baz"],
                                                                     ["", "_"]]),
         n(["foobar", "buzzbaz", "_"]))
