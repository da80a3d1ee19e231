import MemorizeLobby
import MemorizeLocalization
import MemorizeNetwork
import MemorizeSystem
import MemorizeTable
import MemorizeTestSupport
import MemorizeViewModel
import Synchronization
import Testing

@testable import MemorizeApp

/// The table across terminals and the lobby in Korean and Chinese, in this process
/// (`Translator.$scoped`): the waiting room's and the plain lobby's lines, and the lines one side
/// sends another, which travel in English and are said in the reader's language.
@Suite("The table and the lobby in Korean and Chinese")
struct TableTranslatedTests {
    static let korean = Result { try TranslationCatalog.translator(for: .korean) }
    static let chinese = Result { try TranslationCatalog.translator(for: .chinese) }

    /// Whether `text` has Hangul (`korean`) or CJK ideographs in it.
    static func written(_ text: String, in language: Language) -> Bool {
        text.unicodeScalars.contains { scalar in
            language == .korean ? (0xAC00...0xD7A3).contains(scalar.value) : (0x4E00...0x9FFF).contains(scalar.value)
        }
    }

    /// What the waiting room writes when the table opens, with `seats` seats, at a terminal or not.
    static func announced(seats: Int, terminal: Bool) -> [String] {
        let output = Mutex("")
        let system = SystemAccess(
            environment: { _ in nil }, readFile: { _ in .missing }, standardInputIsTerminal: { terminal },
            standardOutputIsTerminal: { false },
            writeOutput: { text in
                output.withLock { $0 += text }
                return .written
            }, writeError: { _ in }, randomSeed: { 1 })
        let room = WaitingRoom(address: NetworkAddress(host: "0.0.0.0", port: 0), port: 7777, system: system)
        room.announce(HostTableProtocol(hostName: "Ann", seatCount: seats, now: .zero, makeCode: { "k7pq2m" }))
        return output.withLock { $0 }.split(separator: "\n").map(String.init)
    }

    @Test("the waiting room says where to join in English, as before, and in each language with the commands kept")
    func waitingRoom() throws {
        #expect(
            Self.announced(seats: 3, terminal: true) == [
                "Waiting for 2 players on 0.0.0.0:7777. They join with:",
                "  memorize --join THIS-MACHINE:7777 --code k7pq2m",
                "Anyone may watch with:",
                "  memorize --watch THIS-MACHINE:7777 --code k7pq2m",
                "Enter starts with the seats filled so far; q stops waiting.",
            ])
        let korean = try Self.korean.get()
        let lines = Translator.$scoped.withValue(korean) { Self.announced(seats: 2, terminal: false) }
        #expect(
            lines == [
                "0.0.0.0:7777에서 플레이어 한 명을 기다립니다. 참가 명령:",
                "  memorize --join THIS-MACHINE:7777 --code k7pq2m",
                "누구나 이 명령으로 관전할 수 있습니다:",
                "  memorize --watch THIS-MACHINE:7777 --code k7pq2m",
                "Ctrl-C를 누르면 기다리기를 그만둡니다.",
            ])
        let chinese = try Self.chinese.get()
        let chineseLines = Translator.$scoped.withValue(chinese) { Self.announced(seats: 3, terminal: true) }
        #expect(chineseLines.first == "正在 0.0.0.0:7777 等待 2 位玩家。加入命令：")
        #expect(chineseLines.last == "按 Enter 以目前已坐的座位开始；输入 q 停止等待。")
        #expect(chineseLines[1] == "  memorize --join THIS-MACHINE:7777 --code k7pq2m")
    }

    @Test("the plain lobby's listing, board, help and refusals are in the language; names and typed words stay")
    func lobbyLines() throws {
        for (translator, language) in [(try Self.korean.get(), Language.korean), (try Self.chinese.get(), .chinese)] {
            let (listing, board, help, unknown) = Translator.$scoped.withValue(translator) {
                (
                    LobbyLines.listing(LobbyLinesTests.listing), LobbyLines.board(LobbyLinesTests.listing),
                    LobbyLines.help, LobbyLines.command("dance", themes: LobbyLinesTests.themes)
                )
            }
            for line in listing + board + help { #expect(Self.written(line, in: language), "\(line)") }
            #expect(listing[0].contains("Ann") && listing[1].contains("Animals") && listing[2].contains("Cy"))
            #expect(help.joined().contains("join 3") && help.joined().contains("new Animals seats 3 computer hard"))
            guard case .unknown(let refusal) = unknown else {
                Issue.record("dance is no command")
                continue
            }
            #expect(Self.written(refusal, in: language) && refusal.contains("\"dance\""))
        }
        let korean = try Self.korean.get()
        let listing = Translator.$scoped.withValue(korean) { LobbyLines.listing(LobbyLinesTests.listing) }
        #expect(listing[0] == "로비, 이름 Ann: 열린 테이블 2개. 명령을 보려면 help를 입력하세요.")
        #expect(listing[1] == "테이블 1: Animals, pairs, 자리 2개 중 1개 빔: Bob, 빈자리.")
        #expect(listing[2].hasSuffix(": Cy, Di (자리 비움). 1명 관전 중. 게임 중."))
        let chinese = try Self.chinese.get()
        let board = Translator.$scoped.withValue(chinese) { LobbyLines.board(LobbyLinesTests.listing) }
        #expect(board[0] == "今日排行，每日挑战 340，2 人参加：")
    }

    @Test("a line from the other side is said in the reader's language, its reasons inside it too, names kept")
    func wireLines() throws {
        let korean = try Self.korean.get()
        let away = TableLineText.isAwayBringBack.english(
            "Bob", TableLineText.otherSideClosed.english(), "10.0.0.1:7777", "k7pq2m")
        #expect(
            away
                == "Bob is away (the other side closed the connection): memorize --join 10.0.0.1:7777 --code k7pq2m brings them back"
        )
        #expect(
            WireLines.shown(away, among: [TableLineText.self], in: korean)
                == "Bob 님이 자리를 비웠습니다 (상대편이 연결을 끊었습니다). memorize --join 10.0.0.1:7777 --code k7pq2m 명령으로 돌아올 수 있습니다")
        let joins = TableLineText.failedJoins.english(count: 3, "3", TableLineText.wrongCode.english())
        #expect(joins == "3 failed joins (the last: wrong join code)")
        #expect(WireLines.shown(joins, among: [TableLineText.self], in: korean) == "참가 실패 3번 (마지막: 참가 코드가 틀렸습니다)")
        // Another build's line, or a stranger's, is shown as it came; English is left alone.
        #expect(WireLines.shown("the moon is full", among: [TableLineText.self], in: korean) == "the moon is full")
        #expect(WireLines.shown(away, among: [TableLineText.self], in: .english) == away)
    }

    @Test("every line of the wire reads back as its own message, in each language", .computing)
    func everyWireLineIsRecognized() throws {
        var checked = 0
        for translator in [try Self.korean.get(), try Self.chinese.get()] {
            for catalog in LobbyNoticeText.catalogs {
                for case let line as any WireLineCatalog in Self.cases(of: catalog) {
                    let message = line.message
                    let count = MessageFormat.positions(in: message.english).max() ?? 0
                    // Each placeholder a name-like word of its own, the first a number when it counts.
                    var arguments = (1...max(count, 1)).prefix(count).map { "Ann\($0)" }
                    if message.englishPlural != nil { arguments[0] = "3" }
                    let english =
                        message.englishPlural != nil
                        ? message.text(count: 3, arguments, in: .english) : message.text(arguments, in: .english)
                    let expected =
                        message.englishPlural != nil
                        ? message.text(count: 3, arguments, in: translator) : message.text(arguments, in: translator)
                    #expect(
                        WireLines.shown(english, among: LobbyNoticeText.catalogs, in: translator) == expected,
                        "\(english)")
                    #expect(expected != english || message.english == "Matchismo", "\(english) is translated")
                    checked += 1
                }
            }
        }
        #expect(checked == 2 * (TableLineText.allCases.count + LobbyNoticeText.allCases.count))
        #expect(checked > 200)
    }

    static func cases(of catalog: any WireLineCatalog.Type) -> [Any] {
        func all<C: WireLineCatalog>(_ type: C.Type) -> [Any] { Array(type.allCases) }
        return all(catalog)
    }

    @Test("the host's refusal goes on the wire in English, and the guest says it in its own language")
    func refusalAcrossTheWire() throws {
        let korean = try Self.korean.get()
        // The host speaks Korean: what it sends is English all the same.
        var host = HostHandshake(code: "k7pq2m")
        let step = Translator.$scoped.withValue(korean) {
            host.receive(.hello(version: 3, nonce: [], name: ""))
        }
        guard case .refuse(.refused(let sent)?, _, _) = step else {
            Issue.record("another version is refused")
            return
        }
        #expect(sent == "the joining side speaks protocol 3 and this host \(WireMessage.version): update both")
        // The guest hears a refusal and ends with it, in Chinese.
        let chinese = try Self.chinese.get()
        var guest = GuestTableProtocol(code: "k7pq2m", name: "Bob", watch: false, now: .zero)
        guest.handle(.connected(ConnectionID(1)), now: .zero)
        guest.handle(.received(ConnectionID(1), .refused(TableLineText.tableFull.english())), now: .zero)
        let events = Translator.$scoped.withValue(chinese) { guest.takeEvents() }
        #expect(events == [.ended("主持人拒绝了：这张牌桌已满")])
    }

    @Test("the host hears its failed joins in its language")
    func hostNotes() throws {
        let korean = try Self.korean.get()
        var host = HostTableProtocol(hostName: "Ann", seatCount: 2, now: .zero, makeCode: { "k7pq2m" })
        host.handle(.accepted(ConnectionID(1), peer: "10.0.0.2:5000"), now: .zero)
        host.handle(.closed(ConnectionID(1), reason: TableLineText.otherSideClosed.english()), now: .zero)
        let events = Translator.$scoped.withValue(korean) { host.takeEvents() }
        #expect(events == [.note("참가 실패 1번 (마지막: 참가하는 동안 연결이 끊겼습니다)")])
    }

    @Test("the lobby's notices, endings and listing words reach the door in its language; English is as sent")
    func lobbyNotices() throws {
        func door() -> LobbyClientProtocol {
            var client = LobbyClientProtocol(fingerprint: "SHA256:abc")
            client.handle(.received(.welcome(name: "Ann")))
            client.handle(.received(.notice(LobbyNoticeText.noTable.english("7"))))
            let snapshot = LobbySnapshot(
                name: "Ann",
                tables: [
                    LobbyTable(
                        id: 1, theme: "Animals", mode: LobbyNoticeText.modePairsTimed.english(),
                        seats: ["Bob", LobbyNoticeText.computerSeat.english("hard"), ""])
                ], day: "2026-12-07", dailyNumber: 340, playedToday: false, board: [])
            client.handle(.received(.lobby(snapshot)))
            client.handle(.received(.refused(LobbyNoticeText.serverStopping.english())))
            return client
        }
        var english = door()
        let heard = english.takeNews()
        #expect(heard[1] == .notice("there is no table 7"))
        #expect(heard.last == .ended("the lobby server is stopping: come back in a moment"))
        var client = door()
        let korean = try Self.korean.get()
        let news = Translator.$scoped.withValue(korean) { client.takeNews() }
        #expect(news[1] == .notice("7번 테이블은 없습니다"))
        #expect(news.last == .ended("로비 서버가 멈추는 중입니다. 잠시 뒤에 다시 오세요"))
        guard case .lobby(let snapshot) = news[2] else {
            Issue.record("the lobby comes third")
            return
        }
        #expect(snapshot.tables[0].mode == "짝 맞추기, 시간제")
        #expect(snapshot.tables[0].seats == ["Bob", "컴퓨터 (hard)", ""])
    }

    @Test("a lobby's table line in the language: a player gone, said by the server in English")
    func lobbyTableLines() throws {
        let chinese = try Self.chinese.get()
        let event = TableEvent.away(seat: 1, reason: LobbyNoticeText.sessionEnded.english("Bob"))
        let shown = Translator.$scoped.withValue(chinese) { event.shown(among: LobbyNoticeText.catalogs) }
        #expect(shown == .away(seat: 1, reason: "Bob 暂时离开（会话已结束）：游戏等待一分钟"))
    }
}
