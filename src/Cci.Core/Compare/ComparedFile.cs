namespace Cci;

/// <summary>One of the two files of a comparison, named by its place in the call: <see cref="ComparisonResult.EndedFirst"/>.</summary>
public enum ComparedFile
{
    /// <summary>The first file given (cmp's FILE1), whose length is <see cref="ComparisonResult.FirstLength"/>.</summary>
    First,

    /// <summary>The second file given (cmp's FILE2), whose length is <see cref="ComparisonResult.SecondLength"/>.</summary>
    Second,
}
