#ifndef MEMORIZE_CPARAMETERCACHE_H
#define MEMORIZE_CPARAMETERCACHE_H

/// The remembered expansion of the terminfo string `format` with the one number `value`, or NULL.
/// A string is known by its address and its text: a later string at the same address is another one.
const char *memorize_parameter_cache_find(const char *format, int value);

/// Remembers `expansion` as the expansion of `format` with `value`, in place of what shared its
/// slot. A string that keeps variables between expansions (`%P`, `%g`), or a string or an expansion
/// too long for a slot, is not remembered.
void memorize_parameter_cache_store(const char *format, int value, const char *expansion);

/// What the release link (`--wrap=_nc_tiparm`) gives ncurses instead of its own internal
/// `_nc_tiparm`: the same expansion, remembered when there is one number.
char *__wrap__nc_tiparm(int expected, const char *format, ...);

#endif
