using System.Buffers;
using System.Text;
using System.Text.Encodings.Web;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;

namespace Cci.Cli.Reporting;

/// <summary>
/// Writes every command's --json document: one object on one line that starts with <c>"command"</c> (the command's
/// name) and <c>"schemaVersion"</c>, then the report's own fields (source-generated: no reflection).
/// </summary>
internal static class JsonReport
{
    /// <summary>Raised when a field is renamed, removed or changes its meaning; a new field does not raise it.</summary>
    public const int SchemaVersion = 1;

    /// <summary>
    /// Text kept readable: the document goes to a terminal, a file or a pipe, never into HTML, so an apostrophe, an accent or
    /// an angle bracket is written as it is (the default encoder writes <c>\u0027</c> for <c>'</c>); what JSON itself
    /// requires (a quote, a backslash, a control character) is still escaped. Property values are re-escaped by this
    /// writer as they are copied.
    /// </summary>
    private static readonly JsonWriterOptions Options = new() { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping };

    public static void Write<T>(TextWriter writer, string command, T report, JsonTypeInfo<T> type)
    {
        ArgumentNullException.ThrowIfNull(writer);
        var buffer = new ArrayBufferWriter<byte>();
        using (var json = new Utf8JsonWriter(buffer, Options))
        {
            json.WriteStartObject();
            json.WriteString("command", command);
            json.WriteNumber("schemaVersion", SchemaVersion);
            json.WriteEndObject();
        }

        // The report's own fields follow, as it serializes them (not read back: a name's \udcXX would not survive that, ByteNameJson).
        string head = Encoding.UTF8.GetString(buffer.WrittenSpan)[..^1];
        var written = new ArrayBufferWriter<byte>();
        using (var json = new Utf8JsonWriter(written, Options))
        {
            // Through a writer of these options: the serializer's own string would escape with the default encoder.
            JsonSerializer.Serialize(json, report, type);
        }

        string fields = Encoding.UTF8.GetString(written.WrittenSpan);
        writer.WriteLine(fields == "{}" ? head + "}" : head + "," + fields[1..]);
    }
}
