using Cci.Core.Files;

namespace Cci.Core.Tests.Files;

public sealed class OutputErrorsTests
{
    [Fact]
    public void An_error_naming_the_temporary_file_names_the_output_instead()
    {
        var error = new IOException("No space left on device : '/d/.out.1234.cci-tmp'");

        IOException named = OutputErrors.NameOutput(error, "/d/.out.1234.cci-tmp", "out");

        named.Message.Should().Be("No space left on device : 'out'");
    }

    [Fact]
    public void An_error_that_does_not_name_the_temporary_file_is_kept_as_it_is()
    {
        var error = new IOException("Input/output error");

        OutputErrors.NameOutput(error, "/d/.out.1234.cci-tmp", "out").Should().BeSameAs(error);
    }

    [Fact]
    public void A_permission_failure_names_the_output_and_its_directory()
    {
        Action open = () => OutputErrors.Open<int>("dir/out", creating: true, () => throw new UnauthorizedAccessException("Access to the path '/x/dir/.out.1.cci-tmp' is denied."));

        open.Should().Throw<CciException>()
            .Which.Message.Should().StartWith("cannot write output 'dir/out': permission denied").And.NotContain("cci-tmp").And.NotContain("Access to the path");
    }
}
