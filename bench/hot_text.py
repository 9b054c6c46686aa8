#!/usr/bin/env python3
"""Writes layout/hot.ld: the code and read-only data a no-signal run
touches, for the linker to place side by side (build.rs passes it).

A no-signal Stop touches a few hundred functions spread over 3.6 MB of
code, and each 64 KB stretch of a file mapping that it touches costs a page
fault mapping the whole stretch (about 4 µs here). Placed together they take
a few stretches.

How: hookjudge is built exactly as a user builds it (release profile,
stripped: a different profile would change the symbols' hashes), without the
layout and with a linker map. Valgrind's lackey traces every instruction and
load of no-signal Stops on 10 KB and 1 MB transcripts; the map turns those
addresses into input sections:
  - code: the functions run, most instructions first;
  - read-only data: the statics, function-owned tables and literals read,
    and the merged constants and strings.
A section is named without its hash when that name is its own, so that the
list stays right when compilers and dependency versions change; an instance
of a generic function is named whole, or all its instances would come along
(a hundred `RawVec::grow_one`s). A name that no longer matches anything
places nothing and costs nothing.

A change of code or of dependency versions changes the hashes, so the list
is regenerated with them; `--check` (run by CI) builds as a user does and
fails when an entry matches no section of the build, naming it. Anonymous
constants are numbered in order through the crate, so any edit that adds a
literal renumbers some; those entries only warn.

usage: bench/hot_text.py            (needs valgrind; about 4 minutes)
       bench/hot_text.py --check    (a release build; about 2 minutes)
       bench/hot_text.py --windows BINARY
                                    (needs valgrind: how many 64 KB stretches
                                    of BINARY, a position-dependent build, a
                                    no-signal run touches)
"""

import bisect
import fnmatch
import collections
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "layout", "hot.ld")
REPLY = "I renamed parse_args to parse_cli and updated the three call sites in src/cli.rs."


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def trace(binary, event, env, work):
    """(instruction counts, data addresses) of `binary` on `event`, by address."""
    log = os.path.join(work, "lackey.out")
    with open(event, "rb") as stdin:
        subprocess.run(["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-file={log}",
                        binary, "--detector", "all"],
                       stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=env, check=False)
    code = collections.Counter()
    data = set()
    with open(log) as f:
        for line in f:
            kind = line[:2]
            if kind == "I ":
                code[int(line[3:].split(",")[0], 16)] += 1
            elif kind in (" L", " S", " M"):
                data.add(int(line[3:].split(",")[0], 16))
    return code, data


def sections(map_file):
    """[(address, size, output section, input section)] from lld's map."""
    out = []
    current = None
    for line in open(map_file):
        parts = line.split()
        if len(parts) < 5 or not re.fullmatch(r"[0-9a-f]+", parts[0]):
            continue
        # An output section line names it in the fifth column; an input
        # section line is "file:(name)", one column further in.
        if parts[4].startswith("."):
            current = parts[4]
            continue
        m = re.search(r":\((\S+)\)$", line.rstrip())
        if m and current:
            out.append((int(parts[0], 16), int(parts[2], 16), current, m.group(1)))
    return sorted(out)


def pattern(name):
    """A section name without its hashes: legacy `17h…E`, v0 crate disambiguators."""
    name = re.sub(r"17h[0-9a-f]{16}E(?=$|\.)", "17h*", name)
    return re.sub(r"Cs[0-9A-Za-z]+_", "Cs*_", name)


# Sections named by the compiler's running number: `.rodata..Lanon.<hash>.12`,
# `.rodata..Lswitch.table.<symbol>.3`.
NUMBERED = re.compile(r"\.L(?:anon|switch\.table)\..*\.[0-9]+$")


def check():
    """Fails when an entry of layout/hot.ld matches no input section."""
    work = tempfile.mkdtemp(prefix="hookjudge-hot-")
    map_file = os.path.join(work, "hookjudge.map")
    env = dict(os.environ, HOOKJUDGE_LINK_MAP=map_file)
    env.pop("HOOKJUDGE_LAYOUT", None)
    run(["cargo", "build", "--release", "--locked", "--quiet"], cwd=ROOT, env=env)
    names = {s[3] for s in sections(map_file)}
    entries = re.findall(r"^    \*\((.*)\)$", open(OUT).read(), re.M)
    stale = []
    for entry in entries:
        globs = entry.split()
        if any(g in names for g in globs):
            continue
        if not any(fnmatch.filter((n for n in names if n.startswith(g.split("*")[0])), g)
                   for g in globs if "*" in g):
            stale.append(entry)
    # The compiler numbers a crate's anonymous constants in order, so adding a
    # literal anywhere renumbers the rest: such an entry drifts with any edit
    # and costs at most a page fault. A warning, not a failure, for those.
    drifted = [e for e in stale if all(NUMBERED.search(g) for g in e.split())]
    stale = [e for e in stale if e not in drifted]
    for entry in drifted:
        print(f"hot_text: renumbered (a warning): {entry}", file=sys.stderr)
    for entry in stale:
        print(f"hot_text: stale: {entry}", file=sys.stderr)
    if stale:
        sys.exit(f"hot_text: {len(stale)} of {len(entries)} entries of layout/hot.ld match "
                 "nothing in this build; run bench/hot_text.py to regenerate it")
    if drifted:
        print(f"hot_text: {len(entries) - len(drifted)} of {len(entries)} entries match this "
              f"build; {len(drifted)} numbered constants were renumbered by an edit "
              "(bench/hot_text.py places them again)")
    else:
        print(f"hot_text: all {len(entries)} entries of layout/hot.ld match this build")


def traced(binary, work):
    """trace() over no-signal Stops on 10 KB and 1 MB transcripts, merged."""
    project = os.path.join(work, "project")
    os.makedirs(os.path.join(project, ".git"), exist_ok=True)
    hook_env = dict(os.environ, HOOKJUDGE_LOG_DIR=os.path.join(work, "logs"),
                    HOOKJUDGE_STATE_DIR=os.path.join(work, "state"),
                    XDG_CACHE_HOME=os.path.join(work, "cache"), HOME=work)
    code = collections.Counter()
    data = set()
    for size in (10_000, 1_000_000):
        transcript = os.path.join(work, f"t{size}.jsonl")
        run([sys.executable, os.path.join(ROOT, "bench", "gen_transcript.py"),
             str(size), transcript, REPLY])
        event = os.path.join(work, f"event{size}.json")
        with open(event, "w") as f:
            json.dump({"session_id": "hot", "transcript_path": transcript, "cwd": project,
                       "hook_event_name": "Stop", "stop_hook_active": False,
                       "last_assistant_message": REPLY}, f)
        c, d = trace(binary, event, hook_env, work)
        code.update(c)
        data |= d
    return code, data


def loads(binary):
    """[(address, size in memory)] of a 64-bit ELF executable's PT_LOAD segments."""
    with open(binary, "rb") as f:
        head = f.read(64)
        if head[:5] != b"\x7fELF\x02":
            sys.exit(f"hot_text: {binary} is not a 64-bit ELF file")
        # A PIE is loaded at an address the trace does not show.
        if struct.unpack_from("<H", head, 16)[0] != 2:
            sys.exit(f"hot_text: {binary} is not a position-dependent executable")
        phoff, = struct.unpack_from("<Q", head, 32)
        phentsize, phnum = struct.unpack_from("<HH", head, 54)
        f.seek(phoff)
        table = f.read(phentsize * phnum)
    out = []
    for i in range(phnum):
        kind, _, _, vaddr, _, _, memsz, _ = struct.unpack_from("<IIQQQQQQ", table,
                                                                    i * phentsize)
        if kind == 1:
            out.append((vaddr, memsz))
    return out


def windows(binary):
    """Prints how many 64 KB stretches of the binary's image a no-signal run
    touches (code or data). The kernel maps a file in such aligned stretches
    at a fault (fault-around), each within one mapping, one per segment: so
    this approximates the faults the image costs."""
    if subprocess.run(["valgrind", "--version"], capture_output=True).returncode != 0:
        sys.exit("hot_text: --windows needs valgrind (apt-get install -y valgrind)")
    work = tempfile.mkdtemp(prefix="hookjudge-hot-")
    code, data = traced(binary, work)
    segments = loads(binary)
    touched = set()
    for address in list(code) + list(data):
        for segment, (vaddr, size) in enumerate(segments):
            if vaddr <= address < vaddr + size:
                touched.add((segment, address >> 16))
                break
    print(f"hot_text: {binary}: {len(touched)} 64 KB stretches of the image touched "
          f"by no-signal Stops")


def main():
    if sys.argv[1:] == ["--check"]:
        return check()
    if sys.argv[1:2] == ["--windows"] and len(sys.argv) == 3:
        return windows(sys.argv[2])
    if sys.argv[1:]:
        sys.exit(__doc__.split("usage:")[1].strip().join(["usage: ", ""]))
    work = tempfile.mkdtemp(prefix="hookjudge-hot-")
    target = os.path.join(work, "target")
    map_file = os.path.join(work, "hookjudge.map")
    env = dict(os.environ, HOOKJUDGE_LAYOUT="0", HOOKJUDGE_LINK_MAP=map_file)
    env.pop("RUSTFLAGS", None)
    run(["cargo", "build", "--release", "--locked", "--quiet", "--target-dir", target],
        cwd=ROOT, env=env)
    binary = os.path.join(target, "release", "hookjudge")
    code, data = traced(binary, work)

    table = sections(map_file)
    starts = [s[0] for s in table]

    def section_of(address):
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < table[i][0] + max(table[i][1], 1):
            return table[i]
        return None

    cost = collections.Counter()
    for address, n in code.items():
        s = section_of(address)
        if s and s[2] == ".text":
            cost[s[3]] += n
    read = set()
    for address in data:
        s = section_of(address)
        if s and s[2] == ".rodata":
            read.add(s[3])
    # How many input sections each hash-free name stands for.
    instances = collections.Counter(pattern(s[3]) for s in table)

    def name(section):
        short = pattern(section)
        return short if instances[short] <= 1 else section

    functions = [name(s) for s, _ in cost.most_common()
                 if re.fullmatch(r"\.text\.[\w$.]+", s)]
    if len(functions) < 50:
        sys.exit(f"hot_text: only {len(functions)} functions seen; is valgrind working?")
    merged = sorted(s for s in read if re.fullmatch(r"\.rodata\.(cst\d+|str\d+\.\d+)", s))
    # Named data (statics, a function's tables), then anonymous constants
    # (string literals): those are numbered anew by changes to the code, and
    # a stale number only places some other constant here.
    named = sorted(name(s) for s in read
                   if s not in merged and ".Lanon." not in s and re.fullmatch(r"[\w$.]+", s))
    anonymous = sorted(s for s in read if ".Lanon." in s and re.fullmatch(r"[\w$.]+", s))
    lines = [
        "/* Generated by bench/hot_text.py: the code and read-only data a",
        "   no-signal run touches, placed first and together (see build.rs). */",
        "SECTIONS {",
        "  .text.nohit : {",
        # LLVM puts a cold-marked function (as std's slow paths are) in
        # .text.unlikely.NAME, and a start-up one in .text.startup.NAME; the
        # map names the section each one had.
        *(f"    *({n})" for n in functions),
        "  }",
        "} INSERT BEFORE .text;",
        "SECTIONS {",
        "  .rodata.nohit : {",
        *(f"    *({n})" for n in named + anonymous + merged),
        "  }",
        # Before the exception tables, which a no-signal run never reads:
        # next to the headers the loader reads anyway, in the same 64 KB.
        "} INSERT BEFORE .gcc_except_table;",
        "",
    ]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("\n".join(lines))
    print(f"hot_text: {len(functions)} functions and {len(named + anonymous + merged)} "
          f"read-only data sections in {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
