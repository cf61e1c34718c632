public import OrientationSpec

extension Resolution {
  /// One evaluation as JSON, in the spelling of ``Step/json(app:assumptions:)``: the trigger, the
  /// orientation window's decider and masks, the orientations, the exception, the rules applied.
  public func json(
    in hierarchy: Hierarchy, app: AppConfiguration, assumptions: Assumptions = .default
  )
    -> JSON
  {
    let decision = decision
    return .object([
      ("trigger", .string(trigger.rawValue)),
      ("decider", decision?.decider.map { .int($0.index) } ?? .null),
      ("deciderName", decision?.decider.map { .string(hierarchy.name(of: $0)) } ?? .null),
      ("appMask", decision.map { .string($0.appMask.description) } ?? .null),
      ("allowed", decision.map { .string($0.allowed.description) } ?? .null),
      ("before", .string(previousOrientation.description)),
      ("after", .string(interfaceOrientation.description)),
      ("rotated", .bool(rotated)),
      ("exception", exception.map { $0.json(app: app, assumptions: assumptions) } ?? .null),
      ("warnings", .array(warnings.map { .string($0.text(in: hierarchy)) })),
      ("rules", .array(rules.map { .string($0.description) })),
    ])
  }
}
