import MemorizeLocalization
import MemorizeSetup
import MemorizeTestSupport
import MemorizeText
import MemoryGame
import Testing

@testable import MemorizeViewModel

/// The view model's texts in Korean and Chinese (issue 45): what a choice says, under the board and in
/// words, the summary's headline, the scoring help, the questions, the new-game screen, the notices and a
/// daily's lines, each in the language of a task-local translator while other tests run in English.
@Suite("The view model's texts in the player's language")
struct TranslatedTextsTests {
    static let languages: [Language] = [.korean, .chinese]

    /// Whether `text` is in `language`: it has a letter of the language's script, and no English word
    /// of three letters or more but those a player types or a name (`names`).
    static func isTranslated(_ text: String?, into language: Language, names: Set<String> = []) -> Bool {
        guard let text else { return false }
        let script: ClosedRange<Unicode.Scalar> =
            language == .korean ? "\u{AC00}"..."\u{D7A3}" : "\u{4E00}"..."\u{9FFF}"
        guard text.unicodeScalars.contains(where: script.contains) else { return false }
        let words = text.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 3 }
        return words.allSatisfy { names.contains($0) }
    }

    private func translator(_ language: Language) throws -> Translator {
        try TranslationCatalog.translator(for: language)
    }

    @Test(
        "a refusal, a match, a mismatch of a seen card and whose turn it is, on the board and in words",
        arguments: languages)
    func choices(language: Language) throws {
        let translator = try translator(language)
        Translator.$scoped.withValue(translator) {
            let (game, _) = makeGame()
            let (first, other) = mismatchedPair(in: game)
            game.click(.card(first))
            game.click(.card(other))
            // Both cards stay up after a solo mismatch: the first cannot start the next turn.
            game.click(.card(first))
            for message in [game.screen.message?.text, game.screen.message?.spoken] {
                #expect(Self.isTranslated(message, into: language), "\(String(describing: message))")
            }
            let (one, two) = matchingPair(in: game, face: faces(of: game)[first])
            game.click(.card(one == first ? two : one))
            game.click(.card(first))
            for message in [game.screen.message?.text, game.screen.message?.spoken] {
                #expect(Self.isTranslated(message, into: language), "the match: \(String(describing: message))")
            }
            // The other card again, with a card it does not match: a mismatch of a seen card costs 1.
            let unmatched = faces(of: game).indices.first {
                $0 != other && faces(of: game)[$0] != faces(of: game)[other] && game.screen.cards[$0].side == .faceDown
            }
            game.click(.card(other))
            game.click(.card(unmatched ?? 0))
            #expect(game.screen.status.score < 2, "the mismatch cost a point")
            for message in [game.screen.message?.text, game.screen.message?.spoken] {
                #expect(Self.isTranslated(message, into: language), "the mismatch: \(String(describing: message))")
            }

            let (seated, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
            let (a, b) = mismatchedPair(in: seated)
            seated.click(.card(a))
            seated.click(.card(b))
            let turn = seated.screen.message?.text
            #expect(turn?.hasSuffix(ChoiceText.playersTurn.text("Bob")) == true, "\(String(describing: turn))")
            #expect(Self.isTranslated(turn, into: language, names: ["Bob"]), "\(String(describing: turn))")
        }
    }

    @Test("the headline, the winner, the scoring help and the help of seats", arguments: languages)
    func summary(language: Language) throws {
        let translator = try translator(language)
        try Translator.$scoped.withValue(translator) {
            let (solo, _) = makeGame()
            playPerfectly(solo)
            let headline = try #require(solo.screen.summary?.headline)
            #expect(headline == SummaryText.allPairsFound.text() && Self.isTranslated(headline, into: language))
            for line in solo.screen.scoringHelp {
                #expect(Self.isTranslated(line, into: language), "\(line)")
            }
            let (seated, _) = makeGame(settings: GameViewModel.Settings(seats: [Seat(name: "Ann"), Seat(name: "Bob")]))
            playPerfectly(seated)
            let winner = try #require(seated.screen.summary?.headline)
            #expect(Self.isTranslated(winner, into: language, names: ["Ann"]), "\(winner)")
            #expect(winner.contains("Ann"))
            for line in seated.screen.scoringHelp {
                #expect(Self.isTranslated(line, into: language), "\(line)")
            }
            let timed = TimedVariant(MatchismoVariant())
            #expect(timed.scoringHelp(cardCount: 12).allSatisfy { Self.isTranslated($0, into: language) })
            #expect(Self.isTranslated(timed.finishedHeadline(cardsLeft: 4), into: language))
        }
    }

    @Test("the quit question keeps y and N; the new-game screen's rows and questions", arguments: languages)
    func questions(language: Language) throws {
        let translator = try translator(language)
        Translator.$scoped.withValue(translator) {
            let (game, _) = makeGame()
            game.click(.card(0))
            game.press(.character("q"))
            guard case .confirm(let question) = game.screen.mode else {
                Issue.record("q asks first: \(game.screen.mode)")
                return
            }
            #expect(question.hasSuffix("y/N") && Self.isTranslated(question, into: language), "\(question)")
            var choices = NewGameChoices()
            choices.computer = .hard
            let form = NewGameForm(choices: choices, themes: [.init(name: "Animals", most: 3)])
            let typed: Set<String> = [
                "pairs", "matchismo", "yes", "random", "own", "computer", "easy", "normal", "hard", "expert", "you",
                "Enter", "Matchismo",
            ]
            for line in form.lines where line.row != .start {
                #expect(Self.isTranslated(line.label, into: language), "\(line.label)")
                #expect(Self.isTranslated(line.question, into: language, names: typed), "\(line.question)")
            }
            #expect(Self.isTranslated(form.lines.last?.value, into: language))
        }
    }

    @Test(
        "the daily's lines: the words translated, the number, score, clock and squares as in English",
        arguments: languages)
    func daily(language: Language) throws {
        let translator = try translator(language)
        let share = DailyShare(
            date: "2026-12-02", number: 2, theme: "Ocean", timed: true, score: -10, bestScore: 20, flips: 68,
            fewestFlips: 20, seconds: 107, turns: [.match, .unluckyMiss], practice: true)
        let english = share.parts(unicode: true)
        Translator.$scoped.withValue(translator) {
            let parts = share.parts(unicode: true)
            #expect(parts[0].hasPrefix("Memorize #2") && parts[0] != english[0], "\(parts)")
            #expect(parts[2] == "−10/20" && parts[4] == "1:47", "what players compare stays as it is")
            #expect(Self.isTranslated(parts[3], into: language), "\(parts)")
            #expect(share.lines(unicode: true).last == "🟩⬜")
            #expect(Self.isTranslated(DailyShare.legend(unicode: true), into: language))
            #expect(Self.isTranslated(share.spoken, into: language, names: ["Ocean"]), "\(share.spoken)")
            #expect(share.spoken.contains(SpokenText.duration(seconds: 107)))
        }
    }

    @Test("notices: practice, the theme's colors, a table's lines and the lobby's form", arguments: languages)
    func notices(language: Language) throws {
        let translator = try translator(language)
        Translator.$scoped.withValue(translator) {
            let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
            keeper.playedDays = ["2026-12-01"]
            let (daily, _) = makeGame(
                settings: GameViewModel.Settings(
                    scoreKeeper: keeper, daily: "2026-12-01", dailyNumber: 17, dailyDealtOn: "2026-12-01"))
            #expect(
                Self.isTranslated(daily.screen.notice, into: language), "\(String(describing: daily.screen.notice))")
            #expect(Self.isTranslated(daily.screen.status.daily, into: language))
            let colors = ThemeColors.notice(for: Fixtures.mystery)
            #expect(
                Self.isTranslated(colors, into: language, names: ["plaid", "Mystery", "blue"]),
                "\(String(describing: colors))")
            for line in [
                TableScreenText.takesSeat.text("Ann", "2"), ScreenText.waitingForSeat.text("2"),
                LobbyScreenText.noFreeSeat.text("3"),
            ] {
                #expect(Self.isTranslated(line, into: language, names: ["Ann"]), "\(line)")
            }
        }
    }

    @Test("Matchismo's cards by name, and its lines", arguments: languages)
    func matchismo(language: Language) throws {
        let translator = try translator(language)
        Translator.$scoped.withValue(translator) {
            var generator = SplitMix64(seed: 3)
            let dealt = MatchismoVariant(cardCount: 52).deal(using: &generator)
            let names = dealt.faces.compactMap(\.name)
            #expect(names.count == 52 && Set(names).count == 52, "every card its own name")
            #expect(
                names.allSatisfy { Self.isTranslated($0, into: language, names: []) || $0.contains(where: \.isNumber) })
            #expect(!names.contains { $0.contains(" of ") }, "\(names.prefix(4))")
            #expect(Self.isTranslated(MatchismoVariant().finishedHeadline(cardsLeft: 0), into: language))
        }
    }

    @Test("counts beside names: the sign kept, the language's unit", arguments: languages)
    func counts(language: Language) throws {
        let translator = try translator(language)
        Translator.$scoped.withValue(translator) {
            #expect(NumberText.count(-1, .point) == (language == .korean ? "−1점" : "−1 分"))
            #expect(NumberText.count(3, .pair) == (language == .korean ? "짝 3개" : "3 对"))
            #expect(NumberText.count(-2, .pointShort, unicode: false) == (language == .korean ? "-2점" : "-2 分"))
        }
        #expect(NumberText.count(-1, .point) == "−1 point", "English around the task")
    }

    @Test("default names shown in the language, filed as they are", arguments: languages)
    func defaultNames(language: Language) throws {
        let translator = try translator(language)
        try Translator.$scoped.withValue(translator) {
            let keeper = RecordingScoreKeeper(answer: RecordedGame(newRecords: []))
            let (game, _) = makeGame(
                settings: GameViewModel.Settings(
                    seats: [Seat(name: "Player 1"), Seat(name: "Player 2")], scoreKeeper: keeper))
            let shown = game.screen.status.players.map(\.name)
            #expect(
                shown == ["1", "2"].map { ScreenText.defaultPlayer.text($0) } && shown[0] != "Player 1", "\(shown)")
            playPerfectly(game)
            let headline = try #require(game.screen.summary?.headline)
            #expect(Self.isTranslated(headline, into: language), "\(headline)")
            let match = try #require(keeper.matches.last)
            #expect(
                match.players == ["Player 1", "Player 2"] && match.winner == "Player 1", "the file keeps the names")
            let computer = Seat(name: "Computer", kind: .computer(.normal))
            #expect(computer.shownName == ScreenText.defaultComputer.text() && computer.shownName != "Computer")
            #expect(Seat(name: "You").shownName != "You" && Seat(name: "Ann").shownName == "Ann")
        }
        #expect(Seat(name: "Player 3").shownName == "Player 3", "English around the task")
    }
}
