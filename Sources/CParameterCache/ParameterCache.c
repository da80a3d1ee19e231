#include "CParameterCache.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

// ncurses expands a terminfo string with its parameters (tiparm) every time it changes a color:
// it parses the string (xterm-256color's set_a_foreground is
// "\E[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m") and prints the number with
// sprintf, about 2,900 instructions each time. The first frame changes colors about 60 times, nearly
// always to the same two or three. The release `memorize` is linked with `--wrap=_nc_tiparm`, which
// sends ncurses' internal calls here: an expansion with one number (a color) is remembered and handed
// back the next time. Cursor addresses (two numbers) are nearly all different, so they go straight
// through. Debug builds link dynamically without the flag: there these functions are never called.

// What `--wrap` hands over as __real__nc_tiparm. Weak, so that a link without the flag (the tests')
// needs none.
extern char *__real__nc_tiparm(int expected, const char *format, ...) __attribute__((weak));

enum { slot_count = 16, format_limit = 96, expansion_limit = 32 };

struct slot {
    const char *format;  // NULL while the slot is empty
    int value;
    char format_text[format_limit];
    char expansion[expansion_limit];
};

// A few colors per frame: sixteen slots hold them all, in one page.
static struct slot slots[slot_count];

static struct slot *slot_for(const char *format, int value) {
    uintptr_t key = (uintptr_t)format ^ ((uintptr_t)(unsigned int)value * 0x9E3779B1u);
    return &slots[(key ^ (key >> 4) ^ (key >> 8)) % slot_count];
}

const char *memorize_parameter_cache_find(const char *format, int value) {
    if (format == NULL) return NULL;
    const struct slot *slot = slot_for(format, value);
    // The text is compared too: ncurses may free a terminal's strings and put another at the address.
    if (slot->format != format || slot->value != value || strcmp(slot->format_text, format) != 0) return NULL;
    return slot->expansion;
}

void memorize_parameter_cache_store(const char *format, int value, const char *expansion) {
    if (format == NULL || expansion == NULL) return;
    size_t format_length = strlen(format);
    size_t expansion_length = strlen(expansion);
    if (format_length >= format_limit || expansion_length >= expansion_limit) return;
    // %P sets a variable that a later expansion may read with %g: skipping an expansion would change
    // a later one, and one that reads a variable depends on more than its number.
    if (strstr(format, "%P") != NULL || strstr(format, "%g") != NULL) return;
    struct slot *slot = slot_for(format, value);
    slot->format = format;
    slot->value = value;
    memcpy(slot->format_text, format, format_length + 1);
    memcpy(slot->expansion, expansion, expansion_length + 1);
}

char *__wrap__nc_tiparm(int expected, const char *format, ...) {
    // ncurses passes `expected` ints (at most nine) and reads them as ints.
    int values[9] = {0};
    va_list arguments;
    va_start(arguments, format);
    for (int index = 0; index < expected && index < 9; index++) values[index] = va_arg(arguments, int);
    va_end(arguments);
    if (__real__nc_tiparm == NULL) return NULL;
    if (expected == 1) {
        const char *remembered = memorize_parameter_cache_find(format, values[0]);
        // ncurses only reads the result, and only until its next expansion.
        if (remembered != NULL) return (char *)remembered;
    }
    char *expansion = __real__nc_tiparm(
        expected, format, values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7],
        values[8]);
    if (expected == 1) memorize_parameter_cache_store(format, values[0], expansion);
    return expansion;
}
