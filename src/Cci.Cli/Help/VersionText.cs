using System.Runtime.CompilerServices;
using Cci.Cli.Reporting;

namespace Cci.Cli.Help;

/// <summary>What <c>cci --version</c> and <c>cci version</c> print: <c>cci 1.0.0 (commit abc1234, NativeAOT, Vector256)</c>.</summary>
internal static class VersionText
{
    /// <summary>The version on <paramref name="output"/>: the line, or with <paramref name="json"/> one JSON object.</summary>
    public static void Write(TextWriter output, bool json)
    {
        if (json)
        {
            JsonReport.Write(output, "version", CurrentReport, ReportJsonContext.Default.VersionJsonReport);
        }
        else
        {
            output.WriteLine(Current);
        }
    }

    /// <remarks>The informational version is the build's constant (<c>BuildVersion</c>, written by Cci.Cli.csproj), not read from the assembly's attribute: no reflection at start.</remarks>
    public static string Current => Format(BuildVersion.Informational, RuntimeFeature.IsDynamicCodeSupported, WidestVector());

    /// <summary>What <c>cci version --json</c> prints: the same facts as <see cref="Current"/>, each in its own field.</summary>
    public static VersionJsonReport CurrentReport => Report(BuildVersion.Informational, RuntimeFeature.IsDynamicCodeSupported, WidestVector());

    /// <param name="informationalVersion">The assembly's, "1.0.0+&lt;commit&gt;" when the build knew the commit (SourceRevisionId).</param>
    public static string Format(string informationalVersion, bool jit, string vector)
    {
        VersionJsonReport report = Report(informationalVersion, jit, vector);
        return $"cci {report.Version} (commit {report.Commit}, {report.Runtime}, {report.Vector})";
    }

    /// <summary>The version, the short commit (or "unknown"), the runtime and the vector, from the informational version.</summary>
    public static VersionJsonReport Report(string informationalVersion, bool jit, string vector)
    {
        int plus = informationalVersion.IndexOf('+', StringComparison.Ordinal);
        string version = plus < 0 ? informationalVersion : informationalVersion[..plus];
        string commit = plus < 0 || plus == informationalVersion.Length - 1 ? "unknown" : informationalVersion[(plus + 1)..];
        if (commit.Length > 7 && commit.All(char.IsAsciiHexDigit))
        {
            commit = commit[..7];
        }

        return new VersionJsonReport(version, commit, jit ? "JIT" : "NativeAOT", vector);
    }

    /// <summary>The widest vector the kernels use on this machine (the Fast kernel's), or scalar.</summary>
    /// <remarks>Its name by nameof rather than the enum's ToString, which reads the names from metadata at run time.</remarks>
    public static string WidestVector() => KernelSupport.Widest switch
    {
        KernelMethod.Scalar => "scalar",
        KernelMethod.Vector128 => nameof(KernelMethod.Vector128),
        KernelMethod.Vector256 => nameof(KernelMethod.Vector256),
        KernelMethod.Vector512 => nameof(KernelMethod.Vector512),
        KernelMethod other => other.ToString(),
    };
}
