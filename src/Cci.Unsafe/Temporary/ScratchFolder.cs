using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// A folder named by <see cref="Leftovers"/> in the user's private folder (<see cref="UserTempFolder"/>), made
/// 0700, whose lock file is held while it lives (the mark of a live run); disposing deletes it, through handles.
/// </summary>
internal sealed class ScratchFolder : IDisposable
{
    private readonly DirectoryHandle _folder;
    private readonly SafeFileHandle _lock;

    internal ScratchFolder(DirectoryHandle parent, string name, string lockFileName)
    {
        FolderPath = Path.Combine(parent.DirectoryPath, name);
        TemporaryFiles.Register(FolderPath);
        try
        {
            _folder = parent.CreatePrivateDirectory(name);
            try
            {
                _lock = PrivateFile.Create(_folder, () => lockFileName, writeThrough: false, out _);
            }
            catch
            {
                _folder.Dispose();
                throw;
            }
        }
        catch
        {
            parent.RemoveTree(name);
            TemporaryFiles.Unregister(FolderPath);
            throw;
        }
    }

    public string FolderPath { get; }

    public void Dispose()
    {
        _lock.Dispose();
        _folder.Dispose();
        DirectoryHandle.RemoveTreeAt(FolderPath);
        TemporaryFiles.Unregister(FolderPath);
    }
}
