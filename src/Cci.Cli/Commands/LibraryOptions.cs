using Cci.Core.Engine;

namespace Cci.Cli.Commands;

/// <summary>The strategy a command's options chose, as the library's <see cref="ProcessingOptions"/>: the commands run through the public calls.</summary>
internal static class LibraryOptions
{
    public static ProcessingOptions From(StrategyOptions strategy) => new()
    {
        Access = strategy.Access,
        Threading = strategy.Threading,
        Kernel = strategy.Kernel,
        BlockSize = strategy.BufferSize,
        Workers = strategy.Threads,
        ViewSize = strategy.ViewSize,
        QueueDepth = strategy.QueueDepth,
    };
}
