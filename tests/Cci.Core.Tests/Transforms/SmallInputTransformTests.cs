using Cci.Core.Kernels;
using Cci.Core.Transforms;

namespace Cci.Core.Tests.Transforms;

/// <summary>
/// The transform under Auto reads an input that fits one buffer whole, yet writes by the same output rule as any other: an
/// existing output is replaced by a renamed temporary file (its mode kept), left as it was when the run fails, and the
/// input may be the output.
/// </summary>
public sealed class SmallInputTransformTests
{
    private static TransformRequest Options(string input, string output, bool overwrite = false) => new()
    {
        Input = input,
        Output = output,
        Shift = 3,
        Writing = new OutputOptions { Mode = overwrite ? OutputMode.Overwrite : OutputMode.Atomic },
    };

    public static TheoryData<int> Sizes => [0, 1, TransformJob.SmallLimit - 1, TransformJob.SmallLimit, TransformJob.SmallLimit + 1];

    [Theory]
    [MemberData(nameof(Sizes))]
    public void An_input_at_the_edges_of_the_limit_is_transformed_and_a_small_one_read_whole(int size)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(size, seed: size);
        string inputPath = dir.Write("in", input);

        ProcessingReport report = TransformJob.Run(Options(inputPath, dir.File("out")), Stream.Null, Stream.Null);

        File.ReadAllBytes(dir.File("out")).Should().Equal(TestData.AddReference(input, 3));
        report.Bytes.Should().Be(size);
        if (size <= TransformJob.SmallLimit)
        {
            report.Note.Should().Contain("read whole");
        }
        else
        {
            (report.Note ?? string.Empty).Should().NotContain("read whole");
        }

        dir.Others("in", "out").Should().BeEmpty();
    }

    [Fact]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")] // skips there first
    public void A_small_input_replaces_an_existing_output_with_a_new_file_and_keeps_its_mode()
    {
        if (OperatingSystem.IsWindows())
        {
            Assert.Skip("file modes are POSIX");
        }

        using var dir = new TempDirectory();
        byte[] input = TestData.Random(5000);
        string inputPath = dir.Write("in", input);
        string outputPath = dir.Write("out", TestData.Random(9000, seed: 4));
        byte[] old = File.ReadAllBytes(outputPath);
        File.SetUnixFileMode(outputPath, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead);
        using var oldFile = new FileStream(outputPath, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);

        TransformJob.Run(Options(inputPath, outputPath), Stream.Null, Stream.Null);

        File.ReadAllBytes(outputPath).Should().Equal(TestData.AddReference(input, 3));
        File.GetUnixFileMode(outputPath).Should().Be(UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead);
        byte[] stillThere = new byte[old.Length];
        oldFile.ReadExactly(stillThere);
        stillThere.Should().Equal(old, "the output is a temporary file renamed over the old one, never the old one rewritten");
        dir.Others("in", "out").Should().BeEmpty();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_small_input_may_be_its_own_output(bool overwrite)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(70_000);
        string path = dir.Write("same", input);

        TransformJob.Run(Options(path, path, overwrite), Stream.Null, Stream.Null);

        File.ReadAllBytes(path).Should().Equal(TestData.AddReference(input, 3));
        dir.Others("same").Should().BeEmpty();
    }

    [Fact]
    public void A_failed_run_on_a_small_input_leaves_the_existing_output_and_no_temporary_file()
    {
        using var dir = new TempDirectory();
        string inputPath = dir.Write("in", TestData.Random(4000));
        byte[] old = TestData.Random(100, seed: 5);
        string outputPath = dir.Write("out", old);

        Action run = () => TransformJob.Run(Options(inputPath, outputPath), new FailingTransform(), Stream.Null, Stream.Null, progress: null, CancellationToken.None);

        run.Should().Throw<IOException>();
        File.ReadAllBytes(outputPath).Should().Equal(old);
        dir.Others("in", "out").Should().BeEmpty();
    }

    [Fact]
    public void A_cancelled_run_on_a_small_input_leaves_the_existing_output_and_no_temporary_file()
    {
        using var dir = new TempDirectory();
        string inputPath = dir.Write("in", TestData.Random(4000));
        byte[] old = TestData.Random(100, seed: 6);
        string outputPath = dir.Write("out", old);
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();

        Action run = () => TransformJob.Run(Options(inputPath, outputPath), Stream.Null, Stream.Null, progress: null, cancel.Token);

        run.Should().Throw<OperationCanceledException>();
        File.ReadAllBytes(outputPath).Should().Equal(old);
        dir.Others("in", "out").Should().BeEmpty();
    }

    /// <summary>A transform that fails on its first block, as a disk error would.</summary>
    private sealed class FailingTransform : ByteTransform
    {
        public override string Name => "failing";

        public override void Apply(ReadOnlySpan<byte> source, Span<byte> destination, Kernel kernel, long offset) =>
            throw new IOException("the transform failed");
    }
}
