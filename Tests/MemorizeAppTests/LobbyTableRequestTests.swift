import MemorizeLobby
import MemorizeViewModel
import Testing

@testable import MemorizeApp

@Suite("The lobby's new-table form as the server's request")
struct LobbyTableRequestTests {
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
