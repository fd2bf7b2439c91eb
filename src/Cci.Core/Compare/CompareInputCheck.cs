using Cci.Core.Engine;
using Cci.Unsafe;

namespace Cci.Core.Compare;

/// <summary>
/// The reasons GNU cmp gives, in its words (strerror), for an input it cannot compare, taken from the input as it was
/// opened: nothing is opened here, so a FIFO is opened once, as cmp opens it (a probe would take its writer's data or
/// wait for a writer that never comes).
/// </summary>
internal static class CompareInputCheck
{
    /// <summary>Why <paramref name="input"/> could not be opened ("No such file or directory", "Not a directory", "Permission denied", "Too many levels of symbolic links"), or null.</summary>
    public static string? OpenError(JobInput input)
    {
        ArgumentNullException.ThrowIfNull(input);
        return input.Problem switch
        {
            InputProblem.PermissionDenied => "Permission denied",
            InputProblem.Missing or InputProblem.EmptyName => input.Detail ?? MissingReason(input.Path),

            // Any other refusal of the open ("Too many levels of symbolic links"), in the system's words, as cmp says it.
            InputProblem.Other => input.Detail,
            _ => null,
        };
    }

    /// <summary>
    /// Why reading <paramref name="input"/> fails, which cmp says even with -s: "Is a directory" (EISDIR), or "Bad file
    /// descriptor" for a standard input that was closed when cci started; null when it can be read.
    /// </summary>
    public static string? ReadError(JobInput input)
    {
        ArgumentNullException.ThrowIfNull(input);
        return input.Problem switch
        {
            InputProblem.Directory => "Is a directory",
            InputProblem.StandardInputClosed => input.Detail,
            _ => null,
        };
    }

    /// <summary>
    /// Throws cmp's error for an input that could not be opened, "NAME: REASON": <see cref="UnauthorizedAccessException"/>
    /// ("Permission denied"), <see cref="DirectoryNotFoundException"/> when a directory on its way is not there ("No such file or
    /// directory", "Not a directory"), else <see cref="FileNotFoundException"/> (a name that resolves to no file: missing, too
    /// long, a loop of symbolic links); each with its <see cref="InputFailure"/>.
    /// </summary>
    /// <param name="name">The input as the caller named it.</param>
    public static void ThrowIfNotOpened(JobInput input, string name)
    {
        if (OpenError(input) is string reason)
        {
            var failure = new InputFailure(name, Kind(input.Problem));
            throw input.Problem == InputProblem.PermissionDenied
                ? failure.On(new UnauthorizedAccessException($"{name}: {reason}"))
                : PublicErrors.Missing(input.Path) == PathProblem.DirectoryNotFound
                    ? failure.On(new DirectoryNotFoundException($"{name}: {reason}"))
                    : failure.On(new FileNotFoundException($"{name}: {reason}", name));
        }
    }

    /// <summary>Throws cmp's error for an input that opened but cannot be read, "NAME: REASON", as an <see cref="IOException"/> (<see cref="ReadError"/>), with its <see cref="InputFailure"/>.</summary>
    /// <param name="name">The input as the caller named it.</param>
    public static void ThrowIfUnreadable(JobInput input, string name)
    {
        if (ReadError(input) is string reason)
        {
            throw new InputFailure(name, Kind(input.Problem)).On(new IOException($"{name}: {reason}"));
        }
    }

    /// <summary>What kind of <see cref="InputFailure"/> an input's problem is.</summary>
    private static InputFailureKind Kind(InputProblem? problem) => problem switch
    {
        InputProblem.PermissionDenied => InputFailureKind.AccessDenied,
        InputProblem.Missing or InputProblem.EmptyName => InputFailureKind.NotFound,
        InputProblem.Directory => InputFailureKind.Directory,
        InputProblem.StandardInputClosed => InputFailureKind.Closed,
        _ => InputFailureKind.NotOpened,
    };

    /// <summary>ENOTDIR when a component on the way is a file (a/x where a is a file), else ENOENT.</summary>
    private static string MissingReason(string path)
    {
        for (string? parent = Path.GetDirectoryName(path); !string.IsNullOrEmpty(parent); parent = Path.GetDirectoryName(parent))
        {
            if (FileKinds.IsFile(parent.TrimEnd('/')))
            {
                return "Not a directory";
            }
        }

        return "No such file or directory";
    }
}
