namespace Cci.Cli.Reporting;

/// <summary>
/// The transform's --json fields, in their order (schema version 1): what was asked, then what ran and how fast
/// (<see cref="StrategyJsonFields"/>).
/// </summary>
internal sealed record TransformJsonReport : StrategyJsonFields
{
    private TransformJsonReport(ProcessingReport run, long requestedViewSize)
        : base(run, requestedViewSize)
    {
    }

    public required int Shift { get; init; }

    public required string Transform { get; init; }

    public required string Input { get; init; }

    public required string Output { get; init; }

    public required OutputMode OutputMode { get; init; }

    public required long Bytes { get; init; }

    public required bool Sync { get; init; }

    /// <summary>
    /// The report of <paramref name="run"/>, the transform <paramref name="request"/> asked for; a run that did not map its
    /// input reports --view-size raised to the least a run maps.
    /// </summary>
    public static TransformJsonReport Of(TransformArguments request, ProcessingReport run) =>
        new(run, request.ViewSize)
        {
            Shift = request.Shift,
            Transform = request.Transform,
            Input = request.Input,
            Output = request.Output,
            OutputMode = run.Output ?? OutputMode.Stream,
            Bytes = run.Bytes,
            Sync = request.Sync,
        };
}
