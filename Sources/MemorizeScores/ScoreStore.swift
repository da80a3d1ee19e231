import MemorizeSystem

/// The best scores of every game played on this machine by this user, kept in one JSON file.
///
/// Every read, lock and write goes through `SystemAccess`, so tests run it on a fake file system.
/// Recording a game is one turn under an exclusive lock: read the file again, merge the game in,
/// write it atomically (temporary file, `fsync`, `rename`, `fsync` of the directory). Two games that end at once therefore
/// both land, and a reader never sees half a file. Nothing here prints or stops a game: problems
/// come back as `ScoreProblem`s for the caller to show.
package struct ScoreStore: Sendable {
    /// Where the scores are kept, or nil when there is nowhere (see `defaultPath`).
    package let path: String?
    private let system: SystemAccess

    /// The store at the default place for this environment.
    package init(system: SystemAccess) {
        self.init(path: Self.defaultPath(environment: system.environment), system: system)
    }

    /// The store at `path` (nil: a store that keeps nothing and says so).
    package init(path: String?, system: SystemAccess) {
        self.path = path
        self.system = system
    }

    /// `$XDG_STATE_HOME/memorize/scores.json`, else `$HOME/.local/state/memorize/scores.json`.
    ///
    /// The XDG base directory spec says a relative `XDG_STATE_HOME` is invalid and to be ignored,
    /// as is an empty one. A relative `HOME` is ignored the same way: it would put the scores
    /// wherever the game happened to be started. Nil when neither variable gives a place.
    package static func defaultPath(environment: (String) -> String?) -> String? {
        if let stateHome = environment("XDG_STATE_HOME"), stateHome.hasPrefix("/") {
            return joined(stateHome, "memorize/scores.json")
        }
        if let home = environment("HOME"), home.hasPrefix("/") {
            return joined(home, ".local/state/memorize/scores.json")
        }
        return nil
    }

    /// The lock file beside the scores file, or nil when there is no scores file.
    package var lockPath: String? {
        path.map { $0 + ".lock" }
    }

    /// The records as they are on disk, changing nothing: for `--scores`.
    ///
    /// A file that cannot be used is left where it is (with a `.damaged` problem): only recording a
    /// game moves it aside, under the lock.
    package func load() -> ScoreLoad {
        guard let path else { return ScoreLoad(table: ScoreTable(), problem: .noLocation) }
        switch read(path) {
        case .success(let table): return ScoreLoad(table: table, problem: nil)
        case .failure(.damaged(let reason)):
            return ScoreLoad(table: ScoreTable(), problem: .damaged(path: path, reason: reason))
        case .failure(.newerFormat(let format)):
            return ScoreLoad(table: ScoreTable(), problem: .newerFormat(path: path, format: format))
        }
    }

    /// Adds a finished game to the records and says which ones it beat.
    ///
    /// The comparison is made with the file as it is under the lock, so a record set a moment ago by
    /// another game counts. Whatever goes wrong, the outcome still says what this game beat among
    /// the records that could be read, and lists the problems; the game goes on.
    ///
    /// A daily game counts only on its own day (UTC) and only the first time: one of a past day (the
    /// archive) or one of a day already played is practice, and nothing is written
    /// (`RecordOutcome.practice` says which).
    package func record(_ result: GameResult) -> RecordOutcome {
        record(dated(result), replacing: nil)
    }

    /// Puts `result`, a daily's try as it ended (or was left), in place of `filed`, the same game as
    /// `record` filed it when its first card was turned: so a try is kept from its first card, and a
    /// run that ends without a word (`kill -9`, a crash) still leaves it, not won.
    ///
    /// Only the game that holds the day is replaced: when the file holds another game for that day
    /// (it was moved aside and another run filed the day meanwhile), `result` is practice and nothing
    /// is written; when it holds none, `result` is filed as the day's try. `result` keeps the date of
    /// the try it replaces, the day it began.
    package func updateDaily(_ result: GameResult, filed: GameResult) -> RecordOutcome {
        var result = result
        if result.date == nil { result.date = filed.date }
        return record(dated(result), replacing: filed)
    }

    /// `result` with its date, when it has none: today, in UTC for a daily game, as its deal is (it is
    /// played on its day when the two agree).
    private func dated(_ result: GameResult) -> GameResult {
        var result = result
        if result.date == nil { result.date = (result.key.daily != nil ? system.utcToday() : nil) ?? system.today() }
        return result
    }

    private func record(_ result: GameResult, replacing filed: GameResult?) -> RecordOutcome {
        guard let path, let lockPath else {
            return Self.outcome(of: result, in: ScoreTable(), saved: false, problems: [.noLocation])
        }
        switch system.whileLocked(FilePath(lockPath), { recordLocked(result, replacing: filed, at: path) }) {
        case .success(let outcome):
            return outcome
        case .failure(let failure):
            // Without the lock nothing may be written or moved; the file is still worth reading,
            // since the last writer replaced it whole, so the summary can still say what was beaten.
            let table = (try? read(path).get()) ?? ScoreTable()
            return Self.outcome(
                of: result, in: table, saved: false, problems: [.cannotLock(path: lockPath, reason: failure.reason)])
        }
    }

    /// Counts a finished game of several players for each of `players`, and a win for `winner`.
    ///
    /// - Returns: The problems met; none when it was saved. A file that cannot be used is moved aside
    ///   and a new one started, as for a game of one player.
    package func recordMatch(players: [String], winner: String?) -> [ScoreProblem] {
        update { $0.recordMatch(players: players, winner: winner) }
    }

    /// Counts a finished game against the computer at `level`, as the people playing it did.
    ///
    /// - Returns: The problems met, as `recordMatch` does.
    package func recordVersus(level: String, _ outcome: VersusOutcome) -> [ScoreProblem] {
        update { $0.recordVersus(level: level, outcome) }
    }

    /// Changes the table in the file by `change`, under the lock. A file that cannot be used is moved
    /// aside and a new one started, as `record` does: left in place, it lost every game of several
    /// seats while it lasted.
    private func update(_ change: (inout ScoreTable) -> Void) -> [ScoreProblem] {
        guard let path, let lockPath else { return [.noLocation] }
        let locked = system.whileLocked(FilePath(lockPath)) { () -> [ScoreProblem] in
            let opened = tableToChange(at: path)
            guard var table = opened.table else { return opened.problems }
            change(&table)
            if case .failed(let reason) = system.writeFileAtomically(FilePath(path), ScoreFile.encode(table)) {
                return opened.problems + [.cannotWrite(path: path, reason: reason)]
            }
            return opened.problems
        }
        switch locked {
        case .success(let problems): return problems
        case .failure(let failure): return [.cannotLock(path: lockPath, reason: failure.reason)]
        }
    }

    // MARK: - Under the lock

    /// The table in the file at `path`, to change and write back: the file's, or an empty one once a
    /// file that cannot be used is moved aside; nil when nothing may be written (a newer format, or a
    /// damaged file that stays in place). The problems say which.
    private func tableToChange(at path: String) -> (table: ScoreTable?, problems: [ScoreProblem]) {
        switch read(path) {
        case .success(let existing):
            return (existing, [])
        case .failure(.newerFormat(let format)):
            return (nil, [.newerFormat(path: path, format: format)])
        case .failure(.damaged(let reason)):
            switch system.moveAside(FilePath(path)) {
            case .moved(let movedTo):
                return (ScoreTable(), [.movedAside(path: path, reason: reason, movedTo: movedTo.text)])
            case .failed(let moveReason):
                // Writing now would replace the damaged file, which may still hold records a person
                // can recover; better to keep it and save nothing.
                return (nil, [.cannotMoveAside(path: path, reason: reason, moveReason: moveReason)])
            }
        }
    }

    private func recordLocked(_ result: GameResult, replacing filed: GameResult?, at path: String) -> RecordOutcome {
        let opened = tableToChange(at: path)
        let problems = opened.problems
        guard var table = opened.table else {
            return Self.outcome(of: result, in: ScoreTable(), saved: false, problems: problems)
        }
        var outcome: RecordOutcome
        if let filed, let held = Self.heldTry(filed, in: table) {
            // The day's try, as this run filed it: replaced by how it went since, never merged with it,
            // and kept under the day it began.
            var result = result
            result.date = held.began
            table.replaceDaily(held.key, with: result)
            outcome = RecordOutcome(
                beaten: [], previous: nil, current: ScoreRecord(result), saved: true, problems: problems)
        } else {
            if let practice = Self.practice(result, in: table) {
                outcome = Self.outcome(of: result, in: table, saved: false, problems: problems)
                outcome.practice = practice
                return outcome
            }
            outcome = Self.outcome(of: result, in: table, saved: true, problems: problems)
            table.record(result)
        }
        if case .failed(let reason) = system.writeFileAtomically(FilePath(path), ScoreFile.encode(table)) {
            outcome.saved = false
            outcome.problems.append(.cannotWrite(path: path, reason: reason))
        }
        return outcome
    }

    // MARK: - Helpers

    /// The key and the first day of the day's try in `table` when it is `filed`, as a run filed it (a
    /// try filed without a date was dated by the store, with the day it was filed on); nil when
    /// another game holds the day, or none does.
    private static func heldTry(_ filed: GameResult, in table: ScoreTable) -> (key: ScoreKey, began: CalendarDate?)? {
        guard let day = filed.key.daily, let held = table.daily(on: day), held.key == filed.key else { return nil }
        var filed = filed
        if filed.date == nil { filed.date = held.record.bestScore.date }
        return held.record == ScoreRecord(filed) ? (held.key, filed.date) : nil
    }

    /// Why a daily game is practice, or nil when it is the day's one scored try. The try is the date's,
    /// not the key's: a day played untimed and then with `--timed` (or as Matchismo) would otherwise
    /// be two scored tries of one board, and two days in `--stats`.
    private static func practice(_ result: GameResult, in table: ScoreTable) -> DailyPractice? {
        guard let day = result.key.daily else { return nil }
        if let kept = table.daily(on: day) { return .alreadyPlayed(on: kept.record.bestScore.date) }
        if let played = result.date, played != day { return .archive }
        return nil
    }

    private func read(_ path: String) -> Result<ScoreTable, ScoreFile.Problem> {
        switch system.readFile(path) {
        case .bytes(let bytes):
            do {
                return .success(try ScoreFile.decode(bytes))
            } catch {
                return .failure(error)
            }
        case .missing: return .success(ScoreTable())
        case .directory: return .failure(.damaged(reason: ScoresText.isDirectory.text()))
        case .notARegularFile: return .failure(.damaged(reason: ScoresText.notRegularFile.text()))
        case .unreadable(let reason): return .failure(.damaged(reason: reason))
        case .tooLarge(let limit): return .failure(.damaged(reason: ScoresText.tooLarge.text("\(limit)")))
        }
    }

    private static func outcome(of result: GameResult, in table: ScoreTable, saved: Bool, problems: [ScoreProblem])
        -> RecordOutcome
    {
        var after = table
        let beaten = after.record(result)
        return RecordOutcome(
            beaten: beaten, previous: table[result.key], current: after[result.key] ?? ScoreRecord(result),
            saved: saved, problems: problems)
    }

    private static func joined(_ directory: String, _ rest: String) -> String {
        directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
    }
}

/// The records on disk and, when they could not all be read, why.
package struct ScoreLoad: Equatable, Sendable {
    /// The records read; empty when there is no file or it cannot be used.
    package var table: ScoreTable
    package var problem: ScoreProblem?

    package init(table: ScoreTable, problem: ScoreProblem?) {
        self.table = table
        self.problem = problem
    }
}

/// Why a daily game is practice rather than the day's scored try.
package enum DailyPractice: Equatable, Sendable {
    /// The day's daily was played already (on that day, when the file knows it): the first try counts.
    case alreadyPlayed(on: CalendarDate?)
    /// A past day's daily, from the archive: only a day's own daily, played that day, counts.
    case archive
}

/// What recording a game did.
package struct RecordOutcome: Equatable, Sendable {
    /// The records this game beat (strictly better than the best kept before it). The first game
    /// kept for a key beats nothing; `previous` is then nil, and a summary may say so instead.
    package var beaten: BeatenRecords
    /// The key's records before this game, or nil when it is the first game kept for the key.
    package var previous: ScoreRecord?
    /// The key's records with this game, whether or not they could be saved.
    package var current: ScoreRecord
    /// Whether the file on disk now holds this game.
    package var saved: Bool
    /// What went wrong, in the order it happened; empty when all went well.
    package var problems: [ScoreProblem]
    /// For a daily game that did not count, why: the day was played already, or it is a past day.
    package var practice: DailyPractice?

    package init(
        beaten: BeatenRecords, previous: ScoreRecord?, current: ScoreRecord, saved: Bool, problems: [ScoreProblem]
    ) {
        self.beaten = beaten
        self.previous = previous
        self.current = current
        self.saved = saved
        self.problems = problems
    }

    /// One line for the player about what went wrong, or nil when all went well.
    package var notice: String? {
        problems.isEmpty ? nil : problems.map(\.message).joined(separator: "; ")
    }
}
