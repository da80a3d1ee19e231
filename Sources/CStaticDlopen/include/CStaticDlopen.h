#ifndef C_STATIC_DLOPEN_H
#define C_STATIC_DLOPEN_H

// What the static release link calls instead of glibc's dlopen (it passes `-Xlinker --wrap=dlopen`);
// see CStaticDlopen.c and the `memorize` target in Package.swift.
void *__wrap_dlopen(const char *file, int mode);

#endif
