import OrientationSpec

extension ScenarioParser {
  /// The hierarchy the windows describe, or the structural rule it breaks on the earliest line.
  static func hierarchy(_ windows: [ParsedWindow], scenes: [Scene] = [])
    throws(ScenarioError) -> Hierarchy
  {
    var controllers: [ScenarioReference] = []
    for window in windows { window.root?.collect(into: &controllers) }
    let places = windows.map {
      ScenarioReference(line: $0.line.number, column: $0.line.head.column, label: "window")
    }
    do throws(HierarchyError) {
      return try Hierarchy(windows: windows.map(\.spec), scenes: scenes)
    } catch {
      throw structuralError(error, controllers: controllers, windows: places)
    }
  }

  /// The first violation by line, at the controller or window it concerns, its positions
  /// (`#3`) replaced by where the controllers were written.
  static func structuralError(
    _ error: HierarchyError, controllers: [ScenarioReference], windows: [ScenarioReference]
  ) -> ScenarioError {
    func place(_ violation: StructuralViolation) -> ScenarioReference? {
      if let index = violation.controller, controllers.indices.contains(index) {
        return controllers[index]
      }
      if let index = violation.window, windows.indices.contains(index) { return windows[index] }
      return windows.first
    }
    let located = error.violations.compactMap { violation in
      place(violation).map { (violation: violation, place: $0) }
    }
    guard let first = located.min(by: { $0.place.line < $1.place.line }) else {
      return ScenarioError(line: 1, column: 1, message: error.description)
    }
    let rule = first.violation.rule
    return ScenarioError(
      line: first.place.line, column: first.place.column,
      message: described(first.violation.detail, controllers)
        + " (\(rule.rawValue): \(rule.requirement))")
  }

  /// `detail` with each `#n` replaced by the label of controller `n`.
  static func described(_ detail: String, _ controllers: [ScenarioReference]) -> String {
    let scalars = Array(detail.unicodeScalars)
    var result = ""
    var index = 0
    while index < scalars.count {
      var end = index + 1
      while scalars[index] == "#", end < scalars.count, ("0"..."9").contains(scalars[end]) {
        end += 1
      }
      var digits = ""
      digits.unicodeScalars.append(contentsOf: scalars[(index + 1)..<end])
      if let position = Int(digits), controllers.indices.contains(position) {
        result += controllers[position].label
      } else {
        result.unicodeScalars.append(contentsOf: scalars[index..<end])
      }
      index = end
    }
    return result
  }
}
