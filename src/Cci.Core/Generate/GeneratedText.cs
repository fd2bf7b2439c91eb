namespace Cci;

/// <summary>What <see cref="FileProcessor.Generate(string, long, GenerationOptions?, OutputOptions?, CancellationToken)"/> writes: test data whose bytes depend only on the kind, the seed and the length.</summary>
public enum GeneratedText
{
    /// <summary>Seeded random printable ASCII (' ' to '~') in lines of 1 to 120 characters, each ending in '\n'.</summary>
    Random = 0,

    /// <summary>
    /// The article's lines: line n (from 1) is n % 8 tabs, then "All work and no play makes NAME a dull boy." with NAME
    /// the (n % 6)-th of six names. The seed is not used.
    /// </summary>
    AllWorkAndNoPlay = 1,
}
