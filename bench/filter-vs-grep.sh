#!/usr/bin/env bash
# The library's ordered filter (samples/GrepLines, NativeAOT: FileProcessor.Filter with a fixed-string line search) beside GNU grep -F,
# ripgrep -F and the hand-written parallel filter bench/native/grepf.c (mmap, a chunk per core, AVX2; -O3 -march=native)
# on the cached 640,000,000-byte data/big.txt: the same lines out (checked byte for byte), whole-process wall milliseconds,
# interleaved, median of RUNS, the same into a pipe (| cat), each one's start (the same command on a one-line file), peak resident memory (GNU time's maximum RSS, which counts a mapped input's cached pages)
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
# NativeAOT, as the other three are native programs (a JIT build adds about 70 ms of start-up here), for this machine's
# instruction sets as grepf's -march=native is (samples/GrepLines/GrepLines.csproj).
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
# Each program's start (and exit) alone: the same command on a one-line file, interleaved with the real runs.
printf 'a qx line\n' > "$work/one-line.txt"
for ((i = 0; i < runs; i++)); do
  for name in "${order[@]}"; do
    start=$(now); ${cmd[$name]} > "$work/$name.out" || true; end=$(now)
    echo "($end - $start) * 1000" | bc >> "$work/$name.times"
    start=$(now); ${cmd[$name]/$input/$work/one-line.txt} > /dev/null || true; end=$(now)
    echo "($end - $start) * 1000" | bc >> "$work/$name.start"
    start=$(now); ${cmd[$name]} | cat > /dev/null || true; end=$(now)
    echo "($end - $start) * 1000" | bc >> "$work/$name.pipe"
  done
done
for name in "${order[@]}"; do
  rss=$( { /usr/bin/time -f %M ${cmd[$name]} > /dev/null; } 2>&1 | tail -n 1)
  anon=$(peak_anon ${cmd[$name]})
  median < "$work/$name.times" > "$work/$name.median"
  median < "$work/$name.start" > "$work/$name.start-median"
  median < "$work/$name.pipe" > "$work/$name.pipe-median"
  printf '%-8s median %6.1f ms   into a pipe %6.1f ms   start %4.1f ms   peak RSS %s KB   peak anonymous %s KB   (%s)\n' "$name" \
    "$(cat "$work/$name.median")" "$(cat "$work/$name.pipe-median")" "$(cat "$work/$name.start-median")" "$rss" "$anon" "${cmd[$name]/$work\//}"
done
ratio() { echo "scale=3; $1 / $2" | bc; }
f=$(cat "$work/filter.median") g=$(cat "$work/grepf.median") fs=$(cat "$work/filter.start-median") gs=$(cat "$work/grepf.start-median")
fp=$(cat "$work/filter.pipe-median") gp=$(cat "$work/grepf.pipe-median")
printf 'filter / grepf: %s whole runs (%s into a pipe); %s with each one'"'"'s start taken off (%.1f ms / %.1f ms)\n' \
  "$(ratio "$f" "$g")" "$(ratio "$fp" "$gp")" "$(ratio "($f - $fs)" "($g - $gs)")" "$(echo "$f - $fs" | bc)" "$(echo "$g - $gs" | bc)"
if [ -n "${BIG:-}" ]; then
  cat "$BIG" > /dev/null
  printf 'filter on %s (%s bytes, cached): peak anonymous %s KB\n' "$BIG" "$(stat -c %s "$BIG")" "$(peak_anon "$filter" "$word" "$BIG")"
fi
echo "load after $(cut -d' ' -f1-3 /proc/loadavg)"
