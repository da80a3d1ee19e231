import MemorizeLobby
import MemorizeViewModel

extension LobbyListing {
    /// The lobby's screen state from the server's snapshot, as the door hears it.
    init(_ snapshot: LobbySnapshot) {
        self.init(
            name: snapshot.name,
            tables: snapshot.tables.map { table in
                Table(
                    id: table.id, theme: table.theme, mode: table.mode, seats: table.seats, away: table.away,
                    spectators: table.spectators, started: table.started)
            },
            day: snapshot.day, dailyNumber: snapshot.dailyNumber, playedToday: snapshot.playedToday,
            board: snapshot.board.map { entry in
                Result(
                    name: entry.name, score: entry.score, flipsOver: entry.flipsOver, seconds: entry.seconds,
                    streak: entry.streak)
            })
    }
}

extension LobbyTableRequest {
    /// The server's request for the table the form (or plain mode's `new`) chose; the computer, when
    /// there is one, takes the last seat.
    init(_ choices: NewTableChoices) {
        self.init(
            theme: choices.theme, matchismo: choices.matchismo, timed: choices.timed, seats: choices.seats,
            computer: choices.computer ?? "")
    }
}
