#!/usr/bin/env bash
# How fast can anything turn a cold input into a new file here? cci's cold cells against the plain
# copy tools doing the same reads and writes (cp, dd bs=1M through the page cache) and against
# reading alone (cat, dd to /dev/null). Every run starts cold: the input and the last output are
# written back and dropped from the page cache, and the output removed, outside the timed part.
# Rows run in a new random order every round; whole-process wall seconds, medians, ratios in this run.
#   bash bench/cold-copy.sh [runs=9] [file=data/big.txt]
# cci is the NativeAOT publish (publish/aot/cci, republished when clang is installed), else the JIT Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-9} file=${2:-data/big.txt}
build_cci
[ -f "$file" ] || "$CCI" generate "$file" >/dev/null
IN=$(realpath "$file")
work=$(mktemp -d "$(dirname "$IN")/.cci-cold-copy.XXXXXX")
at_exit 'rm -rf "$work"'
OUT=$work/out
export CCI IN OUT

rows=(
  "cci FileStream/None -b 64K|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a FileStream -t None -b 64K"
  "cci RandomAccess/ThreadPoolFast -b 1M|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a RandomAccess -t ThreadPoolFast -b 1M"
  "cci FileStream/OverlappedFast -b 1M -q 8|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a FileStream -t OverlappedFast -b 1M --queue-depth 8"
  "cci Auto/Auto|\"\$CCI\" 3 \"\$IN\" \"\$OUT\" -a Auto -t Auto"
  "cp (copy, no transform)|cp \"\$IN\" \"\$OUT\""
  "dd copy bs=1M, page cache|dd if=\"\$IN\" of=\"\$OUT\" bs=1M status=none"
  "cat > /dev/null (read only)|cat \"\$IN\" > /dev/null"
  "dd read bs=1M iflag=direct (read only)|dd if=\"\$IN\" of=/dev/null bs=1M iflag=direct status=none"
)

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
  mapfile -t shuffled < <(printf '%s\n' "${rows[@]}" | shuf)
  for r in "${shuffled[@]}"; do
    name=${r%%|*} cmd=${r#*|}
    evict "$IN" "$OUT"; rm -f "$OUT"; sync
    s=$(now); eval "$cmd" >/dev/null; e=$(now)
    echo "$e - $s" | bc >> "$work/t.$(key "$name")"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'), read_ahead_kb $(cat /sys/block/"$(basename "$(df --output=source "$IN" | tail -1)")"/queue/read_ahead_kb 2>/dev/null || echo '?'), cci = $CCI"
echo "input: $(stat -c %s "$IN") bytes, cold before every run; median of $runs shuffled rounds, whole-process wall seconds"
base=$(median < "$work/t.$(key "cci FileStream/None -b 64K")") cp=$(median < "$work/t.$(key "cp (copy, no transform)")")
printf '%-44s %8s %8s %12s %8s\n' row "wall s" "MB/s" "/cci 64K" "/cp"
for r in "${rows[@]}"; do
  name=${r%%|*} m=$(median < "$work/t.$(key "${r%%|*}")")
  printf '%-44s %8.3f %8.0f %12.2f %8.2f\n' "$name" "$m" "$(echo "$(stat -c %s "$IN") / $m / 1000000" | bc -l)" "$(echo "$m / $base" | bc -l)" "$(echo "$m / $cp" | bc -l)"
done
