import Foundation
import MemorizeLocalization
import MemorizeSpeech
import MemorizeThemes
import Testing

@Suite("Face names in Chinese and Korean, from CLDR's zh and ko annotations")
struct FaceNamesInLanguagesTests {
    @Test(
        "a face reads by its CLDR short name in the language",
        arguments: [
            ("👻", Language.chinese, "鬼"), ("🐶", .chinese, "狗脸"), ("⚽\u{FE0F}", .chinese, "足球"),
            ("👻", .korean, "유령"), ("🐶", .korean, "강아지 얼굴"), ("👻", .english, "ghost"),
        ])
    func named(face: String, language: Language, name: String) {
        #expect(FaceNames.name(of: face, in: language) == name)
    }

    @Test("every face of every built-in theme has its own name in both languages: none silent, none English")
    func builtIn() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("themes.json")
        for theme in try ThemeCatalog.themes(fromJSON: [UInt8](try Data(contentsOf: file))) {
            for face in theme.emojis {
                for language in [Language.chinese, .korean] {
                    let name = FaceNames.cldrName(of: face, in: language)
                    #expect(name != nil, "\(theme.name): \(face) has no \(language) name")
                    #expect(name.map { !$0.contains { $0.isASCII && $0.isLetter } } ?? true, "\(face): \(name ?? "")")
                }
            }
        }
    }
}
