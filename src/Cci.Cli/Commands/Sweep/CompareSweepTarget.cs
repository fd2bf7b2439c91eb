using System.CommandLine;
using Cci.Cli.Sweep;

namespace Cci.Cli.Commands.Sweep;

/// <summary><c>cci sweep compare &lt;file1&gt; &lt;file2&gt;</c>: plain cmp (the first mismatch) of two files.</summary>
internal sealed class CompareSweepTarget : SweepTarget
{
    public override string Name => "compare";

    public override string Description => "Time cci compare (as plain cmp: the first mismatch) of two files over the same grid.";

    public override int CopiesPerSize => 2;

    public override Argument<string[]> CreateInputs() => Paths(
        "files", "The two files to compare over and over (or none with --file-sizes: each size is generated twice). Example: cci sweep compare a.bin b.bin", new ArgumentArity(0, 2));

    public override ISweepJob CreateJob(SweepGrid grid) => new CompareSweep();

    protected override void CheckCount(int paths)
    {
        if (paths != 2)
        {
            throw new UsageException("sweep compare needs two files (or --file-sizes to generate them)");
        }
    }

    protected override SweepInputs Open(string[] paths) => SweepInputs.Existing(paths, sizeIsSum: false);
}
