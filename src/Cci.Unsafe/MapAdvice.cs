namespace Cci.Unsafe;

/// <summary>Access-pattern hints passed to the kernel (madvise). Ignored where the OS has no such hint.</summary>
public enum MapAdvice
{
    Normal,
    Sequential,
    WillNeed,
    HugePage,
    DontNeed,
}
