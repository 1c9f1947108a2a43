extension FieldKind {
    /// Every kind a scenario may name, in the order help and errors list them. Adding a kind
    /// is a file in `Kinds/` and a line here.
    public static let all: [FieldKind] = [
        .mdc2018,
        .mdc,
        .uitextfield,
        .mdcBase,
        .mdcMultiline,
    ]

    /// The kind a `field` line gets when it names none.
    public static let `default` = FieldKind.mdc2018
}
