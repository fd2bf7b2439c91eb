# Helpers every bench script shares; source it after `cd` to the repository root: . bench/lib.sh
now() { date +%s.%N; }
# The median of the numbers on stdin ("nan" when there are none).
median() { sort -g | awk '{a[NR]=$1} END {if (NR) print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2); else print "nan"}'; }
# A row name as a file name.
key() { echo "$1" | tr -c 'A-Za-z0-9\n' '_'; }
# Writes back and drops from the page cache each file that exists (posix_fadvise DONTNEED through dd, no root needed).
evict() { for f in "$@"; do [ -f "$f" ] && { sync "$f"; dd if="$f" iflag=nocache count=0 status=none; }; done; return 0; }
