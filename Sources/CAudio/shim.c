#include "overhear_audio.h"

static void overhear_silent_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

void overhear_alsa_silence_errors(void) {
    snd_lib_error_set_handler(overhear_silent_handler);
}
