#!/usr/bin/env bash
# Makes the cci tool packages (ReadMe.txt "Install") into ./nupkg, or the folder given:
#   Cci.Tool              the pointer package that `dotnet tool install Cci.Tool` reads
#   Cci.Tool.linux-x64    NativeAOT (needs clang, and a linux-x64 machine: AOT does not cross-compile)
#   Cci.Tool.<rid>        framework-dependent, for each other RID of ToolPackageRuntimeIdentifiers
#                         (src/Cci.Cli/Cci.Cli.csproj), each with only its own chart natives
#   Cci.Tool.any          framework-dependent, every platform's natives: the fallback
#   Cci                   the library (src/Cci.Core, Cci.Unsafe.dll inside); eng/check-library-package.sh checks it
# Then: dotnet tool install --global --add-source ./nupkg Cci.Tool
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-nupkg}"
project=src/Cci.Cli

export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

if [[ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]]; then
  echo "eng/pack.sh: the NativeAOT package is built on linux-x64 only; this is $(uname -s)-$(uname -m)" >&2
  exit 2
fi
if ! command -v clang >/dev/null; then
  echo "eng/pack.sh: NativeAOT needs clang: apt-get install -y clang" >&2
  exit 2
fi

rids=$(dotnet msbuild "$project" -getProperty:ToolPackageRuntimeIdentifiers)
mkdir -p "$out"
# Stale packages of the same version would be installed instead of the new ones.
version=$(dotnet msbuild "$project" -getProperty:Version)
rm -f "$out"/Cci.Tool.*"$version".nupkg "$out/Cci.$version.nupkg" "$out/Cci.$version.snupkg"

# The SDK packs whatever lies in a RID's publish folder: start each from empty.
rm -rf "$project"/bin/Release/net10.0/*/publish

dotnet pack "$project" -c Release -o "$out"
for rid in ${rids//;/ }; do
  dotnet pack "$project" -c Release -r "$rid" -o "$out"
done

dotnet pack src/Cci.Core -c Release -o "$out"

# A tool package carries the program, not its XML documentation (cci.xml, Cci.Core.xml: the build's, for its analyzers).
for package in "$out"/Cci.Tool.*"$version".nupkg; do
  if unzip -Z1 "$package" | grep -E '^tools/.*\.xml$' | grep -v '/DotnetToolSettings\.xml$'; then
    echo "eng/pack.sh: $package carries XML documentation files (above)" >&2
    exit 2
  fi
done

ls -l "$out"/Cci.Tool.*"$version".nupkg "$out/Cci.$version.nupkg" "$out/Cci.$version.snupkg"
echo "cci answers as GNU wc and cmp when called by those names: ln -s \"\$(command -v cci)\" ~/bin/wc; ln -s \"\$(command -v cci)\" ~/bin/cmp (docs/packaging.md)"
