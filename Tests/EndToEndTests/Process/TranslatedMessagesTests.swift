import Foundation
import MemorizeTestSupport
import MemorizeText
import Testing

/// The built binary in Korean and Chinese, as a player's environment asks for them: the command line's
/// messages come from the committed catalogs (share/locale, found from the binary in the checkout's
/// .build), also when the locale named is not generated on the machine (it is not on the test machines:
/// `locale -a` lists C, C.utf8 and POSIX), and English is left byte for byte as it was.
@Suite("Messages in the player's language")
struct TranslatedMessagesTests {
    static let englishUnknown =
        "memorize: unknown option \"--colour\"\nmemorize: try \"memorize --help\" for the list of options\n"

    static func run(_ arguments: [String], _ environment: [String: String]) async throws -> BinaryRunner.Result {
        let directory = try TemporaryDirectory()
        return try await BinaryRunner.run(arguments, in: directory.url, environment: environment)
    }

    @Test("LANG=ko_KR.UTF-8 gives Korean, whether or not the locale is generated")
    func korean() async throws {
        let result = try await Self.run(["--colour"], ["LANG": "ko_KR.UTF-8"])
        #expect(result.status == 64)
        #expect(
            result.errorText == "memorize: 알 수 없는 옵션: \"--colour\"\nmemorize: 옵션 목록은 \"memorize --help\"로 볼 수 있습니다\n")
    }

    @Test("LANG=zh_CN.UTF-8 gives Simplified Chinese")
    func chinese() async throws {
        let result = try await Self.run(["--seed", "x"], ["LANG": "zh_CN.UTF-8"])
        #expect(result.status == 64)
        #expect(result.errorText == "memorize: --seed 需要 0 到 18446744073709551615 之间的整数，而不是 \"x\"\n")
    }

    @Test("a plural through the catalog, and pieces of a message translated with it")
    func pluralAndPieces() async throws {
        let names = try await Self.run(["--names", "a,b,c", "--players", "2"], ["LC_ALL": "ko_KR.UTF-8"])
        #expect(names.errorText == "memorize: --names에 이름이 3개 있지만 플레이어는 2명입니다\n")
        let reserved = try await Self.run(["--names", "Computer,b"], ["LC_MESSAGES": "zh_CN.UTF-8"])
        #expect(reserved.errorText == "memorize: --names 不能使用 \"Computer\"：那是电脑的名字\n")
    }

    @Test("--lang over the environment, also over LANG=C, and --lang en gives English back")
    func option() async throws {
        let korean = try await Self.run(["--lang", "ko", "--colour"], ["LANG": "C"])
        #expect(korean.errorText.hasPrefix("memorize: 알 수 없는 옵션"), "\(korean.errorText)")
        let chinese = try await Self.run(["--colour", "--lang=zh"], ["LANG": "ko_KR.UTF-8"])
        #expect(chinese.errorText.hasPrefix("memorize: 未知选项"), "\(chinese.errorText)")
        let english = try await Self.run(["--lang", "en", "--colour"], ["LANG": "ko_KR.UTF-8"])
        #expect(english.errorText == Self.englishUnknown)
        let refused = try await Self.run(["--lang", "tlh"], ["LANG": "ko_KR.UTF-8"])
        #expect(refused.status == 64)
        #expect(refused.errorText == "memorize: --lang 값은 en, zh_CN, ko 중 하나여야 합니다(입력한 값: \"tlh\")\n")
    }

    @Test("English as before: no locale, C, an English or other locale, LANGUAGE under C, LANGUAGE=en")
    func english() async throws {
        for environment: [String: String] in [
            [:], ["LANG": "C"], ["LANG": "en_US.UTF-8"], ["LANG": "de_DE.UTF-8"], ["LANG": "C", "LANGUAGE": "ko"],
            ["LANG": "ko_KR.UTF-8", "LANGUAGE": "en"],
        ] {
            let result = try await Self.run(["--colour"], environment)
            #expect(result.errorText == Self.englishUnknown, "\(environment)")
        }
    }

    @Test("LANGUAGE chooses among the catalogs when the locale is not C")
    func languageList() async throws {
        let result = try await Self.run(["--colour"], ["LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_CN:ko"])
        #expect(result.errorText.hasPrefix("memorize: 未知选项"), "\(result.errorText)")
    }

    @Test("--help in Korean and Chinese: headings in the language, no line wider than 80 cells")
    func help() async throws {
        let korean = try await Self.run(["--help"], ["LANG": "ko_KR.UTF-8"])
        let chinese = try await Self.run(["--lang", "zh_CN", "--help"], [:])
        for (result, heading) in [(korean, "옵션:"), (chinese, "选项：")] {
            #expect(result.status == 0)
            #expect(result.errorText.isEmpty)
            let lines = result.outputText.split(separator: "\n").map(String.init)
            #expect(lines.contains(heading), "\(result.outputText)")
            for english in ["Usage:", "Options:", "Exit status:", "Accessibility:", "play this theme first"] {
                #expect(!result.outputText.contains(english), "\(english)")
            }
            for line in lines { #expect(TextWidth.columns(of: line) <= 80, "\(line)") }
            #expect(lines.contains { $0.hasPrefix("  --theme NAME ") })
        }
    }

    @Test("a missing theme file in Korean, a broken scores file in Chinese")
    func fileErrors() async throws {
        let missing = try await Self.run(["--themes-file", "none.json", "--list-themes"], ["LANG": "ko_KR.UTF-8"])
        #expect(missing.status == 66)
        #expect(missing.errorText == "memorize: 테마 파일 \"none.json\"을 열 수 없습니다: 파일이 없습니다\n")
        let directory = try TemporaryDirectory()
        let state = directory.url.appendingPathComponent(".local/state/memorize")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Data("{".utf8).write(to: state.appendingPathComponent("scores.json"))
        let broken = try await BinaryRunner.run(["--scores"], in: directory.url, environment: ["LANG": "zh_CN.UTF-8"])
        #expect(broken.status == 0)
        #expect(broken.errorText.hasPrefix("memorize: 最高纪录文件 \""), "\(broken.errorText)")
        #expect(broken.errorText.contains("下一局结束时会把它移到一旁并新建一个"), "\(broken.errorText)")
        #expect(broken.outputText == "没有可显示的纪录。\n")
    }
}
