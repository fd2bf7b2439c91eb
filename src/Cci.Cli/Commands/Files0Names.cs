using Cci.Unsafe;

namespace Cci.Cli.Commands;

/// <summary>A list's names as they are cut, in chunks small enough to stay off the large object heap until the one array of them all.</summary>
internal sealed class Files0Names(bool fromStandardInput)
{
    private const int ChunkNames = 8192;

    private readonly List<string[]> _full = [];
    private string[] _chunk = new string[ChunkNames];
    private int _inChunk;

    public int Count => (_full.Count * ChunkNames) + _inChunk;

    /// <summary>Whether a name has an error of the list's own (<see cref="Files0List.Annotated"/>).</summary>
    public bool Annotated { get; private set; }

    public void Add(ReadOnlySpan<byte> name)
    {
        // A name is bytes: one that is not UTF-8 keeps its bytes as escapes (ByteNames), and is opened and printed as them.
        string text = ByteNames.Decode(name);
        Annotated |= name.IsEmpty || (fromStandardInput && text == Files0List.StandardInputName);

        if (_inChunk == ChunkNames)
        {
            _full.Add(_chunk);
            _chunk = new string[ChunkNames];
            _inChunk = 0;
        }

        _chunk[_inChunk++] = text;
    }

    public string[] ToArray()
    {
        var names = new string[Count];
        for (int c = 0; c < _full.Count; c++)
        {
            _full[c].CopyTo(names, c * ChunkNames);
        }

        Array.Copy(_chunk, 0, names, _full.Count * ChunkNames, _inChunk);
        return names;
    }
}
