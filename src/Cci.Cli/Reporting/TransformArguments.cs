namespace Cci.Cli.Reporting;

/// <summary>What <c>cci</c> was asked to do, in its own words: the transform report prints it beside what ran (<see cref="ProcessingReport"/>).</summary>
/// <param name="Shift">The shift, -255 to 255.</param>
/// <param name="Transform">The transform's name as <c>--transform</c> takes it: add or caesar.</param>
/// <param name="Input">The input as given ("-" for standard input).</param>
/// <param name="Output">The output as given ("-" for standard output).</param>
/// <param name="Sync">Whether the output was flushed to disk before it was committed.</param>
/// <param name="ViewSize">--view-size as given, for a run whose input was not mapped (the report then says so).</param>
internal sealed record TransformArguments(int Shift, string Transform, string Input, string Output, bool Sync, long ViewSize);
