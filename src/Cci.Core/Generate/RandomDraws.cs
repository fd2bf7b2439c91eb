using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

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

    private const ulong Mix1 = 0xBF58476D1CE4E5B9UL;
    private const ulong Mix2 = 0x94D049BB133111EBUL;

    // A window of new draws after the few carried from the last one.
    private readonly ulong[] _draws = new ulong[StepDraws + Window];
    private readonly byte[] _characters = new byte[(StepDraws + Window) * 4];
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
            ref byte from = ref MemoryMarshal.GetArrayDataReference(_characters);
            ref byte to = ref MemoryMarshal.GetReference(destination);
            nuint start = (nuint)(_next * 4);
            for (nuint part = 0; part < MaxCopy; part += 16)
            {
                Vector128.LoadUnsafe(ref from, start + part).StoreUnsafe(ref to, part);
            }
        }
        else
        {
            _characters.AsSpan(_next * 4, length).CopyTo(destination);
        }

        _next += length >> 2;
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
        Span<ulong> made = _draws.AsSpan(carried, Window);
        MakeDraws(made, _state);
        _state += unchecked(Window * Gamma);
        MakeCharacters(made, _characters.AsSpan(carried * 4, Window * 4));
        _next = 0;
        _count = carried + Window;
    }

    /// <summary>Draw n (from 0) is the mix of state + (n + 1) × γ.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void MakeDraws(Span<ulong> draws, ulong state)
    {
        if (Vector512.IsHardwareAccelerated)
        {
            Vector512<ulong> states = Vector512.Create(state)
                + Vector512.Create(Gamma, unchecked(2 * Gamma), unchecked(3 * Gamma), unchecked(4 * Gamma),
                    unchecked(5 * Gamma), unchecked(6 * Gamma), unchecked(7 * Gamma), unchecked(8 * Gamma));
            Vector512<ulong> step = Vector512.Create(unchecked(8 * Gamma));
            for (int n = 0; n < draws.Length; n += Vector512<ulong>.Count)
            {
                Vector512<ulong> z = states;
                z = (z ^ (z >>> 30)) * Mix1;
                z = (z ^ (z >>> 27)) * Mix2;
                (z ^ (z >>> 31)).CopyTo(draws[n..]);
                states += step;
            }
        }
        else if (Vector256.IsHardwareAccelerated)
        {
            Vector256<ulong> states = Vector256.Create(state)
                + Vector256.Create(Gamma, unchecked(2 * Gamma), unchecked(3 * Gamma), unchecked(4 * Gamma));
            Vector256<ulong> step = Vector256.Create(unchecked(4 * Gamma));
            for (int n = 0; n < draws.Length; n += Vector256<ulong>.Count)
            {
                Vector256<ulong> z = states;
                z = (z ^ (z >>> 30)) * Mix1;
                z = (z ^ (z >>> 27)) * Mix2;
                (z ^ (z >>> 31)).CopyTo(draws[n..]);
                states += step;
            }
        }
        else
        {
            for (int n = 0; n < draws.Length; n++)
            {
                draws[n] = Mix(state += Gamma);
            }
        }
    }

    /// <summary>
    /// Each draw's four characters, its lowest 16 bits first: in memory a draw's 16-bit parts lie lowest first (the
    /// vector paths run only on x86, which is little-endian), so every part maps to the character at its own place.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void MakeCharacters(ReadOnlySpan<ulong> draws, Span<byte> characters)
    {
        ReadOnlySpan<ushort> parts = MemoryMarshal.Cast<ulong, ushort>(draws);
        if (Avx512BW.IsSupported)
        {
            Vector512<ushort> printable = Vector512.Create((ushort)95);
            Vector512<ushort> space = Vector512.Create((ushort)' ');
            for (int p = 0; p < parts.Length; p += 2 * Vector512<ushort>.Count)
            {
                Vector512<ushort> low = Avx512BW.MultiplyHigh(Vector512.Create(parts[p..]), printable) + space;
                Vector512<ushort> high = Avx512BW.MultiplyHigh(Vector512.Create(parts[(p + Vector512<ushort>.Count)..]), printable) + space;
                Vector512.Narrow(low, high).CopyTo(characters[p..]);
            }
        }
        else if (Avx2.IsSupported)
        {
            Vector256<ushort> printable = Vector256.Create((ushort)95);
            Vector256<ushort> space = Vector256.Create((ushort)' ');
            for (int p = 0; p < parts.Length; p += 2 * Vector256<ushort>.Count)
            {
                Vector256<ushort> low = Avx2.MultiplyHigh(Vector256.Create(parts[p..]), printable) + space;
                Vector256<ushort> high = Avx2.MultiplyHigh(Vector256.Create(parts[(p + Vector256<ushort>.Count)..]), printable) + space;
                Vector256.Narrow(low, high).CopyTo(characters[p..]);
            }
        }
        else
        {
            for (int n = 0; n < draws.Length; n++)
            {
                BinaryPrimitives.WriteUInt32LittleEndian(characters[(n * 4)..], Printable4(draws[n]));
            }
        }
    }
}
