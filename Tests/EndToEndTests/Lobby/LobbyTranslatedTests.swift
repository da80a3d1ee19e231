import Foundation
import Glibc
import MemorizeTestSupport
import Testing

/// The lobby over SSH in the player's language (issue 47): sshd passes `LANG`, and the door
/// (`memorize --lobby`) chooses its language as every run does; the server's notices come in English
/// and are said in the door's language.
@Suite("The lobby in the player's language")
struct LobbyTranslatedTests {
    @Test("LANG=ko_KR.UTF-8: a plain session's welcome, listing and the server's refusal in Korean")
    func korean() async throws {
        let directory = try TemporaryDirectory()
        let server = try await LobbyServerTests.startServer(in: directory)
        let serverPid = try server.pid()
        defer { kill(serverPid, SIGKILL) }
        let authPath = try await LobbyServerTests.sshUserAuth(for: "ann", in: directory)
        // The name, then a table that is not there once the lobby is shown, then quit: the pauses let the
        // server answer each before the next line.
        let door = try await BinaryRunner.shell(
            "(echo Ann; sleep 2; echo 'join 9'; sleep 3; echo q) | LANG=ko_KR.UTF-8 SSH_USER_AUTH=\"\(authPath)\" "
                + "\"$MEMORIZE\" --lobby --plain --socket \"$PWD/lobby.sock\"",
            in: directory.url)
        kill(serverPid, SIGTERM)
        _ = try await server.run.value
        let lines = door.outputText.split(separator: "\n").map(String.init)
        #expect(door.status == 0, "\(door.errorText)")
        #expect(lines.first == "로비에 오신 것을 환영합니다. 다른 플레이어에게 보일 이름을 입력하세요.", "\(lines)")
        #expect(lines.contains("여기서 이름은 Ann입니다."), "\(lines)")
        #expect(lines.contains("로비, 이름 Ann: 열린 테이블이 없습니다. 명령을 보려면 help를 입력하세요."), "\(lines)")
        #expect(lines.contains("9번 테이블은 없습니다"), "the server's notice, sent in English: \(lines)")
    }
}
