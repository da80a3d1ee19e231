/// A type-erased random number generator, so the view model can keep whichever generator it is given.
public struct AnyRandomNumberGenerator: RandomNumberGenerator {
    private var base: any RandomNumberGenerator

    public init(_ base: some RandomNumberGenerator) {
        self.base = base
    }

    public mutating func next() -> UInt64 {
        base.next()
    }
}
