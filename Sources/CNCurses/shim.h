#ifndef MEMORIZE_CNCURSES_SHIM_H
#define MEMORIZE_CNCURSES_SHIM_H

// Wide-character ncurses: get_wch, mvadd_wch, setcchar.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

#endif
