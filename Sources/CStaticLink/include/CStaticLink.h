#ifndef C_STATIC_LINK_H
#define C_STATIC_LINK_H

// What the static release link calls instead of a function of the C library or of the Swift runtime
// (it passes `-Xlinker --wrap=NAME`, or the release build defines the runtime's function itself); see
// the .c files and the `memorize` target in Package.swift.

/// Instead of glibc's dlopen: loads nothing (Dlopen.c).
void *__wrap_dlopen(const char *file, int mode);

/// Instead of glibc's search for the program's directory, for dlopen's $ORIGIN: unknown (Dlopen.c).
const char *__wrap__dl_get_origin(void);

/// Instead of the Swift runtime's search for its crash reporter, swift-backtrace: finds none
/// (Backtracer.c).
const char *__wrap_swift_copyAuxiliaryExecutablePath(const char *name);

#ifdef MEMORIZE_STATIC_RELEASE
/// Instead of the Swift runtime's own, which finds the argument vector through /proc/self/maps: the
/// vector glibc gave the program's constructors (Arguments.c). Swift's calling convention, as the
/// runtime's; defined in the static release build only.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);
#endif

#endif
