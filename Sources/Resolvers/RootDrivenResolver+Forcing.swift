public import OrientationSpec

extension RootDrivenResolver {
  /// The article's ways of bringing a landscape-only page to landscape.
  public enum Forcing: String, CaseIterable, Hashable, Sendable {
    /// The first listing, in `viewDidAppear`: `setValue(UIDeviceOrientationLandscapeLeft, forKey: "orientation")`.
    ///
    /// Its two problems, as the article states them: a device already
    /// landscape-left does not refresh (R19), and the value reported differs
    /// from the pose held, so a later pop can leave a portrait page landscape.
    case kvc
    /// The fix: landscape right when the device already is landscape left, then the saved value
    /// restored on the next main-queue turn (`dispatch_async`), modelled as the next refresh action.
    case kvcFlipAndRestore = "flip-and-restore"
    /// "还有一种方法": once per page (`orientationChanged`), present a throw-away
    /// `VideoPlayerRotationHelpViewController` from the page and dismiss it, both unanimated.
    ///
    /// Presenting from a page that is already presenting is refused ("在
    /// present 的 VC 上再次 present VC 会报错"): then nothing is dismissed.
    case presentAndDismiss = "present-and-dismiss"
    /// "还有一种方式": the app presents the landscape page instead of pushing it, and forces nothing.
    case presentInstead = "present-instead"
  }

  /// The name of the throw-away controller, which overrides nothing.
  public static let helperName = "VideoPlayerRotationHelpViewController"

  /// Whether `page` is a landscape-only screen, the article's "个别页面只能横屏（例如：视频播放）".
  public static func isLandscapePage(_ page: ControllerHandle<Self>) -> Bool {
    guard page.kind == .content, page.origin == .app,
      let mask = page.declared.supportedInterfaceOrientations
    else { return false }
    return !mask.isEmpty && mask.isSubset(of: .landscape)
  }

  /// The screen that appears after `event`, whose `viewDidAppear` runs: the pushed screen, the new
  /// top after a pop, the selected tab's top.
  static func appearingPage(after event: Event, subject: ControllerHandle<Self>?)
    -> ControllerHandle<Self>?
  {
    guard var page = subject else { return nil }
    switch event {
    case .push, .pop, .popToRoot, .setViewControllers, .endInteractivePop(finished: true),
      .selectTab:
      while let shown = page.kind == .navigation ? page.topViewController : nil { page = shown }
      return page
    default:
      return nil
    }
  }

  /// The page's `viewDidAppear` code after `event`, as ``forcing`` says.
  public func refreshActions(
    after event: Event, subject: ControllerHandle<Self>?, window: WindowHandle<Self>?
  ) -> [Event] {
    guard let page = Self.appearingPage(after: event, subject: subject), Self.isLandscapePage(page)
    else { return [] }
    switch forcing {
    case .kvc:
      return [.setDeviceOrientation(.landscapeLeft)]
    case .kvcFlipAndRestore:
      let current = page.deviceOrientation
      let target: DeviceOrientation = current == .landscapeLeft ? .landscapeRight : .landscapeLeft
      return [.setDeviceOrientation(target), .setDeviceOrientation(current)]
    case .presentAndDismiss:
      // `viewDidAppear` runs again after the dismissal; the flag keeps it to the push.
      guard case .push = event else { return [] }
      let present = Event.present(
        .content(Self.helperName), style: presentationStyle, from: page.id.index, animated: false)
      if page.presentedViewController != nil { return [present] }
      // The helper is the newest controller, so the last presented one in arena order.
      return [present, .dismiss(presented: -1, animated: false)]
    case .presentInstead:
      return []
    }
  }
}
