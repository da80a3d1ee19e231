import MemorizePlayers
import MemorizeScores
import MemorizeSetup
import MemorizeSystem
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import Synchronization
import Testing

@testable import MemorizeApp

/// A daily's try as the run files it: the view model the setup composes, the run's score keeper and
/// the scores file (in a directory of the test's own), with a UTC date the test moves.
@Suite("A daily's try, from the composed run to the scores file")
struct DailyFilingTests {
    static let december2 = CalendarDate(iso: "2026-12-02")!
    static let december3 = CalendarDate(iso: "2026-12-03")!
    static let theme = Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹"], color: .named("orange"))

    /// Today, local and UTC, as the test sets it.
    final class Calendar: Sendable {
        private let day: Mutex<CalendarDate>

        init(_ day: CalendarDate) {
            self.day = Mutex(day)
        }

        var today: CalendarDate { day.withLock { $0 } }

        /// Midnight passes: today is `day` from now on.
        func move(to day: CalendarDate) {
            self.day.withLock { $0 = day }
        }
    }

    /// The live file system with its scores under `directory`, and today as `calendar` says.
    static func system(stateIn directory: TemporaryDirectory, calendar: Calendar) -> SystemAccess {
        let state = directory.path
        var system = SystemAccess.live
        system.environment = { $0 == "XDG_STATE_HOME" ? state : nil }
        system.today = { calendar.today }
        system.utcToday = { calendar.today }
        return system
    }

    /// A run of `date`'s daily, dealt on `dealtOn`, filing through `system`.
    static func daily(_ date: CalendarDate, dealtOn: CalendarDate, system: SystemAccess) -> GameViewModel {
        var setup = GameSetup()
        setup.seed = 5
        setup.daily = date.description
        setup.dailyDealtOn = dealtOn.description
        return GameApp.compose(
            themes: [theme], firstTheme: theme, setup: setup, clock: TestClock(),
            scoreKeeper: StoredScores(system: system))
    }

    /// Turns every card of the game on the board, each pair at first sight.
    static func playPerfectly(_ viewModel: GameViewModel) {
        let faces = faces(of: viewModel.variant, dealtFrom: 5).map(\.text)
        for index in PerfectPlay.choices(for: faces, skipping: { _ in false }) {
            viewModel.send(.pointed(.choose(card: index)))
        }
    }

    // Issue 42: the day was read when the game was filed, so a daily dealt before midnight (UTC) and
    // played after it was a past day's, practice, and the day's try was lost.
    @Test("a daily dealt before midnight UTC and played after it is the try of the day it was dealt on")
    func acrossMidnight() throws {
        let directory = try TemporaryDirectory()
        let calendar = Calendar(Self.december2)
        let system = Self.system(stateIn: directory, calendar: calendar)
        let viewModel = Self.daily(Self.december2, dealtOn: Self.december2, system: system)
        calendar.move(to: Self.december3)
        Self.playPerfectly(viewModel)
        let summary = try #require(viewModel.screen.summary)
        #expect(summary.dailyPractice == nil, "\(summary.dailyPractice ?? "")")
        let kept = try #require(ScoreStore(system: system).load().table.daily(on: Self.december2))
        #expect(kept.record.bestScore == BestValue(8, date: Self.december2))
        #expect(kept.record.wins == 1)
    }

    // Issue 42: a run that died before the daily's end (`kill -9`, a crash, plain mode's Ctrl-C) left
    // nothing in the file, so the day could be tried again until a good start.
    @Test("the first card files the day's try, not won, which its end replaces; a second run is practice")
    func filedFromTheFirstCard() throws {
        let directory = try TemporaryDirectory()
        let system = Self.system(stateIn: directory, calendar: Calendar(Self.december2))
        let store = ScoreStore(system: system)
        let viewModel = Self.daily(Self.december2, dealtOn: Self.december2, system: system)
        viewModel.send(.pointed(.choose(card: 0)))
        // What `kill -9` would leave now.
        let started = try #require(store.load().table.daily(on: Self.december2))
        #expect(started.record.wins == 0)
        #expect(started.record.fewestFlips == BestValue(1, date: Self.december2))
        Self.playPerfectly(viewModel)
        let table = store.load().table
        #expect(table.records.count == 1, "the try replaced, not a second entry")
        let ended = try #require(table.daily(on: Self.december2))
        #expect(ended.record.wins == 1 && ended.record.games == 1)
        #expect(viewModel.screen.summary?.dailyPractice == nil)
        // The same day again: practice from its first card, and the file stays as it was.
        let again = Self.daily(Self.december2, dealtOn: Self.december2, system: system)
        again.send(.pointed(.choose(card: 0)))
        Self.playPerfectly(again)
        #expect(
            again.screen.summary?.dailyPractice == "Practice: this day's daily was played, and its first try counts")
        #expect(store.load().table == table)
    }

    @Test("a daily left under way after its first card keeps the try, brought up to where it was left")
    func leftUnderWay() throws {
        let directory = try TemporaryDirectory()
        let system = Self.system(stateIn: directory, calendar: Calendar(Self.december2))
        let viewModel = Self.daily(Self.december2, dealtOn: Self.december2, system: system)
        viewModel.send(.pointed(.choose(card: 0)))
        viewModel.send(.pointed(.choose(card: 1)))
        viewModel.fileUnfinishedDaily()
        let kept = try #require(ScoreStore(system: system).load().table.daily(on: Self.december2))
        #expect(kept.record.wins == 0)
        #expect(kept.record.fewestFlips.value == 2)
    }

    @Test("a past day's daily dealt today is still practice from the archive")
    func archive() throws {
        let directory = try TemporaryDirectory()
        let system = Self.system(stateIn: directory, calendar: Calendar(Self.december3))
        let viewModel = Self.daily(Self.december2, dealtOn: Self.december3, system: system)
        Self.playPerfectly(viewModel)
        #expect(viewModel.screen.summary?.dailyPractice?.hasPrefix("Practice: a past day's daily") == true)
        #expect(ScoreStore(system: system).load().table.records.isEmpty)
    }
}
