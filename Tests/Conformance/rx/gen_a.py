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

# min-spec.ts, max-spec.ts (a source's value map is a `map` stage before the operator)
for OP, V1, V2, V3 in (('min', '-1', '-1', '2'), ('max', '42', '6', '3')):
    case(OP, 'should %s the values of an observable' % OP, '--a--b--c--|',
         'map {"a": 42, "b": -1, "c": 3}[x] | ' + OP, '-----------(x|)', values={'x': V1})
    case(OP, 'should be zero when source is empty', '|', OP, '|')
    case(OP, "should complete when source doesn't have values", '-x-^---|', OP, '----|')
    case(OP, 'should %s the unique value of an observable' % OP, '-x-^--y--|',
         'map 42 | ' + OP, '------(w|)', values={'w': '42'})
    case(OP, 'should %s the values of an ongoing hot observable' % OP, '--a-^-b--c--d--|',
         'map {"a": 42, "b": -1, "c": 0, "d": 6}[x] | ' + OP, '-----------(x|)',
         values={'x': V2})
    case(OP, 'should work with error', '-x-^--y--z--#', OP, '---------#')
    case(OP, 'should work with throw', '#', OP, '#')
    case(OP, 'should handle a constant predicate on an empty hot observable', '-x-^---|',
         OP + ' -1', '----|')
    case(OP, 'should handle a constant predicate on a simple hot observable', '-x-^-a-|',
         'map 1 | ' + OP + ' -1', '----(w|)', values={'w': '1'})
    case(OP, 'should %s with a comparer over acc and x' % OP, '--a--b--c--|',
         'map {"a": 1, "b": 3, "c": 2}[x] | ' + OP + ' acc - x', '-----------(x|)',
         values={'x': V3 if OP == 'max' else '1'})

if __name__ == '__main__':
    gen.emit(sys.stdout)
