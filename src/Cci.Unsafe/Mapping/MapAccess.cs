namespace Cci.Unsafe;

/// <summary>How a view may be used: read only, or read and written back to the file.</summary>
internal enum MapAccess
{
    Read,
    ReadWrite,
}
