import Foundation
import MemorizeSpeech
import MemorizeThemes
import Testing

@Suite("Face names: what plain mode calls a face")
struct FaceNamesTests {
    @Test(
        "a face reads by its CLDR short name",
        arguments: [
            ("👻", "ghost"), ("🎃", "jack-o-lantern"), ("🇫🇷", "flag: France"), ("🧑‍💻", "technologist"),
            ("⚽", "soccer ball"), ("⚽\u{FE0F}", "soccer ball"), ("🧑🏽‍💻", "technologist: medium skin tone"),
            ("♠", "spade suit"),
        ])
    func cldr(face: String, name: String) {
        #expect(FaceNames.name(of: face) == name)
    }

    @Test("every face of every built-in theme has a CLDR name, never a code point")
    func builtIn() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("themes.json")
        for theme in try ThemeCatalog.themes(fromJSON: [UInt8](try Data(contentsOf: file))) {
            for face in theme.emojis {
                #expect(FaceNames.cldrName(of: face) != nil, "\(theme.name): \(face) has no CLDR name")
                let name = FaceNames.name(of: face)
                #expect(!name.contains("U+"))
            }
        }
    }

    @Test("without a CLDR name, a face reads by its Unicode names in lower case")
    func unicodeFallback() {
        #expect(FaceNames.cldrName(of: "ঊ") == nil)
        #expect(FaceNames.name(of: "ঊ") == "bengali letter uu")
        #expect(FaceNames.unicodeName(of: "A\u{200D}\u{FE0F}B") == "latin capital letter a latin capital letter b")
        #expect(FaceNames.unicodeName(of: "\u{E000}") == "U+E000")
    }
}
