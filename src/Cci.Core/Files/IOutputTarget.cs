namespace Cci.Core.Files;

/// <summary>
/// Where a job writes its output file, and how the written file becomes the output. Disposing a
/// target that was not committed undoes what it made (a temporary file is deleted).
/// </summary>
internal interface IOutputTarget : IDisposable
{
    /// <summary>The file being written: a temporary file until <see cref="Commit"/>, or the output itself.</summary>
    OutputFile Written { get; }

    /// <summary>Closes the written file and makes it the output.</summary>
    void Commit();
}
