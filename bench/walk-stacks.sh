#!/usr/bin/env bash
# The walk of docs/architecture.md: which of this repository's frames lie between a call and the kernel. Copies a commit
# of the repository to a temporary folder, adds three prints of Environment.StackTrace to the copy only (in the add
# kernel's vector loop, where the thread pool's workers are queued, and in a user's block function), builds it in Debug
# (no inlining: every method is a frame) and runs
#
#   cci 3 in out -a MemoryMapped -t ThreadPoolFast                    (in: 3 MiB of random bytes)
#   FileProcessor.Aggregate(in, 0L, f, add, BlockBoundary.Lines, new() { Access = MemoryMapped, Threading = None })
#   cci wc in; cci wc small (a 3-byte file, read whole); cci wc < in (a stream); cci compare in in.copy
# (these with a print in the count or the compare kernel).
#
# printing each stack's frames of this repository (namespace Cci, and the tool's Program; the aggregate's Program is the
# user's), innermost first, and how many.
#
#   bash bench/walk-stacks.sh [COMMIT]        (default HEAD)
set -euo pipefail
commit=${1:-HEAD}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/cci-walk.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir "$work/repo" "$work/aggregate"
git -C "$repo" archive "$commit" | tar -x -C "$work/repo"

print='System.Console.Error.WriteLine("== " + STACK + "\\n" + System.Environment.StackTrace + "\\n==");'
kernel=$work/repo/src/Cci.Core/Transforms/Kernels/AddKernel.cs
pool=$work/repo/src/Cci.Core/Threading/ThreadPoolScheduler.cs
grep -q 'TVector add = TWidth.Create(shift);' "$kernel" && grep -q 'done.Wait();' "$pool" || { echo "walk-stacks: the print points moved; update this script" >&2; exit 1; }
sed -i "s|TVector add = TWidth.Create(shift);|${print//STACK/\\\"kernel\\\"} &|" "$kernel"
sed -i "s|done.Wait();|${print//STACK/\\\"pool main thread\\\"} &|" "$pool"
count=$work/repo/src/Cci.Core/Count/Kernels/CountKernel.cs
compare=$work/repo/src/Cci.Core/Compare/Kernels/CompareKernel.cs
grep -q 'ReadOnlySpan<byte> bytes = window\[start..end\];' "$count" && grep -q 'if (!kernel.IsVector)' "$compare" || { echo "walk-stacks: the count or compare print point moved; update this script" >&2; exit 1; }
sed -i "s|ReadOnlySpan<byte> bytes = window\[start..end\];|${print//STACK/\\\"count kernel\\\"} &|" "$count"
sed -i "0,/if (!kernel.IsVector)/s||${print//STACK/\\\"compare kernel\\\"} &|" "$compare"

cat > "$work/aggregate/aggregate.csproj" <<'PROJECT'
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net10.0</TargetFramework><Nullable>enable</Nullable><ImplicitUsings>enable</ImplicitUsings></PropertyGroup>
  <ItemGroup><ProjectReference Include="../repo/src/Cci.Core/Cci.Core.csproj" /></ItemGroup>
</Project>
PROJECT
cat > "$work/aggregate/Program.cs" <<'PROGRAM'
using Cci;

bool printed = false;
Aggregated<long> lines = FileProcessor.Aggregate(args[0], 0L, block =>
{
    if (!printed)
    {
        printed = true;
        Console.Error.WriteLine("== block function\n" + Environment.StackTrace + "\n==");
    }

    return (long)block.Bytes.Count((byte)'\n');
}, (a, b) => a + b, BlockBoundary.Lines, new() { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.None });
Console.Error.WriteLine($"{lines.Value} lines");
PROGRAM

dotnet build "$work/repo/src/Cci.Cli/Cci.Cli.csproj" -c Debug -nologo -v q > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
dotnet build "$work/aggregate/aggregate.csproj" -c Debug -nologo -v q > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }

head -c 3145728 /dev/urandom > "$work/in"
"$work/repo/src/Cci.Cli/bin/Debug/net10.0/cci" 3 "$work/in" "$work/out" -a MemoryMapped -t ThreadPoolFast > /dev/null 2> "$work/transform.txt"
"$work/aggregate/bin/Debug/net10.0/aggregate" "$work/in" 2> "$work/aggregate.txt"
cp "$work/in" "$work/in.copy"; printf abc > "$work/small"
"$work/repo/src/Cci.Cli/bin/Debug/net10.0/cci" wc "$work/in" > /dev/null 2> "$work/wc.txt"
"$work/repo/src/Cci.Cli/bin/Debug/net10.0/cci" wc "$work/small" > /dev/null 2> "$work/wc-small.txt"
"$work/repo/src/Cci.Cli/bin/Debug/net10.0/cci" wc < "$work/in" > /dev/null 2> "$work/wc-stream.txt"
"$work/repo/src/Cci.Cli/bin/Debug/net10.0/cci" compare "$work/in" "$work/in.copy" > /dev/null 2> "$work/compare.txt"

# The first stack of each name, this repository's frames only (file and line left off).
frames() {
  awk -v name="== $2" '$0 == name { on = 1; next } on && /^==/ { exit } on' "$1" |
    grep -E "^ +at ($3)" | sed -E 's/^ +at //; s/ in .*$//' | nl -w2 -s'  '
}
for stack in "transform:pool main thread" "transform:kernel" "aggregate:block function" "wc:count kernel" "wc-small:count kernel" "wc-stream:count kernel" "compare:compare kernel"; do
  job=${stack%%:*}
  name=${stack#*:}
  ours='Cci\.|Program\.'
  [[ $job == aggregate ]] && ours='Cci\.'
  echo "$job, $name ($(git -C "$repo" rev-parse --short "$commit")):"
  frames "$work/$job.txt" "$name" "$ours"
  echo "  $(frames "$work/$job.txt" "$name" "$ours" | wc -l) frames"
done
