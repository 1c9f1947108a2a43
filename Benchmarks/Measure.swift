import Foundation

/// A figure measured several times: its median, min and max.
struct Sample {
    var values: [Double]

    var median: Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    var min: Double { values.min() ?? 0 }
    var max: Double { values.max() ?? 0 }

    /// The value below which `fraction` of the values lie (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }
}

/// Runs `body` `runs` times and returns what each run reported.
func repeatRuns(_ runs: Int = 5, _ body: () throws -> Double) rethrows -> Sample {
    var values: [Double] = []
    for _ in 0..<runs { values.append(try body()) }
    return Sample(values: values)
}

/// Runs `first` and `second` in turn, `pairs` times after one pair not counted, and returns
/// what each reported: side by side, a drift of the machine's speed moves both alike.
func repeatPairs(_ pairs: Int, _ first: () -> Double, _ second: () -> Double) -> (Sample, Sample) {
    _ = (first(), second())
    var firsts: [Double] = [], seconds: [Double] = []
    for _ in 0..<pairs {
        firsts.append(first())
        seconds.append(second())
    }
    return (Sample(values: firsts), Sample(values: seconds))
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A child process's wall time, CPU time and peak resident memory, with its output.
struct ChildRun {
    var seconds: Double
    /// User and system CPU time of the command and what it waited for: time the host stole
    /// from this machine's cores is not counted in it, as it is in `seconds`.
    var cpuSeconds: Double = 0
    var peakKilobytes: Int
    var status: Int32
    var output: String
}

/// Runs a command with stdout to a file and stderr to /dev/null, measuring it.
///
/// Peak memory comes from GNU time, which forks before it runs the command: a child spawned
/// straight from this process (posix_spawn shares our memory until exec) would be charged
/// with this process's own peak.
func runChild(_ arguments: [String], stdinPath: String = "/dev/null") -> ChildRun {
    let rssPath = NSTemporaryDirectory() + "bench-rss-\(getpid())"
    defer { unlink(rssPath) }
    var run = spawn(["/usr/bin/time", "-f", "%M", "-o", rssPath] + arguments, stdinPath: stdinPath)
    run.peakKilobytes = Int(((try? String(contentsOfFile: rssPath, encoding: .utf8)) ?? "").split(separator: "\n").last ?? "") ?? 0
    return run
}

private func spawn(_ arguments: [String], stdinPath: String) -> ChildRun {
    let outPath = NSTemporaryDirectory() + "bench-out-\(getpid())"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
        return ChildRun(seconds: 0, peakKilobytes: 0, status: -1, output: "")
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    func inSeconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    unlink(outPath)
    return ChildRun(seconds: elapsed, cpuSeconds: inSeconds(usage.ru_utime) + inSeconds(usage.ru_stime), peakKilobytes: 0,
                    status: (status >> 8) & 0xFF, output: output)
}

/// One row of the table.
struct Row {
    var id: String
    var what: String
    var sample: Sample
    var unit: String
    var goal: String
    var holds: Bool?
    var note = ""
}

func format(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
}

func printTable(_ rows: [Row]) {
    let header = ["", "measure", "median", "min", "max", "unit", "goal", "holds"]
    var lines = [header]
    for row in rows {
        lines.append([row.id, row.what, format(row.sample.median), format(row.sample.min), format(row.sample.max), row.unit,
                      row.goal, row.holds.map { $0 ? "yes" : "NO" } ?? "-"])
    }
    var widths = [Int](repeating: 0, count: header.count)
    for line in lines { for (index, cell) in line.enumerated() { widths[index] = Swift.max(widths[index], cell.count) } }
    for (number, line) in lines.enumerated() {
        print(line.enumerated().map { index, cell in
            index == 1 || index == 0 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                : String(repeating: " ", count: widths[index] - cell.count) + cell
        }.joined(separator: "  "))
        if number == 0 { print(String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))) }
    }
    for row in rows where !row.note.isEmpty { print("\(row.id): \(row.note)") }
}

/// Runs the UI under tmux (80×24) with `arguments` and `--trace`, sends `keys` `chunk` at a
/// time with `pause` µs after each send, quits with F10 once it has read them all, and
/// returns the trace: each key (as the trace names it) with its read → frame time and, for keys that made a sound, its
/// read → first sample time, both in ms.
func tuiSession(_ arguments: String, keys: [String], chunk: Int = 15, pause: useconds_t = 100_000) -> (frames: [(key: Substring, milliseconds: Double)], sounds: [Double]) {
    let trace = NSTemporaryDirectory() + "overhear-bench-trace-\(getpid()).txt"
    defer { unlink(trace) }
    let socket = "overhear-bench-\(getpid())"
    _ = runChild(["tmux", "-u", "-L", socket, "new-session", "-d", "-x", "80", "-y", "24", "-s", "bench",
                  "env TERM=xterm-256color LANG=C.UTF-8 \(FileManager.default.currentDirectoryPath)/\(binary) \(arguments) --trace \(trace)"])
    defer { _ = runChild(["tmux", "-L", socket, "kill-server"]) }
    usleep(800_000)
    for start in stride(from: 0, to: keys.count, by: chunk) {
        _ = runChild(["tmux", "-L", socket, "send-keys", "-t", "bench"] + Array(keys[start..<min(start + chunk, keys.count)]))
        usleep(pause)
    }
    _ = runChild(["tmux", "-L", socket, "send-keys", "-t", "bench", "F10"])
    // The UI may still be working through the keys: wait for it to quit (it writes the trace then).
    for _ in 0..<600 where runChild(["tmux", "-L", socket, "has-session", "-t", "bench"]).status == 0 { usleep(100_000) }
    let lines = ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n")
    // Lines are `key NAME N µs` and `sound K N µs`: the number is the last but one word.
    func microseconds(_ line: Substring) -> Double? { line.split(separator: " ").dropLast().last.flatMap { Double($0) } }
    let frames = lines.filter { $0.hasPrefix("key ") }.compactMap { line in
        microseconds(line).map { (line.split(separator: " ")[1], $0 / 1000) }
    }
    let sounds = lines.filter { $0.hasPrefix("sound ") }.compactMap(microseconds).map { $0 / 1000 }
    return (frames, sounds)
}
