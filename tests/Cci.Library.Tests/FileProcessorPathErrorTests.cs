namespace Cci.Library.Tests;

/// <summary>
/// Every call that takes a path says what is wrong with it in the BCL's types, as File.Open does: a missing file is a
/// FileNotFoundException, a missing directory a DirectoryNotFoundException, a refused one an UnauthorizedAccessException,
/// none of them wrapping a type of the library's own.
/// </summary>
public sealed class FileProcessorPathErrorTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>Each call that reads a path, given that path (the others, when it needs them, exist).</summary>
    public static TheoryData<string> Readers => [.. ReadCalls.Keys];

    /// <summary>Each call that writes a path, given that path.</summary>
    public static TheoryData<string> Writers => [.. WriteCalls.Keys];

    private static readonly Dictionary<string, Action<string, string>> ReadCalls = new()
    {
        ["Aggregate"] = (path, _) => FileProcessor.Aggregate(path, 0L, block => 1L, (a, b) => a + b, BlockBoundary.None),
        ["Transform"] = (path, dir) => FileProcessor.Transform(path, Path.Combine(dir, "out"), (source, destination, _) => source.CopyTo(destination)),
        ["Shift"] = (path, dir) => FileProcessor.Shift(path, Path.Combine(dir, "out"), 3),
        ["Count"] = (path, _) => FileProcessor.Count(path),
        ["Compare first"] = (path, dir) => FileProcessor.Compare(path, Path.Combine(dir, "present")),
        ["Compare second"] = (path, dir) => FileProcessor.Compare(Path.Combine(dir, "present"), path),
        ["MappedFile.OpenRead"] = (path, _) => MappedFile.OpenRead(path).Dispose(),
        ["MappedFile.OpenReadWrite"] = (path, _) => MappedFile.OpenReadWrite(path).Dispose(),
    };

    private static readonly Dictionary<string, Action<string, string>> WriteCalls = new()
    {
        ["Transform"] = (path, dir) => FileProcessor.Transform(Path.Combine(dir, "present"), path, (source, destination, _) => source.CopyTo(destination)),
        ["Shift"] = (path, dir) => FileProcessor.Shift(Path.Combine(dir, "present"), path, 3),
        ["Generate"] = (path, _) => FileProcessor.Generate(path, 100),
        ["Write"] = (path, _) => FileProcessor.Write(path, stream => stream.WriteByte(1)),
        ["CheckOutput"] = (path, _) => FileProcessor.CheckOutput(path),
    };

    [Theory]
    [MemberData(nameof(Readers))]
    public void A_missing_input_file_is_a_FileNotFoundException(string call)
    {
        Action run = () => ReadCalls[call](_dir.File("missing"), Present());

        run.Should().Throw<FileNotFoundException>().Which.InnerException.Should().BeNull();
    }

    [Theory]
    [MemberData(nameof(Readers))]
    public void An_input_in_a_missing_directory_is_a_DirectoryNotFoundException(string call)
    {
        Action run = () => ReadCalls[call](Path.Combine(_dir.File("nowhere"), "file"), Present());

        run.Should().Throw<DirectoryNotFoundException>().Which.InnerException.Should().BeNull();
    }

    [Theory]
    [MemberData(nameof(Writers))]
    public void An_output_in_a_missing_directory_is_a_DirectoryNotFoundException(string call)
    {
        Action run = () => WriteCalls[call](Path.Combine(_dir.File("nowhere"), "out"), Present());

        run.Should().Throw<DirectoryNotFoundException>().Which.InnerException.Should().BeNull();
    }

    [Theory]
    [MemberData(nameof(Readers))]
    public void An_input_that_may_not_be_read_is_an_UnauthorizedAccessException(string call)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows() || Environment.IsPrivilegedProcess, "root reads every file; Windows has no mode bits");
        string path = _dir.Write("secret", TestData.Random(100));
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(path, UnixFileMode.None);
        }

        Action run = () => ReadCalls[call](path, Present());

        run.Should().Throw<UnauthorizedAccessException>().Which.InnerException.Should().BeNull();
    }

    [Theory]
    [MemberData(nameof(Writers))]
    public void An_output_in_a_directory_that_may_not_be_written_is_an_UnauthorizedAccessException(string call)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows() || Environment.IsPrivilegedProcess, "root writes every directory; Windows has no mode bits");
        string locked = Directory.CreateDirectory(_dir.File("locked")).FullName;
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(locked, UnixFileMode.UserRead | UnixFileMode.UserExecute);
        }

        Action run = () => WriteCalls[call](Path.Combine(locked, "out"), Present());

        run.Should().Throw<UnauthorizedAccessException>().Which.InnerException.Should().BeNull();
    }

    /// <summary>The directory holding "present", a file the calls read beside the one under test.</summary>
    private string Present()
    {
        string path = _dir.Write("present", TestData.Random(100));
        return Path.GetDirectoryName(path)!;
    }
}
