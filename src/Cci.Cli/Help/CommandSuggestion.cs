namespace Cci.Cli.Help;

/// <summary>The command a mistyped word was most likely meant to be ("compre" -> "compare"), by Damerau-Levenshtein distance.</summary>
internal static class CommandSuggestion
{
    /// <summary>The closest of <paramref name="names"/> to <paramref name="word"/>, when it is close enough to be a typo; null otherwise.</summary>
    public static string? For(string word, IEnumerable<string> names)
    {
        string? best = null;
        int bestDistance = int.MaxValue;
        foreach (string name in names)
        {
            int distance = Distance(word.ToLowerInvariant(), name);
            if (distance < bestDistance)
            {
                (best, bestDistance) = (name, distance);
            }
        }

        // One edit for short names, two for longer ones: "wx" is wc, "cat" is not chart.
        return best is not null && bestDistance <= (best.Length <= 4 ? 1 : 2) ? best : null;
    }

    /// <summary>Edits (insert, delete, substitute, swap two neighbours) that turn <paramref name="a"/> into <paramref name="b"/>.</summary>
    public static int Distance(string a, string b)
    {
        var d = new int[a.Length + 1, b.Length + 1];
        for (int i = 0; i <= a.Length; i++)
        {
            d[i, 0] = i;
        }

        for (int j = 0; j <= b.Length; j++)
        {
            d[0, j] = j;
        }

        for (int i = 1; i <= a.Length; i++)
        {
            for (int j = 1; j <= b.Length; j++)
            {
                int cost = a[i - 1] == b[j - 1] ? 0 : 1;
                d[i, j] = Math.Min(Math.Min(d[i - 1, j] + 1, d[i, j - 1] + 1), d[i - 1, j - 1] + cost);
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                {
                    d[i, j] = Math.Min(d[i, j], d[i - 2, j - 2] + 1);
                }
            }
        }

        return d[a.Length, b.Length];
    }
}
