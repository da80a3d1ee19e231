import MemorizeSystem
import MemorizeThemes
import MemoryGame
import Testing

@testable import MemorizeCommandLine

@Suite("The daily deal: a theme and a board from the date alone")
struct DailyDealTests {
    /// The board a daily deal puts down, as the game deals it from the theme and the seed.
    static func board(of date: CalendarDate) -> (theme: String, faces: [String]) {
        let deal = DailyDeal.deal(for: date)
        var generator = SplitMix64(seed: deal.seed)
        return (deal.theme.name, deal.theme.makeGame(using: &generator).cards.map(\.content))
    }

    static func date(_ text: String) -> CalendarDate {
        CalendarDate(iso: text)!
    }

    // Learned by dealing, once, with catalog version 1 (0.4.0): they must never change, or players on
    // different builds would get different boards on the same day.
    @Test(
        "the boards of fixed dates are pinned",
        arguments: [
            (
                "2026-12-02", "Sports",
                ["🎱", "⚽", "🥊", "🏓", "🏈", "🏐", "🏐", "🏉", "🎾", "🏀", "🎱", "🏓", "🏈", "🥊", "⚽", "🏉", "⚾", "🏀", "⚾", "🎾"]
            ),
            (
                "2027-01-01", "Halloween",
                ["🦇", "🌙", "🧙", "🍬", "🧛", "🦇", "🍫", "🍬", "🧙", "💀", "🍫", "🎃", "🎃", "👻", "🍭", "🍭", "🌙", "🧛", "💀", "👻"]
            ),
            (
                "2028-02-29", "Ocean",
                ["🦀", "🐠", "🦈", "🦑", "🦞", "🐳", "🐙", "🐚", "🦞", "🦑", "🐡", "🐳", "🐠", "🐬", "🦀", "🐬", "🐡", "🐙", "🦈", "🐚"]
            ),
            (
                "2030-02-28", "Animals",
                ["🐹", "🦊", "🐶", "🐻", "🐨", "🐨", "🐭", "🐹", "🐻", "🐯", "🐶", "🐯", "🐰", "🐱", "🦊", "🐭", "🐼", "🐰", "🐱", "🐼"]
            ),
            (
                "2031-12-31", "Animals",
                ["🐶", "🐱", "🐰", "🐶", "🐼", "🐯", "🐰", "🐯", "🐱", "🐹", "🦊", "🐼", "🐻", "🐹", "🦊", "🐻", "🐨", "🐨", "🐭", "🐭"]
            ),
        ])
    func pinned(date: String, theme: String, faces: [String]) {
        let board = Self.board(of: Self.date(date))
        #expect(board.theme == theme)
        #expect(board.faces == faces)
        #expect(board.faces.count == 2 * DailyCatalog.pairs)
    }

    @Test("the next day deals another board")
    func nextDay() {
        var day = Self.date("2026-12-01")
        for _ in 0..<60 {
            let next = CalendarDate(dayNumber: day.dayNumber + 1)!
            #expect(Self.board(of: day).faces != Self.board(of: next).faces, "\(day) and \(next)")
            #expect(DailyDeal.deal(for: day).seed != DailyDeal.deal(for: next).seed)
            day = next
        }
    }

    @Test("every theme of the daily catalog comes up within a season, and only those")
    func themes() {
        let start = Self.date("2026-12-01").dayNumber
        let names = Set((0..<90).map { DailyDeal.deal(for: CalendarDate(dayNumber: start + $0)!).theme.name })
        #expect(names == Set(DailyCatalog.themes.map(\.name)))
        #expect(DailyCatalog.themes.allSatisfy { $0.emojis.count == DailyCatalog.pairs && $0.pairs == .fixed(10) })
    }

    @Test("the catalog is frozen: its faces are its own, whatever the built-in themes become")
    func frozenCatalog() {
        // Version 1 as it was written: a change here changes every daily board, past and future.
        #expect(DailyCatalog.version == 1)
        #expect(
            DailyCatalog.themes.map(\.name) == ["Halloween", "Sports", "Animals", "Food", "Fruit", "Ocean", "Faces"])
        #expect(DailyCatalog.themes.flatMap(\.emojis).count == 70)
        // The deal reads no built-in theme: dealing from the catalog with the built-in list gone changes nothing.
        let date = Self.date("2027-06-15")
        #expect(DailyDeal.deal(for: date).theme == DailyDeal.deal(for: date, themes: DailyCatalog.themes).theme)
    }

    @Test(
        "a day after today (UTC) is refused with one line; today and the archive play",
        arguments: [
            ("2026-12-03", false), ("2030-01-01", false), ("9999-12-31", false), ("2026-12-02", true),
            ("2020-01-01", true),
        ])
    func futureDays(date: String, plays: Bool) {
        let system = FakeSystem(today: Self.date("2026-12-02"))
        let launch = system.launch(["--daily", date, "--plain"])
        if plays {
            guard case .play = launch else {
                Issue.record("no game: \(system.errors)")
                return
            }
        } else {
            #expect(launch == .exit(64))
            #expect(
                system.errors
                    == "memorize: the daily deal of \(date) is not out yet: each day's board opens that day (UTC)\n")
        }
    }

    @Test("--daily DATE plays that date's theme and seed and marks the setup as daily")
    func launchWithDate() throws {
        let system = FakeSystem(inputIsTerminal: true, outputIsTerminal: true, today: Self.date("2027-01-01"))
        guard case .play(let request) = system.launch(["--daily", "2026-12-01", "--mode", "matchismo", "--timed"])
        else {
            Issue.record("no game: \(system.errors)")
            return
        }
        let deal = DailyDeal.deal(for: Self.date("2026-12-01"))
        // The frozen catalog's theme, named in other languages as the built-in theme of its name is.
        #expect(request.theme.translated([:]) == deal.theme)
        #expect(request.setup.seed == deal.seed)
        #expect(request.setup.daily == "2026-12-01")
        #expect(request.setup.dailyDealtOn == "2027-01-01", "a past day's board, dealt today: the archive")
        #expect(request.setup.timed)
        #expect(request.setup.ruleSet == .matchismo(cards: DailyCatalog.matchismoCards))
    }

    @Test("--daily alone plays today in UTC, from the system; --daily before another option takes no value")
    func launchToday() {
        let system = FakeSystem(today: Self.date("2027-01-01"))
        guard case .play(let request) = system.launch(["--daily", "--plain"]) else {
            Issue.record("no game: \(system.errors)")
            return
        }
        #expect(request.setup.daily == "2027-01-01")
        #expect(request.setup.dailyDealtOn == "2027-01-01", "the day its try is filed under, whenever it ends")
        #expect(request.setup.presenter == .plain)
        #expect(request.setup.seed == DailyDeal.deal(for: Self.date("2027-01-01")).seed)
        #expect(FakeSystem().launch(["--daily"]) == .exit(64))
    }

    @Test(
        "a wrong date, or an option that would choose another board, is a usage error",
        arguments: [
            (
                ["--daily", "2026-02-30"],
                "memorize: --daily needs a date written YYYY-MM-DD, such as 2026-12-01, not \"2026-02-30\"\n"
            ),
            (
                ["--daily=1.12.2026"],
                "memorize: --daily needs a date written YYYY-MM-DD, such as 2026-12-01, not \"1.12.2026\"\n"
            ),
            (["--daily", "--seed", "3"], "memorize: options --seed and --daily cannot be used together\n"),
            (["--theme", "hal", "--daily"], "memorize: options --theme and --daily cannot be used together\n"),
            (
                ["--daily", "2026-12-01", "--pairs", "3"],
                "memorize: options --pairs and --daily cannot be used together\n"
            ),
            (
                ["--daily", "--mode", "matchismo", "--cards", "8"],
                "memorize: options --cards and --daily cannot be used together\n"
            ),
        ])
    func refused(arguments: [String], message: String) {
        let system = FakeSystem(today: Self.date("2027-01-01"))
        #expect(system.launch(arguments) == .exit(64))
        #expect(system.errors == message)
    }

    // Issue 42: a game of several seats on the day's board was never filed, so a player could turn
    // every card there and then play the day's one try alone with the board known.
    @Test(
        "the daily is one player's try: several seats, at one keyboard or with the computer, are refused",
        arguments: [
            (["--daily", "--players", "2"], "--players"), (["--names", "ann,bob", "--daily"], "--names"),
            (["--daily", "--players", "2", "--names", "ann,bob"], "--players"),
            (["--daily", "2026-12-01", "--versus", "computer"], "--versus"),
            (["--daily", "--versus", "computer:expert", "--first", "computer", "--plain"], "--versus"),
        ])
    func severalSeatsRefused(arguments: [String], option: String) {
        let system = FakeSystem(today: Self.date("2027-01-01"))
        #expect(system.launch(arguments) == .exit(64))
        #expect(system.errors == "memorize: options \(option) and --daily cannot be used together\n")
    }

    @Test("one player may still name themself, or say --players 1, in a daily")
    func onePlayerNamed() {
        for arguments in [["--daily", "--names", "ann"], ["--daily", "--players", "1"]] {
            let system = FakeSystem(today: Self.date("2027-01-01"))
            guard case .play(let request) = system.launch(arguments) else {
                Issue.record("no game for \(arguments): \(system.errors)")
                continue
            }
            #expect(request.setup.daily == "2027-01-01")
            #expect(request.setup.players == 1)
        }
    }

    @Test("--plain plays through pipes; any other game still needs a terminal")
    func plainInPipes() {
        let piped = FakeSystem(inputIsTerminal: false, outputIsTerminal: false)
        guard case .play(let request) = piped.launch(["--plain", "--theme", "hal"]) else {
            Issue.record("no game: \(piped.errors)")
            return
        }
        #expect(request.setup.presenter == .plain)
        #expect(FakeSystem(inputIsTerminal: false, outputIsTerminal: true).launch(["--theme", "hal"]) == .exit(69))
        #expect(FakeSystem(inputIsTerminal: true, outputIsTerminal: false).launch(["--theme", "hal"]) == .exit(69))
    }
}
