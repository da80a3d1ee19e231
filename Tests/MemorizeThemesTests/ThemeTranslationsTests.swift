import MemorizeLocalization
import MemorizeTestSupport
import MemorizeThemes
import Testing

/// A one-theme file: Ghosts, three faces, and `extra` members after its color.
private func ghosts(_ extra: String, faces: String = #""emojis": ["👻", "🎃", "🦇"]"#) -> String {
    #"[ { "name": "Ghosts", \#(faces), "color": "orange", \#(extra) } ]"#
}

/// The problem of the refusal of `json`'s first theme, or a failure naming what was read instead.
private func problem(of json: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    do {
        let themes = try ThemeCatalog.themes(fromJSON: bytes(json))
        Issue.record("accepted: \(themes.map(\.name))", sourceLocation: sourceLocation)
        return nil
    } catch {
        guard case .invalidTheme(_, let problem) = error else {
            Issue.record("not a theme's refusal: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        return problem
    }
}

/// A translator for `language` that knows no message: only the language is chosen, as a run does.
private func speaking(_ language: Language) -> Translator {
    Translator(language: language, singular: { $0 }, plural: { one, other, count in count == 1 ? one : other })
}

/// Issue 45, item 3: a theme's name (and its faces' spoken names) per language, in `translations`.
@Suite("A theme's names per language")
struct ThemeTranslationsTests {
    @Test("each language's name, and the theme's own where a language gives none")
    func namesPerLanguage() throws {
        let json = ghosts(#""translations": { "ko": { "name": "유령" }, "zh_CN": { "name": "幽灵" } }"#)
        let theme = try #require(try ThemeCatalog.themes(fromJSON: bytes(json)).first)
        #expect(theme.name == "Ghosts", "the key of scores and --theme stays the file's own name")
        #expect(theme.name(in: .korean) == "유령")
        #expect(theme.name(in: .chinese) == "幽灵")
        #expect(theme.name(in: .english) == "Ghosts")
        let plain = try #require(try ThemeCatalog.themes(fromJSON: bytes(ghosts(#""pairs": 2"#))).first)
        #expect(plain.name(in: .korean) == "Ghosts")
    }

    @Test("the name shown is the run's language's: English, Korean and Chinese in one process")
    func shownNameFollowsTheTranslator() throws {
        let json = ghosts(#""translations": { "ko": { "name": "유령" }, "zh_CN": { "name": "幽灵" } }"#)
        let theme = try #require(try ThemeCatalog.themes(fromJSON: bytes(json)).first)
        #expect(theme.shownName == "Ghosts")
        #expect(Translator.$scoped.withValue(speaking(.korean)) { theme.shownName } == "유령")
        #expect(Translator.$scoped.withValue(speaking(.chinese)) { theme.shownName } == "幽灵")
    }

    @Test("spoken names per language: the language's, else the theme's own, else none")
    func spokenNames() throws {
        let json = ghosts(
            #""names": ["ghost", "pumpkin", "bat"], "translations": { "ko": { "name": "유령", "#
                + #""names": ["유령", "호박", "박쥐"] }, "zh_CN": { "name": "幽灵" } }"#)
        let theme = try #require(try ThemeCatalog.themes(fromJSON: bytes(json)).first)
        #expect(theme.givenName(of: "🎃", in: .korean) == "호박")
        #expect(theme.givenName(of: "🎃", in: .chinese) == "pumpkin")
        #expect(theme.givenName(of: "🎃") == "pumpkin")
    }

    @Test("a theme of different pairs names both cards of a pair in a language")
    func matchesNames() throws {
        let json = #"""
            [ { "name": "Cats", "matches": [["🐱", "cat"], ["🐶", "dog"]], "color": "red",
                "translations": { "ko": { "name": "고양이", "names": [["고양이 그림", "cat, 고양이"], ["개 그림", "dog, 개"]] } } } ]
            """#
        let theme = try #require(try ThemeCatalog.themes(fromJSON: bytes(json)).first)
        #expect(theme.givenName(of: "dog", in: .korean) == "dog, 개")
        #expect(theme.givenName(of: "🐱", in: .korean) == "고양이 그림")
        let wrongShape = #"""
            [ { "name": "Cats", "matches": [["🐱", "cat"], ["🐶", "dog"]], "color": "red",
                "translations": { "ko": { "name": "고양이", "names": ["고양이", "개"] } } } ]
            """#
        #expect(
            problem(of: wrongShape)
                == "\"translations.ko.names\" must be an array of pairs of names, in the shape of \"matches\", "
                + "found a string")
    }

    @Test(
        "hostile or mistaken translations are refused, saying which field and where",
        arguments: [
            (
                #""translations": ["유령"]"#,
                #""translations" must be an object of languages, such as {"ko": {"name": "…"}}, found an array"#
            ),
            (
                #""translations": { "kr": { "name": "유령" } }"#,
                #""translations" names an unknown language "kr" at line 1, column 87; the languages are "zh_CN", "ko""#
            ),
            (
                #""translations": { "en": { "name": "Spooks" } }"#,
                #""translations" names an unknown language "en" at line 1, column 87; the languages are "zh_CN", "ko""#
            ),
            (
                #""translations": { "ko": { "name": "유령" }, "ko": { "name": "귀신" } }"#,
                #""translations" gives the language "ko" twice"#
            ),
            (#""translations": { "ko": "유령" }"#, #""translations.ko" must be an object with a "name", found a string"#),
            (
                #""translations": { "ko": { "nmae": "유령" } }"#,
                #""translations.ko" has an unknown field "nmae" at line 1, column 95; a language gives "name" and "names""#
            ),
            (#""translations": { "ko": { } }"#, #"the field "translations.ko.name" is missing"#),
            (#""translations": { "ko": { "name": 7 } }"#, #""translations.ko.name" must be a string, found a number"#),
            (#""translations": { "ko": { "name": " " } }"#, #""translations.ko.name" is empty"#),
            (
                #""translations": { "ko": { "name": "\u001b[2J유령" } }"#,
                #""translations.ko.name" contains control characters or escape sequences: "\u{1B}[2J유령""#
            ),
            (
                #""translations": { "ko": { "name": "유\u200b령" } }"#,
                "\"translations.ko.name\" \"유\u{200B}령\" at line 1, column 103 holds an invisible character, U+200B, "
                    + "at character 2; it would misalign every list of names"
            ),
            (
                #""translations": { "zh_CN": { "name": "\#(String(repeating: "幽", count: 40))" } }"#,
                #""\#(String(repeating: "幽", count: 40))" is 80 cells wide; a name is at most 64"#
            ),
            (
                #""translations": { "ko": { "name": "유령", "names": ["유령"] } }"#,
                #""translations.ko.names" has 1 names for 3 emojis; give one for each"#
            ),
            (
                #""translations": { "ko": { "name": "유령", "names": ["유령", "호박", "\u0007"] } }"#,
                #""translations.ko.names" contains control characters or escape sequences: "\u{7}""#
            ),
        ])
    func refused(members: String, expected: String) {
        #expect(problem(of: ghosts(members)) == expected)
    }

    @Test("two themes cannot show look-alike names in one language, a Cyrillic letter or case aside")
    func lookAlikeNamesInALanguage() {
        let json = #"""
            [ { "name": "Ghosts", "emojis": ["👻"], "color": "orange", "translations": { "ko": { "name": "Spooky" } } },
              { "name": "Bats", "emojis": ["🦇"], "color": "gray", "translations": { "ko": { "name": "SP\#u{041E}OKY" } } } ]
            """#
        #expect(
            problem(of: json)
                == "\"translations.ko.name\" \"SP\u{041E}OKY\" at line 2, column 89 looks the same as the name of "
                + "theme \"Ghosts\" in that language")
        let overEnglish = #"""
            [ { "name": "Ghosts", "emojis": ["👻"], "color": "orange" },
              { "name": "Bats", "emojis": ["🦇"], "color": "gray", "translations": { "zh_CN": { "name": "ghosts" } } } ]
            """#
        #expect(
            problem(of: overEnglish)?.hasSuffix("looks the same as the name of theme \"Ghosts\" in that language")
                == true)
    }

    @Test(
        "a player's file that names a theme as a shipped one is translated keeps its name; the shipped one shows its own"
    )
    func playersFileComesFirst() throws {
        let shipped = try ThemeCatalog.themes(
            fromJSON: bytes(ghosts(#""translations": { "ko": { "name": "유령" }, "zh_CN": { "name": "幽灵" } }"#)))
        let own = try ThemeCatalog.themes(fromJSON: bytes(#"[ { "name": "유령", "emojis": ["😱"], "color": "red" } ]"#))
        let merged = try ThemeCatalog.merging(shipped, with: own)
        #expect(merged.map { $0.name(in: .korean) } == ["Ghosts", "유령"])
        #expect(merged.map { $0.name(in: .chinese) } == ["幽灵", "유령"])
    }

    @Test("a refusal in Korean and in Chinese, its place in the file and field names kept")
    func refusalTranslated() throws {
        let json = ghosts(#""translations": { "kr": { "name": "유령" } }"#)
        let error = #expect(throws: ThemeError.self) { try ThemeCatalog.themes(fromJSON: bytes(json)) }
        let korean = try TranslationCatalog.translator(for: .korean)
        let chinese = try TranslationCatalog.translator(for: .chinese)
        let inKorean = try Translator.$scoped.withValue(korean) {
            try #require(problem(of: json))
        }
        #expect(inKorean == "\"translations\" 필드에 알 수 없는 언어 \"kr\" (1행 87열) 항목이 있습니다. 쓸 수 있는 언어: \"zh_CN\", \"ko\"")
        let inChinese = try Translator.$scoped.withValue(chinese) { try #require(problem(of: json)) }
        #expect(inChinese == "\"translations\" 中有未知的语言 \"kr\"（第 1 行第 87 列）；可用的语言为 \"zh_CN\", \"ko\"")
        let description = Translator.$scoped.withValue(korean) { error.map { "\($0)" } ?? "" }
        #expect(description.hasPrefix("#1 \"Ghosts\" 테마: "), "\(description)")
    }

    @Test("a face's refusal and a JSON syntax error in Korean and Chinese")
    func faceAndSyntaxTranslated() throws {
        let korean = try TranslationCatalog.translator(for: .korean)
        let chinese = try TranslationCatalog.translator(for: .chinese)
        let privateUse = ghosts(#""pairs": 1"#, faces: #""emojis": ["\uE000"]"#)
        #expect(
            Translator.$scoped.withValue(korean) { problem(of: privateUse) }
                == "\"\u{E000}\" (U+E000) 값은 사용자 정의 영역 문자라서 터미널마다 다르게 그리거나 아예 그리지 않습니다")
        #expect(
            Translator.$scoped.withValue(chinese) { problem(of: privateUse) }
                == "\"\u{E000}\" (U+E000) 是私用区字符，各终端画法不同，或根本不画")
        let broken = bytes("[\n  { \"name\": \"Ghosts\" \"emojis\": [] }\n]")
        for (translator, expected) in [
            (korean, "잘못된 JSON(2행 22열): 예상하지 못한 문자 '\"', ',' 또는 '}' 기호가 있어야 합니다"),
            (chinese, "无效的 JSON（第 2 行第 22 列）：意外的字符 '\"'；应为 ',' 或 '}'"),
        ] {
            let description = Translator.$scoped.withValue(translator) { () -> String in
                do {
                    _ = try ThemeCatalog.themes(fromJSON: broken)
                    return "accepted"
                } catch {
                    return "\(error)"
                }
            }
            #expect(description == expected)
        }
    }
}
