#!/usr/bin/env bash
# Exercises the Windows code paths (CreateFileMapping / MapViewOfFile / FlushViewOfFile /
# FlushFileBuffers, Windows file sharing on rename, the NUL device, FILE_FLAG_NO_BUFFERING for
# -a Unbuffered, overlapped reads and writes, MemoryMappedViewAccessor) by running the published
# win-x64 build of cci under Wine and checking every output byte for byte against a reference
# computed here by Python. xunit itself cannot run under Wine here (no Windows test host), so the
# cases below mirror the strategy matrix and view tests of tests/.
#   apt-get install -y wine64      (Debian 12: wine 8.0)
#   bash tests/windows/run-under-wine.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
WINE=$(command -v wine64 || ls /usr/lib/wine/wine64 2>/dev/null) || { echo "wine64 not found: apt-get install -y wine64"; exit 2; }
export WINEDEBUG=-all WINEPREFIX=${WINEPREFIX:-/tmp/cci-wineprefix}
work=$(mktemp -d /tmp/cci-wine.XXXXXX); trap 'rm -rf "$work"' EXIT
publish=$work/publish
dotnet publish src/Cci.Cli -c Release -r win-x64 --self-contained -o "$publish" -v q -nologo >/dev/null || { echo "publish failed"; exit 2; }
"$WINE" wineboot --init >/dev/null 2>&1
# With WINEDEBUG=+relay, log only the calls section 4 counts (the key does nothing without +relay).
"$WINE" reg add 'HKCU\Software\Wine\Debug' /v RelayInclude /t REG_SZ /d 'kernel32.FlushViewOfFile;kernel32.FlushFileBuffers' /f >/dev/null 2>&1
# Under a loaded Wine a run now and then ends at once with exit 1 and no message (a transform never exits 1);
# such a run is tried once more, and every retry is listed at the end, so a real failure still fails.
cci() {
  "$WINE" "$publish/cci.exe" "$@"; local rc=$?
  if [ "$rc" = 1 ] && [ ! -s "$work/err" ]; then
    echo "$*" >>"$work/retries"; "$WINE" "$publish/cci.exe" "$@"; rc=$?
  fi
  return "$rc"
}
win() { local p=${1//\//\\}; echo "Z:$p"; }
passed=0 failed=0
ok()   { passed=$((passed+1)); }
fail() { failed=$((failed+1)); echo "FAIL  $*"; }
reference() { # shift transform in out
  python3 - "$@" <<'PY'
import sys
shift, kind, src, dst = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
def caesar(b):
    for lo, n in ((65, 26), (97, 26), (48, 10)):
        if lo <= b < lo + n: return lo + (b - lo + shift) % n
    return b
table = bytes((b + shift) % 256 if kind == "add" else caesar(b) for b in range(256))
open(dst, "wb").write(open(src, "rb").read().translate(table))
PY
}
expect_same() { # name, expected file, actual file, exit code (a missing output fails: each case deletes its output first)
  if [ ! -e "$3" ]; then fail "$1 (exit $4; no output written: $(head -c 200 "$work/err"))"
  elif [ "$4" = 0 ] && cmp -s "$2" "$3"; then ok; else fail "$1 (exit $4; $(cmp "$2" "$3" 2>&1 | head -c 200))"; fi
}
fresh() { rm -f "$work/out" "$work/back" "$work/err"; } # before each case, so no case passes on an earlier case's output

sizes=(0 1 4097 1000003 5242887)
for s in "${sizes[@]}"; do head -c "$s" /dev/urandom > "$work/in$s"; reference 3 add "$work/in$s" "$work/ref$s"; done

echo "1. every strategy, sizes ${sizes[*]}, small stripes with 3 workers and large ones with more workers than stripes"
for s in "${sizes[@]}"; do
  for a in FileStream MemoryMapped; do
    for t in None NoneFast MultiThreaded ThreadPoolFast; do
      for bn in "512 3" "64K 17"; do
        set -- $bn
        fresh
        cci 3 "$(win "$work/in$s")" "$(win "$work/out")" -a $a -t $t -b $1 -n $2 >/dev/null 2>"$work/err"
        expect_same "size $s $a $t -b $1 -n $2" "$work/ref$s" "$work/out" $?
      done
    done
  done
done

echo "2. mapped views smaller than the file, at offsets that are not multiples of the 64 KiB allocation granularity"
for v in 64K 100K 192K 1M; do
  for t in None ThreadPoolFast MultiThreaded; do
    fresh
    cci 3 "$(win "$work/in5242887")" "$(win "$work/out")" -a MemoryMapped -t $t -b 4K -n 3 --view-size $v >/dev/null 2>"$work/err"
    expect_same "view $v $t" "$work/ref5242887" "$work/out" $?
  done
done

echo "3. output modes, --sync, decrypt, caesar, input = output, pipes, NUL"
for a in FileStream MemoryMapped; do
  fresh
  head -c 9000000 /dev/urandom > "$work/out"
  cci 3 "$(win "$work/in1000003")" "$(win "$work/out")" -a $a -t ThreadPoolFast --overwrite >/dev/null 2>"$work/err"
  expect_same "--overwrite onto a longer output, $a" "$work/ref1000003" "$work/out" $?
  fresh
  head -c 10 /dev/urandom > "$work/out"
  cci 3 "$(win "$work/in1000003")" "$(win "$work/out")" -a $a -t MultiThreaded --overwrite >/dev/null 2>"$work/err"
  expect_same "--overwrite onto a shorter output, $a" "$work/ref1000003" "$work/out" $?
  fresh
  cci 3 "$(win "$work/in5242887")" "$(win "$work/out")" -a $a -t ThreadPoolFast --sync >/dev/null 2>"$work/err"
  expect_same "--sync, $a" "$work/ref5242887" "$work/out" $?
  fresh
  cci -3 "$(win "$work/ref5242887")" "$(win "$work/back")" -a $a -t NoneFast >/dev/null 2>"$work/err"
  expect_same "shift -3 decrypts, $a" "$work/in5242887" "$work/back" $?
  reference 13 caesar "$work/in1000003" "$work/refc"
  fresh
  cci 13 "$(win "$work/in1000003")" "$(win "$work/out")" -a $a -t ThreadPoolFast --transform caesar >/dev/null 2>"$work/err"
  expect_same "caesar 13, $a" "$work/refc" "$work/out" $?
  cp "$work/in1000003" "$work/same"
  cci 3 "$(win "$work/same")" "$(win "$work/same")" -a $a -t ThreadPool >/dev/null 2>"$work/err"
  expect_same "input = output (replaced while it is open), $a" "$work/ref1000003" "$work/same" $?
  cci 3 "$(win "$work/in1000003")" NUL -a $a >/dev/null 2>"$work/err"; code=$?
  [ $code = 0 ] && ok || fail "output NUL, $a (exit $code: $(head -c 200 "$work/err"))"
done
fresh
cci 3 - - < "$work/in1000003" > "$work/out" 2>"$work/err"
expect_same "stdin to stdout" "$work/ref1000003" "$work/out" $?

echo "4. --sync on mapped output flushes every view (FlushViewOfFile, counted in Wine's relay log) before FlushFileBuffers"
for t in None ThreadPoolFast; do
  fresh
  WINEDEBUG=+relay cci 3 "$(win "$work/in5242887")" "$(win "$work/out")" -a MemoryMapped -t $t -b 64K -n 3 --view-size 1M --sync \
    >/dev/null 2>"$work/trace"; code=$?
  grep -vE '^[0-9a-f]+:(Call|Ret|trace)' "$work/trace" > "$work/err"
  flushes=$(grep -c 'Call KERNEL32.FlushViewOfFile' "$work/trace")
  expect_same "--sync -a MemoryMapped -t $t --view-size 1M" "$work/ref5242887" "$work/out" $code
  [ "$flushes" -ge 5 ] && ok || fail "--sync -a MemoryMapped -t $t: $flushes view flushes, expected one per view of 1 MiB (at least 5)"
done

echo "5. unbuffered (FILE_FLAG_NO_BUFFERING, 4 KiB blocks), overlapped (RandomAccess.ReadAsync/WriteAsync on the handles) and the view accessor"
for s in "${sizes[@]}"; do
  for case in "Unbuffered None 4K" "Unbuffered NoneFast 64K" "Unbuffered ThreadPoolFast 4K" "Unbuffered OverlappedFast 64K" \
              "FileStream Overlapped 4K" "RandomAccess OverlappedFast 64K" "ViewAccessor None 4K" "ViewAccessor MultiThreadedFast 64K"; do
    set -- $case
    fresh
    cci 3 "$(win "$work/in$s")" "$(win "$work/out")" -a $1 -t $2 -b $3 -n 3 --queue-depth 4 >/dev/null 2>"$work/err"
    expect_same "size $s $1 $2 -b $3" "$work/ref$s" "$work/out" $?
  done
done
fresh
cci 3 "$(win "$work/in1000003")" "$(win "$work/out")" -a Unbuffered -t NoneFast -b 5000 >/dev/null 2>"$work/err"; rc=$?
if [ "$rc" = 2 ] && [ "$(wc -l < "$work/err")" = 1 ] && grep -q "multiple of the" "$work/err" && [ ! -e "$work/out" ]; then ok; else fail "unbuffered -b 5000: exit $rc, $(head -c 200 "$work/err")"; fi

echo "6. bad input: exit 2, one line, nothing left behind"
bad() { # name, args...
  local name=$1; shift
  cci "$@" >/dev/null 2>"$work/err"; local code=$?
  if [ $code = 2 ] && [ "$(wc -l < "$work/err")" = 1 ] && ! grep -qE '\bat [A-Za-z_.`<>]+\(' "$work/err" \
     && [ -z "$(find "$work" -maxdepth 1 -name '*.cci-tmp')" ]; then ok; else fail "$name (exit $code: $(head -c 300 "$work/err"))"; fi
}
bad "missing input" 3 "$(win "$work/nothing")" "$(win "$work/out")"
mkdir -p "$work/adir"
bad "output is a directory" 3 "$(win "$work/in4097")" "$(win "$work/adir")"
bad "input is a directory" 3 "$(win "$work/adir")" "$(win "$work/out")"
bad "output directory missing" 3 "$(win "$work/in4097")" "$(win "$work/no/out")"
bad "shift out of range" 300 "$(win "$work/in4097")" "$(win "$work/out")"

[ -s "$work/retries" ] && { echo "retried once after a silent exit 1 under Wine:"; sed 's/^/  /' "$work/retries"; }
echo "$passed passed, $failed failed ($("$WINE" --version 2>/dev/null), $(cci --version 2>/dev/null | tr -d '\r'))"
[ "$failed" = 0 ]
