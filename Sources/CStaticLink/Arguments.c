#include "CStaticLink.h"

// `CommandLine.argc` and `CommandLine.unsafeArgv` ask the Swift runtime for the process's argument
// vector through `_swift_stdlib_getUnsafeArgvArgc`. On Linux the runtime's answer comes from a static
// constructor in the same object that reads /proc/self/maps with fopen and sscanf to learn where the
// stack lies, and then walks back from `environ`: a file the kernel writes out line by line, a 4 KiB
// stdio buffer and about 50,000 instructions before `main`. glibc hands the same vector to every
// constructor in `.init_array`, so this one keeps it, and the static release build defines the
// runtime's function here: the linker then has no reason to take the runtime's object from
// libswiftCore.a, and its constructor never runs. (`--wrap` cannot do this: lld takes the archive
// member for the original name before it redirects.) Debug builds link the runtime dynamically and
// keep its own answer, so none of this is compiled there.
#ifdef MEMORIZE_STATIC_RELEASE
static char **keptArguments;
static int keptArgumentCount;

__attribute__((constructor)) static void memorize_keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    keptArguments = argv;
    keptArgumentCount = argc;
}

__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    *outArgLen = keptArgumentCount;
    return keptArguments;
}
#endif
