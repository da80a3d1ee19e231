import Glibc

/// Everything the signal handlers read or write, in one C-layout block reached through a pointer.
///
/// A handler can interrupt the loop, or another handler, in the middle of any access. Swift checks
/// accesses to static variables for exclusivity at run time, and two overlapping ones (the loop
/// reading the saved modes while a Ctrl-Z handler hands them to `tcsetattr`, say) abort the
/// process with "Fatal access conflict detected". Memory behind an `UnsafeMutablePointer` is not
/// checked, and this block is allocated by the first call of `prepare()`, before any handler is
/// installed, so no handler is the first to touch a lazily initialised static either.
struct HandlerMemory {
    /// The tty modes of standard input when the game started: the shell's, given back on every
    /// exit and stop, and never taken again from a terminal the game has set.
    var shellModes = termios()
    var hasShellModes = false
    /// The bytes that leave full-screen mode, prepared once the terminal is known.
    var restoreBytes: UnsafeMutablePointer<UInt8>?
    var restoreCount = 0
    /// The write end of `SignalPipe`'s pipe; -1 before it exists.
    var pipeWriteDescriptor: Int32 = -1
    /// When the last Ctrl-Z stopped the game, and when it was continued.
    var stoppedAt = timespec()
    var resumedAt = timespec()
    /// The signal the game is dying of while it gives the terminal back, for the watchdog.
    var dyingSignal: Int32 = 0

    /// The one block, zeroed.
    nonisolated(unsafe) static let shared: UnsafeMutablePointer<HandlerMemory> = {
        let memory = UnsafeMutablePointer<HandlerMemory>.allocate(capacity: 1)
        memory.initialize(to: HandlerMemory())
        return memory
    }()

    /// Allocates the block; call before installing any handler that uses it.
    static func prepare() {
        _ = shared
    }
}
