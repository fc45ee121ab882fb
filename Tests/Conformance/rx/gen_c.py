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
from gen import source, expected

CASES = []

def m(marble):
    """A marble as a Signalbox source (`marbles "…", 1`)."""
    return 'marbles "%s", 1' % source(marble)

def case(spec, title, program, exp, error='marble error', values={}):
    CASES.append((spec, title, program, exp, error, values))

def emit(out):
    for spec, title, program, exp, error, values in CASES:
        out.write('=== rxjs %s-spec: %s\n' % (spec, title))
        out.write('--- args\n--virtual\n--- program\n')
        out.write(program.rstrip('\n') + '\n')
        out.write('--- stdout\n')
        for line in expected(exp, error, values):
            out.write(line + '\n')
        if '#' in exp:
            out.write('--- exit\n1\n')
        out.write('\n')

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

# retryWhen-spec.ts: the notifier is a block; a hot notifier is subscribed at the source's
# first error, so it is written from that frame (`hot_at`)
RW = 'retryWhen'
def rw(title, src, notifier, exp, **kw):
    case(RW, title, '%s | retryWhen { %s }' % (m(src), notifier), exp, **kw)
rw('should handle a source with eventual error using a hot notifier', '-1--2--#',
   m(hot_at('-------------r------------r-|', 7)), '-1--2---------1--2---------1|')
rw('should handle a source with eventual error using a hot notifier that raises error',
   '-1--2--#', m(hot_at('-----------r-------r---------#', 7)), '-1--2-------1--2----1--2-----#')
rw('should apply an empty notifier on an empty source', '|', m('|'), '|')
rw('should apply a never notifier on an empty source', '|', m('-'), '|')
rw('should apply an empty notifier on a never source', '-', m('|'), '-')
rw('should apply a never notifier on a never source', '-', m('-'), '-')
rw('should return an empty observable given a just-throw source and empty notifier', '#',
   m('|'), '|')
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
rw('should handle a source with eventual error using a dynamic notifier selector which '
   'eventually throws', '-1--2--#', 'e -> e | map i == 2 ? fail("error") : "x"',
   '-1--2---1--2---1--2--#', error='map: error')
rw('should handle a source with eventual error using a dynamic notifier selector which '
   'eventually completes', '-1--2--#', 'e -> e | map "x" | takeUntil { e | skip 2 }',
   '-1--2---1--2---1--2--|')

# repeatWhen-spec.ts, as retryWhen's
RP = 'repeatWhen'
def rp(title, src, notifier, exp, **kw):
    case(RP, title, '%s | repeatWhen { %s }' % (m(src), notifier), exp, **kw)
rp('should handle a source with eventual complete using a hot notifier', '-1--2--|',
   m(hot_at('-------------r------------r-|    ', 7)), '-1--2---------1--2---------1--2--|')
rp('should handle a source with eventual complete using a hot notifier that raises error',
   '-1--2--|', m(hot_at('-----------r-------r---------#', 7)), '-1--2-------1--2----1--2-----#')
rp('should apply an empty notifier on an empty source', '|', m('|'), '|')
rp('should apply a never notifier on an empty source', '|', m('-'), '-')
rp('should apply an empty notifier on a never source', '-', m('|'), '-')
rp('should apply a never notifier on a never source', '-', m('-'), '-')
rp('should return an empty observable given a just-throw source and empty notifier', '#',
   m('|'), '#')
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
rp('should handle a source with eventual error using a dynamic notifier selector which '
   'eventually throws', '-1--2--|', 'c -> c | map i == 2 ? fail("error") : "x"',
   '-1--2---1--2---1--2--#', error='map: error')
rp('should handle a source with eventual error using a dynamic notifier selector which '
   'eventually completes', '-1--2--|', 'c -> c | map "x" | takeUntil { c | skip 2 }',
   '-1--2---1--2---1--2--|')

if __name__ == '__main__':
    emit(sys.stdout)
