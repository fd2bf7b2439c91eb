using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace Cci.Library.Tests;

/// <summary>
/// The proof that safe code cannot reach a mapped view after it is unmapped: user code that tries to keep
/// the span a reader or writer is handed does not compile. Each snippet is compiled with Roslyn against the
/// Cci.Core assembly these tests run with, and the compiler's error codes are asserted.
/// </summary>
public sealed class MappedFileSafetyTests
{
    [Fact]
    public void A_correct_use_that_computes_a_result_or_copies_the_bytes_compiles()
    {
        ImmutableArray<Diagnostic> errors = Compile("""
            public static class User
            {
                public static (long Sum, byte[] Copy) Run(MappedFile file)
                {
                    long sum = file.Read(0, (int)file.Length, bytes =>
                    {
                        long total = 0;
                        foreach (byte b in bytes)
                        {
                            total += b;
                        }

                        return total;
                    });
                    byte[] copy = file.Read(0, 16, bytes => bytes.ToArray());
                    file.Write(0, 4, bytes => bytes.Fill(0));
                    return (sum, copy);
                }
            }
            """);

        errors.Should().BeEmpty();
    }

    [Fact]
    public void Capturing_the_span_into_an_outer_variable_does_not_compile()
    {
        ImmutableArray<Diagnostic> errors = Compile("""
            public static class User
            {
                public static byte Run(MappedFile file)
                {
                    ReadOnlySpan<byte> kept = default;
                    file.Read(0, 16, bytes => { kept = bytes; return 0; });
                    return kept[0];
                }
            }
            """);

        // CS8175: Cannot use ref local 'kept' inside an anonymous method, lambda expression, or query expression.
        Codes(errors).Should().Equal("CS8175");
    }

    [Fact]
    public void Returning_the_span_as_the_reader_result_does_not_compile()
    {
        ImmutableArray<Diagnostic> inferred = Compile("""
            public static class User
            {
                public static byte Run(MappedFile file) => file.Read(0, 16, bytes => bytes)[0];
            }
            """);
        ImmutableArray<Diagnostic> named = Compile("""
            public static class User
            {
                public static byte Run(MappedFile file) => file.Read<ReadOnlySpan<byte>>(0, 16, bytes => bytes)[0];
            }
            """);

        // CS9244: The type 'ReadOnlySpan<byte>' may not be a ref struct or a type parameter allowing ref structs
        // in order to use it as parameter 'TResult' (Read does not say 'allows ref struct'), inferred or named.
        Codes(inferred).Should().Equal("CS9244");
        Codes(named).Should().Equal("CS9244");
    }

    [Fact]
    public void Storing_the_span_in_a_field_does_not_compile()
    {
        ImmutableArray<Diagnostic> errors = Compile("""
            public sealed class Holder
            {
                private ReadOnlySpan<byte> _kept;

                public void Run(MappedFile file) => file.Read(0, 16, bytes => { _kept = bytes; return 0; });
            }
            """);
        ImmutableArray<Diagnostic> writable = Compile("""
            public static class Holder
            {
                private static Span<byte> s_kept;

                public static void Run(MappedFile file) => file.Write(0, 16, bytes => s_kept = bytes);
            }
            """);

        // CS8345: Field or auto-implemented property cannot be of type 'ReadOnlySpan<byte>' unless it is an
        // instance member of a ref struct.
        Codes(errors).Should().Equal("CS8345");
        Codes(writable).Should().Equal("CS8345");
    }

    [Fact]
    public void Storing_the_span_in_a_ref_struct_outside_the_reader_does_not_compile()
    {
        ImmutableArray<Diagnostic> errors = Compile("""
            public ref struct Box
            {
                public ReadOnlySpan<byte> Kept;
            }

            public static class User
            {
                public static void Run(MappedFile file, ref Box box) =>
                    file.Read(0, 16, bytes => { box.Kept = bytes; return 0; });
            }
            """);

        // CS1628: Cannot use ref, out, or in parameter 'box' inside an anonymous method, lambda expression, ...
        Codes(errors).Should().Equal("CS1628");
    }

    [Fact]
    public void Boxing_the_span_into_an_object_does_not_compile()
    {
        ImmutableArray<Diagnostic> errors = Compile("""
            public static class User
            {
                public static object Run(MappedFile file) => file.Read<object>(0, 16, bytes => bytes);
            }
            """);

        // CS0029: Cannot implicitly convert type 'ReadOnlySpan<byte>' to 'object' (and CS1662, the lambda's return
        // type does not fit the delegate's).
        Codes(errors).Should().Contain("CS0029");
    }

    [Fact]
    public void A_correct_use_of_a_view_for_many_reads_compiles()
    {
        ImmutableArray<Diagnostic> errors = Compile("""
            public static class User
            {
                public static long Run(MappedFile file, long[] offsets) => file.Read(offsets, static (view, offsets) =>
                {
                    long total = 0;
                    foreach (long offset in offsets)
                    {
                        total += view.GetSpan(offset, 8)[0];
                    }

                    return total;
                });
            }
            """);

        errors.Should().BeEmpty();
    }

    [Fact]
    public void Returning_the_view_or_a_span_of_it_as_the_reader_result_does_not_compile()
    {
        ImmutableArray<Diagnostic> view = Compile("""
            public static class User
            {
                public static long Run(MappedFile file) => file.Read(0, static (view, _) => view).Length;
            }
            """);
        ImmutableArray<Diagnostic> span = Compile("""
            public static class User
            {
                public static byte Run(MappedFile file) => file.Read(0, static (view, _) => view.GetSpan(0, 1))[0];
            }
            """);

        // CS9244: a ref struct may not be TResult (MappedViewReader does not say 'allows ref struct').
        Codes(view).Should().Equal("CS9244");
        Codes(span).Should().Equal("CS9244");
    }

    [Fact]
    public void Capturing_the_view_or_a_span_of_it_into_an_outer_variable_does_not_compile()
    {
        ImmutableArray<Diagnostic> errors = Compile("""
            public static class User
            {
                public static byte Run(MappedFile file)
                {
                    ReadOnlySpan<byte> kept = default;
                    MappedFileView keptView = default;
                    file.Read(0, (view, _) => { kept = view.GetSpan(0, 1); return 0; });
                    file.Read(0, (view, _) => { keptView = view; return 0; });
                    return kept[0];
                }
            }
            """);

        // CS8175: Cannot use ref local inside an anonymous method, lambda expression, or query expression.
        Codes(errors).Should().Equal("CS8175", "CS8175");
    }

    [Fact]
    public void Storing_the_view_in_a_field_or_passing_a_ref_struct_as_state_does_not_compile()
    {
        ImmutableArray<Diagnostic> field = Compile("""
            public static class Holder
            {
                private static MappedFileView s_kept;

                public static int Run(MappedFile file) => file.Read(0, static (view, _) => { s_kept = view; return 0; });
            }
            """);
        ImmutableArray<Diagnostic> state = Compile("""
            public ref struct Box
            {
                public ReadOnlySpan<byte> Kept;
            }

            public static class User
            {
                public static int Run(MappedFile file) => file.Read(new Box(), static (view, box) => { box.Kept = view.GetSpan(0, 1); return 0; });
            }
            """);

        // CS8345: a ref struct field outside a ref struct; CS9244: a ref struct may not be TState.
        Codes(field).Should().Equal("CS8345");
        Codes(state).Should().Contain("CS9244");
    }

    private static IEnumerable<string> Codes(ImmutableArray<Diagnostic> errors) => errors.Select(e => e.Id);

    private static ImmutableArray<Diagnostic> Compile(string source) =>
        SnippetCompiler.Errors("using System;\nusing Cci;\n\n" + source, OutputKind.DynamicallyLinkedLibrary);
}
