namespace Cci.Core.Planning;

/// <summary>
/// The engine's reading of what a caller asked for (<see cref="ProcessingOptions"/>): what is left to Auto, and whether the way
/// of reading was left to the job. A job's own measured best is <see cref="ProcessingOptions"/> values too (<see cref="MappedOnThePool"/>).
/// </summary>
internal static class AskedOptions
{
    extension(ProcessingOptions asked)
    {
        /// <summary>Whether the access or the threading is left to Auto.</summary>
        public bool IsAuto => asked.Access == AccessMethod.Auto || asked.Threading == ThreadingMethod.Auto;

        /// <summary>Whether both the access and the threading are left to Auto.</summary>
        public bool IsAllAuto => asked.Access == AccessMethod.Auto && asked.Threading == ThreadingMethod.Auto;

        /// <summary>Whether the planner has something to choose: an Auto axis, or a block size or worker count not asked for.</summary>
        public bool NeedsPlan => asked.IsAuto || asked.BlockSize is null || asked.Workers is null;

        /// <summary>
        /// Whether the way of reading is left to the job: both the access and the threading are Auto. The caller named no way,
        /// so the job may read a file that fits one buffer whole, or a cold one its own way; a named way runs as named, the
        /// job's own default spelled out included.
        /// </summary>
        public bool LeavesWay => asked.IsAllAuto;
    }

    /// <summary>
    /// What measured best here for the jobs that only read cached files (compare, wc): mapped input read in place (no copy through a
    /// buffer), stripes of <paramref name="stripeSize"/> (null: chosen) on the thread pool, the widest SIMD kernel.
    /// </summary>
    public static ProcessingOptions MappedOnThePool(int? stripeSize = null) => new()
    {
        Access = AccessMethod.MemoryMapped,
        Threading = ThreadingMethod.ThreadPool,
        Kernel = KernelMethod.Fast,
        BlockSize = stripeSize,
    };
}
