/// The project's own draws from a generator: a uniform number below a bound, and a Fisher-Yates
/// shuffle built on it.
///
/// The standard library documents that `shuffle(using:)` and `Int.random(in:using:)` may change their
/// algorithm in a later Swift, which would silently change the board of every `--seed` and every daily
/// deal. These are fixed forever. They draw exactly what the standard library of Swift 6.3 draws
/// (Lemire's multiply-and-reject, then a forward Fisher-Yates), so boards dealt before they existed
/// are dealt again unchanged; tests pin the boards of fixed seeds.
public enum Shuffle {
    /// A uniformly distributed number in `0..<bound`, for `bound` greater than zero.
    ///
    /// Multiplies a 64-bit draw by `bound` and keeps the high word, rejecting the few low words that
    /// would make some results more likely than others.
    @inlinable
    public static func number<G: RandomNumberGenerator>(below bound: Int, using generator: inout G) -> Int {
        precondition(bound > 0, "bound must be positive")
        let upper = UInt64(bound)
        var product = generator.next().multipliedFullWidth(by: upper)
        if product.low < upper {
            let threshold = (0 &- upper) % upper
            while product.low < threshold {
                product = generator.next().multipliedFullWidth(by: upper)
            }
        }
        return Int(product.high)
    }

    /// A uniformly distributed number in `range`, which must not be empty.
    @inlinable
    public static func number<G: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout G) -> Int {
        range.lowerBound + number(below: range.upperBound - range.lowerBound + 1, using: &generator)
    }

    /// Shuffles `elements` in place: position `i` swaps with a uniformly drawn position from `i` on.
    @inlinable
    public static func shuffle<Element, G: RandomNumberGenerator>(_ elements: inout [Element], using generator: inout G)
    {
        var position = 0
        var remaining = elements.count
        while remaining > 1 {
            let offset = number(below: remaining, using: &generator)
            remaining -= 1
            elements.swapAt(position, position + offset)
            position += 1
        }
    }

    /// `elements` in shuffled order.
    @inlinable
    public static func shuffled<Element, G: RandomNumberGenerator>(_ elements: [Element], using generator: inout G)
        -> [Element]
    {
        var copy = elements
        shuffle(&copy, using: &generator)
        return copy
    }

    /// One element of `elements` drawn uniformly, or nil when it is empty.
    @inlinable
    public static func element<Element, G: RandomNumberGenerator>(of elements: [Element], using generator: inout G)
        -> Element?
    {
        elements.isEmpty ? nil : elements[number(below: elements.count, using: &generator)]
    }
}
