import MemorizeNetwork
import MemorizeTable
import MemorizeViewModel
import ScreenKit

/// A table's protocol on its transport, as one source of the run loop and the view model's link.
///
/// Each wake-up: what the transport saw goes into the protocol, the protocol's commands go back to
/// the transport, and the protocol's news comes out as the loop's messages (`LoopMessage.table`),
/// which reach the view model through its one `send` like a key does. What the view model tells
/// the table goes the other way, at once.
final class TableConnection<TableSide: TableProtocol>: MessageSource, TableLink {
    private(set) var side: TableSide
    private let transport: TableTransport
    private let clock: any GameClock
    private var nextTick: Duration

    /// The protocol `side`, carried by `transport`, on `clock`; its first commands go out now.
    init(side: TableSide, transport: TableTransport, clock: any GameClock) {
        self.side = side
        self.transport = transport
        self.clock = clock
        nextTick = clock.now + .seconds(1)
        flush()
    }

    // MARK: - MessageSource

    var watches: [DescriptorWatch] { transport.watches }

    var wakeAfter: Duration? {
        let untilTick = side.nextCheck.map { _ in max(.zero, nextTick - clock.now) }
        switch (transport.wakeAfter, untilTick) {
        case (let wake?, let tick?): return min(wake, tick)
        case (let wake, let tick): return wake ?? tick
        }
    }

    func polled(_ descriptor: Int32, _ readiness: Readiness) { transport.polled(descriptor, readiness) }

    func receive() -> [LoopMessage] {
        _ = transport.receive()
        pump()
        let now = clock.now
        if now >= nextTick {
            nextTick = now + .seconds(1)
            side.tick(now: now)
            pump()
        }
        return side.takeEvents().map(LoopMessage.table)
    }

    // MARK: - TableLink

    func tell(_ update: TableUpdate) {
        side.tell(update, now: clock.now)
        pump()
    }

    /// Acts on the side directly (the host starting its game), then sends what it says.
    func update(_ change: (inout TableSide) -> Void) {
        change(&side)
        pump()
    }

    /// The news the side has for whoever waits before the game (the host's waiting room).
    func takeEvents() -> [TableEvent] { side.takeEvents() }

    /// Closes every connection: the run is over.
    func close() {
        flush()
        transport.closeAll()
    }

    // MARK: - Moving messages

    /// Events in, commands out, until both are quiet (a command can answer at once: a refused
    /// connect).
    private func pump() {
        for _ in 0..<64 {
            let events = transport.takeEvents()
            let now = clock.now
            for event in events { side.handle(event, now: now) }
            let commands = side.takeCommands()
            if commands.isEmpty, events.isEmpty { return }
            transport.perform(commands)
        }
    }

    private func flush() {
        transport.perform(side.takeCommands())
    }
}
