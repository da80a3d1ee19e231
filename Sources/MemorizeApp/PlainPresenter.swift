import MemorizeText
import MemorizeViewModel
import ScreenKit

/// Presents the game in lines of text, for screen readers, braille displays and terminals without a
/// grid (`--plain`, SPEC §7.4): one line per event, written in order, no cursor movement, colors or
/// box drawing; it reads a line typed as a card or a command.
///
/// What it says comes from each new `GameScreen` compared with the last one it read: a card that
/// turned up, the message of a choice, a new screen mode. It knows nothing of the rules. Looking at
/// the board, the score and the help are answered here from the last screen, without the game.
package struct PlainPresenter: GamePresenter {
    private let reader: Reader

    /// A presenter that hands each line it says, with its newline, to `write`.
    package init(write: @escaping (String) -> Void) {
        reader = Reader(write: write)
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

    package mutating func present(_ screen: GameScreen) {
        reader.present(screen)
    }

    package func action(for input: InputEvent) -> GameAction? {
        // Only lines come from a line reader; nothing else means anything here.
        guard case .text(let line) = input else { return nil }
        return reader.action(for: line)
    }

    /// A line of text has no bell; the result line says what happened.
    package func ringBell() {}
}

extension PlainPresenter {
    /// What the presenter remembers between lines: the last screen read, and the deal and grid.
    /// A class, so that a command answered without the game (`look`) can speak from `action(for:)`.
    final class Reader {
        let write: (String) -> Void
        var deal = -1
        var cardCount = 0
        var columns = 1
        var isNewDeal = false
        /// The last screen read.
        private var screen: GameScreen?
        /// The cards as last seen on the board (not while paused, when the board is hidden).
        private var board: [CardView] = []

        init(write: @escaping (String) -> Void) {
            self.write = write
        }

        // MARK: - Saying what changed

        func present(_ screen: GameScreen) {
            let previous = self.screen
            self.screen = screen
            var lines: [String] = []
            if isNewDeal {
                // A new deal is told whole by its opening; what closed to make it says nothing.
                isNewDeal = false
                board = screen.cards
                lines += PlainLines.opening(screen, columns: columns)
            } else if let previous {
                lines += changes(from: previous, to: screen)
                if screen.mode != previous.mode { lines += modeLines(screen, from: previous.mode) }
            }
            if let notice = screen.notice, notice != previous?.notice { lines.append(notice) }
            say(lines)
        }

        private func changes(from previous: GameScreen, to screen: GameScreen) -> [String] {
            var lines: [String] = []
            if screen.mode != .paused {
                for (index, card) in screen.cards.enumerated()
                where index < board.count && board[index].side == .faceDown && card.side != .faceDown {
                    if let line = PlainLines.card(index, card) { lines.append(line) }
                }
                board = screen.cards
            }
            if screen.messageNumber != previous.messageNumber, let message = screen.message {
                lines.append(message.spoken)
            }
            if screen.players.count > 1, screen.currentPlayer != previous.currentPlayer, screen.mode == .playing {
                lines.append(PlainLines.turn(screen))
            }
            return lines
        }

        private func modeLines(_ screen: GameScreen, from previous: ScreenMode?) -> [String] {
            switch screen.mode {
            case .gameOver: return PlainLines.summary(screen)
            case .paused: return ["Paused: the board is hidden and the clock stopped. Type p to go on."]
            case .confirm(let question): return [question]
            case .themePicker: return PlainLines.themes(screen)
            case .playing:
                switch previous {
                case .paused?: return ["Go on."]
                case .confirm?, .themePicker?: return ["Back to the game."]
                default: return []
                }
            case .help, .tooSmall: return []
            }
        }

        private func say(_ lines: [String]) {
            guard !lines.isEmpty else { return }
            // Defense in depth: no control character may reach the output, even from a theme file
            // (themes are checked for them when read).
            write(lines.map { SafeText.escaped($0) + "\n" }.joined())
        }

        // MARK: - Reading a line

        func action(for line: String) -> GameAction? {
            guard let screen else { return nil }
            let word = line.trimmingSpaces.lowercased()
            switch screen.mode {
            case .confirm:
                return .pressed(.character(word == "y" || word == "yes" ? "y" : "n"))
            case .themePicker:
                if word.isEmpty || word == "q" { return .pressed(.escape) }
                if let number = Int(word), screen.themeNames.indices.contains(number - 1) {
                    return .clicked(.theme(number - 1))
                }
                say(["Type a theme number from 1 to \(screen.themeNames.count), or press Enter to go back."])
                return nil
            case .paused:
                if ["p", "pause", ""].contains(word) { return .pressed(.character("p")) }
                if ["q", "quit"].contains(word) { return .pressed(.character("q")) }
                if ["l", "look", "s", "score", "?", "h", "help"].contains(word) {
                    return command(word, screen: screen)
                }
                say(["Paused. Type p to go on, or q to quit."])
                return nil
            case .playing, .gameOver, .help, .tooSmall:
                return command(word, screen: screen)
            }
        }

        private func command(_ word: String, screen: GameScreen) -> GameAction? {
            switch word {
            case "l", "look":
                say(PlainLines.look(screen, columns: columns))
            case "s", "score":
                say([PlainLines.score(screen)])
            case "?", "h", "help":
                say(PlainLines.help(screen, columns: columns))
            case "n", "new": return .pressed(.character("n"))
            case "t", "themes": return .pressed(.character("t"))
            case "p", "pause": return .pressed(.character("p"))
            case "q", "quit": return .pressed(.character("q"))
            case "" where screen.mode == .gameOver: return .pressed(.enter)
            default:
                if screen.mode == .playing, let index = cardIndex(word, count: screen.cards.count) {
                    return .clicked(.card(index))
                }
                if screen.mode == .gameOver {
                    say([
                        "The game is over. Press Enter to play again, type n for a new game, t for the themes, or q to quit."
                    ])
                } else {
                    say([PlainLines.hint(cardCount: screen.cards.count)])
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
