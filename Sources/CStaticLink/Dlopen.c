#include "CStaticLink.h"

#include <stddef.h>

// The release `memorize` is linked statically with `-Xlinker --wrap=dlopen`, which turns every call to
// dlopen in the link into a call to this function. The only caller is the Swift runtime's
// LibPrespecialized.cpp, and it calls only when SWIFT_DEBUG_LIB_PRESPECIALIZED_PATH is set (and then
// with RTLD_NOLOAD, which a static program cannot satisfy anyway). With no reference to glibc's dlopen
// left, ld no longer prints "Using 'dlopen' in statically linked applications requires at runtime the
// shared libraries from the glibc version used for linking", while every other linker warning still
// shows. Loading nothing is all a static game needs. (Anything linked in later that really needs
// dlopen, such as a static Foundation, would get this stub too.) Debug builds link dynamically without
// the flag, so there this function is linked but never called.
void *__wrap_dlopen(const char *file, int mode) {
    (void)file;
    (void)mode;
    return NULL;
}
