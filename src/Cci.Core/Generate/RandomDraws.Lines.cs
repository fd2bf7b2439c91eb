using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Ref = System.Runtime.CompilerServices.Unsafe;

namespace Cci.Core.Generate;

// The lines of RandomText's definition made from the draws: whole lines a step each, and the length of a line.
internal sealed partial class RandomDraws
{
    /// <summary>The longest line (<see cref="LineLength"/>).</summary>
    private const int MaxLine = 120;

    /// <summary>The length of the line a draw starts: 1 to <see cref="MaxLine"/> characters.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int LineLength(ulong draw) => 1 + (int)(draw % MaxLine);

    /// <summary>
    /// Writes whole lines into <paramref name="block"/> from its start, as <see cref="RandomText"/> defines them, while
    /// the block has room for the widest step (a line's whole draws copied as <see cref="MaxCopy"/> bytes, then the four
    /// bytes of the draw that ends it); <paramref name="lineLeft"/> is the characters the current line still needs, in and
    /// out. The same bytes as the step-by-step loop, one step per line: the draws are taken from the window by reference,
    /// with one check per line that enough of them are made.
    /// </summary>
    /// <returns>How many bytes of <paramref name="block"/> were written; the caller goes on from there step by step.</returns>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public int FillLines(Span<byte> block, ref int lineLeft)
    {
        int end = block.Length - MaxCopy - 4;
        ref byte output = ref MemoryMarshal.GetReference(block);
        ref byte characters = ref MemoryMarshal.GetArrayDataReference(_characters);
        ref ulong draws = ref MemoryMarshal.GetArrayDataReference(_draws);
        int left = lineLeft;
        int next = _next;
        int i = 0;
        while (i <= end)
        {
            if (_count - next < LineDraws)
            {
                _next = next;
                Slide();
                next = 0;
            }

            // The line's whole draws, four characters each: one copy of fixed length (the bytes past them are written next).
            CopyMost(ref Ref.Add(ref characters, next * 4), ref Ref.Add(ref output, i));
            int whole = left & ~3;
            next += whole >> 2;
            i += whole;
            left &= 3;

            // The draw that ends the line, then the next line's length: as in the step-by-step loop.
            uint drawn4 = Ref.ReadUnaligned<uint>(ref Ref.Add(ref characters, next * 4));
            int drawn = LineLength(Ref.Add(ref draws, next + 1));
            next += 2;
            int after = 3 - left;
            if (drawn >= after)
            {
                int shift = 8 * left;
                uint before = drawn4 & (uint)((1UL << shift) - 1);
                uint moved = (drawn4 << 8) & (uint)~((1UL << (shift + 8)) - 1);
                Ref.WriteUnaligned(ref Ref.Add(ref output, i), before | ((uint)'\n' << shift) | moved);
                i += 4;
                left = drawn - after;
                continue;
            }

            (left, next) = SlotBySlot(ref Ref.Add(ref output, i), drawn4, drawn, left, ref draws, next);
            i += 4;
        }

        _next = next;
        lineLeft = left;
        return i;
    }

    /// <summary>
    /// The four slots of the draw that ends a line (<paramref name="left"/> characters of it, then the newline) when the
    /// next line (<paramref name="drawn"/> long) is shorter than the slots left after the newline: slot by slot, each
    /// newline drawing the length of the line after it from draw <paramref name="next"/> on.
    /// </summary>
    /// <returns>The characters the current line still needs, and the next draw to take.</returns>
    private static (int Left, int Next) SlotBySlot(ref byte output, uint drawn4, int drawn, int left, ref ulong draws, int next)
    {
        for (int k = 0; k < 4; k++)
        {
            if (left == 0)
            {
                Ref.Add(ref output, k) = (byte)'\n';
                if (drawn >= 0)
                {
                    left = drawn;
                    drawn = -1;
                }
                else
                {
                    left = LineLength(Ref.Add(ref draws, next++));
                }

                continue;
            }

            Ref.Add(ref output, k) = (byte)drawn4;
            drawn4 >>= 8;
            left--;
        }

        return (left, next);
    }
}
