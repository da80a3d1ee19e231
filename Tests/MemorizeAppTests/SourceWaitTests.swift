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
