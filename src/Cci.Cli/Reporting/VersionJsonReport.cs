namespace Cci.Cli.Reporting;

/// <summary><c>cci version --json</c>'s fields: what the version line says, each on its own.</summary>
/// <param name="Version">"1.0.0".</param>
/// <param name="Commit">The short commit it was built from, or "unknown".</param>
/// <param name="Runtime">"JIT" or "NativeAOT".</param>
/// <param name="Vector">The widest vector the Fast kernels use here: "Vector512", "Vector256", "Vector128" or "scalar".</param>
internal sealed record VersionJsonReport(string Version, string Commit, string Runtime, string Vector);
