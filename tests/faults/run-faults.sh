#!/usr/bin/env bash
# Fault injection for cci, as a user would meet the faults: a full disk, unreadable input, a read-only
# output directory, an output that is a directory, another process cutting the input, Ctrl-C and
# SIGTERM. Each case checks the exit code, that stderr is one line without a stack trace, that the old
# output is intact and that no temporary file is left. Needs root for the small tmpfs (disk full) and
# to run cci as an unprivileged user (permission cases); those cases are skipped otherwise.
#   bash tests/faults/run-faults.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null || { echo "build failed"; exit 2; }
CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
work=$(mktemp -d /tmp/cci-faults.XXXXXX)
chmod 755 "$work"
passed=0 failed=0 skipped=0
trap 'mountpoint -q "$work/small" && umount "$work/small"; rm -rf "$work"' EXIT

check() { # name, expected exit code, actual exit code, stderr file, old-output file, expected old content, dir to scan for leftovers
  local name=$1 want=$2 got=$3 err=$4 out=$5 old=$6 dir=$7 why=""
  [ "$got" = "$want" ] || why+=" exit $got (want $want);"
  [ "$(wc -l < "$err")" -le 1 ] || why+=" stderr has $(wc -l < "$err") lines;"
  grep -q '   at ' "$err" && why+=" stack trace on stderr;"
  [ -z "$out" ] || printf '%s\n' "$old" | cmp -s - "$out" || why+=" old output changed;"
  [ -z "$(find "$dir" -name '*.cci-tmp' 2>/dev/null)" ] || why+=" temporary file left;"
  if [ -z "$why" ]; then passed=$((passed+1)); echo "ok    $name: exit $got, $(head -c 160 "$err")"
  else failed=$((failed+1)); echo "FAIL  $name:$why $(head -c 300 "$err")"; fi
}
skip() { skipped=$((skipped+1)); echo "skip  $1"; }

head -c 20000000 /dev/urandom > "$work/in20"
truncate -s 2G "$work/sparse2g"

# 1. Disk full while writing: a 4 MiB tmpfs, a 20 MB input, every access method, atomic and in place.
mkdir -p "$work/small"
if [ "$(id -u)" = 0 ] && mount -t tmpfs -o size=4m tmpfs "$work/small" 2>/dev/null; then
  for a in FileStream MemoryMapped; do
    echo "old output" > "$work/small/out"
    "$CCI" 3 "$work/in20" "$work/small/out" -a $a -t ThreadPoolFast 2>"$work/err" >/dev/null
    check "disk full, $a, atomic" 2 $? "$work/err" "$work/small/out" "old output" "$work/small"
  done
  head -c 3000000 /dev/urandom > "$work/small/in3"; echo "old output" > "$work/small/out"
  "$CCI" 3 "$work/small/in3" "$work/small/out" -a MemoryMapped --overwrite 2>"$work/err" >/dev/null
  check "disk full, MemoryMapped, --overwrite (fails before writing: space reserved first)" 2 $? "$work/err" "$work/small/out" "old output" "$work/small"
  umount "$work/small"
else
  skip "disk full (needs root to mount a tmpfs)"
fi

# 2. Permissions, run as an unprivileged user (root reads and writes everything).
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
  cp "$work/in20" "$work/unreadable"; chmod 000 "$work/unreadable"
  as_nobody "$CCI" 3 "$work/unreadable" "$work/o1" 2>"$work/err" >/dev/null
  check "unreadable input" 2 $? "$work/err" "" "" "$work"
  mkdir -p "$work/ro"; echo "old output" > "$work/ro/out"; chmod 755 "$work/ro"; chmod 644 "$work/ro/out"
  cp "$work/in20" "$work/readable"; chmod 644 "$work/readable"
  as_nobody "$CCI" 3 "$work/readable" "$work/ro/out" 2>"$work/err" >/dev/null
  check "read-only output directory" 2 $? "$work/err" "$work/ro/out" "old output" "$work/ro"
else
  skip "permissions (needs root to drop to an unprivileged user)"
fi

# 3. Output is a directory; output directory missing; input is a directory.
mkdir -p "$work/adir"
"$CCI" 3 "$work/in20" "$work/adir" 2>"$work/err" >/dev/null; check "output is a directory" 2 $? "$work/err" "" "" "$work"
"$CCI" 3 "$work/in20" "$work/nodir/out" 2>"$work/err" >/dev/null; check "output directory missing" 2 $? "$work/err" "" "" "$work"
"$CCI" 3 "$work/adir" "$work/o2" 2>"$work/err" >/dev/null; check "input is a directory" 2 $? "$work/err" "" "" "$work"

# 4. Another process truncates or grows the input during a run (a slow one: scalar, 512-byte stripes).
for a in MemoryMapped FileStream; do
  for change in truncated grown; do
    truncate -s 2G "$work/victim"; echo "old output" > "$work/out"
    "$CCI" 3 "$work/victim" "$work/out" -a $a -t ThreadPool -b 512 2>"$work/err" >/dev/null & pid=$!
    until ls "$work"/.cci-*.cci-tmp >/dev/null 2>&1 || ! kill -0 $pid 2>/dev/null; do sleep 0.02; done
    if [ $change = truncated ]; then python3 -c "import os,sys; os.truncate(sys.argv[1], 1<<20)" "$work/victim"
    else python3 -c "import sys; open(sys.argv[1],'ab').write(b'more')" "$work/victim"; fi
    wait $pid; check "input ${change} during a $a run" 2 $? "$work/err" "$work/out" "old output" "$work"
  done
done

# 5. SIGINT (Ctrl-C) and SIGTERM mid-run. Job control on: without it bash starts background jobs with
# SIGINT ignored, and cci, like any well-behaved tool, keeps a signal that it inherited as ignored.
set -m
for sig in INT TERM; do
  for a in FileStream MemoryMapped; do
    echo "old output" > "$work/out"
    "$CCI" 3 "$work/sparse2g" "$work/out" -a $a -t MultiThreaded -b 512 2>"$work/err" >/dev/null & pid=$!
    until ls "$work"/.cci-*.cci-tmp >/dev/null 2>&1 || ! kill -0 $pid 2>/dev/null; do sleep 0.02; done
    kill -$sig $pid; wait $pid; code=$?
    want=130; [ $sig = TERM ] && want=143
    check "SIG$sig during a $a run" $want $code "$work/err" "$work/out" "old output" "$work"
  done
done

set +m
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
