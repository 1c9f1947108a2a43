// swift-tools-version:6.0
import PackageDescription

/// libpcaudio's functions, which CEspeakNG answers itself (Sources/CEspeakNG/no_audio_device.c).
let noAudioDeviceExports = ["create_audio_device_object", "audio_object_open", "audio_object_close",
                            "audio_object_destroy", "audio_object_write", "audio_object_drain",
                            "audio_object_flush", "audio_object_strerror"]
    .flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] }

let package = Package(
    name: "Overhear",
    products: [
        .library(name: "OverhearKit", targets: ["OverhearKit"]),
        .executable(name: "overhear", targets: ["overhear"]),
    ],
    targets: [
        // The core: field model, VoiceOver engine, speech timeline, scenarios and their text
        // renderers. The standard library only: no files, no threads, no processes.
        .target(name: "OverhearKit"),
        // Linux calls the Glibc module leaves out: extended attributes (ACLs among them), the
        // CPUs a process may run on.
        .target(name: "CLinux"),
        // The POSIX edge every front end shares: atomic file writes, the one write loop,
        // jobs on one thread per core.
        .target(name: "OverhearIO", dependencies: ["OverhearKit", "CLinux"]),
        // Random valid scenarios: the benchmark corpus, property tests and fuzzing seeds.
        .target(name: "OverhearCorpus", dependencies: ["OverhearKit"]),
        .executableTarget(name: "overhear-fuzz", dependencies: ["OverhearCorpus"]),
        .executableTarget(name: "overhear-bench", dependencies: ["OverhearCorpus", "OverhearSpeech"], path: "Benchmarks"),
        // Speech at the edge: espeak-ng in a worker process, WAV files, ALSA playback.
        // libespeak-ng (Debian: libespeak-ng-dev), loaded when speech is first asked for: linked,
        // it and the libraries it brings would be part of every command's start (P6).
        // It also answers libpcaudio's calls with "no device" (no_audio_device.c), so espeak-ng's
        // probe for a sound card starts no PulseAudio client: every program that links it exports
        // those names, where the loader finds them before libpcaudio's. Its saved state (state.c)
        // lists heap blocks through mimalloc (Debian: libmimalloc-dev), the process's allocator.
        .target(name: "CEspeakNG", linkerSettings: [.unsafeFlags(noAudioDeviceExports), .linkedLibrary("mimalloc")]),
        // ALSA, plus the error handler Swift cannot write (it is variadic).
        .target(name: "CAudio", linkerSettings: [.linkedLibrary("asound")]),
        .target(name: "OverhearSpeech", dependencies: ["OverhearKit", "OverhearIO", "CEspeakNG", "CAudio", "CLinux"]),
        // The interactive UI as state + event → new state + effects, and view(state) → frame.
        .target(name: "OverhearUI", dependencies: ["OverhearKit"]),
        // ncursesw behind a few plain C functions (its macros and globals do not import).
        .target(name: "CTerminal", cSettings: [.define("NCURSES_WIDECHAR", to: "1")], linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]),
        .target(name: "OverhearTerminal", dependencies: ["OverhearUI", "OverhearSpeech", "OverhearIO", "CTerminal"]),
        // libxml2 for `overhear import` (network, DTD loading and entity expansion off), loaded
        // when XML is first read: linked, it and ICU would be part of every command's start (P6).
        // Its headers are where Debian's libxml2-dev puts them (`pkg-config --cflags libxml-2.0`).
        .target(name: "CLibXML2", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        // `overhear import`: real apps' screen dumps (Appium, idb, AccessibilitySnapshot, XCUITest) to scenarios.
        .target(name: "OverhearImport", dependencies: ["OverhearKit", "CLibXML2"],
                swiftSettings: [.unsafeFlags(["-Xcc", "-I/usr/include/libxml2"])]),
        // Released with the Swift runtime linked in, so the loader binds far fewer symbols at
        // each start (P6). Debug builds, which the tests link against, keep the shared runtime.
        // mimalloc takes the place of glibc's malloc in every build, as CEspeakNG's state.c needs.
        .executableTarget(name: "overhear", dependencies: ["OverhearKit", "OverhearIO", "OverhearSpeech", "OverhearTerminal", "OverhearImport"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
                                           .linkedLibrary("mimalloc")]),
        .testTarget(name: "OverhearKitTests", dependencies: ["OverhearKit"]),
        .testTarget(name: "OverhearUITests", dependencies: ["OverhearUI"]),
        .testTarget(name: "OverhearImportTests", dependencies: ["OverhearImport"]),
        .testTarget(name: "OverhearIOTests", dependencies: ["OverhearIO"]),
        // FuzzRegressions/: inputs that once broke a fuzz promise, replayed by FuzzTests.
        .testTarget(name: "OverhearPropertyTests", dependencies: ["OverhearKit", "OverhearCorpus"], exclude: ["FuzzRegressions"]),
        .testTarget(name: "OverhearSpeechTests", dependencies: ["OverhearSpeech", "OverhearUI", "OverhearCorpus", "overhear"]),
        // Runs the built `overhear` binary, so it depends on the executable target.
        .testTarget(name: "OverhearCLITests", dependencies: ["overhear", "OverhearKit"]),
    ],
    swiftLanguageModes: [.v6]
)
