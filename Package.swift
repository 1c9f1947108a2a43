// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Overhear",
    products: [
        .library(name: "OverhearKit", targets: ["OverhearKit"]),
        .executable(name: "overhear", targets: ["overhear"]),
    ],
    targets: [
        // The core: field model, VoiceOver engine, speech timeline, scenarios. Foundation only.
        .target(name: "OverhearKit"),
        .executableTarget(name: "overhear", dependencies: ["OverhearKit"]),
        .testTarget(name: "OverhearKitTests", dependencies: ["OverhearKit"]),
        // Runs the built `overhear` binary, so it depends on the executable target.
        .testTarget(name: "OverhearCLITests", dependencies: ["overhear"]),
    ],
    swiftLanguageModes: [.v6]
)
