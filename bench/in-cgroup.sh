#!/usr/bin/env bash
# Runs one command inside a new memory cgroup (v1 memory controller or cgroup v2) whose limit charges
# the page cache too: the way to give cci "a smaller machine" without one. Used by the findings'
# reproductions of the article's smaller system (Figures 3-4) and of compMP's cache thrash.
# Needs root. Prints the cgroup's peak memory use to stderr at the end.
#   bash bench/in-cgroup.sh <limit, e.g. 512M> <command> [args...]
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: bench/in-cgroup.sh <limit> <command> [args...]" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "bench/in-cgroup.sh: needs root to create a memory cgroup" >&2; exit 2; }
limit=$(numfmt --from=iec "$1"); shift
group=cci-bench-$$
if [ -d /sys/fs/cgroup/memory ]; then
  cg=/sys/fs/cgroup/memory/$group; mkdir "$cg" || exit 2
  echo "$limit" > "$cg/memory.limit_in_bytes"; peak=$cg/memory.max_usage_in_bytes
else
  cg=/sys/fs/cgroup/$group; mkdir "$cg" || exit 2
  echo "$limit" > "$cg/memory.max"; peak=$cg/memory.peak
fi
trap 'rmdir "$cg" 2>/dev/null' EXIT
(echo "$BASHPID" > "$cg/cgroup.procs" && exec "$@")
rc=$?
echo "in-cgroup: limit $limit bytes, peak $(cat "$peak" 2>/dev/null || echo ?) bytes, exit $rc" >&2
exit $rc
