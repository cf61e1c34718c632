public import OrientationSpec

/// A named hierarchy with the app around it and the moment UIKit evaluates it.
public struct Example: Sendable {
  /// The stable name (`player-in-tab`).
  public var name: String
  /// What the example shows, in a sentence.
  public var summary: String
  public var app: AppConfiguration
  public var hierarchy: Hierarchy
  public var interfaceOrientation: InterfaceOrientation
  public var deviceOrientation: DeviceOrientation
  public var trigger: EvaluationTrigger

  /// Resolves the example with `resolver`.
  public func resolve<Resolver: OrientationResolver>(
    with resolver: Resolver, assumptions: Assumptions = .default
  ) -> Resolution {
    System.resolve(
      hierarchy, in: app, resolver: resolver, interfaceOrientation: interfaceOrientation,
      deviceOrientation: deviceOrientation, trigger: trigger, assumptions: assumptions)
  }
}
