namespace Cci.Cli;

/// <summary>
/// A mistake in how a command was called (an unknown option, a missing or extra argument, options that cannot go
/// together): reported in one line that ends with the command's help hint, exit code 2. Trouble met while running
/// (a missing file, a full disk) is an <see cref="IOException"/> instead, without the hint.
/// </summary>
internal sealed class UsageException(string message) : Exception(message);
