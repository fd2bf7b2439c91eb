namespace Cci.Cli;

/// <summary>The exit codes of every cci command (ReadMe.txt lists them).</summary>
internal static class ExitCodes
{
    public const int Success = 0;

    /// <summary>compare: the files differ; wc: a file could not be counted, and every other failure of wc (GNU wc exits 1 for all).</summary>
    public const int Different = 1;

    /// <summary>Bad input or trouble: a bad option or value, a missing or unreadable file, an I/O error (wc: 1 instead).</summary>
    public const int Trouble = 2;

    /// <summary>Stopped by SIGINT (Ctrl-C): 128 + 2, as shells report it.</summary>
    public const int Interrupted = 130;

    /// <summary>A write into a pipe whose reader has gone (cci 3 big.txt - | head): 128 + 13 (SIGPIPE), silently, as GNU tools end.</summary>
    public const int BrokenPipe = 141;

    /// <summary>Stopped by SIGTERM: 128 + 15. Every other signal cci catches gives 128 + its number too: see Cci.Unsafe.StopSignal.ExitCode.</summary>
    public const int Terminated = 143;
}
