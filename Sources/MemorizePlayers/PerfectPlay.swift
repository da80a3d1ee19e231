/// The play of someone who knows where every card is: both cards of each pair in turn, never a
/// mismatch. It is handed the whole board, so it is no `Player`: tests and the benchmark use it to
/// play a perfect game, never an opponent.
package enum PerfectPlay {
    /// The positions to choose, in order, to match every pair of `board` that `isFinished` does not
    /// exclude, taking the pairs in the order their first card appears.
    ///
    /// - Parameters:
    ///   - board: The content of each position; each content should appear on two positions.
    ///   - isFinished: Whether a position is already matched and to be left alone.
    /// - Returns: Two positions per pair; a content seen only once is left out.
    package static func choices<Content: Hashable>(
        for board: [Content], skipping isFinished: (Int) -> Bool = { _ in false }
    ) -> [Int] {
        var firstPosition: [Content: Int] = [:]
        var partner = [Int?](repeating: nil, count: board.count)
        for (position, content) in board.enumerated() where !isFinished(position) {
            if let first = firstPosition[content] {
                partner[first] = position
            } else {
                firstPosition[content] = position
            }
        }
        var choices: [Int] = []
        choices.reserveCapacity(board.count)
        for (first, second) in partner.enumerated() {
            guard let second else { continue }
            choices.append(first)
            choices.append(second)
        }
        return choices
    }
}
