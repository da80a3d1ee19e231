import MemorizeViewModel
import Testing

@Suite struct AsciiFacesTests {
    @Test func symbolsRunThroughCapitalsThenSmallLettersThenDigits() {
        #expect(AsciiFaces.symbol(at: 0) == "A")
        #expect(AsciiFaces.symbol(at: 25) == "Z")
        #expect(AsciiFaces.symbol(at: 26) == "a")
        #expect(AsciiFaces.symbol(at: 51) == "z")
        #expect(AsciiFaces.symbol(at: 52) == "0")
        #expect(AsciiFaces.symbol(at: 61) == "9")
        #expect(AsciiFaces.symbol(at: 62) == "#")
        #expect(AsciiFaces.symbol(at: -1) == "#")
    }

    @Test func facesAreLetteredInThemeOrderWhereverTheyLie() {
        let symbols = AsciiFaces.assign(faces: ["🐭", "🐶", "🐭", "🐶"], themeOrder: ["🐶", "🐱", "🐭"])
        #expect(symbols == ["🐶": "A", "🐭": "B"])
    }

    @Test func aFaceMissingFromTheThemeComesAfterInBoardOrder() {
        let symbols = AsciiFaces.assign(faces: ["x", "🐶", "y", "x"], themeOrder: ["🐶"])
        #expect(symbols == ["🐶": "A", "x": "B", "y": "C"])
    }
}
