#ifndef MEMORIZE_CFASTUTF8_H
#define MEMORIZE_CFASTUTF8_H

#include <stddef.h>
#include <wchar.h>

/// Turns the shortcut on once the locale's character set is known to be UTF-8 (and off otherwise).
void memorize_utf8_shortcut_enable(int enabled);

/// `wc` in UTF-8 into `bytes` (room for 4): the number of bytes, or (size_t)-1 for a value that is
/// not a Unicode scalar (a surrogate, or above U+10FFFF).
size_t memorize_utf8_encode(char *bytes, wchar_t wc);

/// What the release link (`--wrap=wcrtomb`, `--wrap=wctob`) gives ncurses instead of glibc's
/// functions: the same results, computed directly while the shortcut is on.
size_t __wrap_wcrtomb(char *bytes, wchar_t wc, mbstate_t *state);
int __wrap_wctob(wint_t wc);

#endif
