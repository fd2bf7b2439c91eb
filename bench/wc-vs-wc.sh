#!/usr/bin/env bash
# The issue-5 table: `cci wc` against the machine's own `LC_ALL=C wc`, default flags and -l, on the
# 640,000,000-byte random text (data/big.txt, made by `cci generate`) and on 200 files of 1-10 MB
# (made by `cci generate` under /tmp, deleted afterwards). Runs are interleaved (wc, cci, cci-aot,
# wc, ...) so drift in a noisy machine hits all alike; prints the median whole-process wall time of
# R runs and each cci as a ratio to wc's median. Warm page cache: every file is read once first.
# Before the table it checks that every cci prints exactly what wc prints.
# cci is measured twice: the plain `dotnet build -c Release` (JIT, ~0.1 s of .NET start-up) and,
# unless AOT=0, a NativeAOT publish of the same code (start-up ~0.01 s).
#   bash bench/wc-vs-wc.sh [runs=7] [file=data/big.txt]        AOT=0 bash bench/wc-vs-wc.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-7} file=${2:-data/big.txt}
dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null
CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
work=$(mktemp -d /tmp/cci-wc-bench.XXXXXX); at_exit 'rm -rf "$work"'
# Both in the C locale: the same rules (cci follows LC_ALL/LC_CTYPE/LANG as GNU wc does).
declare -A tools=([wc]="env LC_ALL=C wc" [cci]="env LC_ALL=C $CCI wc")
names=(wc cci)
if [ "${AOT:-1}" != 0 ]; then
  dotnet publish src/Cci.Cli -c Release -r linux-x64 -p:PublishAot=true -o "$work/aot" -v q -nologo >/dev/null
  tools[cci-aot]="env LC_ALL=C $work/aot/cci wc"; names+=(cci-aot)
fi
[ -f "$file" ] || { mkdir -p "$(dirname "$file")"; "$CCI" generate "$file" >/dev/null; }
mkdir "$work/files"
for i in $(seq 0 199); do
  size=$(( (1 << 20) + (i * 7919 * 4099) % (9 << 20) ))   # 1-10 MiB, spread evenly, deterministic
  kind=$([ $((i % 4)) = 3 ] && echo text || echo random)
  "$CCI" generate "$work/files/f$(printf %03d "$i")" --size "$size" --kind "$kind" --seed "$i" >/dev/null
done
small=("$work"/files/f*)
cat "$file" "${small[@]}" > /dev/null
cases=("big|$file" "big -l|-l $file" "200 files|${small[*]}" "200 files -l|-l ${small[*]}")
for c in "${cases[@]}"; do
  for n in "${names[@]:1}"; do
    diff <(${tools[wc]} ${c#*|}) <(${tools[$n]} ${c#*|}) > /dev/null || { echo "MISMATCH: $n on ${c%%|*}"; exit 1; }
  done
done
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for r in $(seq "$runs"); do
  for ci in "${!cases[@]}"; do
    for n in "${names[@]}"; do
      s=$(now); ${tools[$n]} ${cases[$ci]#*|} > /dev/null; e=$(now)
      echo "$e - $s" | bc >> "$work/t.$ci.$n"
    done
  done
done
echo "machine: $(nproc) cores, $(uname -r), $(date -u '+%F %H:%M') UTC, load before $load_before, after $(cut -d' ' -f1-3 /proc/loadavg)"
echo "big: $(stat -c %s "$file") bytes; 200 files: $(cat "${small[@]}" | wc -c) bytes; median of $runs, whole process, warm cache"
printf '%-14s' case; for n in "${names[@]}"; do printf '%12s' "$n s"; done; for n in "${names[@]:1}"; do printf '%12s' "$n/wc"; done; echo
for ci in "${!cases[@]}"; do
  printf '%-14s' "${cases[$ci]%%|*}"
  declare -A m=()
  for n in "${names[@]}"; do m[$n]=$(median < "$work/t.$ci.$n"); printf '%12.3f' "${m[$n]}"; done
  for n in "${names[@]:1}"; do printf '%12.3f' "$(echo "${m[$n]} / ${m[wc]}" | bc -l)"; done
  echo
done
