using System.Globalization;
using System.Text;
using System.Text.Json;
using System.Text.Json.Serialization;
using Cci.Unsafe;

namespace Cci.Cli.Reporting;

/// <summary>
/// Every string of the --json reports: as System.Text.Json writes it, except that a byte of a name that is not UTF-8 (an
/// escape of <see cref="ByteNames"/>) is written as the lone surrogate it is held as, <c>\udcXX</c> (0xe9 is <c>\udce9</c>),
/// where the writer would put U+FFFD. Valid JSON; a reader that keeps lone surrogates (Python's json, then os.fsencode) gets the bytes back.
/// </summary>
internal sealed class ByteNameJson : JsonConverter<string>
{
    public override string? Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options) => reader.GetString();

    public override void Write(Utf8JsonWriter writer, string value, JsonSerializerOptions options)
    {
        ArgumentNullException.ThrowIfNull(writer);
        ArgumentNullException.ThrowIfNull(value);
        if (!ByteNames.HasEscapes(value))
        {
            writer.WriteStringValue(value);
            return;
        }

        var text = new StringBuilder("\"");
        int start = 0;
        for (int i = 0; i < value.Length; i++)
        {
            if (ByteNames.IsEscape(value[i]) && !(i > 0 && char.IsHighSurrogate(value[i - 1])))
            {
                text.Append(JsonEncodedText.Encode(value.AsSpan(start, i - start)).Value)
                    .Append(CultureInfo.InvariantCulture, $"\\u{(int)value[i]:x4}");
                start = i + 1;
            }
        }

        text.Append(JsonEncodedText.Encode(value.AsSpan(start)).Value).Append('"');
        writer.WriteRawValue(text.ToString(), skipInputValidation: true);
    }
}
