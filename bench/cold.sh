#!/usr/bin/env bash
# The issue-13 table: cci on a COLD input (not in the page cache) against FileStream/None -b 64K and
# against the device's own sequential read (dd iflag=direct; fio with io_uring at depth 8 and 32 when installed,
# timed by fio's own runtime, not its wall time), then with --sync against a direct dd
# copy, then Auto on a cold and on a warm input against the best cell of each, then ViewAccessor
# against MemoryMapped (warm, plain and Fast). Rows run interleaved, R runs each; before every cold
# run the input and the previous output are written back and dropped from the page cache
# (posix_fadvise POSIX_FADV_DONTNEED through `dd iflag=nocache count=0`, no root needed), outside
# the timed part. Whole-process wall seconds, medians (with each row's fastest and slowest run), ratios within this one run.
#   bash bench/cold.sh [runs=7] [file=data/big.txt] [viewaccessor-file-size=64M] [filter=regex on row names]
# The cold rows, then the warm ones, run in a new random order every round (shuf): on this virtual disk a row's time
# depends on the row before it, so a fixed order would charge one row for its neighbour. A filter
# keeps the rows it matches plus the baselines (FileStream/None -b 64K and the dd rows).
# cci is the NativeAOT publish (publish/aot/cci) when clang is installed, else the JIT Release build.
# The disk here is virtual and shared: only ratios within one run mean anything.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
root=$PWD
runs=${1:-7} file=${2:-data/big.txt} va_size=${3:-64M} filter=${4:-.}

build_cci
[ -f "$file" ] || "$CCI" 3 "$file" /dev/null >/dev/null 2>&1   # cci generates the default input on first use
file=$(realpath "$file")

# Outputs beside the input: the same file system (tmpfs would refuse Unbuffered).
work=$(mktemp -d "$(dirname "$file")/.cci-cold.XXXXXX")
at_exit 'rm -rf "$work"'
OUT=$work/out
cp "$file" "$OUT"   # an existing output, made by write(2), for the in-place rows

resident() {   # percent of a file's pages in the page cache (util-linux fincore), or '-'
  command -v fincore >/dev/null || { echo -; return; }
  fincore -nb -o RES,SIZE "$1" 2>/dev/null | awk '{ if ($2 > 0) printf "%.0f", 100 * $1 / $2; else print 0 }'
}

# name|baseline|command ($IN input, $OUT output); cold rows evict IN and OUT first.
cold=(
  "cci FileStream/None -b 64K||\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a FileStream -t None -b 64K"
  "cci FileStream/NoneFast -b 1M|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a FileStream -t NoneFast -b 1M"
  "cci FileStream/OverlappedFast -b 1M -q 8|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a FileStream -t OverlappedFast -b 1M --queue-depth 8"
  "cci RandomAccess/ThreadPoolFast -b 1M|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a RandomAccess -t ThreadPoolFast -b 1M"
  "cci MemoryMapped/MultiThreadedFast -b 1M|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a MemoryMapped -t MultiThreadedFast -b 1M"
  "cci Unbuffered/NoneFast -b 1M|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Unbuffered -t NoneFast -b 1M"
  "cci Unbuffered/ThreadPoolFast -b 1M|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Unbuffered -t ThreadPoolFast -b 1M"
  "cci Unbuffered/OverlappedFast -b 1M -q 8|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Unbuffered -t OverlappedFast -b 1M --queue-depth 8"
  "cci RandomAccess/OverlappedFast -b 1M -q 8|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a RandomAccess -t OverlappedFast -b 1M --queue-depth 8"
  "cci Auto/Auto (cold)|cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Auto -t Auto"
  "dd read, direct, bs=1M||dd if=\"\$IN\" of=/dev/null bs=1M iflag=direct status=none"
  "dd read, cached, bs=1M||dd if=\"\$IN\" of=/dev/null bs=1M status=none"
  "fio read, direct, bs=1M, io_uring depth 8 (fio runtime)||fio --name=seq --filename=\"\$IN\" --readonly --rw=read --bs=1M --iodepth=8 --ioengine=io_uring --direct=1 --output-format=terse"
  "fio read, direct, bs=1M, io_uring depth 32 (fio runtime)||fio --name=seq --filename=\"\$IN\" --readonly --rw=read --bs=1M --iodepth=32 --ioengine=io_uring --direct=1 --output-format=terse"
  "cci Unbuffered/OverlappedFast -b 1M -q 8 --sync --overwrite|dd copy, direct, bs=1M|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Unbuffered -t OverlappedFast -b 1M --queue-depth 8 --sync --overwrite"
  "cci Unbuffered/ThreadPoolFast -b 1M --sync --overwrite|dd copy, direct, bs=1M|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Unbuffered -t ThreadPoolFast -b 1M --sync --overwrite"
  "cci Auto/Auto --sync --overwrite|dd copy, direct, bs=1M|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Auto -t Auto --sync --overwrite"
  "cci RandomAccess/ThreadPoolFast -b 1M --sync --overwrite|dd copy, direct, bs=1M|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a RandomAccess -t ThreadPoolFast -b 1M --sync --overwrite"
  "cci FileStream/None -b 64K --sync --overwrite|dd copy, direct, bs=1M|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a FileStream -t None -b 64K --sync --overwrite"
  "dd copy, direct, bs=1M||dd if=\"\$IN\" of=\"\$OUT\" bs=1M iflag=direct oflag=direct conv=notrunc status=none"
)
# Warm: the input stays cached (read before the first run); the output is a fresh file each run.
warm=(
  "cci MemoryMapped/MultiThreadedFast -b 1M (warm)||\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a MemoryMapped -t MultiThreadedFast -b 1M"
  "cci MemoryMapped/ThreadPoolFast -b 1M (warm)||\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a MemoryMapped -t ThreadPoolFast -b 1M"
  "cci FileStream/ThreadPoolFast -b 1M (warm)||\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a FileStream -t ThreadPoolFast -b 1M"
  "cci Unbuffered/OverlappedFast -b 1M -q 8 (warm)||\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Unbuffered -t OverlappedFast -b 1M --queue-depth 8"
  "cci Auto/Auto (warm)||\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Auto -t Auto"
)
# ViewAccessor against MemoryMapped, warm, on a smaller file (the accessor is slow: the factor is per byte).
VA_IN=$work/va-in
head -c "$(numfmt --from=iec "$va_size")" "$file" > "$VA_IN"
viewaccessor=(
  "cci MemoryMapped/None (VA file)||\"\$CCI\" 3 \"\$VA_IN\" \"\$OUT\" -a MemoryMapped -t None -b 64K"
  "cci ViewAccessor/None (VA file)|cci MemoryMapped/None (VA file)|\"\$CCI\" 3 \"\$VA_IN\" \"\$OUT\" -a ViewAccessor -t None -b 64K"
  "cci MemoryMapped/NoneFast (VA file)||\"\$CCI\" 3 \"\$VA_IN\" \"\$OUT\" -a MemoryMapped -t NoneFast -b 64K"
  "cci ViewAccessor/NoneFast (VA file)|cci MemoryMapped/NoneFast (VA file)|\"\$CCI\" 3 \"\$VA_IN\" \"\$OUT\" -a ViewAccessor -t NoneFast -b 64K"
)

keep() {   # the rows of an array (by name) that the filter selects, and the baselines
  local r name
  for r in "$@"; do
    name=${r%%|*}
    [[ $name == fio* ]] && ! command -v fio >/dev/null && continue   # the fio rows need fio installed
    if [[ $name =~ $filter || $name == "cci FileStream/None -b 64K" || $name == dd* || $name == fio* ]]; then printf '%s\n' "$r"; fi
  done
}
mapfile -t cold < <(keep "${cold[@]}")
mapfile -t warm < <(keep "${warm[@]}")
mapfile -t viewaccessor < <(keep "${viewaccessor[@]}")

IN=$file
export CCI IN OUT VA_IN
# Every cci row must give the same bytes (checked once, warm, before timing).
"$CCI" 3 "$IN" "$work/reference" -b 1M >/dev/null
for r in "${cold[@]}" "${warm[@]}"; do
  name=${r%%|*}; [[ $name == cci* ]] || continue
  rest=${r#*|}; cmd=${rest#*|}
  eval "$cmd" >/dev/null
  cmp -s "$OUT" "$work/reference" || { echo "$name: output differs" >&2; exit 1; }
done

run_row() {   # name, command, cold?
  local s e
  # A fresh output each run (atomic rows): replacing the last run's output would add the cost of
  # freeing its cached pages, which depends on which row ran before.
  if [[ $2 == *--overwrite* || $2 == dd* ]]; then
    [ -f "$OUT" ] || cp "$work/reference" "$OUT"   # in-place rows and dd write into an existing output
  else
    rm -f "$OUT"
  fi
  if [ "$3" = cold ]; then evict "$IN" "$OUT"; before=$(resident "$IN"); echo "$before" >> "$work/res.$(key "$1")"; fi
  if [[ $1 == fio* ]]; then
    # fio's own read runtime (terse field 9, ms): its wall time adds ~0.3 s of start-up here, which is
    # fio's, not the device's.
    eval "$2" | awk -F';' '{ printf "%.3f\n", $9 / 1000 }' >> "$work/t.$(key "$1")"
    return
  fi
  s=$(now); eval "$2" >/dev/null; e=$(now)
  echo "$e - $s" | bc >> "$work/t.$(key "$1")"
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
  mapfile -t shuffled < <(printf '%s\n' "${cold[@]}" | shuf)
  for r in "${shuffled[@]}"; do name=${r%%|*}; rest=${r#*|}; run_row "$name" "${rest#*|}" cold; done
  cat "$IN" > /dev/null
  mapfile -t shuffled < <(printf '%s\n' "${warm[@]}" "${viewaccessor[@]}" | shuf)
  for r in "${shuffled[@]}"; do name=${r%%|*}; rest=${r#*|}; run_row "$name" "${rest#*|}" warm; done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'), cci = $CCI"
echo "input: $(stat -c %s "$file") bytes on $(df --output=source "$file" | tail -1) ($(stat -f -c %T "$file")); ViewAccessor rows: $(stat -c %s "$VA_IN") bytes"
echo "median of $runs interleaved runs, whole-process wall seconds; cold rows: input and output evicted before each run"

stat_of() { if [ -f "$work/t.$(key "$1")" ]; then median < "$work/t.$(key "$1")"; else echo nan; fi; }
spread_of() {   # "min-max" of a row's runs: this disk's single runs are bimodal, so a median hides half the story
  if [ -f "$work/t.$(key "$1")" ]; then sort -g "$work/t.$(key "$1")" | awk 'NR==1 {lo=$1} {hi=$1} END {printf "%.3f-%.3f", lo, hi}'; else printf -- '-'; fi
}
ratio() { if [ -n "$2" ] && [ "$2" != nan ] && [ "$1" != nan ]; then printf '%.2f' "$(echo "$1 / $2" | bc -l)"; else printf -- '-'; fi; }
print_rows() {   # title, rows...
  local title=$1; shift
  echo; echo "$title"
  printf '%-62s %8s %13s %8s  %-32s %8s %9s\n' row "wall s" "min-max" "MB/s" baseline "/base" "cached %"
  for r in "$@"; do
    name=${r%%|*}; rest=${r#*|}; base=${rest%%|*}
    w=$(stat_of "$name"); bm=""; [ -n "$base" ] && bm=$(stat_of "$base")
    res=-; [ -f "$work/res.$(key "$name")" ] && res=$(median < "$work/res.$(key "$name")")
    printf '%-62s %8.3f %13s %8.0f  %-32s %8s %9s\n' "$name" "$w" "$(spread_of "$name")" "$(echo "$(stat -c %s "$file") / $w / 1000000" | bc -l)" "${base:--}" "$(ratio "$w" "$bm")" "$res"
  done
}
print_rows "cold" "${cold[@]}"
print_rows "warm" "${warm[@]}"
print_rows "ViewAccessor against MemoryMapped (warm; MB/s column is of the big file, ignore it here)" "${viewaccessor[@]}"

best() {   # the smallest median among rows whose name matches a regex
  local re=$1 b=
  for r in "${cold[@]}" "${warm[@]}"; do
    name=${r%%|*}; [[ $name =~ $re ]] || continue
    m=$(stat_of "$name"); [ "$m" = nan ] && continue
    if [ -z "$b" ] || (( $(echo "$m < ${b%% *}" | bc) )); then b="$m $name"; fi
  done
  echo "$b"
}
echo
best_cold=$(best '^cci [A-Za-z]+/[A-Za-z]+ -b [0-9KM]+( -q [0-9]+)?$')
best_warm=$(best '^cci (MemoryMapped|FileStream|Unbuffered)/.*\(warm\)$')
auto_cold=$(stat_of "cci Auto/Auto (cold)") auto_warm=$(stat_of "cci Auto/Auto (warm)")
base=$(stat_of "cci FileStream/None -b 64K") ddr=$(stat_of "dd read, direct, bs=1M")
echo "best cold cell: ${best_cold#* } ${best_cold%% *} s = $(ratio "${best_cold%% *}" "$base") x FileStream/None -b 64K, $(ratio "${best_cold%% *}" "$ddr") x dd direct read"
device=$(best '^(dd read, direct|fio read)')
echo "device's own sequential read (fastest dd/fio direct row): ${device#* } ${device%% *} s; FileStream/None -b 64K = $(ratio "$base" "${device%% *}") x it, best cold cell = $(ratio "${best_cold%% *}" "${device%% *}") x it"
echo "Auto cold: $(ratio "$auto_cold" "${best_cold%% *}") x the best cold cell; Auto warm: $(ratio "$auto_warm" "${best_warm%% *}") x the best warm cell (${best_warm#* })"
echo "ViewAccessor/None: $(ratio "$(stat_of "cci ViewAccessor/None (VA file)")" "$(stat_of "cci MemoryMapped/None (VA file)")") x MemoryMapped/None; ViewAccessor/NoneFast: $(ratio "$(stat_of "cci ViewAccessor/NoneFast (VA file)")" "$(stat_of "cci MemoryMapped/NoneFast (VA file)")") x MemoryMapped/NoneFast"
