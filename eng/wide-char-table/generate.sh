#!/usr/bin/env bash
# Writes src/Cci.Unsafe/Text/WideCharTable.cs from this machine's glibc (C.UTF-8), or prints it with --stdout.
# Needs a C compiler (cc) and the C.UTF-8 locale.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../src/Cci.Unsafe/Text/WideCharTable.cs"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
cc -O2 -o "$bin/generate" "$here/generate.c"
if [ "${1:-}" = --stdout ]; then
  "$bin/generate"
else
  "$bin/generate" > "$out"
fi
