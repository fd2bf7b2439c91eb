#!/usr/bin/env bash
# Byte-exactness of every C baseline in bench/native: each variant, built -O2 and -O3 -march=native, on inputs
# of 0, 1, 4095, 4097 and 1,000,003 random bytes, buffer 4K and larger than the file (2M), 3 threads (mmap also
# 1; 3 is uring's depth), both output modes (existing: over an older, longer file, which must be cut to length),
# against tr's output with the same shift (1-255). Small and quick; exits 1 on the first difference.
#   bash bench/native/check.sh [shift=3]
set -euo pipefail
cd "$(dirname "$0")"
shift_by=${1:-3}
work=$(mktemp -d /tmp/cci-native-check.XXXXXX)
trap 'rm -rf "$work"' EXIT

variants=(rw pthreads threadpool mmap)
if echo '#include <liburing.h>' | gcc -E -x c - >/dev/null 2>&1; then variants+=(uring); else echo "check: liburing absent (apt-get install liburing-dev), uring skipped" >&2; fi
for v in "${variants[@]}"; do
  libs=-lpthread; [ "$v" = uring ] && libs=-luring
  gcc -O2 -Wall -Wextra -Werror -o "$work/$v-O2" "$v.c" $libs
  gcc -O3 -march=native -Wall -Wextra -Werror -o "$work/$v-O3" "$v.c" $libs
done

tr_to=$(printf '\\%03o-\\377\\000-\\%03o' "$shift_by" $((shift_by - 1)))
checked=0
for size in 0 1 4095 4097 1000003; do
  head -c "$size" /dev/urandom > "$work/in"
  tr '\000-\377' "$tr_to" < "$work/in" > "$work/expected"
  for buf in 4K 2M; do
    for v in "${variants[@]}" mmap-threads; do
      for opt in O2 O3; do
        for mode in fresh existing; do
          args=("$work/in" "$work/out" "$mode" "$shift_by" "$buf")
          case $v in rw) ;; mmap) args+=(1) ;; *) args+=(3) ;; esac
          rm -f "$work/out"
          [ "$mode" = existing ] && head -c $((size + 5000)) /dev/zero | tr '\000' x > "$work/out"
          "$work/${v%-threads}-$opt" "${args[@]}"
          if ! cmp -s "$work/expected" "$work/out"; then
            echo "check: $v -$opt $mode differs on $size bytes, buffer $buf" >&2
            cmp "$work/expected" "$work/out" >&2 || true
            exit 1
          fi
          checked=$((checked + 1))
        done
      done
    done
  done
done
leftovers=$(find "$work" -name '*.native-tmp.*' | wc -l)
[ "$leftovers" -eq 0 ] || { echo "check: $leftovers temporary outputs left behind" >&2; exit 1; }
echo "check: ${variants[*]} mmap-threads: $checked runs byte-exact (sizes 0 1 4095 4097 1000003; buffers 4K 2M; -O2 -O3; fresh existing)"
