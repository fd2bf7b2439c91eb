#!/usr/bin/env bash
# The device's limit as a baseline (issue 36): fio's sequential O_DIRECT read of a file (psync at depth 1 with 1 MiB
# reads; io_uring at depth 1, 8 and 32 with 1 MiB and 4 MiB reads) beside every cold cci transform cell (each named
# access method with each threading method, Fast kernel, -b 1M; the io_uring methods also at deeper queues; Auto), and
# beside reading alone (cci wc -l, GNU wc -l; cci compare, GNU cmp of the file and a copy), on the same file in one
# sitting. Rows run interleaved, in a new random order every round; before every run the inputs and the last output are
# written back and dropped from the page cache the same way (bench/lib.sh's evict: posix_fadvise
# DONTNEED through dd, as cold.sh does; `cci sweep --cold` drops them with the same call), outside the timed part.
# fio is timed by its own bandwidth (terse field 7), not its wall time, which adds its start-up; cci by the whole
# process's wall time, with its user + system CPU time beside it. Medians of R rounds; cci's ratio is to the read time
# of fio io_uring QD32 4 MiB, from fio's bandwidth, the issue's yardstick.
#   [CSV=out.csv] [OLD=path/to/other/cci] bash bench/device-limit.sh [runs=5] [file=data/big.txt] [filter=regex on row names]
# With CSV set, the medians of the rows that name a block size (fio's bs, cci's -b) are also written there in a sweep's
# columns (strategy = the row), which `cci chart` draws against the block size.
# Needs fio (apt-get install -y fio) and a file system that takes O_DIRECT (not tmpfs before Linux 6.6). The disk is
# shared and virtual: only ratios within one run mean anything; report the load the script prints.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
command -v fio >/dev/null || { echo "device-limit.sh: needs fio (apt-get install -y fio)" >&2; exit 2; }
hold_page_reporting
runs=${1:-5} file=${2:-data/big.txt} filter=${3:-.}

build_cci
[ -f "$file" ] || "$CCI" 3 "$file" /dev/null >/dev/null 2>&1   # cci generates the default input on first use
file=$(realpath "$file")
size=$(stat -c %s "$file")
work=$(mktemp -d "$(dirname "$file")/.cci-device-limit.XXXXXX")
at_exit 'rm -rf "$work"'
IN=$file OUT=$work/out IN2=
yardstick="fio io_uring QD32 4M"

rows=(
  "fio psync QD1 1M|--ioengine=psync --iodepth=1 --bs=1M"
  "fio io_uring QD1 1M|--ioengine=io_uring --iodepth=1 --bs=1M"
  "fio io_uring QD1 4M|--ioengine=io_uring --iodepth=1 --bs=4M"
  "fio io_uring QD8 1M|--ioengine=io_uring --iodepth=8 --bs=1M"
  "fio io_uring QD8 4M|--ioengine=io_uring --iodepth=8 --bs=4M"
  "fio io_uring QD32 1M|--ioengine=io_uring --iodepth=32 --bs=1M"
  "$yardstick|--ioengine=io_uring --iodepth=32 --bs=4M"
)
# Every cold transform cell: each named access method with each threading method, as a sweep's -a all -t all lays
# them out (an Overlapped cell that runs as None, on a mapped method or IoUring, is left out, as the sweep does).
for a in FileStream MemoryMapped RandomAccess MappedRead Unbuffered IoUring IoUringUnbuffered; do
  for t in NoneFast MultiThreadedFast ThreadPoolFast OverlappedFast; do
    if [ "$t" = OverlappedFast ] && [[ $a =~ ^(MemoryMapped|MappedRead|IoUring|IoUringUnbuffered)$ ]]; then continue; fi
    rows+=("cci $a/$t -b 1M|-a $a -t $t -b 1M")
  done
done
rows+=("cci IoUring/NoneFast -b 1M -q 32|-a IoUring -t NoneFast -b 1M --queue-depth 32")
rows+=("cci IoUring/ThreadPoolFast -b 1M -q 32|-a IoUring -t ThreadPoolFast -b 1M --queue-depth 32")
rows+=("cci IoUringUnbuffered/NoneFast -b 1M -q 32|-a IoUringUnbuffered -t NoneFast -b 1M --queue-depth 32")
rows+=("cci IoUringUnbuffered/NoneFast -b 4M -q 8|-a IoUringUnbuffered -t NoneFast -b 4M --queue-depth 8")
rows+=("cci Auto/Auto|-a Auto -t Auto")
# Reading alone, as fio does: wc -l (its own default way, and each io_uring method), beside GNU wc -l. "cmd:" rows run as
# given, on $IN. With OLD set to another cci, its wc -l, Auto transform and compare run beside (before/after in one sitting).
rows+=("cci wc -l|cmd:\$CCI wc -l \$IN")
rows+=("cci wc -l IoUring/NoneFast -b 1M|cmd:\$CCI wc -l -a IoUring -t NoneFast -b 1M \$IN")
rows+=("cci wc -l IoUringUnbuffered/NoneFast -b 1M -q 32|cmd:\$CCI wc -l -a IoUringUnbuffered -t NoneFast -b 1M --queue-depth 32 \$IN")
rows+=("GNU wc -l|cmd:wc -l \$IN")
# Two files compared, read alone like wc: cci compare (its own default way, and through io_uring) beside GNU cmp, on the
# input and a copy of it (made once, only when a compare row is kept). compare's -b is cmp's --print-bytes: --buffer-size.
rows+=("cci compare|cmd:\$CCI compare \$IN \$IN2")
rows+=("cci compare IoUring/NoneFast -b 1M|cmd:\$CCI compare -a IoUring -t NoneFast --buffer-size 1M \$IN \$IN2")
rows+=("GNU cmp|cmd:cmp \$IN \$IN2")
if [ -n "${OLD:-}" ]; then
  rows+=("old cci wc -l|cmd:\$OLD wc -l \$IN" "old cci Auto/Auto|cmd:\$OLD 3 \$IN \$OUT -a Auto -t Auto" "old cci compare|cmd:\$OLD compare \$IN \$IN2")
fi
mapfile -t rows < <(printf '%s\n' "${rows[@]}" | awk -F'|' -v f="$filter" -v y="$yardstick" '$1 ~ f || $1 == y')

if printf '%s\n' "${rows[@]}" | grep -q 'compare \|cmp '; then IN2=$work/copy; cp "$IN" "$IN2"; fi

# Every cci cell must give the same bytes before anything is timed.
"$CCI" 3 "$IN" "$work/reference" -a RandomAccess -t None >/dev/null
for r in "${rows[@]}"; do
  name=${r%%|*} args=${r#*|}
  [[ $name == cci* && $args != cmd:* ]] || continue
  # shellcheck disable=SC2086
  "$CCI" 3 "$IN" "$OUT" $args >/dev/null
  cmp -s "$OUT" "$work/reference" || { echo "$name: output differs" >&2; exit 1; }
done

run_row() {   # name, arguments
  local t
  rm -f "$OUT"
  evict "$IN" "$OUT" ${IN2:+"$IN2"}
  if [[ $1 == fio* ]]; then
    # shellcheck disable=SC2086
    fio --name=read --filename="$IN" --readonly --rw=read --direct=1 $2 --output-format=terse \
      | awk -F';' '{ print $7 * 1024 }' >> "$work/bw.$(key "$1")"
    return
  fi
  if [[ $2 == cmd:* ]]; then
    t=$( { TIMEFORMAT='%R %U %S'; time eval "${2#cmd:}" >/dev/null 2>&1; } 2>&1 )
  else
    # shellcheck disable=SC2086
    t=$( { TIMEFORMAT='%R %U %S'; time "$CCI" 3 "$IN" "$OUT" $2 >/dev/null 2>&1; } 2>&1 )
  fi
  echo "$t" | awk '{ print $1 }' >> "$work/t.$(key "$1")"
  echo "$t" | awk '{ print $2 + $3 }' >> "$work/cpu.$(key "$1")"
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
  mapfile -t shuffled < <(printf '%s\n' "${rows[@]}" | shuf)
  for r in "${shuffled[@]}"; do run_row "${r%%|*}" "${r#*|}"; done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'), $(fio --version), cci = $CCI"
echo "input: $size bytes on $(df --output=source "$file" | tail -1) ($(stat -f -c %T "$file")); median of $runs interleaved rounds, each run cold (input and output evicted first)"

med() { if [ -f "$work/$1.$(key "$2")" ]; then median < "$work/$1.$(key "$2")"; else echo nan; fi; }
limit_bw=$(med bw "$yardstick")
limit_s=$(echo "$size / $limit_bw" | bc -l)
echo
printf '%-44s %8s %9s %8s %11s\n' row "GB/s" "seconds" "CPU s" "/ $yardstick"
for r in "${rows[@]}"; do
  name=${r%%|*}
  if [[ $name == fio* ]]; then
    bw=$(med bw "$name")
    printf '%-44s %8.2f %9.3f %8s %11.2f\n' "$name" "$(echo "$bw / 1000000000" | bc -l)" "$(echo "$size / $bw" | bc -l)" - "$(echo "$size / $bw / $limit_s" | bc -l)"
  else
    w=$(med t "$name")
    printf '%-44s %8.2f %9.3f %8.3f %11.2f\n' "$name" "$(echo "$size / $w / 1000000000" | bc -l)" "$w" "$(med cpu "$name")" "$(echo "$w / $limit_s" | bc -l)"
  fi
done

if [ -n "${CSV:-}" ]; then
  # One line per row without its block size (fio's depth at 1M and 4M is one line); fio's rows keep their names ("native":
  # not cci), cci's lose the "cci " that cci chart's ".NET " replaces.
  machine="$(nproc) cores, $(uname -r), $(date -u +%F)"
  echo "input,file_size,strategy,access,buffer_size,threads,seconds,mb_per_s,machine" > "$CSV"
  for r in "${rows[@]}"; do
    name=${r%%|*} args=${r#*|}
    bs=$(echo "$args" | grep -oE '(--bs=|-b )[0-9]+M' | grep -oE '[0-9]+' | head -1) || true
    [ -n "$bs" ] || continue
    line=$(echo "$name" | sed -E 's/ -b [0-9]+M//; s/ [0-9]+M$//; s/^cci //')
    if [[ $name == fio* ]]; then s=$(echo "$size / $(med bw "$name")" | bc -l) access=native; else s=$(med t "$name") access=; fi
    printf '%s,%s,"%s",%s,%s,1,%.4f,%.1f,"%s"\n' "${file#"$PWD"/}" "$size" "$line" "$access" "$((bs << 20))" "$s" "$(echo "$size / $s / 1000000" | bc -l)" "$machine" >> "$CSV"
  done
  echo "wrote $CSV"
fi
