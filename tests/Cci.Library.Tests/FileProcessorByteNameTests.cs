using System.Diagnostics;

namespace Cci.Library.Tests;

/// <summary>A name with bytes that are not UTF-8 is passed with each such byte as the lone surrogate U+DC00 + byte (PEP 383).</summary>
public sealed class FileProcessorByteNameTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose()
    {
        // .NET cannot delete a name it cannot spell.
        Shell("rm -f ./*");
        _dir.Dispose();
    }

    [Fact]
    public void A_name_with_an_escaped_byte_is_created_and_read_as_that_byte()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "names are passed by their bytes on Linux");
        string input = _dir.Write("in", "abc\n");
        string output = _dir.File("out\uDCE9");

        FileProcessor.Shift(input, output, 1);

        FileProcessor.Count(output).Value.Bytes.Should().Be(4);
        byte[] names = [.. "in/out"u8, 0xE9, (byte)'/'];
        Shell("printf '%s/' *").Should().Equal(names, "the output's name is out and the byte 0xE9");
    }

    private byte[] Shell(string script)
    {
        var start = new ProcessStartInfo("/bin/sh") { WorkingDirectory = _dir.Path, RedirectStandardOutput = true };
        start.ArgumentList.Add("-c");
        start.ArgumentList.Add(script);
        using Process process = Process.Start(start)!;
        using var output = new MemoryStream();
        process.StandardOutput.BaseStream.CopyTo(output);
        process.WaitForExit();
        return output.ToArray();
    }
}
