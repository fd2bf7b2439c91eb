using Cci.Core.Kernels;

namespace Cci.Core.Tests;

/// <summary>The kernels the tests run: the scalar one and every width this machine accelerates.</summary>
internal static class TestKernels
{
    /// <summary>The scalar kernel, or (<paramref name="fast"/>) the widest vector one, as the Fast suffix chooses.</summary>
    public static Kernel Of(bool fast) => fast ? KernelCatalog.Widest : KernelCatalog.Scalar;

    /// <summary>The same strategy with the widest vector kernel (<paramref name="widest"/>), as the Fast suffix asks, or the scalar one.</summary>
    public static ProcessingOptions WithWidestKernel(this ProcessingOptions strategy, bool widest) =>
        strategy with { Kernel = widest ? KernelMethod.Fast : KernelMethod.Scalar };
}
