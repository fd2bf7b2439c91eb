#!/usr/bin/env bash
# generate (two NativeAOT cci builds at /tmp/lead/aot-old/cci and /tmp/lead/aot-new/cci) against dd writing the same 640,000,000 bytes into a fresh file; interleaved rounds, median.
set -euo pipefail
#   bash bench/generate-ab.sh [runs=7] [dir=data]   (hold free page reporting first: bench/lib.sh hold_page_reporting)
R=${1:-7}; dir=${2:-/work/main/data}
now() { date +%s.%N; }
declare -A t
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((r=0;r<R;r++)); do
  for c in dd old new; do
    f=$dir/gen.$c; rm -f $f; sync; sleep 0.5
    a=$(now)
    case $c in
      dd) dd if=/dev/zero of=$f bs=1M count=640000000 iflag=count_bytes status=none ;;
      old) /tmp/lead/aot-old/cci generate $f --size 640000000 >/dev/null ;;
      new) /tmp/lead/aot-new/cci generate $f --size 640000000 >/dev/null ;;
    esac
    b=$(now); t[$c]+="$(echo "$b - $a" | bc -l) "
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
cmp $dir/gen.old $dir/gen.new && echo "old and new: identical bytes"
rm -f $dir/gen.{dd,old,new}
med() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
d=$(med "${t[dd]}"); o=$(med "${t[old]}"); n=$(med "${t[new]}")
printf 'median of %d, s: dd %.3f  old generate %.3f (%.2fx dd)  new generate %.3f (%.2fx dd, %.2fx old)\n' $R $d $o $(echo "$o/$d"|bc -l) $n $(echo "$n/$d"|bc -l) $(echo "$n/$o"|bc -l)
