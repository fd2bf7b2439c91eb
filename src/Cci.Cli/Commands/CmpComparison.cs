using Cci.Cli.Reporting;

namespace Cci.Cli.Commands;

/// <summary>compare's one call into the library: the comparison, under the progress bar where one is drawn, and the inputs that cannot be compared said as cmp says them.</summary>
internal static class CmpComparison
{
    /// <summary>The comparison through the library, under the progress bar where one is drawn; the listing is written out even when it fails.</summary>
    public static ComparisonResult? Run(CompareArguments arguments, CmpOutput output, CliStreams console, CancellationToken cancel)
    {
        try
        {
            (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, arguments.ShowsProgress);
            using (bar)
            {
                ComparisonOptions options = arguments.Options with
                {
                    Processing = arguments.Options.Processing with { Progress = progress },
                    Opened = output.Opened,
                };
                return CompareOrFail(arguments.First, arguments.Second, output.Differences, options, arguments.Quiet, console, cancel);
            }
        }
        finally
        {
            output.Flush();
        }
    }

    /// <summary>
    /// Compares through the library, "-" being standard input; an input that cannot be compared is said in cmp's words (the
    /// library's message, "NAME: REASON", told by its <see cref="InputFailure"/>): one that cannot be opened not with -s, one that cannot be read even with -s. Null then.
    /// </summary>
    private static ComparisonResult? CompareOrFail(
        string left, string right, DifferenceHandler? differences, ComparisonOptions comparison, bool quiet, CliStreams console, CancellationToken cancel)
    {
        try
        {
            return FileProcessor.Compare(left, right, console.StandardInput, differences, comparison, cancel);
        }
        catch (Exception e) when (InputFailure.Of(e) is { } failure)
        {
            // cmp says an input it opened but cannot read (a directory, a closed standard input) even with -s.
            if (failure.Opened || !quiet)
            {
                console.Error.WriteLine($"cmp: {e.Message}");
            }

            return null;
        }
    }
}
