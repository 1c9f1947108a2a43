import OverhearKit
@testable import OverhearUI

/// The demo screen's state at a size, with events applied at given times.
func demoState(width: Int = 80, height: Int = 24) throws -> AppState {
    let scenario = try ScenarioParser.parse(DemoScenario.screen, path: "<demo>")
    return AppState(screen: scenario.screen, settings: scenario.settings, title: "demo screen", width: width, height: height)
}

/// Applies keys one after another, each `gap` ms after the last; returns every effect.
@discardableResult
func press(_ state: inout AppState, _ keys: [Key], startingAt start: Int = 0, gap: Int = 10_000) -> [Effect] {
    var effects: [Effect] = []
    for (offset, key) in keys.enumerated() {
        effects += state.update(.key(key), realTime: start + offset * gap)
    }
    return effects
}
