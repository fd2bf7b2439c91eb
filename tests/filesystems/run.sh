#!/usr/bin/env bash
# cci on the file systems people have besides the local ext4 the other tests use: small loop volumes (xfs, btrfs, an
# ext2 without fallocate, a full tiny ext4, a full tmpfs), a FUSE passthrough (bindfs) and a network file system
# (sshfs to an sshd on 127.0.0.1, with a second client of the same server). On each: every access method x output mode
# x size (0, 1, odd, 5 MiB), byte-exact against tr or one clean line with the old output kept, no leftover temporary
# file, no signal death; wc and compare against GNU wc and cmp. Then what only other clients do: a full server, an
# input truncated by another client, an in-place output truncated by its owner, a live run's temporary file seen from
# a second client.
#   As root, with apt-get (xfsprogs btrfs-progs bindfs sshfs openssh-server); each part skips, saying why, elsewhere.
#   bash tests/filesystems/run.sh               # builds cci (Release) and runs everything
#   CCI=/path/to/cci bash tests/filesystems/run.sh   # another build, e.g. an older one, for before-and-after counts
set -uo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD

if [ "$(id -u)" != 0 ]; then echo "file-system cases skipped: they mount loop and FUSE file systems, which needs root"; exit 0; fi
if [ "$(uname -s)" != Linux ]; then echo "file-system cases skipped: Linux only"; exit 0; fi

need() { # package command...
  local package=$1; shift
  for c in "$@"; do command -v "$c" >/dev/null || return 1; done
}
install() {
  command -v apt-get >/dev/null || return 1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >>/tmp/cci-fs-install.log 2>&1 ||
    { apt-get update -qq >>/tmp/cci-fs-install.log 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >>/tmp/cci-fs-install.log 2>&1; }
}
need x mkfs.xfs mkfs.btrfs bindfs sshfs /usr/sbin/sshd || install xfsprogs btrfs-progs bindfs sshfs openssh-server openssh-client || true

if [ -z "${CCI:-}" ]; then
  dotnet build src/Cci.Cli -c Release -v q -nologo >/tmp/cci-fs-build.log 2>&1 || { echo "build failed (see /tmp/cci-fs-build.log)"; exit 2; }
  CCI=$repo/src/Cci.Cli/bin/Release/net10.0/cci
fi

work=$(mktemp -d /tmp/cci-fs.XXXXXX)
chmod 711 "$work"   # the owner of an in-place output, another user, reaches its folder below
mounts=()
sshd_pid=
cleanup() {
  [ -n "$sshd_pid" ] && kill "$sshd_pid" 2>/dev/null
  for ((i=${#mounts[@]}-1; i>=0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || fusermount -uz "${mounts[i]}" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT

passed=0 failed=0 skipped=()
ok()   { passed=$((passed+1)); }
fail() { failed=$((failed+1)); echo "FAIL  $*"; }
skip() { skipped+=("$*"); echo "skip  $*"; }

# The inputs, on local disk (the work folder): sizes 0, 1, odd, 5 MiB; the reference is tr's (Caesar 13: letters by 13, digits by 3).
mkdir -p "$work/in"
: >"$work/in/s0"; printf 'x' >"$work/in/s1"
"$CCI" generate "$work/in/s4097" --size 4097 >/dev/null 2>&1 && "$CCI" generate "$work/in/s5M" --size 5M >/dev/null 2>&1 ||
  { echo "cci generate failed: is CCI=$CCI a cci?"; exit 2; }
sizes=(s0 s1 s4097 s5M)
for s in "${sizes[@]}"; do tr 'A-Za-z0-9' 'N-ZA-Mn-za-m3-90-2' <"$work/in/$s" >"$work/in/$s.ref"; done
methods=(Auto FileStream RandomAccess MemoryMapped MappedRead ViewAccessor Unbuffered IoUring IoUringUnbuffered)

mkloop() { # name size-MiB mkfs-command... -> mounts at $work/NAME
  local name=$1 size=$2; shift 2
  local image=$work/$name.img dir=$work/$name
  mkdir -p "$dir"; truncate -s "${size}M" "$image"
  "$@" "$image" >/dev/null 2>&1 || { skip "$name: ${*} failed"; return 1; }
  mount -o loop "$image" "$dir" 2>/dev/null || { skip "$name: cannot mount a loop device here"; return 1; }
  mounts+=("$dir")
}
fill() { # dir leave-KiB: leaves about that much room, root's reserve included
  local free; free=$(stat -f -c '%f*%S/1024' "$1"); free=$((free))
  [ "$free" -gt "$2" ] && { fallocate -l $(( (free - $2) * 1024 )) "$1/.fill" 2>/dev/null || head -c $(( (free - $2) * 1024 )) /dev/zero >"$1/.fill" 2>/dev/null; }
  sync
}

targets=()   # name:dir:expectation (fits = every size fits; full = the 5 MiB output cannot fit)
mkloop xfs 300 mkfs.xfs -q -f && targets+=("xfs:$work/xfs:fits")
mkloop btrfs 128 mkfs.btrfs -q -f && targets+=("btrfs:$work/btrfs:fits")
mkloop ext2 32 mkfs.ext2 -q -F && targets+=("ext2 (no fallocate):$work/ext2:fits")
if mkloop fullext4 16 mkfs.ext4 -q -F; then fill "$work/fullext4" 1024; targets+=("full ext4:$work/fullext4:full"); fi
mkdir -p "$work/tmpfs"
if mount -t tmpfs -o size=3M tmpfs "$work/tmpfs" 2>/dev/null; then mounts+=("$work/tmpfs"); targets+=("full tmpfs:$work/tmpfs:full"); else skip "tmpfs: cannot mount"; fi
mkdir -p "$work/under" "$work/bind"
if command -v bindfs >/dev/null && bindfs "$work/under" "$work/bind" 2>/dev/null; then mounts+=("$work/bind"); targets+=("bindfs (FUSE):$work/bind:fits"); else skip "bindfs: not installed or FUSE unavailable"; fi

# sshfs: a server on 127.0.0.1 whose storage is a small ext4, two clients of it.
ssh_ok=
if command -v sshfs >/dev/null && [ -x /usr/sbin/sshd ] && mkloop server 24 mkfs.ext4 -q -F; then
  mkdir -p "$work/ssh" "$work/ssh2" /run/sshd; ssh-keygen -q -A 2>/dev/null
  ssh-keygen -q -t ed25519 -N '' -f "$work/key" && cp "$work/key.pub" "$work/authorized_keys"
  /usr/sbin/sshd -D -p 2299 -o ListenAddress=127.0.0.1 -o PermitRootLogin=prohibit-password -o AuthorizedKeysFile="$work/authorized_keys" -o StrictModes=no &
  sshd_pid=$!; sleep 1
  opts="-p 2299 -o IdentityFile=$work/key,StrictHostKeyChecking=no,UserKnownHostsFile=/dev/null,BatchMode=yes"
  if sshfs $opts root@127.0.0.1:"$work/server" "$work/ssh" 2>/dev/null && mounts+=("$work/ssh") && sshfs $opts root@127.0.0.1:"$work/server" "$work/ssh2" 2>/dev/null; then
    mounts+=("$work/ssh2"); ssh_ok=1; targets+=("sshfs:$work/ssh:fits")
  else skip "sshfs: cannot mount a local sshd"; fi
else skip "sshfs: sshfs, sshd or a loop device missing"; fi

# One transform case: byte-exact with exit 0, or one clean line with the old output kept; never a signal, never a leftover.
check_run() { # label dir out expect-fit in ref args...
  local label=$1 dir=$2 out=$3 fits=$4 in=$5 ref=$6; shift 6
  "$CCI" 13 "$in" "$out" --transform caesar "$@" >/dev/null 2>"$work/err"; local rc=$?
  local lines; lines=$(wc -l <"$work/err")
  if [ "$rc" -ge 128 ]; then fail "$label: killed by signal $((rc-128))"; return; fi
  if ls -a "$dir" | grep -q '^\.cci-'; then fail "$label: left $(ls -a "$dir" | grep '^\.cci-' | head -1)"; rm -f "$dir"/.cci-*; return; fi
  if [ "$rc" = 0 ]; then
    if cmp -s "$ref" "$out"; then ok; else fail "$label: exit 0 but the bytes differ from tr's ($(cmp "$ref" "$out" 2>&1 | head -1))"; fi
  elif [ "$rc" = 1 ] && grep -q "refused\|not supported\|O_DIRECT\|direct I/O" "$work/err" && [ "$lines" = 1 ]; then
    ok   # a method the file system cannot serve (O_DIRECT on tmpfs or FUSE), refused in one line
  elif [ "$lines" != 1 ] || ! grep -q '^cci: ' "$work/err"; then fail "$label: exit $rc with $lines lines on stderr: $(head -c 300 "$work/err")"
  elif [ "$(cat "$out" 2>/dev/null)" != old ]; then fail "$label: failed ($(cat "$work/err")) and the old output is gone"
  elif [ "$fits" = fits ]; then fail "$label: failed where it fits: $(cat "$work/err")"
  else ok; fi
}

for t in "${targets[@]}"; do
  IFS=: read -r name dir expect <<<"$t"
  for m in "${methods[@]}"; do
    for s in "${sizes[@]}"; do
      fits=fits; [ "$expect" = full ] && [ "$s" = s5M ] && fits=may-fail
      for mode in atomic overwrite linked; do
        out=$dir/out-$m-$s-$mode; rm -f "$out" "$out.link"; echo old >"$out"
        case $mode in
          atomic) check_run "$name -a $m $s atomic" "$dir" "$out" "$fits" "$work/in/$s" "$work/in/$s.ref" -a "$m" ;;
          overwrite) check_run "$name -a $m $s --overwrite" "$dir" "$out" "$fits" "$work/in/$s" "$work/in/$s.ref" -a "$m" --overwrite ;;
          linked) ln "$out" "$out.link" 2>/dev/null || { rm -f "$out"; continue; }
                  check_run "$name -a $m $s output with two links" "$dir" "$out" "$fits" "$work/in/$s" "$work/in/$s.ref" -a "$m" ;;
        esac
        rm -f "$out" "$out.link"
      done
    done
    # Inputs on this file system: wc and compare against GNU's.
    if [ "$expect" = fits ]; then
      cp "$work/in/s5M" "$dir/in"; cp "$work/in/s5M.ref" "$dir/ref"; cat "$dir/in" "$dir/ref" >/dev/null
      if [ "$("$CCI" wc -a "$m" "$dir/in" "$dir/ref" 2>&1)" = "$(wc "$dir/in" "$dir/ref")" ]; then ok; else fail "$name wc -a $m differs from GNU wc"; fi
      a=$("$CCI" compare -a "$m" "$dir/in" "$dir/ref" 2>&1; echo "rc=$?"); b=$(cmp "$dir/in" "$dir/ref" 2>&1; echo "rc=$?")
      if [ "$a" = "$b" ]; then ok; else fail "$name compare -a $m: '$a', cmp: '$b'"; fi
      rm -f "$dir/in" "$dir/ref"
    fi
  done
  echo "done  $name ($passed passed, $failed failed so far)"
done

# Another client truncates an input (through the directory under bindfs, which no lease of this kernel sees): the
# default wc, the mapped transforms and compare fail that file in one line or count what they read; never a SIGBUS.
if [ -d "$work/bind" ] && mountpoint -q "$work/bind"; then
  "$CCI" generate "$work/big" --size 64M >/dev/null 2>&1
  for args in "wc @a @b" "13 @a $work/race-out -a MemoryMapped" "13 @a $work/race-out -a MappedRead" "13 @a $work/race-out" "compare -a MemoryMapped @a @b"; do
    deaths=0
    for i in $(seq 12); do
      cp "$work/big" "$work/under/a"; cp "$work/big" "$work/under/b"; cat "$work/bind/a" "$work/bind/b" >/dev/null
      line=${args//@a/$work/bind/a}; line=${line//@b/$work/bind/b}
      # shellcheck disable=SC2086
      "$CCI" $line >/dev/null 2>"$work/err" & pid=$!
      sleep "0.$((RANDOM % 25))"; truncate -s 1M "$work/under/a"; wait "$pid"; rc=$?
      [ "$rc" -ge 128 ] && deaths=$((deaths+1))
      [ "$rc" -lt 128 ] && [ "$(wc -l <"$work/err")" -gt 2 ] && fail "another client's truncation, cci $args: $(head -c 300 "$work/err")"
    done
    if [ "$deaths" = 0 ]; then ok; else fail "another client's truncation, cci $args: $deaths of 12 runs killed by a signal"; fi
  done
  rm -f "$work/under/a" "$work/under/b" "$work/race-out"
fi

# The owner of an in-place output truncates it in a loop while root writes it (--overwrite -a MemoryMapped, and the
# default with two hard links): never a SIGBUS.
if id nobody >/dev/null 2>&1; then
  own=$work/own; mkdir -p "$own"; chmod 777 "$own"; "$CCI" generate "$own/in" --size 64M >/dev/null 2>&1; cat "$own/in" >/dev/null
  for args in "--overwrite -a MemoryMapped" "--overwrite -a ViewAccessor" ""; do
    deaths=0
    for i in $(seq 10); do
      rm -f "$own/out" "$own/out2"
      su nobody -s /bin/sh -c "head -c 67108864 /dev/zero > $own/out; ln $own/out $own/out2" 2>/dev/null
      su nobody -s /bin/bash -c "for j in \$(seq 300); do truncate -s 0 $own/out 2>/dev/null; sleep 0.005; done" >/dev/null 2>&1 & tp=$!
      # shellcheck disable=SC2086
      "$CCI" 3 "$own/in" "$own/out" $args >/dev/null 2>"$work/err"; rc=$?
      kill "$tp" 2>/dev/null; wait "$tp" 2>/dev/null
      [ "$(stat -c %U "$own/out")" = nobody ] || { fail "the owner's truncation: the output's owner was not nobody"; break; }
      [ "$rc" -ge 128 ] && deaths=$((deaths+1))
    done
    if [ "$deaths" = 0 ]; then ok; else fail "the owner's truncation of an in-place output, cci 3 in out $args: $deaths of 10 runs killed by a signal"; fi
  done
else skip "owner's truncation: no user nobody"; fi

if [ -n "$ssh_ok" ]; then
  # A full server: exit 0 only with the right bytes in the file, else one line and the old output.
  for m in Auto FileStream RandomAccess MemoryMapped IoUring; do
    for i in 1 2 3; do
      rm -f "$work/ssh/out" "$work/server/.fill"; sync
      fill "$work/server" $((3000 + i * 500))
      echo old >"$work/ssh/out"
      "$CCI" 13 "$work/in/s5M" "$work/ssh/out" --transform caesar -a "$m" >/dev/null 2>"$work/err"; rc=$?
      if [ "$rc" = 0 ] && ! cmp -s "$work/in/s5M.ref" "$work/server/out"; then fail "full sshfs server -a $m: exit 0 and the bytes are wrong"
      elif [ "$rc" != 0 ] && [ "$(head -c 4 "$work/server/out")" != old ]; then fail "full sshfs server -a $m: failed and the old output is gone"
      elif [ "$rc" != 0 ] && { [ "$(wc -l <"$work/err")" != 1 ] || ! grep -q "out'" "$work/err"; }; then fail "full sshfs server -a $m: $(head -c 300 "$work/err")"
      else ok; fi
    done
  done
  rm -f "$work/server/.fill" "$work/ssh/out"

  # A live run's temporary file, seen from the second client: its lock is not seen there, so it must not be removed.
  live=$work/ssh/.cci-1-0123456789abcdef.cci-tmp
  echo live >"$live"; touch -d '-5 minutes' "$live"
  flock -s "$live" sleep 20 & holder=$!
  sleep 0.5
  echo old >"$work/ssh2/out2"
  "$CCI" 13 "$work/in/s4097" "$work/ssh2/out2" >/dev/null 2>"$work/err"
  if [ -e "$work/server/.cci-1-0123456789abcdef.cci-tmp" ]; then ok; else fail "a second client removed a live run's temporary file: $(cat "$work/err")"; fi
  kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null; rm -f "$live" "$work/ssh2/out2"
fi

echo "file systems: $passed passed, $failed failed${skipped:+, ${#skipped[@]} parts skipped}"
[ "$failed" = 0 ]
