#!/usr/bin/env bash
# The findings' measurement block, one command after another on a quiet machine.
set -uo pipefail
cd /work/main
C=$PWD/publish/aot/cci
F=docs/findings
log() { echo "== $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg): $*" | tee -a $F/measure.log; }
: > $F/measure.log
log "native sweep, existing output"
bash bench/native-sweep.sh 3 data/big.txt "256 512 1000 1K 2K 3000 4000 4K 5000 8K 16K 32K 64K 128K 256K 512K 1M" "" $F/native-sweep.csv existing 8 > $F/native-sweep.txt 2>&1
log ".NET sweep (Figure 2), --overwrite"
$C sweep data/big.txt -a FileStream,RandomAccess,MappedRead,MemoryMapped -t None,NoneFast,MultiThreaded,MultiThreadedFast,ThreadPool,ThreadPoolFast -b 256,512,2K,8K,32K,128K,512K,1M -n 2 --runs 3 --overwrite --csv $F/sweep-figure2.csv --chart $F/sweep-figure2.png > $F/sweep-figure2.txt 2>&1
log "small claims: buffers that are not powers of two"
$C sweep data/big.txt -a FileStream,RandomAccess -t None,NoneFast -b 256,1000,1K,3000,4000,4K,5000,8K --runs 5 --overwrite --csv $F/sweep-odd-buffers.csv --chart $F/sweep-odd-buffers.png > $F/sweep-odd-buffers.txt 2>&1
log "small claims: threads 1..16"
$C sweep data/big.txt -a FileStream,RandomAccess,MemoryMapped -t MultiThreaded,MultiThreadedFast,ThreadPool,ThreadPoolFast -b 64K -n 1,2,4,8,16 --runs 5 --overwrite --csv $F/sweep-threads.csv --chart $F/sweep-threads.png > $F/sweep-threads.txt 2>&1
log "Figure 4: file sizes 10M..1280M"
$C sweep --file-sizes 10M,20M,40M,80M,160M,320M,640M,1280M -a FileStream,MemoryMapped -t None,MultiThreaded,ThreadPool -b 16K -n 1,2,4 --runs 3 --overwrite --csv $F/sweep-file-sizes.csv --chart $F/sweep-file-sizes.png > $F/sweep-file-sizes.txt 2>&1
log "Figure 3: the smaller system, a 512 MiB memory cgroup"
bash bench/in-cgroup.sh 512M $C sweep --file-sizes 160M,320M,640M,1280M -a FileStream,MemoryMapped -t None,MultiThreaded,ThreadPool -b 16K -n 2 --runs 3 --overwrite --csv $F/sweep-small-system.csv --chart $F/sweep-small-system.png > $F/sweep-small-system.txt 2>&1
log "compMP thrash"
bash bench/compare-thrash.sh 600M 512M 3 /tmp/wt-before/src/Cci.Cli/bin/Release/net10.0/cci > $F/compare-thrash.txt 2>&1
log "generate vs dd"
bash bench/generate-vs-dd.sh 5 > $F/generate-vs-dd.txt 2>&1
log "output origin"
bash bench/output-origin.sh 5 > $F/output-origin.txt 2>&1
log "compare-native, shuffled"
bash bench/compare-native.sh 5 64K > $F/compare-native.txt 2>&1
log "done"
#!/usr/bin/env bash
# wcMTMM: whole files in parallel (one stripe per file: -b larger than any file) against stripes inside
# files, on one big file and on 200 files of 1-10 MiB (the set bench/wc-vs-wc.sh makes), by cci sweep wc.
set -uo pipefail
cd /work/main
C=$PWD/publish/aot/cci
F=docs/findings
log() { echo "== $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg): $*" | tee -a $F/measure.log; }
files=/tmp/cci-wc-files; rm -rf $files; mkdir -p $files
for i in $(seq 0 199); do
  size=$(( (1 << 20) + (i * 7919 * 4099) % (9 << 20) ))
  kind=$([ $((i % 4)) = 3 ] && echo text || echo random)
  $C generate "$files/f$(printf %03d "$i")" --size "$size" --kind "$kind" --seed "$i" >/dev/null
done
log "wcMTMM: 200 files, whole files (-b 16M) against stripes"
$C sweep wc $files/f* -a MemoryMapped,FileStream -t NoneFast,ThreadPoolFast -b 64K,1M,16M -n 1,2 --runs 5 --csv $F/sweep-wc-files.csv --chart $F/sweep-wc-files.png > $F/sweep-wc-files.txt 2>&1
log "wcMTMM: one big file, the same grid"
$C sweep wc data/big.txt -a MemoryMapped,FileStream -t NoneFast,ThreadPoolFast -b 64K,1M,16M -n 1,2 --runs 5 --csv $F/sweep-wc-big.csv --chart $F/sweep-wc-big.png > $F/sweep-wc-big.txt 2>&1
rm -rf $files
log "MemoryMappedFile case study: ViewAccessor against MemoryMapped, 64 MiB"
head -c 67108864 data/big.txt > /tmp/cci-va-64M.txt
$C sweep /tmp/cci-va-64M.txt -a MemoryMapped,ViewAccessor -t None,NoneFast -b 4K,64K,1M --runs 3 --overwrite --csv $F/sweep-viewaccessor.csv --chart $F/sweep-viewaccessor.png > $F/sweep-viewaccessor.txt 2>&1
rm -f /tmp/cci-va-64M.txt
log "JIT build against native (compare-native, CCI_BUILD=jit, a few rows)"
CCI_BUILD=jit bash bench/compare-native.sh 5 64K data/big.txt 'FileStream/None|FileStream/ThreadPool|MemoryMapped/MultiThreaded' > $F/compare-native-jit.txt 2>&1
log "done 2"
