internal import OrientationSpec

/// What UIKit's own classes answer (what `super` returns in an app's override): the
/// specification's ``OwnAnswers`` of the controller, after the container's delegate where UIKit's
/// class asks one first.
extension UIViewController {
  var uikitSupportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let delegated = delegatedSupportedInterfaceOrientations { return delegated }
    switch AppSession.attachment(of: self) {
    case .attached(let handle):
      let answer = handle.own.supportedInterfaceOrientations
      handle.noteSupportedInterfaceOrientations(answer)
      return answer
    case .faulted: return []
    case .detached: return UIDevice.detachedIdiom.defaultOrientations
    }
  }

  var uikitShouldAutorotate: Bool {
    switch AppSession.attachment(of: self) {
    case .attached(let handle): handle.own.shouldAutorotate
    case .faulted: false
    case .detached: true
    }
  }

  var uikitPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    if let delegated = delegatedPreferredInterfaceOrientation { return delegated }
    switch AppSession.attachment(of: self) {
    case .attached(let handle): return handle.own.preferredInterfaceOrientationForPresentation
    case .faulted: return .unknown
    case .detached: return .portrait
    }
  }

  var uikitPrefersStatusBarHidden: Bool {
    switch AppSession.attachment(of: self) {
    case .attached(let handle): handle.own.prefersStatusBarHidden
    case .faulted, .detached: false
    }
  }

  var uikitPreferredStatusBarStyle: UIStatusBarStyle {
    switch AppSession.attachment(of: self) {
    case .attached(let handle): handle.own.preferredStatusBarStyle
    case .faulted, .detached: .default
    }
  }

  /// UIKit's `childForStatusBarHidden`: a navigation controller's top, a tab bar controller's
  /// selection (R26).
  var uikitChildForStatusBarHidden: UIViewController? {
    // By the class's kind, read once, rather than by casts (a cast is a call into the runtime).
    switch kindOfClass {
    case .navigation: unsafeDowncast(self, to: UINavigationController.self).topViewController
    case .tabBar: unsafeDowncast(self, to: UITabBarController.self).selectedViewController
    default: nil
    }
  }

  /// UIKit's `childForStatusBarStyle`: a navigation controller's top only while its bar is
  /// hidden (the bar sets the style otherwise), a tab bar controller's selection (R26).
  var uikitChildForStatusBarStyle: UIViewController? {
    switch kindOfClass {
    case .navigation:
      let navigation = unsafeDowncast(self, to: UINavigationController.self)
      return navigation.isNavigationBarHidden ? navigation.topViewController : nil
    case .tabBar: return unsafeDowncast(self, to: UITabBarController.self).selectedViewController
    default: return nil
    }
  }

  /// A navigation, tab bar, split view or page view controller's delegate's answer, when it
  /// implements the method: UIKit's container asks its delegate before answering itself (R4).
  var delegatedSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
    switch kindOfClass {
    case .navigation:
      let navigation = unsafeDowncast(self, to: UINavigationController.self)
      guard let delegate = navigation.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.navigationControllerSupportedInterfaceOrientations(navigation)
      }
    case .tabBar:
      let tabBar = unsafeDowncast(self, to: UITabBarController.self)
      guard let delegate = tabBar.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.tabBarControllerSupportedInterfaceOrientations(tabBar)
      }
    case .split:
      let split = unsafeDowncast(self, to: UISplitViewController.self)
      guard let delegate = split.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.splitViewControllerSupportedInterfaceOrientations(split)
      }
    case .page:
      let page = unsafeDowncast(self, to: UIPageViewController.self)
      guard let delegate = page.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.pageViewControllerSupportedInterfaceOrientations(page)
      }
    default:
      return nil
    }
  }

  /// ``delegatedSupportedInterfaceOrientations``, for the preferred orientation.
  var delegatedPreferredInterfaceOrientation: UIInterfaceOrientation? {
    switch kindOfClass {
    case .navigation:
      let navigation = unsafeDowncast(self, to: UINavigationController.self)
      guard let delegate = navigation.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.navigationControllerPreferredInterfaceOrientationForPresentation(navigation)
      }
    case .tabBar:
      let tabBar = unsafeDowncast(self, to: UITabBarController.self)
      guard let delegate = tabBar.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(tabBar)
      }
    case .split:
      let split = unsafeDowncast(self, to: UISplitViewController.self)
      guard let delegate = split.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.splitViewControllerPreferredInterfaceOrientationForPresentation(split)
      }
    case .page:
      let page = unsafeDowncast(self, to: UIPageViewController.self)
      guard let delegate = page.delegate else { return nil }
      return OptionalRequirement.answer {
        delegate.pageViewControllerPreferredInterfaceOrientationForPresentation(page)
      }
    default:
      return nil
    }
  }
}

/// Whether an app's delegate implements one of the optional methods of a UIKit protocol: the
/// protocol's default implementation (what "not implemented" is in Swift) says it ran.
@MainActor
enum OptionalRequirement {
  private static var defaulted = false

  /// Called by a default implementation.
  static func notImplemented() { defaulted = true }

  /// What `call` returns, or `nil` when it ran a default implementation.
  static func answer<Answer>(_ call: () -> Answer) -> Answer? {
    let outer = defaulted
    defaulted = false
    defer { defaulted = outer }
    let answer = call()
    return defaulted ? nil : answer
  }
}
