import Foundation
import MemorizeLocalization
import MemorizeTestSupport
import MemorizeText
import MemorizeViewModel
import ScreenKit
import Testing

@testable import MemorizeRenderer

/// The view model's texts in Korean and Chinese as the grid draws them (issue 45): the line under the
/// board whole where it fits and shortened with the ellipsis where it does not, never cut inside a
/// character; the quit question and the summary's headline in their boxes.
@Suite("The view model's texts drawn in Korean and Chinese")
struct TranslatedViewModelTextTests {
    static let korean = Unicode.Scalar(0xAC00)!...Unicode.Scalar(0xD7A3)!
    static let han = Unicode.Scalar(0x4E00)!...Unicode.Scalar(0x9FFF)!

    private static let capabilities = TerminalCapabilities(unicode: true, colorCount: 256, narrowGlyphs: true)

    private static func frame(_ screen: GameScreen, columns: Int, rows: Int) -> Frame {
        GameRenderer.render(screen, size: TerminalSize(columns: columns, rows: rows), capabilities: capabilities)
    }

    /// Whether any row holds half of a wide character: a wide cell whose continuation is missing.
    private static func cutsACharacter(_ frame: Frame) -> Bool {
        frame.lines.contains { TextWidth.columns(of: $0) != frame.size.columns }
    }

    @Test(
        "the line under the board: whole at 80 columns, shortened with an ellipsis at 44",
        arguments: [Language.korean, .chinese])
    func messageLine(language: Language) throws {
        let translator = try TranslationCatalog.translator(for: language)
        let script = language == .korean ? Self.korean : Self.han
        // As the view model joins them: ` · ` where Unicode is drawn, ` - ` in ASCII (and in a CJK run).
        let (result, turn) = Translator.$scoped.withValue(translator) {
            (ChoiceText.stillUp.text("🎃"), ChoiceText.playersTurn.text("Bob"))
        }
        let line = result + " - " + turn
        let screen = Fixtures.screen(message: ChoiceMessage(text: result + " · " + turn, asciiText: line))
        let wide = Self.frame(screen, columns: 80, rows: 24)
        #expect(wide.lines.contains { $0.contains(line) }, "whole at 80 columns: \(line)")
        #expect(!Self.cutsACharacter(wide))
        let turnSeat = ChoiceMessage(text: result + " · " + turn, asciiText: line, turnSeat: 1)
        let players = [
            PlayerStanding(name: "Ann", score: 0, pairs: 0), PlayerStanding(name: "Bob", score: 0, pairs: 0),
        ]
        var seated = Fixtures.screen(message: turnSeat)
        seated.players = players
        seated.status.players = players
        // Drawn in the language, as a run in it is: the renderer finds the turn by the message's words.
        let narrow = Translator.$scoped.withValue(translator) { Self.frame(seated, columns: 44, rows: 24) }
        // The message line: in the language, and naming Bob alone (the status line names both seats).
        let drawn = try #require(
            narrow.lines.first { $0.unicodeScalars.contains(where: script.contains) && !$0.contains("Ann") })
        let shown = drawn.trimmingCharacters(in: .whitespaces)
        #expect(TextWidth.columns(of: shown) < TextWidth.columns(of: line), "\(drawn)")
        #expect(!Self.cutsACharacter(narrow), "\(narrow.lines)")
        // Whose turn it is stays whole at the end, whether the name ends it (Bob 님 차례) or not (轮到 Bob);
        // the result before it is shortened.
        #expect(shown.hasSuffix(" - " + turn) && shown.contains(". - "), "\(drawn)")
    }

    @Test(
        "the quit question and the summary's headline, whole in their boxes at 80×24",
        arguments: [Language.korean, .chinese])
    func boxes(language: Language) throws {
        let translator = try TranslationCatalog.translator(for: language)
        let (question, headline) = Translator.$scoped.withValue(translator) {
            (ScreenText.quit.text(), SummaryText.allPairsFoundDifferent.text())
        }
        let asking = Self.frame(Fixtures.screen(mode: .confirm(question: question)), columns: 80, rows: 24)
        #expect(asking.lines.contains { $0.contains(question) }, "\(asking.lines)")
        #expect(!Self.cutsACharacter(asking))
        let sides = Dictionary(uniqueKeysWithValues: (0..<4).map { ($0, CardView.Side.matched) })
        let summary = GameSummary(score: 4, flips: 4, elapsedSeconds: 9, bestScore: 4, headline: headline)
        let over = Self.frame(
            Fixtures.screen(mode: .gameOver, cards: Fixtures.cards(4, sides: sides), summary: summary), columns: 80,
            rows: 24)
        #expect(over.lines.contains { $0.contains(headline) }, "\(over.lines)")
        #expect(!Self.cutsACharacter(over))
    }
}
