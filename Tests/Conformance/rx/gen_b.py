#!/usr/bin/env python3
"""RxJS 7's specs of operators on a signal of signals (spec/operators/<op>-spec.ts, same
commit as gen.py), translated as gen.py does; each cold inner observable becomes a
`let` of a `marbles "…", 1` chosen by the outer value's letter, subscribed when the operator
subscribes it. Run: python3 gen_b.py > rxjs-specs-b.cases
"""
import sys
from gen import source, expected, write_case

CASES = []

def case(spec, title, outer, inners, stage, exp, error='marble error', values={}):
    CASES.append((spec, title, outer, inners, stage, exp, error, values))

def lets(inners):
    """A `let` per cold inner observable (`let x_ = marbles "…", 1`: cold, subscribed anew by
    each subscription), and the expression picking one by the outer value's letter."""
    items = list(inners.items())
    text = ''.join('let %s_ = marbles "%s", 1\n' % (n, source(m)) for n, m in items)
    expr = '%s_' % items[-1][0]
    for name, _ in reversed(items[:-1]):
        expr = 'x == "%s" ? %s_ : (%s)' % (name, name, expr)
    return text, expr

S = 'switchAll'
case(S, 'should switch a hot observable of cold observables', '--x------y-------|',
     {'x': '--a---b--c---d--|', 'y': '----e---f--g---|'}, 'switchAll',
     '----a---b----e---f--g---|')
C = 'concatAll'
case(C, 'should concat an observable of observables', '-x---y----z------|',
     {'x': '----a------b------|', 'y': '---c-d---|', 'z': '---e--f-|'}, 'concatAll',
     '-----a------b---------c-d------e--f-|')
case(C, 'should concat merging a hot observable of non-overlapped observables',
     '--x---------y--------z--------|',
     {'x': 'a-b---------|', 'y': 'c-d-e-f-|', 'z': 'g-h-i-j-k-|'}, 'concatAll',
     '--a-b---------c-d-e-f-g-h-i-j-k-|')
case(C, 'should raise error if inner observable raises error',
     '--x---------y--------z--------|',
     {'x': 'a-b---------|', 'y': 'c-d-e-f-#', 'z': 'g-h-i-j-k-|'}, 'concatAll',
     '--a-b---------c-d-e-f-#')
CL = 'combineLatestAll'
case(CL, 'should combine events from two observables', '-x----y--------|',
     {'x': '-a-----b---|', 'y': '--1-2-|'}, 'combineLatestAll',
     '-----------------A-B--C---|',
     values={'A': '["a",1]', 'B': '["a",2]', 'C': '["b",2]'})
Z = 'zipAll'
case(Z, 'should combine paired events from two observables', '-x----y--------|',
     {'x': '-a-----b-|', 'y': '--1-2-----'}, 'zipAll',
     '-----------------A----B-|', values={'A': '["a",1]', 'B': '["b",2]'})

def emit(out):
    for spec, title, outer, inners, stage, exp, error, values in CASES:
        text, expr = lets(inners)
        program = text + 'marbles "%s", 1 | map %s | %s\n' % (source(outer), expr, stage)
        write_case(out, spec, title, program, expected(exp, error, values), '#' in exp)

if __name__ == '__main__':
    emit(sys.stdout)
