#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include "overhear_terminal.h"
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>
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
/* The terminal's modes before the UI started, and the UI's own (raw, no echo). */
static struct termios saved_termios, program_termios;
static int have_saved_termios, have_program_termios;
static volatile sig_atomic_t started;
/* The thread that reads keys: woken after a stop so that it draws the screen again. */
static pthread_t reader_thread;
static int frame_start(int use_color);

/* Escape sequences built at start, so that a signal handler only has to write() them. */
struct sequence {
    char bytes[512];
    size_t length;
};
/* What endwin would write. */
static struct sequence reset_sequence;
/* What starting wrote, to set the UI's modes again after a stop. */
static struct sequence resume_sequence;

/* Appends a terminfo string without its padding (`$<50>` on a vt100), which is for tputs to
   wait out, never text. */
static void append(struct sequence *sequence, const char *text) {
    if (text == NULL || text == (const char *)-1) return;
    for (const char *at = text; *at != '\0'; at++) {
        if (at[0] == '$' && at[1] == '<' && strchr(at, '>') != NULL) {
            at = strchr(at, '>');
            continue;
        }
        if (sequence->length + 1 >= sizeof sequence->bytes) return;
        sequence->bytes[sequence->length++] = *at;
    }
}

static void write_sequence(const struct sequence *sequence) {
    size_t written = 0;
    while (written < sequence->length) {
        ssize_t result = write(STDOUT_FILENO, sequence->bytes + written, sequence->length - written);
        if (result < 0 && errno == EINTR) continue;
        if (result <= 0) return;
        written += (size_t)result;
    }
}

/* What the alternate screen is cleared with before it is left. tmux, left an alternate
   screen bigger than the one it entered (the window grew both ways), keeps that many of its
   rows and puts them above the shell's: cleared, it keeps none. A terminal without an
   alternate screen keeps the last frame, as before. */
static const char *clear_before_leaving(void) {
    const char *smcup = tigetstr("smcup");
    if (smcup == NULL || smcup == (const char *)-1) return NULL;
    const char *clear = tigetstr("clear");
    return clear != NULL && clear != (const char *)-1 ? clear : "\033[H\033[2J";
}

/* Bracketed paste and mouse reporting off, then the terminfo strings endwin uses: keypad
   (application) mode off, normal cursor, attributes off, and leave the (cleared) alternate screen. */
static void build_reset_sequence(void) {
    reset_sequence.length = 0;
    append(&reset_sequence, "\033[?2004l\033[?1006l\033[?1002l\033[?1000l");
    append(&reset_sequence, tigetstr("rmkx"));
    append(&reset_sequence, tigetstr("cnorm"));
    append(&reset_sequence, tigetstr("sgr0"));
    append(&reset_sequence, clear_before_leaving());
    const char *rmcup = tigetstr("rmcup");
    append(&reset_sequence, rmcup != NULL && rmcup != (const char *)-1 ? rmcup : "\033[?1049l");
    append(&reset_sequence, "\r\n");
}

/* The alternate screen (where the terminal has one), keypad (application) mode, no cursor, mouse reporting as curses
   turns it on (terminfo's XM, else the xterm default) and bracketed paste. */
static void build_resume_sequence(void) {
    resume_sequence.length = 0;
    append(&resume_sequence, tigetstr("smcup"));
    append(&resume_sequence, tigetstr("smkx"));
    append(&resume_sequence, tigetstr("civis"));
    const char *mouse = tigetstr("XM");
    append(&resume_sequence, mouse != NULL && mouse != (const char *)-1 ? tiparm(mouse, 1) : "\033[?1000h");
    append(&resume_sequence, "\033[?2004h");
}

const int ovh_key_up = KEY_UP, ovh_key_down = KEY_DOWN, ovh_key_left = KEY_LEFT, ovh_key_right = KEY_RIGHT,
    ovh_key_home = KEY_HOME, ovh_key_end = KEY_END, ovh_key_backspace = KEY_BACKSPACE, ovh_key_enter = KEY_ENTER,
    ovh_key_btab = KEY_BTAB, ovh_key_ppage = KEY_PPAGE, ovh_key_npage = KEY_NPAGE, ovh_key_resize = KEY_RESIZE,
    ovh_key_mouse = KEY_MOUSE;

int ovh_key_f(int n) { return KEY_F(n); }

const char *ovh_key_name(int code) { return keyname(code); }

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
    if (frame_start(use_color) != 0) {
        endwin();
        delscreen(screen);
        screen = NULL;
        snprintf(why, why_size, "terminal type \"%s\" cannot place the cursor; set TERM to one that can, such as xterm-256color", term);
        return -1;
    }
    build_reset_sequence();
    build_resume_sequence();
    reader_thread = pthread_self();
    started = 1;
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
    /* Bracketed paste: pasted text arrives between ESC [200~ and ESC [201~. */
    fputs("\033[?2004h", stdout);
    fflush(stdout);
    if (tcgetattr(STDIN_FILENO, &program_termios) == 0) have_program_termios = 1;
    return 0;
}

void ovh_end(void) {
    if (!started) return;
    started = 0;
    fputs("\033[?2004l", stdout);
    fflush(stdout);
    /* Written now: curses would write it after what endwin writes. */
    struct sequence clear = {.length = 0};
    append(&clear, clear_before_leaving());
    write_sequence(&clear);
    endwin();
    if (screen != NULL) { delscreen(screen); screen = NULL; }
    if (have_saved_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

/* Puts the terminal back as it was before the UI started, with write() and tcsetattr()
   only (async-signal-safe): the same modes a normal quit resets. */
static void restore_terminal(void) {
    write_sequence(&reset_sequence);
    if (have_saved_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

static void restore_and_reraise(int sig) {
    if (started) {
        started = 0;
        restore_terminal();
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Sets the UI's modes again and wakes the key reader with a SIGWINCH, which curses turns
   into a resize: the whole screen is drawn again, at the size the terminal has now. */
static void resume_terminal(void) {
    if (!started) return;
    if (have_program_termios) tcsetattr(STDIN_FILENO, TCSANOW, &program_termios);
    write_sequence(&resume_sequence);
    pthread_kill(reader_thread, SIGWINCH);
}

static void install(int sig, void (*handler)(int), int flags);

/* SIGTSTP (job control's stop): the shell gets its terminal back while the UI is stopped,
   and when it continues (or the stop was discarded, as it is in an orphaned process group)
   the UI takes the terminal again. */
static void stop(int sig) {
    int saved_errno = errno;
    if (started) restore_terminal();
    signal(sig, SIG_DFL);
    sigset_t stop_signal;
    sigemptyset(&stop_signal);
    sigaddset(&stop_signal, sig);
    raise(sig);
    pthread_sigmask(SIG_UNBLOCK, &stop_signal, NULL);
    /* Stopped here; continued, the handler is blocked again until it returns. */
    pthread_sigmask(SIG_BLOCK, &stop_signal, NULL);
    install(sig, stop, 0);
    resume_terminal();
    errno = saved_errno;
}

/* SIGCONT after a stop the UI could not see (SIGSTOP): something else may have used the terminal. */
static void continued(int sig) {
    (void)sig;
    int saved_errno = errno;
    resume_terminal();
    errno = saved_errno;
}

static void install(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    sigaction(sig, &action, NULL);
}

/* Whether a signal was ignored when the UI started (`nohup` ignores SIGHUP): it stays ignored. */
static int ignored(int sig) {
    struct sigaction current;
    return sigaction(sig, NULL, &current) == 0 && current.sa_handler == SIG_IGN;
}

void ovh_install_signal_handlers(void) {
    /* Every signal whose default action ends the process (signal(7): Term and Core). */
    int ending[] = {SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV,
                    SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
                    SIGIO, SIGPWR, SIGSYS};
    /* A crash cannot be ignored: its handler always restores the terminal. */
    int crashes[] = {SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS};
    /* A parent may have started us with signals blocked (threads often block them, and the
       mask is inherited): resizing, stopping and the signals we restore the terminal on must arrive. */
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGWINCH);
    sigaddset(&wanted, SIGTSTP);
    sigaddset(&wanted, SIGCONT);
    for (unsigned i = 0; i < sizeof ending / sizeof ending[0]; i++) sigaddset(&wanted, ending[i]);
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) sigaddset(&wanted, sig);
    pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
    for (unsigned i = 0; i < sizeof ending / sizeof ending[0]; i++) {
        int crash = 0;
        for (unsigned j = 0; j < sizeof crashes / sizeof crashes[0]; j++) crash |= crashes[j] == ending[i];
        if (crash || !ignored(ending[i])) install(ending[i], restore_and_reraise, SA_RESETHAND);
    }
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) {
        if (!ignored(sig)) install(sig, restore_and_reraise, SA_RESETHAND);
    }
    /* Replaces curses's own SIGTSTP handler, which redraws the blank screen curses holds
       (frames are written by Overhear) and leaves keypad mode off. */
    if (!ignored(SIGTSTP)) install(SIGTSTP, stop, 0);
    install(SIGCONT, continued, SA_RESTART);
}

int ovh_read(int timeout_ms, unsigned int *value) {
    timeout(timeout_ms);
    /* curses refreshes a changed stdscr before it reads; it is never drawn on (frames are
       written above), but a resize marks it changed, and its blank would cover the frame. */
    untouchwin(stdscr);
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

/* Frames are written by Overhear, not by curses: curses (6.4) flushes its output after every
   cursor move, so a frame went out in dozens of small writes, and each write wakes the
   terminal, which may take this process's core before the frame is out. The cells that
   changed are put into one buffer here, with terminfo's own sequences, and written in one
   go. curses still sets the terminal up, reads keys and restores it. */
static char *frame_bytes;
static size_t frame_length, frame_capacity;
/* Where the terminal's cursor is (-1: not known), and the attributes and colour in effect
   (-1: not known, so the next cell sets them). */
static int cursor_y = -1, cursor_x = -1, current_attributes = -1, current_color = -1;
static const char *cap_cup, *cap_sgr0, *cap_bold, *cap_dim, *cap_rev, *cap_smul, *cap_setaf, *cap_op, *cap_clear;
static int frame_colors, skip_last_cell;

static const char *capability(const char *name) {
    const char *value = tigetstr(name);
    return value == NULL || value == (const char *)-1 ? NULL : value;
}

static void frame_append(const char *bytes, size_t length) {
    if (bytes == NULL || length == 0) return;
    if (frame_length + length > frame_capacity) {
        size_t capacity = frame_capacity == 0 ? 16384 : frame_capacity;
        while (capacity < frame_length + length) capacity *= 2;
        char *grown = realloc(frame_bytes, capacity);
        if (grown == NULL) return;
        frame_bytes = grown;
        frame_capacity = capacity;
    }
    memcpy(frame_bytes + frame_length, bytes, length);
    frame_length += length;
}

static int frame_put_character(int character) {
    char byte = (char)character;
    frame_append(&byte, 1);
    return character;
}

/* A terminfo string, through tputs: it may hold padding (`$<9>` on a vt100), which is not text. */
static void frame_put_capability(const char *capability) {
    if (capability != NULL) tputs(capability, 1, frame_put_character);
}

/* Reads the terminfo strings a frame needs; -1 when the terminal cannot place the cursor. */
static int frame_start(int use_color) {
    cap_cup = capability("cup");
    if (cap_cup == NULL) return -1;
    cap_sgr0 = capability("sgr0");
    cap_bold = capability("bold");
    cap_dim = capability("dim");
    cap_rev = capability("rev");
    cap_smul = capability("smul");
    cap_setaf = capability("setaf");
    cap_op = capability("op");
    cap_clear = capability("clear");
    frame_colors = use_color && has_colors() && cap_setaf != NULL;
    /* Writing the last cell of the last row scrolls a terminal that wraps at once. */
    skip_last_cell = tigetflag("am") > 0 && tigetflag("xenl") <= 0;
    return 0;
}

static void frame_set_style(int attributes, int color) {
    if (attributes == current_attributes && color == current_color) return;
    frame_put_capability(cap_sgr0);
    if (cap_op != NULL && frame_colors) frame_put_capability(cap_op);
    if (attributes & OVH_ATTR_BOLD) frame_put_capability(cap_bold);
    if (attributes & OVH_ATTR_DIM) frame_put_capability(cap_dim);
    if (attributes & OVH_ATTR_REVERSE) frame_put_capability(cap_rev);
    if (attributes & OVH_ATTR_UNDERLINE) frame_put_capability(cap_smul);
    /* Colour numbers are curses's: 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan. */
    if (frame_colors && color > 0 && color <= 7) frame_put_capability(tiparm(cap_setaf, color));
    current_attributes = attributes;
    current_color = color;
}

void ovh_draw(int y, int x, const char *utf8, int attributes, int color) {
    if (skip_last_cell && y == LINES - 1 && x == COLS - 1) return;
    /* Only what the terminal shows as it is: a first character of no width (or none) is a ?. */
    wchar_t wide[8] = {0};
    size_t length = mbstowcs(wide, utf8, 7);
    int width = (length == (size_t)-1 || length == 0) ? -1 : wcwidth(wide[0]);
    if (width < 1) { utf8 = "?"; width = 1; }
    if (y != cursor_y || x != cursor_x) frame_put_capability(tiparm(cap_cup, y, x));
    frame_set_style(attributes, color);
    frame_append(utf8, strlen(utf8));
    /* After plain ASCII the cursor is one cell on; after anything else, or at the right edge,
       the terminal may disagree about where it is: the next cell places it. */
    cursor_y = y;
    cursor_x = ((unsigned char)utf8[0] < 0x80 && utf8[1] == 0 && x + 1 < COLS) ? x + 1 : -1;
}

void ovh_refresh(void) {
    if (frame_length == 0) return;
    /* Plain attributes between frames, so that nothing stays set when the UI stops. */
    frame_set_style(0, 0);
    size_t written = 0;
    while (written < frame_length) {
        ssize_t result = write(STDOUT_FILENO, frame_bytes + written, frame_length - written);
        if (result < 0 && errno == EINTR) continue;
        if (result <= 0) break;
        written += (size_t)result;
    }
    frame_length = 0;
}

void ovh_clear(void) {
    frame_put_capability(cap_clear != NULL ? cap_clear : "\033[H\033[2J");
    cursor_y = cursor_x = current_attributes = current_color = -1;
}

void ovh_size(int *width, int *height) { *width = COLS; *height = LINES; }

int ovh_mouse(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return OVH_MOUSE_NONE;
    if (event.bstate & BUTTON4_PRESSED) return OVH_MOUSE_WHEEL_UP;
    if (event.bstate & BUTTON5_PRESSED) return OVH_MOUSE_WHEEL_DOWN;
    if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))) return OVH_MOUSE_NONE;
    *x = event.x;
    *y = event.y;
    return OVH_MOUSE_CLICK;
}
