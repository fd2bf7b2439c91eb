namespace Cci.Unsafe;

/// <summary>The user this process acts as.</summary>
internal static class CurrentUser
{
    /// <summary>The effective user ID (geteuid); null on Windows, which has no numeric owners.</summary>
    public static uint? Id { get; } = OperatingSystem.IsWindows() ? null : Interop.Libc.geteuid();
}
