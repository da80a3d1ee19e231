import Foundation
import Testing

/// A test that computes for a second or more (a fuzzer, a sweep of every size, thousands of seeded
/// games): each of its cases runs on a thread of its own, at a lower priority than everything else.
///
/// Swift Testing runs every test on a pool of one thread per core and starts the tests in a random
/// order. Computing on that pool held both of its threads for half a minute in some runs, while the
/// end-to-end tests, which mostly wait for the programs they drive, had not even started; and when
/// they had, the computing stole the time those programs needed to answer. On threads of their own,
/// at a low priority, the computing tests take only the time the programs leave free.
public struct Computing: SuiteTrait, TestTrait, TestScoping {
    /// The niceness of the computing threads: their share of a core beside a program at the default
    /// niceness is about a tenth (Linux's weights 110 against 1024).
    static let niceness: Int32 = 10

    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let executor = OwnThreadExecutor(name: test.name, niceness: Self.niceness)
        defer { executor.finish() }
        try await withTaskExecutorPreference(executor) { try await function() }
    }
}

extension Trait where Self == Computing {
    /// The test computes for a while: each case runs on a thread of its own at a low priority.
    public static var computing: Self { Computing() }
}

/// Runs the jobs of the tasks that prefer it on one thread of its own, started for it and ended by
/// `finish()`.
final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    init(name: String, niceness: Int32) {
        let thread = Thread { [self] in
            // On Linux niceness belongs to a thread, and 0 is the calling one.
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
            // Named where `top -H` and /proc show it (a new thread takes its creator's name).
            try? "computing".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
            run()
        }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        defer { condition.unlock() }
        guard !finished else {
            // A job that comes after the test (none should: its child tasks end with it) still runs.
            let executor = asUnownedTaskExecutor()
            Thread { job.runSynchronously(on: executor) }.start()
            return
        }
        jobs.append(job)
        condition.signal()
    }

    /// Ends the thread once the jobs already queued have run.
    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            guard !jobs.isEmpty else {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}
