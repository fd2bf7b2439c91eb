#!/usr/bin/env bash
# The planted-checkout race against bare `cci` (the default input): root runs `cci` with no arguments in a folder another
# user (nobody) may write, while that user plants a fake checkout there and flips it as fast as it can: Cci.sln between a
# link to a file of root's and a file of their own, data between a link to "." and a folder of their own, big.txt (their
# bytes) and big.txt.cci as a link to root's file. A hit is a run after which root's file changed. Two folders: a sticky
# one (as /tmp) and a root folder that grants the attacker write by an ACL, each under fs.protected_symlinks 0 and 1 (put
# back after). git's answer in the same layout is printed beside (it checks the entry itself and refuses it).
#   sudo bash tests/faults/race-default-input.sh RUNS CCI
#   sudo bash tests/faults/race-default-input.sh 100 src/Cci.Cli/bin/Release/net10.0/cci
set -uo pipefail
runs=$1 cci=$(realpath "$2")
[ "$(id -u)" = 0 ] || { echo "needs root (the victim) and setpriv (the other user)"; exit 2; }
# setfacl -m u:nobody:rwx DIR, written as the xattr itself where the acl package is missing (version 2, then tag, perm, id).
grant_nobody() {
  if command -v setfacl >/dev/null; then setfacl -m u:nobody:rwx "$1"; return; fi
  python3 -c 'import os, struct, sys
e = [(0x01, 7, 0xffffffff), (0x02, 7, 65534), (0x04, 5, 0xffffffff), (0x10, 7, 0xffffffff), (0x20, 5, 0xffffffff)]
os.setxattr(sys.argv[1], "system.posix_acl_access", struct.pack("<I", 2) + b"".join(struct.pack("<HHI", *x) for x in e))' "$1"
}
work=$(mktemp -d /tmp/cci-planted.XXXXXX); chmod 755 "$work"
was=$(cat /proc/sys/fs/protected_symlinks)
# The default input of a folder that is not a trusted checkout is big.txt in root's cache: a cache of this sitting's own,
# holding a small big.txt of root's (cci generates one only where none is), so each run is quick.
export XDG_CACHE_HOME="$work/cache"; mkdir -p "$XDG_CACHE_HOME/cci"; printf "root's cached input\n" > "$XDG_CACHE_HOME/cci/big.txt"
trap 'touch "$work/stop"; sleep 0.5; echo "$was" > /proc/sys/fs/protected_symlinks; rm -rf "$work"' EXIT
mkdir -m 755 "$work/root-only"; victim="$work/root-only/victim"
total=0
for folder in sticky acl; do
  for protected in 0 1; do
    echo "$protected" > /proc/sys/fs/protected_symlinks
    dir="$work/$folder-$protected"
    if [ $folder = sticky ]; then mkdir -m 1777 "$dir"; else mkdir -m 755 "$dir"; grant_nobody "$dir"; fi
    printf "root's precious file\n" > "$victim"
    rm -f "$work/stop"
    setpriv --reuid=65534 --regid=65534 --clear-groups perl -e '
      my ($dir, $victim, $stop) = @ARGV; chdir $dir or die;
      open(my $b, ">", "big.txt"); print $b "attacker bytes\n" x 1000; close $b;
      mkdir "realdata"; open($b, ">", "realdata/big.txt"); print $b "attacker bytes\n" x 1000; close $b;
      symlink($victim, "realdata/big.txt.cci");
      until (-e $stop) {
        unlink "l"; symlink($victim, "l"); rename("l", "Cci.sln");
        unlink "d"; symlink(".", "d"); rename("d", "data");
        unlink "v"; symlink($victim, "v"); rename("v", "big.txt.cci");
        if (open(my $f, ">", "s")) { print $f "fake\n"; close $f; rename("s", "Cci.sln"); }
        rename("data", "olddata"); rename("realdata", "data"); rename("data", "realdata"); rename("olddata", "data");
      }' "$dir" "$victim" "$work/stop" &
    attacker=$!
    sleep 0.2
    hits=0 failed=0
    for ((i = 0; i < runs; i++)); do
      (cd "$dir" && "$cci" -q >/dev/null 2>&1) || failed=$((failed + 1))
      if [ "$(cat "$victim")" != "root's precious file" ]; then
        hits=$((hits + 1)); printf "root's precious file\n" > "$victim"
      fi
    done
    touch "$work/stop"; wait "$attacker" 2>/dev/null
    setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$dir" git -C "$dir" init -q 2>/dev/null
    git_says=$(cd "$dir" && git status 2>&1 | head -1)
    echo "$folder folder, protected_symlinks=$protected: $hits hits of $runs runs ($failed failed); git: $git_says"
    total=$((total + hits))
  done
done
[ -f "$XDG_CACHE_HOME/cci/big.txt.cci" ] && echo "root's runs wrote $XDG_CACHE_HOME/cci/big.txt.cci (the cache): a folder others may write is no checkout"
[ $total = 0 ]
