#!/usr/bin/env bash
# compMP's cache-thrash result (the article: striped parallel compare of two 5 GB files about 8x
# slower than one sequential reader), reproduced on a small scale: two identical files that
# together exceed a memory cgroup's limit (the page cache is charged to it), compared by cci (whose
# adaptive rule reads them front to back when they do not fit), by cci with the striped path forced
# (-a MemoryMapped -t ThreadPoolFast with an older binary that did not see the cgroup, if given, or
# the same comparison outside any limit for reference), and by `cmp`. Both files are evicted from the
# page cache before every run; interleaved, median of R; a run is stopped at 180 s (its time then reads
# about 180: a lower bound). Needs root (bench/in-cgroup.sh).
#   bash bench/compare-thrash.sh [size-each=600M] [limit=512M] [runs=5] [striped-cci=path to a cci that stripes regardless]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
root=$PWD
size=$(numfmt --from=iec "${1:-600M}") limit=${2:-512M} runs=${3:-5} striped=${4:-}
build_cci
work=$(mktemp -d "$root/data/.cci-thrash.XXXXXX")
at_exit 'rm -rf "$work"'
"$CCI" generate "$work/a" --size "$size" >/dev/null
cp "$work/a" "$work/b"
rows=(
  "cci compare (adaptive rule), in the cgroup|timeout 180 bash bench/in-cgroup.sh $limit \"$CCI\" compare \"$work/a\" \"$work/b\""
  "cci compare -a MemoryMapped -t ThreadPoolFast (rule), in the cgroup|timeout 180 bash bench/in-cgroup.sh $limit \"$CCI\" compare -a MemoryMapped -t ThreadPoolFast \"$work/a\" \"$work/b\""
  "cmp, in the cgroup|timeout 180 bash bench/in-cgroup.sh $limit cmp \"$work/a\" \"$work/b\""
  "cci compare -a MemoryMapped -t ThreadPoolFast, no limit|\"$CCI\" compare -a MemoryMapped -t ThreadPoolFast \"$work/a\" \"$work/b\""
)
[ -n "$striped" ] && rows+=("striped (${striped##*/} -a MemoryMapped -t ThreadPoolFast), in the cgroup|timeout 180 bash bench/in-cgroup.sh $limit \"$striped\" compare -a MemoryMapped -t ThreadPoolFast \"$work/a\" \"$work/b\"")
echo "what the rule chose in the cgroup:"
timeout 180 bash bench/in-cgroup.sh "$limit" "$CCI" compare -a MemoryMapped -t ThreadPoolFast "$work/a" "$work/b" --json 2>/dev/null | tr ',' '\n' | grep -E '"(path|pathReason)"' || true
[ -n "$striped" ] && { echo "what $striped chose:"; timeout 180 bash bench/in-cgroup.sh "$limit" "$striped" compare -a MemoryMapped -t ThreadPoolFast "$work/a" "$work/b" --json 2>/dev/null | tr ',' '\n' | grep -E '"(path|pathReason)"' || true; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
  for r in "${rows[@]}"; do
    name=${r%%|*}; cmd=${r#*|}
    evict "$work/a" "$work/b"
    s=$(now); eval "$cmd" >/dev/null 2>&1 || true; e=$(now)
    echo "$e - $s" | bc >> "$work/t.$(key "$name")"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'), cci = $CCI"
echo "two identical files of $size bytes each, cgroup limit $limit, both evicted before each run, median of $runs interleaved runs"
cmpm=$(median < "$work/t.$(key "cmp, in the cgroup")")
printf '%-78s %8s %8s\n' row "wall s" "/cmp"
for r in "${rows[@]}"; do
  name=${r%%|*}; w=$(median < "$work/t.$(key "$name")")
  printf '%-78s %8.3f %8.2f\n' "$name" "$w" "$(echo "$w / $cmpm" | bc -l)"
done
