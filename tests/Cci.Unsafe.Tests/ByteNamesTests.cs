using System.Text;

namespace Cci.Unsafe.Tests;

public sealed class ByteNamesTests
{
    public static TheoryData<byte[]> Names => new()
    {
        Encoding.UTF8.GetBytes("plain.txt"),
        Encoding.UTF8.GetBytes("é \u200b \U0001F600 \uFFFD"),
        new byte[] { (byte)'l', (byte)'a', (byte)'t', 0xE9, (byte)'.' },
        new byte[] { 0xFF, 0xFE, 0x80, 0xC3 },
        new byte[] { 0xED, 0xB2, 0x80 }, // a surrogate's UTF-8, which is not valid UTF-8
        new byte[] { 0xF0, 0x90, 0x82, 0x80, 0xE9 }, // U+10080 (whose low surrogate is an escape's value) then an escaped byte
        new byte[] { 0xC0, 0x80, 0xE2, 0x82 }, // an overlong NUL and a cut-off character
    };

    [Theory]
    [MemberData(nameof(Names))]
    public void Any_bytes_decode_to_a_string_that_encodes_back_to_the_same_bytes(byte[] name)
    {
        string text = ByteNames.Decode(name);

        ByteNames.Encode(text).Should().Equal(name);
        ByteNames.ByteCount(text).Should().Be(name.Length);
        ByteNameEncoding.Instance.GetBytes(text).Should().Equal(name);
    }

    [Fact]
    public void Valid_utf8_decodes_as_dotnet_decodes_it_and_a_bad_byte_becomes_its_escape()
    {
        ByteNames.Decode(Encoding.UTF8.GetBytes("é\U0001F600")).Should().Be("é\U0001F600");
        ByteNames.Decode([(byte)'n', 0xE9]).Should().Be("n\uDCE9");
        ByteNames.HasEscapes("n\uDCE9").Should().BeTrue();
        ByteNames.HasEscapes("né").Should().BeFalse();
    }

    [Fact]
    public void A_lone_surrogate_that_is_no_escape_is_written_as_dotnet_writes_it()
    {
        ByteNames.Encode("a\uD800b\uDC00").Should().Equal(Encoding.UTF8.GetBytes("a\uD800b\uDC00"));
    }

    [Fact]
    public void A_writer_whose_buffer_cuts_a_character_in_two_still_writes_it_whole()
    {
        using var bytes = new MemoryStream();
        using (var writer = new StreamWriter(bytes, ByteNameEncoding.Instance, bufferSize: 16))
        {
            // 15 characters, then a surrogate pair across the buffer's end, then an escape.
            writer.Write(new string('a', 15) + "\U0001F600" + "\uDCE9");
        }

        bytes.ToArray().Should().Equal([.. Encoding.ASCII.GetBytes(new string('a', 15)), 0xF0, 0x9F, 0x98, 0x80, 0xE9]);
    }
}
