#ifndef MEMORIZE_CINTL_SHIM_H
#define MEMORIZE_CINTL_SHIM_H

// GNU gettext as glibc has it (no library to link: it is in libc, also in the static libc.a).
// Swift's Glibc module does not export <libintl.h>; this header does, with the locale calls it needs.
#include <libintl.h>
#include <locale.h>

// LC_MESSAGES and LC_CTYPE are macros; Swift imports them, but a function keeps the glue in one place.
static inline const char *memorize_setlocale_messages(const char *name) { return setlocale(LC_MESSAGES, name); }
static inline const char *memorize_setlocale_ctype(const char *name) { return setlocale(LC_CTYPE, name); }

#endif
