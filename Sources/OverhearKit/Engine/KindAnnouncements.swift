/// The announcements each field kind's component posts as editing goes on (spec §2).
enum KindAnnouncements {
    /// Posted when editing begins on a field with a character limit.
    static func editingBegan(_ field: Field) -> Utterance? {
        guard field.max > 0, field.kind != .uitextfield else { return nil }
        return announcement("\(field.max) character limit.")
    }

    /// Posted after every text change while editing, on a field with a character limit.
    static func textChanged(_ field: Field) -> Utterance? {
        guard field.max > 0, field.isEditing else { return nil }
        switch field.kind {
        case .mdc2018:
            // The 2018 controller subtracted as unsigned integers, so going over the limit wraps.
            let remaining = UInt64(field.max) &- UInt64(field.utf16Count)
            return announcement("\(remaining) characters remaining")
        case .mdc:
            return announcement("\(field.utf16Count) of \(field.max) characters")
        case .uitextfield:
            return nil
        }
    }

    private static func announcement(_ text: String) -> Utterance {
        Utterance(.announce, [Segment(.announcement, text)])
    }
}
