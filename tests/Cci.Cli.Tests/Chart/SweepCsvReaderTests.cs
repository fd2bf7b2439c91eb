using Cci.Cli.Charting;

namespace Cci.Cli.Tests;

public sealed class SweepCsvReaderTests
{
    [Fact]
    public void The_committed_old_schema_csv_reads_as_transform_rows_that_are_not_cold()
    {
        IReadOnlyList<SweepCsvRow> rows = SweepCsvReader.Read(SweepCsvSamples.OldSchemaPath);

        rows.Should().HaveCount(File.ReadAllLines(SweepCsvSamples.OldSchemaPath).Length - 1);
        rows.Should().OnlyContain(r => r.Job == "transform" && !r.Cold && r.FileSize == 640_000_000 && r.Machine.Contains(", "));
        rows.Where(r => r.Auto).Should().OnlyContain(r => r.Strategy == "Auto");
    }

    [Fact]
    public void The_old_schemas_fast_column_says_whether_the_kernel_is_simd()
    {
        IReadOnlyList<SweepCsvRow> rows = SweepCsvReader.Read(SweepCsvSamples.OldSchemaPath);

        rows.Where(r => r.Strategy.EndsWith("Fast", StringComparison.Ordinal)).Should().OnlyContain(r => r.Simd);
        rows.Where(r => r.Strategy.EndsWith("/None", StringComparison.Ordinal)).Should().OnlyContain(r => !r.Simd);
    }

    [Fact]
    public void The_new_schemas_kernel_column_says_whether_the_kernel_is_simd()
    {
        IReadOnlyList<SweepCsvRow> rows = SweepCsvReader.Parse("new.csv", SweepCsvSamples.NewSchema());

        rows.Where(r => r.Strategy == "native rw -O2").Should().OnlyContain(r => !r.Simd);
        rows.Where(r => r.Strategy == "native rw -O3").Should().OnlyContain(r => r.Simd);
    }

    [Fact]
    public void Quoted_fields_keep_their_commas_and_doubled_quotes()
    {
        SweepCsvRow row = SweepCsvReader.Parse("new.csv", SweepCsvSamples.NewSchema())[0];

        row.Machine.Should().Be("2 cores, Linux \"test\"");
        row.Seconds.Should().Be(0.5);
    }

    [Fact]
    public void A_quoted_field_may_hold_a_line_break()
    {
        string csv = "seconds,machine,strategy,file_size,buffer_size,threads\n1.5,\"two\nlines\",FileStream/None,10,4,1\n2.5,one,FileStream/None,10,8,1\n";

        IReadOnlyList<SweepCsvRow> rows = SweepCsvReader.Parse("x.csv", csv);

        rows.Select(r => r.Machine).Should().Equal("two\nlines", "one");
        rows[1].Line.Should().Be(4, "the first record spans lines 2 and 3");
    }

    [Fact]
    public void Columns_are_found_by_name_in_any_order_and_missing_ones_take_their_defaults()
    {
        string csv = "threads,seconds,buffer_size,file_size,strategy\r\n2,0.25,4096,100,MemoryMapped/ThreadPoolFast\r\n";

        SweepCsvRow row = SweepCsvReader.Parse("x.csv", csv).Single();

        row.Should().BeEquivalentTo(new { Job = "transform", Strategy = "MemoryMapped/ThreadPoolFast", Threads = 2, BufferSize = 4096L, FileSize = 100L, Seconds = 0.25, Cold = false, Auto = false });
    }

    [Fact]
    public void Rows_of_the_native_script_are_native()
    {
        IReadOnlyList<SweepCsvRow> rows = SweepCsvReader.Parse("new.csv", SweepCsvSamples.NewSchema());

        rows.Where(r => r.Native).Select(r => r.Strategy).Distinct().Should().Equal("native rw -O3", "native rw -O2");
    }

    [Theory]
    [InlineData("", "'x.csv' is empty: a sweep CSV starts with a header line (strategy,file_size,buffer_size,threads,seconds, ...)")]
    [InlineData("\n\n", "'x.csv' is empty: a sweep CSV starts with a header line (strategy,file_size,buffer_size,threads,seconds, ...)")]
    [InlineData(SweepCsvSamples.NewHeader + "\n", "'x.csv' has a header but no rows: nothing to chart")]
    [InlineData("input,seconds,strategy\nin.txt,1.0,FileStream/None\n", "'x.csv' is not a sweep CSV: its header has no column file_size, buffer_size, threads")]
    [InlineData("strategy,file_size,buffer_size,threads,seconds\nFileStream/None,10,4,1\n", "'x.csv' line 2: 4 fields where the header has 5")]
    [InlineData("strategy,file_size,buffer_size,threads,seconds\nFileStream/None,10,4,1,fast\n", "'x.csv' line 2: seconds 'fast' is not a number of at least 0")]
    [InlineData("strategy,file_size,buffer_size,threads,seconds\nFileStream/None,10,-4,1,1\n", "'x.csv' line 2: buffer_size '-4' is not a number of at least 0")]
    [InlineData("strategy,file_size,buffer_size,threads,seconds\n\"FileStream/None,10,4,1,1\n", "'x.csv' line 2: a quoted field is not closed")]
    public void A_csv_that_is_not_a_sweep_is_one_error_naming_the_file_and_line(string csv, string message)
    {
        Action read = () => SweepCsvReader.Parse("x.csv", csv);

        read.Should().Throw<CliException>().WithMessage(message);
    }
}
