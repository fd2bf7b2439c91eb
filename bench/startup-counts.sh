#!/usr/bin/env bash
# Start-up by counts that do not depend on the machine's load, for a NativeAOT hello world and each cci given:
# user-space instructions (valgrind --tool=callgrind, one run: deterministic to a few hundred), page faults (perf stat,
# the mean of 10 runs) and system calls with their errors (strace -f -c), of `--version`, a compare of two identical
# 100 KB files and a wc of a 100 KB text file, standard output on /dev/null. Also the write(2) calls of `wc -l` over
# 1,000 small files into a regular file.
#   bash bench/startup-counts.sh HELLO CCI_A [CCI_B ...]
# valgrind does not know AVX-512: publish the cci to count with -p:IlcInstructionSet=x86-64-v3 (as the tool package is),
# and give binaries without their .dbg beside them (valgrind may refuse one).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hello=${1:?usage: bash bench/startup-counts.sh HELLO CCI...}; shift
for tool in valgrind perf strace; do command -v "$tool" > /dev/null || { echo "needs $tool"; exit 1; }; done
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-counts.XXXXXX"); at_exit 'rm -rf "$work"'
head -c 102400 /dev/urandom > "$work/a"; cp "$work/a" "$work/b"
head -c 76800 /dev/urandom | base64 -w 76 > "$work/lines"; head -c 102400 "$work/lines" > "$work/text"
mkdir "$work/many"; for i in $(seq -w 1 1000); do printf 'line %s\nmore\n' "$i" > "$work/many/f$i"; done
counts() {
  local ir pf sc
  ir=$(valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" 2>&1 > /dev/null | sed -n 's/.*Collected : //p')
  pf=$(perf stat -x, -e page-faults -r 10 "$@" 2>&1 > /dev/null | awk -F, '/page-faults/{print $1}')
  sc=$(strace -f -c "$@" 2>&1 > /dev/null | awk '$NF=="total"{print ($5=="total" ? $4" (0 failed)" : $4" ("$5" failed)")}')
  printf '  %-40s %12s %8s   %s\n' "$label" "$ir" "$pf" "$sc"
}
printf '  %-40s %12s %8s   %s\n' "" "instructions" "faults" "system calls"
label=hello; counts "$hello"
for cci in "$@"; do
  label="$cci --version"; counts "$cci" --version
  label="$cci compare a b"; counts "$cci" compare "$work/a" "$work/b"
  label="$cci wc text"; counts "$cci" wc "$work/text"
  writes=$(strace -f -c -e trace=write "$cci" wc -l "$work"/many/* 2>&1 > "$work/out" | awk '$NF=="write"{print $4}')
  echo "  $cci wc -l 1,000 files > file: $writes write(2) calls"
done
