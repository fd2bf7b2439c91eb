using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// A file name is bytes, as GNU wc and cmp take it: one that is not UTF-8 (Latin-1 here) is opened as those bytes and
/// printed back as them, in the count lines, the cmp lines and the error lines, byte for byte as the GNU tools print it
/// (wc quotes a name with a newline in its count line, and any name with a byte it cannot print in its error lines).
/// Every run goes through bash: only a shell can make and pass such names.
/// </summary>
public sealed class ByteNameTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose()
    {
        ByteShell.Empty(_dir.Path);
        _dir.Dispose();
    }

    /// <summary>
    /// Files with names GNU prints raw or quotes: Latin-1, a newline, a tab, \x01, \x7f, valid UTF-8 that cannot be printed
    /// (U+200B), é; and a decoy, miss\uFFFD, which the missing Latin-1 name miss\xe9 would open if it were decoded as .NET decodes it.
    /// </summary>
    private const string MakeFiles = "printf x > $'lat\\xe9.txt'; printf 'one\\n' > one; printf 'two two\\n' > two; printf y > $'a\\nb'; " +
        "printf z > $'t\\tab'; printf q > $'c\\x01d'; printf r > $'d\\x7fe'; printf s > $'u\\u200bv'; printf w > $'e\\u00e9'; " +
        "printf 'a decoy' > $'miss\\ufffd'; ";

    public static TheoryData<string, string> WcCases => new()
    {
        { "C.UTF-8", "two $'lat\\xe9.txt' one" },
        { "C", "two $'lat\\xe9.txt' one" },
        { "C.UTF-8", "$'a\\nb' $'t\\tab' $'c\\x01d' $'d\\x7fe' $'u\\u200bv' $'e\\u00e9' $'lat\\xe9.txt'" },
        { "C", "$'a\\nb' $'t\\tab' $'c\\x01d' $'d\\x7fe' $'u\\u200bv' $'e\\u00e9' $'lat\\xe9.txt'" },
        { "C.UTF-8", "-l two $'miss\\xe9' $'mi\\nss' $'miss\\u200b' $'lat\\xe9.txt'" },
        { "C", "-c $'miss\\xe9' $'mi\\x01ss' $'lat\\xe9.txt'" },
    };

    [RequiresWcTheory]
    [MemberData(nameof(WcCases))]
    public void Wc_opens_and_prints_any_name_as_gnu_wc_does_byte_for_byte(string locale, string operands)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");

        var gnu = ByteShell.Run(_dir.Path, MakeFiles + "wc " + operands, locale);
        var cci = ByteShell.Run(_dir.Path, "$CCI wc " + operands, locale);

        Text(cci.Out).Should().Be(Text(gnu.Out), operands);
        Text(cci.Error).Should().Be(Text(gnu.Error).Replace("wc: ", "cci: ", StringComparison.Ordinal), operands);
        cci.ExitCode.Should().Be(gnu.ExitCode, operands);
    }

    [RequiresWcTheory]
    [InlineData("--files0-from=list")]
    [InlineData("--files0-from=- < list")]
    [InlineData("-w --files0-from=- < list")]
    public void Wc_opens_and_prints_the_names_of_a_files0_from_list_as_their_bytes(string how)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");
        const string List = "printf 'two\\0lat\\351.txt\\0miss\\351\\0a\\nb\\0' > list; ";

        var gnu = ByteShell.Run(_dir.Path, MakeFiles + List + "wc " + how);
        var cci = ByteShell.Run(_dir.Path, "$CCI wc " + how);

        Text(cci.Out).Should().Be(Text(gnu.Out)).And.Contain("lat\u00e9.txt\n", "the Latin-1 name is counted, as its byte");
        Text(cci.Error).Should().Be(Text(gnu.Error).Replace("wc: ", "cci: ", StringComparison.Ordinal));
        cci.ExitCode.Should().Be(gnu.ExitCode).And.Be(1, "the missing name fails, the others are counted");
    }

    [RequiresWcTheory]
    [InlineData("--files0-from=$'l\\xe9'")]
    [InlineData("--files0-from=$'miss\\xe9'")]
    public void Wc_reads_a_files0_from_list_by_its_bytes_and_names_it_so(string how)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");
        const string Lists = "printf 'two\\0lat\\351.txt\\0' > $'l\\xe9'; printf 'one\\0' > $'miss\\ufffd'; ";

        var gnu = ByteShell.Run(_dir.Path, MakeFiles + Lists + "wc " + how);
        var cci = ByteShell.Run(_dir.Path, "$CCI wc " + how);

        Text(cci.Out).Should().Be(Text(gnu.Out), how);
        Text(cci.Error).Should().Be(Text(gnu.Error).Replace("wc: ", "cci: ", StringComparison.Ordinal), "a missing list is not the decoy miss\\uFFFD");
        cci.ExitCode.Should().Be(gnu.ExitCode, how);
    }

    public static TheoryData<string> CompareCases => new()
    {
        "$'n\\xe9' plain",
        "long $'n\\xe9'",
        "$'lat\\xe9.txt' $'a\\nb'",
        "-l $'lat\\xe9.txt' $'a\\nb'",
        "$'miss\\xe9' plain",
        "plain $'miss\\xe9'",
        "$'n\\xe9' - < plain",
    };

    [Theory]
    [MemberData(nameof(CompareCases))]
    public void Compare_opens_and_prints_any_name_as_gnu_cmp_does_byte_for_byte(string operands)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows() || GnuCmp.Path is null, "needs POSIX names and cmp on the PATH");

        var gnu = ByteShell.Run(_dir.Path, MakeFiles + "printf xy > $'n\\xe9'; printf x > plain; printf xyz > long; cmp " + operands);
        var cci = ByteShell.Run(_dir.Path, "$CCI compare " + operands);

        Text(cci.Out).Should().Be(Text(gnu.Out), operands);
        Text(cci.Error).Should().Be(Text(gnu.Error), operands);
        cci.ExitCode.Should().Be(gnu.ExitCode, operands);
    }

    [Fact]
    public void The_transform_reads_and_writes_names_as_their_bytes_and_leaves_nothing_else()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");

        var run = ByteShell.Run(_dir.Path, "printf abc > $'in\\xe9'; $CCI 1 $'in\\xe9' $'out\\xe9' && od -An -c $'out\\xe9' && printf '%s/' *");

        Text(run.Error).Should().BeEmpty();
        run.ExitCode.Should().Be(0);
        Text(run.Out).Should().Contain("  input        in\u00e9\n").And.Contain("  output       out\u00e9\n", "the report prints the names as their bytes")
            .And.Contain("   b   c   d\n", "the output holds the shifted bytes")
            .And.EndWith("\nin\u00e9/out\u00e9/", "the output has exactly the bytes given, and no temporary file is left");
    }

    [Fact]
    public void The_transform_names_a_missing_input_as_its_bytes_and_creates_nothing()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");

        var run = ByteShell.Run(_dir.Path, "printf 'a decoy' > $'miss\\ufffd'; $CCI 1 $'miss\\xe9' $'out\\xe9'; code=$?; printf '%s/' *; exit $code");

        run.ExitCode.Should().Be(2);
        Text(run.Error).Should().Be("cci: cannot open input 'miss\u00e9': no such file\n", "miss\\xe9 is not miss\\uFFFD");
        Text(run.Out).Should().Be(Text(Encoding.UTF8.GetBytes("miss\uFFFD/")), "no output is created");
    }

    [Fact]
    public void The_transform_writes_into_a_folder_and_through_a_link_whose_names_are_not_utf8()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");

        var run = ByteShell.Run(_dir.Path, "mkdir $'d\\xe9'; printf abc > $'d\\xe9/in'; printf old > $'t\\xe9'; ln -s $'t\\xe9' link; " +
            "$CCI 1 $'d\\xe9/in' $'d\\xe9/out' >/dev/null && $CCI 2 $'d\\xe9/in' link >/dev/null && test -L link && cat $'d\\xe9/out' $'t\\xe9' && printf ' %s' * $'d\\xe9'/*");

        Text(run.Error).Should().BeEmpty();
        run.ExitCode.Should().Be(0);
        Text(run.Out).Should().Be("bcdcde d\u00e9 link t\u00e9 d\u00e9/in d\u00e9/out", "the output in the folder, and the link's target replaced, the link kept");
    }

    [Fact]
    public void Json_writes_a_byte_that_is_not_utf8_as_its_lone_surrogate()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "names are bytes on POSIX only");

        var run = ByteShell.Run(_dir.Path, "printf x > $'lat\\xe9.txt'; $CCI wc --json $'lat\\xe9.txt' $'miss\\xe9'");

        Text(run.Out).Should().StartWith("{\"command\":\"wc\",\"schemaVersion\":1,\"files\":[{\"name\":\"lat\\udce9.txt\",\"lines\":0,\"words\":1,\"bytes\":1}," +
            "{\"name\":\"miss\\udce9\",\"error\":\"No such file or directory\"}]");
        using var document = System.Text.Json.JsonDocument.Parse(run.Out);
        document.RootElement.GetProperty("files")[0].GetProperty("name").ValueKind.Should().Be(System.Text.Json.JsonValueKind.String, "the document is valid JSON");
    }

    /// <summary>The bytes as Latin-1 text: one character per byte, so that a difference shows where it is.</summary>
    private static string Text(byte[] bytes) => Encoding.Latin1.GetString(bytes);
}
