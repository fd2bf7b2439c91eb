#!/usr/bin/env bash
# A local cached input written to a network file system (sshfs to an sshd on 127.0.0.1, its storage a 256 MiB ext4):
# Auto against each named method, old build against new, interleaved, median of R runs, each output checked byte for byte.
#   bash bench/network-output.sh [runs=5] [MiB=40]   as root; OLD=path/to/old/cci NEW=path/to/new/cci (same kind of build)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
R=${1:-5}; MIB=${2:-40}
[ "$(id -u)" = 0 ] || { echo "needs root (loop device, sshd, FUSE)"; exit 2; }
OLD=${OLD:?OLD=path to the old cci}; NEW=${NEW:-$PWD/src/Cci.Cli/bin/Release/net10.0/cci}
hold_page_reporting
work=$(mktemp -d /tmp/cci-net.XXXXXX)
at_exit "fusermount -uz $work/ssh 2>/dev/null; kill \$(cat $work/sshd.pid 2>/dev/null) 2>/dev/null; umount -l $work/server 2>/dev/null; rm -rf $work"
truncate -s 256M "$work/server.img"; mkfs.ext4 -q -F "$work/server.img"; mkdir -p "$work/server" "$work/ssh" /run/sshd
mount -o loop "$work/server.img" "$work/server"
ssh-keygen -q -A; ssh-keygen -q -t ed25519 -N '' -f "$work/key"; cp "$work/key.pub" "$work/authorized_keys"
/usr/sbin/sshd -p 2298 -o ListenAddress=127.0.0.1 -o PermitRootLogin=prohibit-password -o AuthorizedKeysFile="$work/authorized_keys" -o StrictModes=no -o PidFile="$work/sshd.pid"
sleep 1
sshfs -p 2298 -o IdentityFile="$work/key",StrictHostKeyChecking=no,UserKnownHostsFile=/dev/null,BatchMode=yes root@127.0.0.1:"$work/server" "$work/ssh"
"$NEW" generate "$work/in" --size "${MIB}M" >/dev/null 2>&1; cat "$work/in" >/dev/null
"$NEW" 13 "$work/in" "$work/ref" --transform caesar -a FileStream >/dev/null
methods=(Auto RandomAccess FileStream MemoryMapped IoUring)
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A t
for ((r=0;r<R;r++)); do
  for m in "${methods[@]}"; do
    for name in old new; do
      if [ $name = old ]; then bin=$OLD; else bin=$NEW; fi
      a=$(now); "$bin" 13 "$work/in" "$work/ssh/out" --transform caesar -a "$m" >/dev/null; b=$(now)
      cmp -s "$work/ref" "$work/server/out" || echo "WRONG BYTES: $name -a $m"
      t[$name.$m]+="$(echo "$b - $a" | bc -l) "
    done
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-34s %8s %8s %8s\n' "${MIB} MiB to sshfs ($R runs, median s)" old new new/old
for m in "${methods[@]}"; do
  o=$(tr ' ' '\n' <<<"${t[old.$m]}" | grep . | median); n=$(tr ' ' '\n' <<<"${t[new.$m]}" | grep . | median)
  printf '%-34s %8.3f %8.3f %8.2f\n' "-a $m" "$o" "$n" "$(echo "$n / $o" | bc -l)"
done
