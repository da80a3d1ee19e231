import Glibc
import MemorizeLocalization
import MemorizeNetwork
import MemorizeSystem
import MemorizeTable
import MemorizeText
import MemorizeViewModel
import ScreenKit
import TerminalBackend

/// The host's lines before its game: the commands that join and watch, each player who takes a seat,
/// the strangers' summary, a retired code's successor; and Enter, at a terminal, to start early.
///
/// They are lines on the terminal in the grid and in plain mode alike (the grid's screen comes up
/// with the game), so a screen reader reads each once.
final class WaitingRoom {
    private let address: NetworkAddress
    private let port: UInt16
    private let system: SystemAccess
    /// The names already told as joined.
    private var known: Set<String> = []

    init(address: NetworkAddress, port: UInt16, system: SystemAccess) {
        self.address = address
        self.port = port
        self.system = system
    }

    /// The address players type: a wildcard address is every address of this machine, so they need
    /// one of its own.
    var shownAddress: String {
        let wildcard = ["0.0.0.0", "::", "*"].contains(address.host)
        let shown = wildcard ? "THIS-MACHINE:\(port)" : NetworkAddress(host: address.host, port: port).description
        return SafeText.escaped(shown)
    }

    /// Says where the table waits and how to join and watch it.
    func announce(_ side: HostTableProtocol) {
        let waiting = side.seats.count - side.filledCount
        let listening = SafeText.escaped(NetworkAddress(host: address.host, port: port).description)
        let terminal = system.standardInputIsTerminal()
        let stopping: TableText =
            switch (side.seats.count > 2, terminal) {
            case (true, true): .enterOrQ
            case (true, false): .enterOrCtrlC
            case (false, true): .qStops
            case (false, false): .ctrlCStops
            }
        say(
            (waiting == 1
                ? TableText.waitingForAPlayer.text(listening)
                : TableText.waitingForPlayers.text("\(waiting)", listening)) + "\n"
                + commands(code: side.code) + stopping.text())
    }

    private func commands(code: String) -> String {
        "  memorize --join \(shownAddress) --code \(code)\n"
            + TableText.anyoneMayWatch.text() + "\n  memorize --watch \(shownAddress) --code \(code)\n"
    }

    /// How the wait ended.
    enum Outcome: Equatable {
        /// Every seat is held, or Enter started the game with two or more.
        case start
        /// The host typed `q` (or the input ended) before enough players joined: no game.
        case stop
    }

    /// Waits until every seat is held, or Enter at a terminal with two seats or more; tells each
    /// arrival, departure and summary as it comes. At a terminal, `q` stops waiting.
    func waitForSeats(_ connection: TableConnection<HostTableProtocol>, clock: any GameClock) -> Outcome {
        let enter = EnterKeySource(readsLines: system.standardInputIsTerminal())
        let wait = SourceWait(sources: [connection, enter])
        // A retired code's successor is in the note that says so, in one line: strangers who guess
        // cannot push the join command out of sight.
        while !connection.side.isFull {
            for message in wait.wait(timeout: nil) {
                switch message {
                case .table(let event): tell(event, side: connection.side)
                case .input(.enter):
                    if connection.side.filledCount >= 2 { return .start }
                    say(TableText.enterOnceJoined.text())
                case .input(.character("q")), .endOfInput:
                    say(TableText.stoppedWaiting.text())
                    return .stop
                default: break
                }
            }
        }
        return .start
    }

    private func tell(_ event: TableEvent, side: HostTableProtocol) {
        switch event {
        case .seats(let names, _):
            // Several may have joined since the last wake: each is told with the count as it took its seat.
            let arrivals = names.indices.filter { index in
                index > 0 && !names[index].isEmpty && !known.contains(names[index])
                    && side.seats[index].holder != .computer
            }
            var filled = side.filledCount - arrivals.count
            for index in arrivals {
                known.insert(names[index])
                filled += 1
                let left = side.seats.count - filled
                say(
                    left > 0
                        ? TableText.joinedWaiting.text(names[index], "\(filled)", "\(side.seats.count)", "\(left)")
                        : TableText.joinedFull.text(names[index], "\(filled)", "\(side.seats.count)"))
            }
        case .note(let line): say(line)
        case .left(_, let reason), .away(_, let reason): say(TableText.sentence.text(reason))
        default: break
        }
    }

    /// Writes `text`, each of its lines made safe for the terminal (names and addresses come from
    /// other people).
    private func say(_ text: some StringProtocol) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { SafeText.escaped(String($0)) }
        _ = system.writeOutput(lines.joined(separator: "\n") + "\n")
    }
}

/// Lines typed on a terminal in its ordinary line mode, before the game takes the keyboard: a line
/// `q` (or `quit`) stops waiting, any other is Enter, and the end of input ends the wait. From a pipe
/// or a file nothing is read (the lines are the game's moves): only its end is noticed, and once
/// something is waiting there it is left for the game.
final class EnterKeySource: MessageSource {
    private var pending: [LoopMessage] = []
    private var line: [UInt8] = []
    private let readsLines: Bool
    private var isWatching = true

    init(readsLines: Bool) {
        self.readsLines = readsLines
    }

    var descriptor: Int32? { isWatching ? 0 : nil }

    func polled(_ readiness: Readiness) {
        guard readsLines else {
            // Readable with nothing to read is the end of the input (a closed pipe, /dev/null).
            var waiting: Int32 = 0
            if ioctl(0, UInt(FIONREAD), &waiting) == 0, waiting > 0 {
                isWatching = false
            } else {
                pending.append(.endOfInput)
                isWatching = false
            }
            return
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, 256) }
        if count <= 0 {
            pending.append(.endOfInput)
            return
        }
        for byte in buffer[..<count] {
            guard byte == UInt8(ascii: "\n") else {
                if line.count < 16 { line.append(byte) }
                continue
            }
            let word = String(decoding: line, as: UTF8.self).trimmingSpaces.lowercased()
            pending.append(word == "q" || word == "quit" ? .input(.character("q")) : .input(.enter))
            line = []
        }
    }

    func receive() -> [LoopMessage] {
        defer { pending = [] }
        return pending
    }
}

extension String {
    /// The text without spaces or tabs at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
