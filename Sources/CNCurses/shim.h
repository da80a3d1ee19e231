#ifndef MEMORIZE_CNCURSES_SHIM_H
#define MEMORIZE_CNCURSES_SHIM_H

// Wide-character ncurses: get_wch, mvadd_wch, setcchar.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <langinfo.h>
#include <locale.h>
#include <ncursesw/curses.h>
// The capabilities by name (cursor_address, …): macros of C only, which Swift does not import.
#include <ncursesw/term.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

// ncurses exposes these as macros or mutable globals, which Swift cannot import (or flags as
// shared mutable state under Swift 6); small inline functions hand them over as plain values.
static inline WINDOW *memorize_stdscr(void) { return stdscr; }
static inline WINDOW *memorize_curscr(void) { return curscr; }
static inline int memorize_colors(void) { return COLORS; }
static inline int memorize_color_pairs(void) { return COLOR_PAIRS; }
static inline int memorize_lines(void) { return LINES; }
static inline int memorize_cols(void) { return COLS; }
static inline attr_t memorize_a_bold(void) { return A_BOLD; }
static inline attr_t memorize_a_dim(void) { return A_DIM; }
static inline attr_t memorize_a_reverse(void) { return A_REVERSE; }
static inline attr_t memorize_a_underline(void) { return A_UNDERLINE; }
static inline attr_t memorize_color_pair_attribute(int pair) { return (attr_t)COLOR_PAIR(pair < 256 ? pair : 255); }
static inline SCREEN *memorize_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline int memorize_wcwidth(wchar_t c) { return wcwidth(c); }
/// The terminal's size as the kernel knows it now; 0 when unknown. (ioctl is variadic: not
/// callable from Swift.)
static inline int memorize_window_size(int *row_count, int *column_count) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return 0;
    *row_count = size.ws_row;
    *column_count = size.ws_col;
    return 1;
}
/// ppoll is a GNU extension that Swift's Glibc module does not show; its prototype, as glibc has it.
extern int ppoll(struct pollfd *fds, nfds_t count, const struct timespec *timeout, const sigset_t *mask);
/// Waits like poll, with `mask` as the signal mask meanwhile: a signal blocked elsewhere can be
/// let through only while waiting. A negative `milliseconds` waits for ever.
static inline int memorize_ppoll(struct pollfd *fds, nfds_t count, int milliseconds, const sigset_t *mask) {
    struct timespec timeout = {milliseconds / 1000, (long)(milliseconds % 1000) * 1000000L};
    return ppoll(fds, count, milliseconds < 0 ? NULL : &timeout, mask);
}
static inline const char *memorize_codeset(void) { return nl_langinfo(CODESET); }
/// The terminal's sequence that enters its alternate screen; NULL when it has none.
static inline const char *memorize_enter_alternate_screen(void) {
    return enter_ca_mode == NULL || enter_ca_mode == (char *)-1 ? NULL : enter_ca_mode;
}
/// The terminal's sequence that moves the cursor to the start of `row`; NULL when it has none.
static inline const char *memorize_move_to_row(int row) {
    return cursor_address == NULL || cursor_address == (char *)-1 ? NULL : tiparm(cursor_address, row, 0);
}

#endif
