/// Renders a played scenario's timeline as JSON: every action with the utterances it caused.
public enum TimelineJSON {
    public static func render(_ check: ScenarioCheck) -> String {
        var whole = ""
        render(check) { whole += $0 }
        return whole
    }

    /// Renders a piece at a time (an action's worth), so that a long timeline is written as
    /// it is made and never held whole.
    public static func render(_ check: ScenarioCheck, into write: (String) -> Void) {
        write("{\n  \"file\": \(JSONWriter.quoted(check.scenario.path)),\n  \"actions\": [")
        for (index, (action, speech)) in zip(check.scenario.actions, check.speech).enumerated() {
            var out = index == 0 ? "\n" : ",\n"
            out += "    {\"line\": \(action.line), \"action\": \(JSONWriter.quoted(action.text)), \"time\": \(speech.time), \"utterances\": ["
            for (position, entry) in speech.entries.enumerated() {
                out += position == 0 ? "\n" : ",\n"
                out += "      {\"kind\": \"\(entry.utterance.kind.rawValue)\", \"text\": \(JSONWriter.quoted(entry.utterance.text)), "
                out += "\"start\": \(entry.start), \"end\": \(entry.end), \"interrupted\": \(entry.interrupted), "
                // Only where it happened, as `capital`: spec-timed output never has it.
                if !entry.interrupted && check.skipped.contains(entry.utterance) { out += "\"skipped\": true, " }
                out += "\"segments\": ["
                out += entry.utterance.segments.map { segment in
                    var item = "{\"role\": \"\(segment.role.rawValue)\", \"text\": \(JSONWriter.quoted(segment.text))"
                    if segment.isCapital { item += ", \"capital\": true" }
                    return item + "}"
                }.joined(separator: ", ")
                out += "]}"
            }
            out += speech.entries.isEmpty ? "]}" : "\n    ]}"
            write(out)
        }
        write(check.scenario.actions.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
