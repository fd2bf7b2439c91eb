namespace Cci.Unsafe;

/// <summary>How a view may be used: read only, or read and written back to the file.</summary>
public enum MapAccess
{
    Read,
    ReadWrite,
}
