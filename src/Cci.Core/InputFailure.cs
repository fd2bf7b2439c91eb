namespace Cci;

/// <summary>
/// Which input a run could not open or read, and what kind of failure it was: carried by the exception the library throws
/// (<see cref="Of"/>), so a caller tells one failure from another without reading its message, which stays the library's line
/// in the exception's own type.
/// </summary>
/// <param name="Name">The input as the caller named it ("-" for standard input).</param>
/// <param name="Kind">What went wrong.</param>
public readonly record struct InputFailure(string Name, InputFailureKind Kind)
{
    /// <summary>The key of <see cref="Exception.Data"/> that holds an exception's <see cref="InputFailure"/>.</summary>
    public const string DataKey = "Cci.InputFailure";

    /// <summary>Whether the input was opened and then could not be read (a directory, a closed standard input), rather than not opened at all.</summary>
    public bool Opened => Kind is InputFailureKind.Directory or InputFailureKind.Closed;

    /// <summary>The input failure <paramref name="exception"/> reports, or null when it reports none.</summary>
    /// <param name="exception">An exception the library threw.</param>
    /// <returns>Which input failed and how, or null.</returns>
    public static InputFailure? Of(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        return exception.Data[DataKey] as InputFailure?;
    }

    /// <summary>Puts this failure on <paramref name="exception"/> (<see cref="Of"/>) and returns it, to be thrown.</summary>
    internal TException On<TException>(TException exception)
        where TException : Exception
    {
        exception.Data[DataKey] = this;
        return exception;
    }
}
