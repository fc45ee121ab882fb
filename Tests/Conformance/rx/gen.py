#!/usr/bin/env python3
"""Translates marble tests of RxJS 7's spec/operators/*-spec.ts (ReactiveX/rxjs, branch 7.x,
commit e5351d02e225e275ac0e497c7b66eaa5f0c88791) into conformance cases (run.py's format):
one RxJS frame is one second. The source marble (hot: from its `^`, which is time 0) becomes
`marbles "…", 1` — a group `(ab)` takes one frame here and as many frames as it has
characters in RxJS, so it is padded with `-`; the expected marble becomes the output lines.
Letters are strings, digits numbers. Run: python3 gen.py > rxjs-specs.cases
"""
import sys

def parse(marble):
    """(frame, kind, value) events of an RxJS marble; frame 0 is its first character."""
    marble = marble.strip()
    events, frame, i = [], 0, 0
    while i < len(marble):
        c = marble[i]
        if c == ' ':
            i += 1
            continue
        if c == '(':
            j = marble.index(')', i)
            for d in marble[i + 1:j]:
                events.append((frame, d))
            frame += j - i + 1
            i = j + 1
            continue
        if c not in '-^':
            events.append((frame, c))
        frame += 1
        i += 1
    return events

def source(marble):
    """The Signalbox marble of a (hot or cold) RxJS source, from its subscription point."""
    marble = marble.strip()
    if '^' in marble:
        marble = '-' + marble[marble.index('^') + 1:]
    out, i = '', 0
    marble = marble.replace(' ', '')
    while i < len(marble):
        if marble[i] == '(':
            j = marble.index(')', i)
            out += marble[i:j + 1] + '-' * (j - i)
            i = j + 1
        else:
            out += marble[i]
            i += 1
    return out

def value(c, values):
    if c in values:
        return values[c]
    return c if c.isdigit() else '"%s"' % c

def expected(marble, error='marble error', values={}):
    lines = []
    for frame, c in parse(marble):
        t = '%.3f' % frame
        if c == '|':
            lines.append(t + ' completed')
        elif c == '#':
            lines.append('%s error "%s"' % (t, error))
        else:
            lines.append('%s next %s' % (t, value(c, values)))
    return lines

CASES = []

def case(spec, title, src, stages, exp, error='marble error', values={}, exit=None):
    CASES.append((spec, title, src, stages, exp, error, values, exit))

# throttleTime-spec.ts
T = 'throttleTime'
case(T, 'should immediately emit the first value in each time window',
     '-a-x-y----b---x-cx---|', 'throttleTime 5', '-a--------b-----c----|')
case(T, 'should simply mirror the source if values are not emitted often enough',
     '-a--------b-----c----|', 'throttleTime 5', '-a--------b-----c----|')
case(T, 'should handle a busy producer emitting a regular repeating sequence',
     'abcdefabcdefabcdefabcdefa|', 'throttleTime 5', 'a-----a-----a-----a-----a|')
case(T, 'should complete when source does not emit', '-----|', 'throttleTime 5', '-----|')
case(T, 'should raise error when source does not emit and raises error', '-----#',
     'throttleTime 10', '-----#')
case(T, 'should handle an empty source', '|', 'throttleTime 30', '|')
case(T, 'should handle a throw source', '#', 'throttleTime 30', '#')
case(T, 'should throttle values until source raises error',
     '-a--(bc)-------d---------------#', 'throttleTime 5', '-a-------------d---------------#')
case(T, 'leading and trailing: should immediately emit the first and last values in each time window',
     '-a-xy-----b--x--cxxx--|', 'throttleTime 4, {trailing: true}',
     '-a---y----b---x---x---(x|)')
case(T, 'leading and trailing: should emit the value if only a single one is given',
     '-a--------------------|', 'throttleTime 4, {trailing: true}', '-a--------------------|')
case(T, 'trailing only: should immediately emit the last value in each time window',
     '-a-xy-----b--x--cxxx--|', 'throttleTime 4, {leading: false, trailing: true}',
     '-----y--------x---x---(x|)')
case(T, 'trailing only: should emit the last throttled value when complete',
     '-a-xy-----b--x--cxx-|', 'throttleTime 4, {leading: false, trailing: true}',
     '-----y--------x---x-|')
case(T, 'trailing only: should emit the value if only a single one is given',
     '-a--------------------|', 'throttleTime 4, {leading: false, trailing: true}',
     '-----a----------------|')

# first-spec.ts
F = 'first'
E = 'first: no elements in sequence'
case(F, 'should take the first value of an observable with many values',
     '-----a--b--c---d---|', 'first true', '-----(a|)')
case(F, 'should take the first value of an observable with one value', '---(a|)', 'first true',
     '---(a|)')
case(F, 'should error on empty', '--a--^----|', 'first true', '-----#', error=E)
case(F, 'should return the default value if source observable was empty', '-----^----|',
     'first true, "a"', '-----(a|)')
case(F, 'should propagate error from the source observable', '---^---#', 'first true', '----#')
case(F, 'should return first value that matches a predicate', '--a-^--b--c--a--c--|',
     'first x == "c"', '------(c|)')
case(F, 'should error when no value matches the predicate', '--a-^--b--c--a--c--|',
     'first x == "s"', '---------------#', error=E)
case(F, 'should return the default value when no value matches the predicate',
     '--a-^--b--c--a--c--|', 'first x == "s", "d"', '---------------(d|)')
case(F, 'should propagate error when no value matches the predicate', '--a-^--b--c--a--#',
     'first x == "s"', '------------#')
case(F, 'should return first value that matches the index in the predicate',
     '--a-^--b--c--a--c--|', 'first i == 2', '---------(a|)')

# last-spec.ts
L = 'last'
EL = 'last: no elements in sequence'
case(L, 'should take the last value of an observable', '--a----b--c--|', 'last',
     '-------------(c|)')
case(L, 'should error on nothing sent but completed', '--a--^----|', 'last', '-----#', error=EL)
case(L, 'should error on empty', '|', 'last', '#', error=EL)
case(L, 'should return last element matches with predicate', '--a--b--a--b--|',
     'last x == "b"', '--------------(b|)')
case(L, 'should return a default value if no element found', '|', 'last true, "a"', '(a|)')
case(L, 'should not return default value if an element is found', '--a---^---b---c---d---|',
     'last true, "x"', '----------------(d|)')

# takeWhile-spec.ts
W = 'takeWhile'
case(W, 'should take all elements until predicate is false', '-1-^2--3--4--5--6--|',
     'takeWhile x < 4', '-2--3--|')
case(W, 'should take all elements with predicate returns true', '--a-^-b--c--d--e--|',
     'takeWhile true', '--b--c--d--e--|')
case(W, 'should skip all elements with predicate returns false', '--a-^-b--c--d--e--|',
     'takeWhile false', '--|')
case(W, 'should take all elements up to and including the element that made the predicate return false',
     '--a-^-b--c--d--e--|', 'takeWhile i < 2, true', '--b--c--(d|)')
case(W, 'should complete when source does not emit', '--a-^------------|', 'takeWhile true',
     '-------------|')
case(W, 'should complete when source is empty', '|', 'takeWhile true', '|')
case(W, 'should pass element index to predicate', '--a-^-b--c--d--e--|', 'takeWhile i < 2',
     '--b--c--|')
case(W, 'should raise error when source raises error', '--a-^-b--c--d--e--#', 'takeWhile true',
     '--b--c--d--e--#')
case(W, 'should raise error when source throws', '#', 'takeWhile true', '#')

# startWith-spec.ts and endWith-spec.ts mirror each other: the same sources and values,
# (source, values, startWith's title and expected marble, endWith's title and expected marble)
ENDS = (
    ('---a--b--c--|', '"s"', 'should prepend to a cold Observable', 's--a--b--c--|',
     'should append to a cold Observable', '---a--b--c--(s|)'),
    ('--a--|', '"x"', 'should start an observable with given value', 'x-a--|',
     'should end an observable with given value', '--a--(x|)'),
    ('---|', '"x"', 'should start with given value and completes if source does not emits',
     'x--|', 'should end with given value if source does not emit but does complete', '---(x|)'),
    ('|', '"x"', 'should start with given value and complete immediately if source is empty',
     '(x|)', 'should emit given value and complete immediately if source is empty', '(x|)'),
    ('(a|)', '"x"',
     'should start with given value and source both if source emits single value', '(xa|)',
     'should end with given value and source both if source emits single value', '(ax|)'),
    ('-----a--|', '"y", "z"', 'should start with given values when given value is more than one',
     '(yz)-a--|', 'should end with given values when given more than one value', '-----a--(yz|)'),
)
S = 'startWith'
for src, values, title, exp, _, _ in ENDS:
    case(S, title, src, 'startWith ' + values, exp)
case(S, 'should start with given value and raises error if source raises error', '--#',
     'startWith "x"', 'x-#')
case(S, 'should start with given value and raises error immediately if source throws error',
     '#', 'startWith "x"', '(x#)')

# scan-spec.ts
C = 'scan'
case(C, 'should scan without seed', '--a--^--b--c--d--|', 'scan acc + x', '---x--y--z--|',
     values={'x': '"b"', 'y': '"bc"', 'z': '"bcd"'})
case(C, 'should scan things', '--a--^--b--c--d--e--f--g--|', 'scan [], acc + [x]',
     '---u--v--w--x--y--z--|',
     values={'u': '["b"]', 'v': '["b","c"]', 'w': '["b","c","d"]', 'x': '["b","c","d","e"]',
             'y': '["b","c","d","e","f"]', 'z': '["b","c","d","e","f","g"]'})
case(C, 'should handle errors', '--a--^--b--c--d--#', 'scan [], acc + [x]', '---u--v--w--#',
     values={'u': '["b"]', 'v': '["b","c"]', 'w': '["b","c","d"]'})
case(C, 'handle empty', '|', 'scan [], acc + [x]', '|')
case(C, 'handle throw', '#', 'scan [], acc + [x]', '#')

# count-spec.ts
N = 'count'
case(N, 'should count the values of an observable', '--a--b--c--|', 'count', '-----------(x|)',
     values={'x': '3'})
case(N, 'should be zero when source is empty', '|', 'count', '(w|)', values={'w': '0'})
case(N, "should be zero when source doesn't have values", '-x-^---|', 'count', '----(w|)',
     values={'w': '0'})
case(N, 'should work with throw', '#', 'count', '#')
case(N, 'should handle an always-true predicate on a simple hot observable', '-x-^-a-|',
     'count true', '----(w|)', values={'w': '1'})
case(N, 'should handle an always-false predicate on a simple hot observable', '-x-^-a-|',
     'count false', '----(w|)', values={'w': '0'})
case(N, 'should handle a match-all predicate on observable with many values', '-1-^-2--3--4-|',
     'count x < 10', '----------(w|)', values={'w': '3'})

# distinct-spec.ts
D = 'distinct'
case(D, 'should distinguish between values', '--a--a--a--b--b--a--|', 'distinct',
     '--a--------b--------|')
case(D, 'should complete if source is empty', '|', 'distinct', '|')
case(D, 'should raises error if source raises error', '--a--a--#', 'distinct', '--a-----#')
case(D, 'should emit once if source elements are all same', '--a--a--a--a--a--a--|', 'distinct',
     '--a-----------------|')
case(D, 'should distinguish values by key', '--1--2--3--4--5--6--|', 'distinct x % 3',
     '--1--2--3-----------|')
case(D, 'should support a flushing stream', '--a--b--a--b--a--b--|',
     'distinct null, { marbles "-----------x--------|", 1 }', '--a--b--------a--b--|')

# distinctUntilChanged-spec.ts
U = 'distinctUntilChanged'
case(U, 'should distinguish between values', '-1--2-2----1-3-|', 'distinctUntilChanged',
     '-1--2------1-3-|')
case(U, 'should distinguish between values (letters)', '--a--a--a--b--b--a--|',
     'distinctUntilChanged', '--a--------b-----a--|')
case(U, 'should raise error if source raises error', '--a--a--#', 'distinctUntilChanged',
     '--a-----#')
case(U, 'should emit once if comparator returns true always regardless of source emits',
     '--a--b--c--d--e--f--|', 'distinctUntilChanged acc == acc', '--a-----------------|')
case(U, 'should emit all if comparator returns false always regardless of source emits',
     '--a--a--a--a--a--a--|', 'distinctUntilChanged acc != acc', '--a--a--a--a--a--a--|')

# timeout-spec.ts (RxJS's timeout(T) is each: T; timeout(Date) is first)
O = 'timeout'
TO = 'timed out'
case(O, 'should timeout after a specified timeout period', '-------a--b--|', 'timeout {each: 5}',
     '-----#', error=TO)
case(O, 'should not timeout if source emits within timeout period', '--a--b--c--d--e--|',
     'timeout {each: 5}', '--a--b--c--d--e--|')
case(O, 'should timeout after a specified timeout period between emit with default error while source emits',
     '---a---b---c------d---e---|', 'timeout {each: 5}', '---a---b---c----#', error=TO)
case(O, 'should timeout at a specified Date', '-', 'timeout {first: 10}', '----------#', error=TO)
case(O, 'should not timeout if source completes within absolute timeout period',
     '--a--b--c--d--e--|', 'timeout {first: 20}', '--a--b--c--d--e--|')

# retry-spec.ts
R = 'retry'
case(R, 'should handle a basic source that emits next then errors, count=3', '--1-2-3-#',
     'retry 2', '--1-2-3---1-2-3---1-2-3-#')
case(R, 'the same with the config object', '--1-2-3-#', 'retry {count: 2}',
     '--1-2-3---1-2-3---1-2-3-#')
case(R, 'should handle an empty source', '|', 'retry', '|')
case(R, 'should handle a basic source that emits next then completes', '--1--2--^--3--4--5---|',
     'retry', '---3--4--5---|')

# repeat-spec.ts
P = 'repeat'
case(P, 'should resubscribe count number of times', '--a--b--|', 'repeat 3',
     '--a--b----a--b----a--b--|')
case(P, 'the same with the config object', '--a--b--|', 'repeat {count: 3}',
     '--a--b----a--b----a--b--|')
case(P, 'should resubscribe multiple times', '--a--b--|', 'repeat 2 | repeat 2',
     '--a--b----a--b----a--b----a--b--|')
case(P, 'should complete without emit when count is zero', '--a--b--|', 'repeat 0', '|')
case(P, 'should emit source once when count is one', '--a--b--|', 'repeat 1', '--a--b--|')

# withLatestFrom-spec.ts
WL = 'withLatestFrom'
case(WL, 'should merge the value with the latest values from the other observables into arrays',
     '--a--^---b---c---d-|',
     'withLatestFrom { marbles "%s", 1 }, { marbles "%s", 1 }'
     % (source('--e--^-f---g---h------|'), source('--i--^-j---k---l------|')),
     '----x---y---z-|',
     values={'x': '["b","f","j"]', 'y': '["c","g","k"]', 'z': '["d","h","l"]'})
case(WL, 'should handle empty', '|',
     'withLatestFrom { marbles "%s", 1 }, { marbles "%s", 1 }'
     % (source('--e--^-f---g---h----|'), source('--i--^-j---k---l----|')), '|')
case(WL, 'should handle throw', '#',
     'withLatestFrom { marbles "%s", 1 }, { marbles "%s", 1 }'
     % (source('--e--^-f---g---h----|'), source('--i--^-j---k---l----|')), '#')

# mergeMap-spec.ts
M = 'mergeMap'
case(M, 'should mergeMap to many cold Observable, with parameter concurrency=1',
     '-a-------b-------c---|', 'mergeMap { marbles "----i---j---k---l---|", 1 }, 1',
     '-----i---j---k---l-------i---j---k---l-------i---j---k---l---|')
case(M, 'should mergeMap to many cold Observable, with parameter concurrency=2',
     '-a-------b-------c---|', 'mergeMap { marbles "----i---j---k---l---|", 1 }, 2',
     '-----i---j---(ki)(lj)k---(li)j---k---l---|')
case(M, 'should mergeMap many outer values to many inner values',
     '-a-------b-------c-------d-------|', 'mergeMap { marbles "----i---j---k---l---|", 1 }',
     '-----i---j---(ki)(lj)(ki)(lj)(ki)(lj)k---l---|')

# endWith-spec.ts
EW = 'endWith'
for src, values, _, _, title, exp in ENDS:
    case(EW, title, src, 'endWith ' + values, exp)

# every-spec.ts
EV = 'every'
case(EV, 'should emit true if source is empty', '-----|', 'every x == "x"', '-----(x|)',
     values={'x': 'true'})
case(EV, 'should emit false if single source element does not match with predicate', '--a--|',
     'every x != "a"', '--(x|)', values={'x': 'false'})
case(EV, 'should emit false if none of elements match with predicate', '--a--b--c--d--e--|',
     'every false', '--(x|)', values={'x': 'false'})
case(EV, 'should return false if only some of elements matches with predicate',
     '--1--2--3--4--5--|', 'every x < 4', '-----------(x|)', values={'x': 'false'})

# isEmpty-spec.ts
IE = 'isEmpty'
case(IE, 'should return true if source is empty', '-----|', 'isEmpty', '-----(T|)',
     values={'T': 'true'})
case(IE, 'should return false if source emits element', '--a--^--b--|', 'isEmpty', '---(F|)',
     values={'F': 'false'})
case(IE, 'should raise error if source raises error', '--#', 'isEmpty', '--#')
case(IE, 'should return true if source is empty (cold)', '|', 'isEmpty', '(T|)',
     values={'T': 'true'})

# throwIfEmpty-spec.ts
TE = 'throwIfEmpty'
case(TE, 'should error when empty', '----|', 'throwIfEmpty', '----#',
     error='throwIfEmpty: no elements in sequence')
case(TE, 'should pass values through', '----a---b---c---|', 'throwIfEmpty', '----a---b---c---|')

# findIndex-spec.ts and find-spec.ts
FI = 'findIndex'
case(FI, 'should return matching element from source emits single element', '---a--b--c--d---|',
     'findIndex x == "c"', '---------(x|)', values={'x': '2'})
case(FI, 'should return negative index if source is empty to match predicate', '|',
     'findIndex true', '(x|)', values={'x': '-1'})
case(FI, 'should return index of matching element from source emits multiple elements',
     '--a--b---c-|', 'findIndex x == "b"', '-----(x|)', values={'x': '1'})
case(FI, 'should return negative index if element does not match with predicate', '--a--b--c--|',
     'findIndex x == "z"', '-----------(x|)', values={'x': '-1'})
FN = 'find'
case(FN, 'should return matching element from source emits single element', '---a--b--c--d---|',
     'find x == "c"', '---------(c|)')
case(FN, 'should return undefined if source is empty to match predicate', '|', 'find true',
     '(x|)', values={'x': 'null'})
case(FN, 'should return matching element from source emits multiple elements', '--a--b---c-|',
     'find x == "b"', '-----(b|)')
case(FN, 'should return undefined if element does not match with predicate', '--a--b--c--|',
     'find x == "z"', '-----------(x|)', values={'x': 'null'})

def write_case(out, spec, title, program, lines, fails):
    """One case in run.py's format, as every gen*.py writes it: the program (its text, ending
    in a newline) run with `--virtual`, the lines it prints, and exit status 1 if it `fails`."""
    out.write('=== rxjs %s-spec: %s\n' % (spec, title))
    out.write('--- args\n--virtual\n--- program\n' + program)
    out.write('--- stdout\n')
    for line in lines:
        out.write(line + '\n')
    if fails:
        out.write('--- exit\n1\n')
    out.write('\n')

def emit(out):
    for spec, title, src, stages, exp, error, values, exit in CASES:
        write_case(out, spec, title, 'marbles "%s", 1 | %s\n' % (source(src), stages),
                   expected(exp, error, values), '#' in exp)

if __name__ == '__main__':
    emit(sys.stdout)
