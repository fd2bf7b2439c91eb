using Cci.Cli.Charting;

namespace Cci.Cli.Tests;

public sealed class SweepCsvChartTests
{
    private static IReadOnlyList<SweepCsvRow> OldSchema => SweepCsvReader.Read(SweepCsvSamples.OldSchemaPath);

    private static IReadOnlyList<SweepCsvRow> Parse(params string[] rows) =>
        SweepCsvReader.Parse("x.csv", string.Join('\n', [SweepCsvSamples.NewHeader, .. rows]));

    [Fact]
    public void The_x_axis_is_by_default_the_column_with_the_most_values()
    {
        IReadOnlyList<SweepCsvRow> sizes = Parse(
            SweepCsvSamples.Row("FileStream/NoneFast", "FileStream", "None", "Vector256", 4096, 1, 1, 0.1, fileSize: 1000),
            SweepCsvSamples.Row("FileStream/NoneFast", "FileStream", "None", "Vector256", 4096, 1, 1, 0.2, fileSize: 2000));

        SweepCsvChart.MostVaried(OldSchema).Should().Be(ChartXColumn.BufferSize);
        SweepCsvChart.MostVaried(sizes).Should().Be(ChartXColumn.FileSize);
    }

    [Fact]
    public void Each_point_is_the_median_of_its_runs_with_their_range()
    {
        IReadOnlyList<SweepCsvRow> rows = Parse(
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 2, 5.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 3, 2.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 8192, 1, 1, 3.0));

        ChartModel chart = SweepCsvChart.From(rows);

        chart.Series.Single().Points.Should().Equal(new ChartPoint(4096, 2.0, 1.0, 5.0), new ChartPoint(8192, 3.0, 3.0, 3.0));
        chart.YLabel.Should().Be("elapsed seconds (median of the runs at each point)");
    }

    [Fact]
    public void Against_buffer_size_a_strategy_run_at_several_thread_counts_is_one_line_per_count()
    {
        IReadOnlyList<SweepCsvRow> rows = Parse(
            SweepCsvSamples.Row("FileStream/ThreadPoolFast", "FileStream", "ThreadPool", "Vector256", 4096, 1, 1, 1.0),
            SweepCsvSamples.Row("FileStream/ThreadPoolFast", "FileStream", "ThreadPool", "Vector256", 8192, 1, 1, 1.0),
            SweepCsvSamples.Row("FileStream/ThreadPoolFast", "FileStream", "ThreadPool", "Vector256", 4096, 2, 1, 0.6),
            SweepCsvSamples.Row("FileStream/ThreadPoolFast", "FileStream", "ThreadPool", "Vector256", 8192, 2, 1, 0.5));

        ChartModel chart = SweepCsvChart.From(rows);

        chart.Series.Select(s => s.Name).Should().Equal(".NET FileStream/ThreadPoolFast n=1", ".NET FileStream/ThreadPoolFast n=2");
        chart.X.Scale.Should().Be(ChartScale.Log2Bytes);
    }

    [Fact]
    public void Native_and_dotnet_lines_are_named_apart()
    {
        ChartModel chart = SweepCsvChart.From(SweepCsvReader.Parse("new.csv", SweepCsvSamples.NewSchema()));

        chart.Series.Select(s => s.Name).Should().Equal(
            ".NET FileStream/NoneFast", "native rw -O3", "native rw -O2", ".NET Auto (chose MemoryMapped/ThreadPoolFast -b 1M -n 2)");
    }

    [Fact]
    public void The_native_programs_flags_share_a_colour_and_differ_in_kernel()
    {
        ChartModel chart = SweepCsvChart.From(SweepCsvReader.Parse("new.csv", SweepCsvSamples.NewSchema()));

        chart.Series.Where(s => s.Name.StartsWith("native", StringComparison.Ordinal)).Select(s => (s.Family, s.Simd))
            .Should().Equal(("native rw", true), ("native rw", false));
    }

    [Fact]
    public void A_native_row_whose_kernel_is_a_compiler_flag_is_drawn_by_its_fast_column()
    {
        // bench/native-sweep.sh's rows: the kernel column names the compiler flags, the fast column says whether they vectorise.
        const string Tail = ",4096,2,2,4096,256,add,3,Atomic,false,1,0.5,1280.0,\"2 cores\"";
        IReadOnlyList<SweepCsvRow> rows = SweepCsvReader.Parse("native.csv", string.Join('\n',
            SweepCsvSamples.NewHeader,
            "transform,in,1048576,native pthreads -O2,false,pread,MultiThreaded,false,C -O2" + Tail,
            "transform,in,1048576,native pthreads -O3,false,pread,MultiThreaded,true,C -O3 -march=native" + Tail));

        rows.Select(r => r.Simd).Should().Equal(false, true);
    }

    [Fact]
    public void Auto_is_one_emphasised_point_drawn_flat_at_the_buffer_size_it_chose()
    {
        ChartSeries auto = SweepCsvChart.From(OldSchema).Series.Single(s => s.Emphasised);

        // docs/sweep.csv's Auto rows ran -b 1M (buffer_size 1048576); the fixed cells start at 512.
        auto.Points.Should().ContainSingle().Which.X.Should().Be(1_048_576);
        auto.Name.Should().StartWith(".NET Auto (chose ");
    }

    [Fact]
    public void Auto_rows_that_chose_different_buffer_sizes_are_drawn_at_the_left()
    {
        IReadOnlyList<SweepCsvRow> rows = Parse(
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 65536, 1, 1, 0.5),
            SweepCsvSamples.Row("Auto", "FileStream", "MultiThreaded", "Vector256", 262144, 2, 1, 0.4, auto: true),
            SweepCsvSamples.Row("Auto", "FileStream", "MultiThreaded", "Vector256", 1048576, 2, 2, 0.4, auto: true));

        SweepCsvChart.From(rows).Series.Single(s => s.Emphasised).Points.Should().ContainSingle().Which.X.Should().Be(4096);
    }

    [Fact]
    public void The_same_strategy_from_two_files_is_told_apart_by_what_differs()
    {
        IReadOnlyList<SweepCsvRow> atomic = Parse(SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0));
        IReadOnlyList<SweepCsvRow> overwrite = SweepCsvReader.Parse("y.csv", string.Join('\n',
            SweepCsvSamples.NewHeader, SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0, outputMode: "Overwrite")));
        IReadOnlyList<SweepCsvRow> again = SweepCsvReader.Parse("z.csv", string.Join('\n',
            SweepCsvSamples.NewHeader, SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0)));

        SweepCsvChart.From([.. atomic, .. overwrite]).Series.Select(s => s.Name).Should().Equal(".NET FileStream/None [Atomic, x.csv]", ".NET FileStream/None [Overwrite, y.csv]");
        SweepCsvChart.From([.. atomic, .. again]).Series.Select(s => s.Name).Should().Equal(".NET FileStream/None [x.csv]", ".NET FileStream/None [z.csv]");
    }

    [Fact]
    public void With_two_files_every_line_names_its_file_and_its_source()
    {
        IReadOnlyList<SweepCsvRow> first = Parse(SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0));
        IReadOnlyList<SweepCsvRow> second = SweepCsvReader.Parse("y.csv", string.Join('\n',
            SweepCsvSamples.NewHeader, SweepCsvSamples.Row("MemoryMapped/NoneFast", "MemoryMapped", "None", "Vector256", 4096, 1, 1, 1.0)));

        SweepCsvChart.From([.. first, .. second]).Series.Select(s => (s.Name, s.Source)).Should().Equal(
            (".NET FileStream/None [x.csv]", 0), (".NET MemoryMapped/NoneFast [y.csv]", 1));
    }

    [Fact]
    public void Against_threads_the_axis_is_linear()
    {
        ChartModel chart = SweepCsvChart.From(OldSchema, ChartXColumn.Threads, filter: new System.Text.RegularExpressions.Regex("ThreadPoolFast b=1M"));

        chart.X.Scale.Should().Be(ChartScale.Linear);
        chart.Series.Select(s => s.Name).Should().Equal(".NET FileStream/ThreadPoolFast b=1M", ".NET MemoryMapped/ThreadPoolFast b=1M");
    }
}
