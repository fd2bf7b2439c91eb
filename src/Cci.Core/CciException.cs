namespace Cci.Core;

/// <summary>A failure caused by what the user asked for (bad path, bad value): reported as one line, never a stack trace.</summary>
internal sealed class CciException(string message) : Exception(message);
