using Cci.Unsafe;
namespace Cci.Core.Files;

/// <summary>
/// An output written in order from its first byte to its last, by the output rule: a streamed output
/// (a device, a FIFO) is written as it goes; a file is written into its temporary file (or in place)
/// and becomes the output on <see cref="Commit"/>, cut to the bytes written. Disposed without a commit,
/// a temporary file is removed and the output is left as it was.
/// </summary>
internal sealed class OrderedOutput : IDisposable
{
    private readonly IOutputTarget? _target;
    private readonly string _output;

    internal OrderedOutput(OutputDestination destination, bool startEmpty, Action<string>? notice, CancellationToken cancel = default)
    {
        _output = destination.Given;
        if (destination.Mode == OutputMode.Stream)
        {
            Stream = destination.OpenStream(cancel);
        }
        else
        {
            _target = destination.Create(length: null, notice);
            Stream = new HandleWriteStream(_target.Written.Handle, _output);
            if (startEmpty && RandomAccess.GetLength(_target.Written.Handle) > 0)
            {
                RandomAccess.SetLength(_target.Written.Handle, 0);
            }
        }
    }

    /// <summary>Where the bytes go, in order.</summary>
    public Stream Stream { get; }

    /// <summary>
    /// Makes what was written the output (a file is cut to the bytes written, made durable first when
    /// <paramref name="sync"/>, and renamed over the output).
    /// </summary>
    public void Commit(bool sync = false)
    {
        Stream.Flush();
        if (_target is not null)
        {
            OutputErrors.Write(_target.Written.Path, _output, () =>
            {
                if (RandomAccess.GetLength(_target.Written.Handle) != Stream.Position)
                {
                    RandomAccess.SetLength(_target.Written.Handle, Stream.Position);
                }

                if (sync)
                {
                    FileSync.Flush(_target.Written.Handle, _target.Written.Path);
                }

                _target.Commit();
            });
        }
    }

    public void Dispose()
    {
        // The handle-backed stream does not own the temporary file's handle; its target does.
        Stream.Dispose();
        _target?.Dispose();
    }
}
