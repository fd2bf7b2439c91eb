using Cci.Core.Files;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.UnbufferedRead"/>: the input is read around the page cache as <see cref="UnbufferedAccess"/>
/// reads it (whole blocks, aligned buffers), and the output is written with ordinary positional writes into the page
/// cache, as <see cref="MappedReadAccess"/> pairs two methods. A cold input then costs one pass of the disk at its own
/// speed, while the output's writes return as soon as they are cached (the kernel writes them back later, or at
/// <c>--sync</c>), and the output's file system need not take direct I/O.
/// </summary>
public sealed class UnbufferedReadAccess(int stripeSize) : IAccessStrategy
{
    private readonly UnbufferedAccess _input = new(stripeSize);

    public AccessMethod Method => AccessMethod.UnbufferedRead;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => false;

    public bool OverlapsIo => true;

    public bool ReadsUnbuffered => true;

    public IStripeInput OpenInput(InputFile file) => _input.OpenInput(file);

    public IStripeOutput OpenOutput(OutputFile file, bool sync) => new PositionalOutput(file);
}
