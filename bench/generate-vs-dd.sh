#!/usr/bin/env bash
# The text-file study (issue 14): how fast `cci generate` writes a file, for each of its options
# (block size, threads, --preallocate, --write-through, --kind), beside what the system can do
# without making any bytes: `dd if=/dev/zero` (the same size, 1 MiB blocks), `dd ... oflag=direct`
# (write-through's bound) and `fallocate` (reserving the space only). Every row writes a NEW
# file of the same size beside the input (the last one removed first, outside the timed part);
# rows run interleaved in a new random order each round, R rounds, whole-process wall seconds, medians, MB/s = 10^6 bytes/s.
#   bash bench/generate-vs-dd.sh [runs=5] [size=640000000] [dir=data]
# The same options must give the same bytes whatever -b and -n: checked once (md5) before timing.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
root=$PWD
runs=${1:-5} size=${2:-640000000} dir=${3:-data}

build_cci
work=$(mktemp -d "$dir/.cci-generate.XXXXXX")
at_exit 'rm -rf "$work"'
OUT=$work/out
export CCI OUT

rows=(
  "cci generate (defaults: -b 4M -n $(nproc))|\"\$CCI\" generate \"\$OUT\" --size $size"
  "cci generate -b 64K|\"\$CCI\" generate \"\$OUT\" --size $size -b 64K"
  "cci generate -b 256K|\"\$CCI\" generate \"\$OUT\" --size $size -b 256K"
  "cci generate -b 1M|\"\$CCI\" generate \"\$OUT\" --size $size -b 1M"
  "cci generate -b 2M|\"\$CCI\" generate \"\$OUT\" --size $size -b 2M"
  "cci generate -b 4M|\"\$CCI\" generate \"\$OUT\" --size $size -b 4M"
  "cci generate -n 1|\"\$CCI\" generate \"\$OUT\" --size $size -n 1"
  "cci generate --preallocate|\"\$CCI\" generate \"\$OUT\" --size $size --preallocate"
  "cci generate --write-through|\"\$CCI\" generate \"\$OUT\" --size $size --write-through"
  "cci generate --kind text|\"\$CCI\" generate \"\$OUT\" --size $size --kind text"
  "dd if=/dev/zero bs=1M|dd if=/dev/zero of=\"\$OUT\" bs=1M count=$((size / 1048576)) status=none"
  "dd if=/dev/zero bs=1M oflag=direct|dd if=/dev/zero of=\"\$OUT\" bs=1M count=$((size / 1048576)) oflag=direct status=none"
  "fallocate -l SIZE|fallocate -l $size \"\$OUT\""
)

# Determinism: the default bytes whatever -b and -n.
sums=$(for o in "" "-b 64K" "-b 1M -n 1" "-n 3"; do
  # shellcheck disable=SC2086
  "$CCI" generate "$OUT" --size 10000003 $o >/dev/null; md5sum < "$OUT"; done | sort -u | wc -l)
[ "$sums" = 1 ] || { echo "generate gave different bytes for different -b/-n" >&2; exit 1; }


echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
  # A new random order every round: what one row leaves behind (extents to free, memory to compact)
  # would otherwise always land on the same neighbour.
  mapfile -t shuffled < <(printf '%s\n' "${rows[@]}" | shuf)
  for r in "${shuffled[@]}"; do
    name=${r%%|*}; cmd=${r#*|}
    rm -f "$OUT"; sync
    s=$(now); eval "$cmd" >/dev/null; e=$(now)
    echo "$e - $s" | bc >> "$work/t.$(key "$name")"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M UTC'), cci = $CCI"
echo "file: $size bytes on $(df --output=source "$work" | tail -1) ($(stat -f -c %T "$work")), a new file each run, median of $runs interleaved runs"
printf '%-44s %8s %8s\n' row "wall s" "MB/s"
for r in "${rows[@]}"; do
  name=${r%%|*}; w=$(median < "$work/t.$(key "$name")")
  printf '%-44s %8.3f %8.0f\n' "$name" "$w" "$(echo "$size / $w / 1000000" | bc -l)"
done
