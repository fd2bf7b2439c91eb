#!/usr/bin/env bash
# Two cci binaries side by side, for what a change costs per run: whole-process wall seconds of
# `cci --version`, a 100 KiB transform replacing an existing output (one private temporary file,
# its owner, mode and attributes, the leftover scan, the rename) and a 64 MiB transform the same
# way, all interleaved in one run, median of R runs each, load average before and after.
#   OLD=<old cci> NEW=<new cci> bash bench/old-vs-new.sh [runs=21]
# Build each as the installed tool is (NativeAOT), e.g. in a worktree of the old commit:
#   dotnet publish src/Cci.Cli -c Release -r linux-x64 -p:PublishAot=true -o /tmp/aot-old
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-21}
: "${OLD:?set OLD to the old cci}" "${NEW:?set NEW to the new cci}"
work=$(mktemp -d /tmp/cci-old-vs-new.XXXXXX)
at_exit 'rm -rf "$work"'
"$NEW" generate "$work/small" --size 100K -q 2>/dev/null || "$NEW" generate "$work/small" --size 100K >/dev/null
"$NEW" generate "$work/big" --size 64M >/dev/null
for name in old new; do cp "$work/small" "$work/small.$name.out"; cp "$work/big" "$work/big.$name.out"; done
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A times
for ((r = 0; r < runs; r++)); do
  for name in old new; do
    bin=$OLD; [ "$name" = new ] && bin=$NEW
    t0=$(now); "$bin" --version >/dev/null; t1=$(now)
    "$bin" 3 "$work/small" "$work/small.$name.out" >/dev/null; t2=$(now)
    "$bin" 3 "$work/big" "$work/big.$name.out" -a MemoryMapped -t ThreadPoolFast -b 1M >/dev/null; t3=$(now)
    times[$name.version]+="$(echo "$t1 - $t0" | bc -l) "
    times[$name.small]+="$(echo "$t2 - $t1" | bc -l) "
    times[$name.big]+="$(echo "$t3 - $t2" | bc -l) "
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
cmp "$work/small.old.out" "$work/small.new.out" && cmp "$work/big.old.out" "$work/big.new.out" && echo "outputs: identical"
printf '%-34s %10s %10s %8s\n' "case ($runs runs, median s)" old new new/old
for c in version small big; do
  o=$(echo ${times[old.$c]} | tr ' ' '\n' | median); n=$(echo ${times[new.$c]} | tr ' ' '\n' | median)
  label=$c; [ $c = version ] && label="cci --version"; [ $c = small ] && label="cci 3 (100 KiB, replace)"; [ $c = big ] && label="cci 3 (64 MiB, MemoryMapped/TPFast 1M)"
  printf '%-34s %10.4f %10.4f %8.2f\n' "$label" "$o" "$n" "$(echo "$n / $o" | bc -l)"
done
