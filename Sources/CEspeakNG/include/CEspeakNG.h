#ifndef OVERHEAR_ESPEAK_H
#define OVERHEAR_ESPEAK_H
#include <espeak-ng/speak_lib.h>

// The part of libespeak-ng's API that Overhear uses, reached through a library loaded on
// first use instead of linked: libespeak-ng brings PulseAudio, libsndfile, its codecs and
// X11, which would be part of every command's start (P6), and most commands (`check`,
// `lint`, `describe`) never speak. Each call behaves as espeak-ng's own when the library loads;
// when it cannot, each fails as espeak-ng fails (EE_INTERNAL_ERROR, -1 or NULL) and
// overhear_espeak_load_error() says why.

/// Why libespeak-ng could not be loaded, or NULL when it is loaded (it is tried once).
const char *overhear_espeak_load_error(void);

int overhear_espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options);
void overhear_espeak_SetSynthCallback(t_espeak_callback *callback);
espeak_ERROR overhear_espeak_SetVoiceByName(const char *name);
espeak_ERROR overhear_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative);
espeak_ERROR overhear_espeak_Synth(const void *text, size_t size, unsigned int position,
                                   espeak_POSITION_TYPE position_type, unsigned int end_position,
                                   unsigned int flags, unsigned int *unique_identifier, void *user_data);
const espeak_VOICE **overhear_espeak_ListVoices(espeak_VOICE *voice_spec);

/// Saves libespeak-ng's globals (its .data and .bss) as they are now, with rand() seeded as at
/// start; 0, or -1 when the library is not loaded (state.c says why this is enough).
int overhear_espeak_save_state(void);
/// Puts the saved globals back and seeds rand() again, so that the next synthesis starts as
/// the first after the save did; 0, or -1 when nothing was saved.
int overhear_espeak_restore_state(void);

#endif
