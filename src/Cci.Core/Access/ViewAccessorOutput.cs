using System.IO.MemoryMappedFiles;
using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

/// <summary>
/// An output mapped read-write with <see cref="MemoryMappedFile.CreateFromFile(Microsoft.Win32.SafeHandles.SafeFileHandle, string?, long, MemoryMappedFileAccess, HandleInheritability, bool)"/>
/// on the target's handle (left open: the output target owns it). Each worker fills a stripe buffer and writes it
/// through its own view accessors: a <c>Write</c> per byte for the plain kernel, one <c>WriteArray</c> per stripe otherwise.
/// An empty output is not mapped (a mapping cannot have capacity 0): there is nothing to write.
/// </summary>
internal sealed class ViewAccessorOutput : IStripeOutput
{
    private readonly OutputFile _file;
    private readonly long _viewSize;
    private readonly bool _byteByByte;
    private readonly bool _flushViews;
    private readonly MemoryMappedFile? _map;

    public ViewAccessorOutput(OutputFile file, long viewSize, bool byteByByte, bool flushViews)
    {
        _file = file;
        _viewSize = viewSize;
        _byteByByte = byteByByte;
        _flushViews = flushViews;

        _map = file.Length == 0
            ? null
            : MemoryMappedFile.CreateFromFile(file.Handle, mapName: null, file.Length, MemoryMappedFileAccess.ReadWrite, HandleInheritability.None, leaveOpen: true);
    }

    public IStripeWriter CreateWriter(int maxStripe) => new Writer(
        new AccessorWindow(_map, _file.Handle, _file.Length, MappedWindow.ViewSizeFor(_viewSize, Math.Max(1, maxStripe)), MemoryMappedFileAccess.ReadWrite, _file.Path, _flushViews),
        GC.AllocateUninitializedArray<byte>(maxStripe),
        _byteByByte);

    // Called after every writer has disposed its views, each flushed first when flushViews is set.
    public void Flush() => FileSync.Flush(_file.Handle, _file.Path);

    public void Dispose() => _map?.Dispose();

    private sealed class Writer(AccessorWindow window, byte[] buffer, bool byteByByte) : IStripeWriter
    {
        public Span<byte> Begin(long offset, int length) => buffer.AsSpan(0, length);

        public void Commit(long offset, int length)
        {
            if (length == 0)
            {
                return;
            }

            MemoryMappedViewAccessor view = window.Over(offset, length, out long position);
            if (byteByByte)
            {
                for (int i = 0; i < length; i++)
                {
                    view.Write(position + i, buffer[i]);
                }
            }
            else
            {
                view.WriteArray(position, buffer, 0, length);
            }
        }

        public void Dispose() => window.Dispose();
    }
}
