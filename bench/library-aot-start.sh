#!/usr/bin/env bash
# The start of a plain NativeAOT program that uses the library (samples/GrepLines' code in a project with nothing but
# PublishAot: no DirectPInvoke, culture data as a default project has it), built against the library of two commits:
# whole-process milliseconds on a one-line file, interleaved, median of RUNS, and the opens that failed (strace -f). The
# line does not hold the word, so nothing is written: what is counted is the library's own start (a write to the
# console's stream loads ICU in any program that keeps culture data, for the console's encoding).
#   RUNS=31 bash bench/library-aot-start.sh OLD_COMMIT [NEW_COMMIT=HEAD]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
old=${1:?usage: bash bench/library-aot-start.sh OLD_COMMIT [NEW_COMMIT]} new=${2:-HEAD} runs=${RUNS:-31}
hold_page_reporting
work=$(mktemp -d); at_exit "git worktree remove --force '$work/old' >/dev/null 2>&1; git worktree remove --force '$work/new' >/dev/null 2>&1; rm -rf '$work'"
for side in old new; do
  git worktree add -q --detach "$work/$side" "${!side}"
  mkdir "$work/$side-app"
  cp samples/GrepLines/Program.cs "$work/$side-app/Program.cs"
  printf '%s\n' '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net10.0</TargetFramework>' \
    '<ImplicitUsings>enable</ImplicitUsings><Nullable>enable</Nullable><PublishAot>true</PublishAot></PropertyGroup>' \
    "<ItemGroup><ProjectReference Include=\"$work/$side/src/Cci.Core/Cci.Core.csproj\" /></ItemGroup></Project>" > "$work/$side-app/app.csproj"
  dotnet publish "$work/$side-app" -c Release -r linux-x64 -o "$work/$side-bin" -v q -nologo > /dev/null
done
printf 'a line\n' > "$work/one-line.txt"
echo "machine: $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC'), load before $(cut -d' ' -f1-3 /proc/loadavg)"
for side in old new; do
  failed=$(strace -f -e trace=openat,open -o "$work/$side.strace" "$work/$side-bin/app" qx "$work/one-line.txt" > /dev/null || true; grep -c ' = -1 ' "$work/$side.strace" || true)
  icu=$(grep -c 'libicu.*= [0-9]' "$work/$side.strace" || true)
  echo "$side ($(git rev-parse --short "${!side}")): $failed failed opens, $icu ICU libraries opened" > "$work/$side.counts"
done
for ((i = 0; i < runs; i++)); do
  for side in old new; do
    start=$(now); "$work/$side-bin/app" qx "$work/one-line.txt" > /dev/null || true; end=$(now)
    echo "($end - $start) * 1000" | bc >> "$work/$side.times"
  done
done
for side in old new; do printf '%s; start median %.2f ms\n' "$(cat "$work/$side.counts")" "$(median < "$work/$side.times")"; done
echo "load after $(cut -d' ' -f1-3 /proc/loadavg)"
