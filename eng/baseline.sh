#!/usr/bin/env bash
# Makes the package-validation baseline: packs the library (src/Cci.Core) as it was at the commit that shipped VERSION
# into eng/baseline/Cci.VERSION.nupkg, which src/Cci.Core/Cci.Core.csproj validates every pack against
# (PackageValidationBaselineVersion). Run it when a version ships, then raise that property to VERSION:
#   bash eng/baseline.sh 1.0.0 1a2a17c
# No feed has the shipped packages, so the baseline lives in the repository and CI validates offline.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?usage: eng/baseline.sh VERSION COMMIT}
commit=${2:?usage: eng/baseline.sh VERSION COMMIT}
export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

work=$(mktemp -d)
trap 'git worktree remove --force "$work/src" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach "$work/src" "$commit" >/dev/null
packed=$(cd "$work/src" && dotnet msbuild src/Cci.Core -getProperty:Version)
if [ "$packed" != "$version" ]; then
  echo "eng/baseline.sh: commit $commit packs version $packed, not $version" >&2
  exit 1
fi
(cd "$work/src" && dotnet pack src/Cci.Core -c Release -o "$work/feed" -p:EnablePackageValidation=false) >"$work/pack.log" 2>&1 || { cat "$work/pack.log"; exit 1; }
mkdir -p eng/baseline
cp "$work/feed/Cci.$version.nupkg" "eng/baseline/Cci.$version.nupkg"
echo "eng/baseline.sh: eng/baseline/Cci.$version.nupkg packed from $commit"
