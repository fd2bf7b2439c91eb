using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// The listeners for lease breaks (<see cref="FileLease.ListenForBreaks"/>) behind one SIGIO handler made once and kept
/// for the life of the process: its default action, ending the process, must never be taken for a signal cci asked
/// for, however late it arrives. Each notice is handed to every listener registered at that moment; what a listener
/// throws is swallowed, since the signal's thread has no caller to hand it to.
/// </summary>
internal static class BreakListeners
{
    private static readonly Lock Gate = new();
    private static readonly List<Action> Listeners = [];
    private static PosixSignalRegistration? s_handler;

    /// <summary>Adds <paramref name="onBreak"/> until the returned object is disposed.</summary>
    public static IDisposable Add(Action onBreak)
    {
        lock (Gate)
        {
            s_handler ??= PosixSignalRegistration.Create((PosixSignal)Interop.Libc.SigIoLinux, OnSignal);
            Listeners.Add(onBreak);
        }

        return new Registration(onBreak);
    }

    private static void OnSignal(PosixSignalContext context)
    {
        context.Cancel = true;
        Action[] now;
        lock (Gate)
        {
            now = [.. Listeners];
        }

        foreach (Action listener in now)
        {
            try
            {
                listener();
            }
            catch (Exception)
            {
                // A listener whose run has just ended (a disposed token source, a closed file): nothing to tell.
            }
        }
    }

    private sealed class Registration(Action onBreak) : IDisposable
    {
        public void Dispose()
        {
            lock (Gate)
            {
                Listeners.Remove(onBreak);
            }
        }
    }
}
