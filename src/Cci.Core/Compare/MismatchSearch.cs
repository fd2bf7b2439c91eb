using Cci.Core.Compare.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Compare;

/// <summary>Logs the mismatches of one pair of blocks, in order, with the scalar or a vector kernel.</summary>
internal static class MismatchSearch
{
    /// <returns>False when the log needs nothing more, so nothing later in the file is needed.</returns>
    public static bool Run(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right, long offset, IMismatchLog log, Kernel kernel)
    {
        int start = 0;
        while (true)
        {
            ReadOnlySpan<byte> l = left[start..];
            ReadOnlySpan<byte> r = right[start..];
            int found = CompareKernel.IndexOfDifference(l, r, kernel);
            if (found < 0)
            {
                return true;
            }

            int index = start + found;
            if (!log.Add(new ByteDifference(offset + index, left[index], right[index])))
            {
                return false;
            }

            start = index + 1;
        }
    }
}
