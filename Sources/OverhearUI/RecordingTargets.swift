/// What the UI asks the file system before Ctrl-R starts a recording; the edge answers.
public struct RecordingTargets: Sendable {
    /// Why a recording cannot be written to a path, nil when it can: the check `--record`
    /// makes at start, so that Ctrl-R is refused at once where `--record` would be.
    public var problem: @Sendable (String) -> String?
    /// Whether something is at a path already: a recording never replaces it.
    public var exists: @Sendable (String) -> Bool

    public init(problem: @escaping @Sendable (String) -> String?, exists: @escaping @Sendable (String) -> Bool) {
        self.problem = problem
        self.exists = exists
    }

    /// The name Ctrl-R records to: `overhear-recording.scenario`, else the first of
    /// `overhear-recording-2.scenario`, `-3`, … that nothing is at yet.
    func freeName() -> String {
        var number = 1
        while true {
            let name = number == 1 ? "overhear-recording.scenario" : "overhear-recording-\(number).scenario"
            if !exists(name) { return name }
            number += 1
        }
    }
}
