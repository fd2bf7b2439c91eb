namespace Cci.Library.Tests;

/// <summary>A cancelled call throws an OperationCanceledException that carries the caller's token, as the BCL's calls do.</summary>
public sealed class FileProcessorCancellationTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string> Calls => [.. CallsByName.Keys];

    private static readonly Dictionary<string, Action<string, CancellationToken>> CallsByName = new()
    {
        ["Aggregate"] = (dir, token) => FileProcessor.Aggregate(Path.Combine(dir, "in"), 0L, block => 1L, (a, b) => a + b, BlockBoundary.None, cancellationToken: token),
        ["Aggregate(Stream)"] = (dir, token) => FileProcessor.Aggregate(new MemoryStream(new byte[1000]), 0L, block => 1L, (a, b) => a + b, BlockBoundary.None, cancellationToken: token),
        ["Transform"] = (dir, token) => FileProcessor.Transform(Path.Combine(dir, "in"), Path.Combine(dir, "out"), (s, d, _) => s.CopyTo(d), cancellationToken: token),
        ["Shift"] = (dir, token) => FileProcessor.Shift(Path.Combine(dir, "in"), Path.Combine(dir, "out"), 3, cancellationToken: token),
        ["Compare"] = (dir, token) => FileProcessor.Compare(Path.Combine(dir, "in"), Path.Combine(dir, "in"), cancellationToken: token),
        ["Count"] = (dir, token) => FileProcessor.Count(Path.Combine(dir, "in"), cancellationToken: token),
        ["Generate"] = (dir, token) => FileProcessor.Generate(Path.Combine(dir, "out"), 100_000, cancellationToken: token),
    };

    [Theory]
    [MemberData(nameof(Calls))]
    public void A_call_cancelled_before_it_starts_throws_with_the_callers_token(string call)
    {
        _dir.Write("in", TestData.Random(100_000));
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();

        Action run = () => CallsByName[call](_dir.Path, cancel.Token);

        run.Should().Throw<OperationCanceledException>().Which.CancellationToken.Should().Be(cancel.Token);
    }

    [Fact]
    public void An_aggregate_cancelled_by_its_block_function_throws_with_the_callers_token()
    {
        string path = _dir.Write("in", TestData.Random(1 << 20));
        using var cancel = new CancellationTokenSource();
        var options = new ProcessingOptions { Threading = ThreadingMethod.None, BlockSize = 4096 };

        Action run = () => FileProcessor.Aggregate(path, 0L, block => { cancel.Cancel(); return 1L; }, (a, b) => a + b, BlockBoundary.None, options, cancel.Token);

        run.Should().Throw<OperationCanceledException>().Which.CancellationToken.Should().Be(cancel.Token);
    }
}
