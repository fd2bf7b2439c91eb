#!/usr/bin/env bash
# Two cci binaries' wc side by side on four sets of cached files: the 640,000,000-byte data/big.txt, 200 files of
# 1-10 MiB (as bench/wc-vs-wc.sh makes them), 1,000 files of 256 KiB-1 MiB, and FILES files of 0.2-3 KB through
# --files0-from (as bench/small-files.sh makes them). Whole-process wall seconds, interleaved (old, new, old, ...),
# median of RUNS runs each, the ratio new/old, and the load average before and after; both must print the same counts.
# WC_ARGS are given to both (default: none, wc's default counts and way), e.g. WC_ARGS="-a Auto -t Auto".
#   OLD=<old cci> NEW=<new cci> RUNS=11 FILES=100000 bash bench/wc-old-vs-new.sh
# Build each as the installed tool is (NativeAOT), e.g. in a worktree of the old commit:
#   dotnet publish src/Cci.Cli -c Release -r linux-x64 -p:PublishAot=true -o /tmp/aot-old
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
: "${OLD:?set OLD to the old cci}" "${NEW:?set NEW to the new cci}"
runs=${RUNS:-11} files=${FILES:-100000}
read -r -a wc_args <<< "${WC_ARGS:-}"
hold_page_reporting
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-wc-old-new.XXXXXX"); at_exit 'rm -rf "$work"'
export LC_ALL=C
[ -f data/big.txt ] || "$NEW" generate data/big.txt > /dev/null
mkdir "$work/mid" "$work/quarter"
for i in $(seq 0 199); do
  size=$(( (1 << 20) + (i * 7919 * 4099) % (9 << 20) ))
  kind=$([ $((i % 4)) = 3 ] && echo text || echo random)
  "$NEW" generate "$work/mid/f$(printf %03d "$i")" --size "$size" --kind "$kind" --seed "$i" > /dev/null
done
for i in $(seq 0 999); do
  size=$(( (256 << 10) + (i * 7919 * 4099) % (768 << 10) ))
  "$NEW" generate "$work/quarter/f$(printf %04d "$i")" --size "$size" --seed "$i" > /dev/null
done
make_small_files "$work" "$files"
sync
cat data/big.txt "$work"/mid/* "$work"/quarter/* > /dev/null
"$NEW" wc --files0-from "$work/list" > /dev/null
cases=("big.txt 640 MB|data/big.txt" "200 files 1-10 MiB|$(echo "$work"/mid/f*)" "1000 files 256K-1M|$(echo "$work"/quarter/f*)"
  "$files files 0.2-3 KB|--files0-from $work/list")
for c in "${cases[@]}"; do
  # shellcheck disable=SC2086
  diff <("$OLD" wc "${wc_args[@]}" ${c#*|}) <("$NEW" wc "${wc_args[@]}" ${c#*|}) > /dev/null || { echo "MISMATCH on ${c%%|*}"; exit 1; }
done
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for r in $(seq "$runs"); do
  for ci in "${!cases[@]}"; do
    for name in old new; do
      bin=$OLD; [ "$name" = new ] && bin=$NEW
      # shellcheck disable=SC2086
      s=$(now); "$bin" wc "${wc_args[@]}" ${cases[$ci]#*|} > /dev/null; e=$(now)
      echo "$e - $s" | bc >> "$work/t.$ci.$name"
    done
  done
done
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M') UTC, load before $load_before, after $(cut -d' ' -f1-3 /proc/loadavg)"
echo "old: $OLD; new: $NEW; wc ${wc_args[*]}; median of $runs whole-process runs, warm cache, C locale"
printf '%-24s%12s%12s%10s\n' case "old s" "new s" "new/old"
for ci in "${!cases[@]}"; do
  o=$(median < "$work/t.$ci.old"); n=$(median < "$work/t.$ci.new")
  printf '%-24s%12.4f%12.4f%10.3f\n' "${cases[$ci]%%|*}" "$o" "$n" "$(echo "$n / $o" | bc -l)"
done
