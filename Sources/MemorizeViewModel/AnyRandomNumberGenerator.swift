/// A type-erased random number generator, so the view model can keep whichever generator it is given.
package struct AnyRandomNumberGenerator: RandomNumberGenerator {
    private var base: any RandomNumberGenerator

    package init(_ base: some RandomNumberGenerator) {
        self.base = base
    }

    package mutating func next() -> UInt64 {
        base.next()
    }
}
