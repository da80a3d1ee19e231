import MemorizeLocalization
import MemorizeTestSupport
import Testing

@testable import MemorizeScores

/// The scores file's notices in Korean and Chinese, from the checkout's `.po` files.
@Suite("The scores file's notices in Korean and Chinese")
struct TranslatedScoreProblemTests {
    @Test("a damaged file, a failed write and the reasons the store gives are in the language")
    func notices() throws {
        let problems: [ScoreProblem] = [
            .noLocation, .damaged(path: "/s.json", reason: ScoresText.isDirectory.text()),
            .cannotWrite(path: "/s.json", reason: "x"), .newerFormat(path: "/s.json", format: 3),
        ]
        let english = problems.map(\.message)
        for (language, expected) in [
            (Language.korean, "최고 기록 파일을 사용할 수 없습니다(\"/s.json\": 디렉터리입니다). 다음 게임이 끝나면 이 파일을 옮겨 두고 새로 만듭니다"),
            (.chinese, "最高纪录文件 \"/s.json\" 无法使用（这是目录）；下一局结束时会把它移到一旁并新建一个"),
        ] {
            let translator = try TranslationCatalog.translator(for: language)
            let messages = Translator.$scoped.withValue(translator) {
                [
                    ScoreProblem.damaged(path: "/s.json", reason: ScoresText.isDirectory.text()).message
                ] + problems.map(\.message)
            }
            #expect(messages[0] == expected)
            for (message, original) in zip(messages.dropFirst(), english) {
                #expect(message != original)
                #expect(!message.contains("best scores"), "\(message)")
            }
        }
    }

    @Test("what is wrong inside the file is said in the language, the file's own words kept")
    func reasons() throws {
        let file = Array(#"{"format": 1, "records": [{"variant": "", "mode": "memorize"}]}"#.utf8)
        func reason() -> String? {
            do {
                _ = try ScoreFile.decode(file)
                return nil
            } catch {
                guard case .damaged(let reason) = error else { return nil }
                return reason
            }
        }
        #expect(reason() == "record #1: \"variant\" must be a non-empty string, found an empty string")
        for (language, expected) in [
            (Language.korean, "1번째 기록: \"variant\" 값은 비어 있지 않은 문자열이어야 합니다(있는 값: 빈 문자열)"),
            (.chinese, "第 1 条纪录: \"variant\" 必须是非空字符串（实际为：空字符串）"),
        ] {
            let translator = try TranslationCatalog.translator(for: language)
            #expect(Translator.$scoped.withValue(translator) { reason() } == expected)
        }
    }
}
