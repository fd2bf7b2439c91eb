#!/usr/bin/env bash
# Start-up of NativeAOT builds against the floor: a NativeAOT hello world and GNU cmp, whole process, interleaved rounds,
# the mean of N back-to-back runs per round (bash's own clock, no process started to read it), load before and after;
# then each cci's ratios to the floor, the same rounds' medians: `--version` to the hello world (the goal: at most 1.1)
# and a compare of two identical 100 KB files to the hello world and cmp together (the goal: at most 1.0), and its page
# faults beside the hello world's (perf stat, the mean of 20 runs; a count the machine's load does not change).
#   bash bench/startup-floor.sh HELLO CCI_A [CCI_B ...]     e.g. /tmp/hello/out/hello /tmp/aot-old/cci /tmp/aot-new/cci
# HELLO is a `Console.WriteLine("hello")` program published with PublishAot and InvariantGlobalization (without HELLO
# the script publishes one into its temporary folder when given "-" in its place).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hello=${1:?usage: bash bench/startup-floor.sh HELLO CCI...}; shift
hold_page_reporting
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-startup.XXXXXX"); at_exit 'rm -rf "$work"'
if [ "$hello" = - ]; then
  mkdir "$work/hello"
  printf '%s\n' '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net10.0</TargetFramework>' \
    '<InvariantGlobalization>true</InvariantGlobalization><PublishAot>true</PublishAot><StripSymbols>true</StripSymbols></PropertyGroup></Project>' \
    > "$work/hello/hello.csproj"
  echo 'System.Console.WriteLine("hello");' > "$work/hello/Program.cs"
  dotnet publish "$work/hello" -c Release -r linux-x64 -o "$work/hello/out" -v q -nologo > /dev/null
  hello=$work/hello/out/hello
fi
head -c 100000 /dev/urandom > "$work/a"; cp "$work/a" "$work/b"
N=${N:-40} ROUNDS=${ROUNDS:-5}
mean_ms() { local s e; s=$EPOCHREALTIME; for ((k = 0; k < N; k++)); do "$@" > /dev/null 2>&1 || true; done; e=$EPOCHREALTIME; echo "($e - $s) / $N * 1000" | bc -l; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A t
for ((r = 0; r < ROUNDS; r++)); do
  t[hello]+="$(mean_ms "$hello") "; t[cmp]+="$(mean_ms cmp "$work/a" "$work/b") "
  for cci in "$@"; do
    t["$cci version"]+="$(mean_ms "$cci" --version) "; t["$cci compare"]+="$(mean_ms "$cci" compare "$work/a" "$work/b") "
  done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
echo "median of $ROUNDS rounds of the mean of $N runs, ms:"
for key in hello cmp $(for cci in "$@"; do echo "$cci|version" "$cci|compare"; done); do
  k=${key/|/ }; printf '  %-50s %7.2f\n' "${k/compare/compare 100 KB}" "$(tr ' ' '\n' <<< "${t[$k]}" | grep . | median)"
done
med() { tr ' ' '\n' <<< "${t[$1]}" | grep . | median; }
faults() { perf stat -x, -e page-faults -r 20 "$@" 2>&1 > /dev/null | awk -F, '/page-faults/{print $1}'; }
command -v perf > /dev/null && echo "page faults (perf stat, the mean of 20 runs): hello $(faults "$hello")"
echo "ratios (goal: version/hello <= 1.1, compare/(hello + cmp) <= 1.0):"
for cci in "$@"; do
  v=$(med "$cci version") c=$(med "$cci compare") h=$(med hello) m=$(med cmp)
  f=$(command -v perf > /dev/null && echo ", page faults --version $(faults "$cci" --version), compare $(faults "$cci" compare "$work/a" "$work/b")")
  awk -v n="$cci" -v v="$v" -v c="$c" -v h="$h" -v m="$m" -v f="$f" \
    'BEGIN { printf "  %-50s version/hello %.2f  compare/(hello + cmp) %.2f%s\n", n, v / h, c / (h + m), f }'
done
