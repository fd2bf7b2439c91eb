#!/usr/bin/env bash
# The issue-3 table: every cci strategy (default atomic output and --overwrite), the native C
# baselines of bench/native (fresh output and existing output), `cp` and GNU `tr` with the same
# shift, in ONE interleaved run so drift in the machine hits all alike. Whole-process wall time,
# median of R runs, each as a ratio to its native baseline (same way of moving bytes, same output
# mode, the C built -O3 -march=native; each -O3 row shows its ratio to the -O2 build), to `cp` and to `tr`; then peak RSS of the FileStream strategies at two file sizes.
# Page cache warm (the input is read once first): this measures CPU and memory, not the disk. Rows run in a
# new random order each round; before each, the last fresh output is removed and dirty pages are synced.
#   bash bench/compare-native.sh [runs=5] [buffer=64K] [file=data/big.txt] [filter=regex on row names]
# cci is the NativeAOT build (publish/aot/cci, see ReadMe.txt), (re)published here when clang is
# installed; without clang, an existing publish/aot/cci, else the JIT Release build. Start-up of
# both builds on an empty file is measured at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
root=$PWD
runs=${1:-5} buf=${2:-64K} file=${3:-data/big.txt} filter=${4:-.}
threads=$(nproc)
shift_by=3

work=$(mktemp -d /tmp/cci-compare.XXXXXX)
at_exit 'rm -rf "$work"'

build_cci
JIT=$CCI_JIT
[ "${CCI_BUILD:-aot}" = jit ] && CCI=$JIT   # CCI_BUILD=jit: the cci rows run the JIT build instead
# Each C baseline twice: -O2 (the article's kind of code; its shift loop stays scalar) and
# -O3 -march=native (vectorised: the strongest plain C). cci's rows are compared with the -O3 one.
natives=(rw pthreads threadpool mmap)
[ -f /usr/include/liburing.h ] && natives+=(uring) || echo "liburing not installed: no native uring rows" >&2
for p in "${natives[@]}"; do
  lib=-lpthread; [ "$p" = uring ] && lib=-luring
  gcc -O2 -Wall -Wextra -o "$work/$p" "bench/native/$p.c" $lib
  gcc -O3 -march=native -Wall -Wextra -o "$work/$p-O3" "bench/native/$p.c" $lib
done
[ -f "$file" ] || "$CCI" "$shift_by" "$file" /dev/null >/dev/null 2>&1   # cci generates the default input on first use
file=$(realpath "$file")
cat "$file" > /dev/null

timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -f "%M %U %S" -o "$work/rss")

# name|baseline|command (run with eval; $IN is the input, $OUT the output of the row's mode)
rows=()
for a in FileStream RandomAccess MappedRead MemoryMapped; do
  for t in None NoneFast MultiThreaded MultiThreadedFast ThreadPool ThreadPoolFast; do
    case $a/$t in
      FileStream/None*|RandomAccess/None*|MappedRead/None*) base=rw ;;
      FileStream/ThreadPool*|RandomAccess/ThreadPool*|MappedRead/ThreadPool*) base=threadpool ;;
      FileStream/*|RandomAccess/*|MappedRead/*) base=pthreads ;;
      MemoryMapped/None*) base=mmap ;;
      *) base=mmap-threads ;;
    esac
    rows+=("cci $a/$t|native $base -O3 fresh|\"\$CCI\" $shift_by \"\$IN\" \"\$FRESH\" -a $a -t $t -b $buf -n $threads")
    rows+=("cci $a/$t --overwrite|native $base -O3 existing|\"\$CCI\" $shift_by \"\$IN\" \"\$EXISTING\" -a $a -t $t -b $buf -n $threads --overwrite")
  done
done
for m in fresh existing; do
  o='$FRESH'; [ $m = existing ] && o='$EXISTING'
  for opt in "" -O3; do
    rows+=("native rw${opt:+ $opt} $m|${opt:+native rw $m}|\"$work/rw$opt\" \"\$IN\" \"$o\" $m $shift_by $buf")
    rows+=("native pthreads${opt:+ $opt} $m|${opt:+native pthreads $m}|\"$work/pthreads$opt\" \"\$IN\" \"$o\" $m $shift_by $buf $threads")
    rows+=("native threadpool${opt:+ $opt} $m|${opt:+native threadpool $m}|\"$work/threadpool$opt\" \"\$IN\" \"$o\" $m $shift_by $buf $threads")
    [ -x "$work/uring" ] && rows+=("native uring${opt:+ $opt} $m|${opt:+native uring $m}|\"$work/uring$opt\" \"\$IN\" \"$o\" $m $shift_by $buf 8")
    rows+=("native mmap${opt:+ $opt} $m|${opt:+native mmap $m}|\"$work/mmap$opt\" \"\$IN\" \"$o\" $m $shift_by $buf 1")
    rows+=("native mmap-threads${opt:+ $opt} $m|${opt:+native mmap-threads $m}|\"$work/mmap$opt\" \"\$IN\" \"$o\" $m $shift_by $buf $threads")
  done
done
rows+=("cp||cp \"\$IN\" \"$work/cp-copy\"")
# tr maps every byte b to b+3 mod 256: octal ranges \000-\377 onto \003-\377 followed by \000-\002.
tr_to=$(printf '\\%03o-\\377\\000-\\%03o' "$shift_by" $((shift_by - 1)))
rows+=("tr||tr '\\000-\\377' '$tr_to' < \"\$IN\" > \"$work/tr-out\"")

selected=()
for r in "${rows[@]}"; do
  name=${r%%|*}
  if [[ $name =~ $filter || $name == cp || $name == tr || $name == native* ]]; then selected+=("$r"); fi
done

IN=$file FRESH=$work/out-fresh EXISTING=$work/out-existing
"$CCI" "$shift_by" "$IN" "$EXISTING" -b "$buf" >/dev/null   # the existing output exists and is cached before the first run
tr '\000-\377' "$tr_to" < "$IN" > "$work/tr-out"
cmp -s "$work/tr-out" "$EXISTING" || { echo "tr's output differs from cci's" >&2; exit 1; }

run_row() {   # name, command: appends "wall rss cpu" to the row's file
  local f s e rss=nan cpu=nan sys=nan
  f="$work/t.$(key "$1")"
  # A fresh-output row replaces the last run's output: removed first, outside the timed part, or the row
  # would pay for freeing 640 MB of another row's page cache (dearer when a mapping made that cache).
  if [[ $2 == *'$FRESH'* ]]; then rm -f "$FRESH"; fi
  # And no row starts with another's dirty pages still to write back (cp's and tr's fresh outputs would
  # otherwise throttle whichever row follows them).
  sync
  s=$(now)
  eval "${timer[*]:+${timer[*]@Q}} $2" >/dev/null
  e=$(now)
  if [ ${#timer[@]} -gt 0 ]; then
    read -r rss user sys < <(tail -1 "$work/rss")
    cpu=$(echo "$user + $sys" | bc)
  fi
  echo "$(echo "$e - $s" | bc) $rss $cpu $sys" >> "$f"
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# A new random order every round: a row's time depends on the row before it (the kernel compacts memory
# after another row freed or dirtied 640 MB), so a fixed order would charge one row for its neighbour.
for _ in $(seq "$runs"); do
  mapfile -t shuffled < <(printf '%s\n' "${selected[@]}" | shuf)
  for r in "${shuffled[@]}"; do
    name=${r%%|*}; rest=${r#*|}; run_row "$name" "${rest#*|}"
  done
done

stat_of() { awk "{print \$$2}" "$work/t.$(key "$1")" | median; }
cpm=$(stat_of cp 1) trm=$(stat_of tr 1)
ratio() { if [ -n "$2" ] && [ "$2" != nan ]; then printf '%.2f' "$(echo "$1 / $2" | bc -l)"; else printf -- '-'; fi; }
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "machine: $threads cores, $(uname -r), $(date -u '+%F %H:%M UTC'), $(basename "$CCI") = $CCI"
echo "file: $(stat -c %s "$file") bytes, -b $buf, -n $threads, whole-process wall seconds, median of $runs interleaved runs"
# cpu s (user + sys, 10 ms resolution) is less disturbed than wall time by a busy machine.
printf '%-48s %8s %7s %7s %9s  %-28s %8s %8s %8s\n' row "wall s" "cpu s" "sys s" "RSS MiB" baseline "/base" "/cp" "/tr"
for r in "${selected[@]}"; do
  name=${r%%|*}; rest=${r#*|}; base=${rest%%|*}
  w=$(stat_of "$name" 1); rss=$(stat_of "$name" 2); cpu=$(stat_of "$name" 3); sys=$(stat_of "$name" 4)
  bm=""; [ -n "$base" ] && bm=$(stat_of "$base" 1)
  rssm=$([ "$rss" = nan ] && echo - || printf '%.1f' "$(echo "$rss / 1024" | bc -l)")
  printf '%-48s %8.3f %7.2f %7.2f %9s  %-28s %8s %8s %8s\n' "$name" "$w" "$cpu" "$sys" "$rssm" "${base:--}" "$(ratio "$w" "$bm")" "$(ratio "$w" "$cpm")" "$(ratio "$w" "$trm")"
done

if [ ${#timer[@]} -gt 0 ]; then
  # A FileStream strategy holds one stripe buffer per worker, so its peak RSS must not follow the file size.
  small=$work/small.txt
  head -c $(( $(stat -c %s "$file") / 10 + 1 )) "$file" > "$small"   # a tenth of the file
  echo
  echo "peak RSS (MiB) of the FileStream strategies at two input sizes, --overwrite, -b $buf:"
  printf '%-36s %14s %14s\n' strategy "$(stat -c %s "$small") B" "$(stat -c %s "$file") B"
  for t in None NoneFast MultiThreadedFast ThreadPoolFast; do
    line=()
    for in in "$small" "$file"; do
      /usr/bin/time -f "%M %U %S" -o "$work/rss" "$CCI" "$shift_by" "$in" "$work/rss-out" -a FileStream -t $t -b "$buf" -n "$threads" --overwrite >/dev/null
      line+=("$(printf '%.1f' "$(echo "$(tail -1 "$work/rss" | cut -d' ' -f1) / 1024" | bc -l)")")
    done
    printf '%-36s %14s %14s\n' "FileStream/$t" "${line[0]}" "${line[1]}"
  done
fi

# Start-up: the whole process on an empty file, JIT build against the NativeAOT one, interleaved.
: > "$work/empty"
for _ in $(seq $((runs * 4))); do
  for b in "$JIT" "$CCI"; do
    s=$(now); "$b" "$shift_by" "$work/empty" "$work/empty-out" >/dev/null; e=$(now)
    echo "$e - $s" | bc >> "$work/start.$(key "$b")"
  done
done
echo
echo "start-up on an empty file, median of $((runs * 4)):"
printf '  %-60s %8.4f s\n' "$JIT" "$(median < "$work/start.$(key "$JIT")")"
[ "$CCI" != "$JIT" ] && printf '  %-60s %8.4f s\n' "$CCI" "$(median < "$work/start.$(key "$CCI")")"
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
