#!/usr/bin/env bash
# Where the occasional extra system time of a fresh-output run goes (docs/findings.md section 1): runs
# a few strategies R times each into a fresh output (the last one removed and synced first, outside
# the timing), in a new random order every round, and prints each run's wall and system seconds with
# what the kernel counted meanwhile in /proc/vmstat (direct compaction, direct reclaim, huge-page
# faults, page allocations; counters are system-wide), one line per run, slowest system time first.
#   bash bench/fresh-output-sys.sh [runs=10] [file=data/big.txt]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=${1:-10} file=${2:-data/big.txt}
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time)" >&2; exit 2; }
CCI=$root/src/Cci.Cli/bin/Release/net10.0/cci
[ -x publish/aot/cci ] && CCI=$root/publish/aot/cci
[ -x "$CCI" ] || { echo "build cci first (dotnet build -c Release src/Cci.Cli)" >&2; exit 2; }
work=$(mktemp -d "$(dirname "$(realpath "$file")")/.cci-fresh-sys.XXXXXX")
trap 'rm -rf "$work"' EXIT
cat "$file" > /dev/null
OUT=$work/out
rows=(
  "FileStream/None 64K|$CCI 3 $file $OUT -a FileStream -t None -b 64K"
  "RandomAccess/None 64K|$CCI 3 $file $OUT -a RandomAccess -t None -b 64K"
  "RandomAccess/NoneFast 64K|$CCI 3 $file $OUT -a RandomAccess -t NoneFast -b 64K"
  "MemoryMapped/MultiThreadedFast 1M|$CCI 3 $file $OUT -a MemoryMapped -t MultiThreadedFast -b 1M"
  "cp|cp $file $OUT"
)
counters="compact_stall compact_fail compact_success allocstall_normal allocstall_movable pgscan_direct pgsteal_direct thp_fault_alloc pgalloc_normal"
snap() { awk -v want=" $counters " 'index(want, " " $1 " ") {print $1, $2}' /proc/vmstat | sort; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
: > "$work/lines"
for _ in $(seq "$runs"); do
  mapfile -t shuffled < <(printf '%s\n' "${rows[@]}" | shuf)
  for r in "${shuffled[@]}"; do
    name=${r%%|*}; cmd=${r#*|}
    rm -f "$OUT"; sync
    snap > "$work/before"
    # shellcheck disable=SC2086
    /usr/bin/time -f "%e %S" -o "$work/t" $cmd > /dev/null
    snap > "$work/after"
    read -r wall sys < "$work/t"
    deltas=$(join "$work/before" "$work/after" | awk '{d = $3 - $2; if (d) printf "%s=%d ", $1, d}')
    printf '%6.2f %6.2f  %-36s %s\n' "$sys" "$wall" "$name" "$deltas" >> "$work/lines"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'), cci = $CCI; $(stat -c %s "$file")-byte input, fresh output each run"
echo "  sys s wall s  row                                  /proc/vmstat deltas during the run"
sort -rn "$work/lines"
