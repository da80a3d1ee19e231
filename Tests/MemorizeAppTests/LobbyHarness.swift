import MemorizeApp
import MemorizeLobby
import MemorizeNetwork
import MemorizeTable
import MemorizeTestSupport
import MemorizeThemes

/// A lobby server (`LobbyHall`, its judges real view models) and doors (`LobbyClientProtocol`),
/// wired in memory through the real frames, on a test clock.
final class LobbyWorld {
    static let themes = [
        Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊"], color: .named("orange")),
        Theme(name: "Fruit", emojis: ["🍎", "🍌", "🍇", "🍓"], color: .named("red")),
    ]
    static let day = LobbyDay(number: 20_429, text: "2025-12-07", dailyNumber: 5)

    let clock = TestClock()
    private(set) var hall: LobbyHall
    private(set) var doors: [ConnectionID: Door] = [:]
    /// Doors whose connection closed, kept to read what they heard last.
    private(set) var gone: [ConnectionID: Door] = [:]
    private var nextID = 1
    private var seed: UInt64 = 7

    final class Door {
        var client: LobbyClientProtocol
        var bot = LobbyBot()
        var news: [LobbyNews] = []
        var writer = LobbyFrameWriter()
        var reader = LobbyFrameReader()
        /// The server's writer and reader for this door.
        var serverWriter = LobbyFrameWriter()
        var serverReader = LobbyFrameReader()

        init(_ client: LobbyClientProtocol) { self.client = client }

        var notices: [String] { news.compactMap { if case .notice(let line) = $0 { line } else { nil } } }
        var lastLobby: LobbySnapshot? {
            news.last { if case .lobby = $0 { true } else { false } }.flatMap {
                if case .lobby(let snapshot) = $0 { snapshot } else { nil }
            }
        }
        var ended: String? { news.compactMap { if case .ended(let line) = $0 { line } else { nil } }.first }
    }

    init(records: LobbyRecords = LobbyRecords(), day: LobbyDay = LobbyWorld.day) {
        var seed: UInt64 = 7
        hall = LobbyHall(
            records: records, day: day,
            daily: LobbyHall.DailyDeal(theme: Self.themes[1], seed: 42, date: day.text, number: day.dailyNumber),
            themes: Self.themes, clock: clock,
            makeSeed: {
                seed &+= 1
                return seed
            })
    }

    /// A door that connects with `key` and asks for `name`.
    @discardableResult
    func connect(key: String, name: String = "") -> ConnectionID {
        let id = ConnectionID(nextID)
        nextID += 1
        doors[id] = Door(LobbyClientProtocol(fingerprint: key, name: name))
        hall.handle(.accepted(id))
        pump()
        return id
    }

    /// A connection that no `LobbyClientProtocol` speaks for: the test sends what it likes.
    func rawConnect() -> ConnectionID {
        let id = ConnectionID(nextID)
        nextID += 1
        hall.handle(.accepted(id))
        pump()
        return id
    }

    /// What a raw connection sent, as the server's transport hands it over.
    func raw(_ event: LobbyEvent) {
        hall.handle(event)
        pump()
    }

    /// The door's ssh died: the server sees the connection close.
    func kill(_ id: ConnectionID) {
        close(id)
        hall.handle(.closed(id, reason: "end of file"))
        pump()
    }

    func door(_ id: ConnectionID) -> Door { doors[id] ?? gone[id]! }

    private func close(_ id: ConnectionID) {
        gone[id] = doors.removeValue(forKey: id)
    }

    func act(_ id: ConnectionID, _ action: (inout LobbyClientProtocol) -> Void) {
        guard let door = doors[id] else { return }
        action(&door.client)
        pump()
    }

    /// Moves the clock and lets every deadline come round.
    func advance(by duration: Duration) {
        clock.advance(by: duration)
        hall.tick()
        pump()
    }

    /// Carries every message both ways, through the frames, until all is quiet.
    func pump() {
        var quiet = false
        while !quiet {
            quiet = true
            for id in doors.keys.sorted() {
                guard let door = doors[id] else { continue }
                for command in door.client.takeCommands() {
                    quiet = false
                    switch command {
                    case .send(let message):
                        door.serverReader.append(door.writer.frame(message))
                        while let received = try? door.serverReader.next() { hall.handle(.received(id, received)) }
                    case .close:
                        close(id)
                        hall.handle(.closed(id, reason: "the door closed"))
                    }
                }
                let news = door.client.takeNews()
                door.news += news
                for item in news {
                    switch item {
                    case .table(let event): door.bot.hear(event)
                    case .leftTable: door.bot = LobbyBot()
                    default: break
                    }
                }
            }
            for command in hall.takeCommands() {
                quiet = false
                switch command {
                case .send(let id, let message):
                    guard let door = doors[id] else { continue }
                    door.reader.append(door.serverWriter.frame(message))
                    while let received = try? door.reader.next() { door.client.handle(.received(received)) }
                case .close(let id):
                    guard let door = doors[id] else { continue }
                    door.client.handle(.closed(reason: "closed"))
                    door.news += door.client.takeNews()
                    close(id)
                default: break
                }
            }
        }
    }

    /// Lets every seated bot play until no one can move (each card presented on its own, the clock
    /// moving a second a round); at most `rounds` rounds.
    func play(rounds: Int = 400, only: Set<ConnectionID>? = nil) {
        for _ in 0..<rounds {
            var moved = false
            for id in doors.keys.sorted() where only?.contains(id) ?? true {
                guard let door = doors[id], let choice = door.bot.nextChoice() else { continue }
                act(id) { $0.tell(.choose(card: choice.card, deal: choice.deal)) }
                moved = true
            }
            advance(by: .seconds(1))
            if !moved && hall.nextDeadline == nil { return }
        }
    }
}
