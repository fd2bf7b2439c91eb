using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Cli.Sweep;

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

    /// <summary>
    /// The size of a regular file to sweep, or one line: the input cannot be opened (in the words of every cci command), or it is
    /// not a regular file whose size tells its bytes (a pipe, a device, a /proc or /sys file), which a sweep cannot read many times.
    /// </summary>
    private static long SizeOf(string path)
    {
        if (Directory.Exists(path))
        {
            throw new CliException($"input '{path}' is a directory");
        }

        if (path.Length == 0 || !File.Exists(path))
        {
            throw new CliException($"cannot open input '{path}': no such file");
        }

        // Looked at before it is opened: opening a FIFO would wait for a writer that may never come.
        if (LookedAt(path) is { Kind: not (FileKind.Regular or FileKind.Unknown) })
        {
            throw NotRegular(path);
        }

        SafeFileHandle handle;
        try
        {
            handle = File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete, FileOptions.SequentialScan);
        }
        catch (UnauthorizedAccessException)
        {
            throw new CliException($"cannot open input '{path}': permission denied");
        }
        catch (Exception e) when (e is FileNotFoundException or DirectoryNotFoundException)
        {
            // A dangling symbolic link exists as a name but cannot be opened; so does a file removed since.
            throw new CliException($"cannot open input '{path}': no such file");
        }
        catch (IOException e)
        {
            throw new CliException($"cannot open input '{path}': {e.Message}");
        }

        using (handle)
        {
            if (FileKinds.Of(handle) is FileKind.Regular or FileKind.Unknown && RandomAccess.GetLength(handle) is long length
                && PseudoFileSystem.SizeIsContent(handle, length))
            {
                return length;
            }
        }

        throw NotRegular(path);
    }

    private static CliException NotRegular(string path) =>
        new($"cannot sweep '{path}': it is not a regular file (a sweep reads its input many times)");

    /// <summary>What the path names, by stat; null when it cannot be looked at (the open then says why).</summary>
    private static PathStatus? LookedAt(string path)
    {
        try
        {
            return FileKinds.OfPath(path);
        }
        catch (IOException)
        {
            return null;
        }
    }

    /// <summary>
    /// Generates one file of generated random text per size under the system temp directory; with
    /// <paramref name="copies"/> &gt; 1, that many identical files per size (compare's two inputs). <paramref name="cancel"/>
    /// stops it within one block, and the folder goes with what it held.
    /// </summary>
    public static SweepInputs Generate(IEnumerable<long> sizes, ulong seed, int copies = 1, CancellationToken cancel = default)
    {
        ScratchFolder directory = SweepLeftovers.CreateFolder(SweepLeftovers.InputsPrefix);
        try
        {
            var files = new List<SweepInput>();
            foreach (long size in sizes.Distinct().Order())
            {
                string path = Path.Combine(directory.FolderPath, $"{size}.txt");
                FileProcessor.Generate(path, size, new GenerationOptions { Seed = seed }, cancellationToken: cancel);
                string[] paths = [path, .. Enumerable.Range(1, copies - 1).Select(i => Path.Combine(directory.FolderPath, $"{size}.copy{i}.txt"))];
                foreach (string copy in paths.Skip(1))
                {
                    cancel.ThrowIfCancellationRequested();
                    File.Copy(path, copy);
                }

                files.Add(new SweepInput(path, size) { Paths = paths });
            }

            return new SweepInputs(files, directory);
        }
        catch (OperationCanceledException) when (cancel.IsCancellationRequested)
        {
            // The inputs are the sweep's own and go with their folder: the user's files are untouched, and the line says so
            // rather than name a scratch file that was not made.
            directory.Dispose();
            throw new OperationCanceledException(cancel);
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
