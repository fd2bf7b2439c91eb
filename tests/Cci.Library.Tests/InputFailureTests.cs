namespace Cci.Library.Tests;

/// <summary>
/// An input compare cannot open or read is told by its <see cref="InputFailure"/> (which input, what kind), carried by the
/// exception the library throws, whose type and message stay cmp's: no caller reads the message to learn what failed.
/// </summary>
public sealed class InputFailureTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_missing_input_is_not_found_and_was_not_opened()
    {
        string present = _dir.Write("present", "abc"u8.ToArray());
        string missing = _dir.File("missing");

        FileNotFoundException thrown = FluentActions.Invoking(() => FileProcessor.Compare(present, missing, Stream.Null, null))
            .Should().Throw<FileNotFoundException>().WithMessage($"{missing}: No such file or directory").Which;

        InputFailure.Of(thrown).Should().Be(new InputFailure(missing, InputFailureKind.NotFound));
        InputFailure.Of(thrown)!.Value.Opened.Should().BeFalse();
    }

    [Fact]
    public void An_input_in_a_missing_directory_is_not_found()
    {
        string present = _dir.Write("present", "abc"u8.ToArray());
        string missing = Path.Combine(_dir.File("nowhere"), "file");

        DirectoryNotFoundException thrown = FluentActions.Invoking(() => FileProcessor.Compare(missing, present, Stream.Null, null))
            .Should().Throw<DirectoryNotFoundException>().Which;

        InputFailure.Of(thrown).Should().Be(new InputFailure(missing, InputFailureKind.NotFound));
    }

    [Fact]
    public void A_directory_opens_but_cannot_be_read()
    {
        string present = _dir.Write("present", "abc"u8.ToArray());
        string directory = Directory.CreateDirectory(_dir.File("directory")).FullName;

        IOException thrown = FluentActions.Invoking(() => FileProcessor.Compare(present, directory, Stream.Null, null))
            .Should().Throw<IOException>().WithMessage($"{directory}: Is a directory").Which;

        thrown.GetType().Should().Be<IOException>();
        InputFailure.Of(thrown).Should().Be(new InputFailure(directory, InputFailureKind.Directory));
        InputFailure.Of(thrown)!.Value.Opened.Should().BeTrue();
    }

    [Fact]
    public void The_first_input_that_fails_is_the_one_named()
    {
        string missing = _dir.File("missing");
        string directory = Directory.CreateDirectory(_dir.File("directory")).FullName;

        Exception thrown = FluentActions.Invoking(() => FileProcessor.Compare(directory, missing, Stream.Null, null)).Should().Throw<FileNotFoundException>().Which;

        InputFailure.Of(thrown)!.Value.Name.Should().Be(missing, "cmp opens both before it reads either");
    }

    [Fact]
    public void An_exception_of_no_input_has_no_failure()
    {
        InputFailure.Of(new IOException("disk on fire")).Should().BeNull();
        FluentActions.Invoking(() => InputFailure.Of(null!)).Should().Throw<ArgumentNullException>();
    }
}
