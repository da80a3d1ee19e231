import Glibc
import MemorizeApp
import MemorizeTestSupport
import MemorizeThemes
import MemorizeViewModel
import MemoryGame
import ScreenKit
import TerminalBackend
import Testing

/// A source that is neither the terminal nor a signal: the read end of a pipe, whose bytes are
/// characters. It stands in for the socket of a network peer.
private final class PipeSource: MessageSource {
    let readEnd: Int32
    private let writeEnd: Int32
    private var isWriteEndOpen = true
    private var isReadable = false

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PipeError() }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        closeWriteEnd()
    }

    /// Closes the other end, once: a descriptor closed twice could be another test's by then.
    func closeWriteEnd() {
        guard isWriteEndOpen else { return }
        isWriteEndOpen = false
        close(writeEnd)
    }

    var descriptor: Int32? { readEnd }

    func polled(_ readiness: Readiness) {
        // A closed other end is a hangup (no data): a read then finds the end.
        isReadable = !readiness.isEmpty
    }

    func receive() -> [LoopMessage] {
        guard isReadable else { return [] }
        isReadable = false
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { return [.endOfInput] }
        return buffer[..<count].map { .input(.character(Character(UnicodeScalar($0)))) }
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    struct PipeError: Error {}
}

/// A source with no descriptor that holds messages already: the wait must take them without sleeping.
private final class HeldMessages: MessageSource {
    var messages: [LoopMessage]

    init(_ messages: [LoopMessage]) {
        self.messages = messages
    }

    var descriptor: Int32? { nil }

    func receive() -> [LoopMessage] {
        defer { messages = [] }
        return messages
    }
}

/// A source that only keeps what the wait said of its descriptor.
private final class ReadinessRecorder: MessageSource {
    let descriptor: Int32?
    private(set) var readiness: Readiness?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func polled(_ readiness: Readiness) { self.readiness = readiness }
    func receive() -> [LoopMessage] { [] }
}

/// A source that watches several descriptors, each for what the test says, and keeps what the wait
/// said of each.
private final class WatchRecorder: MessageSource {
    let watches: [DescriptorWatch]
    private(set) var seen: [Int32: Readiness] = [:]
    private(set) var singlePolls = 0

    init(_ watches: [DescriptorWatch]) {
        self.watches = watches
    }

    func polled(_ readiness: Readiness) { singlePolls += 1 }
    func polled(_ descriptor: Int32, _ readiness: Readiness) { seen[descriptor] = readiness }
    func receive() -> [LoopMessage] { [] }
}

/// Two connected sockets, closed when the test ends.
private struct SocketPair: ~Copyable {
    let ends: (Int32, Int32)

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { throw PairError() }
        self.ends = (ends[0], ends[1])
    }

    deinit {
        close(ends.0)
        close(ends.1)
    }

    struct PairError: Error {}
}

/// The loop's one wait, over sources of any kind.
@Suite("The wait on every source")
struct SourceWaitTests {
    @Test("a pipe's bytes wake the wait and come back as its messages")
    func pipe() throws {
        let source = try PipeSource()
        let wait = SourceWait(sources: [source])
        source.send("ab")
        #expect(wait.wait(timeout: .seconds(5)) == [.input(.character("a")), .input(.character("b"))])
    }

    @Test("with nothing to read the wait sleeps for its timeout and brings nothing")
    func timeout() throws {
        let source = try PipeSource()
        let wait = SourceWait(sources: [source])
        let start = ContinuousClock.now
        #expect(wait.wait(timeout: .milliseconds(40)).isEmpty)
        #expect(ContinuousClock.now - start >= .milliseconds(40), "it waited the whole timeout")
    }

    @Test("every source is waited on at once; their messages go in the sources' order")
    func twoPipes() throws {
        let first = try PipeSource()
        let second = try PipeSource()
        let wait = SourceWait(sources: [first, second])
        second.send("s")
        #expect(wait.wait(timeout: .seconds(5)) == [.input(.character("s"))], "the second alone woke it")
        first.send("f")
        second.send("t")
        #expect(wait.wait(timeout: .seconds(5)) == [.input(.character("f")), .input(.character("t"))])
    }

    @Test("messages a source already holds come at once, before any sleep")
    func held() throws {
        let pipe = try PipeSource()
        let wait = SourceWait(sources: [HeldMessages([.signal(SIGTERM)]), pipe])
        let start = ContinuousClock.now
        #expect(wait.wait(timeout: nil) == [.signal(SIGTERM)])
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("the other end closing is the end of that source's input")
    func closed() throws {
        let source = try PipeSource()
        let wait = SourceWait(sources: [source])
        source.closeWriteEnd()
        #expect(wait.wait(timeout: .seconds(5)) == [.endOfInput])
    }

    @Test("poll's answer reaches the source: bytes are readable, a closed writer a hangup, a closed descriptor invalid")
    func readiness() throws {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        defer { close(ends[0]) }
        let source = ReadinessRecorder(descriptor: ends[0])
        let wait = SourceWait(sources: [source])
        #expect(write(ends[1], "x", 1) == 1)
        _ = wait.wait(timeout: .seconds(5))
        #expect(source.readiness == .readable)
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 1)
        close(ends[1])
        _ = wait.wait(timeout: .seconds(5))
        #expect(source.readiness == .hungUp)

        // A number no descriptor can have (one just closed could be reopened by a test beside).
        let closed = ReadinessRecorder(descriptor: Int32.max)
        _ = SourceWait(sources: [closed]).wait(timeout: .seconds(5))
        #expect(closed.readiness == .invalid)
    }

    @Test("a source waiting to write is woken when its socket takes bytes, and told it is writable")
    func writable() throws {
        let pair = try SocketPair()
        // Filled until the kernel takes no more: the socket is not writable until the other end reads.
        let flags = fcntl(pair.ends.0, F_GETFL)
        #expect(fcntl(pair.ends.0, F_SETFL, flags | O_NONBLOCK) == 0)
        let chunk = [UInt8](repeating: 1, count: 4096)
        var filled = 0
        while chunk.withUnsafeBytes({ send(pair.ends.0, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }) > 0 {
            filled += chunk.count
        }
        #expect(filled > 0)
        let source = WatchRecorder([DescriptorWatch(pair.ends.0, .writable)])
        let wait = SourceWait(sources: [source])
        #expect(wait.wait(timeout: .milliseconds(20)).isEmpty)
        #expect(source.seen.isEmpty, "a full socket does not wake a wait for writing")

        // The other end reads everything: room again.
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var drained = 0
        while drained < filled {
            let count = buffer.withUnsafeMutableBytes { recv(pair.ends.1, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            drained += count
        }
        _ = wait.wait(timeout: .seconds(5))
        #expect(source.seen[pair.ends.0] == .writable)
        #expect(source.singlePolls == 0, "a source of watches is told of each descriptor, not of one")
    }

    @Test("one source's two descriptors are each reported, with what each was waited for")
    func twoDescriptorsOfOneSource() throws {
        let first = try SocketPair()
        let second = try SocketPair()
        let source = WatchRecorder([
            DescriptorWatch(first.ends.0, .readable), DescriptorWatch(second.ends.0, [.readable, .writable]),
        ])
        let wait = SourceWait(sources: [source])
        #expect(send(first.ends.1, "x", 1, 0) == 1)
        _ = wait.wait(timeout: .seconds(5))
        #expect(source.seen[first.ends.0] == .readable, "the byte sent to the first")
        #expect(source.seen[second.ends.0] == .writable, "the second has room, and nothing to read")
        #expect(source.seen.count == 2)
    }

    @Test("a source of one descriptor watches it for reading, as before")
    func defaultWatch() throws {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(ReadinessRecorder(descriptor: ends[0]).watches == [DescriptorWatch(ends[0], .readable)])
        #expect(HeldMessages([]).watches.isEmpty)
    }

    @Test("the run loop plays from a pipe as from a terminal: its keys choose and quit")
    func loopOverAPipe() throws {
        let source = try PipeSource()
        let theme = Theme(name: "Solo", emojis: ["🐙"], color: .named("blue"))
        let clock = TestClock()
        let viewModel = GameViewModel(
            variants: [ThemeVariant(theme)], variant: ThemeVariant(theme), generator: SplitMix64(seed: 1), clock: clock)
        let presenter = RecordingPresenter()
        var loop = GameLoop(
            viewModel: viewModel, presenter: presenter, sources: SourceWait(sources: [source]), clock: clock)
        source.send(" ")
        source.send("ly")
        source.closeWriteEnd()
        #expect(loop.run() == .quit, "the end of the pipe's input ends the run")
        #expect(presenter.inputs == [.character(" "), .character("l"), .character("y")])
        #expect(viewModel.screen.cards.map(\.side) == [.faceUp, .faceDown], "Space chose the card under the cursor")
        #expect(viewModel.screen.cursor == 1, "l moved right")
    }
}
