using System.CommandLine;

namespace Cci.Cli.Completion;

/// <summary>The values a shell completes for an option or argument (<c>-a Mem</c> to <c>-a MemoryMapped</c>), kept on the symbol itself.</summary>
internal static class CompletionValues
{
    /// <summary>Makes <paramref name="values"/> the only completions of <paramref name="option"/>, asked for when a script is made.</summary>
    public static void Set(Option option, Func<IEnumerable<string>> values)
    {
        option.CompletionSources.Clear();
        option.CompletionSources.Add(_ => values());
    }

    /// <summary>Makes <paramref name="values"/> the only completions of <paramref name="argument"/>.</summary>
    public static void Set(Argument argument, Func<IEnumerable<string>> values)
    {
        argument.CompletionSources.Clear();
        argument.CompletionSources.Add(_ => values());
    }

    /// <summary>The names of <paramref name="values"/>, in their order (an axis's, as <see cref="StrategyCatalog"/> gives it).</summary>
    public static IEnumerable<string> Names<T>(IEnumerable<T> values)
        where T : struct, Enum => values.Select(value => value.ToString());

    /// <summary>Every value of -t: each threading method, alone and with the Fast suffix.</summary>
    public static IEnumerable<string> Threading() =>
        Names(StrategyCatalog.ThreadingMethods).SelectMany(name => name == nameof(ThreadingMethod.Auto) ? [name] : new[] { name, name + "Fast" });
}
