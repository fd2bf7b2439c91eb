#!/usr/bin/env bash
# Two cci binaries on wc over many small files (the files of bench/small-files.sh: FILES files of 0.2-3 KB, cached),
# interleaved so that drift in the machine hits both alike: the median wall seconds and CPU seconds (user + system, the
# process and its threads, io_uring's workers among them; the wall time to the nanosecond, the CPU time to 10 ms) of RUNS runs of `wc --files0-from` each, the ratio new/old,
# and each one's system calls per file (strace -c -f, less a run over an empty list). Load average before and after.
#   OLD=<old cci> NEW=<new cci> FILES=100000 RUNS=11 bash bench/small-files-ab.sh
# Build each as the installed tool is (NativeAOT) where clang is at hand, e.g. in a worktree of the old commit:
#   dotnet publish src/Cci.Cli -c Release -r linux-x64 -p:PublishAot=true -o /tmp/aot-old
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
: "${OLD:?set OLD to the old cci}" "${NEW:?set NEW to the new cci}"
files=${FILES:-100000} runs=${RUNS:-11}
hold_page_reporting
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-small-ab.XXXXXX"); at_exit 'rm -rf "$work"'
export LC_ALL=C
make_small_files "$work" "$files"
# The new files' pages written back now, not by the kernel's flusher during the timed runs.
sync
: > "$work/empty"
"$OLD" wc --files0-from "$work/list" > "$work/old.out"; "$NEW" wc --files0-from "$work/list" > "$work/new.out"
cmp -s "$work/old.out" "$work/new.out" && echo "outputs: identical" || echo "outputs: DIFFER"
echo "old: $OLD ($("$OLD" --version)); new: $NEW ($("$NEW" --version)); $files files, $runs runs each"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "$runs"); do
  for name in old new; do
    bin=$OLD; [ $name = new ] && bin=$NEW
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S" -o "$work/time" "$bin" wc --files0-from "$work/list" > /dev/null
    end=$(date +%s%N)
    read -r user sys < "$work/time"
    echo "scale=4; ($end - $start) / 1000000000" | bc >> "$work/wall_$name"; echo "$user + $sys" | bc >> "$work/cpu_$name"
  done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
m() { median < "$work/$1"; }
printf '%-34s %9s %9s %7s\n' "wc --files0-from, $files files" old new new/old
printf '%-34s %9.3f %9.3f %7.2f\n' "wall seconds (median)" "$(m wall_old)" "$(m wall_new)" "$(echo "scale=4; $(m wall_new) / $(m wall_old)" | bc)"
printf '%-34s %9.3f %9.3f %7.2f\n' "cpu seconds, user+sys (median)" "$(m cpu_old)" "$(m cpu_new)" "$(echo "scale=4; $(m cpu_new) / $(m cpu_old)" | bc)"
if command -v strace > /dev/null; then
  calls() { strace -c -f -o "$work/strace" "$@" > /dev/null 2>&1 || true; awk '$NF == "total" {print $4}' "$work/strace"; }
  for name in old new; do
    bin=$OLD; [ $name = new ] && bin=$NEW
    all=$(calls "$bin" wc --files0-from "$work/list") none=$(calls "$bin" wc --files0-from "$work/empty")
    echo "$name: $all system calls, $none with no files: $(echo "scale=2; ($all - $none) / $files" | bc) per file"
  done
else
  echo "strace not installed: no system call counts"
fi
