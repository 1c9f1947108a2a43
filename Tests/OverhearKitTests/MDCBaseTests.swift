import Testing
@testable import OverhearKit

/// `mdc-base` (spec §2.4): its elements in container and element mode, and its release era.
/// Expected strings are MDC's own test vectors (MDCBaseTextFieldTests.m) and the spec's tables.
@Suite struct MDCBaseTests {
    static func base(_ changes: FieldChange...) -> Field {
        var field = Field(id: "name", kind: .mdcBase)
        for change in changes { field.apply(change) }
        return field
    }

    static let element = FieldChange(.accessibilityElement, .flag(true))
    static func floating(_ text: String) -> FieldChange { FieldChange(.floatingLabel, .text(text)) }
    static func trailing(_ text: String) -> FieldChange { FieldChange(.trailing, .text(text)) }

    @Test("element mode: the seven upstream label vectors B1-B7", arguments: [
        ([floating("label text")], "label text"),
        ([.helper("leading assistive label text")], "leading assistive label text"),
        ([trailing("trailing assistive label text")], "trailing assistive label text"),
        ([floating("label text"), .helper("leading assistive label text"), trailing("trailing assistive label text")],
         "label text, leading assistive label text, trailing assistive label text"),
        ([], ""),
        ([floating("label text"), .helper("leading assistive label text")], "label text, leading assistive label text"),
        ([floating("label text"), .helper("leading assistive label text"), .label("user-specified accessibility label")],
         "user-specified accessibility label"),
    ] as [([FieldChange], String)])
    func elementModeLabel(changes: [FieldChange], label: String) {
        var field = Self.base(Self.element)
        for change in changes { field.apply(change) }
        #expect(field.element(.text, index: 0).label == label)
        #expect(field.parts == [.text])
    }

    @Test func elementModeDropsAValueThatRepeatsTheWholeLabel() {
        #expect(Self.base(Self.element, Self.floating("Name"), .placeholder("Name")).element(.text, index: 0).value == "")
        // The rule compares with the whole label: `Name, Required` keeps the placeholder.
        let required = Self.base(Self.element, Self.floating("Name"), .helper("Required"), .placeholder("Name"))
        #expect(required.element(.text, index: 0).label == "Name, Required")
        #expect(required.element(.text, index: 0).value == "Name")
        #expect(Self.base(Self.element, Self.floating("Name"), .placeholder("Name"), .text("Ann")).element(.text, index: 0).value == "Ann")
    }

    @Test func containerModeElementsInSwipeOrder() {
        let field = Self.base(Self.floating("Email"), .placeholder("you@example.com"), .helper("We never share it"),
                              .helperLabel("Private"), Self.trailing("0/40"), .text("a"), .clearButton(.always))
        #expect(field.parts == [.floatingLabel, .text, .clear, .helper, .trailing])
        #expect(field.element(.floatingLabel, index: 0).label == "Email")
        #expect(field.element(.text, index: 0).label == "", "the app set no label: UIKit's element has none")
        #expect(field.element(.text, index: 0).value == "a")
        #expect(field.element(.clear, index: 0).label == "Clear text")
        #expect(field.element(.helper, index: 0).label == "Private", "the helper's override is its accessibility label")
        #expect(field.element(.trailing, index: 0).label == "0/40")
        #expect(Self.base(.placeholder("you@example.com")).element(.text, index: 0).value == "you@example.com",
                "UIKit keeps the placeholder as the value")
    }

    @Test func anErrorIsPlainHelperTextAndSaysNothing() throws {
        var engine = VoiceOver(screen: Screen(fields: [Self.base(.helper("Optional"), .helperLabel("Optional field"))]), settings: Settings(), names: .none)
        #expect(try engine.perform(.set(item: 0, .error("Too short"))).isEmpty)
        #expect(engine.screen.element(ElementID(item: 0, part: .helper), phrases: engine.phrases).label == "Too short")
        #expect(try engine.perform(.set(item: 0, .error(""))).isEmpty)
        #expect(!engine.screen.isPresent(ElementID(item: 0, part: .helper)), "an empty error is the (empty) leading label")
        _ = try engine.perform(.set(item: 0, .error(nil)))
        #expect(engine.screen.element(ElementID(item: 0, part: .helper), phrases: engine.phrases).label == "Optional field", "none restores helper-label")
    }

    @Test func onlyUIKitsElementsSayDimmed() {
        let field = Self.base(Self.floating("Email"), .helper("Help"), .text("a"), .clearButton(.always), .enabled(false))
        #expect(field.element(.text, index: 0).isDimmed)
        #expect(field.element(.clear, index: 0).isDimmed)
        #expect(!field.element(.floatingLabel, index: 0).isDimmed)
        #expect(!field.element(.helper, index: 0).isDimmed)
    }

    @Test("up to 124.2.0 VoiceOver sees UIKit's two elements, the label computed", arguments: [false, true])
    func releaseEra(elementMode: Bool) {
        var field = Self.base(Self.floating("Name"), .helper("Required"), .placeholder("Name"), .helperLabel("ignored"))
        field.version = Release(124, 2)
        field.isAccessibilityElement = elementMode
        #expect(field.parts == [.text, .clear])
        #expect(field.element(.text, index: 0).label == "Name, Required")
        #expect(field.element(.text, index: 0).value == "Name", "no drop rule in the release era")
    }
}

/// `mdc-multiline` (spec §2.5) and the release table of §2.6 for the controller's kinds.
@Suite struct MDCMultilineAndReleaseTests {
    static func multiline(_ changes: FieldChange..., release: Release? = nil, element: Bool = false) -> Field {
        var field = Field(id: "about", kind: .mdcMultiline)
        field.version = release
        field.isAccessibilityElement = element
        for change in changes { field.apply(change) }
        return field
    }

    @Test func upstreamElementModeVectorsM3ToM5() {
        // M3, M5: the app's label, the leading underline, the trailing underline (the counter).
        #expect(Self.multiline(.label("main accessibility label"), .helper("leading underline"), .max(20), element: true)
            .element(.text, index: 0).label == "main accessibility label, leading underline, 0 / 20")
        // M4: no label, the placeholder instead.
        #expect(Self.multiline(.placeholder("placeholder"), .helper("leading underline"), .max(20), element: true)
            .element(.text, index: 0).label == "placeholder, leading underline, 0 / 20")
        // Before 94.3.0 the label was the app's alone.
        #expect(Self.multiline(.placeholder("placeholder"), .helper("leading underline"), release: Release(94, 2), element: true)
            .element(.text, index: 0).label == "")
    }

    @Test func elementModeHasNoTraitsAndTheAppsHint() throws {
        let field = Self.multiline(.placeholder("About you"), .hint("A few words about you"), element: true)
        var engine = VoiceOver(screen: Screen(fields: [field]), settings: Settings(), names: .none)
        #expect(said(try engine.perform(.next)) == ["focus: About you, About you", "hint: A few words about you"])
        #expect(said(try engine.perform(.activate)) == ["focus: About you, is editing, About you, character mode, insertion point at end"])
    }

    @Test func containerOrderLatestAgainstTaggedReleases() {
        let latest = Self.multiline(.placeholder("P"), .helper("H"), .max(5), .text("x"), .clearButton(.always))
        #expect(latest.parts == [.placeholder, .text, .helper, .clear, .counter])
        #expect(!latest.isPresent(.clear), "the final code lists the clear button only while editing")
        let tagged = Self.multiline(.placeholder("P"), .helper("H"), .max(5), .text("x"), .clearButton(.always), release: Release(124, 2))
        #expect(tagged.parts == [.placeholder, .text, .clear, .helper, .counter])
        #expect(tagged.isPresent(.clear), "shown by its mode alone")
        #expect(tagged.element(.clear, index: 0).label == "Clear text")
        #expect(Self.multiline(.text("x"), .clearButton(.always), release: Release(103, 9)).element(.clear, index: 0).label == "", "unlabelled before 104")
        #expect(latest.element(.text, index: 0).label == "", "the field's label is not forwarded to the text view")
        #expect(Self.multiline(.placeholder("P")).element(.text, index: 0).value == "", "a text view has no placeholder value")
    }

    @Test func theClearButtonAnnouncesTheCounterTwice() throws {
        var field = Self.multiline(.max(10), .text("abc"))
        field.clearButton = .whileEditing
        var engine = VoiceOver(screen: Screen(fields: [field]), settings: Settings(), names: .none)
        _ = try engine.perform(.focus(ElementID(item: 0, part: .text)))
        _ = try engine.perform(.activate)
        _ = try engine.perform(.focus(ElementID(item: 0, part: .clear)))
        let said = said(try engine.perform(.activate))
        #expect(said.suffix(2) == ["announce: 0 of 10 characters", "announce: 0 of 10 characters"])
    }

    /// What one typed character and one error say at each row of the release table.
    @Test("the controller's announcements release by release", arguments: [
        (Release(58), "18446744073709551615 characters remaining", "focus: Error: Bad.", nil),
        (Release(84), "0 characters remaining", "announce: Error: Bad", 500),
        (Release(94, 3), "2 of 1 characters", "announce: Error: Bad", 500),
        (Release(107, 2), "2 of 1 characters", "announce: Error: Bad", 50),
        (Release.latest, "2 of 1 characters", "announce: Error: Bad", 50),
    ] as [(Release, String, String, Int?)])
    func releaseTable(release: Release, counter: String, error: String, delay: Int?) throws {
        for kind in [FieldKind.mdc, .mdcMultiline] where kind.rules.releases.contains(release) {
            var field = Field(id: "f", kind: kind)
            field.version = release
            field.apply(.max(1))
            field.apply(.text("a"))
            var engine = VoiceOver(screen: Screen(fields: [field]), settings: Settings(), names: .none)
            _ = try engine.perform(.focus(ElementID(item: 0, part: .text)))
            _ = try engine.perform(.activate)
            #expect(said(try engine.perform(.type("b"))).last == "announce: \(counter)", "\(kind.name)@\(release)")
            let requests = try engine.perform(.set(item: 0, .error("Bad")))
            #expect(said(requests).last == error, "\(kind.name)@\(release)")
            if let delay { #expect(requests.last?.priority == .deferredAnnouncement(delay), "\(kind.name)@\(release)") }
        }
    }

    @Test func versionsOutsideAKindsRangeAreErrorsThatNameIt() {
        #expect(parseError("field mdc f\n  version: 58\n") == located(2, 12, "version 58.0.0 is outside the mdc kind's range: 84.0.0 and later"))
        #expect(parseError("field mdc-2018 f\n  version: 84\n") == located(2, 12, "version 84.0.0 is outside the mdc-2018 kind's range: below 84.0.0"))
        #expect(parseError("field mdc-base f\n  version: 94.2.9\n") == located(2, 12, "version 94.2.9 is outside the mdc-base kind's range: 94.3.0 and later"))
        for bad in ["banana", "1.2.3.4", "-5", "84.", "1e3"] {
            #expect(parseError("field mdc f\n  version: \(bad)\n")?.message == "version must be a release such as 84, 92.1 or 107.2.0, or latest, not \"\(bad)\"")
        }
        #expect(parseError("field uitextfield f\n  version: 84\n")?.message == "key \"version\" is not used by the uitextfield kind")
        #expect(parseError("field mdc-base f\n  max: 5\n")?.message == "key \"max\" is not used by the mdc-base kind")
        #expect(parseError("field mdc-multiline f\n  secure: yes\n")?.message == "key \"secure\" is not used by the mdc-multiline kind")
        #expect(parseError("field mdc f\n> set f version: 84\n") == located(2, 9, "version is fixed by the field block; a field cannot change release"))
    }

    @Test func releasesReadAsTheSpecWrites() {
        #expect(Release(parsing: "84") == Release(84))
        #expect(Release(parsing: "92.1") == Release(92, 1))
        #expect(Release(parsing: "107.2.0") == Release(107, 2))
        #expect(Release(parsing: "124.2.0") == Release(124, 2))
        #expect(Release(parsing: "124.2.1") == .latest, "above the last tagged release reads as latest")
        #expect(Release(parsing: "latest") == .latest)
        #expect(Release(parsing: "") == nil)
        #expect(Release(parsing: "8 4") == nil)
        #expect(Release(parsing: "999999.999999.999999") == .latest)
        #expect(Release(parsing: "94.3") == Release(94, 3))
        for bad in ["1.2.3.4", "-5", "banana", "1..2", ".1", "1.", "1234567", "1.1234567", "\u{661}\u{662}", "+1", "84 ", " 84", "8\u{301}4"] {
            #expect(Release(parsing: bad) == nil, "\(bad)")
        }
    }
}
