public import OrientationSpec

extension ElOrientationControlResolver {
  /// The article's `kDefault…` constants (`Extension+Constant.swift`), used wherever nothing else answers.
  public enum Defaults {
    /// `kDefaultPreferredStatusBarStyle`: "默认使用系统的".
    public static let preferredStatusBarStyle = StatusBarStyle.default
    /// `kDefaultPrefersStatusBarHidden`: "默认不隐藏".
    public static let prefersStatusBarHidden = false
    /// `kDefaultShouldAutorotate`: "默认支持".
    public static let shouldAutorotate = true
    /// `kDefaultSupportedInterfaceOrientations`: "默认竖屏".
    public static let supportedInterfaceOrientations = InterfaceOrientationMask.portrait
    /// `kDefaultPreferredInterfaceOrientationForPresentation`: "默认竖屏".
    public static let preferredInterfaceOrientationForPresentation = InterfaceOrientation.portrait
  }

  /// The article's `UIInterfaceOrientation.orientationMask`: the orientation's own mask, `.all` for `.unknown`.
  public static func orientationMask(_ orientation: InterfaceOrientation)
    -> InterfaceOrientationMask
  {
    switch orientation {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    case .unknown: .all  // `default: return .all`
    }
  }

  // MARK: BaseTabBarController

  /// `BaseTabBarController`: `selectedViewController?.xxx ?? kDefaultXxx`.
  func tabBarForwarding<Value>(
    _ tabBar: ControllerHandle<Self>, _ ask: (ControllerHandle<Self>) -> Value,
    default fallback: Value
  ) -> Value {
    tabBar.selectedViewController.map(ask) ?? fallback
  }

  /// `BaseTabBarController.supportedInterfaceOrientations`: the selected mask unioned with the own preferred orientation's.
  ///
  /// `[selectedViewController?.supportedInterfaceOrientations ?? kDefault…,
  /// preferredInterfaceOrientationForPresentation.orientationMask]`: the
  /// preferred orientation is the tab bar's own (overridden) answer, asked
  /// through UIKit's dispatch.
  func tabBarSupportedInterfaceOrientations(_ tabBar: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    let selected = tabBarForwarding(
      tabBar, { $0.supportedInterfaceOrientations },
      default: Defaults.supportedInterfaceOrientations)
    return selected.union(Self.orientationMask(tabBar.preferredInterfaceOrientationForPresentation))
  }

  // MARK: BaseNavViewController

  /// `BaseNavViewController`: the being-presented and being-dismissed special cases, then `visibleViewController`.
  ///
  /// Written as the article writes it: the first case tests the *top's*
  /// presented controller but answers with the navigation controller's own
  /// `presentedViewController`.
  func navigationForwarding<Value>(
    _ navigation: ControllerHandle<Self>, _ ask: (ControllerHandle<Self>) -> Value,
    default fallback: Value
  ) -> Value {
    if let presented = navigation.topViewController?.presentedViewController,
      presented.isBeingPresented
    {
      return navigation.presentedViewController.map(ask) ?? fallback
    }
    if let presented = navigation.topViewController?.presentedViewController,
      presented.isBeingDismissed
    {
      return navigation.topViewController.map(ask) ?? fallback
    }
    return navigation.visibleViewController.map(ask) ?? fallback
  }

  // MARK: BaseViewController

  /// `BaseViewController`: what it presents answers, except while that is being dismissed; else `_xxx_ ?? kDefaultXxx`.
  ///
  /// The article's four steps: (1) a presented controller being presented
  /// answers; (2) one being dismissed hands back to this screen's `_xxx_`
  /// answer or the default; (3) any other presented controller answers;
  /// (4) this screen's `_xxx_` answer or the default.
  func baseViewController<Value>(
    _ controller: ControllerHandle<Self>, _ ask: (ControllerHandle<Self>) -> Value,
    declared: Value?, default fallback: Value
  ) -> Value {
    if let presented = controller.presentedViewController, presented.isBeingPresented {
      return ask(presented)
    }
    if let presented = controller.presentedViewController, presented.isBeingDismissed {
      return declared ?? fallback
    }
    if let presented = controller.presentedViewController {
      return ask(presented)
    }
    return declared ?? fallback
  }
}
