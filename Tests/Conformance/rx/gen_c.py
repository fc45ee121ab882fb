#!/usr/bin/env python3
"""RxJS 7's specs of the operators of issue 28's third list (OperatorTable+RxC, +RxCErrors,
+RxCSources), translated as gen.py does (ReactiveX/rxjs, branch 7.x, commit
e5351d02e225e275ac0e497c7b66eaa5f0c88791; one frame is one second; a hot source starts at
its `^`). A second observable (`compareTo`, `switchTo`, an inner one) becomes a
`marbles "…", 1` inside a block, subscribed when the operator subscribes it: the spec's own
subscription point, for the cold ones translated here. Run: python3 gen_c.py >
rxjs-specs-c.cases
"""
import sys
from gen import source, expected, write_case

CASES = []

def m(marble):
    """A marble as a Signalbox source (`marbles "…", 1`)."""
    return 'marbles "%s", 1' % source(marble)

def case(spec, title, program, exp, error='marble error', values={}):
    CASES.append((spec, title, program, exp, error, values))

def emit(out):
    for spec, title, program, exp, error, values in CASES:
        write_case(out, spec, title, program.rstrip('\n') + '\n',
                   expected(exp, error, values), '#' in exp)

# sequenceEqual-spec.ts
Q = 'sequenceEqual'
TF = {'T': 'true', 'F': 'false'}
def seq(title, s1, s2, exp, **kw):
    case(Q, title, '%s | sequenceEqual { %s }' % (m(s1), m(s2)), exp, values=TF, **kw)
seq('should return true for two equal sequences', '--a--^--b--c--d--e--f--g--|       ',
    '-----^-----b--c--d-e-f------g-|   ', '-------------------------(T|)')
seq('should return false for two sync observables that are unequal in length', '(abcdefg|)',
    '(abc|)', '(F|)')
seq('should return true for two sync observables that match', '(abcdefg|)', '(abcdefg|)',
    '(T|)')
seq('should return true for two observables that match when the last one emits and completes '
    'in the same frame', '--a--^--b--c--d--e--f--g--|       ',
    '-----^--b--c--d--e--f--g------|   ', '-------------------------(T|)')
seq('should return true for two observables that match when the last one emits and completes '
    'in the same frame (group)', '--a--^--b--c--d--e--f--g--|       ',
    '-----^--b--c--d--e--f---------(g|)', '-------------------------(T|)')
seq('should error with an errored source', '--a--^--b---c---#  ', '--a--^--b---c-----|',
    '-----------#  ')
seq('should error with an errored compareTo', '--a--^--b---c-----|', '--a--^--b---c---#  ',
    '-----------#  ')
seq('should error if the source is a throw', '#', '---a--b--c--|', '#')
seq('should never return if source is a never', '------------', '--a--b--c--|', '------------')
seq('should never return if compareTo is a never', '--a--b--c--|', '------------',
    '------------')
seq('should return false if source is empty and compareTo is not', '|', '------a------',
    '------(F|)')
seq('should return false if compareTo is empty and source is not', '------a------', '|',
    '------(F|)')
seq('should return never if compareTo is empty and source is never', '-', '|', '-')
seq('should return never if source is empty and compareTo is never', '|', '-', '-')
seq('should return false for two unequal sequences, compareTo finishing last',
    '--a--^--b--c--d--e--f--g--|    ', '-----^-----b--c--d-e-f------z-|',
    '-----------------------(F|)')
seq('should return false for two unequal sequences, early wrong value from source',
    '--a--^--b--c---x-----------|', '-----^--b--c--d--e--f--|    ', '----------(F|)')
seq('should return false when the source emits an extra value after the compareTo completes',
    '--a--^--b--c--d--e--f--g--h--|', '-----^--b--c--d-|             ', '------------(F|)')
OBJ = ('{"a": null, "b": {"value": "bees knees"}, "c": {"value": "carpy dumb"}, "d": '
       '{"value": "derp"}, "x": {"value": "bees knees", "foo": "lol"}, "y": {"value": '
       '"carpy dumb", "scooby": "doo"}, "z": {"value": "derp", "weCouldBe": "dancin, yeah"}}')
case(Q, 'should use the provided comparator function',
     '%s | map %s[x] | sequenceEqual { %s | map %s[x] }, acc.value == x.value'
     % (m('--a--^--b-----c------d--|         '), OBJ, m('-----^--------x---y---z-------|   '),
        OBJ), '-------------------------(T|)', values=TF)

# timeInterval-spec.ts (the interval alone: `map x.interval`, as the spec's map)
TI = 'timeInterval'
def ti(title, src, exp, vals={}, mapped=True):
    stage = 'timeInterval | map x.interval' if mapped else 'timeInterval'
    case(TI, title, '%s | %s' % (m(src), stage), exp, values=vals)
ti('should record the time interval between source elements', '--a--^b-c-----d--e--|',
   '-w-x-----y--z--|', {'w': '1', 'x': '2', 'y': '6', 'z': '3'})
ti('should record interval if source emit elements', '--a--^b--c----d---e--|',
   '-w--x----y---z--|', {'w': '{"value":"b","interval":1}', 'x': '{"value":"c","interval":3}',
                         'y': '{"value":"d","interval":5}', 'z': '{"value":"e","interval":4}'},
   mapped=False)
ti('should completes without record interval if source does not emits', '---------|',
   '---------|')
ti('should complete immediately if source is empty', '|', '|')
ti('should record interval then does not completes if source emits but not completes',
   '-a--b--', '-y--z--', {'y': '1', 'z': '3'})
ti('should not completes if source never completes', '-', '-')
ti('raise error if source raises error', '---#', '---#')
ti('should record interval then raise error if source raises error after emit', '-a--b--#',
   '-y--z--#', {'y': '1', 'z': '3'})
ti('should raise error if source immediately throws', '#', '#')

# timeoutWith-spec.ts (`t` is the frames of the spec's `time(…)`)
TW = 'timeoutWith'
def tw(title, src, t, switch, exp):
    case(TW, title, '%s | timeoutWith %d, { %s }' % (m(src), t, m(switch)), exp)
tw('should timeout after a specified period then subscribe to the passed observable',
   '-------a--b--|', 5, 'x-y-z-|', '-----x-y-z-|')
tw('should timeout after a specified period between emit then subscribe to the passed '
   'observable when source emits', '---a---b------c---|', 4, '-x-y-|', '---a---b----x-y-|')
tw('should timeout after a specified period then subscribe to the passed observable when '
   'source is empty', '-------------|', 10, '----x----|', '--------------x----|')
tw('should timeout after a specified period between emit then never completes if other source '
   'does not complete', '--a--b--------c--d--|', 4, '------------', '--a--b---------------')
tw('should timeout after a specified period then subscribe to the passed observable when '
   'source raises error after timeout', '-------------#', 10, '----x----|',
   '--------------x----|')
tw('should timeout after a specified period between emit then never completes if other source '
   'emits but not complete', '-------------|', 11, '----x----', '---------------x----')
tw('should not timeout if source completes within timeout period', '-----|', 10, '----x----',
   '-----|')
tw('should not timeout if source raises error within timeout period', '-----#', 10,
   '----x----|', '-----#')
tw('should not timeout if source emits within timeout period', '--a--b--c--d--e--|', 5,
   '----x----|', '--a--b--c--d--e--|')

def lets(inners):
    """A `let` per cold inner observable (cold: subscribed anew by each use)."""
    return ''.join('let %s_ = %s\n' % (n, m(mm)) for n, mm in inners.items())

def pick(names, var='v'):
    """A stream choosing the inner observable by the value's letter, as a nest of `iif`s."""
    if len(names) == 1:
        return '%s_' % names[0]
    return 'iif %s == "%s", %s_, { %s }' % (var, names[0], names[0], pick(names[1:], var))

# expand-spec.ts (letters as numbers by a `map`; RxJS's EMPTY for a value is `iif`)
EX = 'expand'
P = {'a': 1, 'b': 2, 'c': 4, 'd': 8, 'e': 16, 'u': 10, 'v': 20, 'x': 40, 'y': 80, 'z': 160}
PV = dict((k, str(v)) for k, v in P.items())
def exp_case(title, src, inner, stop, exp, limit='', letters='{"a": 1, "u": 10}', rest=''):
    stops = ' or '.join('v == %d' % n for n in stop)
    program = ('%s | map %s[x] | expand { v -> iif %s, { empty }, { %s | map v + v%s } }%s'
               % (m(src), letters, stops, m(inner), rest, limit))
    case(EX, title, program, exp, values=PV)
case(EX, 'should recursively map-and-flatten each item to an Observable',
     '%s | map 1 | expand { v -> iif v == 8, { empty }, { %s | map 2 * v } }'
     % (m('--x----|'), m('--c|')), '--a-b-c-d|', values=PV)
exp_case('should map and recursively flatten', '(a|)', '---(z|)', [16], 'a--b--c--d--(e|)')
case(EX, 'should map and recursively flatten, and handle event raised error',
     '%s | map 1 | expand { v -> iif v == 8, { %s }, { %s | map v + v } }'
     % (m('(a|)'), m('#'), m('---(z|)')), 'a--b--c--(d#)', values=PV)
case(EX, 'should map and recursively flatten, and propagate error thrown from projection',
     '%s | map 1 | expand { v -> iif (v == 8 ? fail("error") : true), { %s | map v + v }, '
     '{ empty } }' % (m('(a|)'), m('---(z|)')), 'a--b--c--(d#)', values=PV, error='iif: error')
exp_case('should allow concurrent expansions', 'a-a|', '---(z|)', [16], 'a-ab-bc-cd-de-(e|)')
exp_case('should allow configuring the concurrency limit parameter to 1', 'a-u|', '---(z|)',
         [16, 160], 'a--u--b--v--c--x--d--y--(ez|)', limit=', 1')
exp_case('should allow configuring the concurrency limit parameter to 2', 'a---au|',
         '------(z|)', [4, 40], 'a---a-u---b-b---v-(cc)(x|)', limit=', 2')
exp_case('should ignore concurrency limit if it is not passed', 'a-u|', '---(z|)', [16, 160],
         'a-ub-vc-xd-ye-(z|)', limit=', 100')
case(EX, 'should map and recursively flatten with scalars',
     '%s | map 1 | expand { v -> iif v == 16, { empty }, { just v + v } }' % m('(a|)'),
     '(abcde|)', values=PV)

# mergeScan-spec.ts (`acc.concat(x)` is `acc + [x]`; RxJS's `of(v).pipe(delay(t))` is `timer t, v`)
MS = 'mergeScan'
SEQ = {'u': '["b"]', 'v': '["b","c"]', 'w': '["b","c","d"]', 'x': '["b","c","d","e"]',
       'y': '["b","c","d","e","f"]', 'z': '["b","c","d","e","f","g"]'}
HOT = '--a--^--b--c--d--e--f--g--|'
def ms(title, src, block, exp, vals={}, seed='[]', extra='', **kw):
    case(MS, title, '%s%s | mergeScan { %s }, %s%s' % (kw.pop('lets', ''), m(src), block, seed,
                                                        extra), exp, values=vals, **kw)
ms('should mergeScan things', HOT, 'just acc + [x]', '---u--v--w--x--y--z--|', SEQ)
ms('should handle errors', '--a--^--b--c--d--#', 'just acc + [x]', '---u--v--w--#', SEQ)
ms('should mergeScan values and be able to asynchronously project them', HOT,
   'timer 2, acc + [x]', '-----u--v--w--x--y--z|', SEQ)
ms('should not stop ongoing async projections when source completes', HOT,
   'timer 5, acc + [x]', '--------u--v--w--x--y--(z|)',
   {'u': '["b"]', 'v': '["c"]', 'w': '["b","d"]', 'x': '["c","e"]', 'y': '["b","d","f"]',
    'z': '["c","e","g"]'})
ms('should handle errors in the projection function', HOT,
   'y -> iif (y == "d" ? fail("bad!") : true), { just acc + [y] }, { empty }', '---u--v--#',
   SEQ, error='iif: bad!')
ms('should propagate errors from the projected Observable', HOT, 'error "bad!"', '---#',
   error='bad!')
ms('should handle an empty projected Observable', HOT, 'empty', '---------------------|')
ms('should handle a never projected Observable', HOT, 'never', '----------------------')
ms('handle empty', '|', 'just acc + [x]', '|')
ms('handle never', '-', 'just acc + [x]', '-')
ms('handle throw', '#', 'just acc + [x]', '#')
INNER3 = {'i0': '--d--e--f--|', 'i1': '--g--h--i--|', 'i2': '--j--k--l--|'}
def by_digit(var='y'):
    return 'iif %s == 0, i0_, { iif %s == 1, i1_, i2_ }' % (var, var)
ms('should mergeScan projects cold Observable with single concurrency', '--0--1--2--|',
   'y -> %s | startWith acc' % by_digit(), '--x-d--e--f--f-g--h--i--i-j--k--l--|',
   seed='"x"', extra=', 1', lets=lets(INNER3))
ms('should not emit accumulator if inner completes without value', HOT, 'empty',
   '---------------------|', seed='["1"]')
ms('should not emit accumulator if inner completes without value after source completes',
   '--a--^--b--c--|  ', 'marbles "-----|", 1', '-----------|', seed='"1"')
ms('should mergeScan projects cold Observable with dual concurrency', '----0----1----2----|',
   'y -> %s | startWith acc' % by_digit(), '----x--d-d-eg--fh--hi-j---k---l---|',
   seed='"x"', extra=', 2',
   lets=lets({'i0': '---d---e---f---|', 'i1': '---g---h---i---|', 'i2': '---j---k---l---|'}))

# switchScan-spec.ts
SS = 'switchScan'
def ss(title, src, block, exp, vals={}, seed='null', **kw):
    case(SS, title, '%s%s | switchScan { %s }, %s' % (kw.pop('lets', ''), m(src), block, seed),
         exp, values=vals, **kw)
ss('should map-and-flatten each item to an Observable while passing the accumulated value',
   '--1-----3--5-------|', 'y -> marbles "x-x-x|", 1 | map 10 * y + acc',
   '--x-x-x-y-yz-z-z---|', {'x': '10', 'y': '40', 'z': '90'}, seed='0')
XY = {'x': '--a--b--c--d--e--|', 'y': '---f---g---h---i--|'}
ss('should switch inner cold observables', '---------x---------y---------|',
   'v -> %s' % pick(['x', 'y']), '-----------a--b--c----f---g---h---i--|', lets=lets(XY))
ss('should raise error when projection throws', '-------x-----y---|',
   'v -> iif fail("error"), { empty }, { empty }', '-------#          ', error='iif: error')
ss('should switch inner cold observables, inner never completes',
   '---------x---------y---------|', 'v -> %s' % pick(['x', 'y']),
   '-----------a--b--c----f---g---h---i--',
   lets=lets({'x': '--a--b--c--d--e--|', 'y': '---f---g---h---i--'}))
ss('should handle a synchronous switch to the second inner observable',
   '---------(xy)----------------|', 'v -> %s' % pick(['x', 'y']),
   '------------f---g---h---i----|',
   lets=lets({'x': '--a--b--c--d--e--|', 'y': '---f---g---h---i--|'}))
ss('should switch inner cold observables, one inner throws', '---------x---------y---------|',
   'v -> %s' % pick(['x', 'y']), '-----------a--b--#',
   lets=lets({'x': '--a--b--#--d--e--|', 'y': '---f---g---h---i--'}))
for title, x, y, exp in (
        ('should switch inner empty and empty', '|', '|', '-----------------------------|'),
        ('should switch inner empty and never', '|', '-', '------------------------------'),
        ('should switch inner never and empty', '-', '|', '-----------------------------|'),
        ('should switch inner never and throw', '-', '#', '-------------------#'),
        ('should switch inner empty and throw', '|', '#', '-------------------#')):
    ss(title, '---------x---------y---------|', 'v -> %s' % pick(['x', 'y']), exp,
       lets=lets({'x': x, 'y': y}))
ss('should handle outer empty', '|', 'just x', '|', seed='""')
ss('should handle outer never', '-', 'just x', '-', seed='""')
ss('should handle outer throw', '#', 'just x', '#', seed='""')

def hot_at(marble, frame):
    """A hot marble as seen by a subscription at `frame` (its `^` put there)."""
    marble = marble.strip().replace(' ', '')
    assert marble[frame] == '-', (marble, frame)
    return marble[:frame] + '^' + marble[frame + 1:]

def hot_from(marble, frame):
    """A hot marble as seen by a subscription at `frame`, an event at that frame included (a
    subscription comes before the frame's events in RxJS's test scheduler)."""
    return marble.strip().replace(' ', '')[frame:]

# retryWhen-spec.ts: the notifier is a block; a hot notifier is subscribed at the source's
# first error, so it is written from that frame (`hot_at`)
def resubscribing(op):
    """A case of `op` (retryWhen or repeatWhen): the source, then the notifier as a block."""
    def add(title, src, notifier, exp, **kw):
        case(op, title, '%s | %s { %s }' % (m(src), op, notifier), exp, **kw)
    return add

# The edge specs that retryWhen-spec.ts and repeatWhen-spec.ts share, word for word:
# (title, source, notifier, retryWhen's expected, repeatWhen's expected).
WHEN_EDGES = (
    ('should apply an empty notifier on an empty source', '|', '|', '|', '|'),
    ('should apply a never notifier on an empty source', '|', '-', '|', '-'),
    ('should apply an empty notifier on a never source', '-', '|', '-', '-'),
    ('should apply a never notifier on a never source', '-', '-', '-', '-'),
    ('should return an empty observable given a just-throw source and empty notifier', '#', '|',
     '|', '#'),
)
# The selector specs both share (title, notifier over the notification signal {0}, expected,
# options); repeatWhen-spec.ts keeps retryWhen's titles, "eventual error" and all.
WHEN_SELECTORS = (
    ('should handle a source with eventual error using a dynamic notifier selector which '
     'eventually throws', '{0} -> {0} | map i == 2 ? fail("error") : "x"',
     '-1--2---1--2---1--2--#', {'error': 'map: error'}),
    ('should handle a source with eventual error using a dynamic notifier selector which '
     'eventually completes', '{0} -> {0} | map "x" | takeUntil {{ {0} | skip 2 }}',
     '-1--2---1--2---1--2--|', {}),
)
rw = resubscribing('retryWhen')
rw('should handle a source with eventual error using a hot notifier', '-1--2--#',
   m(hot_at('-------------r------------r-|', 7)), '-1--2---------1--2---------1|')
rw('should handle a source with eventual error using a hot notifier that raises error',
   '-1--2--#', m(hot_at('-----------r-------r---------#', 7)), '-1--2-------1--2----1--2-----#')
for title, src, notifier, exp, _ in WHEN_EDGES:
    rw(title, src, m(notifier), exp)
rw('should return a never observable given a just-throw source and never notifier', '#',
   m('-'), '-')
rw('should hide errors using a never notifier on a source with eventual error',
   '--a--b--c--#', m('-'), '--a--b--c----')
rw('should propagate error thrown from notifierSelector function', '--a--b--c--#',
   'iif fail("bad!"), { empty }, { empty }', '--a--b--c--#', error='iif: bad!')
rw('should replace error with complete using an empty notifier on a source with eventual '
   'error', '--a--b--c--#', m('|'), '--a--b--c--|')
rw('should mirror a basic cold source with complete, given an empty notifier', '--a--b--c--|',
   m('|'), '--a--b--c--|')
rw('should mirror a basic cold source with no termination, given an empty notifier',
   '--a--b--c---', m('|'), '--a--b--c---')
rw('should mirror a basic hot source with complete, given an empty notifier', '-a-^--b--c--|',
   m('|'), '---b--c--|')
for title, notifier, exp, kw in WHEN_SELECTORS:
    rw(title, '-1--2--#', notifier.format('e'), exp, **kw)

# repeatWhen-spec.ts, as retryWhen's
rp = resubscribing('repeatWhen')
rp('should handle a source with eventual complete using a hot notifier', '-1--2--|',
   m(hot_at('-------------r------------r-|    ', 7)), '-1--2---------1--2---------1--2--|')
rp('should handle a source with eventual complete using a hot notifier that raises error',
   '-1--2--|', m(hot_at('-----------r-------r---------#', 7)), '-1--2-------1--2----1--2-----#')
for title, src, notifier, _, exp in WHEN_EDGES:
    rp(title, src, m(notifier), exp)
rp('should return a error observable given a just-throw source and never notifier', '#',
   m('-'), '#')
rp('should return a never-ending result if the notifier is never', '--a--b--c--|', m('-'),
   '--a--b--c-----')
rp('should propagate error thrown from notifierSelector function', '--a--b--c--|',
   'iif fail("bad!"), { empty }, { empty }', '--a--b--c--#', error='iif: bad!')
rp('should complete if the notifier only completes', '--a--b--c--|', m('|'), '--a--b--c--|')
rp('should mirror a basic cold source with no termination, given a never notifier',
   '--a--b--c---', m('|'), '--a--b--c---')
rp('should mirror a basic hot source with complete, given a never notifier', '-a-^--b--c--|',
   m('|'), '---b--c--|')
for title, notifier, exp, kw in WHEN_SELECTORS:
    rp(title, '-1--2--|', notifier.format('c'), exp, **kw)

# catchError-spec.ts: the replacement is a block (RxJS's `of(…)` is `of …`); a throw in
# `map` is `fail(…)`
CE = 'catchError'
def ce(title, src, block, exp, pre='', **kw):
    case(CE, title, '%s%s | catchError { %s }' % (m(src), pre, block), exp, **kw)
ce('should catch error and replace with a cold Observable', '--a--b--#       ',
   m('-1-2-3-|'), '--a--b---1-2-3-|')
ce('should catch error and replace it with Observable.of()', '--a--b--c--------|',
   'of "X", "Y", "Z"', '--a--b--(XYZ|)', pre=' | map x == "c" ? fail("bad") : x')
ce('should catch error and replace it with a cold Observable', '--a--b--#          ',
   m('1-2-3-4-5-|'), '--a--b--1-2-3-4-5-|')
ce('should catch error and replace it with a hot Observable', '--a--b--#          ',
   m(hot_from('1-2-3-4-5-6-7-8-9-|', 8)), '--a--b--5-6-7-8-9-|')
ce('should catch and allow the cold observable to be repeated with the third (caught) '
   'argument (the third error at 24 s: `t`)', '--a--b--c--------|       ',
   'iif t >= 24, { error "done" }, caught', '--a--b----a--b----a--b--#',
   pre=' | map x == "c" ? fail("bad") : x', error='done')
ce('should catch and replace a Observable.throw() as the source', '#', 'of "a", "b", "c"',
   '(abc|)')
ce('should mirror the source if it does not raise errors', '--a--b--c--|', 'of "x", "y", "z"',
   '--a--b--c--|')
ce('should complete if you return Observable.empty()', '--a--b--#', m('|'), '--a--b--|')
ce('should raise error if you return Observable.throw()', '--a--b--#', m('#'), '--a--b--#')
ce('should never terminate if you return NEVER', '--a--b--#', m('-'), '--a--b---')

# onErrorResumeNext-spec.ts (operator) and observables/onErrorResumeNext-spec.ts (source)
OR = 'onErrorResumeNext'
def orn(title, src, nexts, exp):
    case(OR, title, '%s | onErrorResumeNext %s' % (m(src), ', '.join('{ %s }' % m(n)
                                                                      for n in nexts)), exp)
orn('should continue observable sequence with next observable', '--a--b--#',
    ['--c--d--|'], '--a--b----c--d--|')
orn('should continue with hot observables', '--a--b--#', [hot_at('-----x----c--d--|', 8)],
    '--a--b----c--d--|')
orn('should continue with multiple observables that throw errors', '--a--b--#',
    ['--c--d--#', '--e--#', '--f--g--|'], '--a--b----c--d----e----f--g--|')
case(OR, 'should continue with array of multiple observables that throw errors',
     '%s | onErrorResumeNext [%s]' % (m('--a--b--#'), ', '.join(
         '{ %s }' % m(n) for n in ['--c--d--#', '--e--#', '--f--g--|'])),
     '--a--b----c--d----e----f--g--|')
orn("should continue with multiple observables that don't throw error", '--a--b--|',
    ['--c--d--|', '--e--|', '--f--g--|'], '--a--b----c--d----e----f--g--|')
orn('should continue after empty observable', '|', ['--c--d--|', '--e--#', '--f--g--|'],
    '--c--d----e----f--g--|')
orn('should not complete with observable that does not complete', '--a--b--|', ['--'],
    '--a--b----')
orn('should not continue when source observable does not complete', '--a--', ['-b--c-'],
    '--a--')
orn('should complete observable when next observable throws', '--a--b--#', ['--c--d--#'],
    '--a--b----c--d--|')
ORS = 'onErrorResumeNext (observables)'
case(ORS, 'should continue with observables', 'onErrorResumeNext %s' % ', '.join(
    '{ %s }' % m(n) for n in ['--a--b--#', '--c--d--#', '--e--#', '--f--g--|']),
    '--a--b----c--d----e----f--g--|')
case(ORS, 'should continue array of observables', 'onErrorResumeNext [%s]' % ', '.join(
    '{ %s }' % m(n) for n in ['--a--b--#', '--c--d--#', '--e--#', '--f--g--|']),
    '--a--b----c--d----e----f--g--|')
case(ORS, 'should complete single observable throws', 'onErrorResumeNext { %s }' % m('#'), '|')

# observables/partition-spec.ts: `partition` sends the two halves as a signal of two
# signals; `take 1 | flatten` is RxJS's result[0], `skip 1 | flatten` result[1]
PT = 'partition'
def pt(title, src, pred, first, second):
    for k, (pick_, exp) in enumerate((('take 1', first), ('skip 1', second))):
        case(PT, '%s [%d]' % (title, k), '%s | partition %s | %s | flatten' % (m(src), pred,
                                                                              pick_), exp)
pt('should partition an observable of integers into even and odd',
   '--1-2---3------4--5---6--|', 'x % 2 == 1', '--1-----3---------5------|',
   '----2----------4------6--|')
pt('should partition an observable into two using a predicate', '--a-b---a------d--a---c--|',
   'x == "a"', '--a-----a---------a------|', '----b----------d------c--|')
pt('should partition an observable into two using a predicate that takes an index',
   '--a-b---a------d--a---c--|', 'i % 2 == 0', '--a-----a---------a------|',
   '----b----------d------c--|')
pt('should pass errors to both returned observables', '--a-b---#', 'x == "a"', '--a-----#',
   '----b---#')
pt('should pass errors to both returned observables if source throws', '#', 'x == "a"', '#',
   '#')
pt('should partition empty observable if source does not emits', '----|', 'x == "x"', '----|',
   '----|')
pt('should partition empty observable if source is empty', '|', 'x == "x"', '|', '|')
pt('should partition if source emits single elements', '--a--|', 'x == "a"', '--a--|',
   '-----|')
pt('should partition if predicate matches all of source elements', '--a--a--a--a--a--a--a--|',
   'x == "a"', '--a--a--a--a--a--a--a--|', '-----------------------|')
pt('should partition if predicate does not match all of source elements',
   '--b--b--b--b--b--b--b--|', 'x == "a"', '-----------------------|',
   '--b--b--b--b--b--b--b--|')
pt('should partition to infinite observable if source does not completes',
   '--a-b---a------d----', 'x == "a"', '--a-----a-----------', '----b----------d----')
pt('should partition to infinite observable if source never completes', '-', 'x == "a"', '-',
   '-')

# observables/generate-spec.ts (a throwing function is `fail("error")`)
GE = 'generate'
STR = {'1': '"1"', '2': '"2"', '3': '"3"', '4': '"4"', '5': '"5"'}
case(GE, 'should complete if condition does not meet', 'generate 1, false, x + 1', '|')
case(GE, 'should produce first value immediately', 'generate 1, x == 1, x + 1', '(1|)')
case(GE, 'should produce all values synchronously', 'generate 1, x < 3, x + 1', '(12|)')
case(GE, 'should use result selector', 'generate 1, x < 3, x + 1, str(x + 1)', '(23|)',
     values=STR)
case(GE, 'should allow omit condition',
     'generate {initialState: 1, iterate: x + 1, resultSelector: str(x)} | take 5',
     '(12345|)', values=STR)
case(GE, 'should allow minimal possible options',
     'generate {initialState: 1, iterate: x * 2} | take 3', '(124|)')
case(GE, 'should emit error if result selector throws',
     'generate {initialState: 1, iterate: x * 2, resultSelector: fail("error")}', '(#)',
     error='generate: error')
case(GE, 'should emit error after first value if iterate function throws',
     'generate {initialState: 1, iterate: fail("error")}', '(1#)', error='generate: error')
case(GE, 'should emit error if condition function throws',
     'generate {initialState: 1, iterate: x + 1, condition: fail("error")}', '(#)',
     error='generate: error')

# observables/if-spec.ts
IF = 'iif'
case(IF, 'should subscribe to thenSource when the conditional returns true',
     'iif true, { of "a" }, { of }', '(a|)')
case(IF, 'should subscribe to elseSource when the conditional returns false',
     'iif false, { of "a" }, { of "b" }', '(b|)')
case(IF, 'should complete without an elseSource when the conditional returns false',
     'iif false, { of "a" }, { of }', '|')
case(IF, 'should raise error when conditional throws', 'iif fail("error"), { of "a" }, { of }',
     '#', error='iif: error')

# observables/forkJoin-spec.ts (hot sources are subscribed at 0, as cold ones)
FJ = 'forkJoin'
def fj(title, srcs, exp, vals={}, form='args'):
    if form == 'args':
        program = 'forkJoin %s' % ', '.join('{ %s }' % m(x) for x in srcs)
    elif form == 'array':
        program = 'forkJoin [%s]' % ', '.join('{ %s }' % m(x) for x in srcs)
    else:
        program = 'forkJoin {%s}' % ', '.join('%s: { %s }' % (k, m(x)) for k, x in srcs)
    case(FJ, title, program, exp, values=vals)
fj('should join the last values of the provided observables into an array',
   ['-a--b-----c-d-e-|', '--------f--g-h-i--j-|', '--1--2-3-4---|'],
   '--------------------(x|)', {'x': '["e","j",4]'}, form='array')
fj('should accept single observable', ['--a--b--c--d--|'], '--------------(x|)',
   {'x': '["d"]'})
for form in ('array', 'args'):
    tag = ' (%s)' % ('forkJoin([…])' if form == 'array' else 'forkJoin(a, b…)')
    fj('should join the last values of the provided observables into an array' + tag,
       ['--a--b--c--d--|', '(b|)', '--1--2--3--|'], '--------------(x|)',
       {'x': '["d","b",3]'}, form=form)
    fj('should accept array of observable contains single' + tag, ['--a--b--c--d--|'],
       '--------------(x|)', {'x': '["d"]'}, form=form)
    fj('should not emit if any of source observable is empty' + tag,
       ['--a--b--c--d--|', '(b|)', '------------------|'], '------------------|', form=form)
    fj('should complete early if any of source is empty and completes before than others' + tag,
       ['--a--b--c--d--|', '(b|)', '---------|'], '---------|', form=form)
    fj('should complete when all sources are empty' + tag, ['--------------|', '---------|'],
       '---------|', form=form)
    fj('should not complete when only source never completes' + tag, ['--------------'],
       '--------------', form=form)
    fj('should not complete when one of the sources never completes' + tag,
       ['--------------', '-a---b--c--|'], '-', form=form)
    fj('should complete when one of the sources never completes but other completes without '
       'values' + tag, ['--------------', '------|'], '------|', form=form)
    fj('should raise error when any of source raises error with empty observable' + tag,
       ['------#', '---------|'], '------#', form=form)
    fj('should raise error when any of source raises error with source that never completes'
       + tag, ['------#', '----------'], '------#', form=form)
    fj('should raise error when source raises error' + tag, ['------#', '---a-----|'],
       '------#', form=form)
    fj('should unsubscribe other Observables, when one of them errors' + tag,
       ['--a--^--b--c---d-| ', '---e-^---f--g-#'], '---------#', form=form)
case(FJ, 'should complete if source is not provided', 'forkJoin', '|')
case(FJ, 'should complete if sources list is empty', 'forkJoin []', '|')
fj('should join the last values of the provided observables into an object',
   [('foo', '--a--b--c--d--|'), ('bar', '(b|)'), ('baz', '--1--2--3--|')], '--------------(x|)',
   {'x': '{"foo":"d","bar":"b","baz":3}'}, form='object')
fj('should accept an object of observables contains single', [('foo', '--a--b--c--d--|')],
   '--------------(x|)', {'x': '{"foo":"d"}'}, form='object')
fj('should not emit if any of source observable is empty (object)',
   [('foo', '--a--b--c--d--|'), ('bar', '(b|)'), ('baz', '------------------|')],
   '------------------|', form='object')
fj('should complete early if any of source is empty and completes before than others (object)',
   [('foo', '--a--b--c--d--|'), ('bar', '(b|)'), ('baz', '---------|')], '---------|',
   form='object')
fj('should complete when all sources are empty (object)',
   [('foo', '--------------|'), ('bar', '---------|')], '---------|', form='object')

# observables/timer-spec.ts: RxJS's `timer(T, P)` is `timerEvery T, P`
TM = 'timer'
V5 = {'a': '0', 'b': '1', 'c': '2', 'd': '3', 'e': '4'}
case(TM, 'should create an observable emitting periodically (timerEvery)',
     'timerEvery 6, 2 | take 4 | concat { never }', '------a-b-c-d-', values=V5)
case(TM, 'should schedule a value of 0 then complete', 'timer 5', '-----(x|)',
     values={'x': '0'})
case(TM, 'should emit a single value immediately', 'timer 0', '(x|)', values={'x': '0'})
case(TM, 'should start after delay and periodically emit values (timerEvery)',
     'timerEvery 4, 2 | take 5', '----a-b-c-d-(e|)', values=V5)
case(TM, 'should start immediately and periodically emit values (timerEvery)',
     'timerEvery 0, 3 | take 5', 'a--b--c--d--(e|)', values=V5)

if __name__ == '__main__':
    emit(sys.stdout)
