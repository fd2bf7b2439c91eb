#!/usr/bin/env bash
# The Windows half of the public Cci.MappedFile (CreateFileMapping / MapViewOfFile / FlushViewOfFile before
# unmapping a written view / FlushFileBuffers, FileShare.Read, a file over 4 GiB, a directory refused), run
# under Wine: a small program that uses only the public API is published for win-x64 and checks itself.
# xunit cannot run under Wine here (see run-under-wine.sh), so the cases mirror tests/Cci.Library.Tests.
#   apt-get install -y wine64
#   bash tests/windows/mapped-file-under-wine.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
WINE=$(command -v wine64 || command -v wine || ls /usr/lib/wine/wine64 2>/dev/null) || { echo "wine64 not found: apt-get install -y wine64"; exit 2; }
export WINEDEBUG=-all WINEPREFIX=${WINEPREFIX:-/tmp/cci-wineprefix}
work=$(mktemp -d /tmp/cci-wine-mapped.XXXXXX); trap 'rm -rf "$work"' EXIT
mkdir -p "$work/probe" "$work/data"
cat >"$work/probe/probe.csproj" <<XML
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net10.0</TargetFramework>
    <ImplicitUsings>enable</ImplicitUsings>
    <Nullable>enable</Nullable>
    <ManagePackageVersionsCentrally>false</ManagePackageVersionsCentrally>
  </PropertyGroup>
  <ItemGroup>
    <ProjectReference Include="$root/src/Cci.Core/Cci.Core.csproj" />
  </ItemGroup>
</Project>
XML
cat >"$work/probe/Program.cs" <<'CS'
using Cci;

string dir = args[0];
int failures = 0;
void Check(bool ok, string what) { Console.WriteLine((ok ? "ok   " : "FAIL ") + what); if (!ok) failures++; }

string path = Path.Combine(dir, "probe.bin");
byte[] content = new byte[300_000];
new Random(1).NextBytes(content);
File.WriteAllBytes(path, content);

using (MappedFile file = MappedFile.OpenRead(path))
{
    Check(file.Length == content.Length, "length");
    Check(file.Read(65_537, 5000, b => b.ToArray()).AsSpan().SequenceEqual(content.AsSpan(65_537, 5000)), "read at an unaligned offset past 64 KiB");
    Check(file.Read(0, content.Length, b => b.ToArray()).AsSpan().SequenceEqual(content), "whole read");
    Check(file.Read(10, 0, b => b.Length) == 0, "empty read");
    try { file.Write(0, 1, b => b.Clear()); Check(false, "write on read-only"); } catch (NotSupportedException) { Check(true, "write on read-only refused"); }
    // Another writer is refused while it is open (FileShare.Read).
    try { using var w = new FileStream(path, FileMode.Open, FileAccess.Write, FileShare.ReadWrite); Check(false, "share"); } catch (IOException) { Check(true, "another writer refused"); }
}

using (MappedFile file = MappedFile.OpenReadWrite(path))
{
    file.Write(70_000, 3, b => b.Fill(0xAB));
    file.Flush();
}
byte[] back = File.ReadAllBytes(path);
Check(back.Length == content.Length && back[69_999] == content[69_999] && back[70_000] == 0xAB && back[70_002] == 0xAB && back[70_003] == content[70_003], "write then reread");

string sparse = Path.Combine(dir, "sparse.bin");
long size = (4L << 30) + 65_536 + 17;
using (var h = File.OpenHandle(sparse, FileMode.Create, FileAccess.ReadWrite))
{
    RandomAccess.SetLength(h, size);
    RandomAccess.Write(h, new byte[] { 1, 2, 3 }, size - 3);
}
using (MappedFile file = MappedFile.OpenRead(sparse))
{
    Check(file.Read(size - 5, 5, b => b.ToArray()).AsSpan().SequenceEqual(new byte[] { 0, 0, 1, 2, 3 }), "read near the end of a file > 4 GiB");
}
File.Delete(sparse);

try { MappedFile.OpenRead(dir); Check(false, "directory"); } catch (IOException e) { Check(e.Message.Contains("a directory"), "directory refused: " + e.Message); }

MappedFile disposed = MappedFile.OpenRead(path);
disposed.Dispose();
try { disposed.Read(0, 1, b => b.Length); Check(false, "disposed"); } catch (ObjectDisposedException) { Check(true, "ObjectDisposedException after Dispose"); }

Console.WriteLine(failures == 0 ? "ALL PASSED" : $"{failures} FAILED");
return failures == 0 ? 0 : 1;
CS
dotnet publish "$work/probe" -c Release -r win-x64 --self-contained -o "$work/publish" -v q -nologo >/dev/null || { echo "publish failed"; exit 2; }
"$WINE" wineboot --init >/dev/null 2>&1
"$WINE" "$work/publish/probe.exe" "Z:${work//\//\\}\\data"
