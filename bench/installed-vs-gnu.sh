#!/usr/bin/env bash
# The issue-15 checks of the installed tool against GNU cmp and wc, in one interleaved run (so drift
# in the machine hits all alike), median of R whole-process runs each, load average before and after:
#   - cci compare vs cmp on two identical cached files (data/big.txt and a copy);
#   - cci wc -l vs wc -l on the same file (LC_ALL=C);
#   - two 64 MB files that differ in every byte: compare -l into /dev/null (both tools stop at the
#     first mismatch there, as GNU cmp does) and through a pipe into cat (the whole listing), with
#     peak RSS of the listing (GNU time's %M);
#   - cci --version start-up.
#   CCI=/path/to/installed/cci bash bench/installed-vs-gnu.sh [runs=7] [file=data/big.txt]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-7} file=${2:-data/big.txt}
CCI=${CCI:?set CCI to the installed cci (dotnet tool install --tool-path DIR ...; CCI=DIR/cci)}
[ -f "$file" ] || "$CCI" generate "$file" >/dev/null 2>&1
work=$(mktemp -d /tmp/cci-installed.XXXXXX); at_exit 'rm -rf "$work"'
cp "$file" "$work/copy"
head -c 67108864 "$file" > "$work/a"
"$CCI" 1 "$work/a" "$work/b" >/dev/null 2>&1          # every byte + 1: differs everywhere
cat "$file" "$work/copy" "$work/a" "$work/b" >/dev/null
time_it() { local name=$1; shift; local s e; s=$(now); "$@" >/dev/null 2>&1 || true; e=$(now); echo "$e - $s" | bc >> "$work/$name"; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "$runs"); do
  time_it cmp cmp "$file" "$work/copy"
  time_it cci_compare "$CCI" compare "$file" "$work/copy"
  time_it wc_l env LC_ALL=C wc -l "$file"
  time_it cci_wc_l env LC_ALL=C "$CCI" wc -l "$file"
  time_it cmp_l_null sh -c "cmp -l '$work/a' '$work/b' > /dev/null"
  time_it cci_l_null sh -c "'$CCI' compare -l '$work/a' '$work/b' > /dev/null"
  time_it cmp_l_pipe sh -c "cmp -l '$work/a' '$work/b' | cat > /dev/null"
  time_it cci_l_pipe sh -c "'$CCI' compare -l '$work/a' '$work/b' | cat > /dev/null"
  time_it cci_version "$CCI" --version
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
m() { median < "$work/$1"; }
ratio() { echo "scale=3; $(m "$1") / $(m "$2")" | bc; }
printf '%-44s %9s %9s %7s\n' case gnu cci ratio
printf '%-44s %9.4f %9.4f %7s\n' "compare, identical $(stat -c %s "$file") B" "$(m cmp)" "$(m cci_compare)" "$(ratio cci_compare cmp)"
printf '%-44s %9.4f %9.4f %7s\n' "wc -l, $(stat -c %s "$file") B" "$(m wc_l)" "$(m cci_wc_l)" "$(ratio cci_wc_l wc_l)"
printf '%-44s %9.4f %9.4f %7s\n' "compare -l, 64 MiB all differ, > /dev/null" "$(m cmp_l_null)" "$(m cci_l_null)" "$(ratio cci_l_null cmp_l_null)"
printf '%-44s %9.4f %9.4f %7s\n' "compare -l, 64 MiB all differ, | cat" "$(m cmp_l_pipe)" "$(m cci_l_pipe)" "$(ratio cci_l_pipe cmp_l_pipe)"
printf '%-44s %9s %9.4f\n' "cci --version (start-up)" "" "$(m cci_version)"
/usr/bin/time -f %M -o "$work/rss_cmp" cmp -l "$work/a" "$work/b" | cat > /dev/null || true
/usr/bin/time -f %M -o "$work/rss_cci" "$CCI" compare -l "$work/a" "$work/b" | cat > /dev/null || true
echo "peak RSS of the whole listing (KiB): cmp -l $(tail -1 "$work/rss_cmp"), cci compare -l $(tail -1 "$work/rss_cci")"
