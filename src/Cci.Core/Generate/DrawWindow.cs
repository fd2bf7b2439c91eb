using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Generate;

/// <summary>Makes a window of draws and their characters (<see cref="DrawWindow.Make{TDraw, TVector}"/> for one width).</summary>
internal delegate void WindowMaker(Span<ulong> window, Span<byte> characters, ulong state);

/// <summary>
/// A window of SplitMix64 draws beside their characters, one generic body over the draw widths (<see cref="IDrawVector{TVector}"/>:
/// <see cref="DrawScalar"/>, <see cref="DrawVector128"/>, <see cref="DrawVector256"/>, <see cref="DrawVector512"/>), and the
/// widest this machine accelerates (<see cref="Widest"/>). Every width makes the same bytes.
/// </summary>
internal static class DrawWindow
{
    /// <summary>The widest width this machine accelerates: chosen once, by the hardware.</summary>
    public static WindowMaker Widest { get; } =
        DrawVector512.IsAccelerated ? Make<DrawVector512, Vector512<ulong>>
        : DrawVector256.IsAccelerated ? Make<DrawVector256, Vector256<ulong>>
        : DrawVector128.IsAccelerated ? Make<DrawVector128, Vector128<ulong>>
        : Make<DrawScalar, ulong>;

    /// <summary>
    /// Draw n (from 0) of the window is the mix of state + (n + 1) × γ, and its characters are its four 16-bit parts
    /// scaled, lowest first. Each step makes two vectors of draws, whose multiplies overlap, and takes the characters of
    /// those two while they are in registers: in memory a draw's 16-bit parts lie lowest first (the vector widths run only
    /// on x86, which is little-endian), so every part maps to the character at its own place.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static void Make<TDraw, TVector>(Span<ulong> window, Span<byte> characters, ulong state)
        where TDraw : struct, IDrawVector<TVector>
        where TVector : struct
    {
        ArgumentOutOfRangeException.ThrowIfNotEqual(characters.Length, window.Length * 4);
        ArgumentOutOfRangeException.ThrowIfNotEqual(window.Length % (2 * TDraw.Lanes), 0);
        ref ulong draws = ref MemoryMarshal.GetReference(window);
        ref byte made = ref MemoryMarshal.GetReference(characters);
        nuint lanes = (nuint)TDraw.Lanes;
        TVector states = TDraw.First(state);
        TVector step = TDraw.Create(unchecked((ulong)TDraw.Lanes * SplitMix64.Gamma));
        for (nuint n = 0; n < (nuint)window.Length; n += 2 * lanes)
        {
            TVector low = SplitMix64.Mix<TDraw, TVector>(states);
            TVector high = SplitMix64.Mix<TDraw, TVector>(TDraw.Add(states, step));
            states = TDraw.Add(states, TDraw.Add(step, step));
            TDraw.Store(low, ref draws, n);
            TDraw.Store(high, ref draws, n + lanes);
            TDraw.StoreCharacters(low, high, ref made, n * 4);
        }
    }
}
