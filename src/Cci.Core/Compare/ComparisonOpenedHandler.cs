namespace Cci;

/// <summary>
/// Told once, when both files of a comparison are open and before any difference is handed over, what the opened files are:
/// each one's length in bytes as its open handle states it (through a symbolic link or a name such as /dev/fd/3, the file
/// itself), its skip included; null for what is not a regular file (a pipe, a device, a terminal) and for a standard input
/// given as a stream. cmp <c>-l</c> sizes its byte-number column by them (<see cref="ComparisonOptions.Opened"/>).
/// </summary>
/// <param name="firstLength">The first file's length, as <see cref="ComparisonResult.FirstLength"/> would say it at the end.</param>
/// <param name="secondLength">The second file's length.</param>
public delegate void ComparisonOpenedHandler(long? firstLength, long? secondLength);
