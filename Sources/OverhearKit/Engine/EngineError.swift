/// An action that cannot happen in the current state, such as typing with no field edited.
public struct EngineError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
