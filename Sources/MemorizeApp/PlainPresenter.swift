import MemorizeLocalization
import MemorizeSetup
import MemorizeText
import MemorizeViewModel
import ScreenKit

/// Presents the game in lines of text, for screen readers, braille displays and terminals without a
/// grid (`--plain`, SPEC §7.4): one line per event, written in order, no cursor movement, colors or
/// box drawing; it reads a line typed as a card or a command.
///
/// What it says comes from the view model's events, in order: a card turned up, the result of a
/// choice, whose turn it is, a new screen, a notice; the current screen gives the facts a line
/// needs (the summary, the themes). It never compares two screens, and knows nothing of the rules.
/// Looking at the board, the score and the help are answered here from the last screen, without the
/// game. Typed words become intents here, not keys: rebinding a grid key changes nothing here.
package struct PlainPresenter: GamePresenter {
    /// Plain mode reads the last match and the summary at once (there is no board to look at), shows
    /// no animation (it would only wake the loop for frames nobody sees), and lets the computer move
    /// at once, since each of its cards is a line (SPEC §7.2). Lines typed ahead are answered in
    /// order, so the summary needs no grace: only the grid's can flash by unseen.
    ///
    /// A timed game gives the listener `speechGrace` after each choice before the bonus falls.
    package static let policy = PresenterPolicy(
        animates: false, finishHold: .zero, summaryGrace: .zero, otherSeatsPause: .zero, firstMovePause: .zero,
        bonusGrace: speechGrace, mismatchHold: .zero)

    /// The time espeak-ng takes, at its default voice and rate, to say a typical line that turns a
    /// card (`Card 7: chocolate bar.`, 1.5 to 2 s with its pause): measured in `Benchmarks/speech.py`'s
    /// transcripts, rounded up.
    package static let speechGrace: Duration = .seconds(2)

    private let reader: Reader

    /// A presenter that hands each line it says, with its newline, to `write`.
    ///
    /// - Parameters:
    ///   - detail: How much it says at first; the `verbose` command switches.
    ///   - unicode: Whether the output's locale takes UTF-8; without it every line is ASCII.
    ///   - bell: Whether a match rings the terminal's bell (`--bell`, on a terminal).
    package init(
        detail: PlainDetail = .brief, unicode: Bool = true, bell: Bool = false, write: @escaping (String) -> Void
    ) {
        reader = Reader(detail: detail, unicode: unicode, bell: bell, write: write)
    }

    /// A new deal gets the grid the grid game would choose on an 80×24 terminal; the board always fits.
    package mutating func layOut(cardCount: Int, deal: Int) -> (columns: Int, fits: Bool)? {
        guard reader.deal != deal || reader.cardCount != cardCount else { return nil }
        reader.deal = deal
        reader.cardCount = cardCount
        reader.columns = PlainLines.columns(forCardCount: cardCount)
        reader.isNewDeal = true
        return (reader.columns, true)
    }

    package mutating func present(_ screen: GameScreen, events: [GameEvent]) {
        reader.present(screen, events: events)
    }

    /// A notice is a line said once: nothing here dismisses it.
    package func action(for input: InputEvent, in mode: ScreenMode, noticeShows: Bool) -> GameAction? {
        // Only lines come from a line reader; nothing else means anything here.
        guard case .text(let line) = input else { return nil }
        return reader.action(for: line)
    }
}

extension PlainPresenter {
    /// What the presenter remembers between lines: the last screen read, the deal and grid, how much
    /// to say, and what was said lately, to repeat it. A class, so that a command answered without the
    /// game (`look`) can speak from `action(for:)`.
    final class Reader {
        let write: (String) -> Void
        var deal = -1
        var cardCount = 0
        var columns = 1
        var isNewDeal = false
        /// How much is said: brief, or full (`verbose` switches).
        private(set) var detail: PlainDetail
        private let unicode: Bool
        private let bell: Bool
        /// The last screen read, for the commands answered without the game.
        private var screen: GameScreen?
        /// The lines of the comparison under way: its cards so far.
        private var comparison: [String] = []
        /// The lines of the last comparison made: its two cards and its result, for `r`.
        private var lastComparison: [String] = []
        /// The seat that made the last comparison: `r` names it when it was another's.
        private var lastComparisonSeat = 0
        /// The lines of the turn under way, in a game of several seats.
        private var turnLines: [String] = []
        /// The last turn that ended, and whose it was: `r` says it to the next player.
        private var lastTurn: (seat: Int, lines: [String])?

        init(detail: PlainDetail, unicode: Bool, bell: Bool, write: @escaping (String) -> Void) {
            self.detail = detail
            self.unicode = unicode
            self.bell = bell
            self.write = write
        }

        // MARK: - Saying what happened

        func present(_ screen: GameScreen, events: [GameEvent]) {
            self.screen = screen
            var lines: [String] = []
            // A new deal is told whole by its opening; what closed to make it says nothing, but a
            // notice is still read.
            let opens = isNewDeal
            if opens {
                isNewDeal = false
                comparison = []
                lastComparison = []
                turnLines = []
                lastTurn = nil
                lines += PlainLines.opening(screen, columns: columns, detail: detail)
            }
            // The last result of the batch, after which a game that ended has no turn to go on.
            let lastResult = events.lastIndex { if case .result = $0 { true } else { false } }
            for (index, event) in events.enumerated() {
                if case .notice(let notice) = event {
                    lines.append(notice)
                } else if case .tableNews(let line) = event {
                    lines.append(line.hasSuffix(".") || line.hasSuffix("。") ? line : PlainText.sentence.text(line))
                } else if case .aside(let line) = event, !opens {
                    lines.append(line.hasSuffix(".") || line.hasSuffix("。") ? line : PlainText.sentence.text(line))
                } else if !opens {
                    lines += self.lines(for: event, screen: screen, isLastResult: index == lastResult)
                } else if case .turnedUp = event {
                    // A table joined mid-game opens with the cards already up.
                    lines += self.lines(for: event, screen: screen, isLastResult: false)
                }
            }
            say(lines)
            // After the lines, and once for them all, as a bell is no line.
            if events.contains(.bell) { ring() }
        }

        private func lines(for event: GameEvent, screen: GameScreen, isLastResult: Bool) -> [String] {
            switch event {
            case .turnedUp(let card, let face, _):
                let line = PlainLines.card(card, face, detail: detail, unicode: unicode)
                comparison.append(line)
                turnLines.append(line)
                return [line]
            case .result(let result):
                return self.result(result, screen: screen, isLast: isLastResult)
            case .turn(let seat):
                // The turn that ended, for `r`: the seat before this one played it.
                let count = max(screen.players.count, 1)
                lastTurn = (seat: (seat + count - 1) % count, lines: turnLines)
                turnLines = []
                return screen.players.count > 1 && screen.mode == .playing ? [PlainLines.turn(screen)] : []
            case .mode(let mode, let previousMode):
                return modeLines(screen, mode: mode, from: previousMode)
            case .dealt, .notice, .tableNews, .aside, .bell, .copy:
                // Lines have no clipboard: the lines to share are on the screen to select.
                return []
            }
        }

        /// What a result says, remembered for `r`; after a match with several seats, that the same
        /// seat goes on (`Your turn again.`), since no turn line follows a match. Not after the match
        /// that ends the game (the batch's last result, `isLast`, when the game is over).
        private func result(_ result: ChoiceResult, screen: GameScreen, isLast: Bool) -> [String] {
            let said =
                switch detail {
                case .brief:
                    PlainLines.briefResult(result, screen: screen)
                        ?? (result.points == 0 ? result.message?.spoken : nil)
                case .full: PlainLines.fullResult(result, screen: screen)
                }
            guard let said else { return [] }
            guard result.isMatch != nil else { return [said] }
            lastComparison = comparison + [said]
            lastComparisonSeat = result.seat
            comparison = []
            turnLines.append(said)
            guard result.isMatch == true, screen.players.count > 1, !(isLast && screen.mode == .gameOver) else {
                return [said]
            }
            let again = PlainLines.turnAgain(screen, seat: result.seat)
            turnLines.append(again)
            return [said, again]
        }

        private func modeLines(_ screen: GameScreen, mode: ScreenMode, from previous: ScreenMode) -> [String] {
            switch mode {
            case .gameOver: return PlainLines.summary(screen, detail: detail, unicode: unicode)
            case .paused: return [PlainText.pausedNow.text()]
            case .confirm(let question): return [question]
            case .themePicker: return PlainLines.themes(screen)
            case .playing:
                switch previous {
                case .paused: return [PlainText.goOn.text()]
                case .confirm, .themePicker, .newGame: return [PlainText.backToGame.text()]
                default: return []
                }
            case .newGame(let form): return newGameLines(form, from: previous)
            case .help, .tooSmall: return []
            }
        }

        /// The new-game questions, one at a time: on opening, what the choices deal and the first
        /// question; after an answer, the next question, or why the answer was not taken.
        private func newGameLines(_ form: NewGameForm, from previous: ScreenMode) -> [String] {
            let question = form.lines.first { $0.row == form.row }?.question ?? ""
            guard case .newGame(let before) = previous else {
                return [
                    PlainText.newGameForm.text(form.commandLine), question,
                ]
            }
            if let problem = form.problem { return [problem, question] }
            return before.row == form.row ? [] : [question]
        }

        private func say(_ lines: [String]) {
            guard !lines.isEmpty else { return }
            // Defense in depth: no control character may reach the output, even from a theme file
            // (themes are checked for them when read). Without UTF-8, every line in ASCII.
            write(
                lines.map { (unicode ? SafeText.escaped($0) : PlainLines.ascii(SafeText.escaped($0))) + "\n" }.joined())
        }

        /// The terminal's bell, when asked for (`--bell`) and the output is a terminal: a sound on a
        /// match that no line needs to say, written alone.
        private func ring() {
            if bell { write("\u{07}") }
        }

        // MARK: - Reading a line

        func action(for line: String) -> GameAction? {
            guard let screen else { return nil }
            let word = line.trimmingSpaces.lowercased()
            switch screen.mode {
            case .confirm:
                return .intent(.answer(yes: word == "y" || word == "yes"))
            case .newGame(let form):
                // A name may be any word: on the names row only the dash of the default is special.
                if !form.isTyping || form.row == .seed, ["q", "quit"].contains(word) {
                    return .intent(.newGameScreen(.close))
                }
                return .intent(.newGameScreen(.answer(line.trimmingSpaces)))
            case .themePicker:
                if word.isEmpty || word == "q" { return .intent(.closeThemes) }
                if let number = Int(word), screen.themeNames.indices.contains(number - 1) {
                    return .intent(.pickTheme(number - 1))
                }
                say([PlainText.typeATheme.text("\(screen.themeNames.count)")])
                return nil
            case .paused:
                if ["p", "pause", ""].contains(word) { return .intent(.resume) }
                if ["q", "quit"].contains(word) { return .intent(.quit(alwaysAsk: false)) }
                if let answer = question(word, screen: screen) {
                    say(answer)
                    return nil
                }
                say([PlainText.pausedCommands.text()])
                return nil
            case .playing, .gameOver, .help, .tooSmall:
                return command(word, screen: screen)
            }
        }

        /// The lines that answer a question about the game, which changes nothing: a look, a card, a
        /// row, the score, a repeat, the seed, the help; nil when `word` asks none.
        private func question(_ word: String, screen: GameScreen) -> [String]? {
            let parts = word.split(separator: " ").map(String.init)
            switch parts.first {
            case "l", "look":
                guard parts.count > 1 else { return PlainLines.look(screen, columns: columns) }
                let target = parts[1]
                if let index = cardIndex(target, count: screen.cards.count) {
                    return [PlainLines.question(screen, card: index)]
                }
                if let row = PlainLines.row(named: target), row * columns < screen.cards.count {
                    return [PlainLines.row(screen, row, columns: columns)]
                }
                return [PlainLines.refusal(target, cardCount: screen.cards.count, columns: columns)]
            case "s", "score": return [PlainLines.score(screen)]
            case "r", "repeat": return repeated(screen)
            case "seed", "share": return PlainLines.seedAnswer(screen, unicode: unicode)
            case "?", "h", "help": return PlainLines.help(screen, columns: columns)
            default:
                // `7?`: what the board shows of card 7.
                if word.hasSuffix("?"), let index = cardIndex(String(word.dropLast()), count: screen.cards.count) {
                    return [PlainLines.question(screen, card: index)]
                }
                return nil
            }
        }

        /// What `r` says: the last turn of another seat when one just ended and nothing was chosen
        /// since, else the last comparison, after whose it was when another seat made it (or the game
        /// is over): its cards' lines name no one.
        private func repeated(_ screen: GameScreen) -> [String] {
            if let lastTurn, turnLines.isEmpty, screen.players.indices.contains(lastTurn.seat), !lastTurn.lines.isEmpty
            {
                return [PlainLines.lastTurn(screen, seat: lastTurn.seat)] + lastTurn.lines
            }
            if !lastComparison.isEmpty {
                let another = lastComparisonSeat != screen.currentPlayer || screen.mode == .gameOver
                guard screen.players.count > 1, screen.players.indices.contains(lastComparisonSeat), another else {
                    return lastComparison
                }
                return [PlainLines.lastTurn(screen, seat: lastComparisonSeat)] + lastComparison
            }
            return comparison.isEmpty ? [PlainText.nothingToRepeat.text()] : comparison
        }

        private func command(_ word: String, screen: GameScreen) -> GameAction? {
            if let answer = question(word, screen: screen) {
                say(answer)
                return nil
            }
            switch word {
            case "verbose":
                detail = detail == .brief ? .full : .brief
                say([
                    detail == .full ? PlainText.fullLines.text() : PlainText.briefLines.text()
                ])
            case "n", "new": return .intent(.newGame)
            case "t", "themes": return .intent(.showThemes)
            case "o", "options": return .intent(.newGameScreen(.open))
            case "p", "pause": return .intent(.pause)
            case "q", "quit": return .intent(.quit(alwaysAsk: false))
            case "" where screen.mode == .gameOver: return .intent(.replay)
            default:
                if screen.mode == .playing, let index = cardIndex(word, count: screen.cards.count) {
                    return .intent(.choose(card: index))
                }
                if screen.mode == .gameOver, let summary = screen.summary, summary.next != .here {
                    say([PlainText.gameOver.text(PlainLines.nextGame(summary))])
                } else if screen.mode == .gameOver {
                    say([
                        detail == .brief ? PlainText.gameOverBrief.text() : PlainText.gameOverFull.text()
                    ])
                } else {
                    say([PlainLines.refusal(word, cardCount: screen.cards.count, columns: columns)])
                }
            }
            return nil
        }

        /// The card a word names: its number in reading order (`5`), or a row letter and a column
        /// (`b1`); nil for anything else, or a card off the board.
        private func cardIndex(_ word: String, count: Int) -> Int? {
            if let number = Int(word), word.allSatisfy(\.isASCII) {
                return (1...count).contains(number) ? number - 1 : nil
            }
            guard let letter = word.unicodeScalars.first, ("a"..."z").contains(letter),
                let column = Int(word.dropFirst()), word.dropFirst().allSatisfy(\.isASCII), column >= 1,
                column <= columns
            else { return nil }
            let index = Int(letter.value - UnicodeScalar("a").value) * columns + column - 1
            return index < count ? index : nil
        }
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
