using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Tests.Transforms;

/// <summary>Every access × threading × kernel combination the catalogs hold (Auto included): a new method is tested here without touching a test.</summary>
internal static class Strategies
{
    public static IEnumerable<(AccessMethod Access, ThreadingMethod Threading, bool Fast)> All =>
        from access in AccessCatalog.Methods
        from threading in SchedulerCatalog.Methods
        from fast in new[] { false, true }
        select (access, threading, fast);
}
