import CLinux
import Foundation
import Glibc
import Testing
@testable import OverhearSpeech

/// The CPUs process `pid` may run on, as /proc lists them ("0-1", "0").
func allowedCPUs(_ pid: pid_t) throws -> String {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    return line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
}

/// This machine lets the tests run on CPUs 0 and 1.
let twoCPUs: Bool = {
    var mask = cpu_set_t()
    return overhear_get_affinity(0, &mask) == 0 && (try? allowedCPUs(getpid())).map { $0.hasPrefix("0-") || $0.hasPrefix("0,1") } == true
}()

@Suite(.enabled(if: twoCPUs, "needs CPUs 0 and 1")) struct CallersCPUTests {
    /// Runs `body` on a thread of its own confined to `cpu`, so that no other test's thread
    /// is confined.
    private func onCPU(_ cpu: Int, _ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            var one = cpu_set_t()
            _ = overhear_get_affinity(0, &one)
            withUnsafeMutableBytes(of: &one) { bytes in
                for index in bytes.indices { bytes[index] = 0 }
                bytes[cpu / 8] = 1 << (cpu % 8)
            }
            _ = overhear_set_affinity(0, &one)
            body()
            finished.signal()
        }
        thread.start()
        finished.wait()
    }

    /// A process to confine: `sleep`, on the CPUs of `cpus` ("0", "0-1").
    private func sleeper(on cpus: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        process.arguments = ["-c", cpus, "sleep", "30"]
        try process.run()
        // taskset sets the CPUs, then execs sleep in the same process.
        let deadline = Date().addingTimeInterval(5)
        while (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/comm", encoding: .utf8)) != "sleep\n" && Date() < deadline { usleep(2_000) }
        try #require(try String(contentsOfFile: "/proc/\(process.processIdentifier)/comm", encoding: .utf8) == "sleep\n")
        return process
    }

    /// From a thread on CPU 1, confines a process started on `cpus`, then releases it: whether
    /// it was confined, and its CPUs after each step.
    private func confinedFromCPU1(startedOn cpus: String) throws -> (steps: [String], cpu: CallersCPU, worker: Process) {
        let worker = try sleeper(on: cpus)
        let pid = worker.processIdentifier
        let cpu = try #require(CallersCPU(worker: pid))
        nonisolated(unsafe) var steps: [String] = []
        onCPU(1) {
            steps.append(cpu.confine() ? "confined" : "not")
            steps.append((try? allowedCPUs(pid)) ?? "?")
            cpu.release()
            steps.append((try? allowedCPUs(pid)) ?? "?")
        }
        return (steps, cpu, worker)
    }

    @Test func aWorkerIsConfinedToTheCallersCPUAndGetsItsOwnCPUsBack() throws {
        let run = try confinedFromCPU1(startedOn: "0-1")
        defer { run.worker.terminate() }
        #expect(run.steps == ["confined", "1", "0-1"])
    }

    /// A worker kept to some CPUs (by `taskset` on Overhear) is never moved off them, and
    /// never given the others.
    @Test func aWorkerStaysOnTheCPUsItStartedWith() throws {
        let run = try confinedFromCPU1(startedOn: "0")
        defer { run.worker.terminate() }
        #expect(run.steps == ["not", "0", "0"])
        nonisolated(unsafe) var onItsOwnCPU = false
        onCPU(0) { onItsOwnCPU = run.cpu.confine() }
        #expect(onItsOwnCPU)
    }

    /// A live client's worker runs on the client's CPU until the first chunk has been taken,
    /// then on all its CPUs again; a client for a WAV leaves its worker alone.
    @Test(arguments: [true, false])
    func theWorkerIsOnTheClientsCPUOnlyUntilTheFirstChunk(live: Bool) throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        client.startsOnCallersCPU = live
        let own = try allowedCPUs(client.process)
        var during: [String] = []
        let text = "<speak>" + String(repeating: "one two three four five six seven eight nine ten. ", count: 8) + "</speak>"
        let outcome = client.synthesize(ssml: text, voice: "en-us", rate: 50) { _ in
            during.append((try? allowedCPUs(client.process)) ?? "?")
            return true
        }
        #expect(outcome == .completed)
        #expect(during.count >= 2)
        if live {
            #expect(during.first.map { Int($0) != nil } == true, "\(during)")
        } else {
            #expect(during.first == own)
        }
        #expect(during.dropFirst().allSatisfy { $0 == own }, "\(during)")
        #expect(try allowedCPUs(client.process) == own)
    }

    /// A voice other than the worker's own is made by a child the worker forks: it starts on the
    /// client's CPU with the worker, and gives itself its CPUs back after the first chunk.
    @Test func aChildForkedForAnotherVoiceGetsItsCPUsBack() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        client.startsOnCallersCPU = true
        let own = try allowedCPUs(client.process)
        var children: [String] = []
        let text = "<speak>" + String(repeating: "one two three four five six seven eight nine ten. ", count: 8) + "</speak>"
        var first = true
        let outcome = client.synthesize(ssml: text, voice: "en-gb", rate: 50) { _ in
            defer { first = false }
            // The child blocks on the full pipe while this runs, so it is there to be read.
            let listed = (try? String(contentsOfFile: "/proc/\(client.process)/task/\(client.process)/children", encoding: .utf8)) ?? ""
            guard !first, let child = listed.split(separator: " ").first.flatMap({ pid_t($0) }) else { return true }
            children.append((try? allowedCPUs(child)) ?? "?")
            return true
        }
        #expect(outcome == .completed)
        #expect(!children.isEmpty)
        #expect(children.allSatisfy { $0 == own }, "\(children)")
    }
}
