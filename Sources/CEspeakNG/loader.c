#include "CEspeakNG.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// The library's functions, looked up once; all NULL when it could not be loaded.
static struct {
    int (*Initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
    void (*SetSynthCallback)(t_espeak_callback *);
    espeak_ERROR (*SetVoiceByName)(const char *);
    espeak_ERROR (*SetParameter)(espeak_PARAMETER, int, int);
    espeak_ERROR (*Synth)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int,
                          unsigned int, unsigned int *, void *);
    const espeak_VOICE **(*ListVoices)(espeak_VOICE *);
} api;
static const char *load_error;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    // The soname of Debian's libespeak-ng1, which `libespeak-ng-dev` builds against.
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        load_error = dlerror();
        return;
    }
    api.Initialize = dlsym(library, "espeak_Initialize");
    api.SetSynthCallback = dlsym(library, "espeak_SetSynthCallback");
    api.SetVoiceByName = dlsym(library, "espeak_SetVoiceByName");
    api.SetParameter = dlsym(library, "espeak_SetParameter");
    api.Synth = dlsym(library, "espeak_Synth");
    api.ListVoices = dlsym(library, "espeak_ListVoices");
    if (!api.Initialize || !api.SetSynthCallback || !api.SetVoiceByName
        || !api.SetParameter || !api.Synth || !api.ListVoices) {
        load_error = "libespeak-ng.so.1 lacks a function of espeak-ng's API";
        api.Initialize = NULL;
        api.SetSynthCallback = NULL;
        api.SetVoiceByName = NULL;
        api.SetParameter = NULL;
        api.Synth = NULL;
        api.ListVoices = NULL;
    }
}

const char *overhear_espeak_load_error(void) {
    pthread_once(&once, load);
    return load_error;
}

int overhear_espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options) {
    pthread_once(&once, load);
    return api.Initialize ? api.Initialize(output, buflength, path, options) : EE_INTERNAL_ERROR;
}

void overhear_espeak_SetSynthCallback(t_espeak_callback *callback) {
    pthread_once(&once, load);
    if (api.SetSynthCallback) api.SetSynthCallback(callback);
}

espeak_ERROR overhear_espeak_SetVoiceByName(const char *name) {
    pthread_once(&once, load);
    return api.SetVoiceByName ? api.SetVoiceByName(name) : EE_INTERNAL_ERROR;
}

espeak_ERROR overhear_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    pthread_once(&once, load);
    return api.SetParameter ? api.SetParameter(parameter, value, relative) : EE_INTERNAL_ERROR;
}

espeak_ERROR overhear_espeak_Synth(const void *text, size_t size, unsigned int position,
                                   espeak_POSITION_TYPE position_type, unsigned int end_position,
                                   unsigned int flags, unsigned int *unique_identifier, void *user_data) {
    pthread_once(&once, load);
    return api.Synth ? api.Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data)
                     : EE_INTERNAL_ERROR;
}

const espeak_VOICE **overhear_espeak_ListVoices(espeak_VOICE *voice_spec) {
    pthread_once(&once, load);
    return api.ListVoices ? api.ListVoices(voice_spec) : NULL;
}
