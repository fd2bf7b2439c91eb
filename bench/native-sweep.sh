#!/usr/bin/env bash
# The article's Table 1 / Figure 1 for the C baselines of bench/native: time against buffer size of every native
# way to move the bytes (rw: read/write loop; pthreads: n threads, fixed stripes, pread/pwrite; threadpool: n
# threads taking stripes from an atomic counter, pread/pwrite; mmap: one mapped pass; mmap-threads: n threads over
# the mappings; uring: one thread, <depth> reads/writes in flight with io_uring), each built gcc -O2 (the
# article's kind of code: its shift loop stays scalar) and gcc -O3 -march=native (vectorised: the strongest plain
# C). It measures whole-process wall time with the page cache warm (the input is read once first), so CPU and
# memory, not the disk; the loops are run > buffer > variant, so drift in the machine hits every variant alike.
# It writes one CSV row per run in cci sweep's columns (SweepCsvWriter.Header) and prints the median of each
# variant at each buffer size. Chart it alone or beside cci's own sweep (the article's Figure 1):
#   cci chart native.csv --out fig1.png
#   cci sweep --csv dotnet.csv ... && cci chart dotnet.csv native.csv --filter "native|Fast" --out fig1.png
#
#   bash bench/native-sweep.sh [runs=3] [file=data/big.txt] [buffers="512 1K ... 1M"] [threads=$(nproc)]
#                              [out=CSV path; default a /tmp file, its path printed at the end]
#                              [mode=fresh|existing] [depth=8]
# An empty argument takes its default. mode: fresh writes a new file renamed over the output (cci's default),
# existing writes the output in place (cci --overwrite). depth: uring's reads/writes in flight. The outputs go to
# a scratch folder under $TMPDIR (/tmp), as cci sweep's do. Without liburing (apt-get install liburing-dev) uring
# is left out with one line on stderr. Each variant's output is checked once against rw -O2's (cmp);
# bench/native/check.sh checks them all byte-exact on small files.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
runs=${1:-3} file=${2:-data/big.txt} buffers=${3:-"512 1K 2K 4K 8K 16K 32K 64K 128K 256K 512K 1M"}
threads=${4:-$(nproc)} out=${5:-} mode=${6:-fresh} depth=${7:-8}
shift_by=3

# The CSV names the output mode as cci sweep does: fresh is Atomic, existing is Overwrite.
csv_mode=Atomic; [ "$mode" = existing ] && csv_mode=Overwrite
case $mode in fresh|existing) ;; *) echo "native-sweep: mode must be fresh or existing, not '$mode'" >&2; exit 2 ;; esac
[[ $runs =~ ^[1-9][0-9]*$ && $threads =~ ^[1-9][0-9]*$ && $depth =~ ^[1-9][0-9]*$ ]] ||
  { echo "native-sweep: runs, threads and depth must be whole numbers of at least 1" >&2; exit 2; }
[ -f "$file" ] || { echo "native-sweep: no input '$file' (cci makes data/big.txt on first use: cci 3 data/big.txt /dev/null)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/cci-native-sweep.XXXXXX")
at_exit 'rm -rf "$work"'
[ -n "$out" ] || out=$(mktemp "${TMPDIR:-/tmp}/native-sweep.XXXXXX.csv")

bytes() {   # 64K -> 65536, as parse_size in output.h reads it
  case $1 in
    *[Kk]) echo $(( ${1%?} << 10 )) ;;
    *[Mm]) echo $(( ${1%?} << 20 )) ;;
    *) echo $(( $1 )) ;;
  esac
}
for b in $buffers; do
  [[ $b =~ ^[1-9][0-9]*[KkMm]?$ ]] || { echo "native-sweep: bad buffer size '$b' (512, 4K, 1M, ...)" >&2; exit 2; }
done

# Each program twice: -O2 and -O3 -march=native.
programs=(rw pthreads threadpool mmap)
if echo '#include <liburing.h>' | gcc -E -x c - >/dev/null 2>&1; then
  programs+=(uring)
else
  echo "native-sweep: liburing absent (apt-get install liburing-dev): uring left out" >&2
fi
for p in "${programs[@]}"; do
  libs=-lpthread; [ "$p" = uring ] && libs=-luring
  gcc -O2 -Wall -Wextra -o "$work/$p-O2" "bench/native/$p.c" $libs
  gcc -O3 -march=native -Wall -Wextra -o "$work/$p-O3" "bench/native/$p.c" $libs
done
if [ -x "$work/uring-O2" ]; then   # liburing present, but io_uring may be off here (a container's seccomp, kernel.io_uring_disabled)
  head -c 4096 /dev/zero > "$work/probe"
  if ! "$work/uring-O2" "$work/probe" "$work/probe-out" fresh 1 4K 2 2>"$work/probe-err"; then
    echo "native-sweep: io_uring unusable here ($(head -1 "$work/probe-err")): uring left out" >&2
    programs=("${programs[@]/uring}")
  fi
fi

# variant|program|last argument|access|threading|threads|workers
variants=()
for p in "${programs[@]}"; do
  case $p in
    rw) variants+=("rw|rw||read-write|None|1|1") ;;
    pthreads) variants+=("pthreads|pthreads|$threads|pread|MultiThreaded|$threads|$threads") ;;
    threadpool) variants+=("threadpool|threadpool|$threads|pread|ThreadPool|$threads|$threads") ;;
    mmap) variants+=("mmap|mmap|1|mmap|None|1|1" "mmap-threads|mmap|$threads|mmap|MultiThreaded|$threads|$threads") ;;
    uring) variants+=("uring|uring|$depth|io_uring|Overlapped|1|$depth") ;;
  esac
done

size=$(stat -L -c %s "$file")
cat "$file" > /dev/null
. /etc/os-release 2>/dev/null || PRETTY_NAME=$(uname -sr)
cpu=$(sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo | head -1)
machine="$(nproc) cores, ${PRETTY_NAME:-$(uname -sr)}, ${cpu:-$(uname -m)}"
csv() {   # RFC 4180: a field with a comma, quote or line break is quoted, inner quotes doubled
  if [[ $1 == *[,\"$'\r\n']* ]]; then local q=${1//\"/\"\"}; printf '"%s"' "$q"; else printf '%s' "$1"; fi
}
now() { if [ -n "${EPOCHREALTIME:-}" ]; then echo "$EPOCHREALTIME"; else date +%s.%N; fi; }

# The reference output (rw -O2), untimed; in existing mode it is also the output the runs write over.
"$work/rw-O2" "$file" "$work/reference" fresh "$shift_by" 64K
output=$work/out
[ "$mode" = existing ] && cp "$work/reference" "$output"

echo "job,input,file_size,strategy,auto,access,threading,fast,kernel,buffer_size,threads,workers,stripe_size,stripe_count,transform,shift,output_mode,cold,run,seconds,mb_per_s,machine" > "$out"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for run in $(seq "$runs"); do
  for b in $buffers; do
    buf=$(bytes "$b")
    for v in "${variants[@]}"; do
      IFS='|' read -r name prog last access threading nthreads workers <<< "$v"
      for opt in O2 O3; do
        args=("$file" "$output" "$mode" "$shift_by" "$b")
        [ -n "$last" ] && args+=("$last")
        s=$(now)
        "$work/$prog-$opt" "${args[@]}"
        e=$(now)
        strategy="native $name -$opt"
        if [ ! -e "$work/checked.$name-$opt" ]; then
          cmp -s "$work/reference" "$output" || { echo "native-sweep: $strategy's output differs from rw -O2's" >&2; exit 1; }
          : > "$work/checked.$name-$opt"
        fi
        if [ "$opt" = O3 ]; then fast=true kernel="C -O3 -march=native"; else fast=false kernel="C -O2"; fi
        if [ "$name" = mmap ]; then stripe=$size count=1   # one mapped pass: the buffer size is not used
        else stripe=$buf count=$(( (size + buf - 1) / buf )); fi
        read -r seconds mbs < <(awk -v s="$s" -v e="$e" -v n="$size" 'BEGIN { t = e - s; printf "%.6f %.1f\n", t, n / 1e6 / t }')
        echo "transform,$(csv "$file"),$size,$strategy,false,$access,$threading,$fast,$kernel,$buf,$nthreads,$workers,$stripe,$count,add,$shift_by,$csv_mode,false,$run,$seconds,$mbs,$(csv "$machine")" >> "$out"
        printf '%s\t%s\t%s\n' "$strategy" "$b" "$seconds" >> "$work/times"
      done
    done
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

# The median table: one row per variant and build, one column per buffer size, seconds.
echo "native-sweep: $size bytes, $mode output, $threads threads, uring depth $depth, whole-process wall seconds, median of $runs run(s); $machine"
awk -F'\t' -v buffers="$buffers" '
  { key = $1 SUBSEP $2; t[key, ++n[key]] = $3; if (!($1 in seen)) { seen[$1] = 1; order[++rows] = $1 } }
  function median(key,   m, i, j, a, x) {
    m = n[key]; if (!m) return "-"
    for (i = 1; i <= m; i++) a[i] = t[key, i]
    for (i = 2; i <= m; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
    return sprintf("%.4f", m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2)
  }
  END {
    c = split(buffers, b, " ")
    printf "%-26s", "variant"; for (i = 1; i <= c; i++) printf " %8s", b[i]; printf "\n"
    for (r = 1; r <= rows; r++) {
      printf "%-26s", order[r]; for (i = 1; i <= c; i++) printf " %8s", median(order[r] SUBSEP b[i]); printf "\n"
    }
  }' "$work/times"
echo "CSV: $out"
