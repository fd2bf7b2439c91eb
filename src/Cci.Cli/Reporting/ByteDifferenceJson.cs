using System.Text.Json;
using System.Text.Json.Serialization;

namespace Cci.Cli.Reporting;

/// <summary>
/// A <see cref="ByteDifference"/> in compare's --json schema (version 1): <c>{"offset":N,"left":B,"right":B,"byteNumber":N+1}</c>,
/// the 0-based offset, the byte in each file, and cmp's 1-based byte number. Written only.
/// </summary>
internal sealed class ByteDifferenceJson : JsonConverter<ByteDifference>
{
    public override ByteDifference Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options) =>
        throw new NotSupportedException("compare's --json is written, never read");

    public override void Write(Utf8JsonWriter writer, ByteDifference value, JsonSerializerOptions options)
    {
        ArgumentNullException.ThrowIfNull(writer);
        writer.WriteStartObject();
        writer.WriteNumber("offset", value.Offset);
        writer.WriteNumber("left", value.First);
        writer.WriteNumber("right", value.Second);
        writer.WriteNumber("byteNumber", value.Offset + 1);
        writer.WriteEndObject();
    }
}
