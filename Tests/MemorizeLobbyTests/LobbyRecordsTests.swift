import Testing

@testable import MemorizeLobby

@Suite struct LobbyRecordsTests {
    static func sample() -> LobbyRecords {
        var records = LobbyRecords()
        records.turn(to: 100)
        records.names = ["SHA256:a": "Ann", "SHA256:b": "Zoë"]
        records.begun = ["SHA256:a", "SHA256:b"]
        records.file(LobbyRecords.Result(score: 12, flipsOver: 4, seconds: 80), for: "SHA256:a")
        records.file(LobbyRecords.Result(score: 14, flipsOver: 6, seconds: 95), for: "SHA256:b")
        return records
    }

    @Test func theFileReadsBackAsWritten() throws {
        let records = Self.sample()
        #expect(try LobbyRecords.decode(records.encoded()) == records)
    }

    @Test func theBoardIsBestFirstWithStreaks() {
        var records = Self.sample()
        #expect(records.board.map(\.name) == ["Zoë", "Ann"])
        records.turn(to: 101)
        #expect(records.board.isEmpty)
        records.file(LobbyRecords.Result(score: 1, flipsOver: 0, seconds: 5), for: "SHA256:a")
        #expect(records.board.first?.streak == 2)
        records.turn(to: 103)
        records.file(LobbyRecords.Result(score: 1, flipsOver: 0, seconds: 5), for: "SHA256:a")
        #expect(records.board.first?.streak == 1)
    }

    @Test(arguments: [
        "", "[]", "{\"version\": 2}", "{\"version\": 1, \"names\": 3}",
        "{\"version\": 1, \"day\": 1, \"names\": {\"k\": \"a\\u001bb\"}, \"begun\": [], \"results\": {}, \"streaks\": {}}",
        "{\"version\": 1, \"day\": 1.5, \"names\": {}, \"begun\": [], \"results\": {}, \"streaks\": {}}",
    ])
    func aDamagedFileIsRefusedInOneLine(text: String) {
        #expect {
            try LobbyRecords.decode(Array(text.utf8))
        } throws: { error in
            guard let error = error as? LobbyRecordsError else { return false }
            return !error.description.isEmpty && !error.description.contains("\n")
        }
    }
}
