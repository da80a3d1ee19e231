import MemorizeSetup
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import Testing

@testable import MemorizeApp

/// Lines typed, one per wait, then the end of input.
private final class TypedLines: MessageWait {
    private var lines: [String]

    init(_ lines: [String]) { self.lines = lines }

    func wait(timeout: Duration?) -> [LoopMessage] {
        lines.isEmpty ? [.endOfInput] : [.input(.text(lines.removeFirst()))]
    }
}

private final class Written {
    var text = ""
}

/// A theme of different pairs played to the end in plain mode: each card read by the author's name.
@Suite("Plain mode with pairs of different cards")
struct PlainDifferentPairsTests {
    static let theme = Theme(
        name: "Words", emojis: ["🐱", "🐶", "🐟"], partners: ["猫", "狗", "鱼"], color: .named("red"),
        names: ["cat", "dog", "fish"], partnerNames: ["māo, cat", "gǒu, dog", "yú, fish"])

    @Test("Each card is read by the author's name, each pair matches, and the game ends")
    func playsToTheEnd() throws {
        var setup = GameSetup()
        setup.seed = 11
        setup.presenter = .plain
        let clock = TestClock()
        let viewModel = GameApp.compose(themes: [Self.theme], firstTheme: Self.theme, setup: setup, clock: clock)
        let faces = faces(of: viewModel.variant, dealtFrom: 11).map(\.text)
        // Type the two cards of each pair in turn, as a player who knows the words does.
        var typed: [String] = []
        for (first, second) in zip(Self.theme.emojis, Self.theme.partners ?? []) {
            let a = try #require(faces.firstIndex(of: first))
            let b = try #require(faces.firstIndex(of: second))
            typed += ["\(a + 1)", "\(b + 1)"]
        }
        let written = Written()
        var loop = GameLoop(
            viewModel: viewModel,
            presenter: PlainPresenter(detail: setup.plainDetail, unicode: true, bell: false) {
                written.text += $0
            }, sources: TypedLines(typed), clock: clock)
        #expect(loop.run() == .quit)
        let said = written.text.split(separator: "\n").map(String.init)
        let catCard = try #require(faces.firstIndex(of: "猫")) + 1
        #expect(said.contains("Card \(catCard): māo, cat."), "\(said)")
        let fishCard = try #require(faces.firstIndex(of: "🐟")) + 1
        #expect(said.contains("Card \(fishCard): fish."), "\(said)")
        #expect(said.filter { $0.hasPrefix("Match") }.count == 3, "\(said)")
        #expect(said.contains { $0.contains("two different cards") }, "the summary says what a pair was: \(said)")
    }

    @Test("Full lines add the face after its name, but do not say a word read as itself twice")
    func fullLines() {
        let calf = CardFace(text: "calf", asciiText: "calf", name: "calf")
        let cow = CardFace(text: "🐄", asciiText: "cow", name: "cow")
        #expect(PlainLines.card(0, calf, detail: .full, unicode: true) == "Card 1: calf.")
        #expect(PlainLines.card(1, cow, detail: .full, unicode: true) == "Card 2: cow 🐄")
    }
}
