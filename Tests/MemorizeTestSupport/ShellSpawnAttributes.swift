import Foundation

/// `posix_spawn` attributes for a program started the way a login shell starts one.
public enum ShellSpawnAttributes {
    /// Runs `body` with attributes that block no signal and give every signal its default action (a
    /// test runner may block or ignore some, and a child inherits both); with `ownProcessGroup`, the
    /// program also gets a process group of its own, so that a timeout kills everything it started.
    public static func with<Result>(
        ownProcessGroup: Bool, _ body: (inout posix_spawnattr_t) throws -> Result
    ) rethrows -> Result {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        return try body(&attributes)
    }
}
