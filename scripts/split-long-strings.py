#!/usr/bin/env python3
# Splits single-line string literals in lines over 100 columns into "a " + "b" at a space
# (byte-identical strings). Usage: python3 scripts/split-long-strings.py FILE...; then
# `swift format format --in-place FILE...`. Lines it cannot split are left as they are.
import sys, re
LIMIT = 100
def literals(line):
    """yield (start, content_start, content_end, end, hashes) for single-line string literals"""
    i = 0; n = len(line); out = []
    while i < n:
        c = line[i]
        if line.startswith('//', i): break
        if c == '#' or c == '"':
            j = i; h = 0
            while j < n and line[j] == '#': h += 1; j += 1
            if j >= n or line[j] != '"': i = j if j > i else i + 1; continue
            if line.startswith('"""', j): return None
            cs = j + 1; k = cs; interp = []  # list of (start,end) of interpolations
            close = '"' + '#' * h
            esc = '\\' + '#' * h
            while k < n:
                if line.startswith(esc, k):
                    k2 = k + len(esc)
                    if k2 < n and line[k2] == '(':
                        depth = 1; m = k2 + 1; ins = None
                        while m < n and depth:
                            if line[m] == '"':
                                # nested string inside interpolation: skip it
                                m += 1
                                while m < n and line[m] != '"':
                                    if line[m] == '\\': m += 1
                                    m += 1
                            elif line[m] == '(': depth += 1
                            elif line[m] == ')': depth -= 1
                            m += 1
                        interp.append((k, m)); k = m; continue
                    k = k2 + 1; continue
                if line.startswith(close, k): break
                k += 1
            if k >= n: return None
            out.append((i, cs, k, k + len(close), h, interp)); i = k + len(close); continue
        i += 1
    return out
def split_line(line):
    if len(line) <= LIMIT: return [line]
    lits = literals(line)
    if not lits: return None
    indent = len(line) - len(line.lstrip(' '))
    for (s, cs, ce, e, h, interp) in lits:
        if e <= LIMIT - 5 and ce < LIMIT: continue
        if e < len(line) and line[e] in '.[(': continue
        if s > 0 and line[s-1] in '.!': continue
        best = None
        for p in range(cs + 8, min(ce, LIMIT - 3 - h)):
            if line[p] != ' ': continue
            if any(a <= p < b for a, b in interp): continue
            # don't split right after a backslash escape
            best = p + 1
        if best is None or best - cs < 8: continue
        q = '#' * h
        first = line[:best] + '"' + q + ' +'
        if len(first) > LIMIT: continue
        second = ' ' * (indent + 2) + q + '"' + line[best:]
        rest = split_line(second)
        if rest is None: rest = [second]
        return [first] + rest
    return None
def main():
    for path in sys.argv[1:]:
        lines = open(path, encoding='utf-8').read().split('\n')
        out = []; inml = False; changed = 0
        for line in lines:
            if line.count('"""') % 2 == 1: inml = not inml; out.append(line); continue
            if inml or len(line) <= LIMIT: out.append(line); continue
            r = split_line(line)
            if r and len(r) > 1: out.extend(r); changed += 1
            else: out.append(line)
        if changed:
            open(path, 'w', encoding='utf-8').write('\n'.join(out)); print(path, changed)
main()
