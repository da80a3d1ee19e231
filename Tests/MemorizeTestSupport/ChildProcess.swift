import Foundation
import Synchronization

/// What a program printed and how it ended.
public struct ProcessResult: Sendable {
    /// The exit status, or 128 + the signal that ended the program, as a shell reports it.
    public let status: Int32
    /// The signal that ended the program, or nil when it exited.
    public let signal: Int32?
    public let output: [UInt8]
    public let errors: [UInt8]

    public var outputText: String { String(decoding: output, as: UTF8.self) }
    public var errorText: String { String(decoding: errors, as: UTF8.self) }
}

/// A program could not be started, or did not end in time (it was killed).
public struct ProcessFailure: Error, CustomStringConvertible {
    public let description: String
}

/// Runs programs to completion without holding a thread of Swift's cooperative pool.
///
/// Swift Testing runs every test on that pool, which has one thread per core: a test that blocks
/// in `waitpid` or a pipe read on it stops every other test on that thread (on two cores, a release
/// build of 70 s held up the whole run). So a program is spawned, fed and read, and waited for on a
/// thread of its own, and the calling task awaits a continuation that thread resumes.
///
/// `posix_spawn` is used rather than Foundation's `Process`: `Process.waitUntilExit()` was seen to
/// hang on Linux when the program forks a daemon (tmux's first command starts its server), and the
/// child must start with default signal handling and no blocked signals (a blocked SIGTSTP makes
/// Ctrl-Z do nothing in the game), which `Process` does not promise.
public enum ChildProcess {
    /// Where a standard output or error goes.
    public enum Stream: Sendable {
        /// Into the result.
        case capture
        /// To /dev/null: for a program that leaves a daemon holding its outputs open.
        case discard
    }

    /// Runs `program` (a path, or a name looked up in PATH) with `arguments`.
    ///
    /// - Parameters:
    ///   - environment: The whole environment of the program.
    ///   - directory: The working directory, or the test's own.
    ///   - input: Written to standard input, which is /dev/null when nil.
    ///   - timeout: After this the program (and its process group) is killed and the call throws.
    ///   - descriptor3: A descriptor the program gets as its descriptor 3, where systemd passes a socket.
    /// - Throws: `ProcessFailure` when it cannot be started or does not end in time; `MissingProgram`.
    public static func run(
        _ program: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        in directory: String? = nil, input: [UInt8]? = nil, output: Stream = .capture, errors: Stream = .capture,
        timeout: Duration? = .seconds(120), descriptor3: Int32? = nil
    ) async throws -> ProcessResult {
        let executable = try resolved(program)
        var argv = [executable] + arguments
        var path = executable
        if let directory {
            // glibc's posix_spawn_file_actions_addchdir_np is not imported into Swift; env -C does the same.
            path = "/usr/bin/env"
            argv = [path, "-C", directory, "--"] + argv
        }
        let request = Request(
            path: path, argv: argv, environment: environment.map { "\($0.key)=\($0.value)" }, input: input,
            output: output, errors: errors, timeout: timeout, descriptor3: descriptor3)
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try request.run() }) }
            thread.name = "ChildProcess \(program)"
            thread.start()
        }
    }

    /// Runs a short program on the calling thread: only for clean-up where nothing can await (a deinit).
    public static func runBlocking(_ program: String, _ arguments: [String]) {
        guard let executable = try? resolved(program) else { return }
        let request = Request(
            path: executable, argv: [executable] + arguments,
            environment: ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }, input: nil,
            output: .discard, errors: .discard, timeout: .seconds(10), descriptor3: nil)
        _ = try? request.run()
    }

    private static func resolved(_ program: String) throws -> String {
        if program.contains("/") { return program }
        guard let path = Places.installed(program) else {
            throw MissingProgram(name: program, hint: "install it (see .ci/run)")
        }
        return path
    }

    private static let spawnLock = Mutex(())

    /// SIGPIPE would end the whole test process when a program exits before reading all its input.
    private static let pipeSignalIgnored: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    private struct Request: Sendable {
        let path: String
        let argv: [String]
        let environment: [String]
        let input: [UInt8]?
        let output: Stream
        let errors: Stream
        let timeout: Duration?
        let descriptor3: Int32?

        /// Spawns, feeds and drains the program, then reaps it. Blocks the calling thread.
        func run() throws -> ProcessResult {
            ChildProcess.pipeSignalIgnored
            // Pipes are made and the program spawned under one lock, with every pipe end
            // close-on-exec, so a program another test spawns at the same time never inherits an end
            // of these pipes (a tmux server would hold it open for ever). glibc's pipe2 is not
            // imported into Swift, hence pipe and fcntl.
            let (pid, inputEnd, outputEnd, errorEnd) = try ChildProcess.spawnLock.withLock { _ in try spawn() }
            let drained = drain(input: inputEnd, output: outputEnd, errors: errorEnd, pid: pid)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
            if drained.timedOut {
                throw ProcessFailure(
                    description: "\(argv.joined(separator: " ")) did not end within \(timeout!) and was killed; "
                        + "it printed:\n\(String(decoding: drained.output + drained.errors, as: UTF8.self))")
            }
            let signal = status & 0x7F
            return signal == 0
                ? ProcessResult(
                    status: (status >> 8) & 0xFF, signal: nil, output: drained.output, errors: drained.errors)
                : ProcessResult(status: 128 + signal, signal: signal, output: drained.output, errors: drained.errors)
        }

        /// Spawns the program; returns its pid and the parent's ends of the pipes (-1 for none).
        private func spawn() throws -> (pid_t, Int32, Int32, Int32) {
            var inputPipe: [Int32] = [-1, -1]
            var outputPipe: [Int32] = [-1, -1]
            var errorPipe: [Int32] = [-1, -1]
            guard input == nil || Self.makePipe(&inputPipe),
                output == .discard || Self.makePipe(&outputPipe),
                errors == .discard || Self.makePipe(&errorPipe)
            else { throw ProcessFailure(description: "cannot make a pipe for \(path): errno \(errno)") }

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if input != nil {
                posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            for (stream, pipe, descriptor) in [(output, outputPipe, Int32(1)), (errors, errorPipe, Int32(2))] {
                if stream == .capture {
                    posix_spawn_file_actions_adddup2(&actions, pipe[1], descriptor)
                } else {
                    posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
                }
            }
            if let descriptor3 { posix_spawn_file_actions_adddup2(&actions, descriptor3, 3) }
            let argvPointers = argv.map { strdup($0) } + [nil]
            let envPointers = environment.map { strdup($0) } + [nil]
            defer { for pointer in argvPointers + envPointers { free(pointer) } }
            var pid: pid_t = 0
            let spawned = ShellSpawnAttributes.with(ownProcessGroup: true) { attributes in
                posix_spawn(&pid, path, &actions, &attributes, argvPointers, envPointers)
            }
            for descriptor in [inputPipe[0], outputPipe[1], errorPipe[1]] where descriptor >= 0 { close(descriptor) }
            guard spawned == 0 else {
                for descriptor in [inputPipe[1], outputPipe[0], errorPipe[0]] where descriptor >= 0 {
                    close(descriptor)
                }
                throw ProcessFailure(description: "cannot start \(argv.joined(separator: " ")): errno \(spawned)")
            }

            return (pid, inputPipe[1], outputPipe[0], errorPipe[0])
        }

        private static func makePipe(_ descriptors: inout [Int32]) -> Bool {
            guard pipe(&descriptors) == 0 else { return false }
            for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            return true
        }

        /// Writes the input and reads both outputs at once (a long output on one must not block the
        /// program writing the other) until both outputs close or the time is up.
        private func drain(input inputEnd: Int32, output outputEnd: Int32, errors errorEnd: Int32, pid: pid_t)
            -> (output: [UInt8], errors: [UInt8], timedOut: Bool)
        {
            let deadline = timeout.map { ContinuousClock.now + $0 }
            var remaining = input ?? []
            var inputEnd = inputEnd
            if inputEnd >= 0, remaining.isEmpty {
                close(inputEnd)
                inputEnd = -1
            }
            var output: [UInt8] = []
            var errors: [UInt8] = []
            var open = [outputEnd, errorEnd].filter { $0 >= 0 }
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !open.isEmpty || inputEnd >= 0 {
                if let deadline, ContinuousClock.now >= deadline {
                    kill(-pid, SIGKILL)
                    for descriptor in open + [inputEnd] where descriptor >= 0 { close(descriptor) }
                    return (output, errors, true)
                }
                var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                if inputEnd >= 0 { polled.append(pollfd(fd: inputEnd, events: Int16(POLLOUT), revents: 0)) }
                let ready = poll(&polled, nfds_t(polled.count), 100)
                if ready < 0, errno != EINTR { break }
                for entry in polled where entry.revents != 0 {
                    if entry.fd == inputEnd {
                        // POLLOUT on a pipe means at least PIPE_BUF bytes fit: this write does not block.
                        let count =
                            remaining.isEmpty || entry.revents & Int16(POLLOUT) == 0
                            ? -1 : write(inputEnd, remaining, min(remaining.count, Int(PIPE_BUF)))
                        if count > 0 { remaining.removeFirst(count) }
                        if count <= 0 || remaining.isEmpty {
                            close(inputEnd)
                            inputEnd = -1
                        }
                    } else {
                        let count = read(entry.fd, &buffer, buffer.count)
                        if count > 0 {
                            if entry.fd == outputEnd {
                                output += buffer[0..<count]
                            } else {
                                errors += buffer[0..<count]
                            }
                        } else if count == 0 || errno != EINTR {
                            close(entry.fd)
                            open.removeAll { $0 == entry.fd }
                        }
                    }
                }
            }
            return (output, errors, false)
        }
    }
}
