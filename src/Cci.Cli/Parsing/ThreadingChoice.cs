namespace Cci.Cli.Parsing;

/// <summary>A <c>-t</c> value: a threading method, optionally with the suffix <c>Fast</c> for the SIMD kernel (e.g. <c>ThreadPoolFast</c>).</summary>
internal readonly record struct ThreadingChoice(ThreadingMethod Method, bool WidestKernel)
{
    private const string FastSuffix = "Fast";

    public static bool TryParse(string? text, out ThreadingChoice choice)
    {
        choice = default;
        if (string.IsNullOrWhiteSpace(text))
        {
            return false;
        }

        bool fast = text.EndsWith(FastSuffix, StringComparison.OrdinalIgnoreCase);
        string name = fast ? text[..^FastSuffix.Length] : text;
        if (!OptionParsers.TryParseName(name, out ThreadingMethod method))
        {
            return false;
        }

        choice = new ThreadingChoice(method, fast);
        return true;
    }

    public static string Expected =>
        string.Join(", ", StrategyCatalog.ThreadingMethods) + " (each optionally followed by Fast)";

    /// <summary>As -t takes it: "ThreadPoolFast"; Auto alone, whose choice includes the kernel ("Auto" is the default's name in help and docs).</summary>
    public override string ToString() => Method + (WidestKernel && Sweep.StrategyFacts.NamedThreading.Contains(Method) ? FastSuffix : string.Empty);
}
