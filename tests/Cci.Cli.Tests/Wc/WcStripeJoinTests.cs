using System.Diagnostics;
using System.Text;

namespace Cci.Cli.Tests;

/// <summary>
/// wc's stripe-join rule end to end: a word whose two halves lie in different stripes, with two whole stripes between them of
/// bytes that are neither space nor word (control bytes; in UTF-8, bytes that start no character), is one word, as GNU wc 9.1
/// counts it. The expected lines are what <c>wc -lwmcL</c> printed for the same files, so the test needs no wc.
/// </summary>
public sealed class WcStripeJoinTests : IDisposable
{
    /// <summary>The stripe size the runs use: the smallest the engine makes, so each run of neither bytes fills whole stripes.</summary>
    private const int Stripe = 4096;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>
    /// Stripe 0 ends with " one t", stripes 1 and 2 are all <paramref name="neither"/> bytes, and stripe 3 starts with "wo three\n":
    /// the words are the run of x, "one", "t...wo" and "three".
    /// </summary>
    private static byte[] SplitWord(byte[] neither) =>
        [.. Encoding.ASCII.GetBytes(new string('x', Stripe - 6) + " one t"), .. neither, .. "wo three\n"u8];

    public static TheoryData<string, string, string> Cases()
    {
        var cases = new TheoryData<string, string, string>();
        foreach (string strategy in new[] { "-b 4096 -n 3 -t MultiThreaded", "-b 4096 -n 4 -t ThreadPoolFast", "-b 4096 -n 2 -a FileStream -t ThreadPool", "-b 4096 -a FileStream -t None" })
        {
            cases.Add("C", "controls", strategy);
            cases.Add("C.UTF-8", "controls", strategy);
            cases.Add("C", "invalid", strategy);
            cases.Add("C.UTF-8", "invalid", strategy);
        }

        return cases;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void A_word_split_by_two_stripes_of_neither_space_nor_word_bytes_is_one_word(string locale, string between, string strategy)
    {
        byte[] neither = between == "controls"
            ? Enumerable.Repeat((byte)0x01, 2 * Stripe).ToArray()
            : [.. Enumerable.Repeat((byte)0xFF, Stripe), .. Enumerable.Repeat((byte)0x80, Stripe)];
        string path = _dir.Write(between, SplitWord(neither));

        // LC_ALL=<locale> wc -lwmcL: 1 line, 4 words, 12,297 bytes, longest line 4,104; in C.UTF-8 the 8,192 invalid bytes are no characters.
        string chars = locale == "C.UTF-8" && between == "invalid" ? " 4105" : "12297";
        (int code, string output, string error) = Run(locale, ["wc", "-lwmcL", .. strategy.Split(' '), path]);

        error.Should().BeEmpty();
        code.Should().Be(0);
        output.Should().Be($"    1     4 {chars} 12297  4104 {path}\n");
    }

    private static (int Code, string Output, string Error) Run(string locale, string[] args)
    {
        var start = new ProcessStartInfo(Path.Combine(AppContext.BaseDirectory, OperatingSystem.IsWindows() ? "cci.exe" : "cci"))
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.Environment["LC_ALL"] = locale;
        start.Environment.Remove("POSIXLY_CORRECT");
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        Task<string> error = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return (process.ExitCode, output.Result, error.Result);
    }
}
