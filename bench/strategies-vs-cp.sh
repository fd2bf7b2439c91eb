#!/usr/bin/env bash
# The issue-2 table: all 12 strategies (2 access x 6 threading) on data/big.txt, side by side with
# `cp` of the same file in the same run, interleaved so drift in the machine hits both alike.
# Prints median of R runs of cci's own elapsed (the job, without start-up) and of the whole process,
# and both as ratios to the median cp wall time. The page cache is warm for all (the file is read
# once first); this measures the CPU and memory side, not the disk.
#   bash bench/strategies-vs-cp.sh [runs=5] [buffer=64K] [file=data/big.txt]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-5} buf=${2:-64K} file=${3:-data/big.txt}
dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null
CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
[ -f "$file" ] || "$CCI" 3 "$file" /dev/null >/dev/null   # cci generates the default input on first use
out=$(mktemp /tmp/cci-table.XXXXXX); tmp=$(mktemp -d); at_exit 'rm -rf "$tmp" "$out" /tmp/cci-table-copy'
cat "$file" > /dev/null
combos=()
for a in FileStream MemoryMapped; do for t in None NoneFast MultiThreaded MultiThreadedFast ThreadPool ThreadPoolFast; do combos+=("$a/$t"); done; done
for r in $(seq "$runs"); do
  s=$(now); cp "$file" /tmp/cci-table-copy; e=$(now); echo "cp $(echo "$e - $s" | bc)" >> "$tmp/cp"
  for c in "${combos[@]}"; do
    s=$(now); j=$("$CCI" 3 "$file" "$out" -a "${c%/*}" -t "${c#*/}" -b "$buf" --json); e=$(now)
    echo "$(echo "$e - $s" | bc) $(echo "$j" | sed 's/.*"elapsedSeconds":\([0-9.eE+-]*\).*/\1/')" >> "$tmp/${c/\//_}"
  done
done
cpm=$(awk '{print $2}' "$tmp/cp" | median)
echo "machine: $(nproc) cores, $(uname -r), $(date -u +%F), file $(stat -c %s "$file") bytes, -b $buf, median of $runs"
printf '%-32s %10s %10s %10s %10s\n' strategy "job s" "wall s" "job/cp" "wall/cp"
for c in "${combos[@]}"; do
  f="$tmp/${c/\//_}"; w=$(awk '{print $1}' "$f" | median); j=$(awk '{print $2}' "$f" | median)
  printf '%-32s %10.3f %10.3f %10.2f %10.2f\n' "$c" "$j" "$w" "$(echo "$j / $cpm" | bc -l)" "$(echo "$w / $cpm" | bc -l)"
done
printf '%-32s %10s %10.3f\n' "cp (same file)" "" "$cpm"
