#!/usr/bin/env python3
"""Checks the imports between hookjudge's source files: no cycle between
files, and modules import only downward:
    util, cli  <-  detectors  <-  config  <-  log, hosts  <-  pipeline  <-  commands  <-  lib
Inline modules (tests among them) are left out: a test may reach anywhere.
usage: bench/imports.py    (exit 1 and a list when a rule is broken)"""

import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")
LAYER = {"util": 0, "cli": 0, "detectors": 1, "config": 2, "log": 3, "hosts": 3,
         "pipeline": 4, "commands": 5, "fuzzing": 6, "lib": 6}


def module_of(path):
    rel = os.path.relpath(path, ROOT)[:-3].split(os.sep)
    if rel[-1] == "mod":
        rel = rel[:-1]
    return tuple(rel) if rel != ["lib"] and rel != ["main"] else ()


def strip_tests(text):
    """The text without inline modules (`mod name { ... }`, tests among them),
    where `super::` means something else; test code may reach anywhere."""
    out, skip = [], None
    for line in text.split("\n"):
        if skip is not None:
            if line == skip + "}":
                skip = None
            continue
        m = re.match(r"^(\s*)(?:pub(?:\(crate\))? )?mod \w+ \{\s*$", line)
        if m:
            skip = m.group(1)
            continue
        out.append(line)
    return "\n".join(out)


def main():
    files = {}
    for d, _, names in os.walk(ROOT):
        for n in names:
            if n.endswith(".rs") and n != "main.rs":
                p = os.path.join(d, n)
                files[module_of(p)] = strip_tests(open(p, encoding="utf-8").read())
    edges = {m: set() for m in files}
    for m, text in files.items():
        found = [(list(), p) for p in re.findall(r"\bcrate::((?:[a-z_0-9]+::)*(?:[a-z_0-9]+|\{))", text)]
        found += [(list(m[:-1]), p) for p in re.findall(r"\bsuper::((?:[a-z_0-9]+::)*(?:[a-z_0-9]+|\{))", text)]
        for base, path in found:
            parts = base + [p for p in path.split("::") if p and p != "{"]
            # The longest module prefix that is a file.
            for k in range(len(parts), 0, -1):
                if tuple(parts[:k]) in files:
                    if tuple(parts[:k]) != m:
                        edges[m].add(tuple(parts[:k]))
                    break
    bad = []
    # Layers: the top-level folder decides.
    for m, targets in edges.items():
        top = m[0] if m else "lib"
        for t in targets:
            if LAYER.get(t[0], 9) > LAYER.get(top, 9) or (
                LAYER.get(t[0]) == LAYER.get(top) and t[0] != top
            ):
                bad.append(f"upward: {'/'.join(m) or 'lib'} -> {'/'.join(t)}")
    # Cycles between files (Tarjan).
    index, low, stack, on, sccs, n = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            scc = []
            while True:
                w = stack.pop()
                on.discard(w)
                scc.append(w)
                if w == v:
                    break
            if len(scc) > 1:
                sccs.append(scc)

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    for scc in sccs:
        bad.append("cycle: " + ", ".join(sorted("/".join(m) or "lib" for m in scc)))
    for line in sorted(bad):
        print(line)
    print(f"imports: {len(files)} files, {sum(map(len, edges.values()))} imports, "
          f"{len(bad)} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
