import MemorizeNetwork
import MemorizeSystem

/// One connection of a `TableTransport`, from the lookup of its host's name (a guest's) to its last
/// byte: its frames in and out, and the bytes the kernel has not taken yet.
final class TransportConnection {
    /// Where a connection is in its life.
    enum Phase {
        /// A guest's host name, being looked up off the loop, until `deadline`.
        case lookingUp(PendingLookup, deadline: Duration)
        /// A guest's connect, under way on `socket`.
        case connecting(socket: Int32, attempt: ConnectAttempt)
        /// Connected: frames go both ways (or only out, once the peer broke the framing).
        case open(socket: Int32)
    }

    /// A guest's try of every address its host's name gave, one after another: `addresses[index]`
    /// now, until `deadline`, then the ones after it.
    struct ConnectAttempt {
        var addresses: [ResolvedAddress]
        var index: Int
        var deadline: Duration
    }

    let id: ConnectionID
    /// What the connection is made to, as the person typed it (a guest's), for its failure.
    let target: String
    var phase: Phase
    var reader = FrameReader()
    var writer = FrameWriter()
    var outgoing = OutgoingBytes()
    /// False once the peer broke the framing: nothing more is read, but what the protocol sends
    /// (one refusal) still goes out.
    var isReading = true

    init(id: ConnectionID, target: String, phase: Phase) {
        self.id = id
        self.target = target
        self.phase = phase
    }

    /// The descriptor the connection waits on now.
    var descriptor: Int32 {
        switch phase {
        case .lookingUp(let lookup, _): lookup.descriptor
        case .connecting(let socket, _): socket
        case .open(let socket): socket
        }
    }
}

/// A connection the protocol closed, held open until what it sent has gone out, or its grace ends.
struct ClosingConnection {
    var socket: Int32
    var outgoing: OutgoingBytes
    var deadline: Duration
}

/// Bytes waiting for the kernel to take them, in order: written from the front, added at the back.
struct OutgoingBytes {
    private var bytes: [UInt8] = []
    private var start = 0

    /// How many bytes wait.
    var count: Int { bytes.count - start }
    var isEmpty: Bool { start == bytes.count }
    /// The bytes that wait, oldest first.
    var pending: ArraySlice<UInt8> { bytes[start...] }

    mutating func append(_ more: [UInt8]) {
        bytes += more
    }

    /// Lets go of the first `count` bytes, which the kernel took.
    mutating func consume(_ count: Int) {
        start += min(count, self.count)
        if start == bytes.count {
            // A queue that once held a flood gives its memory back.
            bytes.removeAll(keepingCapacity: bytes.capacity <= 65_536)
            start = 0
        } else if start > 65_536, start * 2 > bytes.count {
            bytes.removeFirst(start)
            start = 0
        }
    }
}
