import MemorizeLobby
import MemorizeViewModel

extension LobbyTableRequest {
    /// The server's request for the table the form (or plain mode's `new`) chose; the computer, when
    /// there is one, takes the last seat.
    init(_ choices: NewTableChoices) {
        self.init(
            theme: choices.theme, matchismo: choices.matchismo, timed: choices.timed, seats: choices.seats,
            computer: choices.computer ?? "")
    }
}
