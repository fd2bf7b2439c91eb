using Cci.Core.Compare.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Compare;

/// <summary>Logs the mismatches of one pair of blocks, in order, with the scalar or a vector kernel.</summary>
internal static class MismatchSearch
{
    /// <returns>False when the log needs nothing more, so nothing later in the file is needed.</returns>
    public static bool Run(ReadOnlySpan<byte> first, ReadOnlySpan<byte> second, long offset, IMismatchLog log, Kernel kernel)
    {
        int start = 0;
        while (true)
        {
            ReadOnlySpan<byte> l = first[start..];
            ReadOnlySpan<byte> r = second[start..];
            int found = CompareKernel.IndexOfDifference(l, r, kernel);
            if (found < 0)
            {
                return true;
            }

            int index = start + found;
            if (!log.Add(new ByteDifference(offset + index, first[index], second[index])))
            {
                return false;
            }

            start = index + 1;
        }
    }
}
