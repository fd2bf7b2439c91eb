using Cci;

File.WriteAllText("hello.txt", "hello, world\nhello, cci\n");

// Transform: every block of the file through your struct, on as many cores as help.
ProcessingReport report = FileProcessor.Transform("hello.txt", "hello.xor", new Xor(0x20));
Console.WriteLine($"{report.Bytes} bytes transformed");

// Aggregate: a result per block, combined in file order; blocks end after a '\n'.
long lines = FileProcessor.Aggregate(
    "hello.txt", 0L, block => (long)block.Bytes.Count((byte)'\n'), (a, b) => a + b, BlockBoundary.Lines).Value;
Console.WriteLine($"{lines} lines");

// MappedFile: spans over a mapped file, valid inside the callback only; one call serves any number of reads.
using MappedFile file = MappedFile.OpenRead("hello.xor");
char first = file.Read(0x20, static (view, key) => (char)(view.GetSpan(0, 1)[0] ^ key));
Console.WriteLine($"the first byte decodes to '{first}'");

readonly struct Xor(byte key) : IBlockTransform
{
    public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset)
    {
        for (int i = 0; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] ^ key);
        }
    }
}
