namespace Cci;

/// <summary>Which kernel processes the bytes: one at a time, or SIMD vectors of a given width.</summary>
public enum KernelMethod
{
    /// <summary>The widest vectors this machine accelerates (what the <c>Fast</c> suffix of <c>-t</c> asks for); the default (zero) value.</summary>
    Fast = 0,

    /// <summary>The plain kernel, a byte at a time.</summary>
    Scalar,

    /// <summary>SIMD on 16-byte vectors (SSE2, NEON).</summary>
    Vector128,

    /// <summary>SIMD on 32-byte vectors (AVX2).</summary>
    Vector256,

    /// <summary>SIMD on 64-byte vectors (AVX-512).</summary>
    Vector512,
}
