#!/usr/bin/env python3
"""More of RxJS 7's spec/operators/*-spec.ts (same commit and rules as gen.py), for the Rx
operators of OperatorTable+RxA. Run: python3 gen_a.py > rxjs-specs-a.cases
"""
import sys
import gen

gen.CASES.clear()
case = gen.case

# single-spec.ts
S = 'single'
MANY, EMPTY, NONE = ('single: too many matching values', 'single: no elements in sequence',
                     'single: no matching values')
case(S, 'should raise error from empty predicate if observable emits multiple time',
     '--a--b--c--|', 'single', '-----#', error=MANY)
case(S, 'should raise error from empty predicate if observable does not emit', '--a--^--|',
     'single', '---#', error=EMPTY)
case(S, 'should return only element from empty predicate if observable emits only once',
     '--a--|', 'single', '-----(a|)')
case(S, 'should raise error from empty predicate if observable emits error', '--a--b^--#',
     'single', '---#')
case(S, 'should raise error from predicate if observable emits error', '--a--b^--#',
     'single x == "c"', '---#')
case(S, 'should return element from predicate if observable have single matching element',
     '--a--b--c--|', 'single x == "b"', '-----------(b|)')
case(S, 'should raise error from predicate if observable have multiple matching element',
     '--a--b--a--b--b--|', 'single x == "b"', '-----------#', error=MANY)
case(S, 'should raise error from predicate if observable does not emit', '--a--^--|',
     'single x == "a"', '---#', error=EMPTY)
case(S, 'should raise error from predicate if observable does not contain matching element',
     '--a--b--c--|', 'single x == "x"', '-----------#', error=NONE)
case(S, 'should error for synchronous empty observables when no arguments are provided', '|',
     'single', '#', error=EMPTY)
case(S, 'should error for async empty observables when no arguments are provided', '-------|',
     'single', '-------#', error=EMPTY)
case(S, 'should error for hot observables that do not emit while active when no arguments are '
     'provided', '--a--b--^----|', 'single', '-----#', error=EMPTY)
case(S, 'should error for synchronous empty observables when predicate never passes', '|',
     'single false', '#', error=EMPTY)
case(S, 'should error for async empty observables when predicate never passes', '-------|',
     'single false', '-------#', error=EMPTY)
case(S, 'should error for synchronous observables that emit when predicate never passes',
     '(a|)', 'single false', '#', error=NONE)

if __name__ == '__main__':
    gen.emit(sys.stdout)
