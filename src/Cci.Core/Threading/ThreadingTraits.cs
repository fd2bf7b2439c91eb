namespace Cci;

/// <summary>
/// What a <see cref="ThreadingMethod"/> does, as its scheduler in the engine says of itself (<see cref="StrategyCatalog.Traits(ThreadingMethod)"/>):
/// none for <see cref="ThreadingMethod.Auto"/>, which is decided per run.
/// </summary>
[Flags]
public enum ThreadingTraits
{
    /// <summary>None of the traits below (<see cref="ThreadingMethod.Auto"/>, or a method that runs many workers without I/O in flight).</summary>
    None = 0,

    /// <summary>One worker takes the stripes in file order: the thread count is ignored.</summary>
    RunsInFileOrder = 1,

    /// <summary>The run's reads are made ahead and its writes behind, where the access method does I/O (<see cref="AccessTraits.OverlapsIo"/>).</summary>
    OverlapsIo = 2,
}
