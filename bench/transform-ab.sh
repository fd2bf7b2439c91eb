#!/usr/bin/env bash
# Two cci builds' transforms side by side, interleaved, for a change to the path from the call to the kernel: the add and
# caesar transforms of one file, SIMD and scalar, mapped on the thread pool and one worker, median wall seconds of R runs.
#   OLD=<old cci> NEW=<new cci> bash bench/transform-ab.sh [size=256M] [runs=7]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
size=${1:-256M}
runs=${2:-7}
: "${OLD:?set OLD to the old cci}" "${NEW:?set NEW to the new cci}"
work=$(mktemp -d /tmp/cci-transform-ab.XXXXXX)
at_exit 'rm -rf "$work"'
"$NEW" generate "$work/in" --size "$size" >/dev/null
cases=("-a MemoryMapped -t ThreadPoolFast" "-a MemoryMapped -t ThreadPool" "-a MemoryMapped -t NoneFast" "-a MemoryMapped -t ThreadPoolFast --transform caesar")
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A times
for ((r = 0; r < runs; r++)); do
  for c in "${!cases[@]}"; do
    for name in old new; do
      bin=$OLD; [ "$name" = new ] && bin=$NEW
      # shellcheck disable=SC2086
      t0=$(now); "$bin" 3 "$work/in" "$work/out.$name" ${cases[$c]} --report none; t1=$(now)
      times[$c.$name]+="$(echo "$t1 - $t0" | bc -l) "
    done
  done
done
for c in "${!cases[@]}"; do
  old=$(printf "%s\n" ${times[$c.old]} | median); new=$(printf "%s\n" ${times[$c.new]} | median)
  printf '%-55s old %.3f s  new %.3f s  new/old %.2f\n' "${cases[$c]}" "$old" "$new" "$(echo "$new / $old" | bc -l)"
done
cmp "$work/out.old" "$work/out.new" && echo "outputs equal"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
