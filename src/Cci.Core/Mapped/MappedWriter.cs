namespace Cci;

/// <summary>Writes into a mapped range of a file during <see cref="MappedFile.Write(long, int, MappedWriter)"/>.</summary>
/// <param name="bytes">
/// The mapped bytes, holding the file's current contents: what the writer stores in them is stored in the file.
/// They are valid only until the writer returns.
/// </param>
public delegate void MappedWriter(Span<byte> bytes);
