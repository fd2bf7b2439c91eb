using System.Text;

namespace Cci.Cli.Completion;

/// <summary>
/// The completion script <c>cci completion &lt;shell&gt;</c> prints: a static table of the words allowed after each
/// command path (<see cref="CompletionTree"/>) and a small function that finds the path typed so far. Outside the
/// table (a value, a file name) each shell completes file names as usual.
/// </summary>
internal static class CompletionScript
{
    public static readonly IReadOnlyList<string> Shells = ["bash", "zsh", "fish", "pwsh"];

    public static string For(string shell, CompletionTree tree) => shell switch
    {
        "bash" => Bash(tree, "# cci completion for bash: eval \"$(cci completion bash)\" (e.g. in ~/.bashrc)\n"),
        "zsh" => "# cci completion for zsh: eval \"$(cci completion zsh)\" (e.g. in ~/.zshrc)\n" +
            "autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n" + Bash(tree, string.Empty),
        "fish" => Fish(tree),
        "pwsh" => Pwsh(tree),
        _ => throw new ArgumentOutOfRangeException(nameof(shell), shell, "unknown shell"),
    };

    private static string Bash(CompletionTree tree, string header)
    {
        var s = new StringBuilder(header);
        s.Append("_cci() {\n");
        s.Append("    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} path='' next i\n");
        s.Append("    for ((i = 1; i < COMP_CWORD; i++)); do\n");
        s.Append("        next=${path:+$path }${COMP_WORDS[i]}\n");
        s.Append("        case $next in\n");
        foreach (CompletionNode node in tree.Nodes.Where(n => n.Path.Length > 0))
        {
            s.Append("            '").Append(node.Path).Append("') path=$next ;;\n");
        }

        s.Append("        esac\n    done\n    local words\n");
        // An option's value: the values it takes, when they are few and known (-a, -t, --kernel, --transform, ...).
        s.Append("    case \"$path|$prev\" in\n");
        foreach (CompletionNode node in tree.Nodes)
        {
            foreach (IGrouping<string, KeyValuePair<string, IReadOnlyList<string>>> option in node.Values
                .Where(v => !IsWindowsForm(v.Key)).GroupBy(v => string.Join(' ', v.Value)))
            {
                s.Append("        ").Append(string.Join('|', option.Select(v => $"'{node.Path}|{v.Key}'")))
                    .Append(") COMPREPLY=($(compgen -W '").Append(option.Key).Append("' -- \"$cur\")); return ;;\n");
            }
        }

        s.Append("    esac\n    case $path in\n");
        foreach (CompletionNode node in tree.Nodes)
        {
            // /? and /h are help's Windows forms: no Unix shell user types them.
            s.Append("        '").Append(node.Path).Append("') words='").Append(string.Join(' ', node.Words.Where(w => !IsWindowsForm(w)))).Append("' ;;\n");
        }

        s.Append("    esac\n");
        s.Append("    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n}\n");
        s.Append("complete -o default -F _cci cci\n");
        return s.ToString();
    }

    private static bool IsWindowsForm(string word) => word.StartsWith('/');

    private static string Fish(CompletionTree tree)
    {
        var s = new StringBuilder("# cci completion for fish: cci completion fish > ~/.config/fish/completions/cci.fish\n");
        s.Append("complete -c cci -f -n '__fish_use_subcommand' -a '")
            .Append(string.Join(' ', tree.Nodes[0].Commands)).Append("'\n");
        foreach (CompletionNode node in tree.Nodes)
        {
            string[] path = node.Path.Length == 0 ? [] : node.Path.Split(' ');
            string condition = path.Length == 0
                ? "__fish_use_subcommand"
                : string.Join("; and ", path.Select(p => "__fish_seen_subcommand_from " + p));
            if (node.Path.Length > 0 && node.Commands.Count + node.Arguments.Count > 0)
            {
                s.Append("complete -c cci -n '").Append(condition).Append("' -a '").Append(string.Join(' ', node.Commands.Concat(node.Arguments))).Append("'\n");
            }

            // fish takes a short option as one letter or digit: -? (help's third alias) is left out.
            foreach (string option in node.Options.Where(o => o.StartsWith("--", StringComparison.Ordinal) || (o.Length == 2 && char.IsAsciiLetterOrDigit(o[1]))))
            {
                string flag = option.StartsWith("--", StringComparison.Ordinal) ? "-l " + option[2..] : "-s " + option[1..];
                s.Append("complete -c cci -n '").Append(condition).Append("' ").Append(flag).Append('\n');
            }
        }

        return s.ToString();
    }

    private static string Pwsh(CompletionTree tree)
    {
        var s = new StringBuilder("# cci completion for PowerShell: cci completion pwsh | Out-String | Invoke-Expression (e.g. in $PROFILE)\n");
        s.Append("Register-ArgumentCompleter -Native -CommandName cci -ScriptBlock {\n");
        s.Append("    param($wordToComplete, $commandAst, $cursorPosition)\n");
        s.Append("    $words = @{\n");
        foreach (CompletionNode node in tree.Nodes)
        {
            s.Append("        '").Append(node.Path).Append("' = @(").Append(string.Join(", ", node.Words.Select(w => "'" + w + "'"))).Append(")\n");
        }

        s.Append("    }\n");
        s.Append("    $path = ''\n");
        s.Append("    foreach ($element in $commandAst.CommandElements | Select-Object -Skip 1) {\n");
        s.Append("        if ($element.Extent.StartOffset -ge $cursorPosition) { break }\n");
        s.Append("        $next = ($path + ' ' + $element.ToString()).Trim()\n");
        s.Append("        if ($words.ContainsKey($next)) { $path = $next }\n");
        s.Append("    }\n");
        s.Append("    $words[$path] | Where-Object { $_ -like \"$wordToComplete*\" } | ForEach-Object {\n");
        s.Append("        [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)\n");
        s.Append("    }\n}\n");
        return s.ToString();
    }
}
