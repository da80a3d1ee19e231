#ifndef C_STATIC_LINK_H
#define C_STATIC_LINK_H

// What the static release link calls instead of a function of the C library or of the Swift runtime
// (it passes `-Xlinker --wrap=NAME`); see the
// .c files and the `memorize` target in Package.swift.

/// Instead of glibc's dlopen: loads nothing (Dlopen.c).
void *__wrap_dlopen(const char *file, int mode);

/// Instead of the Swift runtime's search for its crash reporter, swift-backtrace: finds none
/// (Backtracer.c).
const char *__wrap_swift_copyAuxiliaryExecutablePath(const char *name);

#endif
