#!/usr/bin/env bash
# Old vs new cci (NativeAOT, as installed) on the 640,000,000-byte default input, same sitting, interleaved, median of R runs:
# the transform with a fixed strategy, compare and wc at their defaults.
#   bash bench/old-vs-new-big.sh [runs=7]   with /tmp/aot-old/cci and /tmp/aot-new/cci built as bench/old-vs-new.sh says,
#   or OLD=path/to/cci NEW=path/to/cci (two builds of the same kind: both NativeAOT, or both JIT Release)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
R=${1:-7}
big=data/big.txt; cp $big /tmp/big.copy; cat $big > /dev/null
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A t
for ((r=0;r<R;r++)); do
  for name in old new; do
    if [ $name = old ]; then bin=${OLD:-/tmp/aot-old/cci}; else bin=${NEW:-/tmp/aot-new/cci}; fi
    a=$(now); $bin 3 $big /tmp/big.$name.out -a MemoryMapped -t MultiThreadedFast -b 64K -n 2 >/dev/null; b=$(now)
    $bin compare $big /tmp/big.copy; c=$(now)
    $bin wc $big >/dev/null; d=$(now)
    $bin wc -l $big >/dev/null; e=$(now)
    $bin 3 $big /tmp/big.$name.auto >/dev/null; f=$(now)
    $bin 3 $big /tmp/big.$name.fs -a FileStream -t MultiThreadedFast -n 2 >/dev/null; g=$(now)
    $bin 3 $big /tmp/big.$name.ow --overwrite >/dev/null; h=$(now)
    t[$name.tr]+="$(echo "$b - $a" | bc -l) "; t[$name.cmp]+="$(echo "$c - $b" | bc -l) "; t[$name.wc]+="$(echo "$d - $c" | bc -l) "; t[$name.wcl]+="$(echo "$e - $d" | bc -l) "
    t[$name.auto]+="$(echo "$f - $e" | bc -l) "; t[$name.fs]+="$(echo "$g - $f" | bc -l) "; t[$name.ow]+="$(echo "$h - $g" | bc -l) "
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
cmp /tmp/big.old.out /tmp/big.new.out && echo "outputs: identical"
printf '%-48s %8s %8s %8s\n' "case ($R runs, median s)" old new new/old
for k in tr:"transform -a MemoryMapped -t MultiThreadedFast -b 64K -n 2" auto:"transform (defaults), replacing its output" fs:"transform -a FileStream -t MultiThreadedFast -n 2" ow:"transform --overwrite (defaults)" cmp:"compare (defaults), identical files" wc:"wc (defaults)" wcl:"wc -l"; do
  key=${k%%:*}; o=$(tr ' ' '\n' <<<"${t[old.$key]}" | grep . | median); n=$(tr ' ' '\n' <<<"${t[new.$key]}" | grep . | median)
  printf '%-48s %8.3f %8.3f %8.2f\n' "${k#*:}" "$o" "$n" "$(echo "$n / $o" | bc -l)"
done
for x in auto fs ow; do cmp /tmp/big.old.$x /tmp/big.new.$x || echo "outputs differ: $x"; done
rm -f /tmp/big.copy /tmp/big.{old,new}.{out,auto,fs,ow}
