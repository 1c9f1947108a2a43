import CLinux
import Glibc

/// Keeps a speech worker on its client's CPU from a request until its first chunk, so that
/// live speech starts without either process waiting for a sleeping CPU to wake.
///
/// A request wakes the worker, and its first chunk wakes the client. Each on a CPU of its
/// own, both wake-ups are a sleeping CPU's, which on a virtual machine can take longer than
/// espeak-ng takes to make that chunk (P7, docs/performance.md). On the client's CPU, which is
/// awake, the worker runs as soon as the client waits, and the client as soon as the worker
/// yields (`SpeechWorker`). Once the client has handed the first chunk on, the worker gets
/// all its CPUs back, for the rest of the utterance to be made while the first is played; a
/// child the worker forks for a request gives them back to itself.
///
/// The CPUs are those of the worker's one thread (a process id names its first thread), and
/// of the children it forks later.
struct CallersCPU {
    private let worker: pid_t
    /// The CPUs the worker may run on as it started (those a user's `taskset` allows).
    private var allowed = cpu_set_t()

    /// Nil when the worker's CPUs cannot be read (it is left as it is then).
    init?(worker: pid_t) {
        self.worker = worker
        guard overhear_get_affinity(worker, &allowed) == 0 else { return nil }
    }

    /// Confines the worker to the CPU this thread runs on now; false if it was not (that CPU
    /// is not one of the worker's, or the call failed).
    func confine() -> Bool {
        withUnsafePointer(to: allowed) { overhear_confine_to_current_cpu(worker, $0) == 0 }
    }

    /// Lets the worker run on all the CPUs it started with again.
    func release() {
        _ = withUnsafePointer(to: allowed) { overhear_set_affinity(worker, $0) }
    }
}
