import MemorizeLobby
import MemorizeLocalization
import MemorizeNetwork
import MemorizeSystem
import MemorizeTable
import MemorizeViewModel
import ScreenKit

/// The door's one connection to the lobby server: the lobby protocol's door side on a connected Unix
/// socket, read and written without blocking, as a source of the loop's wait and as the table link of
/// the game played at a table.
///
/// The server's news waits in `takeNews()` for the lobby's loop; while a table's game runs
/// (`atTable`), its table events come out of `receive()` to the game's view model instead, as a table
/// guest's do.
final class LobbyDoorLink: MessageSource, TableLink {
    /// What the door may leave unwritten before it gives up: the server stopped reading.
    static let outgoingLimit = 1 << 20

    private(set) var client: LobbyClientProtocol
    private let socket: Int32
    private let network: NetworkAccess
    private var reader = LobbyFrameReader()
    private var writer = LobbyFrameWriter()
    private var outgoing = OutgoingBytes()
    private var isOpen = true
    private var news: [LobbyNews] = []
    /// Whether a table's game is running: its events go to the loop, the rest waits.
    var atTable = false

    init(socket: Int32, client: LobbyClientProtocol, network: NetworkAccess) {
        self.socket = socket
        self.client = client
        self.network = network
        pump()
    }

    // MARK: - MessageSource

    var watches: [DescriptorWatch] {
        guard isOpen else { return [] }
        let readiness =
            outgoing.isEmpty
            ? Readiness.readable : Readiness(rawValue: Readiness.readable.rawValue | Readiness.writable.rawValue)
        return [DescriptorWatch(socket, readiness)]
    }

    func polled(_ descriptor: Int32, _ readiness: Readiness) {
        guard isOpen else { return }
        flush()
        readAvailable()
        pump()
    }

    func receive() -> [LoopMessage] {
        guard atTable else { return [] }
        var events: [LoopMessage] = []
        var kept: [LobbyNews] = []
        for item in news {
            if case .table(let event) = item { events.append(.table(event)) } else { kept.append(item) }
        }
        news = kept
        return events
    }

    // MARK: - TableLink

    func tell(_ update: TableUpdate) {
        client.tell(update)
        pump()
    }

    // MARK: - The lobby's side

    /// The server's news since the last call, for the lobby's loop.
    func takeNews() -> [LobbyNews] {
        defer { news = [] }
        return news
    }

    /// Asks the door's protocol something (join, watch, a name) and sends what it says.
    func update(_ change: (inout LobbyClientProtocol) -> Void) {
        change(&client)
        pump()
    }

    /// Says goodbye and closes the socket.
    func close() {
        client.quit()
        pump()
        if isOpen {
            isOpen = false
            network.close(socket)
        }
    }

    /// Closes the socket without a goodbye, as a lost session would: the server keeps a seat away.
    func drop() {
        guard isOpen else { return }
        isOpen = false
        network.close(socket)
    }

    // MARK: - Moving bytes

    private func readAvailable() {
        for _ in 0..<8 {
            switch network.read(socket, 16_384) {
            case .bytes(let bytes):
                reader.append(bytes)
                do {
                    while let message = try reader.next() { client.handle(.received(message)) }
                } catch {
                    client.handle(.broken(error))
                    return
                }
            case .nothingYet: return
            case .closed: return client.handle(.closed(reason: LobbyNoticeText.lobbyClosedConnection.english()))
            case .failed(let reason): return client.handle(.closed(reason: reason))
            }
        }
    }

    /// The protocol's commands to the socket, and its news kept.
    private func pump() {
        for command in client.takeCommands() {
            switch command {
            case .send(let message):
                guard isOpen else { continue }
                outgoing.append(writer.frame(message))
            case .close:
                flush()
                if isOpen {
                    isOpen = false
                    network.close(socket)
                }
            }
        }
        flush()
        if outgoing.count > Self.outgoingLimit {
            client.handle(.closed(reason: LobbyNoticeText.lobbyStoppedReading.english()))
        }
        news += client.takeNews()
    }

    private func flush() {
        while isOpen && !outgoing.isEmpty {
            let waiting = outgoing.count
            switch network.write(socket, outgoing.pending) {
            case .wrote(let count):
                outgoing.consume(count)
                if count < waiting { return }
            case .wouldBlock: return
            case .failed(let failure):
                isOpen = false
                network.close(socket)
                client.handle(.closed(reason: failure.reason))
                return
            }
        }
    }
}
