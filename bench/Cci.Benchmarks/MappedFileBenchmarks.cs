using System.IO.MemoryMappedFiles;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using BenchmarkDotNet.Attributes;
using Microsoft.Win32.SafeHandles;

namespace Cci.Benchmarks;

/// <summary>
/// Reading a cached file through a mapping and summing its bytes, five ways: the public
/// <see cref="MappedFile"/> (span windows of 64 MiB to 1 GiB of its whole-file view), and .NET's
/// <see cref="MemoryMappedViewAccessor"/> three ways (ReadByte per byte, ReadArray into a buffer, and a raw
/// pointer from AcquirePointer, the strongest baseline). Everything but ReadByte sums with the same vectorised
/// <see cref="ByteSum.Of"/>.
/// </summary>
/// <remarks>
/// The file is written in GlobalSetup and stays in the page cache (warm). The accessor is created once, in
/// GlobalSetup, as a user holding one would, and so is the MappedFile (a file opened by OpenRead of at most 4 GiB is
/// mapped whole at its first read, which the check in GlobalSetup makes). ReadByte is about a thousand times slower than the rest (dotnet/runtime#114846): it reads
/// only one sixteenth of the file, and every other method reads the whole file and counts as sixteen operations
/// (OperationsPerInvoke), so every Mean is the time for one sixteenth of the file and the ratios compare like with
/// like.
/// </remarks>
[MemoryDiagnoser]
public unsafe class MappedFileBenchmarks
{
    /// <summary>Every Mean is the time for 1/Share of the file.</summary>
    private const int Share = 16;

    private static readonly MappedReader<ulong> Sum = ByteSum.Of;

    private readonly byte[] _buffer = new byte[1 << 20];
    private string _path = "";
    private MemoryMappedFile? _mapping;
    private MemoryMappedViewAccessor? _accessor;
    private MappedFile? _file;

    /// <summary>The file's size: 256 MiB by default to keep a run short; the article's 640 MB is 640_000_000.</summary>
    [Params(256L << 20)]
    public long FileSize { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _path = Path.Combine(Path.GetTempPath(), $"cci-mappedfile-bench-{Guid.NewGuid():N}");
        var random = new Random(1);
        using (FileStream stream = new(_path, FileMode.CreateNew, FileAccess.Write, FileShare.None, 0))
        {
            for (long written = 0; written < FileSize; written += _buffer.Length)
            {
                int count = (int)Math.Min(_buffer.Length, FileSize - written);
                random.NextBytes(_buffer.AsSpan(0, count));
                stream.Write(_buffer, 0, count);
            }
        }

        _mapping = MemoryMappedFile.CreateFromFile(_path, FileMode.Open, null, 0, MemoryMappedFileAccess.Read);
        _accessor = _mapping.CreateViewAccessor(0, FileSize, MemoryMappedFileAccess.Read);
        _file = MappedFile.OpenRead(_path);
        // Also faults the accessor's view in, once, before anything is measured.
        ulong expected = RawPointer();
        if (ReadArray() != expected || MappedFile64MiB() != expected || MappedFile1GiB() != expected)
        {
            throw new InvalidOperationException("The ways of reading disagree on the file's sum.");
        }
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _file?.Dispose();
        _accessor?.Dispose();
        _mapping?.Dispose();
        File.Delete(_path);
    }

    /// <summary>MemoryMappedViewAccessor.ReadByte for every byte of the first sixteenth of the file.</summary>
    [Benchmark]
    public ulong ReadByte()
    {
        MemoryMappedViewAccessor accessor = _accessor!;
        long end = FileSize / Share;
        ulong total = 0;
        for (long i = 0; i < end; i++)
        {
            total += accessor.ReadByte(i);
        }

        return total;
    }

    /// <summary>MemoryMappedViewAccessor.ReadArray into a 1 MiB buffer, summed.</summary>
    [Benchmark(OperationsPerInvoke = Share)]
    public ulong ReadArray()
    {
        MemoryMappedViewAccessor accessor = _accessor!;
        ulong total = 0;
        for (long position = 0; position < FileSize; position += _buffer.Length)
        {
            int count = accessor.ReadArray(position, _buffer, 0, (int)Math.Min(_buffer.Length, FileSize - position));
            total += ByteSum.Of(_buffer.AsSpan(0, count));
        }

        return total;
    }

    /// <summary>A raw pointer into the accessor's view (AcquirePointer), summed in spans of up to 1 GiB.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Share)]
    public ulong RawPointer()
    {
        SafeMemoryMappedViewHandle view = _accessor!.SafeMemoryMappedViewHandle;
        byte* pointer = null;
        view.AcquirePointer(ref pointer);
        try
        {
            byte* start = pointer + _accessor.PointerOffset;
            ulong total = 0;
            for (long position = 0; position < FileSize; position += 1 << 30)
            {
                total += ByteSum.Of(new ReadOnlySpan<byte>(start + position, (int)Math.Min(1 << 30, FileSize - position)));
            }

            return total;
        }
        finally
        {
            view.ReleasePointer();
        }
    }

    /// <summary>cci's MappedFile.Read over the file in windows of 64 MiB.</summary>
    [Benchmark(OperationsPerInvoke = Share)]
    public ulong MappedFile64MiB() => MappedFileRead(64L << 20);

    /// <summary>cci's MappedFile.Read in windows of 256 MiB (the whole file at the default size).</summary>
    [Benchmark(OperationsPerInvoke = Share)]
    public ulong MappedFile256MiB() => MappedFileRead(256L << 20);

    /// <summary>cci's MappedFile.Read in windows of 1 GiB (the whole file at 640 MB).</summary>
    [Benchmark(OperationsPerInvoke = Share)]
    public ulong MappedFile1GiB() => MappedFileRead(1L << 30);

    private ulong MappedFileRead(long window)
    {
        MappedFile file = _file!;
        ulong total = 0;
        for (long position = 0; position < FileSize; position += window)
        {
            total += file.Read(position, (int)Math.Min(window, FileSize - position), Sum);
        }

        return total;
    }
}

/// <summary>The one summing loop every case shares: AVX2's sum of absolute differences against zero, else Vector128 widening, else scalar.</summary>
internal static class ByteSum
{
    public static ulong Of(ReadOnlySpan<byte> bytes)
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        nuint length = (nuint)bytes.Length;
        nuint i = 0;
        ulong total = 0;
        if (Avx2.IsSupported)
        {
            Vector256<ulong> first = default;
            Vector256<ulong> second = default;
            for (; i + 64 <= length; i += 64)
            {
                first += Avx2.SumAbsoluteDifferences(Vector256.LoadUnsafe(ref start, i), Vector256<byte>.Zero).AsUInt64();
                second += Avx2.SumAbsoluteDifferences(Vector256.LoadUnsafe(ref start, i + 32), Vector256<byte>.Zero).AsUInt64();
            }

            total = Vector256.Sum(first + second);
        }
        else if (Vector128.IsHardwareAccelerated)
        {
            // 16-bit lanes gain at most 2 x 255 per step: fold them into the total every 128 steps, before they overflow.
            while (i + 16 <= length)
            {
                Vector128<ushort> lanes = default;
                for (int step = 0; step < 128 && i + 16 <= length; step++, i += 16)
                {
                    (Vector128<ushort> lower, Vector128<ushort> upper) = Vector128.Widen(Vector128.LoadUnsafe(ref start, i));
                    lanes += lower + upper;
                }

                (Vector128<uint> low, Vector128<uint> high) = Vector128.Widen(lanes);
                total += Vector128.Sum(low + high);
            }
        }

        for (; i < length; i++)
        {
            total += System.Runtime.CompilerServices.Unsafe.Add(ref start, i);
        }

        return total;
    }
}
