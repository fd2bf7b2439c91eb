using System.Buffers;

namespace Cci;

/// <summary>
/// The block function of <see cref="FileProcessor.Filter(string, string, BlockFilter, BlockBoundary, ProcessingOptions?, OutputOptions?, CancellationToken)"/>:
/// writes any number of bytes for <paramref name="block"/> (none, fewer than it holds, or more) to <paramref name="output"/>.
/// It runs on the workers, concurrently with other blocks; what it writes goes to the call's output in file order.
/// </summary>
/// <param name="block">The block, valid only during the call; with <see cref="BlockBoundary.Lines"/> it holds whole lines.</param>
/// <param name="output">Where this block's output goes (GetSpan or GetMemory, then Advance); it is empty at the start of each call.</param>
public delegate void BlockFilter(FileBlock block, IBufferWriter<byte> output);
