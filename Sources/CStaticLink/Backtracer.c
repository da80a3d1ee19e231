#include "CStaticLink.h"

#include <stddef.h>

// At start-up the Swift runtime looks for its crash reporter, swift-backtrace, beside the program and
// in the toolchain's directories: a readlink of /proc/self/exe and eight stat calls, a fortieth of
// the time to the first frame. The game ships no swift-backtrace and shows no stack trace (a crash
// restores the terminal and says one line, see TerminalBackend's CrashGuard), so the release link
// passes `-Xlinker --wrap=swift_copyAuxiliaryExecutablePath` and the runtime's question gets this
// answer: there is none, and backtracing stays off. Debug builds link without the flag and keep the
// runtime's search.
const char *__wrap_swift_copyAuxiliaryExecutablePath(const char *name) {
    (void)name;
    return NULL;
}
