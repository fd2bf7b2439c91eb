namespace Cci.Core.Planning;

/// <summary>
/// The engine's reading of what a caller asked for (<see cref="ProcessingOptions"/>): what is left to Auto, and whether the way
/// of reading was left to the job. A job's own defaults are <see cref="ProcessingOptions"/> values too (<see cref="MappedOnThePool"/>).
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
        /// Whether the access and threading are left to the job (Auto, or the job's own default as given here): the caller named no way
        /// of reading, so a file that fits one buffer may be read whole instead (a named one runs as named).
        /// </summary>
        public bool LeavesWayTo(ProcessingOptions jobDefault) =>
            (asked.Access == AccessMethod.Auto || asked.Access == jobDefault.Access) && (asked.Threading == ThreadingMethod.Auto || asked.Threading == jobDefault.Threading);
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
