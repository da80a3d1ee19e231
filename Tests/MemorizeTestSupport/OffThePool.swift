import Foundation

/// Runs `body` on a thread of its own and awaits its result.
///
/// For a test that must block (`poll` on a socket, `waitpid`, a read): Swift Testing runs every test
/// on a pool of one thread per core, and a test that blocks one of them stops every test queued behind
/// it; this way only the test waits.
public func offThePool<Result: Sendable>(
    _ name: String = "blocking test work", _ body: @escaping @Sendable () throws -> Result
) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Swift.Result { try body() }) }
        thread.name = name
        thread.start()
    }
}
