/// Every key's records: what the scores file holds.
public struct ScoreTable: Equatable, Sendable {
    /// The records by key.
    public private(set) var records: [ScoreKey: ScoreRecord] = [:]

    /// An empty table.
    public init() {}

    /// Whether no game has been recorded.
    public var isEmpty: Bool { records.isEmpty }

    /// The records in the order of `ScoreKey`: by variant, mode, timed, cards.
    public var sorted: [(key: ScoreKey, record: ScoreRecord)] {
        records.sorted { $0.key < $1.key }.map { (key: $0.key, record: $0.value) }
    }

    /// The records of `key`, or nil when no game with that key is kept.
    public subscript(key: ScoreKey) -> ScoreRecord? {
        records[key]
    }

    /// Adds a finished game and says which of its key's records it beat; the first game of a key
    /// sets its records but beats none.
    @discardableResult
    public mutating func record(_ result: GameResult) -> BeatenRecords {
        guard records[result.key] != nil else {
            records[result.key] = ScoreRecord(result)
            return []
        }
        return records[result.key]!.merge(result)
    }

    /// Adds the records of a key, keeping the better of each when the key is already there.
    public mutating func insert(_ record: ScoreRecord, for key: ScoreKey) {
        if records[key] == nil {
            records[key] = record
        } else {
            records[key]!.merge(record)
        }
    }
}
