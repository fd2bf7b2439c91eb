#!/usr/bin/env bash
# cci against GNU wc and cmp where the work is small and start-up and per-file costs show: interleaved runs (so drift
# in the machine hits all alike), the median of RUNS whole-process runs each, the ratio cci/GNU, system calls per file
# of wc --files0-from (strace -c -f over the whole list), and the load average before and after:
#   - wc -l --files0-from and wc --files0-from over FILES files of 0.2-3 KB (cached);
#   - compare of two identical 100 KB files and of two identical 1 MB files;
#   - wc of one 100 KB text file;
#   - cci --version (start-up).
#   CCI=/path/to/cci FILES=100000 RUNS=11 bash bench/small-files.sh [--out FILE]
# CCI defaults to the cci on PATH (the installed tool). The files live in a folder of this script's own under
# ${TMPDIR:-/tmp}, removed at exit. --out FILE also writes every timed run (case, tool, seconds) to FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
out=
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=${2:?--out needs a file}; shift 2 ;;
    *) echo "usage: CCI=... FILES=N RUNS=N bash bench/small-files.sh [--out FILE]" >&2; exit 2 ;;
  esac
done
CCI=${CCI:-$(command -v cci || true)}
[ -x "${CCI:-}" ] || { echo "set CCI to a cci binary (none on PATH)" >&2; exit 2; }
files=${FILES:-100000} runs=${RUNS:-11}
hold_page_reporting
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-small.XXXXXX"); at_exit 'rm -rf "$work"'
export LC_ALL=C

make_small_files "$work" "$files"
# The new files' pages written back now, not by the kernel's flusher during the timed runs.
sync
head -c 100000 /dev/urandom > "$work/a100k"; cp "$work/a100k" "$work/b100k"
head -c 1000000 /dev/urandom > "$work/a1m"; cp "$work/a1m" "$work/b1m"
head -c 100000 "$work/files/0/f0.txt" > /dev/null
(xargs -0 cat < "$work/list" 2>/dev/null || true) | head -c 100000 > "$work/text100k"
# Warm: everything read once (and the list's files by both tools).
wc --files0-from="$work/list" > /dev/null; "$CCI" wc --files0-from "$work/list" > /dev/null
cat "$work/a100k" "$work/b100k" "$work/a1m" "$work/b1m" "$work/text100k" > /dev/null

# bash's own clock (no process started to read it), so a 1 ms run is not timed with a fork and an exec around it.
time_it() { local name=$1; shift; local s e; s=$EPOCHREALTIME; "$@" >/dev/null 2>&1 || true; e=$EPOCHREALTIME; echo "$e - $s" | bc >> "$work/t_$name"; }
echo "cci: $CCI ($("$CCI" --version 2>/dev/null || echo unknown)); $files files, $runs runs each"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "$runs"); do
  time_it wc_l_list_gnu wc -l --files0-from="$work/list"
  time_it wc_l_list_cci "$CCI" wc -l --files0-from "$work/list"
  time_it wc_list_gnu wc --files0-from="$work/list"
  time_it wc_list_cci "$CCI" wc --files0-from "$work/list"
  time_it cmp_100k_gnu cmp "$work/a100k" "$work/b100k"
  time_it cmp_100k_cci "$CCI" compare "$work/a100k" "$work/b100k"
  time_it cmp_1m_gnu cmp "$work/a1m" "$work/b1m"
  time_it cmp_1m_cci "$CCI" compare "$work/a1m" "$work/b1m"
  time_it wc_100k_gnu wc "$work/text100k"
  time_it wc_100k_cci "$CCI" wc "$work/text100k"
  time_it version_cci "$CCI" --version
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
m() { median < "$work/t_$1"; }
ratio() { echo "scale=2; $(m "$1") / $(m "$2")" | bc; }
printf '%-44s %9s %9s %7s\n' case gnu cci ratio
row() { printf '%-44s %9.4f %9.4f %7s\n' "$1" "$(m "$2_gnu")" "$(m "$2_cci")" "$(ratio "$2_cci" "$2_gnu")"; }
row "wc -l --files0-from, $files files" wc_l_list
row "wc --files0-from, $files files" wc_list
row "compare, two identical 100 KB files" cmp_100k
row "compare, two identical 1 MB files" cmp_1m
row "wc, one 100 KB text file" wc_100k
printf '%-44s %9s %9.4f\n' "cci --version (start-up)" "" "$(m version_cci)"

# System calls per file: the whole run's count, less a run over an empty list (start-up), over the file count.
if command -v strace > /dev/null; then
  : > "$work/empty"
  calls() { strace -c -f -o "$work/strace" "$@" > /dev/null 2>&1 || true; awk '$NF == "total" {print $(NF-2)}' "$work/strace"; }
  for tool in gnu cci; do
    if [ $tool = gnu ]; then run=(wc --files0-from="$work/list"); base=(wc --files0-from="$work/empty");
    else run=("$CCI" wc --files0-from "$work/list"); base=("$CCI" wc --files0-from "$work/empty"); fi
    all=$(calls "${run[@]}") none=$(calls "${base[@]}")
    echo "$tool wc --files0-from: $all system calls, $none with no files: $(echo "scale=2; ($all - $none) / $files" | bc) per file"
  done
else
  echo "strace not installed: no system call counts"
fi

if [ -n "$out" ]; then
  { echo "# bench/small-files.sh: case tool seconds; $files files, $runs runs; cci $("$CCI" --version 2>/dev/null || true)"
    for f in "$work"/t_*; do n=${f##*/t_}; while read -r s; do echo "${n%_*} ${n##*_} $s"; done < "$f"; done; } > "$out"
  echo "raw results: $out"
fi
