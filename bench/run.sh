#!/usr/bin/env bash
# Benchmarks of hookjudge as a whole process, as a host runs it at every turn
# end. Numbers to read, not a test: nothing here fails on a slow machine.
#
# For transcripts of 10 KB, 1 MB, 20 MB and 100 MB (realistic Claude Code
# transcripts, the newest turn at the end), it times with hyperfine:
#   floor       a hello-world Rust binary built with hookjudge's release profile
#   no-hit      hookjudge, all five detectors, on an ordinary reply
#   no-hit ×1   the same with one detector (commit)
#   bypass      all five detectors; a signal and a bypass (no judge)
#   hit         all five detectors; a signal, judged by a trivial command
#               (`cat >/dev/null; echo {…}`) so that the cost is the hook's own
#   bash+jq     bench/hook.sh: the same Layer-1 job in bash + jq
#   python      bench/hook.py: the same Layer-1 job in Python
# and the peak memory (max RSS) of each with /usr/bin/time. Then it prints
# the means, the ratios to the floor, and the targets: no-hit within 2× the
# floor at every size, peak memory under 8 MB, five detectors within 1.2× of one.
#
# usage: bench/run.sh            (about 5 minutes on 2 cores)
#        BENCH_SIZES="10K 1M" bench/run.sh    (a subset)
#        HOOKJUDGE=path/to/hookjudge bench/run.sh    (that build, not a new one)
# needs: cargo, hyperfine 1.16 or newer (for --input), jq, python3, GNU time
#        (apt-get install -y jq time; cargo install hyperfine --version 1.20.0 --locked,
#        since Debian 12 packages hyperfine 1.15)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "bench: needs $1: $2" >&2; exit 1; }
}
need cargo "install Rust"
need hyperfine "cargo install hyperfine --version 1.20.0 --locked"
# --input (stdin from a file, with no shell between) came in hyperfine 1.16.
hyperfine -N --runs 1 --input /dev/null --style none true >/dev/null 2>&1 || {
  echo "bench: needs hyperfine 1.16 or newer (found $(hyperfine --version)): cargo install hyperfine --version 1.20.0 --locked" >&2
  exit 1
}
need jq "apt-get install -y jq"
need python3 "apt-get install -y python3"
[ -x /usr/bin/time ] || { echo "bench: needs GNU time: apt-get install -y time" >&2; exit 1; }

WORK=${BENCH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/hookjudge-bench.XXXXXX")}
mkdir -p "$WORK/results" "$WORK/logs" "$WORK/state" "$WORK/cache"
SIZES=${BENCH_SIZES:-"10K 1M 20M 100M"}
HYPERFINE=(hyperfine -N --warmup 10 --min-runs 30 --max-runs 1000 --style none)
ROUNDS=${BENCH_ROUNDS:-10}
HYPERFINE_ROUND=(hyperfine -N --warmup 5 --runs 100 --style none)
echo "bench: working in $WORK"

if [ -n "${HOOKJUDGE:-}" ]; then
  HJ=$(realpath "$HOOKJUDGE") # a given build, e.g. to compare two
else
  echo "bench: building hookjudge (release)"
  cargo build --release --locked --quiet
  HJ=${CARGO_TARGET_DIR:-$ROOT/target}/release/hookjudge
fi

echo "bench: building the floors with the same release profile"
# All run from copies, as `cargo install` leaves them: a file fresh from the
# linker sits differently in the page cache, and its start-up measured up to
# 0.3 ms slower than a copy of itself.
mkdir -p "$WORK/bin"
for floor in hello; do
  mkdir -p "$WORK/$floor/src"
  cp "bench/$floor.rs" "$WORK/$floor/src/main.rs"
  {
    printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2024"\n\n[workspace]\n\n' "$floor"
    sed -n '/^\[profile\.release\]/,/^\[/p' Cargo.toml | sed '${/^\[/d}'
  } >"$WORK/$floor/Cargo.toml"
  (cd "$WORK/$floor" && cargo build --release --quiet --target-dir "$WORK/$floor/target")
  cp "$WORK/$floor/target/release/$floor" "$WORK/bin/$floor"
done
cp "$HJ" "$WORK/bin/hookjudge"
HELLO=$WORK/bin/hello
HJ=$WORK/bin/hookjudge

# The replies the hook judges. The no-hit reply is also the transcript's last text.
NOHIT="I renamed parse_args to parse_cli and updated the three call sites in src/cli.rs and src/main.rs."
BYPASS="cargo test: 212 passed, 0 failed. I'll commit and push now."
HIT="The refactor is done. I'll commit and push it to main now."
ANSWER='{"new_proposal":false,"verification_reported":false,"direction_query":false,"future_step_description":false,"retraction_or_quote":false,"reason":"bench"}'
# The judge: `cat >/dev/null; printf '{"nonce":…,"commit":{…}}'`, kept in a file so that the command
# line needs no quoting; `sh -c` sources it, so no extra shell starts.
printf "cat >/dev/null; printf '{\"nonce\":\"%%s\",\"commit\":%s}' \"\$HOOKJUDGE_NONCE\"\n" "$ANSWER" >"$WORK/judge.sh"
JUDGE=". $WORK/judge.sh"

bytes() {
  case $1 in
    *K) echo $((${1%K} * 1000)) ;;
    *M) echo $((${1%M} * 1000000)) ;;
    *) echo "$1" ;;
  esac
}

# The agent works in a project: a git checkout without a .hookjudge.json, so
# the search for a project config stops at its root, as for most users.
mkdir -p "$WORK/project/.git"
event() { # transcript reply -> event JSON
  jq -cn --arg t "$1" --arg m "$2" --arg cwd "$WORK/project" '{session_id: "bench",
    transcript_path: $t, cwd: $cwd, prompt_id: "p1", hook_event_name: "Stop",
    stop_hook_active: false, last_assistant_message: $m}'
}

export HOOKJUDGE_LOG_DIR=$WORK/logs HOOKJUDGE_STATE_DIR=$WORK/state XDG_CACHE_HOME=$WORK/cache
unset STOP_HOOK_LLM_JUDGE_ACTIVE

peak() { # name stdin-file command... -> "name max_rss_kb" (the most of 3 runs)
  local name=$1 input=$2 most=0 kb
  shift 2
  for _ in 1 2 3; do
    /usr/bin/time -f '%M' -o "$WORK/rss.tmp" "$@" <"$input" >/dev/null 2>&1 || true
    kb=$(tail -1 "$WORK/rss.tmp")
    [ "$kb" -gt "$most" ] && most=$kb
  done
  echo "$name $most" >>"$WORK/results/rss.txt"
}

: >"$WORK/results/rss.txt"
rm -f "$WORK"/results/*.json
for size in $SIZES; do
  t=$WORK/transcript-$size.jsonl
  if [ ! -s "$t" ]; then
    echo "bench: writing a $size transcript"
    python3 bench/gen_transcript.py "$(bytes "$size")" "$t" "$NOHIT"
  fi
  for path in nohit bypass hit; do
    case $path in nohit) reply=$NOHIT ;; bypass) reply=$BYPASS ;; hit) reply=$HIT ;; esac
    event "$t" "$reply" >"$WORK/event-$path-$size.json"
  done
  # What each path really does, so a changed pattern cannot silently turn
  # the no-hit path into a hit.
  for path in nohit bypass hit; do
    got=$("$HJ" --detector all --no-judge --format json <"$WORK/event-$path-$size.json" |
      jq -r '[.detectors[].layer1] | if any(. == "escalate") then "hit"
             elif any(. == "bypass") then "bypass" else "nohit" end')
    [ "$got" = "$path" ] || { echo "bench: the $path event is a $got at layer 1" >&2; exit 1; }
  done

  echo "bench: $size"
  # The floor and the no-hit runs, which the targets compare, alternate in
  # short rounds: a machine that slows down for a while then slows them all
  # alike, where one long run each would charge it to whichever ran then.
  for round in $(seq "$ROUNDS"); do
    "${HYPERFINE_ROUND[@]}" --input "$WORK/event-nohit-$size.json" \
      --export-json "$WORK/results/nohit-$size-round$round.json" \
      -n floor "$HELLO" \
      -n "no-hit" "$HJ --detector all" \
      -n "no-hit ×1" "$HJ --detector commit"
  done
  "${HYPERFINE[@]}" --input "$WORK/event-nohit-$size.json" \
    --export-json "$WORK/results/others-$size.json" \
    -n "bash+jq" "bash bench/hook.sh" \
    -n "python" "python3 bench/hook.py"
  "${HYPERFINE[@]}" --input "$WORK/event-bypass-$size.json" \
    --export-json "$WORK/results/bypass-$size.json" \
    -n "bypass" "$HJ --detector all"
  "${HYPERFINE[@]}" --input "$WORK/event-hit-$size.json" \
    --export-json "$WORK/results/hit-$size.json" \
    -n "hit" "$HJ --detector all --no-cache --backend command --judge-command \"$JUDGE\""

  ev=$WORK/event-nohit-$size.json
  peak "$size floor" "$ev" "$HELLO"
  peak "$size no-hit" "$ev" "$HJ" --detector all
  peak "$size no-hit ×1" "$ev" "$HJ" --detector commit
  peak "$size bash+jq" "$ev" bash bench/hook.sh
  peak "$size python" "$ev" python3 bench/hook.py
  peak "$size bypass" "$WORK/event-bypass-$size.json" "$HJ" --detector all
  peak "$size hit" "$WORK/event-hit-$size.json" "$HJ" --detector all --no-cache \
    --backend command --judge-command "$JUDGE"
done

python3 bench/report.py "$WORK/results" $SIZES
