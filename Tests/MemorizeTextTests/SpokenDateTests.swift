import MemorizeLocalization
import MemorizeText
import Testing

@Suite("A day in words, per language")
struct SpokenDateTests {
    @Test("an ISO day in English, Chinese and Korean; anything else as it was")
    func date() {
        #expect(SpokenText.date("2026-12-03", in: .english) == "December 3, 2026")
        #expect(SpokenText.date("2026-12-03", in: .chinese) == "2026年12月3日")
        #expect(SpokenText.date("2026-12-03", in: .korean) == "2026년 12월 3일")
        #expect(SpokenText.date("2026-13-03", in: .korean) == "2026-13-03")
        #expect(SpokenText.date("soon", in: .chinese) == "soon")
    }
}
