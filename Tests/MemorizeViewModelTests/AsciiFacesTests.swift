import Testing

@testable import MemorizeViewModel

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
        let symbols = AsciiFaces.standIns(faces: ["🐭", "🐶", "🐭", "🐶"], themeOrder: ["🐶", "🐱", "🐭"])
        #expect(symbols == ["B", "A", "B", "A"])
    }

    @Test func aFaceMissingFromTheThemeComesAfterInBoardOrder() {
        let symbols = AsciiFaces.standIns(faces: ["x", "🐶", "y", "x"], themeOrder: ["🐶"])
        #expect(symbols == ["B", "A", "C", "B"])
    }

    @Test func standInsRunThroughLettersAndDigitsThenTheOverflowMark() {
        #expect(AsciiFaces.symbols == Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"))
        let faces = (0..<64).map { "face \($0)" }
        let symbols = AsciiFaces.standIns(faces: faces.reversed(), themeOrder: faces)
        #expect(symbols.reversed() == AsciiFaces.symbols + ["#", "#"])
    }
}
