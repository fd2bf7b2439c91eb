#!/usr/bin/env bash
# What --sync costs: the same transform with and without --sync (views flushed, file fsync'd before
# the rename), both output modes, interleaved in one run. Whole-process wall seconds, median of R runs.
# With --sync the time includes writing the whole output to the disk, so it measures the disk, and
# the ratio says how much of a run's end-to-end time durability adds on this machine.
#   bash bench/sync-cost.sh [runs=5] [file=data/big.txt]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-5} file=${2:-data/big.txt}
dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null
CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
[ -f "$file" ] || "$CCI" 3 "$file" /dev/null >/dev/null   # cci generates the default input on first use
tmp=$(mktemp -d); out=$tmp/out; at_exit 'rm -rf "$tmp"'
cat "$file" > /dev/null
cases=()
for s in MemoryMapped/ThreadPoolFast FileStream/ThreadPoolFast FileStream/NoneFast; do
  for m in atomic overwrite; do cases+=("$s/$m/nosync" "$s/$m/sync"); done
done
for r in $(seq "$runs"); do
  for c in "${cases[@]}"; do
    IFS=/ read -r a t m y <<< "$c"
    flags=(-a "$a" -t "$t" -b 1M)
    [ "$m" = overwrite ] && flags+=(--overwrite)
    [ "$y" = sync ] && flags+=(--sync)
    sync   # start each run with no dirty pages from the one before
    s=$(date +%s.%N); "$CCI" 3 "$file" "$out" "${flags[@]}" >/dev/null; e=$(date +%s.%N)
    echo "$e - $s" | bc >> "$tmp/${c//\//_}"
  done
done
echo "machine: $(nproc) cores, $(uname -r), $(date -u +%F), file $(stat -c %s "$file") bytes, -b 1M, median of $runs, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-44s %10s %10s %8s\n' "strategy / output mode" "no sync s" "--sync s" ratio
for s in MemoryMapped/ThreadPoolFast FileStream/ThreadPoolFast FileStream/NoneFast; do
  for m in atomic overwrite; do
    n=$(median < "$tmp/${s//\//_}_${m}_nosync"); y=$(median < "$tmp/${s//\//_}_${m}_sync")
    printf '%-44s %10.3f %10.3f %8.2f\n' "$s / $m" "$n" "$y" "$(echo "$y / $n" | bc -l)"
  done
done
