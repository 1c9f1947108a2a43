#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include "overhear_terminal.h"
#include <ncursesw/ncurses.h>
#include <locale.h>
#include <errno.h>
#include <langinfo.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

static SCREEN *screen;
static struct termios saved_termios;
static int have_saved_termios;
static volatile sig_atomic_t started;
/* What endwin would write, built at start so that a signal handler only has to write() it. */
static char reset_sequence[512];
static size_t reset_length;

static void append_reset(const char *text) {
    if (text == NULL || text == (const char *)-1) return;
    size_t length = strlen(text);
    if (reset_length + length >= sizeof reset_sequence) return;
    memcpy(reset_sequence + reset_length, text, length);
    reset_length += length;
}

/* Bracketed paste and mouse reporting off, then the terminfo strings endwin uses: keypad
   (application) mode off, normal cursor, attributes off, and leave the alternate screen. */
static void build_reset_sequence(void) {
    reset_length = 0;
    append_reset("\033[?2004l\033[?1006l\033[?1002l\033[?1000l");
    append_reset(tigetstr("rmkx"));
    append_reset(tigetstr("cnorm"));
    append_reset(tigetstr("sgr0"));
    const char *rmcup = tigetstr("rmcup");
    append_reset(rmcup != NULL && rmcup != (const char *)-1 ? rmcup : "\033[?1049l");
    append_reset("\r\n");
}

const int ovh_key_up = KEY_UP, ovh_key_down = KEY_DOWN, ovh_key_left = KEY_LEFT, ovh_key_right = KEY_RIGHT,
    ovh_key_home = KEY_HOME, ovh_key_end = KEY_END, ovh_key_backspace = KEY_BACKSPACE, ovh_key_enter = KEY_ENTER,
    ovh_key_btab = KEY_BTAB, ovh_key_ppage = KEY_PPAGE, ovh_key_npage = KEY_NPAGE, ovh_key_resize = KEY_RESIZE,
    ovh_key_mouse = KEY_MOUSE;

int ovh_key_f(int n) { return KEY_F(n); }

int ovh_start(int use_color, char *why, int why_size) {
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        snprintf(why, why_size, "the interactive UI needs a terminal (standard input and output are not one)");
        return -1;
    }
    setlocale(LC_ALL, "");
    if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0 && setlocale(LC_ALL, "C.UTF-8") == NULL) {
        snprintf(why, why_size, "no UTF-8 locale; set LANG=C.UTF-8");
        return -1;
    }
    const char *term = getenv("TERM");
    if (term == NULL || *term == '\0') {
        snprintf(why, why_size, "TERM is not set; set it to your terminal's type, such as xterm-256color");
        return -1;
    }
    if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_saved_termios = 1;
    /* newterm, not initscr: initscr exits the process on an unknown TERM. */
    screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) {
        snprintf(why, why_size, "unknown terminal type \"%s\"; set TERM to one that terminfo knows", term);
        return -1;
    }
    build_reset_sequence();
    started = 1;
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    if (use_color && has_colors()) {
        start_color();
        use_default_colors();
        short colors[] = {COLOR_RED, COLOR_GREEN, COLOR_YELLOW, COLOR_BLUE, COLOR_MAGENTA, COLOR_CYAN};
        for (short i = 0; i < 6; i++) init_pair(i + 1, colors[i], -1);
    }
    /* Bracketed paste: pasted text arrives between ESC [200~ and ESC [201~. */
    fputs("\033[?2004h", stdout);
    fflush(stdout);
    return 0;
}

void ovh_end(void) {
    if (!started) return;
    started = 0;
    fputs("\033[?2004l", stdout);
    fflush(stdout);
    endwin();
    if (screen != NULL) { delscreen(screen); screen = NULL; }
    if (have_saved_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

static void restore_and_reraise(int sig) {
    if (started) {
        started = 0;
        /* The same modes a normal quit resets, with write() only (async-signal-safe). */
        ssize_t ignored = write(STDOUT_FILENO, reset_sequence, reset_length);
        (void)ignored;
        if (have_saved_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

void ovh_install_signal_handlers(void) {
    int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE, SIGTRAP};
    /* A parent may have started us with signals blocked (threads often block them, and the
       mask is inherited): resizing and the signals we restore the terminal on must arrive. */
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGWINCH);
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&wanted, signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = restore_and_reraise;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(signals[i], &action, NULL);
    }
}

int ovh_read(int timeout_ms, unsigned int *value) {
    timeout(timeout_ms);
    wint_t key = 0;
    int result = get_wch(&key);
    if (result == KEY_CODE_YES) { *value = (unsigned int)key; return OVH_KEY_CODE; }
    if (result == OK) { *value = (unsigned int)key; return OVH_KEY_CHAR; }
    if (errno == EINTR) return OVH_KEY_NONE;
    /* get_wch gives ERR both on a timeout and, forever, once input has ended: tell them
       apart by asking whether the terminal hung up or has nothing left to read. */
    struct pollfd input = {STDIN_FILENO, POLLIN, 0};
    if (poll(&input, 1, 0) > 0 && (input.revents & (POLLHUP | POLLERR | POLLNVAL))) return OVH_KEY_END;
    /* Readable with nothing to read is the end of input; a key that just arrived has bytes. */
    int waiting = 0;
    if ((input.revents & POLLIN) && ioctl(STDIN_FILENO, FIONREAD, &waiting) == 0 && waiting == 0) return OVH_KEY_END;
    return OVH_KEY_NONE;
}

void ovh_draw(int y, int x, const char *utf8, int attributes, int color) {
    wchar_t wide[8] = {0};
    size_t length = mbstowcs(wide, utf8, 7);
    if (length == (size_t)-1 || length == 0) { wide[0] = L'?'; wide[1] = 0; }
    attr_t attrs = A_NORMAL;
    if (attributes & OVH_ATTR_BOLD) attrs |= A_BOLD;
    if (attributes & OVH_ATTR_DIM) attrs |= A_DIM;
    if (attributes & OVH_ATTR_REVERSE) attrs |= A_REVERSE;
    if (attributes & OVH_ATTR_UNDERLINE) attrs |= A_UNDERLINE;
    cchar_t cell;
    memset(&cell, 0, sizeof cell);
    short pair = (short)(has_colors() ? color : 0);
    /* curses refuses some graphemes (a first character it gives no width): draw a ? instead. */
    if (setcchar(&cell, wide, attrs, pair, NULL) == ERR) {
        const wchar_t fallback[] = L"?";
        setcchar(&cell, fallback, attrs, pair, NULL);
    }
    mvadd_wch(y, x, &cell);
}

void ovh_refresh(void) { refresh(); }
void ovh_clear(void) { clear(); }
void ovh_size(int *width, int *height) { *width = COLS; *height = LINES; }

int ovh_mouse_click(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))) return 0;
    *x = event.x;
    *y = event.y;
    return 1;
}
