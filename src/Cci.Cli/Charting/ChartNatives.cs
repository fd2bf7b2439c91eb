using Cci.Unsafe;
using System.Reflection;
using System.Runtime.InteropServices;

namespace Cci.Cli.Charting;

/// <summary>
/// The native libraries every chart is drawn with, SkiaSharp's and HarfBuzz's (libSkiaSharp.so and libHarfBuzzSharp.so on
/// Linux), loaded before a chart is read or a sweep that charts runs: a cci copied without them (the binary alone, to a
/// folder on PATH) says so in one line and exits 2, rather than failing in SkiaSharp's type initializer with a stack trace,
/// after the whole sweep. They are looked for as SkiaSharp's own P/Invokes look for them: beside cci, in its publish
/// folder's runtimes/ as its deps.json lists them, or inside a single-file binary.
/// </summary>
internal static class ChartNatives
{
    /// <summary>Throws a <see cref="CliException"/> naming the first library that cannot be loaded; returns when both can.</summary>
    public static void EnsureLoadable()
    {
        foreach ((string name, Assembly user) in new[] { ("libSkiaSharp", typeof(SkiaSharp.SKObject).Assembly), ("libHarfBuzzSharp", typeof(HarfBuzzSharp.Blob).Assembly) })
        {
            if (!NativeLibrary.TryLoad(name, user, searchPath: null, out _))
            {
                throw new CliException(Missing(FileName(name)));
            }
        }
    }

    /// <summary>The one line for a chart library that could not be loaded.</summary>
    internal static string Missing(string file) =>
        $"cannot draw a chart: {file} was not found beside {NativeNames.Executable}; " +
        $"a copied cci needs the {FileName("libSkiaSharp")} and {FileName("libHarfBuzzSharp")} of its publish folder or package beside it (docs/packaging.md)";

    private static string FileName(string name) => NativeNames.LibraryFile(name);
}
