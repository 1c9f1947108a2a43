import CAudio
import OverhearKit
import Glibc

/// Live audio through ALSA (PulseAudio and PipeWire desktops are reached through its default
/// device). Written in small chunks so that stopping takes effect within a few milliseconds.
public final class AudioOutput {
    public let device: String
    public let sampleRate: Int
    private var pcm: OpaquePointer?
    /// Samples per write, so a stop lands within one chunk.
    private let chunk: Int

    /// 2.5 ms of samples: what may still be heard of speech stopped between two writes, before
    /// its 3 ms fade. Live speech falls silent within 10 ms of a stop (`make bench`, P3b).
    public static func chunkLength(sampleRate: Int) -> Int {
        Swift.max(1, sampleRate / 400)
    }

    /// Opens a playback device; throws with the user-facing line when there is none.
    public init(device: String = "default", sampleRate: Int) throws(SpeechError) {
        overhear_alsa_silence_errors()
        self.device = device
        self.sampleRate = sampleRate
        chunk = Self.chunkLength(sampleRate: sampleRate)
        var handle: OpaquePointer?
        let status = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, 0)
        guard status == 0, let handle else {
            guard device == "default" else {
                // A device the user named: say which, and ALSA's reason (a typo, a card unplugged).
                let reason = String(cString: snd_strerror(status))
                throw SpeechError("cannot open audio device \(MessageText.quoted(device)): \(reason); use --wav FILE to hear it later")
            }
            throw SpeechError("no audio output device; use --wav FILE to hear it later")
        }
        guard snd_pcm_set_params(handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED,
                                 1, UInt32(sampleRate), 1, 30_000) == 0 else {
            snd_pcm_close(handle)
            throw SpeechError("audio device \(device) does not take 16-bit mono at \(sampleRate) Hz; use --wav FILE")
        }
        pcm = handle
    }

    deinit {
        if let pcm { snd_pcm_close(pcm) }
    }

    /// Plays samples, blocking, until they end or `keepGoing` says to stop (it is asked before
    /// every chunk; the sound then fades out over 3 ms). Returns how many were written before
    /// the stop. A full device is waited for with `wait` (until a monotonic time in ns), so
    /// that a stop asked for meanwhile can end the wait.
    @discardableResult
    public func play(_ samples: [Int16], while keepGoing: () -> Bool = { true }) -> Int {
        play(samples, while: keepGoing, waitingWith: Monitor.sleep(until:))
    }

    @discardableResult
    public func play(_ samples: [Int16], while keepGoing: () -> Bool, waitingWith wait: (UInt64) -> Void) -> Int {
        guard let pcm else { return 0 }
        var offset = 0
        samples.withUnsafeBufferPointer { buffer in
            while offset < buffer.count {
                guard keepGoing() else {
                    fadeOut(samples, from: offset)
                    return
                }
                let count = Swift.min(chunk, buffer.count - offset)
                // No room for the chunk yet: wait for the device to play what it lacks. (An
                // error, such as an underrun, is left to the write to report and recover.)
                let room = snd_pcm_avail(pcm)
                if room >= 0, Int(room) < count {
                    wait(Monitor.now + UInt64(count - Int(room)) * 1_000_000_000 / UInt64(sampleRate))
                    continue
                }
                let written = snd_pcm_writei(pcm, buffer.baseAddress! + offset, snd_pcm_uframes_t(count))
                if written < 0 {
                    if snd_pcm_recover(pcm, Int32(written), 1) < 0 { return }
                    continue
                }
                offset += Int(written)
            }
        }
        return offset
    }

    /// Stops `samples`, written up to `offset`, with a 3 ms fade instead of a step to zero (a
    /// click). The fade starts as early as the device lets it: what it has queued but not yet
    /// played is taken back where it can be, and otherwise plays out into the fade.
    private func fadeOut(_ samples: [Int16], from offset: Int) {
        guard let pcm else { return }
        var start = offset
        let rewindable = Swift.min(Int(snd_pcm_rewindable(pcm)), offset)
        if rewindable > 0 {
            let rewound = Int(snd_pcm_rewind(pcm, snd_pcm_uframes_t(rewindable)))
            if rewound > 0 { start -= rewound }
        }
        write(CutFade.fadingOut(samples[start..<Swift.min(samples.count, start + CutFade.length(sampleRate: sampleRate))], sampleRate: sampleRate))
    }

    /// Writes all of `samples` (recovering from an underrun); false if the device failed.
    @discardableResult
    private func write(_ samples: [Int16]) -> Bool {
        guard let pcm else { return false }
        var offset = 0
        return samples.withUnsafeBufferPointer { buffer in
            while offset < buffer.count {
                let written = snd_pcm_writei(pcm, buffer.baseAddress! + offset, snd_pcm_uframes_t(buffer.count - offset))
                if written < 0 {
                    if snd_pcm_recover(pcm, Int32(written), 1) < 0 { return false }
                    continue
                }
                offset += Int(written)
            }
            return true
        }
    }

    /// Waits until what was written has been heard.
    public func drain() {
        if let pcm { snd_pcm_drain(pcm); snd_pcm_prepare(pcm) }
    }
}
