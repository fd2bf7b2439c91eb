namespace Cci.Unsafe;

internal static partial class ProcessCommandLine
{
    /// <summary>Linux's procfs file of the arguments, each ended by a NUL; other Unix systems mostly have none.</summary>
    private const string CommandLineFile = "/proc/self/cmdline";

    private static byte[][]? ReadRawUnix()
    {
        try
        {
            byte[] all = File.ReadAllBytes(CommandLineFile);
            int end = all.Length > 0 && all[^1] == 0 ? all.Length - 1 : all.Length;
            var parts = new List<byte[]>();
            int start = 0;
            for (int i = 0; i <= end; i++)
            {
                if (i == end || all[i] == 0)
                {
                    parts.Add(all[start..i]);
                    start = i + 1;
                }
            }

            return [.. parts];
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
