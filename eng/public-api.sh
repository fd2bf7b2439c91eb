#!/usr/bin/env bash
# Records the library's new public symbols in src/Cci.Core/PublicAPI.Unshipped.txt: builds Cci.Core, takes every
# symbol the PublicApiAnalyzers report as undeclared (RS0016) and adds it. Review the diff: a symbol in that file is
# a promise to users. Removed symbols (RS0017) are listed for you to delete by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
file=src/Cci.Core/PublicAPI.Unshipped.txt
log=$(dotnet build src/Cci.Core/Cci.Core.csproj -c Release --no-incremental 2>&1 || true)
added=$(grep -o "RS0016: Symbol '[^']*'" <<<"$log" | sed "s/^RS0016: Symbol '//; s/'\$//" | sort -u || true)
if [ -n "$added" ]; then
  { grep -v '^#nullable' "$file" || true; printf '%s\n' "$added"; } | sort -u | { echo '#nullable enable'; cat; } > "$file.new"
  mv "$file.new" "$file"
  echo "added $(wc -l <<<"$added") symbol(s) to $file"
fi
grep -o "RS0017: Symbol '[^']*'" <<<"$log" | sort -u | sed 's/^/remove by hand: /' || true
