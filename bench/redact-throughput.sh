#!/usr/bin/env bash
# How fast redaction reads text that holds no secret: English prose, the
# common case. Prints MB/s of `hookjudge redact` over a generated file; the
# goal is at least 20 MB/s.
#
#   bench/redact-throughput.sh [MB] [RUNS]      (default 20 MB, 5 runs)
#
# The prose is made from a fixed word list and seed, so every run reads the
# same bytes. It mentions passwords, tokens and keys, as text about software
# does, but holds none. The script also checks that redaction left it as it
# was: a change would be a false positive, and a slow path measured.
set -euo pipefail
cd "$(dirname "$0")/.."

mb=${1:-20}
runs=${2:-5}
bin=target/release/hookjudge
cargo build --release --locked --quiet
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$mb" >"$work/prose.txt" <<'PY'
import random, sys
words = """the a an of to in and that is was for it with as on be by this are from at
or have not but which one they all were we when there can an their has more if will
would so about what up out them into than then its only other new some could time
these two may first any like now my such make over our even most after also made many
before must through back years where much your way well down should because each
just those people how too little state good very make world still own see men work
long here get both between life being under never day same another know while last
might us great old year off come since against go came right used take three states
himself few house use during without again place around however home small found
thought went say part once general high upon school every does got united left number
course war until always away something fact though water less public put think almost
hand enough far took head yet government system better set told nothing night end why
called didn't eyes find going look asked later knew point next program city business
give group toward young days let room president side social given present several
order national possible rather second face per among form important often things
looking early white john case become large big need four within felt children along
saw best church ever least power development light thing seemed family interest
password token key secret build test parser function module review commit branch
release deploy server client request response cache database query index schema
user session login account access service config setting error warning failure
""".split()
random.seed(16)
target = int(sys.argv[1]) * 1_000_000
out, size = [], 0
while size < target:
    sentences = []
    for _ in range(random.randint(3, 7)):
        n = random.randint(6, 22)
        s = " ".join(random.choice(words) for _ in range(n))
        s = s[0].upper() + s[1:] + random.choice([".", ".", ".", "?", "!", ";"])
        if random.random() < 0.2:
            s = s.replace(" ", ", ", 1)
        sentences.append(s)
    para = " ".join(sentences)
    # Lines wrapped as an editor wraps them.
    line, lines = "", []
    for w in para.split(" "):
        if len(line) + len(w) + 1 > 78:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    lines.append(line)
    block = "\n".join(lines) + "\n\n"
    out.append(block)
    size += len(block)
sys.stdout.write("".join(out)[:target])
PY

bytes=$(wc -c <"$work/prose.txt")
"$bin" redact <"$work/prose.txt" >"$work/out.txt"
if cmp -s "$work/prose.txt" "$work/out.txt"; then
  echo "prose: $bytes bytes, left unchanged"
else
  echo "prose: $bytes bytes, CHANGED by redaction (a false positive):" >&2
  diff <(tr ' ' '\n' <"$work/prose.txt") <(tr ' ' '\n' <"$work/out.txt") | head -5 >&2 || true
fi

# Wall time, and CPU time (user + system): on a shared machine the wall
# time also counts the waits for a core, the CPU time only the work.
walls=()
cpus=()
for _ in $(seq "$runs"); do
  read -r wall cpu < <(
    /usr/bin/time -f "%e %U %S" "$bin" redact <"$work/prose.txt" 2>&1 >/dev/null |
      awk '{ print $1, $2 + $3 }')
  walls+=("$(python3 -c "print(f'{$bytes / 1e6 / max($wall, 0.01):.1f}')")")
  cpus+=("$(python3 -c "print(f'{$bytes / 1e6 / max($cpu, 0.01):.1f}')")")
done
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
wall_rate=$(median "${walls[@]}")
cpu_rate=$(median "${cpus[@]}")
echo "redact throughput over $runs runs (medians): $wall_rate MB/s of wall time, $cpu_rate MB/s of CPU time"
python3 -c "print(f'ratio to the goal of 20 MB/s: {$wall_rate / 20:.2f} (wall), {$cpu_rate / 20:.2f} (CPU)')"
