#!/usr/bin/env python3
"""RxJS 7's specs (spec/operators/*-spec.ts, same commit and rules as gen.py) of audit,
debounce and throttle with a duration selector, sample, bufferTime, bufferWhen,
bufferToggle, windowCount, windowTime, window and windowToggle.
Run: python3 gen_d.py > rxjs-specs-d.cases

A second stream (a notifier, openings, a cold duration) is a `let n_ = marbles "…", 1`,
subscribed when the operator subscribes it (a hot one from its `^`, or from frame 0). A
window is checked through `mergeMap { w -> w | collect }`: the expected inner marble becomes
the array of its values, sent when it completes (its frames counted from the window's).
"""
import sys
from gen import source, expected, parse, write_case

CASES = []

def case(spec, title, src, stage, exp, error='marble error', values={}, lets=None, hot=()):
    """`hot`: the names among `lets` (and `s` for the source) that are hot in RxJS where it
    matters: a `publish` connected before the pipeline runs, so its events were scheduled
    before the operator's own timers, as a hot observable's are in RxJS's TestScheduler
    (its frame-0 events are lost: used only where there are none)."""
    CASES.append((spec, title, src, stage, exp, error, values, lets or {}, hot))

def item(c):
    return c if c.isdigit() else '"%s"' % c

def arr(letters):
    return '[' + ','.join(item(c) for c in letters) + ']'

def windows(outer, inners, error='marble error'):
    """Output lines of `… | mergeMap { w -> w | collect }` for the expected outer marble
    and its inner (cold, from the window's frame) marbles."""
    events = []  # (time, order, line)
    n = 0
    for frame, c in parse(outer):
        n += 1
        if c == '|':
            events.append((frame, 2, n, '%.3f completed' % frame))
        elif c == '#':
            events.append((frame, 1, n, '%.3f error "%s"' % (frame, error)))
        else:
            vals = []
            for f, d in parse(inners[c]):
                if d == '|':
                    events.append((frame + f, 0, n, '%.3f next %s' % (frame + f, arr(vals))))
                    break
                if d == '#':
                    events.append((frame + f, 1, n, '%.3f error "%s"' % (frame + f, error)))
                    break
                vals.append(d)
    events.sort()
    lines = []
    for _, _, _, line in events:
        lines.append(line)
        if ' error ' in line:
            break
    return lines

W = ' | mergeMap { w -> w | collect }'

# The edge specs audit-spec.ts and throttle-spec.ts share word for word, with the duration
# `marbles "-----|", 1`: (title, source, expected)
DURATION_EDGES = (
    ('should complete when source does not emit', '-----|', '-----|'),
    ('should raise error when source does not emit and raises error', '-----#', '-----#'),
    ('should handle an empty source', '|', '|'),
    ('should handle a never source', '-', '-'),
    ('should handle a throw source', '#', '#'),
)

# audit-spec.ts
A = 'audit'
case(A, 'should emit the last value in each time window', '-a-xy-----b--x--cxyz-|',
     'audit { marbles "----i", 1 }', '-----y--------x-----z|')
case(A, 'should delay the source if values are not emitted often enough',
     '-a--------b-----c----|', 'audit { marbles "----x", 1 }', '-----a--------b-----c|')
case(A, 'should audit with duration Observable using next to close the duration',
     '-a-xy-----b--x--cxxx-|', 'audit { marbles "----x-y-z", 1 }', '-----y--------x-----x|')
case(A, 'should handle a busy producer emitting a regular repeating sequence (one frame later)',
     '-abcdefabcdefabcdefabcdefa|', 'audit { marbles "-----x", 1 }',
     '------f-----f-----f-----f-----(a|)')
case(A, 'should emit no values if durations are EMPTY', 'abcdefabcdefabcdefabcdefa|',
     'audit { empty }', '-------------------------|')
case(A, 'should emit no values and never complete if duration is a never',
     '----abcdefabcdefabcdefabcdefa|', 'audit { never }', '------------------------------')
case(A, 'should unsubscribe duration Observable when source raise error',
     '----abcdefabcdefabcdefabcdefa#', 'audit { marbles "-", 1 }', '-----------------------------#')
case(A, 'should raise error as soon as just-throw duration is used',
     '----abcdefabcdefabcdefabcdefa|', 'audit { marbles "#", 1 }', '----#')
for title, src, exp in DURATION_EDGES:
    case(A, title, src, 'audit { marbles "-----|", 1 }', exp)
case(A, 'should emit last value after duration completes if source completes first',
     '-a--------xy|', 'audit { marbles "----x", 1 }', '-----a--------(y|)')

# debounce-spec.ts (getTimerSelector(n) is `{ timer n }`)
D = 'debounce'
case(D, 'should debounce values by a specified cold Observable', '-a----bc----d-ef----|',
     'debounce { marbles "---x", 1 }', '----a-----c-------f-|')
case(D, 'should delay all element by selector observable', '--a--b--c--d---------|',
     'debounce { timer 2 }', '----a--b--c--d-------|')
case(D, 'should debounce by selector observable', '--a--bc--d----|', 'debounce { timer 2 }',
     '----a---c--d--|')
case(D, 'should complete when source does not emit', '-----|', 'debounce { timer 2 }', '-----|')
case(D, 'should complete when source is empty', '|', 'debounce { timer 2 }', '|')
case(D, 'should raise error when source does not emit and raises error', '-----#',
     'debounce { timer 2 }', '-----#')
case(D, 'should raise error when source throws', '#', 'debounce { timer 2 }', '#')
case(D, 'should debounce and does not complete when source does not completes',
     '--a--bc--d---', 'debounce { timer 2 }', '----a---c--d-')
case(D, 'should not complete when source does not complete', '-', 'debounce { timer 2 }', '-')
case(D, 'should delay all element until source raises error', '--a--b--c--d---------#',
     'debounce { timer 2 }', '----a--b--c--d-------#')
case(D, 'should debounce all elements while source emits by selector observable',
     '---a---b---c---d---e|', 'debounce { timer 4 }', '--------------------(e|)')
case(D, 'should debounce all element while source emits by selector observable until raises '
     'error', '--a--b--c--d-#', 'debounce { timer 5 }', '-------------#')
case(D, 'should delay element by same selector observable emits multiple',
     '----a--b--c----d-----e-------|', 'debounce { marbles "--x-y-", 1 }',
     '------a--b--c----d-----e-----|')
case(D, 'should ignore all values except last, when given an empty selector Observable',
     '--------a-x-yz---bxy---z--c--x--y--z|', 'debounce { empty }',
     '------------------------------------(z|)')
case(D, 'should ignore all values except last, when given a never selector Observable',
     '--------a-x-yz---bxy---z--c--x--y--z|', 'debounce { never }',
     '------------------------------------(z|)')

# throttle-spec.ts
T = 'throttle'
case(T, 'should immediately emit the first value in each time window', '-a-xy-----b--x--cxyz-|',
     'throttle { marbles "----i", 1 }', '-a--------b-----c----|')
case(T, 'should simply mirror the source if values are not emitted often enough',
     '^a--------b-----c----|', 'throttle { marbles "----|", 1 }', '-a--------b-----c----|')
case(T, 'should throttle with duration Observable using next to close the duration',
     '^a-xy-----b--x--cxxx-|', 'throttle { marbles "----x-y-z", 1 }', '-a--------b-----c----|')
case(T, 'should handle a busy producer emitting a regular repeating sequence (one frame later)',
     '-abcdefabcdefabcdefabcdefa|', 'throttle { marbles "-----|", 1 }',
     '-a-----a-----a-----a-----a|')
case(T, 'should mirror source if durations are empty', 'abcdefabcdefabcdefabcdefa|',
     'throttle { marbles "|", 1 }', 'abcdefabcdefabcdefabcdefa|')
case(T, 'should take only the first value emitted if duration is a never',
     '----abcdefabcdefabcdefabcdefa|', 'throttle { never }', '----a------------------------|')
case(T, 'should unsubscribe duration Observable when source raise error',
     '----abcdefabcdefabcdefabcdefa#', 'throttle { never }', '----a------------------------#')
case(T, 'should raise error as soon as just-throw duration is used',
     '----abcdefabcdefabcdefabcdefa|', 'throttle { marbles "#", 1 }', '----(a#)')
for title, src, exp in DURATION_EDGES:
    case(T, title, src, 'throttle { marbles "-----|", 1 }', exp)
case(T, 'throttle(fn, { leading: true, trailing: true }): should immediately emit the first '
     'value in each time window', '-a-xy-----b--x--cxxx------|',
     'throttle { marbles "----x", 1 }, {trailing: true}', '-a---y----b---x---x---x---|')
case(T, 'throttle(fn, { leading: true, trailing: true }): should emit trailing value after '
     'throttle duration when source completes', '-a--------xy|',
     'throttle { marbles "----x", 1 }, {trailing: true}', '-a--------x---(y|)')

# sample-spec.ts (RxJS's sample is `sample N, {rxjs: true}`)
S = 'sample'
def sample(title, src, notifier, exp):
    case(S, title, src, 'sample n_, {rxjs: true}', exp, lets={'n': notifier})
sample('should get samples when the notifier emits', '---a----b---c----------d-----|',
       '-----x----------x---x------x---|', '-----a----------c----------d-|')
sample('should sample nothing if source has not nexted at all', '----a-^------------|',
       '-----x-------|', '-------------|')
sample('should sample nothing if source has nexted after all notifications, but notifier does '
       'not complete', '----a-^------b-----|', '-----x--------', '-------------|')
sample('should not sample when the notifier completes', '----a-^------b----------|',
       '-----x-----|', '------------------|')
sample('should not complete when the notifier completes, nor should it emit',
       '----a----b----c----d----e----f----', '------x-|', '------a---------------------------')
sample('should complete only when the source completes, if notifier completes early',
       '----a----b----c----d----e----f---|', '------x-|', '------a--------------------------|')
sample('should only sample when a new value arrives, even if it is the same value',
       '----a----b----c----c----e----f----|', '------x-x------xx-x---x----x--------|',
       '------a--------c------c----e------|')
sample('should raise error if source raises error', '----a-^--b----c----d----#',
       '-----x----------x----------x----------|', '-----b----------d-#')
sample('should completes if source does not emits', '|', '------x-------|', '|')
sample('should raise error if source throws immediately', '#', '------x-------|', '#')
sample('should raise error if notification raises error', '--a-----|', '----#', '----#')
sample('should not completes if source does not complete', '---------------',
       '------x-------|', '---------------')
sample('should sample only until source completes', '----a----b----c----d-|',
       '-----------x----------x------------|', '-----------b---------|')
sample('should complete sampling if sample observable completes', '----a----b----c----d-|', '|',
       '---------------------|')

# bufferTime-spec.ts
BT = 'bufferTime'
case(BT, 'should emit buffers at intervals', '---a---b---c---d---e---f---g-----|',
     'bufferTime 10', '----------w---------x---------y--(z|)',
     values={'w': arr('ab'), 'x': arr('cde'), 'y': arr('fg'), 'z': '[]'})
case(BT, 'should emit buffers at intervals test 2',
     '---------a---------b---------c---------d---------e---------g--------|',
     'bufferTime 32', '--------------------------------x-------------------------------y---(z|)',
     values={'x': arr('abc'), 'y': arr('deg'), 'z': '[]'})
case(BT, 'should emit buffers at intervals or when the buffer is full',
     '---a---b---c---d---e---f---g-----|', 'bufferTime 10, null, 2',
     '-------w-------x-------y---------(z|)',
     values={'w': arr('ab'), 'x': arr('cd'), 'y': arr('ef'), 'z': arr('g')})
case(BT, 'should emit buffers at intervals or when the buffer is full test 2',
     '---a---b---c---d---e---f---g-----|', 'bufferTime 10, null, 3',
     '----------w--------x---------y---(z|)',
     values={'w': arr('ab'), 'x': arr('cde'), 'y': arr('fg'), 'z': '[]'})
case(BT, 'should emit buffers that have been created at intervals and close after the specified '
     'delay', '---a---b---c----d----e----f----g----h----i----(k|)', 'bufferTime 21, 20',
     '---------------------x-------------------y----(z|)',
     values={'x': arr('abcde'), 'y': arr('efghi'), 'z': arr('ik')}, hot=('s',))
case(BT, 'should emit buffers that have been created at intervals and close after the specified '
     'delay or when the buffer is full', '---a---b---c----d----e----f----g----h----i----(k|)',
     'bufferTime 21, 20, 4', '----------------x-------------------y---------(z|)',
     values={'x': arr('abcd'), 'y': arr('efgh'), 'z': arr('ik')})
case(BT, 'should emit buffers with timeSpan 10 and creationInterval 7',
     '--1--^2--3---4---5--6--7---8----9------------|', 'bufferTime 10, 7',
     '----------a------b------c------d------e-(f|)',
     values={'a': arr('234'), 'b': arr('456'), 'c': arr('678'), 'd': arr('89'), 'e': '[]',
             'f': '[]'})
case(BT, 'should emit buffers but handle source ending with an error',
     '--1--^2--3---4---5--6--7---8----9------------#', 'bufferTime 10, 7',
     '----------a------b------c------d------e-#',
     values={'a': arr('234'), 'b': arr('456'), 'c': arr('678'), 'd': arr('89'), 'e': '[]'})

# bufferWhen-spec.ts
BW = 'bufferWhen'
case(BW, 'should emit buffers that close and reopen', '--a--^---b---c---d---e---f---g---------|',
     'bufferWhen { marbles "--------------(s|)", 1 }', '--------------x-------------y-----(z|)',
     values={'x': arr('bcd'), 'y': arr('efg'), 'z': '[]'})

# bufferToggle-spec.ts
BG = 'bufferToggle'
case(BG, 'should emit buffers using hot openings and hot closings',
     '---a---b---c---d---e---f---g---|', 'bufferToggle o_, { c_ }',
     '---------x---------------y-----|', values={'x': arr('ab'), 'y': arr('f')},
     lets={'o': '--o------------------o---------|', 'c': '---------c---------------c-----|'},
     hot=('c',))
case(BG, 'should emit buffers that are opened by an observable from the first argument and '
     'closed by an observable returned by the function in the second argument',
     '-----a----b----c----d----e----f----g----h----i----|',
     'bufferToggle o_, { marbles "---------------(j|)", 1 }',
     '----------------------------q-------------r-------(s|)',
     values={'q': arr('cde'), 'r': arr('fgh'), 's': arr('i')},
     lets={'o': '-------------x-------------y--------------z-------|'})

# windowCount-spec.ts
WC = 'windowCount'
def wcase(spec, title, src, stage, outer, inners, lets=None, hot=()):
    case(spec, title, src, stage + W, windows(outer, inners), lets=lets, hot=hot)
wcase(WC, 'should emit windows with count 3, no skip specified',
      '---a---b---c---d---e---f---g---h---i---|', 'windowCount 3',
      'x----------y-----------z-----------w---|',
      {'x': '---a---b---(c|)', 'y': '----d---e---(f|)', 'z': '----g---h---(i|)', 'w': '----|'})
wcase(WC, 'should emit windows with count 2 and skip 1', '^-a--b--c--d--|', 'windowCount 2, 1',
      'u-v--x--y--z--|',
      {'u': '--a--(b|)', 'v': '---b--(c|)', 'x': '---c--(d|)', 'y': '---d--|', 'z': '---|'})
wcase(WC, 'should emit windows with count 2, and skip unspecified', '--a--b--c--d--e--f--|',
      'windowCount 2', 'x----y-----z-----w--|',
      {'x': '--a--(b|)', 'y': '---c--(d|)', 'z': '---e--(f|)', 'w': '---|'})
wcase(WC, 'should return empty if source is empty', '|', 'windowCount 2, 1', '(w|)', {'w': '|'})
wcase(WC, 'should return Never if source if Never', '-', 'windowCount 2, 1', 'w', {'w': '-'})
wcase(WC, 'should propagate error from a just-throw source', '#', 'windowCount 2, 1', '(w#)',
      {'w': '#'})
wcase(WC, 'should raise error if source raises error', '--a--b--c--d--e--f--#',
      'windowCount 3, 1', 'u-v--w--x--y--z--q--#',
      {'u': '--a--b--(c|)', 'v': '---b--c--(d|)', 'w': '---c--d--(e|)', 'x': '---d--e--(f|)',
       'y': '---e--f--#', 'z': '---f--#', 'q': '---#'})

# window-spec.ts
WI = 'window'
wcase(WI, 'should emit windows that close and reopen', '---a---b---c---d---e---f---g---h---i---|',
      'window c_', 'x------------y------------z------------|',
      {'x': '---a---b---c-|', 'y': '--d---e---f--|', 'z': '-g---h---i---|'},
      lets={'c': '-------------w------------w----------------|'})
wcase(WI, 'should return a single empty window if source is empty and closings are basic', '|',
      'window c_', '(w|)', {'w': '|'}, lets={'c': '--x--x--|'})
wcase(WI, 'should return a single empty window if source is empty and closing is empty', '|',
      'window c_', '(w|)', {'w': '|'}, lets={'c': '|'})
wcase(WI, 'should return a single Never window if source is Never', '------', 'window c_',
      'w-----', {'w': '------'}, lets={'c': '------'})
wcase(WI, 'should be able to split a never Observable into timely empty windows', '^--------',
      'window c_', 'a-b--c---', {'a': '--|', 'b': '---|', 'c': '----'}, lets={'c': '--x--x--|'})
wcase(WI, 'should emit an error-only window if outer is a simple throw-Observable', '#',
      'window c_', '(w#)', {'w': '#'}, lets={'c': '--x--x--|'})

# windowTime-spec.ts
WT = 'windowTime'
wcase(WT, 'should emit windows given windowTimeSpan and windowCreationInterval',
      '--1--2--^-a--b--c--d--e---f--g--h-|', 'windowTime 5, 10', 'x---------y---------z-----|',
      {'x': '--a--(b|)', 'y': '-d--e|', 'z': '-g--h|'}, hot=('s',))
wcase(WT, 'should close windows after max count is reached',
      '--1--2--^--a--b--c--d--e--f--g-----|', 'windowTime 10, null, 2',
      'w-----x-----y-----z--------|',
      {'w': '---a--(b|)', 'x': '---c--(d|)', 'y': '---e--(f|)', 'z': '---g-----|'})
wcase(WT, 'should emit windows given windowTimeSpan', '--1--2--^--a--b--c--d--e--f--g--h--|',
      'windowTime 10', 'x---------y---------z------|',
      {'x': '---a--b--c|', 'y': '--d--e--f-|', 'z': '-g--h--|'})
wcase(WT, 'should return a single empty window if source is empty', '|', 'windowTime 5, 10',
      '(w|)', {'w': '|'})

# windowToggle-spec.ts
WG = 'windowToggle'
wcase(WG, 'should emit windows governed by openings and closings',
      '--1--2--^-a--b--c--d--e--f--g--h-|', 'windowToggle o_, { marbles "-----x", 1 }',
      '----x--------y--------z--|', {'x': '-b--c|', 'y': '-e--f|', 'z': '-h-|'},
      lets={'o': '----w--------w--------w--|'})

# more of the same specs
case(BW, 'should not emit buffers using varying empty delayed closings',
     '--a--^---b---c---d---e---f---g---h------|',
     'bufferWhen { marbles "---------------|", 1 }', '-----------------------------------(x|)',
     values={'x': arr('bcdefgh')})
case(BG, 'should emit buffers using varying empty delayed closings',
     '--a--^---b---c---d---e---f---g---h------|',
     'bufferToggle o_, { marbles "----|", 1 }', '-----------------------------------(ijk|)',
     values={'i': arr('bcdefgh'), 'j': arr('efgh'), 'k': arr('gh')},
     lets={'o': '--x-----------y--------z---|'})
wcase(WI, 'should handle basic case with window closings', '-1-2-^3-4-5-6-7-8-9-|', 'window c_',
      'a---b---c---d--|', {'a': '-3-4|', 'b': '-5-6|', 'c': '-7-8|', 'd': '-9-|'},
      lets={'c': '---^---x---x---x---x---x---|'})
wcase(WT, 'should emit windows given windowTimeSpan and windowCreationInterval (5, 10)',
      '--1--2--^--a--b--c--d--e--f--g--h--|', 'windowTime 5, 10',
      'x---------y---------z------|', {'x': '---a-|', 'y': '--d--(e|)', 'z': '-g--h|'})
wcase(WT, 'should emit an error-only window if outer is a simple throw-Observable', '#',
      'windowTime 5, 10', '(w#)', {'w': '#'})
wcase(WG, 'should emit windows using varying empty delayed closings',
      '--a--^---b---c---d---e---f---g---h------|', 'windowToggle o_, { marbles "----|", 1 }',
      '--x-----------y--------z-----------|',
      {'x': '--b---c---d---e---f---g---h------|', 'y': '--e---f---g---h------|',
       'z': '-g---h------|'}, lets={'o': '--x-----------y--------z---|'})

case(A, 'should mirror source if durations are immediate', 'abcdefabcdefabcdefabcdefa|',
     'audit { marbles "x", 1 }', 'abcdefabcdefabcdefabcdefa|')
case(A, 'should mirror source if durations are synchronous observables',
     'abcdefabcdefabcdefabcdefa|', 'audit { just "one single value" }',
     'abcdefabcdefabcdefabcdefa|')
case(T, 'should mirror source if durations are immediate', 'abcdefabcdefabcdefabcdefa|',
     'throttle { marbles "x", 1 }', 'abcdefabcdefabcdefabcdefa|')
case(D, 'should support a scalar selector observable', '--a--bc--d----|', 'debounce { just 0 }',
     '--a--bc--d----|')

case(BT, 'should handle empty', '|', 'bufferTime 10', '(b|)', values={'b': '[]'})
case(BT, 'should handle throw', '#', 'bufferTime 10', '#')
case(BT, 'should handle errors', '---a---b---c---#', 'bufferTime 10', '----------w----#',
     values={'w': arr('ab')})
case(BT, 'should emit buffers that have been created at intervals and close after the specified '
     'delay with errors', '---a---b---c----d----e----f----g----h----i--#', 'bufferTime 21, 20',
     '---------------------x-------------------y--#',
     values={'x': arr('abcde'), 'y': arr('efghi')}, hot=('s',))
case(BT, 'should not throw when subscription synchronously unsubscribed after emit',
     '---a---b---c---d---e---f---g-----|', 'bufferTime 10 | take 2', '----------w---------(x|)',
     values={'w': arr('ab'), 'x': arr('cde')})

# shareReplay-spec.ts: each subscriber is a background job started at its frame (`s &`
# after a `sleep`); its lines carry its job number and times from its own start.
def shared(title, src, stage, subscribers, error='marble error'):
    program = 'let s = marbles "%s", 1 | %s\n' % (source(src), stage)
    at, events = 0, []
    for job, (start, marble) in enumerate(subscribers, 1):
        if start > at:
            program += 'sleep %d\n' % (start - at)
            at = start
        program += 's &\n'
        for n, line in enumerate(expected(marble, error)):
            t, rest = line.split(' ', 1)
            events.append((float(t), job, n, '[%d] %.3f %s' % (job, float(t) - start, rest)))
    events.sort()
    PROGRAMS.append(('shareReplay', title, program, [e[3] for e in events]))

PROGRAMS = []
shared('should mirror a simple source Observable', '--1-2---3-4--5-|', 'shareReplay',
       [(0, '--1-2---3-4--5-|')])
shared('should multicast the same values to multiple observers, bufferSize=1', '-1-2-3----4-|',
       'shareReplay 1', [(0, '-1-2-3----4-|'), (4, '----23----4-|'), (8, '--------3-4-|')])
shared('should multicast the same values to multiple observers, bufferSize=2',
       '-1-2-----3------4-|', 'shareReplay 2',
       [(0, '-1-2-----3------4-|'), (4, '----(12)-3------4-|'), (11, '-----------(23)-4-|')])
shared('should multicast an error from the source to multiple observers', '-1-2-3----4-#',
       'shareReplay 1', [(0, '-1-2-3----4-#'), (4, '----23----4-#'), (8, '--------3-4-#')])
shared('should multicast an empty source', '|', 'shareReplay 1', [(0, '|')])
shared('should multicast a throw source', '#', 'shareReplay 1', [(0, '#')])

def emit(out):
    for spec, title, src, stage, exp, error, values, lets, hot in CASES:
        program = ''
        for name, marble in lets.items():
            if name in hot:
                program += ('let %s_ = marbles "%s", 1 | publish\nconnect %s_\n'
                            % (name, source(marble), name))
            else:
                program += 'let %s_ = marbles "%s", 1\n' % (name, source(marble))
        if 's' in hot:
            program += ('let s_ = marbles "%s", 1 | publish\nconnect s_\ns_ | %s\n'
                        % (source(src), stage))
        else:
            program += 'marbles "%s", 1 | %s\n' % (source(src), stage)
        lines = exp if isinstance(exp, list) else expected(exp, error, values)
        write_case(out, spec, title, program, lines, any(' error ' in line for line in lines))

def emit_programs(out):
    for spec, title, program, lines in PROGRAMS:
        write_case(out, spec, title, program, lines, any(' error ' in line for line in lines))

if __name__ == '__main__':
    emit(sys.stdout)
    emit_programs(sys.stdout)
