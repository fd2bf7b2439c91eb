#!/usr/bin/env bash
# What a NativeAOT binary's start-up must touch, by counts the machine's load does not change: its size, the relocations
# the loader applies at every start (a position-independent executable: one per pointer in its data), the size of its
# .data section, and that section split by the first assembly each symbol names (from the .dbg beside the binary, which
# a publish with StripSymbols leaves there): CoreLib's generic collections over cci's types count as cci's.
#   bash bench/startup-data.sh BINARY...        e.g. bash bench/startup-data.sh /tmp/hello/out/hello publish/aot/cci
set -euo pipefail
for binary in "$@"; do
  echo "$binary: $(stat -c %s "$binary") bytes, $(readelf -r -W "$binary" | grep -c R_X86_64_RELATIVE || true) relocations"
  [ -f "$binary.dbg" ] || { echo "  (no $binary.dbg: no split of .data)"; continue; }
  python3 - "$binary.dbg" <<'PY'
import collections, re, subprocess, sys
f = sys.argv[1]
sections = {}
for line in subprocess.run(['readelf', '-S', '-W', f], capture_output=True, text=True).stdout.splitlines():
    m = re.match(r'\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)', line)
    if m:
        sections[m.group(1)] = (int(m.group(2), 16), int(m.group(3), 16))
lo, size = sections['.data']
hi = lo + size
symbols = sorted((int(p[0], 16), p[2]) for p in (l.split(' ', 2) for l in subprocess.run(['nm', f], capture_output=True, text=True).stdout.splitlines())
                 if len(p) == 3 and p[0] and lo <= int(p[0], 16) < hi)
owners = ['ScottPlot', 'SkiaSharp', 'HarfBuzz', 'cci_', 'Cci_Core', 'Cci_Unsafe', 'Cci_Charting', 'System_CommandLine', 'System_Text_Json',
          'System_Text_Regular', 'System_Linq', 'System_Diagnostics_Process', 'System_Console']
kb = collections.Counter()
for i, (address, name) in enumerate(symbols):
    end = symbols[i + 1][0] if i + 1 < len(symbols) else hi
    kb[next((o for o in owners if o in name), 'CoreLib and the runtime alone')] += end - address
print('  .data %d KB: %s' % (size // 1024, ', '.join('%s %d' % (k.rstrip('_'), v // 1024) for k, v in kb.most_common())))
PY
done
