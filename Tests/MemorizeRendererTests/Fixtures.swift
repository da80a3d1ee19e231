import MemorizeViewModel
import ScreenKit

/// Known view states to render.
enum Fixtures {
    static let halloween = ["👻", "🎃", "🕷️", "🍭", "🦇", "💀", "🧙", "🍬"]
    static let letters: [String] = ["G", "P", "S", "L", "B", "K", "W", "C"]

    /// `count` cards, face down unless `sides` says otherwise, faces in pairs.
    static func cards(_ count: Int, sides: [Int: CardView.Side] = [:]) -> [CardView] {
        (0..<count).map { index in
            let face = index / 2 % halloween.count
            return CardView(side: sides[index] ?? .faceDown, face: halloween[face], asciiFace: letters[face])
        }
    }

    static let status = StatusLine(themeName: "Halloween", score: -1, flips: 9, elapsedSeconds: 42)

    static func screen(
        mode: ScreenMode = .playing, cards: [CardView] = cards(12), cursor: Int = 0,
        cardBack: [TerminalColor] = [.palette(208, fallback: 3)], themeNames: [String] = [],
        summary: GameSummary? = nil, notice: String? = nil, message: ChoiceMessage? = nil,
        scoringHelp: [String] = [], grid: BoardGrid? = nil
    ) -> GameScreen {
        GameScreen(
            mode: mode, cards: cards, cursor: cursor, status: status, cardBack: cardBack, themeNames: themeNames,
            summary: summary, notice: notice, message: message, scoringHelp: scoringHelp, grid: grid)
    }

    /// Rows with their trailing spaces removed, so expected rows can be written without them.
    static func trimmed(_ frame: Frame) -> [String] {
        frame.lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
