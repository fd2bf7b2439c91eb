# Helpers every bench script shares; source it after `cd` to the repository root: . bench/lib.sh
now() { date +%s.%N; }
# The median of the numbers on stdin ("nan" when there are none).
median() { sort -g | awk '{a[NR]=$1} END {if (NR) print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2); else print "nan"}'; }
# A row name as a file name.
key() { echo "$1" | tr -c 'A-Za-z0-9\n' '_'; }
# Writes back and drops from the page cache each file that exists (posix_fadvise DONTNEED through dd, no root needed).
evict() { for f in "$@"; do [ -f "$f" ] && { sync "$f"; dd if="$f" iflag=nocache count=0 status=none; }; done; return 0; }
# Builds the cci a script times and names it in CCI: the NativeAOT publish (ReadMe.txt "The fast binary"), republished
# here when clang is installed so it is never stale, else the JIT Release build, whose path is also in CCI_JIT.
build_cci() {
  dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null
  CCI_JIT=$PWD/src/Cci.Cli/bin/Release/net10.0/cci CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
  if command -v clang >/dev/null; then
    dotnet publish src/Cci.Cli -c Release -r linux-x64 -p:PublishAot=true -o publish/aot -v q -nologo >/dev/null
  fi
  if [ -x publish/aot/cci ]; then CCI=$PWD/publish/aot/cci; fi
}
# Runs a command when the script exits, beside the ones already registered (one EXIT trap for them all).
at_exit() { _at_exit+=("$1"); trap 'for _c in "${_at_exit[@]}"; do eval "$_c"; done' EXIT; }
# Free page reporting (virtio-balloon, as on this Firecracker VM) hands memory the guest freed back to the
# host a few seconds later, and the first touch of it afterwards faults on the host: a run that allocates
# page cache (a fresh output, a cold input) took 2-3x longer when it got such pages (docs/findings.md
# section 1.2). Root can hold the reporting for the length of a script: page_reporting_order above the
# largest buddy order (10) leaves nothing to report; the old value comes back at exit. Says which it did.
hold_page_reporting() {
  local knob=/sys/module/page_reporting/parameters/page_reporting_order old
  if [ ! -e "$knob" ]; then
    echo "free page reporting: not in this kernel"
  elif old=$(cat "$knob") && { echo 11 > "$knob"; } 2>/dev/null; then
    at_exit "echo $old > $knob"
    echo "free page reporting: held for this run (page_reporting_order $old -> 11, restored at exit)"
  else
    echo "free page reporting: on, not held (not root, or the kernel refused order 11): runs that allocate page cache may be 2-3x slower at random"
  fi
}

# COUNT files of 200..3000 bytes of text under DIR/files, 1000 to a folder, their names NUL-ended in DIR/list (the same
# files for the same COUNT: seeded).
make_small_files() {
  python3 - "$1" "$2" <<'PY'
import os, random, sys
root, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(42)
words = [b"lorem", b"ipsum", b"dolor", b"sit", b"amet", b"cci", b"wc", b"cmp", b"\t", b"x" * 12]
names = []
for i in range(count):
    folder = os.path.join(root, "files", str(i // 1000))
    os.makedirs(folder, exist_ok=True)
    size = rng.randint(200, 3000)
    body = bytearray()
    while len(body) < size:
        body += rng.choice(words) + (b"\n" if rng.random() < 0.15 else b" ")
    name = os.path.join(folder, f"f{i}.txt")
    with open(name, "wb") as f:
        f.write(body[:size])
    names.append(name.encode())
with open(os.path.join(root, "list"), "wb") as f:
    f.write(b"".join(n + b"\0" for n in names))
PY
}
