using System.Diagnostics;
using Cci.Core.Engine;
using Cci.Core.Files;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Engine;

/// <summary>
/// An input held by a read lease: another process that truncates or writes it is held back by the kernel, and the guard
/// whose lease breaks stops the run and says so; the other guards of the process go on.
/// </summary>
public sealed class InputGuardTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void An_input_of_this_user_is_leased_and_may_be_mapped()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leases are Linux's");
        using SafeFileHandle file = Open("input");
        using var stop = new CancellationTokenSource();

        using var guard = new InputGuard(new InputFile(_dir.File("input"), file, 3), stop);

        guard.IsLeased.Should().BeTrue();
        guard.MayMap.Should().BeTrue();
    }

    [Fact]
    public void A_truncation_by_another_process_stops_the_run_and_marks_the_guard_broken()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leases are Linux's");
        using SafeFileHandle file = Open("input");
        using var stop = new CancellationTokenSource();
        var guard = new InputGuard(new InputFile(_dir.File("input"), file, 3), stop);
        Process truncate;
        try
        {
            truncate = Truncate(_dir.File("input"));

            stop.Token.WaitHandle.WaitOne(Patience).Should().BeTrue("the break of the lease cancels the run");
            guard.WasBroken.Should().BeTrue();
            guard.BrokenError().Message.Should().Be($"input '{_dir.File("input")}' is being changed by another process; stopped, and no result from the changed file was kept");
        }
        finally
        {
            guard.Dispose();
        }

        // Released, the lease lets the truncation go on.
        using (truncate)
        {
            truncate.WaitForExit();
        }

        RandomAccess.GetLength(file).Should().Be(0);
    }

    [Fact]
    public void A_break_of_another_inputs_lease_leaves_this_guard_alone()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "leases are Linux's");
        using SafeFileHandle changed = Open("changed");
        using SafeFileHandle kept = Open("kept");
        using var stopChanged = new CancellationTokenSource();
        using var stopKept = new CancellationTokenSource();
        using var keptGuard = new InputGuard(new InputFile(_dir.File("kept"), kept, 3), stopKept);
        var changedGuard = new InputGuard(new InputFile(_dir.File("changed"), changed, 3), stopChanged);
        Process truncate;
        try
        {
            truncate = Truncate(_dir.File("changed"));
            stopChanged.Token.WaitHandle.WaitOne(Patience).Should().BeTrue();
        }
        finally
        {
            changedGuard.Dispose();
        }

        using (truncate)
        {
            truncate.WaitForExit();
        }

        keptGuard.WasBroken.Should().BeFalse();
        stopKept.IsCancellationRequested.Should().BeFalse();
    }

    /// <summary>Another process that truncates <paramref name="path"/> the shell's way (a blocking open with O_TRUNC, held back while the lease is).</summary>
    private static Process Truncate(string path) => Process.Start("sh", ["-c", ": > \"$1\"", "sh", path]);

    private SafeFileHandle Open(string name) => File.OpenHandle(_dir.Write(name, [1, 2, 3]));
}
