using System.Text;
using Cci.Core.Aggregate;
using Cci.Core.Files;

namespace Cci.Core.Tests.Aggregate;

/// <summary>
/// The ordered fold of a delimited aggregate: stripe outcomes folded in file order, and the records that cross stripe
/// edges (the seams) read from the file and folded between them, so the block function sees every record whole, once.
/// </summary>
public sealed class OrderedFoldTests
{
    [Fact]
    public void A_stripe_that_begins_with_its_delimiter_ends_the_record_before_it_there()
    {
        // "\nab\ncd\n" in stripes of 3: every stripe begins with a delimiter, the file's first one at offset 0.
        using var dir = new TempDirectory();
        byte[] content = "\nab\ncd\n"u8.ToArray();
        using InputFileFixture input = new(dir.Write("lines", content));
        var fold = new OrderedFold<List<string>>([], Records, Concat, input.File, delimited: true);

        // What a worker hands over for a stripe whose only byte between its first and last delimiter is none: no result,
        // and the delimiters' file offsets.
        fold.Add(0, new BlockOutcome<List<string>>(false, [], 0, 0));
        fold.Add(1, new BlockOutcome<List<string>>(false, [], 3, 3));
        fold.Add(2, new BlockOutcome<List<string>>(false, [], 6, 6));

        fold.Finish(3).Should().Equal("\n", "ab\n", "cd\n");
    }

    [Fact]
    public void Outcomes_that_arrive_out_of_order_are_folded_in_file_order()
    {
        using var dir = new TempDirectory();
        using InputFileFixture input = new(dir.Write("lines", "a\nb\nc\n"u8.ToArray()));
        var fold = new OrderedFold<List<string>>([], Records, Concat, input.File, delimited: true);

        fold.Add(2, new BlockOutcome<List<string>>(false, [], 5, 5));
        fold.Add(1, new BlockOutcome<List<string>>(false, [], 3, 3));
        fold.Add(0, new BlockOutcome<List<string>>(false, [], 1, 1));

        fold.Finish(3).Should().Equal("a\n", "b\n", "c\n");
    }

    /// <summary>Each block as one string: a seam that joined two records would show as one.</summary>
    private static List<string> Records(FileBlock block) => [Encoding.ASCII.GetString(block.Bytes)];

    private static List<string> Concat(List<string> first, List<string> second) => [.. first, .. second];

    /// <summary>A file opened for reading as the pipeline opens an input.</summary>
    private sealed class InputFileFixture : IDisposable
    {
        public InputFileFixture(string path)
        {
            var handle = System.IO.File.OpenHandle(path);
            File = new InputFile(path, handle, RandomAccess.GetLength(handle));
        }

        public InputFile File { get; }

        public void Dispose() => File.Handle.Dispose();
    }
}
