#!/usr/bin/env bash
# The "larger than memory" test category: a file several times larger than the memory cci may use,
# transformed by every access method and a threaded and an unthreaded strategy each, and checked
# byte for byte against GNU tr. Memory is limited with a cgroup (v1 memory controller or cgroup v2),
# which charges the page cache too, so mapped views must really be evicted and re-read: this is what
# happens on a machine whose RAM is smaller than the file, without needing a disk of 30+ GiB.
# The default size is just past 4 GiB, so the run also crosses the 2^31 and 2^32 offsets for real.
# Needs root (to create the cgroup) and about 3x the size in free disk space under $TMPDIR.
#   bash tests/large/run-larger-than-memory.sh [size=4G+4097] [memory limit=512M]
set -uo pipefail
cd "$(dirname "$0")/../.."
size=${1:-$(((4 << 30) + 4097))} limit=${2:-512M}
toBytes() { numfmt --from=iec "$1"; }
size=$(toBytes "$size") limitBytes=$(toBytes "$limit")
[ "$(id -u)" = 0 ] || { echo "needs root to create a memory cgroup"; exit 2; }
dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null || { echo "build failed"; exit 2; }
CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-large.XXXXXX")
group=cci-large-$$
if [ -d /sys/fs/cgroup/memory ]; then
  cg=/sys/fs/cgroup/memory/$group; mkdir "$cg" || exit 2
  echo "$limitBytes" > "$cg/memory.limit_in_bytes"; peakFile=$cg/memory.max_usage_in_bytes
  resetPeak() { echo 0 > "$cg/memory.max_usage_in_bytes"; }
  ooms() { awk '/oom_kill /{print $2}' "$cg/memory.oom_control"; }
else
  cg=/sys/fs/cgroup/$group; mkdir "$cg" || exit 2
  echo "$limitBytes" > "$cg/memory.max"; peakFile=$cg/memory.peak
  resetPeak() { echo 0 > "$cg/memory.peak" 2>/dev/null || true; }
  ooms() { awk '/oom_kill /{print $2}' "$cg/memory.events"; }
fi
trap 'rm -rf "$work"; rmdir "$cg" 2>/dev/null' EXIT
inGroup() { (echo "$BASHPID" > "$cg/cgroup.procs" && exec "$@"); }

echo "input: $size bytes; memory limit for cci (page cache included): $limitBytes bytes; RAM $(free -b | awk '/Mem:/{print $2}') bytes"
head -c "$size" /dev/urandom > "$work/in"
# The reference: shift 1 as a byte mapping, by GNU tr.
tr '\000-\376\377' '\001-\377\000' < "$work/in" > "$work/want"
sync; echo 1 > /proc/sys/vm/drop_caches 2>/dev/null

passed=0 failed=0
for s in MemoryMapped/None MemoryMapped/ThreadPoolFast MemoryMapped/MultiThreadedFast FileStream/NoneFast FileStream/ThreadPoolFast; do
  rm -f "$work/out"; resetPeak; before=$(ooms)
  start=$(date +%s.%N)
  inGroup "$CCI" 1 "$work/in" "$work/out" -a "${s%/*}" -t "${s#*/}" -b 1M 2>"$work/err" >/dev/null; rc=$?
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  peak=$(cat "$peakFile") killed=$(( $(ooms) - before ))
  if [ $rc = 0 ] && cmp -s "$work/out" "$work/want"; then
    passed=$((passed + 1)); verdict=ok
  else
    failed=$((failed + 1)); verdict="FAIL (exit $rc, $(head -c 200 "$work/err"))"
  fi
  printf '%-6s %-32s %7.1f s  peak charged %5d MiB  oom kills %d\n' "$verdict" "$s" "$secs" $((peak >> 20)) "$killed"
done
echo "passed $passed, failed $failed"
[ $failed = 0 ]
