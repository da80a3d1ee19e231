import Foundation
import Synchronization
import Testing

/// At most a few tests drive terminals at once: every suite that opens tmux sessions (or panes) has
/// this trait, so that they run side by side, in no file's order, without a hundred sessions polling
/// their screens at once on two cores (where waits of a few seconds would time out).
///
/// The slot is taken per test case, not per session, so a test of four sessions never waits for a
/// slot while holding one. Every test asks for its slot at the start of the run; the suites whose
/// tests take longest (`first`) get theirs before the others, so that none of them starts last and
/// holds up the end of the run.
struct TerminalSlot: SuiteTrait, TestTrait, TestScoping {
    /// Tests in terminals at once; `MEMORIZE_TERMINAL_TESTS` asks for more or fewer.
    static let width = ProcessInfo.processInfo.environment["MEMORIZE_TERMINAL_TESTS"].flatMap { Int($0) } ?? 8

    static let slots = AsyncSlots(width)

    /// Whether the suite's tests are among the longest, and take their slots first.
    var first = false

    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await Self.slots.acquire(first: first)
        defer { Self.slots.release() }
        try await function()
    }
}

extension Trait where Self == TerminalSlot {
    /// The test runs in a terminal: it waits for one of `TerminalSlot.width` slots.
    static var terminal: Self { TerminalSlot() }

    /// The test runs in a terminal and is among the longest: it takes a slot before the others.
    static var terminalFirst: Self { TerminalSlot(first: true) }
}

/// A counting semaphore that awaits rather than blocks, and lets the waiters marked first in before
/// the others.
final class AsyncSlots: Sendable {
    private struct State {
        var free: Int
        var waiting: [(first: Bool, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state: Mutex<State>

    init(_ count: Int) {
        state = Mutex(State(free: max(1, count)))
    }

    func acquire(first: Bool = false) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                if state.free > 0 {
                    state.free -= 1
                    return true
                }
                state.waiting.append((first, continuation))
                return false
            }
            if now { continuation.resume() }
        }
    }

    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiting.isEmpty {
                state.free += 1
                return nil
            }
            let next = state.waiting.firstIndex { $0.first } ?? 0
            return state.waiting.remove(at: next).continuation
        }
        next?.resume()
    }
}
