using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Generate;

namespace Cci.Core.Sweep;

/// <summary>The files a sweep runs on: one given file, or generated files of given sizes that are deleted afterwards.</summary>
internal sealed class SweepInputs : IDisposable
{
    private readonly ScratchFolder? _generatedDirectory;

    private SweepInputs(IReadOnlyList<SweepInput> files, ScratchFolder? generatedDirectory)
    {
        Files = files;
        _generatedDirectory = generatedDirectory;
    }

    public IReadOnlyList<SweepInput> Files { get; }

    /// <summary>One existing regular file: the transform's input.</summary>
    public static SweepInputs Existing(string path) => new([new SweepInput(path, SizeOf(path))], null);

    /// <summary>Existing regular files that form one input: compare's two files, wc's list. The size is the first file's (compare) or the sum (wc).</summary>
    public static SweepInputs Existing(IReadOnlyList<string> paths, bool sizeIsSum)
    {
        long[] sizes = [.. paths.Select(SizeOf)];
        return new SweepInputs([new SweepInput(string.Join(' ', paths), sizeIsSum ? sizes.Sum() : sizes[0]) { Paths = paths }], null);
    }

    private static long SizeOf(string path)
    {
        using JobInput input = JobInput.Open(path).ThrowIfFailed();
        return input.File?.Length
            ?? throw new CciException($"cannot sweep '{path}': it is not a regular file (a sweep reads its input many times)");
    }

    /// <summary>
    /// Generates one file of <see cref="RandomText"/> per size under the system temp directory; with
    /// <paramref name="copies"/> &gt; 1, that many identical files per size (compare's two inputs).
    /// </summary>
    public static SweepInputs Generate(IEnumerable<long> sizes, ulong seed, int copies = 1)
    {
        ScratchFolder directory = SweepLeftovers.CreateFolder(SweepLeftovers.InputsPrefix);
        try
        {
            var files = new List<SweepInput>();
            foreach (long size in sizes.Distinct().Order())
            {
                string path = Path.Combine(directory.FolderPath, $"{size}.txt");
                DefaultInput.Create(path, size, seed);
                string[] paths = [path, .. Enumerable.Range(1, copies - 1).Select(i => Path.Combine(directory.FolderPath, $"{size}.copy{i}.txt"))];
                foreach (string copy in paths.Skip(1))
                {
                    File.Copy(path, copy);
                }

                files.Add(new SweepInput(path, size) { Paths = paths });
            }

            return new SweepInputs(files, directory);
        }
        catch
        {
            directory.Dispose();
            throw;
        }
    }

    public void Dispose()
    {
        _generatedDirectory?.Dispose();
    }
}
