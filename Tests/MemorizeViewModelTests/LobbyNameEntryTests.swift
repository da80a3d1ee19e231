import MemorizeKeys
import Testing

@testable import MemorizeViewModel

@Suite("The lobby's name prompt in the grid")
struct LobbyNameEntryTests {
    @Test("an empty or blank name is not sent, and says why; spaces around a name are dropped")
    func blankAndTrimmed() {
        var entry = LobbyNameEntry()
        #expect(entry.send(.join) == nil)
        #expect(entry.notice == "Type a name first.")
        for character in "  " { _ = entry.send(.type(character)) }
        #expect(entry.notice == nil)
        #expect(entry.send(.join) == nil)
        for character in "Bo b " { _ = entry.send(.type(character)) }
        #expect(entry.send(.join) == .chooseName("Bo b"))
    }

    @Test("control characters are never typed, and a name stops at 24 characters")
    func hostileAndLong() {
        var entry = LobbyNameEntry()
        for character in "\u{1B}[2J\u{7}" { _ = entry.send(.type(character)) }
        #expect(entry.typed == "[2J")
        _ = entry.send(.deleteBackward)
        _ = entry.send(.deleteBackward)
        _ = entry.send(.deleteBackward)
        _ = entry.send(.deleteBackward)
        #expect(entry.typed.isEmpty)
        for _ in 0..<30 { _ = entry.send(.type("x")) }
        #expect(entry.typed.count == LobbyNameEntry.longest)
    }

    @Test("the server's notice shows until the next key")
    func notice() {
        var entry = LobbyNameEntry(notice: "That name is taken.")
        #expect(entry.notice == "That name is taken.")
        _ = entry.send(.type("A"))
        #expect(entry.notice == nil)
    }
}
