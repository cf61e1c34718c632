public import OrientationSpec

/// What makes a session fail: the exception UIKit raises, or a frozen interface (R27).
public enum SessionFailure: Hashable, Sendable, CustomStringConvertible {
  case exception(UIKitException)
  case frozen(ControllerID)

  /// The first failure of `session` run under `resolver`, or `nil` when it runs clean.
  public init?<Resolver: OrientationResolver>(_ session: Session, under resolver: Resolver) {
    var found: SessionFailure?
    System.run(session, resolver: resolver) { step in
      guard found == nil else { return }
      if let exception = step.exception {
        found = .exception(exception)
        return
      }
      for case .interfaceFrozen(let navigation) in step.warnings {
        found = .frozen(navigation)
        return
      }
    }
    guard let found else { return nil }
    self = found
  }

  public var description: String {
    switch self {
    case .exception(let exception): "\(exception.identifier) \(exception.name): \(exception)"
    case .frozen(let navigation): "interface frozen by the back-swipe on \(navigation)"
    }
  }
}
