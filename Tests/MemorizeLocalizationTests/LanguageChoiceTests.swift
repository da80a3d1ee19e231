import MemorizeLocalization
import Testing

@Suite("The language of a run, from the environment")
struct LanguageChoiceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let override: Language?
        let expected: Language
        var testDescription: String { "\(environment) \(override.map { "--lang \($0.rawValue)" } ?? "") → \(expected)" }
        init(_ environment: [String: String], _ expected: Language, override: Language? = nil) {
            self.environment = environment
            self.override = override
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        // Nothing set, C and POSIX: English, and LANGUAGE is ignored then, as glibc ignores it.
        Case([:], .english),
        Case(["LANG": "C"], .english),
        Case(["LANG": "POSIX", "LANGUAGE": "ko"], .english),
        Case(["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], .english),
        Case(["LANGUAGE": "ko"], .english),
        // The locale, generated or not (the choice does not ask the system).
        Case(["LANG": "ko_KR.UTF-8"], .korean),
        Case(["LANG": "zh_CN.UTF-8"], .chinese),
        Case(["LANG": "zh_CN.utf8"], .chinese),
        Case(["LANG": "zh_SG.UTF-8"], .chinese),
        Case(["LANG": "en_US.UTF-8"], .english),
        Case(["LANG": "C.UTF-8"], .english),
        Case(["LANG": "C.utf8", "LANGUAGE": "ko"], .korean),
        Case(["LANG": "ko"], .korean),
        Case(["LANG": "KO_kr.UTF-8"], .korean),
        Case(["LANG": "zh_SG"], .chinese),
        Case(["LANG": "zh_CNX.UTF-8"], .english),
        Case(["LANG": "kok_IN.UTF-8"], .english),
        Case(["LANG": "english"], .english),
        Case(["LANG": "de_DE.UTF-8"], .english),
        Case(["LANG": "zh_TW.UTF-8"], .english),
        Case(["LANG": "ko_KR.EUC-KR@modifier"], .korean),
        // LC_ALL over LC_MESSAGES over LANG; an empty variable counts as unset.
        Case(["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .korean),
        Case(["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "ko_KR.UTF-8"], .chinese),
        Case(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8"], .korean),
        // LANGUAGE over the locale when the locale is not C: its first entry with a catalog.
        Case(["LANG": "en_US.UTF-8", "LANGUAGE": "ko"], .korean),
        Case(["LANG": "C.UTF-8", "LANGUAGE": "zh_CN:ko"], .chinese),
        Case(["LANG": "ko_KR.UTF-8", "LANGUAGE": "fr:de:zh"], .chinese),
        Case(["LANG": "ko_KR.UTF-8", "LANGUAGE": "en_GB:ko"], .english),
        Case(["LANG": "ko_KR.UTF-8", "LANGUAGE": "fr"], .korean),
        Case(["LANG": "ko_KR.UTF-8", "LANGUAGE": ""], .korean),
        // --lang over everything.
        Case(["LANG": "C"], .korean, override: .korean),
        Case(["LANG": "ko_KR.UTF-8"], .english, override: .english),
    ]

    @Test("as gettext chooses", arguments: cases)
    func chooses(_ example: Case) {
        let chosen = LanguageChoice.language(override: example.override) { example.environment[$0] }
        #expect(chosen == example.expected)
    }

    @Test("--lang takes a language or a locale's name, and refuses the rest")
    func option() {
        #expect(LanguageChoice.language(option: "ko") == .korean)
        #expect(LanguageChoice.language(option: "ko_KR.UTF-8") == .korean)
        #expect(LanguageChoice.language(option: "zh") == .chinese)
        #expect(LanguageChoice.language(option: "zh_CN") == .chinese)
        #expect(LanguageChoice.language(option: "en") == .english)
        for refused in ["", "C", "fr", "zh_TW", "klingon"] {
            #expect(LanguageChoice.language(option: refused) == nil, "\(refused)")
        }
    }
}
