namespace Cci.Cli;

/// <summary>
/// Trouble the tool itself meets while running a command (a CSV it cannot read, nothing to chart, an option the OS cannot
/// honour): reported as one line "cci: MESSAGE", without the help hint, as the library's <see cref="IOException"/>s are.
/// A mistake in how the command was called is a <see cref="UsageException"/> instead.
/// </summary>
internal sealed class CliException(string message, Exception? innerException = null) : Exception(message, innerException);
