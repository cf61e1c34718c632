/// What a controller is, as far as orientation rules care.
public enum ControllerKind: UInt8, CaseIterable, Hashable, Sendable, Codable {
  /// A content controller: a screen (`UIViewController` subclass without children).
  case content
  /// `UINavigationController`: a stack of children, the last one on top.
  case navigation
  /// `UITabBarController`: children and a selection that may not be set yet.
  case tabBar
  /// `UISplitViewController`: a split-like container.
  case split
  /// `UIPageViewController`: a page-like container.
  case page
  /// Any other container with children (a drawer, a custom split).
  case container
  /// `UIAlertController`: a system controller whose supported orientations are its presenter's (R28).
  case alert

  /// Whether this kind holds children.
  @inlinable public var isContainer: Bool { self != .content && self != .alert }

  /// The UIKit class this kind stands for, used when the controller has no name.
  public var uikitClassName: String {
    switch self {
    case .content, .container: "UIViewController"
    case .navigation: "UINavigationController"
    case .tabBar: "UITabBarController"
    case .split: "UISplitViewController"
    case .page: "UIPageViewController"
    case .alert: "UIAlertController"
    }
  }

  /// The Swift spelling, `navigation`.
  public var name: String {
    switch self {
    case .content: "content"
    case .navigation: "navigation"
    case .tabBar: "tabBar"
    case .split: "split"
    case .page: "page"
    case .container: "container"
    case .alert: "alert"
    }
  }
}

/// Whose code a controller runs: only the app's own base classes consult the resolver.
public enum ControllerOrigin: UInt8, CaseIterable, Hashable, Sendable, Codable {
  /// A subclass of the app's base classes: UIKit's questions go to the resolver.
  case app
  /// A UIKit class used as it is (an alert, a picker, a plain navigation controller).
  case system
  /// A third-party SDK's controller, with its own overrides (its declared answers).
  case thirdParty

  /// The Swift spelling.
  public var name: String {
    switch self {
    case .app: "app"
    case .system: "system"
    case .thirdParty: "thirdParty"
    }
  }
}

/// Where a presented controller is in its transition, observable as `isBeingPresented` and `isBeingDismissed`.
public enum TransitionPhase: UInt8, CaseIterable, Hashable, Sendable, Codable {
  /// On screen, no transition running.
  case presented
  /// The presentation's transition is running.
  case beingPresented
  /// The dismissal's transition is running.
  case beingDismissed

  /// The Swift spelling.
  public var name: String {
    switch self {
    case .presented: "presented"
    case .beingPresented: "beingPresented"
    case .beingDismissed: "beingDismissed"
    }
  }
}

/// A tab bar controller's selection.
public enum TabSelection: Hashable, Sendable, Codable {
  /// `selectedViewController` is still `nil` (seed 002's pitfall: asked before the tabs are set up).
  case none
  /// The child at this index of `viewControllers`.
  case index(Int)
  /// The More list (`selectedIndex == NSNotFound`): `selectedViewController` is the More navigation controller.
  case moreList
}
