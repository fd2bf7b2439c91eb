using System.CommandLine;
using Cci.Cli.Sweep;

namespace Cci.Cli.Commands.Sweep;

/// <summary><c>cci sweep [&lt;input&gt;]</c>: the transform of one file.</summary>
internal sealed class TransformSweepTarget : SweepTarget
{
    public override string Name => "sweep";

    public override string Description =>
        "Time the transform over a grid of strategies, buffer sizes and thread counts (and Auto); print median/min/max per cell, write CSV and a chart. " +
        "'sweep compare' and 'sweep wc' sweep those jobs the same way.";

    public override bool WritesOutput => true;

    public override Argument<string[]> CreateInputs() => Paths(
        "input", $"File to transform over and over (default {DefaultInput.Where}, generated when missing). Example: cci sweep big.txt", new ArgumentArity(0, 1));

    public override ISweepJob CreateJob(SweepGrid grid) => new TransformSweep(grid.Overwrite);

    protected override SweepInputs Open(string[] paths) => SweepInputs.Existing(paths[0]);
}
