#!/usr/bin/env bash
# The issue-4 table: `cci compare` on two identical 640,000,000-byte files (data/big.txt and a copy)
# with its default strategy and all 12 strategies, side by side with GNU `cmp` on the same pair in
# the same run, interleaved so drift in the machine hits both alike. Prints the median of R runs of
# cci's own elapsed (the job, without start-up) and of the whole process, both as ratios to the
# median cmp wall time. The page cache is warm for all (both files are read once first).
#   bash bench/compare-vs-cmp.sh [runs=5] [buffer=1M] [file=data/big.txt]
# CCI=path/to/cci measures another build of cci (e.g. a NativeAOT publish) instead of the Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-5} buf=${2:-1M} file=${3:-data/big.txt}
if [ -z "${CCI:-}" ]; then
  dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null
  CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
fi
[ -f "$file" ] || "$CCI" 3 "$file" /dev/null >/dev/null   # cci generates the default input on first use
tmp=$(mktemp -d); at_exit 'rm -rf "$tmp"'
copy=$tmp/copy; cp "$file" "$copy"
cat "$file" "$copy" > /dev/null
combos=(default)
for a in FileStream MemoryMapped; do for t in None NoneFast MultiThreaded MultiThreadedFast ThreadPool ThreadPoolFast; do combos+=("$a/$t"); done; done
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for r in $(seq "$runs"); do
  s=$(now); cmp "$file" "$copy"; e=$(now); echo "$(echo "$e - $s" | bc)" >> "$tmp/cmp"
  for c in "${combos[@]}"; do
    if [ "$c" = default ]; then opts=(); else opts=(-a "${c%/*}" -t "${c#*/}" --buffer-size "$buf"); fi
    s=$(now); j=$("$CCI" compare "$file" "$copy" "${opts[@]}" --json); e=$(now)
    echo "$(echo "$e - $s" | bc) $(echo "$j" | sed 's/.*"elapsedSeconds":\([0-9.eE+-]*\).*/\1/')" >> "$tmp/${c/\//_}"
  done
done
cmpm=$(median < "$tmp/cmp")
echo "machine: $(nproc) cores, $(uname -r), $(date -u +%F), 2 x $(stat -c %s "$file") bytes, -b $buf, median of $runs, cci: $CCI"
echo "load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-32s %10s %10s %10s %10s\n' strategy "job s" "wall s" "job/cmp" "wall/cmp"
for c in "${combos[@]}"; do
  f="$tmp/${c/\//_}"; w=$(awk '{print $1}' "$f" | median); j=$(awk '{print $2}' "$f" | median)
  printf '%-32s %10.3f %10.3f %10.2f %10.2f\n' "$c" "$j" "$w" "$(echo "$j / $cmpm" | bc -l)" "$(echo "$w / $cmpm" | bc -l)"
done
printf '%-32s %10s %10.3f\n' "cmp (same files)" "" "$cmpm"
