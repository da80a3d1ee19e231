import Foundation
import Glibc
import MemorizeTestSupport
import Testing

/// `.computing` puts each case of a test on a thread of its own, at a low priority, and its child
/// tasks with it (not a `Task {}`, which prefers no executor).
@Suite("Computing tests off the pool")
struct ComputingTests {
    /// The calling thread's niceness (on Linux a thread's own, and 0 names the caller).
    static func niceness() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    @Test(.computing, arguments: [1, 2])
    func ownThread(case: Int) async {
        // The pool's threads keep the default niceness (below), so this is the case's own thread.
        #expect(Self.niceness() == 10)
        // A child task prefers the same executor, so it computes at the same priority.
        let children = await withTaskGroup(of: Int32.self) { group in
            for _ in 0..<3 { group.addTask { Self.niceness() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(children == [10, 10, 10])
    }

    @Test("without the trait a test runs on the pool at the default priority")
    func pool() {
        #expect(Self.niceness() == 0)
    }
}
