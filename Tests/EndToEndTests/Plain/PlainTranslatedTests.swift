import Foundation
import MemorizeTestSupport
import Testing

/// Plain mode in Korean and Chinese through pipes (docs/TRANSLATING.md): the same seeded game as in
/// English, its lines from the committed catalogs, the command words still typed in English.
@Suite("Plain mode in the player's language")
struct PlainTranslatedTests {
    /// The moves of a whole game of Halloween with seed 3: every card turned once, then every pair
    /// matched, worked out from the English lines (whose `Card N: name.` the helpers read).
    static func wholeGame() async throws -> [String] {
        let english = try PlainPlayer(["--theme", "halloween", "--seed", "3"])
        let turnAll = (1...12).map(String.init)
        let seen = PlainPlayer.faces(in: try await english.play(turnAll))
        #expect(seen.count == 12)
        return turnAll + PlainPlayer.pairsToMatch(seen: seen, after: try await english.play(turnAll))
    }

    /// The English words of `lines` (three letters or more) but the theme's name, the game's name, a key's
    /// label and the words a player types or runs (`help`, `memorize --theme … --seed …`).
    static func englishWords(in lines: [String]) -> [String] {
        let kept: Set<String> = ["Halloween", "Memorize", "Enter", "help", "memorize", "theme", "seed"]
        return lines.flatMap { line in
            line.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 3 && !kept.contains($0) }
        }
    }

    @Test("LANG=ko_KR.UTF-8: the opening, a card, a row, the score and the summary in Korean")
    func korean() async throws {
        let player = try PlainPlayer(
            ["--theme", "halloween", "--seed", "3"], locale: nil, environment: ["LANG": "ko_KR.UTF-8"])
        let lines = try await player.play(try await Self.wholeGame())
        #expect(lines.first == "핼러윈 테마, 카드 12장, 한 줄에 4장씩 3줄. 번호나 help를 입력하세요.")
        #expect(lines.contains("1번 카드, 초승달."), "\(lines)")
        #expect(lines.contains("짝 맞음."))
        #expect(lines.contains { $0.contains(" 점수 ") && $0.contains(", 뒤집기 ") }, "the summary: \(lines)")
        #expect(lines.last == "엔터를 누르면 다시 합니다.")
        // The view model's headline and the duration in words, inside plain mode's summary.
        #expect(
            lines.contains { $0.hasPrefix("짝을 모두 찾았습니다! 점수 12, 뒤집기 22번, ") && $0.hasSuffix("초.") },
            "\(lines)")
        #expect(Self.englishWords(in: lines).isEmpty, "\(Self.englishWords(in: lines))")
        let look = try await player.play(["1", "l a", "s", "99", "help"])
        #expect(look.contains("99번 카드는 없습니다. 카드는 1번부터 12번까지입니다."), "\(look)")
        #expect(look.contains("l 또는 look, 판 전체. l b, b 줄."), "the help, its command words in English")
        #expect(look.contains("a 줄, 1번, 초승달, 앞면. 2번 뒷면. 3번 뒷면. 4번 뒷면."), "\(look)")
        #expect(look.contains { $0.hasPrefix("점수 0, 뒤집기 1번, ") && $0.hasSuffix(", 남은 짝 6개.") }, "\(look)")
    }

    @Test("--lang ko: a theme chosen by its Korean name, named in Korean, dealt as by its English name")
    func themeByItsKoreanName() async throws {
        let korean = try PlainPlayer(["--theme", "핼러윈", "--seed", "3", "--lang", "ko"])
        let english = try PlainPlayer(["--theme", "halloween", "--seed", "3", "--lang", "ko"])
        let turnAll = (1...12).map(String.init)
        let koreanLines = try await korean.play(turnAll)
        #expect(koreanLines.first == "핼러윈 테마, 카드 12장, 한 줄에 4장씩 3줄. 번호나 help를 입력하세요.")
        let cards = { (lines: [String]) in lines.filter { $0.contains("번 카드, ") } }
        let englishLines = try await english.play(turnAll)
        #expect(cards(koreanLines).count == 12, "\(koreanLines)")
        #expect(cards(koreanLines) == cards(englishLines), "the same board: a seed is a promise")
        let young = try PlainPlayer(["--theme", "young animals", "--seed", "3", "--lang", "ko"])
        let youngLines = try await young.play(["1"])
        #expect(youngLines.first?.hasPrefix("아기 동물 테마, ") == true, "\(youngLines)")
        #expect(youngLines.contains { $0.hasPrefix("1번 카드, ") && $0.hasSuffix(".") }, "\(youngLines)")
    }

    @Test("--lang zh_CN over a C.UTF-8 locale: the same game in Simplified Chinese")
    func chinese() async throws {
        let player = try PlainPlayer(["--theme", "halloween", "--seed", "3", "--lang", "zh_CN"])
        let lines = try await player.play(try await Self.wholeGame())
        #expect(lines.first == "万圣节：12 张牌，3 行，每行 4 张。请输入编号或 help。")
        #expect(lines.contains("第 1 张牌：弯月。"), "\(lines)")
        #expect(lines.contains("配对成功。"))
        #expect(lines.contains { $0.contains("得分 ") && $0.contains("，翻牌 ") }, "the summary: \(lines)")
        #expect(lines.last == "按 Enter 再玩一局。")
        #expect(lines.contains { $0.hasPrefix("找到了所有配对！") && $0.contains("得分 12") && $0.hasSuffix(" 秒。") }, "\(lines)")
        #expect(Self.englishWords(in: lines).isEmpty, "\(Self.englishWords(in: lines))")
        let full = try PlainPlayer(["--theme", "halloween", "--seed", "3", "--lang", "zh_CN"], plain: "--plain=full")
        let fullLines = try await full.play(try await Self.wholeGame())
        #expect(fullLines.first == "Memorize，万圣节：12 张牌，3 行，每行 4 张，全部背面朝上。请输入 1 到 12 的牌号，或输入 help。")
        #expect(fullLines.last == "按 Enter 再玩一局 万圣节，输入 n 开始新游戏，输入 t 选择主题，输入 q 退出。")
        #expect(fullLines.contains("配对成功！加 2 分。没有剩下的对子了。"), "a match in full lines: \(fullLines)")
        #expect(fullLines.contains("找到了所有配对！"), "the full summary's headline")
        #expect(fullLines.contains { $0.hasPrefix("得分 12。") && $0.hasSuffix(" 秒。") }, "\(fullLines)")
        #expect(Self.englishWords(in: fullLines).isEmpty, "\(Self.englishWords(in: fullLines))")
    }

    @Test("Matchismo in Korean and Chinese: cards by name, the rule after a mismatch one sentence")
    func matchismo() async throws {
        let korean = try PlainPlayer(["--mode", "matchismo", "--seed", "5", "--lang", "ko"])
        let koreanLines = try await korean.play(["1", "2", "3"])
        #expect(koreanLines.contains("2번 카드, 클로버 에이스."), "\(koreanLines)")
        #expect(koreanLines.contains("하트 8 카드는 뒤집혔고, 클로버 에이스 카드는 선택된 채입니다."), "\(koreanLines)")
        #expect(Self.englishWords(in: koreanLines).allSatisfy { $0 == "Matchismo" }, "\(koreanLines)")
        let chinese = try PlainPlayer(["--mode", "matchismo", "--seed", "5", "--lang", "zh_CN"])
        let chineseLines = try await chinese.play(["1", "2", "3"])
        #expect(chineseLines.contains("第 2 张牌：梅花 A。"), "\(chineseLines)")
        #expect(chineseLines.contains("红心 8 翻回去了；梅花 A 仍然选中。"), "no full stop after 。: \(chineseLines)")
    }
}
