import MemorizeText
import Testing

/// The generated table of East-Asian "ambiguous" code points, against values from EastAsianWidth.txt.
struct EastAsianAmbiguousTests {
    @Test("the grid's own symbols are ambiguous; letters, emoji, Chinese and Hangul are not")
    func knownValues() {
        for ambiguous in "│─┌┐└┘═║▒▶▲▼←↑→↓·…×♠♥♣éαЖ\u{0301}\u{FE0F}" {
            #expect(EastAsianAmbiguous.contains(ambiguous.unicodeScalars.first!.value), "\(ambiguous)")
        }
        // The minus sign, the light shade and the diamond are narrow ("N") since Unicode 15.
        for other in "aZ9 ~✓−░♦🐱👻猫고양이Ａ" {
            #expect(!EastAsianAmbiguous.contains(other.unicodeScalars.first!.value), "\(other)")
        }
    }

    @Test("the ends of a range are in it, the values beside them are not")
    func rangeEnds() {
        // 2190..2199;A (arrows) and 2460..24E9;A (circled numbers), with 219A and 245F outside.
        #expect(EastAsianAmbiguous.contains(0x2190))
        #expect(EastAsianAmbiguous.contains(0x2199))
        #expect(!EastAsianAmbiguous.contains(0x219A))
        #expect(!EastAsianAmbiguous.contains(0x245F))
        #expect(EastAsianAmbiguous.contains(0x2460))
        #expect(!EastAsianAmbiguous.contains(0))
        #expect(!EastAsianAmbiguous.contains(0x10FFFF))
    }
}
