// libespeak-ng probes for a sound device when it is initialised, even in synchronous mode,
// where it never plays: libpcaudio opens a PulseAudio client, which makes a runtime folder
// in $TMPDIR and records it under ~/.config/pulse (then ALSA, then OSS). Overhear plays
// through ALSA itself and only ever takes espeak-ng's samples, so it answers those calls
// here: there is no device. The executables export these names (Package.swift), and the
// loader looks in the executable before libespeak-ng's own dependencies, so libespeak-ng,
// opened later with dlopen, binds to these and libpcaudio's are never called.
#include <stddef.h>
#include <stdint.h>

struct audio_object;

#define EXPORTED __attribute__((visibility("default"), used))

EXPORTED struct audio_object *create_audio_device_object(const char *device, const char *application_name,
                                                         const char *description) {
    (void)device;
    (void)application_name;
    (void)description;
    return NULL;
}

// ENODEV, as libpcaudio reports a device it cannot open.
EXPORTED int audio_object_open(struct audio_object *object, int format, uint32_t rate, uint8_t channels) {
    (void)object;
    (void)format;
    (void)rate;
    (void)channels;
    return 19;
}

EXPORTED void audio_object_close(struct audio_object *object) { (void)object; }

EXPORTED void audio_object_destroy(struct audio_object *object) { (void)object; }

EXPORTED int audio_object_write(struct audio_object *object, const void *data, size_t bytes) {
    (void)object;
    (void)data;
    (void)bytes;
    return 19;
}

EXPORTED int audio_object_drain(struct audio_object *object) {
    (void)object;
    return 0;
}

EXPORTED int audio_object_flush(struct audio_object *object) {
    (void)object;
    return 0;
}

EXPORTED const char *audio_object_strerror(struct audio_object *object, int error) {
    (void)object;
    (void)error;
    return "no sound device: Overhear plays through ALSA itself";
}
