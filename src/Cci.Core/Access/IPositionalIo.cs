using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// An opened input or output that is one file handle read or written at explicit offsets, not a mapping: what an
/// overlapped worker (<see cref="ThreadingMethod.Overlapped"/>) queues its asynchronous reads and writes on.
/// </summary>
internal interface IPositionalIo
{
    SafeFileHandle Handle { get; }

    /// <summary>What offsets, lengths and buffer addresses must be whole multiples of: 1, or the block of unbuffered I/O.</summary>
    int Alignment { get; }
}
