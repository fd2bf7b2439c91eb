namespace Cci.Core.Access;

/// <summary>Every access method's strategy. A new one is a class, an enum value and one line here.</summary>
public static class AccessCatalog
{
    /// <param name="viewSize">How much of a file a mapped strategy maps at a time.</param>
    public static IAccessStrategy For(AccessMethod method, long viewSize = MemoryMappedAccess.DefaultViewSize) => method switch
    {
        AccessMethod.FileStream => new FileStreamAccess(),
        AccessMethod.MemoryMapped => new MemoryMappedAccess(viewSize),
        AccessMethod.RandomAccess => new PositionalAccess(),
        AccessMethod.MappedRead => new MappedReadAccess(viewSize),
        _ => throw new ArgumentOutOfRangeException(nameof(method), method, "unknown access method"),
    };
}
