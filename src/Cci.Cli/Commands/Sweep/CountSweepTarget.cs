using System.CommandLine;
using Cci.Cli.Sweep;

namespace Cci.Cli.Commands.Sweep;

/// <summary><c>cci sweep wc &lt;files&gt;...</c>: lines, words and bytes of the files, counted as one input.</summary>
internal sealed class CountSweepTarget : SweepTarget
{
    public override string Name => "wc";

    public override string Description => "Time cci wc (lines, words, bytes; C locale) of the files over the same grid.";

    public override Argument<string[]> CreateInputs() => Paths(
        "files", $"Files to count over and over as one input (default {DefaultInput.Where}, generated when missing). Example: cci sweep wc *.log", ArgumentArity.ZeroOrMore);

    public override ISweepJob CreateJob(SweepGrid grid) => new CountSweep();

    protected override SweepInputs Open(string[] paths) => SweepInputs.Existing(paths, sizeIsSum: true);
}
