using Cci.Cli;
using Cci.Unsafe;

// First thing, before cci opens any file of its own: which standard descriptors were closed when it started.
StandardDescriptors.Check();

return CliApplication.Run(args, CliStreams.FromConsole());
