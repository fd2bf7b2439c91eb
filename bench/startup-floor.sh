#!/usr/bin/env bash
# Start-up of NativeAOT builds against the floor: a NativeAOT hello world and GNU cmp, whole process, interleaved rounds,
# the mean of N back-to-back runs per round (bash's own clock, no process started to read it), load before and after.
#   bash bench/startup-floor.sh HELLO CCI_A [CCI_B ...]     e.g. /tmp/hello/out/hello /tmp/aot-old/cci /tmp/aot-new/cci
# HELLO is a `Console.WriteLine("hello")` program published with PublishAot and InvariantGlobalization.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hello=${1:?usage: bash bench/startup-floor.sh HELLO CCI...}; shift
hold_page_reporting
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-startup.XXXXXX"); at_exit 'rm -rf "$work"'
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
