using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class PseudoFileSystem
{
    /// <summary>The f_type values (linux/magic.h) of file systems whose files have no stored content to size.</summary>
    private static readonly HashSet<long> Magics =
    [
        0x9fa0, // procfs
        0x62656572, // sysfs
        0x64626720, // debugfs
        0x74726163, // tracefs
        0x73636673, // securityfs
        0x62656570, // configfs
        0x27e0eb, // cgroup
        0x63677270, // cgroup2
        0xcafe4a11, // bpf
        0x6165676c, // pstore
        0xde5e81e4, // efivarfs
        0xf97cff8c, // selinuxfs
        0x43415d53, // smackfs
        0x42494e4d, // binfmt_misc
        0x07655821, // resctrl
        0x6e736673, // nsfs
        0x19800202, // mqueue
    ];

    private static bool HoldsLinux(SafeFileHandle file) => FileSystemFacts.MagicLinux(file) is long type && Magics.Contains(type);
}
