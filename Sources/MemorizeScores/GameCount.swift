/// Counts of games and wins as the scores file keeps them.
///
/// The file holds numbers as JSON, which stays exact only below 2^53, and the reader refuses any
/// larger one; a count therefore stops at `limit` instead of growing past what can be read back
/// (or past `Int.max`, which would trap).
package enum GameCount {
    /// The largest count kept: the largest whole number the file reads back exactly.
    package static let limit = (1 << 53) - 1

    /// `first + second`, or `limit` when the sum is larger (or would not fit an `Int`).
    package static func adding(_ first: Int, _ second: Int) -> Int {
        let (sum, overflow) = first.addingReportingOverflow(second)
        return overflow || sum > limit ? limit : sum
    }

    /// The sum of `counts`, stopping at `limit`.
    package static func total(_ counts: some Sequence<Int>) -> Int {
        counts.reduce(0, adding)
    }
}
