using Cci.Cli;

return CliApplication.Run(args, CliStreams.FromConsole());
