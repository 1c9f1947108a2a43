#ifndef OVERHEAR_AUDIO_H
#define OVERHEAR_AUDIO_H
#include <alsa/asoundlib.h>

/// Stops ALSA printing its own errors (which would wreck a curses screen); Swift cannot
/// write the variadic handler itself.
void overhear_alsa_silence_errors(void);

#endif
