import MemorizeSystem
import Synchronization

/// A file system in memory for the score store: files by path, failures on demand, and a log of
/// every call so a test can check that reading and writing happen under the lock.
final class FakeFiles: Sendable {
    struct State {
        var files: [String: FileContents] = [:]
        var environment: [String: String] = [:]
        var today: CalendarDate?
        /// Today in UTC, for daily games; nil when the system cannot tell.
        var utcToday: CalendarDate?
        /// When set, the lock is refused with this reason.
        var lockFailure: String?
        /// When set, writes fail with this reason (a read-only directory).
        var writeFailure: String?
        /// When set, moving aside fails with this reason.
        var moveFailure: String?
        var isLocked = false
        var log: [String] = []
        /// Anything written to standard output or error, which the store must never do.
        var printed = ""
    }

    private let state: Mutex<State>

    init(
        files: [String: FileContents] = [:], environment: [String: String] = ["HOME": "/home/ann"],
        today: CalendarDate? = nil, utcToday: CalendarDate? = nil
    ) {
        state = Mutex(State(files: files, environment: environment, today: today, utcToday: utcToday))
    }

    /// Changes the state, for a test to set up a failure or another process's write.
    func change(_ body: (inout State) -> Void) {
        state.withLock { body(&$0) }
    }

    var log: [String] { state.withLock { $0.log } }
    var printed: String { state.withLock { $0.printed } }

    /// The bytes of a regular file, or nil.
    func bytes(_ path: String) -> [UInt8]? {
        state.withLock {
            guard case .bytes(let bytes)? = $0.files[path] else { return nil }
            return bytes
        }
    }

    var paths: [String] { state.withLock { $0.files.keys.sorted() } }

    var access: SystemAccess {
        SystemAccess(
            environment: { [self] name in state.withLock { $0.environment[name] } },
            readFile: { [self] path in
                state.withLock {
                    $0.log.append("read \(path)")
                    return $0.files[path] ?? .missing
                }
            },
            writeFileAtomically: { [self] filePath, bytes in
                let path = filePath.text
                return state.withLock {
                    $0.log.append("write \(path)")
                    if let reason = $0.writeFailure { return .failed(reason: reason) }
                    $0.files[path] = .bytes(bytes)
                    return .written
                }
            },
            withExclusiveLock: { [self] filePath, body in
                let path = filePath.text
                let refusal: String? = state.withLock {
                    $0.log.append("lock \(path)")
                    if let reason = $0.lockFailure { return reason }
                    precondition(!$0.isLocked, "the store took its lock twice")
                    $0.isLocked = true
                    return nil
                }
                if let refusal { return .failed(reason: refusal) }
                body()
                state.withLock {
                    $0.isLocked = false
                    $0.log.append("unlock \(path)")
                }
                return .ran
            },
            moveAside: { [self] filePath in
                let path = filePath.text
                return state.withLock {
                    $0.log.append("move \(path)")
                    if let reason = $0.moveFailure { return .failed(reason: reason) }
                    guard let contents = $0.files[path] else { return .failed(reason: "No such file or directory") }
                    var number = 1
                    while $0.files["\(path).corrupt-\(number)"] != nil { number += 1 }
                    let target = "\(path).corrupt-\(number)"
                    $0.files[path] = nil
                    $0.files[target] = contents
                    return .moved(to: FilePath(target))
                }
            },
            standardInputIsTerminal: { false },
            standardOutputIsTerminal: { false },
            writeOutput: { [self] text in
                state.withLock { $0.printed += text }
                return .written
            },
            writeError: { [self] text in state.withLock { $0.printed += text } },
            today: { [self] in state.withLock { $0.today } },
            utcToday: { [self] in state.withLock { $0.utcToday } },
            randomSeed: { 0 }
        )
    }
}

extension FileContents {
    static func text(_ text: String) -> FileContents {
        .bytes(Array(text.utf8))
    }
}
