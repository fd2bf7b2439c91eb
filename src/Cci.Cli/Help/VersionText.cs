using System.Reflection;
using System.Runtime.CompilerServices;
using Cci.Core.Kernels;

namespace Cci.Cli.Help;

/// <summary>What <c>cci --version</c> and <c>cci version</c> print: <c>cci 0.1.0 (commit abc1234, NativeAOT, Vector256)</c>.</summary>
internal static class VersionText
{
    public static string Current => Format(
        typeof(VersionText).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? "0.0.0",
        RuntimeFeature.IsDynamicCodeSupported,
        WidestVector());

    /// <param name="informationalVersion">The assembly's, "0.1.0+&lt;commit&gt;" when the build knew the commit (SourceRevisionId).</param>
    public static string Format(string informationalVersion, bool jit, string vector)
    {
        int plus = informationalVersion.IndexOf('+', StringComparison.Ordinal);
        string version = plus < 0 ? informationalVersion : informationalVersion[..plus];
        string commit = plus < 0 || plus == informationalVersion.Length - 1 ? "unknown" : informationalVersion[(plus + 1)..];
        if (commit.Length > 7 && commit.All(char.IsAsciiHexDigit))
        {
            commit = commit[..7];
        }

        return $"cci {version} (commit {commit}, {(jit ? "JIT" : "NativeAOT")}, {vector})";
    }

    /// <summary>The widest vector the kernels use on this machine (the Fast kernel's), or scalar.</summary>
    public static string WidestVector() =>
        KernelCatalog.Widest.Method == KernelMethod.Scalar ? "scalar" : KernelCatalog.Widest.Method.ToString();
}
