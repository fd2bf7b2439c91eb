// Prints src/Cci.Unsafe/WideCharTable.cs: how glibc's C.UTF-8 locale classes each character from U+0080 to U+10FFFF,
// as GNU wc asks it. A character that is not printable (iswprint) has no width, and is a space (iswspace: ends a word)
// or part of a word as GNU wc 9.11 counts words; a printable one is a space or part of a word, of width 0..2 (wcwidth).
// Runs of characters that class alike become one entry, (first code point << 3) | class, class 0 (not printable),
// 1..3 (word, width 0..2), 4..6 (space, width 0..2), 7 (not printable, a space). Run by generate.sh;
// tests/Cci.Core.Tests compare its output with the committed table.
#define _XOPEN_SOURCE 700
#include <gnu/libc-version.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <wctype.h>

static unsigned class_of(wchar_t c)
{
    if (!iswprint(c))
        return iswspace(c) ? 7u : 0u;
    int width = wcwidth(c);
    if (width < 0)
        width = 0;
    return (iswspace(c) ? 4u : 1u) + (unsigned)width;
}

int main(void)
{
    if (!setlocale(LC_ALL, "C.UTF-8"))
    {
        fprintf(stderr, "generate: no C.UTF-8 locale\n");
        return 1;
    }

    puts("namespace Cci.Unsafe;\n");
    puts("/// <summary>");
    puts("/// How glibc's C.UTF-8 locale classes each character from U+0080 up, as GNU wc asks it (iswprint,");
    puts("/// iswspace, wcwidth): generated from this machine's glibc, one entry per run of characters that class");
    puts("/// alike, (first code point &lt;&lt; 3) | class. Class 0: not printable (part of a word, width 0);");
    puts("/// 1..3: printable, part of a word, width 0..2; 4..6: printable space (ends a word), width 0..2;");
    puts("/// 7: not printable space (ends a word, width 0).");
    printf("/// Made from glibc %s by eng/wide-char-table/generate.sh; do not edit by hand.\n", gnu_get_libc_version());
    puts("/// </summary>");
    puts("internal static class WideCharTable\n{");
    puts("    public static ReadOnlySpan<uint> Runs =>");
    puts("    [");
    int column = 0;
    unsigned last = ~0u;
    for (unsigned c = 0x80; c <= 0x10FFFF; c++)
    {
        unsigned cls = class_of((wchar_t)c);
        if (cls == last)
            continue;
        last = cls;
        printf(column == 0 ? "        0x%X," : " 0x%X,", (c << 3) | cls);
        if (++column == 8)
        {
            putchar('\n');
            column = 0;
        }
    }
    if (column != 0)
        putchar('\n');
    puts("    ];\n}");
    return 0;
}
