import MemorizeLocalization
import MemorizeTestSupport
import Testing

@testable import MemorizeText

/// Counts and durations in words in Korean and Chinese (issue 45), through a task-local translator.
@Suite("Counts and durations in the player's language")
struct SpokenCountTextTests {
    @Test("Korean: units after the number, one form for every count")
    func korean() throws {
        let korean = try TranslationCatalog.translator(for: .korean)
        Translator.$scoped.withValue(korean) {
            #expect(SpokenText.duration(seconds: 0) == "0초")
            #expect(SpokenText.duration(seconds: 60) == "1분")
            #expect(SpokenText.duration(seconds: 107) == "1분 47초")
            #expect(SpokenText.count(1, .flip) == "뒤집기 1번")
            #expect(SpokenText.count(12, .card) == "카드 12장")
        }
    }

    @Test("Chinese: a space between the digits and the unit")
    func chinese() throws {
        let chinese = try TranslationCatalog.translator(for: .chinese)
        Translator.$scoped.withValue(chinese) {
            #expect(SpokenText.duration(seconds: 7) == "7 秒")
            #expect(SpokenText.duration(seconds: 120) == "2 分钟")
            #expect(SpokenText.duration(seconds: 725) == "12 分 5 秒")
            #expect(SpokenText.count(2, .pair) == "2 对")
        }
    }

    @Test("English as before, with a Noun as with a word")
    func english() {
        #expect(SpokenText.duration(seconds: 1) == "1 second")
        #expect(SpokenText.duration(seconds: 725) == "12 minutes 5")
        #expect(SpokenText.count(1, .pair) == "1 pair")
        #expect(SpokenText.count(3, .game) == "3 games")
    }
}
