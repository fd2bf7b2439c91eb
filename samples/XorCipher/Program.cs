// Encrypts or decrypts a file with a repeating XOR key, in parallel, with the strategy cci's Auto picks.
//   dotnet run --project samples/XorCipher -- <input> <output> <key>
using System.Text;
using Cci;

if (args.Length != 3)
{
    Console.Error.WriteLine("usage: XorCipher <input> <output> <key>");
    return 2;
}

ProcessingReport report = FileProcessor.Transform(args[0], args[1], new XorCipher(Encoding.UTF8.GetBytes(args[2])));
Console.WriteLine($"{report.Bytes} bytes with {report.Access}/{report.Threading}, {report.WorkersStarted} workers, {report.Elapsed.TotalSeconds:F3} s");
return 0;

/// <summary>XOR with a repeating key: byte i of the file takes key byte i mod the key's length.</summary>
public readonly struct XorCipher(byte[] key) : IBlockTransform
{
    public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset)
    {
        // Blocks arrive in any order and at any offset: the key position comes from the file offset.
        int k = (int)(offset % key.Length);
        for (int i = 0; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] ^ key[k]);
            k = k + 1 == key.Length ? 0 : k + 1;
        }
    }
}
