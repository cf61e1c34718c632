public import OrientationSpec

/// Seed 004: the app delegate returns the key window root's mask; the tab bar digs to the top screen.
///
/// Reproduces `shared/seeds/004_796edd6786a59b37.txt` (``SeedArticle/rootDriven``),
/// "iOS怎样强制单个页面横屏", flaws included:
/// - The app delegate answers `window.rootViewController`'s mask for the key
///   window with a root, else `UIInterfaceOrientationMaskAll`. A full-screen
///   presented controller is intersected with the root's mask, so a
///   landscape page presented over portrait tabs has nothing in common with
///   the app (E1): the article's "present instead of push" crashes with it.
/// - `RiceTabBarController` returns, for `shouldAutorotate` and
///   `supportedInterfaceOrientations`, the answer of the selected
///   `RiceNavigationController`'s `topViewController`; of the selected
///   controller when it is not one (a system navigation controller is not);
///   else YES and all (a tab bar without a selection: `nil` answers NO to
///   `isKindOfClass:` and to `respondsToSelector:`).
/// - Nothing else is overridden: `RiceNavigationController` and the screens
///   keep their declared answers, else UIKit's, and the tab bar's preferred
///   orientation is UIKit's.
///
/// How the landscape page is forced is ``forcing`` (default
/// ``Forcing/kvcFlipAndRestore``), with presentations in
/// ``presentationStyle`` (default `.automatic`, as the article's `init`
/// leaves it).
public struct RootDrivenResolver: OrientationResolver {
  /// How the landscape page is brought to landscape.
  public var forcing: Forcing
  /// The style of the article's presentations: `[[UIViewController alloc] init]` leaves `.automatic`.
  public var presentationStyle: ModalPresentationStyle

  public init(
    forcing: Forcing = .kvcFlipAndRestore, presentationStyle: ModalPresentationStyle = .automatic
  ) {
    self.forcing = forcing
    self.presentationStyle = presentationStyle
  }

  /// `root-driven` for the defaults, else `root-driven-<forcing>[-<style>]`: `root-driven-kvc`.
  public var name: String {
    var name = "root-driven"
    if forcing != .kvcFlipAndRestore { name += "-" + forcing.rawValue }
    if presentationStyle != .automatic { name += "-" + presentationStyle.name }
    return name
  }

  /// The key window's root's mask, else all.
  public func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    if window.isKeyWindow, let root = window.rootViewController {
      return root.supportedInterfaceOrientations
    }
    return .all
  }

  /// The controller `RiceTabBarController` asks: `.some(nil)` when it answers YES/all itself; `nil` for other controllers.
  func dug(by controller: ControllerHandle<Self>) -> ControllerHandle<Self>?? {
    guard controller.kind == .tabBar else { return nil }
    guard let selected = controller.selectedViewController else { return .some(nil) }
    if selected.kind == .navigation, selected.origin == .app {
      return .some(selected.topViewController)
    }
    return .some(selected)
  }

  public func supportedInterfaceOrientations(for controller: ControllerHandle<Self>)
    -> InterfaceOrientationMask
  {
    guard let target = dug(by: controller) else {
      return controller.own.supportedInterfaceOrientations
    }
    return target?.supportedInterfaceOrientations ?? .all
  }

  public func shouldAutorotate(for controller: ControllerHandle<Self>) -> Bool {
    guard let target = dug(by: controller) else { return controller.own.shouldAutorotate }
    return target?.shouldAutorotate ?? true
  }
}
