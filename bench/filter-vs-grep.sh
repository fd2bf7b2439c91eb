#!/usr/bin/env bash
# The library's ordered filter (samples/GrepLines, NativeAOT: FileProcessor.Filter with a fixed-string line search) beside GNU grep -F,
# ripgrep -F and the hand-written parallel filter bench/native/grepf.c (mmap, a chunk per core, AVX2; -O3 -march=native)
# on the cached 640,000,000-byte data/big.txt: the same lines out (checked byte for byte), whole-process wall seconds,
# interleaved, median of RUNS, peak resident memory (GNU time's maximum RSS, which counts a mapped input's cached pages)
# and peak anonymous memory (RssAnon, sampled every 5 ms: the heap and stacks, not the file's pages), load before and after.
# With BIG=path (a larger file, e.g. 6,400,000,000 bytes from `cci generate path --size 6400000000`) the filter's peak
# anonymous memory is measured on it too, to show it flat in the input's size.
#   RUNS=7 WORD=qx [BIG=path] bash bench/filter-vs-grep.sh [input]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
runs=${RUNS:-7} word=${WORD:-qx} input=${1:-data/big.txt}
hold_page_reporting
work=$(mktemp -d); at_exit "rm -rf '$work'"
# NativeAOT, as the other three are native programs (a JIT build adds about 70 ms of start-up here).
dotnet publish samples/GrepLines -c Release -r linux-x64 -p:PublishAot=true -o "$work/grep-lines" -v q -nologo >/dev/null
filter="$work/grep-lines/GrepLines"
gcc -O3 -march=native -Wall -Wextra -Werror -pthread -o "$work/grepf" bench/native/grepf.c

# The largest RssAnon of a command's process, in KB, sampled every 5 ms while it runs (its output to /dev/null).
peak_anon() {
  "$@" > /dev/null & local pid=$! peak=0 kb
  while kb=$(awk '/^RssAnon/ {print $2}' "/proc/$pid/status" 2>/dev/null) && [ -n "$kb" ]; do
    ((kb > peak)) && peak=$kb
    sleep 0.005
  done
  wait "$pid" || true
  echo "$peak"
}
cat "$input" > /dev/null
export LC_ALL=C
declare -A cmd=(
  [grep]="grep -F $word $input"
  [rg]="rg -F --no-line-number --color never --no-mmap $word $input"
  [grepf]="$work/grepf $word $input"
  [filter]="$filter $word $input"
)
order=(grep rg grepf filter)
for name in "${order[@]}"; do ${cmd[$name]} > "$work/$name.out" || true; done
for name in rg grepf filter; do cmp -s "$work/grep.out" "$work/$name.out" || { echo "$name's lines differ from grep's"; exit 1; }; done
echo "machine: $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC'), load before $(cut -d' ' -f1-3 /proc/loadavg)"
echo "input: $input ($(stat -c %s "$input") bytes, cached), word '$word': $(wc -l < "$work/grep.out") lines, $(stat -c %s "$work/grep.out") bytes out; all four identical"
for ((i = 0; i < runs; i++)); do
  for name in "${order[@]}"; do
    start=$(now); ${cmd[$name]} > "$work/$name.out" || true; end=$(now)
    echo "$end - $start" | bc >> "$work/$name.times"
  done
done
for name in "${order[@]}"; do
  rss=$( { /usr/bin/time -f %M ${cmd[$name]} > /dev/null; } 2>&1 | tail -n 1)
  anon=$(peak_anon ${cmd[$name]})
  printf '%-8s median %.3f s   peak RSS %s KB   peak anonymous %s KB   (%s)\n' "$name" "$(median < "$work/$name.times")" "$rss" "$anon" "${cmd[$name]/$work\//}"
done
if [ -n "${BIG:-}" ]; then
  cat "$BIG" > /dev/null
  printf 'filter on %s (%s bytes, cached): peak anonymous %s KB\n' "$BIG" "$(stat -c %s "$BIG")" "$(peak_anon "$filter" "$word" "$BIG")"
fi
echo "load after $(cut -d' ' -f1-3 /proc/loadavg)"
