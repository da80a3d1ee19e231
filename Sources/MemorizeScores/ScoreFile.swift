import MemorizeJSON
import MemorizeSystem

/// The scores file: a JSON object with a format number and one entry per key.
///
/// ```json
/// {
///   "format": 1,
///   "records": [
///     {
///       "variant": "Halloween",
///       "mode": "memorize",
///       "timed": false,
///       "cards": 12,
///       "bestScore": { "score": 14, "date": "2025-03-14" },
///       "fewestFlips": { "flips": 16, "date": "2025-03-14" },
///       "bestTime": { "seconds": 47, "date": "2025-03-02" }
///     }
///   ]
/// }
/// ```
///
/// Three members are left out when they hold their usual value, so a file of one-off games reads as
/// above: `"games"` (finished games of the key, 1 when absent), `"wins"` (of them, won; all when
/// absent) and `"daily"` (the day of a daily deal, `YYYY-MM-DD`; absent for the records).
///
/// Games of several seats follow, each array only when it has an entry: `"matches"`, one
/// `{"name", "games", "wins"}` per name at one keyboard (a version before levels also counted the
/// seats of a game against the computer here, as `You` and `Computer`), and `"versus"`, one
/// `{"level", "won", "lost", "drawn"}` per level of the computer, counted for the people playing it.
///
/// Reading is strict about what it uses (a wrong type or a missing field makes the file damaged, so
/// it is set aside rather than half-read) and ignores members it does not know, which a newer
/// version may add. A higher `format` is a newer layout this version must not rewrite.
enum ScoreFile {
    /// The layout this version reads and writes.
    static let format = 1

    /// Why a file's bytes are not a table of scores.
    private typealias Text = ScoreFileText

    enum Problem: Error, Equatable {
        /// Not JSON, or not the layout above; `reason` says where and what, for a person.
        case damaged(reason: String)
        /// Written by a newer version, in a layout this one does not know.
        case newerFormat(Int)
    }

    /// The table in `bytes`; an empty file (or one of only whitespace) is an empty table.
    static func decode(_ bytes: [UInt8]) throws(Problem) -> ScoreTable {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return ScoreTable() }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .damaged(reason: Text.jsonError.text("\(error.line)", "\(error.column)", error.reason))
        }
        guard case .object = document else {
            throw .damaged(reason: Text.expectedJSONObject.text(document.kindDescription))
        }
        let format = try wholeNumber(document["format"], "\"format\"", from: 1)
        guard format <= Self.format else { throw .newerFormat(format) }
        guard case .array(let entries)? = document["records"] else {
            throw .damaged(reason: Text.mustBeArray.text("\"records\"", found(document["records"])))
        }
        var table = ScoreTable()
        for (index, entry) in entries.enumerated() {
            let (key, record) = try decodeEntry(entry, label: Text.record.text("\(index + 1)"))
            table.insert(record, for: key)
        }
        // Games of several players came later: a file without them has none.
        if let matches = document["matches"] {
            guard case .array(let players) = matches else {
                throw .damaged(reason: Text.mustBeArray.text("\"matches\"", found(matches)))
            }
            for (index, player) in players.enumerated() {
                let label = Text.matchRecord.text("\(index + 1)")
                guard case .object = player, case .string(let name)? = player["name"], !name.isEmpty else {
                    throw .damaged(reason: Text.mustBeNonEmpty.text(label + ": \"name\""))
                }
                let games = try wholeNumber(player["games"], "\(label) \"games\"", from: 0)
                let wins = try wholeNumber(player["wins"], "\(label) \"wins\"", from: 0)
                guard wins <= games else { throw .damaged(reason: Text.moreWinsThanGames.text(label)) }
                table.insertMatches(MatchRecord(games: games, wins: wins), for: name)
            }
        }
        // Games against the computer by level came later still.
        if let versus = document["versus"] {
            guard case .array(let levels) = versus else {
                throw .damaged(reason: Text.mustBeArray.text("\"versus\"", found(versus)))
            }
            for (index, entry) in levels.enumerated() {
                let label = Text.versusRecord.text("\(index + 1)")
                guard case .object = entry, case .string(let level)? = entry["level"], !level.isEmpty else {
                    throw .damaged(reason: Text.mustBeNonEmpty.text(label + ": \"level\""))
                }
                let record = VersusRecord(
                    won: try wholeNumber(entry["won"], "\(label) \"won\"", from: 0),
                    lost: try wholeNumber(entry["lost"], "\(label) \"lost\"", from: 0),
                    drawn: try wholeNumber(entry["drawn"], "\(label) \"drawn\"", from: 0))
                table.insertVersus(record, for: level)
            }
        }
        return table
    }

    /// The file for `table`, in key order.
    static func encode(_ table: ScoreTable) -> [UInt8] {
        let entries = table.sorted.map { key, record -> JSONValue in
            var members: [(key: String, value: JSONValue)] = [
                ("variant", .string(key.variant)),
                ("mode", .string(key.mode.rawValue)),
                ("timed", .bool(key.timed)),
                ("cards", .number(Double(key.cards))),
            ]
            if key.plain { members.append(("plain", .bool(true))) }
            if let daily = key.daily { members.append(("daily", .string(daily.description))) }
            members += [
                ("bestScore", encode(record.bestScore, as: "score")),
                ("fewestFlips", encode(record.fewestFlips, as: "flips")),
                ("bestTime", encode(record.bestTime, as: "seconds")),
            ]
            if record.games != 1 { members.append(("games", .number(Double(record.games)))) }
            if record.wins != record.games { members.append(("wins", .number(Double(record.wins)))) }
            return .object(members)
        }
        var document: [(String, JSONValue)] = [("format", .number(Double(format))), ("records", .array(entries))]
        if !table.matches.isEmpty {
            let players = table.matches.sorted { $0.key < $1.key }.map { name, record -> JSONValue in
                .object([
                    ("name", .string(name)), ("games", .number(Double(record.games))),
                    ("wins", .number(Double(record.wins))),
                ])
            }
            document.append(("matches", .array(players)))
        }
        if !table.versus.isEmpty {
            let levels = table.versus.sorted { $0.key < $1.key }.map { level, record -> JSONValue in
                .object([
                    ("level", .string(level)), ("won", .number(Double(record.won))),
                    ("lost", .number(Double(record.lost))), ("drawn", .number(Double(record.drawn))),
                ])
            }
            document.append(("versus", .array(levels)))
        }
        return JSONWriter.write(.object(document))
    }

    // MARK: - Reading

    private static func decodeEntry(_ entry: JSONValue, label: String) throws(Problem) -> (ScoreKey, ScoreRecord) {
        guard case .object = entry else {
            throw .damaged(reason: Text.expectedObject.text(label, found(entry)))
        }
        guard case .string(let variant)? = entry["variant"], !variant.isEmpty else {
            throw .damaged(reason: Text.mustBeNonEmptyFound.text(label + ": \"variant\"", found(entry["variant"])))
        }
        guard case .string(let mode)? = entry["mode"], !mode.isEmpty else {
            throw .damaged(reason: Text.mustBeNonEmptyFound.text(label + ": \"mode\"", found(entry["mode"])))
        }
        guard case .bool(let timed)? = entry["timed"] else {
            throw .damaged(reason: Text.mustBeBoolean.text(label + ": \"timed\"", found(entry["timed"])))
        }
        let cards = try wholeNumber(entry["cards"], "\(label): \"cards\"", from: 1)
        var daily: CalendarDate?
        if let value = entry["daily"] {
            guard case .string(let text) = value, let date = CalendarDate(iso: text) else {
                throw .damaged(reason: Text.mustBeDate.text(label + ": \"daily\"", found(value)))
            }
            daily = date
        }
        // Timed games played by ear came later: a record without the member was played on the grid.
        var plain = false
        if let value = entry["plain"] {
            guard case .bool(let flag) = value else {
                throw .damaged(reason: Text.mustBeBoolean.text(label + ": \"plain\"", found(value)))
            }
            plain = flag
        }
        let key = ScoreKey(
            variant: variant, mode: ScoreMode(rawValue: mode), timed: timed, cards: cards, daily: daily, plain: plain)
        let games =
            try entry["games"].map { value throws(Problem) in
                try wholeNumber(value, "\(label): \"games\"", from: 1)
            } ?? 1
        let wins =
            try entry["wins"].map { value throws(Problem) in
                try wholeNumber(value, "\(label): \"wins\"", from: 0)
            } ?? games
        guard wins <= games else { throw .damaged(reason: Text.winsMoreThanGames.text(label)) }
        let record = ScoreRecord(
            bestScore: try decodeBest(entry["bestScore"], "\(label): \"bestScore\"", field: "score", from: nil),
            fewestFlips: try decodeBest(entry["fewestFlips"], "\(label): \"fewestFlips\"", field: "flips", from: 0),
            bestTime: try decodeBest(entry["bestTime"], "\(label): \"bestTime\"", field: "seconds", from: 0),
            games: games, wins: wins)
        return (key, record)
    }

    private static func decodeBest(_ value: JSONValue?, _ label: String, field: String, from minimum: Int?)
        throws(Problem) -> BestValue
    {
        guard let value, case .object = value else {
            throw .damaged(reason: Text.mustBeObject.text(label, found(value)))
        }
        let number = try wholeNumber(value[field], "\(label): \"\(field)\"", from: minimum)
        guard let dateValue = value["date"] else { return BestValue(number) }
        guard case .string(let text) = dateValue, let date = CalendarDate(iso: text) else {
            throw .damaged(reason: Text.mustBeDate.text(label + ": \"date\"", found(dateValue)))
        }
        return BestValue(number, date: date)
    }

    /// A JSON number that is a whole number no smaller than `minimum`, and small enough to be exact.
    private static func wholeNumber(_ value: JSONValue?, _ label: String, from minimum: Int?) throws(Problem) -> Int {
        guard case .number(let number)? = value, number == number.rounded(), abs(number) < 0x1p53,
            number >= Double(minimum ?? Int.min)
        else {
            throw .damaged(
                reason: minimum.map { Text.mustBeWholeFrom.text(label, "\($0)", found(value)) }
                    ?? Text.mustBeWhole.text(label, found(value)))
        }
        return Int(number)
    }

    /// How a message names what was found: the number itself, or the kind of value.
    private static func found(_ value: JSONValue?) -> String {
        switch value {
        case nil: Text.nothing.text()
        case .string("")?: Text.emptyString.text()
        case .number(let number)?:
            number == number.rounded() && abs(number) < 0x1p53 ? String(Int(number)) : "\(number)"
        case let value?: value.kindDescription
        }
    }

    // MARK: - Writing

    private static func encode(_ best: BestValue, as field: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(field, .number(Double(best.value)))]
        if let date = best.date { members.append(("date", .string(date.description))) }
        return .object(members)
    }
}
