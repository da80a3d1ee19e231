import MemorizeLocalization
import MemorizeTestSupport
import Testing

@testable import TerminalBackend

/// Why the terminal could not be started, in Korean and Chinese: the one line a player reads before
/// the game gives up on the grid.
@Suite("The terminal's refusal in Korean and Chinese")
struct TranslatedTerminalErrorTests {
    @Test("each problem, for a game and for the lobby, with TERM escaped and unset said in the language")
    func messages() throws {
        let dumb = TerminalError(terminalType: "dumb", problem: .cannotMoveCursor)
        let unset = TerminalError(terminalType: "", problem: .unknown)
        #expect(
            unset.message(.game)
                == "the terminal type (unset) is not one that ncurses knows; memorize --plain plays in lines of text, "
                + "for screen readers and any terminal")
        for (language, expected, none) in [
            (Language.korean, "터미널 종류(\"dumb\")로는 커서를 옮길 수 없습니다", "(설정 안 됨)"),
            (.chinese, "终端类型 \"dumb\" 无法移动光标", "（未设置）"),
        ] {
            let translator = try TranslationCatalog.translator(for: language)
            Translator.$scoped.withValue(translator) {
                #expect(dumb.message(.game).hasPrefix(expected), "\(dumb.message(.game))")
                #expect(dumb.message(.lobby).contains("ssh -t ACCOUNT@HOST plain"))
                #expect(!dumb.message(.lobby).contains("lobby"))
                #expect(unset.message(.game).contains(none))
                #expect(!unset.message(.game).contains("terminal type"))
            }
        }
    }
}
