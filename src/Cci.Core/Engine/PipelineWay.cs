namespace Cci.Core.Engine;

/// <summary>How a pipeline run read its inputs.</summary>
internal enum PipelineWay
{
    /// <summary>Each input fit one buffer: read whole and closed, processed in memory.</summary>
    Whole,

    /// <summary>Read front to back through one buffer (a pipe, a device, a pseudo file, or the job's choice).</summary>
    Streamed,

    /// <summary>Regular files cut into stripes for the workers (<see cref="StripedRun"/>).</summary>
    Striped,
}
