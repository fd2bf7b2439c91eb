#!/usr/bin/env bash
# Checks the library package as a user meets it: packs src/Cci.Core into a folder, makes a new console project
# outside the repository that takes the Cci package from that folder, puts the quick start (samples/QuickStart,
# the same text as ReadMe.txt's and the package readme's) in it unchanged, runs it and compares what it prints.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dotnet pack src/Cci.Core -c Release -o "$work/feed" >"$work/pack.log" 2>&1 || { cat "$work/pack.log"; exit 1; }
version=$(dotnet msbuild src/Cci.Core -getProperty:Version)
unzip -l "$work/feed/Cci.$version.nupkg" | grep -E 'Cci\.(Core|Unsafe)\.dll|README.md|LICENSE' || true

mkdir "$work/app"
cat >"$work/app/app.csproj" <<PROJECT
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net10.0</TargetFramework>
    <ImplicitUsings>enable</ImplicitUsings>
    <Nullable>enable</Nullable>
    <RestoreAdditionalProjectSources>$work/feed</RestoreAdditionalProjectSources>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Cci" Version="$version" />
  </ItemGroup>
</Project>
PROJECT
cp samples/QuickStart/Program.cs "$work/app/Program.cs"
# A fresh packages folder: never an older Cci of the same version from the machine's cache.
export NUGET_PACKAGES="$work/packages"
(cd "$work/app" && dotnet run -c Release) >"$work/out.txt" 2>&1 || { cat "$work/out.txt"; exit 1; }
expected=$'24 bytes transformed\n2 lines\nthe first byte decodes to \'h\''
if [ "$(cat "$work/out.txt")" != "$expected" ]; then
  echo "check-library-package: the quick start printed:"; cat "$work/out.txt"; echo "expected:"; echo "$expected"; exit 1
fi
echo "check-library-package: Cci $version packs, restores from a folder and runs the quick start unchanged"
