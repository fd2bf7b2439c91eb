using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;
using Ref = System.Runtime.CompilerServices.Unsafe;

namespace Cci.Core.Generate;

/// <summary>
/// The draws of one SplitMix64 generator (<see cref="SplitMix64"/>), made a window at a time with SIMD, each beside the four
/// printable characters its four 16-bit parts stand for. SplitMix64's n-th draw is a fixed mix of start + n × γ, so a whole
/// window of draws is made at once (eight to a 512-bit vector) rather than one after another, and the characters of a
/// window are one multiply-high per sixteen-bit part (<see cref="DrawWindow"/>); <see cref="RandomText"/> then copies the
/// characters of a line's whole draws as one span. The draws are the same on every platform and runtime: without the
/// vector instructions the same arithmetic runs one draw at a time.
/// </summary>
internal sealed partial class RandomDraws
{
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

    // A window of new draws after the few carried from the last one.
    private readonly ulong[] _draws = new ulong[LineDraws + Window];
    private readonly byte[] _characters = new byte[(LineDraws + Window) * 4];
    private readonly WindowMaker _makeWindow;
    private ulong _state;
    private int _next;
    private int _count;

    /// <summary>A generator whose windows are made in the widest vectors this machine accelerates.</summary>
    public RandomDraws()
        : this(DrawWindow.Widest)
    {
    }

    /// <summary>A generator whose windows <paramref name="makeWindow"/> makes (one width of <see cref="DrawWindow"/>).</summary>
    public RandomDraws(WindowMaker makeWindow) => _makeWindow = makeWindow;

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

    /// <summary>The four characters of the next draw (<see cref="SplitMix64.Printable4"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint NextCharacters() => BinaryPrimitives.ReadUInt32LittleEndian(_characters.AsSpan(_next++ * 4, 4));

    /// <summary>
    /// Writes the characters of the next <c>length / 4</c> draws at the start of <paramref name="destination"/>, four to
    /// a draw (as <see cref="SplitMix64.Printable4"/>); <paramref name="length"/> is a whole number of draws, at most
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

    /// <summary>Copies <see cref="MaxCopy"/> bytes, in the widest vectors the machine has.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void CopyMost(ref byte from, ref byte to)
    {
        if (Vector512.IsHardwareAccelerated)
        {
            CopyMost<Width512, Vector512<byte>>(ref from, ref to);
        }
        else if (Vector256.IsHardwareAccelerated)
        {
            CopyMost<Width256, Vector256<byte>>(ref from, ref to);
        }
        else
        {
            CopyMost<Width128, Vector128<byte>>(ref from, ref to);
        }
    }

    /// <summary>Copies <see cref="MaxCopy"/> bytes in vectors of one width, two a step (the whole copy for 512-bit vectors).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void CopyMost<TWidth, TVector>(ref byte from, ref byte to)
        where TWidth : struct, IVectorWidth<TVector>
        where TVector : struct
    {
        for (nuint part = 0; part < MaxCopy; part += 2 * TWidth.Bytes)
        {
            TWidth.Store(TWidth.Load(ref from, part), ref to, part);
            TWidth.Store(TWidth.Load(ref from, part + TWidth.Bytes), ref to, part + TWidth.Bytes);
        }
    }

    /// <summary>Carries the draws not yet taken to the front and makes a window of new ones after them.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private void Slide()
    {
        int carried = _count - _next;
        _draws.AsSpan(_next, carried).CopyTo(_draws);
        _characters.AsSpan(_next * 4, carried * 4).CopyTo(_characters);
        _makeWindow(_draws.AsSpan(carried, Window), _characters.AsSpan(carried * 4, Window * 4), _state);
        _state += unchecked(Window * SplitMix64.Gamma);
        _next = 0;
        _count = carried + Window;
    }
}
