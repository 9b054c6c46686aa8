#!/usr/bin/env bash
# A Stop hook's Layer 1 in bash + jq, written as a careful author would: the
# event from stdin, the transcript read from its end (tac) only back to the
# last real user turn or hook feedback, tool output skipped before it is
# parsed, then a few regexes. For comparison with hookjudge in bench/run.sh.
set -uo pipefail

input=$(cat)
{ read -r transcript; IFS= read -r -d '' last; } < <(
  jq -j '(.transcript_path // ""), "\n", (.last_assistant_message // ""), "\u0000"' <<<"$input")

text=""
if [[ -f $transcript ]]; then
  text=$(tac -- "$transcript" | grep -v -F '"type":"tool_result"' | jq -nRrj '
    def said: if (.message.content | type) == "string" then .message.content
              else [.message.content[]? | select(.type == "text") | .text] | join("\n") end;
    def boundary: .type == "user" and .isSidechain != true
      and ((said | startswith("Stop hook feedback"))
           or (.isMeta != true and .isCompactSummary != true and .promptSource != "system"
               and (said | startswith("<task-notification>") | not)));
    [label $done | inputs | (try fromjson catch empty)
      | if boundary then break $done else . end
      | select(.type == "assistant" and .isSidechain != true)
      | .message.content[]? | select(.type == "text") | .text]
    | reverse | join("\n\n")')
fi
# The transcript lags: the newest reply may only be in the event.
if [[ -n $last && $text != *"$last" ]]; then
  text+=$'\n\n'"$last"
fi
text=$(tail -c 4000 <<<"$text")

signal='\b(i.?ll|i will|let me|let.?s|going to|ready to|next:?)\W+(\w+\W+){0,5}(commit|push|deploy|merge|release)\b|(コミット|プッシュ|デプロイ)(します|しましょう)'
bypass='\b[0-9]+ (tests? )?passed[,;] 0 failed|\ball pass\b|\brc=0\b|\bQ[0-9]+:|\b(commit|push|merge) (after|once|when)\b'
if grep -qiP -- "$signal" <<<"$text"; then
  if grep -qiP -- "$bypass" <<<"$text"; then
    exit 0 # bypass: certainly fine
  fi
  echo "escalate: would ask the judge" >&2
fi
exit 0
