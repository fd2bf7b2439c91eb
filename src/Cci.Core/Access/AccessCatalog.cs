namespace Cci.Core.Access;

/// <summary>Every access method's strategy. A new one is a class, an enum value and one line here.</summary>
public static class AccessCatalog
{
    public static IAccessStrategy For(AccessMethod method) => method switch
    {
        AccessMethod.FileStream => new FileStreamAccess(),
        AccessMethod.MemoryMapped => new MemoryMappedAccess(),
        _ => throw new ArgumentOutOfRangeException(nameof(method), method, "unknown access method"),
    };
}
