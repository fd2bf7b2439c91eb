using System.Globalization;

namespace Cci.Cli.Sweep;

/// <summary>Sweeps cci's transform (add 3, as <c>cci</c> runs it by default): the input into a scratch output, atomically or (<paramref name="overwrite"/>) in place.</summary>
internal sealed class TransformSweep(bool overwrite) : ISweepJob
{
    /// <summary>The transform's own default: <c>--transform add --shift 3</c>.</summary>
    private const ShiftRule Rule = ShiftRule.Add;

    private const int Shift = 3;

    public string Name => "transform";

    public string Transform { get; } = string.Create(CultureInfo.InvariantCulture, $"{Rule.ToString().ToLowerInvariant()},{Shift}");

    public ProcessingReport Run(SweepInput input, ProcessingOptions strategy, string scratch, CancellationToken cancel) =>
        FileProcessor.Shift(
            input.Path,
            Path.Combine(scratch, "output"),
            Shift,
            Rule,
            strategy,
            new OutputOptions { Mode = overwrite ? OutputMode.Overwrite : OutputMode.Atomic },
            cancel);
}
