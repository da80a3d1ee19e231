import MemorizeJSON
import MemorizeTable
import MemorizeText

/// What a lobby server keeps across restarts: the name kept for each key, who began today's daily,
/// today's results, and each key's streak. One JSON file, written whole after every change.
package struct LobbyRecords: Equatable, Sendable {
    /// A finished daily.
    package struct Result: Equatable, Sendable {
        package var score: Int
        package var flipsOver: Int
        package var seconds: Int

        package init(score: Int, flipsOver: Int, seconds: Int) {
            self.score = score
            self.flipsOver = flipsOver
            self.seconds = seconds
        }
    }

    /// Days in a row a key finished the daily, and the last of them (days since 1970, UTC).
    package struct Streak: Equatable, Sendable {
        package var lastDay: Int
        package var days: Int
    }

    /// The name kept for each key's fingerprint.
    package var names: [String: String] = [:]
    /// The UTC day (days since 1970) the daily fields are of.
    package var day = 0
    /// The keys that began today's daily (each may once).
    package var begun: Set<String> = []
    /// Today's finished dailies, by key.
    package var results: [String: Result] = [:]
    package var streaks: [String: Streak] = [:]

    package init() {}

    /// Moves to `day`: yesterday's daily is over (its streaks stay).
    package mutating func turn(to day: Int) {
        guard day != self.day else { return }
        self.day = day
        begun = []
        results = [:]
    }

    /// Files `result` as `key`'s daily today, and its streak.
    package mutating func file(_ result: Result, for key: String) {
        guard results[key] == nil else { return }
        results[key] = result
        let streak = streaks[key]
        let days =
            streak?.lastDay == day - 1 ? (streak?.days ?? 0) + 1 : (streak?.lastDay == day ? streak?.days ?? 1 : 1)
        streaks[key] = Streak(lastDay: day, days: days)
    }

    /// Today's board, best first: score, then fewest flips over, then time, then name.
    package var board: [LobbyDailyEntry] {
        results.map { key, result in
            LobbyDailyEntry(
                name: names[key] ?? "?", score: result.score, flipsOver: result.flipsOver, seconds: result.seconds,
                streak: streaks[key].map { $0.lastDay == day ? $0.days : 0 } ?? 0)
        }.sorted {
            ($1.score, $0.flipsOver, $0.seconds, $0.name) < ($0.score, $1.flipsOver, $1.seconds, $1.name)
        }
    }
}

// MARK: - The file

/// Why a state file cannot be read, in one line.
package struct LobbyRecordsError: Error, Equatable, Sendable, CustomStringConvertible {
    package var description: String
}

extension LobbyRecords {
    /// The version of the file's layout.
    static let fileVersion = 1

    /// The records as the file holds them.
    package func encoded() -> [UInt8] {
        func sortedObject<T>(_ values: [String: T], _ value: (T) -> JSONValue) -> JSONValue {
            .object(values.keys.sorted().map { (key: $0, value: value(values[$0]!)) })
        }
        return JSONWriter.write(
            .object([
                (key: "version", value: .number(Double(Self.fileVersion))),
                (key: "names", value: sortedObject(names) { .string($0) }),
                (key: "day", value: .number(Double(day))),
                (key: "begun", value: .array(begun.sorted().map { .string($0) })),
                (
                    key: "results",
                    value: sortedObject(results) { result in
                        .object([
                            (key: "score", value: .number(Double(result.score))),
                            (key: "flipsOver", value: .number(Double(result.flipsOver))),
                            (key: "seconds", value: .number(Double(result.seconds))),
                        ])
                    }
                ),
                (
                    key: "streaks",
                    value: sortedObject(streaks) { streak in
                        .object([
                            (key: "lastDay", value: .number(Double(streak.lastDay))),
                            (key: "days", value: .number(Double(streak.days))),
                        ])
                    }
                ),
            ]))
    }

    /// Reads a state file, or says in one line what is wrong with it.
    package static func decode(_ bytes: [UInt8]) throws(LobbyRecordsError) -> LobbyRecords {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw LobbyRecordsError(description: "line \(error.line), column \(error.column): \(error.reason)")
        }
        guard case .object(let members) = value else { throw wrong("the file is not a JSON object") }
        func member(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        guard case .number(let version)? = member("version"), Int(exactly: version) == fileVersion else {
            throw wrong("the file is not version \(fileVersion) of the lobby's state")
        }
        var records = LobbyRecords()
        records.day = try integer(member("day"), "day")
        for (key, name) in try object(member("names"), "names") {
            guard case .string(let text) = name, !text.isEmpty, text.count <= 32, !SafeText.containsUnsafe(text) else {
                throw wrong("the name of \(SafeText.escaped(key)) is not a name")
            }
            records.names[key] = text
        }
        guard case .array(let begun)? = member("begun") else { throw wrong("begun is not a list") }
        for key in begun {
            guard case .string(let text) = key else { throw wrong("begun holds something other than a key") }
            records.begun.insert(text)
        }
        for (key, result) in try object(member("results"), "results") {
            let fields = try object(result, "a result")
            func field(_ name: String) throws(LobbyRecordsError) -> Int {
                try integer(fields.first { $0.key == name }?.value, "a result's \(name)")
            }
            records.results[key] = Result(
                score: try field("score"), flipsOver: try field("flipsOver"), seconds: try field("seconds"))
        }
        for (key, streak) in try object(member("streaks"), "streaks") {
            let fields = try object(streak, "a streak")
            records.streaks[key] = Streak(
                lastDay: try integer(fields.first { $0.key == "lastDay" }?.value, "a streak's lastDay"),
                days: try integer(fields.first { $0.key == "days" }?.value, "a streak's days"))
        }
        return records
    }

    private static func wrong(_ line: String) -> LobbyRecordsError { LobbyRecordsError(description: line) }

    private static func integer(_ value: JSONValue?, _ name: String) throws(LobbyRecordsError) -> Int {
        guard case .number(let number)? = value, let integer = Int(exactly: number) else {
            throw wrong("\(name) is not a whole number")
        }
        return integer
    }

    private static func object(_ value: JSONValue?, _ name: String) throws(LobbyRecordsError) -> [(
        key: String, value: JSONValue
    )] {
        guard case .object(let members)? = value else { throw wrong("\(name) is not an object") }
        return members
    }
}
