namespace Cci;

/// <summary>How <see cref="FileProcessor.Shift(string, string, int, ShiftRule, ProcessingOptions?, OutputOptions?, CancellationToken)"/> moves each byte: cci's own transforms, the tool's <c>--transform</c>.</summary>
public enum ShiftRule
{
    /// <summary>Every byte plus the shift, modulo 256; the negative shift undoes it.</summary>
    Add = 0,

    /// <summary>Letters wrap within A-Z and within a-z, digits within 0-9; every other byte is kept.</summary>
    Caesar = 1,
}
