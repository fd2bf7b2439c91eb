namespace Cci.Unsafe;

/// <summary>An extended attribute (an ACL included) of a replaced file that the new file cannot be given: the replace must not go on.</summary>
internal sealed class AttributeNotKeptException(string name, string reason, int error) : IOException($"cannot keep the extended attribute '{name}': {reason}", error)
{
    /// <summary>The attribute's name, say security.capability.</summary>
    public string Name { get; } = name;

    /// <summary>Why not, as strerror says it: "Operation not permitted".</summary>
    public string Reason { get; } = reason;
}
