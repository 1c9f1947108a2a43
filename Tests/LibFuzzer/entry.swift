// libFuzzer's entry point for `make fuzz`: compiled with swiftc -sanitize=fuzzer,address
// together with the sources of OverhearKit and OverhearCorpus (as one module), not by SwiftPM.
// A broken promise stops the run with the input saved by libFuzzer as crash-*.

/// Feeds one input to the fuzz target; any violation is a crash that libFuzzer records.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try FuzzTarget.run(bytes)
    } catch {
        fatalError("\(error)")
    }
    return 0
}
