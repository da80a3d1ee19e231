import MemorizeLocalization
import Testing

@Suite("Messages through a translator")
struct TranslatorTests {
    static let greeting = Message("%1$s found %2$s pair", plural: "%1$s found %2$s pairs")
    static let plain = Message("no match: %1$s")

    @Test("English is the catalog's text, with English's plural rule, and never asks a lookup")
    func english() {
        #expect(Self.plain.text(["🐶"], in: .english) == "no match: 🐶")
        #expect(Self.greeting.text(count: 1, ["Ann", "1"], in: .english) == "Ann found 1 pair")
        #expect(Self.greeting.text(count: 0, ["Ann", "0"], in: .english) == "Ann found 0 pairs")
        #expect(Self.greeting.text(count: 2, ["Ann", "2"], in: .english) == "Ann found 2 pairs")
    }

    @Test("another language asks its lookups, with the count for plurals, and fills the placeholders it reorders")
    func translated() {
        let korean = Translator(
            language: .korean,
            singular: { $0 == "no match: %1$s" ? "짝이 아닙니다: %1$s" : $0 },
            // What gettext is asked: both English forms and the count; the answer reorders nothing here.
            plural: { one, other, count in
                one == "%1$s found %2$s pair" && other == "%1$s found %2$s pairs" && count == 3
                    ? "%1$s 님이 %2$s쌍을 찾았습니다" : one
            }
        )
        #expect(Self.plain.text(["🐶"], in: korean) == "짝이 아닙니다: 🐶")
        #expect(Self.greeting.text(count: 3, ["민지", "3"], in: korean) == "민지 님이 3쌍을 찾았습니다")
        #expect(Message("%2$s, %1$s").text(["a", "b"], in: korean) == "b, a")
    }

    @Test("a day as each language writes it")
    func dates() {
        #expect(LocalDate.long(year: 2026, month: 12, day: 3, in: .english) == "December 3, 2026")
        #expect(LocalDate.long(year: 2026, month: 12, day: 3, in: .chinese) == "2026年12月3日")
        #expect(LocalDate.long(year: 2026, month: 12, day: 3, in: .korean) == "2026년 12월 3일")
    }
}

@Suite("The pseudo-language")
struct PseudoLanguageTests {
    @Test("every message goes through the transform, plurals by English's rule, placeholders kept")
    func transforms() {
        let pseudo = Translator.pseudo { "[" + $0 + "]" }
        let message = Message("%1$s pair left", plural: "%1$s pairs left")
        #expect(message.text(count: 1, ["1"], in: pseudo) == "[1 pair left]")
        #expect(message.text(count: 3, ["3"], in: pseudo) == "[3 pairs left]")
        #expect(Message("Paused").text([], in: pseudo) == "[Paused]")
        #expect(pseudo.language == .english)
        #expect(Message("Paused").text([], in: .english) == "Paused")
    }
}
