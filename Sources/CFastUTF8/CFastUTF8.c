#include "CFastUTF8.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>

// ncurses converts every character it sends with wcrtomb, and asks wctob of every run of equal
// characters whether it fits one byte. In glibc both go through the general character-set
// converter (gconv) even in a UTF-8 locale: about 700 instructions for each box-drawing character of
// the first frame, a sixth of the start-up's instructions. The release `memorize` is linked
// statically with `--wrap=wcrtomb --wrap=wctob`, which sends ncurses' calls here; once the terminal
// has found that the locale is UTF-8, the answer is computed directly, and otherwise glibc's own
// function answers. Debug builds link dynamically without the flags: there these are never called.

// The functions `--wrap` hands over as __real_*. Weak, so that a link without the flags (the tests')
// needs none of them: there the wrappers are never called.
extern size_t __real_wcrtomb(char *bytes, wchar_t wc, mbstate_t *state) __attribute__((weak));
extern int __real_wctob(wint_t wc) __attribute__((weak));

static atomic_int shortcut_enabled;

void memorize_utf8_shortcut_enable(int enabled) { atomic_store(&shortcut_enabled, enabled != 0); }

size_t memorize_utf8_encode(char *bytes, wchar_t wc) {
    unsigned int value = (unsigned int)wc;
    if (value < 0x80) {
        bytes[0] = (char)value;
        return 1;
    }
    if (value < 0x800) {
        bytes[0] = (char)(0xC0 | (value >> 6));
        bytes[1] = (char)(0x80 | (value & 0x3F));
        return 2;
    }
    if (value >= 0xD800 && value <= 0xDFFF) return (size_t)-1;
    if (value < 0x10000) {
        bytes[0] = (char)(0xE0 | (value >> 12));
        bytes[1] = (char)(0x80 | ((value >> 6) & 0x3F));
        bytes[2] = (char)(0x80 | (value & 0x3F));
        return 3;
    }
    if (value <= 0x10FFFF) {
        bytes[0] = (char)(0xF0 | (value >> 18));
        bytes[1] = (char)(0x80 | ((value >> 12) & 0x3F));
        bytes[2] = (char)(0x80 | ((value >> 6) & 0x3F));
        bytes[3] = (char)(0x80 | (value & 0x3F));
        return 4;
    }
    return (size_t)-1;
}

size_t __wrap_wcrtomb(char *bytes, wchar_t wc, mbstate_t *state) {
    // UTF-8 keeps no shift state between characters, so the state is left as it is (initial).
    if (!atomic_load_explicit(&shortcut_enabled, memory_order_relaxed)) return __real_wcrtomb(bytes, wc, state);
    if (bytes == NULL) return 1;  // the reset to the initial state: one byte, as for L'\0'
    // glibc still writes the old five- and six-byte forms above U+10FFFF; no character is there.
    if ((unsigned int)wc > 0x10FFFF && (unsigned int)wc <= 0x7FFFFFFF && __real_wcrtomb != NULL) {
        return __real_wcrtomb(bytes, wc, state);
    }
    size_t count = memorize_utf8_encode(bytes, wc);
    if (count == (size_t)-1) errno = EILSEQ;
    return count;
}

int __wrap_wctob(wint_t wc) {
    if (!atomic_load_explicit(&shortcut_enabled, memory_order_relaxed)) return __real_wctob(wc);
    return wc < 0x80 ? (int)wc : EOF;
}
