#ifndef OVERHEAR_TERMINAL_H
#define OVERHEAR_TERMINAL_H

/* The parts of ncursesw that Swift cannot import (macros, variadic calls, globals that
   fail Swift 6 concurrency checks), as plain functions; and the frame writer, which puts
   changed cells into one buffer with terminfo's sequences and writes it in one go. */

enum {
    OVH_ATTR_BOLD = 1, OVH_ATTR_DIM = 2, OVH_ATTR_REVERSE = 4, OVH_ATTR_UNDERLINE = 8
};

enum {
    OVH_KEY_NONE = 0, OVH_KEY_CHAR = 1, OVH_KEY_CODE = 2, OVH_KEY_END = 3
};

/* Starts curses on the controlling terminal; returns 0, or -1 with a reason in `why`. */
int ovh_start(int use_color, char *why, int why_size);
/* Restores the terminal; safe to call twice. */
void ovh_end(void);
/* Restores the terminal on SIGINT/SIGTERM/SIGHUP and on crashes, then re-raises. */
void ovh_install_signal_handlers(void);
/* Waits up to timeout_ms for a key: OVH_KEY_NONE, OVH_KEY_CHAR (a character in *value),
   OVH_KEY_CODE (a curses key code in *value), or OVH_KEY_END when the terminal has gone. */
int ovh_read(int timeout_ms, unsigned int *value);
/* Puts one cell's text (UTF-8) at y, x into the frame being written. */
void ovh_draw(int y, int x, const char *utf8, int attributes, int color);
/* Writes the frame put so far, in one write. */
void ovh_refresh(void);
/* Starts the next frame with clearing the screen. */
void ovh_clear(void);
void ovh_size(int *width, int *height);
enum {
    OVH_MOUSE_NONE = 0, OVH_MOUSE_CLICK = 1, OVH_MOUSE_WHEEL_UP = 2, OVH_MOUSE_WHEEL_DOWN = 3
};

/* The last mouse event: a button-1 press or click (at *x, *y), a wheel notch, or none of those. */
int ovh_mouse(int *x, int *y);

int ovh_key_f(int n);
/* A curses key code's terminfo name: "KEY_DC", "KEY_SLEFT", "kLFT5" (Ctrl-left); NULL if none. */
const char *ovh_key_name(int code);
extern const int ovh_key_up, ovh_key_down, ovh_key_left, ovh_key_right, ovh_key_home, ovh_key_end,
    ovh_key_backspace, ovh_key_enter, ovh_key_btab, ovh_key_ppage, ovh_key_npage, ovh_key_resize,
    ovh_key_mouse;

#endif
