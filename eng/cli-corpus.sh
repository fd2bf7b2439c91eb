#!/usr/bin/env bash
# Runs one cci build over a fixed corpus of command lines (every command, the strategies, the options, the reports
# in text and JSON, and bad input) and writes each run's exit code, stdout and stderr, with the timings masked, to one
# file. Two builds are byte-identical in what a user sees when their files are equal:
#
#   bash eng/cli-corpus.sh path/to/old/cci /tmp/old.txt
#   bash eng/cli-corpus.sh path/to/new/cci /tmp/new.txt
#   diff /tmp/old.txt /tmp/new.txt && echo identical
#
# Masked: elapsed times, throughputs, JSON seconds and rates, and the memory available; nothing else.
set -uo pipefail
cci=${1:?usage: cli-corpus.sh CCI OUTPUT}
out=${2:?usage: cli-corpus.sh CCI OUTPUT}
work=$(mktemp -d /tmp/cci-corpus.XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$work"

mask() {
  sed -E \
    -e 's/(elapsed +)[0-9.e+-]+ s/\1<t> s/' \
    -e 's/(throughput +)[0-9.e+-]+ MB\/s/\1<r> MB\/s/' \
    -e 's/("(elapsedSeconds|megabytesPerSecond|seconds|medianSeconds|minSeconds|maxSeconds)":)[0-9.eE+-]+/\1<n>/g' \
    -e 's/("availableMemory":)[0-9]+/\1<m>/g' \
    -e 's/(in )[0-9.]+ (s|ms)\b/\1<t> \2/g'
}

n=0
run() {
  n=$((n + 1))
  {
    printf '### %d: cci' "$n"
    printf ' %q' "$@"
    printf '\n'
    "$cci" "$@" >"$work/o" 2>"$work/e" </dev/null
    printf 'exit %d\n--- stdout\n' "$?"
    mask <"$work/o"
    printf -- '--- stderr\n'
    mask <"$work/e"
  } >>"$out"
}
runin() {  # runin STDIN-FILE ARGS...: the same, with standard input from a file
  local in=$1
  shift
  n=$((n + 1))
  {
    printf '### %d: cci' "$n"
    printf ' %q' "$@"
    printf ' < %s\n' "$in"
    "$cci" "$@" >"$work/o" 2>"$work/e" <"$in"
    printf 'exit %d\n--- stdout\n' "$?"
    mask <"$work/o"
    printf -- '--- stderr\n'
    mask <"$work/e"
  } >>"$out"
}
: >"$out"

# Inputs: empty, one byte, odd sizes, text with tabs and UTF-8, a file that differs from another in places.
: >empty
printf 'x' >one
printf 'All work and no play\n\tmakes Jack a dull boy.\n' >small.txt
printf 'All work and no play\n\tmakes Jack a dull b0y.\nextra\n' >small2.txt
printf 'h\xc3\xa9llo w\xc3\xb6rld\n\xe4\xb8\xad\xe6\x96\x87 wide\n' >utf8.txt
"$cci" generate odd.txt --size 1000003 --seed 7 >/dev/null 2>&1
"$cci" generate odd2.txt --size 1000003 --seed 8 >/dev/null 2>&1
cp odd.txt odd-same.txt
cp odd.txt odd-short.txt && truncate -s 999000 odd-short.txt
"$cci" generate mid.txt --size 5000000 --seed 3 >/dev/null 2>&1

# The transform: every access method x threading method, the kernels, sizes, text and JSON reports.
for a in Auto FileStream MemoryMapped RandomAccess MappedRead Unbuffered ViewAccessor IoUring; do
  for t in Auto None MultiThreaded ThreadPool Overlapped ThreadPoolFast; do
    run 3 odd.txt "t-$a-$t.out" -a "$a" -t "$t"
    run 3 odd.txt "t-$a-$t.out" -a "$a" -t "$t" --report json
    cmp -s "t-$a-$t.out" t-Auto-Auto.out || echo "### transform -a $a -t $t: output differs from -a Auto -t Auto" >>"$out"
  done
done
for k in Scalar Vector128 Vector256 Vector512 Fast; do
  run 5 mid.txt "k-$k.out" --kernel "$k" -t MultiThreaded -b 64K -n 3
done
for f in empty one small.txt; do
  run 13 "$f" "$f.out"
  run -13 "$f" - --transform caesar
  run 200 "$f" "$f.json.out" --report json
done
run 3 odd.txt odd.over --overwrite
run 3 odd.txt - --report none
runin small.txt 7 - -
runin small.txt 7 - - --report json
run 3 odd.txt odd.sync --sync
run 3 mid.txt mid.b.out -b 5000 -n 4 -t ThreadPool -a RandomAccess
run 3 mid.txt mid.v.out -a MemoryMapped --view-size 1M -t MultiThreaded -b 256K

# generate
run generate g1.txt --size 12345 --seed 1
run generate - --size 300 --seed 2
run generate g2.txt --size 5000 --text allwork
run generate g3.txt --size 5000 --seed 9 --report json

# compare: cmp's modes on every way (whole, striped, streamed), JSON and the report.
for pair in "odd.txt odd2.txt" "odd.txt odd-same.txt" "odd.txt odd-short.txt" "odd-short.txt odd.txt" "small.txt small2.txt" "empty one" "one empty" "empty empty" "utf8.txt small.txt"; do
  set -- $pair
  run compare "$1" "$2"
  run compare -l "$1" "$2" --max 20
  run compare -s "$1" "$2"
  run compare -b "$1" "$2"
  run compare "$1" "$2" --json --max 5
  run compare "$1" "$2" --report
  run compare -n 10 "$1" "$2"
  run compare -i 3:2 "$1" "$2"
  run compare "$1" "$2" -a FileStream -t None
  run compare "$1" "$2" -a RandomAccess -t MultiThreaded --threads 3 --buffer-size 64K
done
run compare -l small.txt small2.txt
run compare -lb small.txt small2.txt
run compare odd.txt odd.txt
runin small2.txt compare small.txt -
runin small2.txt compare - small.txt --json
run compare small.txt missing
run compare missing small.txt
run compare small.txt small2.txt 5 3
run compare -n 1x small.txt small2.txt

# wc: every column, the locale, totals, several files, names from a file, bad names.
for opts in "" "-l" "-w" "-c" "-m" "-L" "-lwcmL" "--total always" "--total only" "--total never" "--json"; do
  run wc $opts small.txt
  run wc $opts small.txt utf8.txt odd.txt empty one
done
LC_ALL=C.UTF-8 run wc -m -L utf8.txt
LC_ALL=C run wc -m -L utf8.txt
printf 'small.txt\0odd.txt\0missing\0' >names0
run wc --files0-from names0
run wc small.txt missing
run wc -a FileStream -t None odd.txt mid.txt
run wc -a RandomAccess -t ThreadPool --threads 3 -l odd.txt mid.txt
runin small.txt wc
runin small.txt wc -l -

# Bad input and help.
run 999 small.txt x.out
run 3 missing x.out
run 3 small.txt x.out -a Nope
run 3 small.txt x.out -t Nope
run 3 small.txt x.out --kernel Nope
run 3 small.txt x.out -b 0
run wc --bogus
run compare
run --help
run compare --help
run wc --help
run generate --help
run sweep --help
run chart --help
run completion bash
run help wc

echo "$n runs" >>"$out"
