import MemorizeLobby
import MemorizeViewModel
import Testing

@testable import MemorizeApp

@Suite("The lobby's screen state from the server's messages, and its requests back")
struct LobbyListingSnapshotTests {
    @Test("every field of the snapshot reaches the listing the screens read")
    func snapshot() {
        let snapshot = LobbySnapshot(
            name: "Ann",
            tables: [
                LobbyTable(
                    id: 7, theme: "Food", mode: "pairs, timed", seats: ["Ann", "", "Computer (hard)"], away: [0],
                    spectators: ["Bo"], started: true)
            ], day: "2026-12-07", dailyNumber: 340, playedToday: true,
            board: [LobbyDailyEntry(name: "Cy", score: 9, flipsOver: 4, seconds: 75, streak: 2)])
        let listing = LobbyListing(snapshot)
        #expect(
            listing
                == LobbyListing(
                    name: "Ann",
                    tables: [
                        .init(
                            id: 7, theme: "Food", mode: "pairs, timed", seats: ["Ann", "", "Computer (hard)"],
                            away: [0], spectators: ["Bo"], started: true)
                    ], day: "2026-12-07", dailyNumber: 340, playedToday: true,
                    board: [.init(name: "Cy", score: 9, flipsOver: 4, seconds: 75, streak: 2)]))
    }

    @Test("the form's choices become the server's request, no computer as an empty level")
    func request() {
        #expect(
            LobbyTableRequest(NewTableChoices(theme: "Food", matchismo: true, timed: true, seats: 4, computer: "hard"))
                == LobbyTableRequest(theme: "Food", matchismo: true, timed: true, seats: 4, computer: "hard"))
        #expect(
            LobbyTableRequest(NewTableChoices(theme: "Animals"))
                == LobbyTableRequest(theme: "Animals", seats: 2, computer: ""))
    }
}
