namespace Cci.Core.Generate;

/// <summary>What <see cref="GenerateJob"/> writes.</summary>
internal enum TextKind
{
    /// <summary>Seeded random printable ASCII in lines (<see cref="RandomText"/>); the transform's default input.</summary>
    Random,

    /// <summary>The article's "All work and no play makes Jack a dull boy." lines (<see cref="AllWorkLines"/>).</summary>
    Text,
}
