#!/usr/bin/env bash
# compare of a file the page cache does not hold with a copy it holds whole: two cci builds at their defaults and GNU cmp,
# interleaved rounds, each file's cache made the same way before every run (the copy read through, the input evicted with
# fsync + POSIX_FADV_DONTNEED); the medians, and the ratios to cmp. Hold free page reporting first (bench/lib.sh).
#   OLD=<old cci> NEW=<new cci> [R=9] bash bench/compare-one-cold.sh [input=data/big.txt]
# The copy is made beside the input (INPUT.copy) and removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${OLD:?set OLD to the old cci}" "${NEW:?set NEW to the new cci}"
input=${1:-data/big.txt} copy=${1:-data/big.txt}.copy
cp "$input" "$copy"; trap 'rm -f "$copy"' EXIT
evict() { python3 -c "import os,sys; fd=os.open(sys.argv[1],os.O_RDONLY); os.fsync(fd); os.posix_fadvise(fd,0,0,os.POSIX_FADV_DONTNEED)" "$1"; }
declare -A t
echo "old: $OLD ($("$OLD" --version)); new: $NEW ($("$NEW" --version)); $(stat -c %s "$input") bytes, ${R:-9} rounds"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "${R:-9}"); do
  for c in old new cmp; do
    cat "$copy" > /dev/null; evict "$input"; sync; sleep 0.3
    s=$EPOCHREALTIME
    case $c in
      old) "$OLD" compare "$input" "$copy" > /dev/null ;;
      new) "$NEW" compare "$input" "$copy" > /dev/null ;;
      cmp) cmp "$input" "$copy" > /dev/null ;;
    esac
    e=$EPOCHREALTIME; t[$c]+="$(echo "$e - $s" | bc -l) "
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
cat "$copy" > /dev/null; evict "$input"; sync
"$NEW" compare "$input" "$copy" --json | grep -o '"access":"[A-Za-z]*","threading":"[A-Za-z]*"' | sed 's/^/new at its defaults ran: /'
med() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
o=$(med "${t[old]}") n=$(med "${t[new]}") c=$(med "${t[cmp]}")
printf 'median of %d, s: cmp %.3f  old compare %.3f (%.2fx cmp)  new compare %.3f (%.2fx cmp, %.2fx old)\n' "${R:-9}" "$c" "$o" "$(echo "$o/$c" | bc -l)" "$n" "$(echo "$n/$c" | bc -l)" "$(echo "$n/$o" | bc -l)"
