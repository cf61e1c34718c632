import OrientationSpec
import Testing

extension OSVersion {
  /// The version `major`, which the tests only name inside
  /// ``OSVersion/supported``.
  static func iOS(_ major: Int) -> OSVersion { OSVersion(major: major)! }
}

extension AppConfiguration {
  /// An iPhone app on `version` with the plist list and app delegate given.
  static func phone(
    _ version: Int = 17,
    plist: [InterfaceOrientation]? = [.portrait, .landscapeLeft, .landscapeRight],
    delegate: InterfaceOrientationMask? = nil
  ) -> AppConfiguration {
    AppConfiguration(
      idiom: .phone, osVersion: .iOS(version), plistOrientations: plist,
      delegateOrientations: delegate)
  }

  /// An iPad app on `version` that requires full screen unless told otherwise,
  /// so its controllers are asked.
  static func pad(
    _ version: Int = 17, plist: [InterfaceOrientation]? = InterfaceOrientation.valid,
    delegate: InterfaceOrientationMask? = nil,
    requiresFullScreen: Bool = true
  ) -> AppConfiguration {
    AppConfiguration(
      idiom: .pad, osVersion: .iOS(version), plistOrientations: plist,
      delegateOrientations: delegate,
      requiresFullScreen: requiresFullScreen)
  }
}

extension Assumptions {
  /// The defaults with one change:
  /// `Assumptions.with(\.overFullScreenFillsWindow, false)`.
  static func with<Value>(_ path: WritableKeyPath<Assumptions, Value>, _ value: Value)
    -> Assumptions
  {
    var assumptions = Assumptions()
    assumptions[keyPath: path] = value
    return assumptions
  }
}

/// The hierarchy with one key window whose root is `root`, recording an issue
/// at `sourceLocation` when invalid.
func makeHierarchy(
  _ root: ControllerSpec, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Hierarchy {
  try makeHierarchy(windows: [WindowSpec(root: root, isKey: true)], sourceLocation: sourceLocation)
}

/// The hierarchy with these windows, recording an issue at `sourceLocation`
/// when invalid.
func makeHierarchy(
  windows: [WindowSpec], sourceLocation: SourceLocation = #_sourceLocation
) throws -> Hierarchy {
  do {
    return try Hierarchy(windows: windows)
  } catch {
    Issue.record("the row's hierarchy is invalid: \(error)", sourceLocation: sourceLocation)
    throw error
  }
}

/// `System.resolve` for a resolver held as an existential (rows hold `any
/// OrientationResolver`).
func resolve(
  _ hierarchy: Hierarchy, in app: AppConfiguration, resolver: any OrientationResolver,
  interfaceOrientation: InterfaceOrientation = .portrait,
  deviceOrientation: DeviceOrientation? = nil,
  trigger: EvaluationTrigger = .rootInstalled, assumptions: Assumptions = .default
) -> Resolution {
  System.resolve(
    hierarchy, in: app, resolver: resolver, interfaceOrientation: interfaceOrientation,
    deviceOrientation: deviceOrientation, trigger: trigger, assumptions: assumptions)
}
