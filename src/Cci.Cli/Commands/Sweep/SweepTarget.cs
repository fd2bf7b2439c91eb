using System.CommandLine;
using Cci.Cli.Sweep;

namespace Cci.Cli.Commands.Sweep;

/// <summary>
/// What one sweep times (the transform, compare or wc): its command's name and words, the inputs it takes, and the job.
/// Everything else (the grid, the runs, the table, CSV and chart) is <see cref="SweepCommand"/>'s, the same for all three.
/// </summary>
internal abstract class SweepTarget
{
    /// <summary>The command's name under <c>cci</c> (the transform's sweep is <c>sweep</c> itself).</summary>
    public abstract string Name { get; }

    public abstract string Description { get; }

    /// <summary>The positional inputs: one, two or any number of paths.</summary>
    public abstract Argument<string[]> CreateInputs();

    /// <summary>Whether the sweep takes <c>--overwrite</c> (only a job that writes an output does).</summary>
    public virtual bool WritesOutput => false;

    /// <summary>How many identical files each <c>--file-sizes</c> size is generated as (compare needs two).</summary>
    public virtual int CopiesPerSize => 1;

    public abstract ISweepJob CreateJob(SweepGrid grid);

    /// <summary>The inputs from the paths given (the default input, generated when missing, where none are).</summary>
    public SweepInputs Existing(string[] paths, CliStreams console, CancellationToken cancel)
    {
        CheckCount(paths.Length);
        if (paths.Length == 0)
        {
            DefaultInput.EnsureExists(console.Error, cancel);
            paths = [DefaultInput.FilePath];
        }

        return Open(paths);
    }

    /// <summary>Refuses a number of paths the job cannot take (with a usage error).</summary>
    protected virtual void CheckCount(int paths)
    {
    }

    protected abstract SweepInputs Open(string[] paths);

    /// <summary>An argument of paths as given, with <paramref name="arity"/>.</summary>
    protected static Argument<string[]> Paths(string name, string description, ArgumentArity arity) => new(name)
    {
        Description = description,
        Arity = arity,
        CustomParser = result => [.. result.Tokens.Select(t => t.Value)],
    };
}
