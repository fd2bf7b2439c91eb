#!/usr/bin/env bash
# What the progress bar costs: the same transform with the bar on (stderr a pseudo-terminal, through
# script(1)), with --quiet (counter off), and, when BEFORE=<path to an older cci> is set, a build from
# before the progress hook, interleaved with `cp` of the same file so machine drift hits all alike.
# Prints the median of the job's own elapsed seconds for each, and ratios to --quiet and to cp.
#   [BEFORE=/path/to/old/cci] bash bench/progress-cost.sh [runs=7] [buffer=4K] [access=MemoryMapped] [threading=ThreadPoolFast] [file=data/big.txt]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-7} buf=${2:-4K} access=${3:-MemoryMapped} threading=${4:-ThreadPoolFast} file=${5:-data/big.txt}
dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null
CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
[ -f "$file" ] || "$CCI" 3 "$file" /dev/null -q >/dev/null
tmp=$(mktemp -d); at_exit 'rm -rf "$tmp"'
cat "$file" > /dev/null
job() { script -qc "$1 3 $file $tmp/out -a $access -t $threading -b $buf --json $2" /dev/null | tr -d '\r' | sed -n 's/.*"elapsedSeconds":\([0-9.eE+-]*\).*/\1/p'; }
variants=(bar quiet); [ -n "${BEFORE:-}" ] && variants+=(before)
for r in $(seq "$runs"); do
  s=$(now); cp "$file" "$tmp/copy"; e=$(now); echo "$e - $s" | bc >> "$tmp/cp"
  job "$CCI" "" >> "$tmp/bar"
  job "$CCI" "-q" >> "$tmp/quiet"
  [ -n "${BEFORE:-}" ] && job "$BEFORE" "" >> "$tmp/before"
done
cpm=$(median < "$tmp/cp"); qm=$(median < "$tmp/quiet")
echo "machine: $(nproc) cores, $(uname -r), load $(cut -d' ' -f1-3 /proc/loadavg), file $(stat -c %s "$file") bytes, -a $access -t $threading -b $buf, median of $runs"
printf '%-28s %10s %10s %10s\n' variant "job s" "/quiet" "/cp"
for v in "${variants[@]}"; do
  m=$(median < "$tmp/$v")
  printf '%-28s %10.3f %10.3f %10.2f\n' "$v" "$m" "$(echo "$m / $qm" | bc -l)" "$(echo "$m / $cpm" | bc -l)"
done
printf '%-28s %10.3f\n' "cp (same file, wall)" "$cpm"
