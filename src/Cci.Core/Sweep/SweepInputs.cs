using Cci.Core.Files;
using Cci.Core.Generate;

namespace Cci.Core.Sweep;

/// <summary>The files a sweep runs on: one given file, or generated files of given sizes that are deleted afterwards.</summary>
public sealed class SweepInputs : IDisposable
{
    private readonly ScratchFolder? _generatedDirectory;

    private SweepInputs(IReadOnlyList<SweepInput> files, ScratchFolder? generatedDirectory)
    {
        Files = files;
        _generatedDirectory = generatedDirectory;
    }

    public IReadOnlyList<SweepInput> Files { get; }

    public static SweepInputs Existing(string path)
    {
        (InputFile? file, Stream? stream) = InputSource.Open(path);
        stream?.Dispose();
        if (file is null)
        {
            throw new CciException($"cannot sweep '{path}': it is not a regular file (a sweep reads its input many times)");
        }

        using (file.Handle)
        {
            return new SweepInputs([new SweepInput(path, file.Length)], null);
        }
    }

    /// <summary>Generates one file of <see cref="RandomText"/> per size under the system temp directory.</summary>
    public static SweepInputs Generate(IEnumerable<long> sizes, ulong seed)
    {
        ScratchFolder directory = Leftovers.CreateFolder(Path.GetTempPath(), SweepLeftovers.InputsPrefix);
        try
        {
            var files = new List<SweepInput>();
            foreach (long size in sizes.Distinct().Order())
            {
                string path = Path.Combine(directory.Path, $"{size}.txt");
                DefaultInput.Create(path, size, seed);
                files.Add(new SweepInput(path, size));
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
