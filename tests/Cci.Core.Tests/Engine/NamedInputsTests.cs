using Cci.Core.Count;
using Cci.Core.Engine;

namespace Cci.Core.Tests.Engine;

/// <summary>Many names (wc's): opened a batch at a time under RLIMIT_NOFILE, each outcome in the slot of its name.</summary>
public sealed class NamedInputsTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Without_a_limit_a_batch_opens_256_files()
    {
        NamedInputs.OpenAtOnce(null).Should().Be(256);
    }

    [Fact]
    public void A_high_limit_still_opens_at_most_256_at_once()
    {
        NamedInputs.OpenAtOnce(1 << 20).Should().Be(256);
    }

    [Fact]
    public void A_low_limit_opens_half_of_what_the_runtimes_64_leave()
    {
        NamedInputs.OpenAtOnce(80).Should().Be(8);
    }

    [Fact]
    public void A_limit_the_runtime_uses_up_still_opens_one_at_a_time()
    {
        NamedInputs.OpenAtOnce(64).Should().Be(1);
        NamedInputs.OpenAtOnce(10).Should().Be(1);
    }

    [Fact]
    public void Outcomes_keep_the_order_of_the_names_across_batches_missing_names_and_small_files()
    {
        // Files of 3 to 5 lines, larger than the 2-byte buffer so they go to the batches (256 to a batch), with a missing
        // name and a small file among them, which are answered before any batch.
        var paths = new List<string>();
        for (int i = 0; i < 300; i++)
        {
            paths.Add(_dir.Write($"f{i}", [.. Enumerable.Repeat((byte)'\n', 3 + (i % 3))]));
        }

        paths.Insert(5, _dir.File("missing"));
        paths.Insert(270, _dir.Write("small", [(byte)'x']));
        IReadOnlyList<FileCounts> counts = CountJob.Run(paths, CountingOptions.Default, CountJob.DefaultStrategy with { BlockSize = 2 }, Stream.Null);

        counts.Select(c => c.Path).Should().Equal(paths);
        counts.Where(c => c.Path.Contains("/f", StringComparison.Ordinal))
            .Select(c => c.Counts!.Value.Lines)
            .Should().Equal(Enumerable.Range(0, 300).Select(i => (long)(3 + (i % 3))));
        counts[5].Error.Should().NotBeNull();
        counts[270].Counts!.Value.Bytes.Should().Be(1);
    }
}
