#!/usr/bin/env bash
# Runs GNU coreutils' and BusyBox's own test suites for wc and cmp, with their own harness, against a wc and a cmp: cci's
# (links named wc and cmp to a cci binary: cci is then that tool) or the system's, for reference.
#
#   eng/gnu-suites.sh [--cci PATH | --system] --coreutils DIR [--gnulib DIR] [--busybox DIR] [--work DIR] [--keep]
#
#   --cci PATH       the cci binary to link as wc and cmp (default: the Debug build's apphost)
#   --system         the wc and cmp found in PATH instead (GNU's, for reference)
#   --coreutils DIR  a coreutils source tree (tests/, init.cfg): `git -C coreutils archive v9.1 tests init.cfg | tar -x -C DIR`
#   --gnulib DIR     a gnulib tree for tests/init.sh, when the coreutils tree has none (release tags after 9.1 do not)
#   --busybox DIR    a BusyBox source tree (testsuite/)
#
# Runs the coreutils tests of wc (tests/wc/* or, in 9.1, tests/misc/wc*), and the generic ones that name wc or cmp
# (help-version*.sh and write-errors.sh with built_programs="wc cmp", read-errors.sh kept to its wc and cmp lines,
# close-stdin.sh where the tree has it), then BusyBox's testsuite/wc and testsuite/cmp through testsuite/runtest.
# Prints one line per test (PASS, FAIL, SKIP) and the counts; exits 1 when any failed. Nothing is copied into this
# repository: the suites run in a temporary folder (--work), removed at the end unless --keep.
set -u

here=$(cd "$(dirname "$0")/.." && pwd)
cci="$here/src/Cci.Cli/bin/Debug/net10.0/cci"
system=false
coreutils=""
gnulib=""
busybox=""
work=""
keep=false
while [ $# -gt 0 ]; do
  case "$1" in
    --cci) cci=$2; shift 2 ;;
    --system) system=true; shift ;;
    --coreutils) coreutils=$2; shift 2 ;;
    --gnulib) gnulib=$2; shift 2 ;;
    --busybox) busybox=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --keep) keep=true; shift ;;
    -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "eng/gnu-suites.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

if [ -z "$coreutils" ] && [ -z "$busybox" ]; then
  echo "eng/gnu-suites.sh: give --coreutils DIR and/or --busybox DIR (see --help)" >&2
  exit 2
fi

abs() { (cd "$1" && pwd); }
[ -z "$coreutils" ] || coreutils=$(abs "$coreutils") || exit 2
[ -z "$gnulib" ] || gnulib=$(abs "$gnulib") || exit 2
[ -z "$busybox" ] || busybox=$(abs "$busybox") || exit 2
if [ -z "$work" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/gnu-suites.XXXXXX")
else
  mkdir -p "$work" && work=$(abs "$work")
fi
$keep || trap 'rm -rf "$work"' EXIT

# The tools under test, as links named wc and cmp in build/src (coreutils' tests put ./src first in PATH).
mkdir -p "$work/build/src"
for tool in wc cmp; do
  if $system; then
    target=$(command -v "$tool") || { echo "eng/gnu-suites.sh: no $tool in PATH" >&2; exit 2; }
  else
    [ -x "$cci" ] || { echo "eng/gnu-suites.sh: no cci binary at $cci (build it, or give --cci)" >&2; exit 2; }
    target=$(cd "$(dirname "$cci")" && pwd)/$(basename "$cci")
  fi
  ln -sf "$target" "$work/build/src/$tool"
done
# coreutils' build helper getlimits (init.cfg's getlimits_ runs it): the limits of an LP64 Linux, where none was built.
if ! command -v getlimits > /dev/null; then
  cat > "$work/build/src/getlimits" <<'SH'
#!/bin/sh
cat <<LIMITS
CHAR_MAX=127
CHAR_MIN=-128
SCHAR_MAX=127
SCHAR_MIN=-128
UCHAR_MAX=255
SHRT_MAX=32767
SHRT_MIN=-32768
USHRT_MAX=65535
INT_MAX=2147483647
INT_MIN=-2147483648
UINT_MAX=4294967295
LONG_MAX=9223372036854775807
LONG_MIN=-9223372036854775808
ULONG_MAX=18446744073709551615
SIZE_MAX=18446744073709551615
SSIZE_MAX=9223372036854775807
SSIZE_MIN=-9223372036854775808
OFF_T_MAX=9223372036854775807
OFF_T_MIN=-9223372036854775808
TIME_T_MAX=9223372036854775807
TIME_T_MIN=-9223372036854775808
UID_T_MAX=4294967295
GID_T_MAX=4294967295
PID_T_MAX=2147483647
PID_T_MIN=-2147483648
INTMAX_MAX=9223372036854775807
INTMAX_MIN=-9223372036854775808
UINTMAX_MAX=18446744073709551615
LIMITS
SH
  chmod +x "$work/build/src/getlimits"
fi
echo "wc: $("$work/build/src/wc" --version | head -1); cmp: $("$work/build/src/cmp" --version | head -1)"

passed=0 failed=0 skipped=0
result() { # NAME STATUS(0 pass, 77 skip, else fail) LOG
  case "$2" in
    0) passed=$((passed + 1)); echo "PASS: $1" ;;
    77) skipped=$((skipped + 1)); echo "SKIP: $1" ;;
    *) failed=$((failed + 1)); echo "FAIL: $1 (exit $2; log: $3)" ;;
  esac
}
mkdir -p "$work/logs"

if [ -n "$coreutils" ]; then
  # A source tree as the harness reads it: the given one, with gnulib's tests/init.sh where it has none.
  src="$work/srcdir"
  mkdir -p "$src/tests"
  for entry in "$coreutils"/*; do [ "$(basename "$entry")" = tests ] || ln -s "$entry" "$src/"; done
  for entry in "$coreutils"/tests/*; do ln -s "$entry" "$src/tests/"; done
  if [ ! -e "$src/tests/init.sh" ]; then
    [ -n "$gnulib" ] && [ -f "$gnulib/tests/init.sh" ] || { echo "eng/gnu-suites.sh: $coreutils/tests has no init.sh: give --gnulib DIR" >&2; exit 2; }
    ln -s "$gnulib/tests/init.sh" "$src/tests/init.sh"
  fi

  # configure's LOCALE_FR and LOCALE_FR_UTF8: French locales where the machine has them (else those tests skip).
  locale_fr=$(locale -a 2>/dev/null | grep -i -m1 '^fr_FR\.\(iso-\?8859-\?1\|iso88591\)$' || true)
  locale_fr_utf8=$(locale -a 2>/dev/null | grep -i -m1 '^fr_FR\.utf-\?8$' || true)

  cd "$coreutils" || exit 2
  tests=$(ls tests/wc/*.pl tests/wc/*.sh tests/misc/wc*.pl tests/misc/wc*.sh 2>/dev/null
          ls tests/help/help-version*.sh tests/misc/help-version*.sh tests/misc/write-errors.sh tests/misc/read-errors.sh \
             tests/misc/close-stdin.sh 2>/dev/null)
  cd "$work/build" || exit 2
  # help-version.sh checks that the first program's --version ends its first line with $VERSION (a PATH sanity check).
  version=$("$work/build/src/wc" --version | sed -n '1s/.* //p;q')
  for t in $tests; do
    mkdir -p "$(dirname "$t")"
    file="$src/$t"
    if [ "$(basename "$t")" = read-errors.sh ]; then
      # Only the lines of its list that run wc or cmp: the other programs are not under test.
      file="$work/build/$t.wc-cmp"
      awk 'BEGIN{inlist=0} /^echo "\\$/{inlist=1; print; next} inlist && /^" *\|/{inlist=0} inlist && !/^(wc|cmp)( |$)/{next} {print}' \
        "$src/$t" > "$file"
    fi
    (
      # As coreutils' tests/local.mk runs each test (TESTS_ENVIRONMENT).
      . "$src/tests/lang-default"
      export TMPDIR=${TMPDIR:-/tmp} VERSION=$version LOCALE_FR=$locale_fr LOCALE_FR_UTF8=$locale_fr_utf8 abs_top_builddir="$work/build" \
        abs_top_srcdir="$src" abs_srcdir="$src" built_programs="wc cmp" fail=0 host_os=linux-gnu host_triplet=x86_64-pc-linux-gnu \
        srcdir="$src" top_srcdir="$src" CU_TEST_NAME="$t" CC=cc AWK=awk EGREP="grep -E" EXEEXT= MAKE=make PACKAGE_VERSION=$version \
        PERL=perl SHELL=/bin/bash VERBOSE=yes PATH="$work/build/src:$PATH"
      case "$t" in
        *.pl) exec perl -w -I"$src/tests" -MCuSkip -MCoreutils -M"CuTmpdir qw($t)" -- "$file" ;;
        *) exec /bin/bash "$file" ;;
      esac
    ) > "$work/logs/${t//\//-}.log" 2>&1 9>&2
    result "coreutils/$t" $? "$work/logs/${t//\//-}.log"
  done
fi

if [ -n "$busybox" ]; then
  # BusyBox's runtest calls "busybox APPLET": a busybox that runs the wc and cmp under test, and says they are its applets.
  bb="$work/busybox"
  mkdir -p "$bb/bin"
  cp -R "$busybox/testsuite" "$bb/testsuite"
  mkdir -p "$bb/scripts" && cp "$busybox/scripts/echo.c" "$bb/scripts/"   # testing.sh builds its echo from it
  : > "$bb/bin/.config"
  cat > "$bb/bin/busybox" <<SH
#!/bin/sh
if [ \$# -eq 0 ]; then printf 'Currently defined functions:\n\twc, cmp\n'; exit 0; fi
applet=\$1; shift
exec "$work/build/src/\$applet" "\$@"
SH
  chmod +x "$bb/bin/busybox"
  cd "$bb/testsuite" || exit 2
  bindir="$bb/bin" tsdir="$bb/testsuite" VERBOSE=1 sh runtest wc cmp > "$work/logs/busybox.log" 2>&1
  while read -r status name; do
    case "$status" in
      PASS:) result "busybox/$name" 0 ;;
      FAIL:) result "busybox/$name" 1 "$work/logs/busybox.log (VERBOSE=1 shows why)" ;;
      UNTESTED:|SKIPPED:) result "busybox/$name" 77 ;;
    esac
  done < "$work/logs/busybox.log"
fi

echo "passed $passed, failed $failed, skipped $skipped"
[ "$failed" -eq 0 ]
