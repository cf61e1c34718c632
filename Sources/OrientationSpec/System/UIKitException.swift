/// A crash UIKit would raise: an outcome of the model, never a Swift trap.
public enum UIKitException: Hashable, Sendable {
  /// E1: the decider has no orientation in common with the app, and `shouldAutorotate` is YES (R10).
  case noCommonOrientation(className: String)
  /// E2/E3: the preferred orientation for presentation is not allowed, at a present or dismiss (R11).
  case preferredOrientationNotSupported(
    className: String, preferred: InterfaceOrientation, supported: InterfaceOrientationMask)
  /// E4: an alert's `supportedInterfaceOrientations` was asked while it was being asked (R28).
  case alertInvokedRecursively
  /// A forwarding cycle among the app's overrides: on a device, a stack overflow (`EXC_BAD_ACCESS`).
  case forwardingLoop(className: String, question: Question)

  /// The exception's name, as a crash log prints it.
  public var name: String {
    switch self {
    case .noCommonOrientation, .preferredOrientationNotSupported:
      "UIApplicationInvalidInterfaceOrientation"
    case .alertInvokedRecursively: "NSInternalInconsistencyException"
    case .forwardingLoop: "EXC_BAD_ACCESS (stack overflow)"
    }
  }

  /// The class of the controller the exception names (the decider, the presented controller,
  /// where the cycle was seen); `nil` for E4, which names only `UIAlertController`.
  public var className: String? {
    switch self {
    case .noCommonOrientation(let className), .preferredOrientationNotSupported(let className, _, _),
      .forwardingLoop(let className, _):
      className
    case .alertInvokedRecursively: nil
    }
  }

  /// The catalogue's identifier: E1, E2/E3, E4, or "loop".
  public var identifier: String {
    switch self {
    case .noCommonOrientation: "E1"
    case .preferredOrientationNotSupported: "E2/E3"
    case .alertInvokedRecursively: "E4"
    case .forwardingLoop: "loop"
    }
  }

  /// UIKit's message text on `version` (§4): the wording changed over the years.
  public func reason(on version: OSVersion, assumptions: Assumptions = .default) -> String {
    switch self {
    case .noCommonOrientation(let className):
      version.major < 8
        ? "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
        : "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
    case .preferredOrientationNotSupported(_, let preferred, let supported):
      version.major < assumptions.preferredMessageNamesBothSidesFrom
        ? "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        : "preferredInterfaceOrientationForPresentation '\(preferred.name)' must match a supported interface orientation: '\(supported.uikitList)'!"
    case .alertInvokedRecursively:
      "UIAlertController:supportedInterfaceOrientations was invoked recursively!"
    case .forwardingLoop(let className, let question):
      "\(className) \(question.selector) forwards in a cycle; the stack overflows"
    }
  }
}

/// A question UIKit asks a controller or the app delegate.
public enum Question: String, CaseIterable, Hashable, Sendable, Codable {
  case supportedInterfaceOrientations
  case shouldAutorotate
  case preferredInterfaceOrientationForPresentation
  case prefersStatusBarHidden
  case preferredStatusBarStyle
  case applicationSupportedInterfaceOrientations
  case interactivePopGestureShouldBegin
  case childForStatusBarStyle
  case childForStatusBarHidden
  /// The scene delegate's `supportedInterfaceOrientations(for:)` (iOS 27+).
  case windowSceneSupportedInterfaceOrientations

  /// The member UIKit calls, as written in Swift.
  public var selector: String {
    switch self {
    case .applicationSupportedInterfaceOrientations:
      "application(_:supportedInterfaceOrientationsFor:)"
    case .interactivePopGestureShouldBegin: "gestureRecognizerShouldBegin(_:)"
    case .windowSceneSupportedInterfaceOrientations: "supportedInterfaceOrientations(for:)"
    default: rawValue
    }
  }
}

/// Something UIKit logs or tolerates that points at a mistake, without crashing.
public enum Warning: Hashable, Sendable {
  /// A mask answer was empty: "The value you return must not be 0" (R6).
  case emptyMask(ControllerID?, Question)
  /// The plist lists no orientation (§3.3): treated as the assumptions say.
  case emptyPlistList
  /// No common orientation, but `shouldAutorotate` is NO: no exception up to iOS 15 (R10).
  case noCommonOrientationSuppressed(ControllerID)
  /// An answer was `.unknown` where an orientation was expected.
  case unknownOrientation(ControllerID, Question)
  /// E5: `requestGeometryUpdate` found none of the requested orientations allowed; the error handler
  /// receives the error and nothing rotates (R18).
  case geometryRequestRefused(
    requested: InterfaceOrientationMask, supported: InterfaceOrientationMask)
  /// E6: setting `UIDevice.orientation` is not supported from iOS 16 (R19).
  case deviceOrientationSettingUnsupported
  /// The back-swipe began over a single controller: the interface freezes (R27, I27).
  case interfaceFrozen(ControllerID)
  /// The resolver's refresh strategy returned more actions than the System runs for one event.
  case refreshActionsTruncated(Int)

  /// The text UIKit logs or hands the error handler, for E5 and E6.
  public var uikitText: String? {
    switch self {
    case .geometryRequestRefused(let requested, let supported):
      "Error Domain=UISceneErrorDomain Code=101 \"None of the requested orientations are supported by"
        + " the view controller. Requested: \(requested.uikitList); Supported: \(supported.uikitList)\""
    case .deviceOrientationSettingUnsupported:
      "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported."
        + " Please use UIWindowScene.requestGeometryUpdate(_:)"
    default: nil
    }
  }
}
