using System.Text.Json.Serialization;

namespace Cci.Cli.Commands;

/// <summary><c>cci generate --kind</c>: the names the tool gives the library's <see cref="GeneratedText"/>, as --kind takes them and the report prints them.</summary>
/// <remarks>--json spells them as the text report does: "random", "text".</remarks>
internal enum TextKind
{
    /// <summary>Seeded random printable ASCII in lines (<see cref="GeneratedText.Random"/>); the transform's default input.</summary>
    [JsonStringEnumMemberName("random")]
    Random,

    /// <summary>The article's "All work and no play makes Jack a dull boy." lines (<see cref="GeneratedText.AllWorkAndNoPlay"/>).</summary>
    [JsonStringEnumMemberName("text")]
    Text,
}
