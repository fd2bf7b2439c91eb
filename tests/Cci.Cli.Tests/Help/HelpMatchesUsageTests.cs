using System.Globalization;
using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

/// <summary>
/// Every command's --help and its section of docs/usage.md list the same options, and where both state an option's default
/// they state the same one (the docs' bullet for that option alone, in the case a user types it, a size as 256K or 1G).
/// </summary>
public sealed partial class HelpMatchesUsageTests
{
    public static TheoryData<string, string> Sections => new()
    {
        { string.Empty, "## The transform" },
        { "compare", "## compare:" },
        { "wc", "## wc:" },
        { "generate", "## generate:" },
        { "sweep", "## sweep:" },
        { "sweep compare", "## sweep:" },
        { "sweep wc", "## sweep:" },
        { "chart", "## chart:" },
        { "version", "## Help, version and completion" },
        { "help", "## Help, version and completion" },
        { "completion", "## Help, version and completion" },
    };

    /// <summary>Every command and nested command, as help lists them.</summary>
    public static TheoryData<string> Commands => [string.Empty, "compare", "wc", "generate", "sweep", "sweep compare", "sweep wc", "chart", "completion", "help", "version"];

    [Theory]
    [MemberData(nameof(Sections))]
    public void Every_option_in_help_is_in_the_commands_section_of_the_usage_doc(string command, string heading)
    {
        HashSet<string> documented = [.. DocumentedOptions(heading).SelectMany(b => b.Names)];

        HelpOptions(command).SelectMany(o => o.Names).Where(name => !documented.Contains(name)).Should().BeEmpty($"'cci {command} --help' and docs/usage.md's {heading} must list the same options");
    }

    [Theory]
    [InlineData(new[] { "" }, "## The transform")]
    [InlineData(new[] { "compare" }, "## compare:")]
    [InlineData(new[] { "wc" }, "## wc:")]
    [InlineData(new[] { "generate" }, "## generate:")]
    [InlineData(new[] { "sweep", "sweep compare", "sweep wc" }, "## sweep:")]
    [InlineData(new[] { "chart" }, "## chart:")]
    [InlineData(new[] { "version", "help", "completion" }, "## Help, version and completion")]
    public void Every_option_in_the_usage_doc_is_in_the_commands_help(string[] commands, string heading)
    {
        HashSet<string> inHelp = [.. commands.SelectMany(HelpOptions).SelectMany(o => o.Names), "-q", "--quiet"];

        DocumentedOptions(heading).SelectMany(b => b.Names).Should().OnlyContain(name => inHelp.Contains(name), $"docs/usage.md's {heading} names no option that '{string.Join(", ", commands)}' lacks");
    }

    [Theory]
    [MemberData(nameof(Sections))]
    public void A_default_in_help_is_the_default_the_usage_doc_states(string command, string heading)
    {
        IReadOnlyList<DocumentedOption> documented = DocumentedOptions(heading);
        foreach (HelpOption option in HelpOptions(command).Where(o => o.Default is not null))
        {
            // Only a bullet about this option alone states its default (a shared one says "as for the transform").
            DocumentedOption? bullet = documented.FirstOrDefault(b => b.Names.SetEquals(option.Names));
            if (bullet is null)
            {
                continue;
            }

            string text = bullet.Text.Replace(",", string.Empty, StringComparison.Ordinal);
            text.Should().ContainAny([option.Default!, SizeText(option.Default!)], $"{string.Join(", ", option.Names)} in 'cci {command} --help' defaults to {option.Default}");
        }
    }

    [Theory]
    [MemberData(nameof(Sections))]
    public void Help_has_no_trailing_spaces_and_says_required_once(string command, string heading)
    {
        _ = heading;
        string help = Help(command);

        help.Split('\n').Should().OnlyContain(line => !line.EndsWith(' '));
        help.Should().NotContainEquivalentOf("(required)", "a required option is shown in the usage line");
    }

    [Theory]
    [MemberData(nameof(Commands))]
    public void Help_states_a_size_default_as_the_options_take_it(string command)
    {
        string help = Help(command);

        // 1073741824 (the view size) is 1G, 4194304 (generate's block) 4M; 640000000 (generate's size) has no such form.
        help.Should().NotContain("1073741824").And.NotContain("4194304");
        foreach (HelpOption option in HelpOptions(command).Where(o => o.Default is not null && o.Names.Overlaps(["--view-size", "--buffer-size", "-b"])))
        {
            option.Default.Should().MatchRegex("^[0-9]+[KMG]?$").And.Be(SizeText(option.Default!), $"{string.Join(", ", option.Names)} speaks sizes as 1G, 4M");
        }
    }

    [Theory]
    [MemberData(nameof(Commands))]
    public void Help_fits_80_columns_and_lists_each_command_whole_with_its_own_usage(string command)
    {
        string help = Help(command);

        help.Split('\n').Should().OnlyContain(line => line.Length <= 80);
        string[] rows = [.. help.Split('\n').SkipWhile(l => l != "Commands:").Skip(1).TakeWhile(l => l.Length > 0)];
        foreach (string row in rows.Where(r => !r.StartsWith("   ", StringComparison.Ordinal)))
        {
            // A row names its command whole, then the arguments as that command's own usage line shows them.
            string[] words = row.Trim().Split("  ")[0].Split(' ');
            string usage = Help($"{command} {words[0]}".Trim()).Split('\n').SkipWhile(l => l != "Usage:").Skip(1).First();
            usage.Should().StartWith($"  {string.Join(' ', ["cci", .. command.Split(' ', StringSplitOptions.RemoveEmptyEntries), .. words])}");
        }
    }

    [Fact]
    public void The_root_help_lists_every_command_with_its_arguments_as_their_usage_gives_them()
    {
        string help = Help(string.Empty);

        help.Should().Contain("\n  compare <file1> [<file2> [<skip>...]]  ").And.Contain("\n  help [<command>...]  ")
            .And.Contain("\n  wc [<files>...]  ").And.Contain("\n  completion <shell>  ").And.Contain("\n  chart <csv>...  ");
        help.Should().NotContain("<chart|compare").And.NotContain("<file1> <file2> <skip>");
    }

    [Fact]
    public void Bare_cci_fits_80_columns()
    {
        CliRun run = CliRun.Of();

        run.Error.Split('\n').Should().OnlyContain(line => line.Length <= 80).And.HaveCountGreaterThan(8);
    }

    [Fact]
    public void Wcs_queue_depth_and_access_speak_of_reads_only()
    {
        string options = string.Join(' ', Help("wc").Split('\n').SkipWhile(l => l != "Options:").Select(l => l.Trim()));

        options.Should().Contain("reads kept in flight").And.NotContain("writes");
    }

    [Fact]
    public void The_transforms_threading_default_is_auto_as_the_docs_say()
    {
        HelpOptions(string.Empty).Single(o => o.Names.Contains("-t")).Default.Should().Be("Auto");
    }

    [Fact]
    public void Generate_shows_its_kind_in_the_case_it_is_typed()
    {
        Help("generate").Should().NotContain("Random").And.Contain("random");
    }

    [Fact]
    public void Chart_lists_no_progress_option()
    {
        HelpOptions("chart").SelectMany(o => o.Names).Should().NotContain("-q");
    }

    [Fact]
    public void Wc_names_files0_from_and_total_values_as_gnu_does()
    {
        string help = Help("wc");

        help.Should().Contain("--files0-from <F>").And.Contain("--total <WHEN>");
    }

    private static string Help(string command)
    {
        CliRun run = CliRun.Of([.. command.Split(' ', StringSplitOptions.RemoveEmptyEntries), "--help"]);
        run.ExitCode.Should().Be(0, run.Error);
        return run.Out;
    }

    /// <summary>The rows of help's Options section, without --help and --version (every command has them), each with its names and default.</summary>
    private static IReadOnlyList<HelpOption> HelpOptions(string command)
    {
        var rows = new List<string>();
        bool inOptions = false;
        foreach (string line in Help(command).Split('\n'))
        {
            if (line == "Options:")
            {
                inOptions = true;
            }
            else if (inOptions && line.Length == 0)
            {
                break;
            }
            else if (inOptions && line.StartsWith("  -", StringComparison.Ordinal))
            {
                rows.Add(line);
            }
            else if (inOptions && rows.Count > 0)
            {
                rows[^1] += " " + line.Trim();
            }
        }

        return [.. rows
            .Select(row => new HelpOption(
                [.. OptionName().Matches(DoubleSpace().Split(row.Trim())[0].Split('<')[0]).Select(m => m.Value)],
                DefaultValue().Match(row) is { Success: true } match ? match.Groups[1].Value : null))
            .Where(o => !o.Names.Overlaps(["--help", "--version"]))];
    }

    /// <summary>The bullets of docs/usage.md's section under <paramref name="heading"/> that name options before a dash (<c>- `-a, --access &lt;method&gt;` — ...</c>).</summary>
    private static IReadOnlyList<DocumentedOption> DocumentedOptions(string heading)
    {
        string usage = File.ReadAllText(Path.Combine(ReadMeTests.Root, "docs", "usage.md"));
        int start = usage.IndexOf("\n" + heading, StringComparison.Ordinal);
        start.Should().BeGreaterThan(0, $"docs/usage.md has a section {heading}");
        int end = usage.IndexOf("\n## ", start + 1, StringComparison.Ordinal);
        var bullets = new List<string>();
        foreach (string line in usage[start..(end < 0 ? usage.Length : end)].Split('\n'))
        {
            if (line.StartsWith("- ", StringComparison.Ordinal))
            {
                bullets.Add(line);
            }
            else if (line.StartsWith("  ", StringComparison.Ordinal) && bullets.Count > 0)
            {
                bullets[^1] += " " + line.Trim();
            }
            else if (line.Length == 0 || !line.StartsWith(' '))
            {
                // A paragraph after the list ends its last bullet.
                if (bullets.Count > 0 && !bullets[^1].EndsWith('\u0001'))
                {
                    bullets[^1] += '\u0001';
                }
            }
        }

        return [.. bullets
            .Select(b => b.TrimEnd('\u0001'))
            .Where(b => b.Contains(" — ", StringComparison.Ordinal))
            .Select(b => (Head: b.Split(" — ")[0], Text: b))
            .Select(b => new DocumentedOption(
                [.. Code().Matches(b.Head).SelectMany(code => OptionName().Matches(code.Groups[1].Value.Split('<')[0].Split('=')[0])).Select(m => m.Value)],
                b.Text))
            .Where(o => o.Names.Count > 0)];
    }

    /// <summary>A byte count as the docs write it: 262144 as 256K, 1073741824 as 1G.</summary>
    private static string SizeText(string value)
    {
        if (!long.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out long bytes) || bytes < 1024)
        {
            return value;
        }

        foreach ((long unit, string suffix) in new[] { (1L << 30, "G"), (1L << 20, "M"), (1L << 10, "K") })
        {
            if (bytes % unit == 0)
            {
                return string.Create(CultureInfo.InvariantCulture, $"{bytes / unit}{suffix}");
            }
        }

        return value;
    }

    [GeneratedRegex(@"(?<![\w-])--?[A-Za-z?][\w-]*")]
    private static partial Regex OptionName();

    [GeneratedRegex(@"\s{2,}")]
    private static partial Regex DoubleSpace();

    [GeneratedRegex(@"\[default: ([^\]]+)\]")]
    private static partial Regex DefaultValue();

    [GeneratedRegex("`([^`]+)`")]
    private static partial Regex Code();

    private sealed record HelpOption(HashSet<string> Names, string? Default);

    private sealed record DocumentedOption(HashSet<string> Names, string Text);
}
