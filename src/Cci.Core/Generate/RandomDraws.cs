using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Ref = System.Runtime.CompilerServices.Unsafe;

namespace Cci.Core.Generate;

/// <summary>
/// The draws of one SplitMix64 generator (Steele, Lea, Flood 2014), made a window at a time with SIMD, each beside the four
/// printable characters its four 16-bit parts stand for. SplitMix64's n-th draw is a fixed mix of start + n × γ, so a whole
/// window of draws is made at once (eight to a 512-bit vector) rather than one after another, and the characters of a
/// window are one multiply-high per sixteen-bit part; <see cref="RandomText"/> then copies the characters of a line's
/// whole draws as one span. The draws are the same on every platform and runtime: without the vector instructions the
/// same arithmetic runs one draw at a time.
/// </summary>
internal sealed class RandomDraws
{
    /// <summary>SplitMix64's increment γ, the golden ratio in 64 bits.</summary>
    public const ulong Gamma = 0x9E3779B97F4A7C15UL;

    /// <summary>Draws made at a time: a 64 KiB block of text takes about 17.</summary>
    private const int Window = 1024;

    /// <summary>The most characters <see cref="CopyCharacters"/> takes: a longest line's (120) whole draws, and more.</summary>
    public const int MaxCopy = 128;

    /// <summary>
    /// The draws <see cref="Reserve"/> keeps ready: more than one step of a line takes (its whole draws, at most
    /// <see cref="MaxCopy"/> / 4; or the draw that ends it and up to four line lengths), so within a step nothing is
    /// checked.
    /// </summary>
    private const int StepDraws = MaxCopy / 4;

    /// <summary>
    /// The draws <see cref="FillLines"/> keeps ready before each line: its whole draws (at most 30), the draw that ends it,
    /// and up to four line lengths (when lines of one or two characters follow), with room to spare.
    /// </summary>
    private const int LineDraws = 40;

    /// <summary>The longest line (<see cref="LineLength"/>).</summary>
    private const int MaxLine = 120;

    private const ulong Mix1 = 0xBF58476D1CE4E5B9UL;
    private const ulong Mix2 = 0x94D049BB133111EBUL;

    // A window of new draws after the few carried from the last one.
    private readonly ulong[] _draws = new ulong[LineDraws + Window];
    private readonly byte[] _characters = new byte[(LineDraws + Window) * 4];
    private ulong _state;
    private int _next;
    private int _count;

    /// <summary>Starts the generator whose state is <paramref name="state"/>: its first draw is the mix of state + γ.</summary>
    public void Start(ulong state)
    {
        _state = state;
        _next = 0;
        _count = 0;
    }

    /// <summary>Makes sure the next <see cref="StepDraws"/> draws are made: called before each step of a line.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Reserve()
    {
        if (_count - _next < StepDraws)
        {
            Slide();
        }
    }

    /// <summary>The next draw.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong Next() => _draws[_next++];

    /// <summary>The four characters of the next draw (<see cref="Printable4"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint NextCharacters() => BinaryPrimitives.ReadUInt32LittleEndian(_characters.AsSpan(_next++ * 4, 4));

    /// <summary>
    /// Writes the characters of the next <c>length / 4</c> draws at the start of <paramref name="destination"/>, four to
    /// a draw (as <see cref="Printable4"/>); <paramref name="length"/> is a whole number of draws, at most
    /// <see cref="MaxCopy"/>. Bytes of <paramref name="destination"/> after <paramref name="length"/> may be written too
    /// (the caller writes them next): a line's draws are then one copy of fixed length, with no branch on the length.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void CopyCharacters(Span<byte> destination, int length)
    {
        // Reserve made StepDraws draws, MaxCopy characters, ready: only the destination's room is checked.
        if (destination.Length >= MaxCopy)
        {
            CopyMost(ref Ref.Add(ref MemoryMarshal.GetArrayDataReference(_characters), _next * 4), ref MemoryMarshal.GetReference(destination));
        }
        else
        {
            _characters.AsSpan(_next * 4, length).CopyTo(destination);
        }

        _next += length >> 2;
    }

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

            // The next line is shorter than the draw's slots left after the newline: slot by slot.
            for (int k = 0; k < 4; k++, i++)
            {
                if (left == 0)
                {
                    Ref.Add(ref output, i) = (byte)'\n';
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

                Ref.Add(ref output, i) = (byte)drawn4;
                drawn4 >>= 8;
                left--;
            }
        }

        _next = next;
        lineLeft = left;
        return i;
    }

    /// <summary>The length of the line a draw starts: 1 to <see cref="MaxLine"/> characters.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int LineLength(ulong draw) => 1 + (int)(draw % MaxLine);

    /// <summary>Copies <see cref="MaxCopy"/> bytes, in the widest vectors the machine has.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void CopyMost(ref byte from, ref byte to)
    {
        if (Vector512.IsHardwareAccelerated)
        {
            Vector512.LoadUnsafe(ref from).StoreUnsafe(ref to);
            Vector512.LoadUnsafe(ref from, 64).StoreUnsafe(ref to, 64);
        }
        else if (Vector256.IsHardwareAccelerated)
        {
            for (nuint part = 0; part < MaxCopy; part += 32)
            {
                Vector256.LoadUnsafe(ref from, part).StoreUnsafe(ref to, part);
            }
        }
        else
        {
            for (nuint part = 0; part < MaxCopy; part += 16)
            {
                Vector128.LoadUnsafe(ref from, part).StoreUnsafe(ref to, part);
            }
        }
    }

    /// <summary>16 random bits scaled onto the 95 printable characters ' '..'~'.</summary>
    public static byte Printable(uint bits16) => (byte)(' ' + ((bits16 * 95) >> 16));

    /// <summary>The four characters of a draw's four 16-bit parts, first in the low byte.</summary>
    public static uint Printable4(ulong bits) =>
        Printable((uint)bits & 0xFFFF)
        | ((uint)Printable((uint)(bits >> 16) & 0xFFFF) << 8)
        | ((uint)Printable((uint)(bits >> 32) & 0xFFFF) << 16)
        | ((uint)Printable((uint)(bits >> 48)) << 24);

    /// <summary>SplitMix64's output function: the draw for a state.</summary>
    public static ulong Mix(ulong z)
    {
        z = (z ^ (z >> 30)) * Mix1;
        z = (z ^ (z >> 27)) * Mix2;
        return z ^ (z >> 31);
    }

    /// <summary>Carries the draws not yet taken to the front and makes a window of new ones after them.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private void Slide()
    {
        int carried = _count - _next;
        _draws.AsSpan(_next, carried).CopyTo(_draws);
        _characters.AsSpan(_next * 4, carried * 4).CopyTo(_characters);
        MakeWindow(_draws.AsSpan(carried, Window), _characters.AsSpan(carried * 4, Window * 4), _state);
        _state += unchecked(Window * Gamma);
        _next = 0;
        _count = carried + Window;
    }

    /// <summary>
    /// Draw n (from 0) of the window is the mix of state + (n + 1) × γ, and its characters are its four 16-bit parts
    /// scaled, lowest first. The vector paths make sixteen draws a step, two vectors whose multiplies overlap, and take
    /// the characters of those two vectors while they are in registers: in memory a draw's 16-bit parts lie lowest first
    /// (these paths run only on x86, which is little-endian), so every part maps to the character at its own place.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void MakeWindow(Span<ulong> window, Span<byte> characters, ulong state)
    {
        ArgumentOutOfRangeException.ThrowIfNotEqual(window.Length, Window);
        ArgumentOutOfRangeException.ThrowIfNotEqual(characters.Length, Window * 4);
        ref ulong draws = ref MemoryMarshal.GetReference(window);
        ref byte made = ref MemoryMarshal.GetReference(characters);
        if (Vector512.IsHardwareAccelerated)
        {
            Vector512<ulong> states = Vector512.Create(state)
                + Vector512.Create(Gamma, unchecked(2 * Gamma), unchecked(3 * Gamma), unchecked(4 * Gamma),
                    unchecked(5 * Gamma), unchecked(6 * Gamma), unchecked(7 * Gamma), unchecked(8 * Gamma));
            Vector512<ulong> step = Vector512.Create(unchecked(8 * Gamma));
            Vector512<ushort> printable = Vector512.Create((ushort)95);
            Vector512<ushort> space = Vector512.Create((ushort)' ');
            for (nuint n = 0; n < Window; n += 2 * 8)
            {
                Vector512<ulong> low = Mix(states);
                Vector512<ulong> high = Mix(states + step);
                states += step + step;
                low.StoreUnsafe(ref draws, n);
                high.StoreUnsafe(ref draws, n + 8);
                Vector512.Narrow(
                    Avx512BW.MultiplyHigh(low.AsUInt16(), printable) + space,
                    Avx512BW.MultiplyHigh(high.AsUInt16(), printable) + space).StoreUnsafe(ref made, n * 4);
            }
        }
        else if (Vector256.IsHardwareAccelerated && Avx2.IsSupported)
        {
            Vector256<ulong> states = Vector256.Create(state)
                + Vector256.Create(Gamma, unchecked(2 * Gamma), unchecked(3 * Gamma), unchecked(4 * Gamma));
            Vector256<ulong> step = Vector256.Create(unchecked(4 * Gamma));
            Vector256<ushort> printable = Vector256.Create((ushort)95);
            Vector256<ushort> space = Vector256.Create((ushort)' ');
            for (nuint n = 0; n < Window; n += 2 * 4)
            {
                Vector256<ulong> low = Mix(states);
                Vector256<ulong> high = Mix(states + step);
                states += step + step;
                low.StoreUnsafe(ref draws, n);
                high.StoreUnsafe(ref draws, n + 4);
                Vector256.Narrow(
                    Avx2.MultiplyHigh(low.AsUInt16(), printable) + space,
                    Avx2.MultiplyHigh(high.AsUInt16(), printable) + space).StoreUnsafe(ref made, n * 4);
            }
        }
        else
        {
            for (int n = 0; n < Window; n++)
            {
                window[n] = Mix(state += Gamma);
                BinaryPrimitives.WriteUInt32LittleEndian(characters[(n * 4)..], Printable4(window[n]));
            }
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<ulong> Mix(Vector512<ulong> z)
    {
        z = (z ^ (z >>> 30)) * Mix1;
        z = (z ^ (z >>> 27)) * Mix2;
        return z ^ (z >>> 31);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ulong> Mix(Vector256<ulong> z)
    {
        z = (z ^ (z >>> 30)) * Mix1;
        z = (z ^ (z >>> 27)) * Mix2;
        return z ^ (z >>> 31);
    }
}
