namespace Cci.Cli.Reporting;

/// <summary>How the transform prints its report (<c>--report</c>): as text, as one JSON object (<c>--json</c>), or not at all.</summary>
internal enum ReportFormat
{
    Text,
    Json,
    None,
}
