namespace Cci.Core.Transforms;

/// <summary>Every transform users can name. A new transform is one class, one line here and one <see cref="ShiftRule"/> member.</summary>
internal static class TransformCatalog
{
    private static readonly Dictionary<string, Func<int, ByteTransform>> Factories = new(StringComparer.OrdinalIgnoreCase)
    {
        ["add"] = shift => new AddTransform(shift),
        ["caesar"] = shift => new CaesarTransform(shift),
    };

    public static IReadOnlyCollection<string> Names => Factories.Keys;

    public static bool TryCreate(string name, int shift, out ByteTransform? transform)
    {
        transform = Factories.TryGetValue(name, out var factory) ? factory(shift) : null;
        return transform is not null;
    }

    public static ByteTransform Create(ShiftRule rule, int shift) => Create(rule.ToString(), shift);

    public static ByteTransform Create(string name, int shift) =>
        TryCreate(name, shift, out var transform)
            ? transform!
            : throw new ArgumentException($"unknown transform '{name}' (expected one of: {string.Join(", ", Names)})", nameof(name));
}
