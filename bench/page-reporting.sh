#!/usr/bin/env bash
# Does the VM's free page reporting slow down runs that allocate page cache? A warm transform into a
# fresh output (the last output removed first) runs right after the removal, or after a pause long
# enough for the freed memory to be reported to the host (a few seconds), with the reporting on and
# then held (page_reporting_order above the largest buddy order). Root only; restores the setting.
#   bash bench/page-reporting.sh [rounds=6] [pause seconds=4] [file=data/big.txt]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
rounds=${1:-6} pause=${2:-4} file=${3:-data/big.txt}
knob=/sys/module/page_reporting/parameters/page_reporting_order
[ -w "$knob" ] || { echo "page-reporting: needs root and a kernel with free page reporting ($knob)" >&2; exit 2; }
build_cci
[ -f "$file" ] || "$CCI" generate "$file" >/dev/null
work=$(mktemp -d "$(dirname "$(realpath "$file")")/.cci-reporting.XXXXXX")
old=$(cat "$knob")
at_exit "echo $old > $knob; rm -rf \"$work\""
out=$work/out
cat "$file" > /dev/null

run() {   # label: one warm transform into a fresh output, timed
  local s e
  s=$(now); "$CCI" 3 "$file" "$out" -a MemoryMapped -t ThreadPoolFast -b 1M >/dev/null; e=$(now)
  echo "$e - $s" | bc >> "$work/t.$(key "$1")"
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for order in "$old" 11; do
  echo "$order" > "$knob"
  state=on; [ "$order" = 11 ] && state=held
  for _ in 1 2; do rm -f "$out"; "$CCI" 3 "$file" "$out" -b 1M >/dev/null; done   # touch the memory once
  for _ in $(seq "$rounds"); do
    for p in 0 "$pause"; do rm -f "$out"; sync; sleep "$p"; run "reporting $state, pause $p s"; done
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'); page_reporting_order normally $old"
echo "cci 3 $file OUT -a MemoryMapped -t ThreadPoolFast -b 1M, warm input, OUT removed before each run; $rounds rounds, whole-process wall seconds"
printf '%-32s %8s %8s %8s\n' row median min max
for state in on held; do
  for p in 0 "$pause"; do
    name="reporting $state, pause $p s"
    printf '%-32s %8.3f %8.3f %8.3f\n' "$name" "$(median < "$work/t.$(key "$name")")" \
      "$(sort -g "$work/t.$(key "$name")" | head -1)" "$(sort -g "$work/t.$(key "$name")" | tail -1)"
  done
done
