using System.CommandLine;

namespace Cci.Cli.Commands;

/// <summary>The options every command words the same way: -q (no progress) and --json.</summary>
internal static class CommonOptions
{
    /// <summary>-q/--quiet: no progress on stderr (progress is drawn only when stderr is a terminal).</summary>
    public static Option<bool> Quiet(params string[] names) => new(names.Length > 0 ? names[0] : "--quiet", names.Length > 1 ? names[1..] : ["-q"])
    {
        Description = "Show no progress on stderr (shown only on a terminal, for runs over about 2 s).",
    };

    /// <summary>--json: the report as one JSON object with "command" and "schemaVersion" fields.</summary>
    public static Option<bool> Json(string description = "Print the report as one JSON object instead of text.") => new("--json")
    {
        Description = description,
    };
}
