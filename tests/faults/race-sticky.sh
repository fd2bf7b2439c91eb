#!/usr/bin/env bash
# The sticky-directory race, for any writer: root writes <dir>/out from a root-owned input while another user
# (nobody) flips the name 'out' between a link to a set-user-ID file of root's outside and a file of their own,
# as fast as it can. Counts the runs after which root's file changed or a root-owned set-ID file appeared in the
# directory: the hits. fs.protected_symlinks is set to 1 for the sitting (every distribution's default) and put back.
#   sudo bash tests/faults/race-sticky.sh RUNS COMMAND...      COMMAND gets the input and output as its last two words
#   sudo bash tests/faults/race-sticky.sh 300 cp
#   sudo bash tests/faults/race-sticky.sh 300 src/Cci.Cli/bin/Release/net10.0/cci 3
set -uo pipefail
runs=$1; shift
[ "$(id -u)" = 0 ] || { echo "needs root (the writer) and setpriv (the other user)"; exit 2; }
work=$(mktemp -d /tmp/cci-race.XXXXXX); chmod 755 "$work"
was=$(cat /proc/sys/fs/protected_symlinks); echo 1 > /proc/sys/fs/protected_symlinks
trap 'touch "$work/shared/.stop"; sleep 0.5; echo "$was" > /proc/sys/fs/protected_symlinks; rm -rf "$work"' EXIT
mkdir -m 1777 "$work/shared"; mkdir -m 755 "$work/root-only"
printf "root's precious file\n" > "$work/root-only/victim"; chmod 4755 "$work/root-only/victim"
head -c 1000003 /dev/urandom > "$work/input"
setpriv --reuid=65534 --regid=65534 --clear-groups perl -e '
  my ($dir, $target) = @ARGV; my $link = "$dir/.l$$"; my $file = "$dir/.f$$";
  until (-e "$dir/.stop") {
    unlink $link; symlink($target, $link); rename($link, "$dir/out");
    if (open(my $fh, ">", $file)) { print $fh "attacker\n"; close $fh; chmod 04755, $file; rename($file, "$dir/out"); }
  }' "$work/shared" "$work/root-only/victim" &
hits=0 failed=0
for ((i = 0; i < runs; i++)); do
  out="$work/shared/out"
  [ -f "$out" ] && [ ! -L "$out" ] && [ "$(stat -c %u "$out")" = 0 ] && rm -f "$out"
  "$@" "$work/input" "$out" >/dev/null 2>&1 || failed=$((failed + 1))
  if [ "$(cat "$work/root-only/victim")" != "root's precious file" ] || [ "$(stat -c %a "$work/root-only/victim")" != 4755 ] \
     || find "$work/shared" -maxdepth 1 -type f -user 0 -perm /6000 | grep -q .; then
    hits=$((hits + 1))
    printf "root's precious file\n" > "$work/root-only/victim"; chmod 4755 "$work/root-only/victim"
    find "$work/shared" -maxdepth 1 -type f -user 0 -perm /6000 -delete
  fi
done
echo "$* : $runs runs, $hits hits, $failed runs refused or failed"
