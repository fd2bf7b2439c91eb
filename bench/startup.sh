#!/usr/bin/env bash
# Start-up of the framework-dependent (JIT) build, variant by variant, against the installed
# NativeAOT tool: whole-process wall time of `cci --version`, all variants interleaved in one
# run (so drift in the machine hits all alike), median of R runs each, load average before and
# after. Run it on a quiet machine.
#   bash bench/startup.sh [runs=20]
# Each variant is published into its own folder publish/startup/<name>:
#   plain            dotnet publish -c Release (what `dotnet run` and the any tool package run)
#   plain-dotnet     the same started as `dotnet cci.dll`, as the any tool package's shim does
#   r2r              ReadyToRun (needs -r: framework-dependent linux-x64; RID-specific, so it can serve
#                    the RID tool packages, never `dotnet run` nor the any package, which the SDK
#                    packs without it)
#   r2r-composite    ReadyToRun composite of cci's own assemblies (framework-dependent: the framework
#                    is already ReadyToRun and is not part of the composite)
#   pgo-off          TieredPGO=false (a runtimeconfig knob: applies to `dotnet run` and every package)
#   r2r-pgo-off      ReadyToRun and TieredPGO=false
#   quickjitloops-off TieredCompilationQuickJitForLoops=false (methods with loops fully optimized at once)
#   tc-off           TieredCompilation=false (everything fully optimized at first call)
#   aot              the NativeAOT tool installed from ./nupkg (bash eng/pack.sh) into a fresh
#                    --tool-path; left out when ./nupkg has no package
# Trimming is not measured: PublishTrimmed needs a self-contained app, and these are all
# framework-dependent (the shared framework on the machine is never trimmed).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
hold_page_reporting
root=$PWD
runs=${1:-20}
out=$root/publish/startup

export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

work=$(mktemp -d /tmp/cci-startup.XXXXXX)
at_exit 'rm -rf "$work"'

publish() {   # publish <name> [msbuild args...]
  local name=$1; shift
  rm -rf "${out:?}/$name"
  # Each variant builds in an artifacts folder of its own, so none reuses another's outputs.
  dotnet publish src/Cci.Cli -c Release -o "$out/$name" -v q -nologo \
    -p:UseArtifactsOutput=true -p:ArtifactsPath="$work/artifacts/$name" "$@" >/dev/null
  echo "built $name" >&2
}

rid=linux-x64
publish plain
publish r2r               -r $rid --self-contained false -p:PublishReadyToRun=true
publish r2r-composite     -r $rid --self-contained false -p:PublishReadyToRun=true -p:PublishReadyToRunComposite=true
publish pgo-off           -p:TieredPGO=false
publish r2r-pgo-off       -r $rid --self-contained false -p:PublishReadyToRun=true -p:TieredPGO=false
publish quickjitloops-off -p:TieredCompilationQuickJitForLoops=false
publish tc-off            -p:TieredCompilation=false

names=(plain plain-dotnet r2r r2r-composite pgo-off r2r-pgo-off quickjitloops-off tc-off)
cmd() {   # the command line of a variant
  case $1 in
    plain-dotnet) echo "dotnet $out/plain/cci.dll" ;;
    aot) echo "$work/tool/cci" ;;
    *) echo "$out/$1/cci" ;;
  esac
}

version=$(dotnet msbuild src/Cci.Cli -getProperty:Version)
if ls nupkg/Cci.Tool.linux-x64."$version".nupkg >/dev/null 2>&1; then
  dotnet tool install --tool-path "$work/tool" --add-source nupkg Cci.Tool --version "$version" >/dev/null
  file -L "$work/tool/cci" | grep -q ELF && names+=(aot)
else
  echo "no nupkg/Cci.Tool.linux-x64.$version.nupkg (bash eng/pack.sh makes it): the NativeAOT tool is left out" >&2
fi

# Every variant must work before it is timed.
for n in "${names[@]}"; do
  got=$($(cmd "$n") --version)
  [ "$got" = "$version" ] || { echo "bench/startup.sh: $n printed '$got', not $version" >&2; exit 1; }
done

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$runs"); do
  for n in "${names[@]}"; do
    c=$(cmd "$n")
    t0=$(date +%s%N)
    $c --version >/dev/null
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000)) >> "$work/t.$n"
  done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"

base=$(median < "$work/t.plain")
echo "cci --version, whole process, median of $runs (interleaved), ms and ratio to plain:"
for n in "${names[@]}"; do
  m=$(median < "$work/t.$n")
  awk -v n="$n" -v m="$m" -v b="$base" 'BEGIN { printf "  %-18s %8.1f ms  %5.2fx\n", n, m / 1000, m / b }'
done
