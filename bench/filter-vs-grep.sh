#!/usr/bin/env bash
# The library's ordered filter (samples/GrepLines: FileProcessor.Filter with a fixed-string line search) beside GNU grep -F
# and ripgrep -F on the cached 640,000,000-byte data/big.txt: the same lines out (checked byte for byte), whole-process
# wall seconds, interleaved, median of RUNS, peak resident memory (GNU time's maximum RSS), load before and after.
#   RUNS=7 WORD=qx bash bench/filter-vs-grep.sh [input]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
runs=${RUNS:-7} word=${WORD:-qx} input=${1:-data/big.txt}
hold_page_reporting
work=$(mktemp -d); at_exit "rm -rf '$work'"
dotnet build samples/GrepLines -c Release -o "$work/grep-lines" -v q -nologo >/dev/null
filter="$work/grep-lines/GrepLines"
cat "$input" > /dev/null
export LC_ALL=C
declare -A cmd=(
  [grep]="grep -F $word $input"
  [rg]="rg -F --no-line-number --color never --no-mmap $word $input"
  [filter]="$filter $word $input"
)
order=(grep rg filter)
for name in "${order[@]}"; do ${cmd[$name]} > "$work/$name.out" || true; done
for name in rg filter; do cmp -s "$work/grep.out" "$work/$name.out" || { echo "$name's lines differ from grep's"; exit 1; }; done
echo "machine: $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC'), load before $(cut -d' ' -f1-3 /proc/loadavg)"
echo "input: $input ($(stat -c %s "$input") bytes, cached), word '$word': $(wc -l < "$work/grep.out") lines, $(stat -c %s "$work/grep.out") bytes out; all three identical"
for ((i = 0; i < runs; i++)); do
  for name in "${order[@]}"; do
    start=$(now); ${cmd[$name]} > "$work/$name.out" || true; end=$(now)
    echo "$end - $start" | bc >> "$work/$name.times"
  done
done
for name in "${order[@]}"; do
  rss=$( { /usr/bin/time -f %M ${cmd[$name]} > /dev/null; } 2>&1 | tail -n 1)
  printf '%-8s median %.3f s   peak RSS %s KB   (%s)\n' "$name" "$(median < "$work/$name.times")" "$rss" "${cmd[$name]/$work\//}"
done
echo "load after $(cut -d' ' -f1-3 /proc/loadavg)"
