namespace Cci.Cli.Reporting;

/// <summary>A failed run's --json document (<see cref="JsonFailure"/>): the one line it printed on stderr and its exit code.</summary>
internal sealed record JsonFailureReport(string Error, int ExitCode);
