using System.Runtime.CompilerServices;

namespace Cci.Cli.Tests;

/// <summary>
/// cci wc reads the locale from the environment, as GNU wc does. Tests that run cci in this process
/// compare with LC_ALL=C wc, so this process runs in the C locale; tests of the UTF-8 locale start
/// cci as a child process with LC_ALL set (WcLocaleTests).
/// </summary>
internal static class CLocaleForInProcessRuns
{
    [ModuleInitializer]
    internal static void Set() => Environment.SetEnvironmentVariable("LC_ALL", "C");
}
