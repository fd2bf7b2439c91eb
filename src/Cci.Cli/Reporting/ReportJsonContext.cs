using System.Text.Json.Serialization;

namespace Cci.Cli.Reporting;

/// <summary>Source-generated JSON for the reports (no reflection: trimming and NativeAOT stay clean).</summary>
[JsonSourceGenerationOptions(
    PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase,
    UseStringEnumConverter = true,
    DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    Converters = [typeof(ByteDifferenceJson), typeof(ByteNameJson)])]
[JsonSerializable(typeof(TransformJsonReport))]
[JsonSerializable(typeof(CompareJsonReport))]
[JsonSerializable(typeof(GenerateReport))]
[JsonSerializable(typeof(WcJsonReport))]
[JsonSerializable(typeof(SweepJsonReport))]
[JsonSerializable(typeof(ChartJsonReport))]
[JsonSerializable(typeof(VersionJsonReport))]
[JsonSerializable(typeof(JsonFailureReport))]
internal sealed partial class ReportJsonContext : JsonSerializerContext;
