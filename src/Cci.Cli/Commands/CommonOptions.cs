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

    /// <summary>
    /// -q/--quiet accepted but not shown, for a command that draws no progress (chart, completion, help, version), so that
    /// -q given to every command, as the docs say it may be, is never refused as a file named -q.
    /// </summary>
    public static Option<bool> HiddenQuiet()
    {
        Option<bool> quiet = Quiet();
        quiet.Hidden = true;
        return quiet;
    }

    /// <summary>--json: the report as one JSON object with "command" and "schemaVersion" fields.</summary>
    public static Option<bool> Json(string description = "Print the report as one JSON object instead of text.") => new("--json")
    {
        Description = description,
    };
}
