using System.IO.MemoryMappedFiles;
using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Benchmarks;

/// <summary>
/// Small reads of a warm file of 64-byte records, interleaved (<see cref="Rounds"/>): one cached record read 1,000,000
/// times, and 1,000,000 records at random offsets (the same offsets for every case). The baseline is a raw pointer into a
/// view held for the whole run (AcquirePointer once); against it, <see cref="MappedFile.Read{TState, TResult}"/> (one call,
/// its view's GetSpan per record), <see cref="MappedFile.Read{TResult}"/> per record, MemoryMappedViewAccessor.ReadArray per
/// record and RandomAccess.Read per record. Every case folds each record into the same checksum, so they must agree.
/// 2 GiB by default (CCI_BENCH_BYTES overrides): at most 4 GiB, a file MappedFile keeps mapped whole.
/// Run: dotnet run -c Release --project bench/Cci.Benchmarks -- record-rounds [rounds=31]
/// </summary>
internal static unsafe class MappedRecordRounds
{
    private const int RecordSize = 64;
    private const int Reads = 1_000_000;

    public static void Run(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 31;
        long size = long.TryParse(Environment.GetEnvironmentVariable("CCI_BENCH_BYTES"), out long s) ? s : 2L << 30;
        long records = size / RecordSize;
        Console.WriteLine($"load before: {Rounds.Load()}");
        string path = Path.Combine(Path.GetTempPath(), $"cci-record-bench-{Guid.NewGuid():N}");
        try
        {
            Write(path, records * RecordSize);
            var random = new Random(7);
            long[] scattered = [.. Enumerable.Range(0, Reads).Select(_ => random.NextInt64(records) * RecordSize)];
            long[] cached = [.. Enumerable.Repeat(records / 2 * RecordSize, Reads)];

            using var mapping = MemoryMappedFile.CreateFromFile(path, FileMode.Open, null, 0, MemoryMappedFileAccess.Read);
            using MemoryMappedViewAccessor accessor = mapping.CreateViewAccessor(0, records * RecordSize, MemoryMappedFileAccess.Read);
            using SafeFileHandle handle = File.OpenHandle(path);
            using MappedFile file = MappedFile.OpenRead(path);
            SafeMemoryMappedViewHandle view = accessor.SafeMemoryMappedViewHandle;
            byte* pointer = null;
            view.AcquirePointer(ref pointer);
            try
            {
                byte* start = pointer + accessor.PointerOffset;
                foreach ((string what, long[] offsets) in new[] { ("one cached 64-byte record, 1,000,000 reads", cached), ("1,000,000 random 64-byte records", scattered) })
                {
                    Rounds.Run(
                        $"{records * RecordSize:N0} bytes, warm: {what}",
                        [
                            ("raw pointer (held view)", () => RawPointer(start, offsets)),
                            ("MappedFile.Read view", () => MappedView(file, offsets)),
                            ("MappedFile.Read per record", () => MappedPerRecord(file, offsets)),
                            ("ViewAccessor.ReadArray", () => ReadArray(accessor, offsets)),
                            ("RandomAccess.Read", () => PositionalRead(handle, offsets)),
                        ],
                        rounds);
                }
            }
            finally
            {
                view.ReleasePointer();
            }
        }
        finally
        {
            File.Delete(path);
        }

        Console.WriteLine($"load after: {Rounds.Load()}");
    }

    private static long RawPointer(byte* start, long[] offsets)
    {
        long total = 0;
        foreach (long offset in offsets)
        {
            total += Checksum(new ReadOnlySpan<byte>(start + offset, RecordSize));
        }

        return total;
    }

    private static long MappedView(MappedFile file, long[] offsets) => file.Read(offsets, static (view, offsets) =>
    {
        long total = 0;
        foreach (long offset in offsets)
        {
            total += Checksum(view.GetSpan(offset, RecordSize));
        }

        return total;
    });

    private static long MappedPerRecord(MappedFile file, long[] offsets)
    {
        long total = 0;
        foreach (long offset in offsets)
        {
            total += file.Read(offset, RecordSize, Checksum);
        }

        return total;
    }

    private static long ReadArray(MemoryMappedViewAccessor accessor, long[] offsets)
    {
        byte[] record = new byte[RecordSize];
        long total = 0;
        foreach (long offset in offsets)
        {
            accessor.ReadArray(offset, record, 0, RecordSize);
            total += Checksum(record);
        }

        return total;
    }

    private static long PositionalRead(SafeFileHandle handle, long[] offsets)
    {
        Span<byte> record = stackalloc byte[RecordSize];
        long total = 0;
        foreach (long offset in offsets)
        {
            RandomAccess.Read(handle, record, offset);
            total += Checksum(record);
        }

        return total;
    }

    /// <summary>What every case does with a record: adds up its eight 64-bit words, so that each of its bytes is read.</summary>
    private static long Checksum(ReadOnlySpan<byte> record)
    {
        ReadOnlySpan<long> words = MemoryMarshal.Cast<byte, long>(record);
        return unchecked(words[0] + words[1] + words[2] + words[3] + words[4] + words[5] + words[6] + words[7]);
    }

    private static void Write(string path, long size)
    {
        byte[] buffer = new byte[1 << 20];
        var random = new Random(1);
        using var stream = new FileStream(path, FileMode.CreateNew, FileAccess.Write, FileShare.None, 0);
        for (long written = 0; written < size; written += buffer.Length)
        {
            int count = (int)Math.Min(buffer.Length, size - written);
            random.NextBytes(buffer.AsSpan(0, count));
            stream.Write(buffer, 0, count);
        }
    }
}
