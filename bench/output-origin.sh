#!/usr/bin/env bash
# Issue 14, fair baselines: on Linux 6.x with large folios, writing a file in place through a shared
# mapping costs more page faults when the file's page cache was made by page faults (a mapped write into
# a fresh file: what cci's mapped atomic mode makes) than when it was made by write(2) or cp. This
# script makes the same output four ways (cp; cci -a FileStream, which writes with write(2); cci -a
# MappedRead, which pwrites; cci -a MemoryMapped, which writes through a mapping), then times an
# in-place mapped rewrite of each (`cci --overwrite -a MemoryMapped -t MultiThreadedFast` and the C
# program bench/native/mmap.c in existing mode), with its minor page faults (GNU time %R).
# Each made output is dropped and remade before every timed run (so every run starts from the same
# cache state); interleaved, median of R. Also times making each output (the atomic run itself).
#   bash bench/output-origin.sh [runs=5] [file=data/big.txt]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
root=$PWD
runs=${1:-5} file=${2:-data/big.txt}
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time) for the page-fault counts" >&2; exit 2; }
build_cci
work=$(mktemp -d "$(dirname "$(realpath "$file")")/.cci-origin.XXXXXX")
at_exit 'rm -rf "$work"'
gcc -O3 -march=native -Wall -Wextra -o "$work/mmap" bench/native/mmap.c -lpthread
file=$(realpath "$file")
cat "$file" > /dev/null
OUT=$work/out

makers=(
  "cp|cp \"$file\" \"$OUT\""
  "cci -a FileStream (write)|\"$CCI\" 0 \"$file\" \"$OUT\" -a FileStream -t MultiThreadedFast -b 1M"
  "cci -a MappedRead (pwrite)|\"$CCI\" 0 \"$file\" \"$OUT\" -a MappedRead -t MultiThreadedFast -b 1M"
  "cci -a MemoryMapped (mapped)|\"$CCI\" 0 \"$file\" \"$OUT\" -a MemoryMapped -t MultiThreadedFast -b 1M"
)
writers=(
  "cci --overwrite -a MemoryMapped -t MultiThreadedFast|\"$CCI\" 3 \"$file\" \"$OUT\" -a MemoryMapped -t MultiThreadedFast -b 1M --overwrite"
  "native mmap-threads -O3 existing|\"$work/mmap\" \"$file\" \"$OUT\" existing 3 1M $(nproc)"
  "cci --overwrite -a RandomAccess -t MultiThreadedFast|\"$CCI\" 3 \"$file\" \"$OUT\" -a RandomAccess -t MultiThreadedFast -b 1M --overwrite"
)

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
  for m in "${makers[@]}"; do
    mname=${m%%|*}; mcmd=${m#*|}
    for w in "${writers[@]}"; do
      wname=${w%%|*}; wcmd=${w#*|}
      rm -f "$OUT"; sync
      s=$(now); eval "/usr/bin/time -f %R -o \"$work/faults\" $mcmd" >/dev/null; e=$(now)
      echo "$e - $s" | bc >> "$work/make.$(key "$mname")"; cat "$work/faults" >> "$work/makefaults.$(key "$mname")"
      s=$(now); eval "/usr/bin/time -f %R -o \"$work/faults\" $wcmd" >/dev/null; e=$(now)
      echo "$e - $s" | bc >> "$work/t.$(key "$mname/$wname")"; cat "$work/faults" >> "$work/f.$(key "$mname/$wname")"
    done
  done
done
rm -f "$OUT"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'), cci = $CCI"
echo "file: $(stat -c %s "$file") bytes, input warm, medians of $runs interleaved runs (making: of $((runs * ${#writers[@]})))"
echo
printf '%-34s %9s %12s\n' "output made by" "make s" "make faults"
for m in "${makers[@]}"; do
  mname=${m%%|*}
  printf '%-34s %9.3f %12.0f\n' "$mname" "$(median < "$work/make.$(key "$mname")")" "$(median < "$work/makefaults.$(key "$mname")")"
done
echo
printf '%-34s %-54s %9s %12s\n' "output made by" "then written in place by" "wall s" "minor faults"
for m in "${makers[@]}"; do
  mname=${m%%|*}
  for w in "${writers[@]}"; do
    wname=${w%%|*}
    printf '%-34s %-54s %9.3f %12.0f\n' "$mname" "$wname" "$(median < "$work/t.$(key "$mname/$wname")")" "$(median < "$work/f.$(key "$mname/$wname")")"
  done
done
