using System.Text;
using Cci.Unsafe;

namespace Cci.Cli;

/// <summary>
/// Watches every write to standard output and says a failed one once, when the command is done, as gnulib's close_stdout
/// does for GNU tools (<c>cci wc --version &gt; /dev/full</c>, <c>cci compare -l a b &gt; /dev/full</c>): one line on stderr in
/// the words of the tool the command stands in for, and its exit code. The text written (reports, counts, help, the version)
/// goes on failing quietly, as a C program's buffered stdout does, so the command still says what else went wrong, in
/// order; the data a job writes (the transform's or generate's <c>-</c>, cmp's listing) stops the job at the failed write.
/// A write into a pipe whose reader has gone is not this class's: it ends the command silently (exit 141) as before.
/// </summary>
internal sealed class StandardOutputCheck
{
    private IOException? _failure;

    /// <summary>The first write to standard output that failed; null while none has.</summary>
    public IOException? Failure => Volatile.Read(ref _failure);

    /// <summary><paramref name="console"/> with its standard output, text and data, written through this check.</summary>
    public CliStreams Watch(CliStreams console) =>
        console with { Out = new Writer(console.Out, this), StandardOutput = new DataStream(console.StandardOutput, this) };

    /// <summary>Whether <paramref name="exception"/> is, or holds, the failed write: the line it would give is <see cref="Close"/>'s.</summary>
    public bool Caused(Exception? exception) => Failure is IOException failure && Holds(exception, failure);

    /// <summary>
    /// The end of the command's run, where gnulib's close_stdout would run: flushes standard output (<paramref name="console"/>
    /// as <see cref="Watch"/> made it) and, if a write to it failed, says so in one line and returns the tool's exit code for
    /// it (wc 1, cmp and cci 2; a worse code already set is kept); otherwise <paramref name="code"/>.
    /// <paramref name="command"/> is the command's name ("wc", "compare", "transform", ...).
    /// </summary>
    public int Close(string command, CliStreams console, int code)
    {
        try
        {
            console.Out.Flush();
        }
        catch (IOException ex) when (StandardStreams.IsBrokenPipe(ex))
        {
            return ExitCodes.BrokenPipe;
        }

        if (Failure is not IOException failure || code is ExitCodes.BrokenPipe)
        {
            return code;
        }

        string reason = Reason(failure);
        SignalCancellation.TryWriteLine(console.Error, command switch
        {
            // GNU wc writes as it goes and then closes a descriptor it could not write without error, so gnulib has no errno
            // left to add ("wc: write error"); one closed when wc started fails that close too, with EBADF.
            "wc" => console.StandardOutputClosed ? $"cci: write error: {reason}" : "cci: write error",
            "compare" => $"cmp: standard output: {reason}",
            _ => $"cci: standard output: {reason}",
        });
        int failed = command == "wc" ? ExitCodes.Different : ExitCodes.Trouble;
        return code is ExitCodes.Success or ExitCodes.Different ? failed : code;
    }

    /// <summary>The system's words for the failure as GNU tools print them ("No space left on device").</summary>
    private static string Reason(IOException failure)
    {
        string words = SystemErrors.Reason(failure) ?? failure.Message;
        return words.Length == 0 ? words : char.ToUpperInvariant(words[0]) + words[1..];
    }

    private static bool Holds(Exception? exception, IOException failure) => exception switch
    {
        null => false,
        _ when ReferenceEquals(exception, failure) => true,
        AggregateException aggregate => aggregate.InnerExceptions.Any(e => Holds(e, failure)),
        _ => Holds(exception.InnerException, failure),
    };

    /// <summary>Keeps the first failure; false for a broken pipe, which is not recorded and goes on up as it is.</summary>
    private bool Record(IOException failure)
    {
        if (StandardStreams.IsBrokenPipe(failure))
        {
            return false;
        }

        Interlocked.CompareExchange(ref _failure, failure, null);
        return true;
    }

    /// <summary>Standard output's text: a write that fails is recorded, and it and every later one dropped.</summary>
    private sealed class Writer(TextWriter inner, StandardOutputCheck check) : TextWriter
    {
        public override Encoding Encoding => inner.Encoding;

        public override void Write(char value)
        {
            try
            {
                if (check.Failure is null)
                {
                    inner.Write(value);
                }
            }
            catch (IOException ex) when (check.Record(ex))
            {
                // Said once, at the end (Close).
            }
        }

        public override void Write(string? value)
        {
            try
            {
                if (check.Failure is null)
                {
                    inner.Write(value);
                }
            }
            catch (IOException ex) when (check.Record(ex))
            {
                // Said once, at the end (Close).
            }
        }

        public override void Write(char[] buffer, int index, int count)
        {
            try
            {
                if (check.Failure is null)
                {
                    inner.Write(buffer, index, count);
                }
            }
            catch (IOException ex) when (check.Record(ex))
            {
                // Said once, at the end (Close).
            }
        }

        public override void Write(ReadOnlySpan<char> buffer)
        {
            try
            {
                if (check.Failure is null)
                {
                    inner.Write(buffer);
                }
            }
            catch (IOException ex) when (check.Record(ex))
            {
                // Said once, at the end (Close).
            }
        }

        public override void WriteLine(string? value)
        {
            try
            {
                if (check.Failure is null)
                {
                    inner.WriteLine(value);
                }
            }
            catch (IOException ex) when (check.Record(ex))
            {
                // Said once, at the end (Close).
            }
        }

        public override void WriteLine(ReadOnlySpan<char> buffer)
        {
            try
            {
                if (check.Failure is null)
                {
                    inner.WriteLine(buffer);
                }
            }
            catch (IOException ex) when (check.Record(ex))
            {
                // Said once, at the end (Close).
            }
        }

        public override void Flush()
        {
            try
            {
                if (check.Failure is null)
                {
                    inner.Flush();
                }
            }
            catch (IOException ex) when (check.Record(ex))
            {
                // Said once, at the end (Close).
            }
        }
    }

    /// <summary>Standard output's data: a write that fails is recorded and fails the job, which stops there.</summary>
    private sealed class DataStream(Stream inner, StandardOutputCheck check) : Stream
    {
        public override bool CanRead => false;

        public override bool CanSeek => false;

        public override bool CanWrite => true;

        public override long Length => throw new NotSupportedException();

        public override long Position
        {
            get => throw new NotSupportedException();
            set => throw new NotSupportedException();
        }

        public override void Flush()
        {
            try
            {
                inner.Flush();
            }
            catch (IOException ex)
            {
                check.Record(ex);
                throw;
            }
        }

        public override void Write(byte[] buffer, int offset, int count)
        {
            ValidateBufferArguments(buffer, offset, count);
            Write(buffer.AsSpan(offset, count));
        }

        public override void Write(ReadOnlySpan<byte> buffer)
        {
            try
            {
                inner.Write(buffer);
            }
            catch (IOException ex)
            {
                check.Record(ex);
                throw;
            }
        }

        public override async ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default)
        {
            try
            {
                await inner.WriteAsync(buffer, cancellationToken).ConfigureAwait(false);
            }
            catch (IOException ex)
            {
                check.Record(ex);
                throw;
            }
        }

        public override Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
            WriteAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

        public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();
    }
}
