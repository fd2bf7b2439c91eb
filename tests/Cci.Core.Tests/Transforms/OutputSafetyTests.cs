using Cci.Core.Transforms;

namespace Cci.Core.Tests.Transforms;

public sealed class OutputSafetyTests
{
    private static TransformRequest Options(string input, string output, AccessMethod access = AccessMethod.FileStream, bool overwrite = false) => new()
    {
        Input = input,
        Output = output,
        Shift = 3,
        Strategy = new ProcessingOptions { Access = access, Threading = ThreadingMethod.ThreadPool, Kernel = KernelMethod.Fast, BlockSize = 4096, Workers = 3 },
        Writing = new OutputOptions { Mode = overwrite ? OutputMode.Overwrite : OutputMode.Atomic },
    };

    public static TheoryData<AccessMethod, bool> AccessAndMode => new()
    {
        { AccessMethod.FileStream, false }, { AccessMethod.FileStream, true },
        { AccessMethod.MemoryMapped, false }, { AccessMethod.MemoryMapped, true },
    };

    [Theory]
    [MemberData(nameof(AccessAndMode))]
    public void A_longer_existing_output_ends_up_exactly_as_long_as_the_input(AccessMethod access, bool overwrite)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(10_000);
        string inputPath = dir.Write("in", input);
        string outputPath = dir.Write("out", TestData.Random(50_000, seed: 9));

        TransformJob.Run(Options(inputPath, outputPath, access, overwrite), Stream.Null, Stream.Null);

        File.ReadAllBytes(outputPath).Should().Equal(TestData.AddReference(input, 3));
    }

    [Theory]
    [MemberData(nameof(AccessAndMode))]
    public void Input_and_output_may_be_the_same_file(AccessMethod access, bool overwrite)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(100_003);
        string path = dir.Write("same", input);

        TransformJob.Run(Options(path, path, access, overwrite), Stream.Null, Stream.Null);

        File.ReadAllBytes(path).Should().Equal(TestData.AddReference(input, 3));
        dir.Others("same").Should().BeEmpty();
    }

    [Fact]
    public void Overwrite_writes_into_the_existing_file_and_atomic_replaces_it()
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(8192);
        string inputPath = dir.Write("in", input);
        byte[] old = TestData.Random(8192, seed: 2);
        string inPlace = dir.Write("in-place", old);
        string replaced = dir.Write("replaced", old);
        // A handle opened before the run stays on the file it opened: it sees writes into that file,
        // but not another file renamed over its name.
        using var inPlaceHandle = File.OpenHandle(inPlace, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
        using var replacedHandle = File.OpenHandle(replaced, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);

        TransformJob.Run(Options(inputPath, inPlace, overwrite: true), Stream.Null, Stream.Null);
        TransformJob.Run(Options(inputPath, replaced, overwrite: false), Stream.Null, Stream.Null);

        ReadAll(inPlaceHandle).Should().Equal(TestData.AddReference(input, 3));
        ReadAll(replacedHandle).Should().Equal(old);
        File.ReadAllBytes(replaced).Should().Equal(TestData.AddReference(input, 3));
    }

    private static byte[] ReadAll(Microsoft.Win32.SafeHandles.SafeFileHandle handle)
    {
        byte[] bytes = new byte[RandomAccess.GetLength(handle)];
        RandomAccess.Read(handle, bytes, 0);
        return bytes;
    }

    [Theory]
    [InlineData(AccessMethod.FileStream)]
    [InlineData(AccessMethod.MemoryMapped)]
    public void A_cancelled_run_leaves_the_old_output_and_no_temporary_file(AccessMethod access)
    {
        using var dir = new TempDirectory();
        string inputPath = dir.Write("in", TestData.Random(100_000));
        byte[] old = TestData.Random(123, seed: 5);
        string outputPath = dir.Write("out", old);
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();

        Action run = () => TransformJob.Run(Options(inputPath, outputPath, access), Stream.Null, Stream.Null, cancel.Token);

        run.Should().Throw<OperationCanceledException>();
        File.ReadAllBytes(outputPath).Should().Equal(old);
        dir.Others("in", "out").Should().BeEmpty();
    }

    [Fact]
    public void A_missing_input_fails_before_anything_is_written()
    {
        using var dir = new TempDirectory();

        Action run = () => TransformJob.Run(Options(dir.File("missing"), dir.File("out")), Stream.Null, Stream.Null);

        run.Should().Throw<CciException>().WithMessage("*no such file*");
        dir.Others().Should().BeEmpty();
    }

    [Fact]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")]
    public void A_replaced_output_keeps_its_permissions()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows has no Unix modes");

        using var dir = new TempDirectory();
        string inputPath = dir.Write("in", TestData.Random(100));
        string outputPath = dir.Write("out", [1, 2, 3]);
        File.SetUnixFileMode(outputPath, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead);

        TransformJob.Run(Options(inputPath, outputPath), Stream.Null, Stream.Null);

        File.GetUnixFileMode(outputPath).Should().Be(UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead);
    }

    [Fact]
    public void Standard_streams_are_transformed_in_order()
    {
        byte[] input = TestData.Random(70_001);
        using var stdin = new MemoryStream(input);
        using var stdout = new MemoryStream();

        ProcessingReport report = TransformJob.Run(
            Options(TransformRequest.StandardStream, TransformRequest.StandardStream, AccessMethod.MemoryMapped), stdin, stdout);

        stdout.ToArray().Should().Equal(TestData.AddReference(input, 3));
        report.Output.Should().Be(OutputMode.Stream);
        report.Note.Should().Contain("sequential stream");
    }
}
