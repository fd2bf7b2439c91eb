using System.IO.MemoryMappedFiles;
using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// An input mapped with <see cref="MemoryMappedFile.CreateFromFile(Microsoft.Win32.SafeHandles.SafeFileHandle, string?, long, MemoryMappedFileAccess, HandleInheritability, bool)"/>
/// on the job's handle (left open: the <see cref="Engine.JobInput"/> owns it), read by each worker through its own view accessors
/// into a stripe buffer: a <c>ReadByte</c> per byte for the plain kernel, one <c>ReadArray</c> per stripe otherwise.
/// An empty file is not mapped (a mapping cannot have capacity 0): there is nothing to read.
/// </summary>
internal sealed class ViewAccessorInput : IStripeInput
{
    private readonly InputFile _file;
    private readonly long _viewSize;
    private readonly bool _byteByByte;
    private readonly MemoryMappedFile? _map;

    public ViewAccessorInput(InputFile file, long viewSize, bool byteByByte)
    {
        _file = file;
        _viewSize = viewSize;
        _byteByByte = byteByByte;

        if (file.Length == 0)
        {
            return;
        }

        // A read-only mapping must be exactly as long as its file now: a file grown since the run began is mapped
        // whole (the run's final check reports the growth); one cut short is reported as a view would report it.
        long now = RandomAccess.GetLength(file.Handle);
        if (now < file.Length)
        {
            throw new IOException($"'{file.Path}' shrank from {file.Length} to {now} bytes during the run");
        }

        _map = MemoryMappedFile.CreateFromFile(file.Handle, mapName: null, now, MemoryMappedFileAccess.Read, HandleInheritability.None, leaveOpen: true);
    }

    public IStripeReader CreateReader(int maxStripe) => new Reader(
        new AccessorWindow(_map, _file.Handle, _file.Length, MappedWindow.ViewSizeFor(_viewSize, Math.Max(1, maxStripe)), MemoryMappedFileAccess.Read, _file.Path),
        GC.AllocateUninitializedArray<byte>(maxStripe),
        _byteByByte);

    public void Dispose() => _map?.Dispose();

    private sealed class Reader(AccessorWindow window, byte[] buffer, bool byteByByte) : IStripeReader
    {
        public ReadOnlySpan<byte> Read(long offset, int length)
        {
            if (length == 0)
            {
                return [];
            }

            MemoryMappedViewAccessor view = window.Over(offset, length, out long position);
            if (byteByByte)
            {
                for (int i = 0; i < length; i++)
                {
                    buffer[i] = view.ReadByte(position + i);
                }
            }
            else
            {
                view.ReadArray(position, buffer, 0, length);
            }

            return buffer.AsSpan(0, length);
        }

        public void Dispose() => window.Dispose();
    }
}
