using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe.Tests;

/// <summary>
/// ResourceRefusal: what the system refuses every run (a descriptor under ulimit -n, memory under ulimit -v, a thread under
/// ulimit -u) is told apart from a bug, which keeps its stack trace, and said in one line on descriptor 2. The forms are the
/// ones .NET gives them at start-up (seen in the NativeAOT build: PosixSignalRegistration's type initializer throwing an
/// IOException with EMFILE, ENOMEM or EAGAIN; a thread's stack refused as an OutOfMemoryException).
/// </summary>
public sealed class ResourceRefusalTests
{
    public static TheoryData<int, string> Refusals => new()
    {
        { 24, "too many open files" },
        { 23, "too many open files" },
        { 12, "out of memory" },
        { 11, "cannot start a thread" },
    };

    [Theory]
    [MemberData(nameof(Refusals))]
    public void A_type_initializer_failing_for_want_of_a_resource_is_a_refusal(int errno, string words)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "errno values of Linux");
        var error = new TypeInitializationException("System.Runtime.InteropServices.PosixSignalRegistration", new IOException("refused", errno));

        ResourceRefusal.Is(error).Should().BeTrue();
        LineFor(error).Should().StartWith($"cci: {words}: ").And.EndWith(")\n");
    }

    [Fact]
    public void Out_of_memory_is_a_refusal_of_memory()
    {
        ResourceRefusal.Is(new OutOfMemoryException()).Should().BeTrue();
        LineFor(new OutOfMemoryException()).Should().Be("cci: out of memory: the process may not use more (ulimit -v)\n");
    }

    [Theory]
    [InlineData(2)]
    [InlineData(13)]
    [InlineData(28)]
    public void Other_IO_errors_are_not_refusals_of_a_resource(int errno)
    {
        ResourceRefusal.Is(new IOException("other", errno)).Should().BeFalse();
        ResourceRefusal.Is(new TypeInitializationException("T", new IOException("other", errno))).Should().BeFalse();
    }

    [Fact]
    public void A_bug_is_not_a_refusal_and_keeps_its_stack_trace()
    {
        ResourceRefusal.Is(new ArgumentException("bug")).Should().BeFalse();
        ResourceRefusal.Is(new TypeInitializationException("T", new NullReferenceException())).Should().BeFalse();
    }

    [Fact]
    public void Called_by_another_name_the_line_begins_with_that_name_as_its_bytes()
    {
        try
        {
            ResourceRefusal.SpeakAs("./wc");
            LineFor(new OutOfMemoryException()).Should().Be("./wc: out of memory: the process may not use more (ulimit -v)\n");
            byte[] latin1 = [.. "/opt/w"u8, 0xE9, .. "/cmp"u8];
            ResourceRefusal.SpeakAs(ByteNames.Decode(latin1));
            LineBytesFor(new IOException("refused", 24)).Should().Equal(
                [.. latin1, .. ": too many open files: the process may not open the descriptors it needs (ulimit -n)\n"u8]);
        }
        finally
        {
            ResourceRefusal.SpeakAs("cci");
        }

        LineFor(new OutOfMemoryException()).Should().Be("cci: out of memory: the process may not use more (ulimit -v)\n", "cci's own name gives the constant line");
    }

    /// <summary>What Report writes with write(2), here into a file's descriptor instead of 2.</summary>
    private static string LineFor(Exception error) => ByteNames.Decode(LineBytesFor(error));

    private static byte[] LineBytesFor(Exception error)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "write(2) on a POSIX descriptor");
        string path = Path.GetTempFileName();
        try
        {
            using (SafeFileHandle file = File.OpenHandle(path, FileMode.Create, FileAccess.Write))
            {
                ResourceRefusal.Report(error, (int)file.DangerousGetHandle());
            }

            return File.ReadAllBytes(path);
        }
        finally
        {
            File.Delete(path);
        }
    }
}
