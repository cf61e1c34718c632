internal import OrientationSpec

/// `UIApplication.shared`: the running session's app.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// `UIApplication.shared`.
  public static let shared = UIApplication()

  /// `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// `delegate`: the session's app delegate.
  open var delegate: (any UIApplicationDelegate)? { AppSession.current?.appDelegate }

  /// `connectedScenes`: the session's scenes. A set, as in UIKit: its order is not defined
  /// there; the model iterates it in the order the scenes connected (the first scene first), so
  /// code that takes `connectedScenes.first` gets the app's first scene every time.
  open var connectedScenes: Set<UIScene> {
    AppSession.current.map { UIScene.inConnectionOrder($0.connectedWindowScenes) } ?? []
  }

  /// `windows` (deprecated in UIKit, still used).
  open var windows: [UIWindow] { AppSession.current?.windows ?? [] }

  /// `keyWindow` (deprecated in UIKit, still used).
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// `statusBarOrientation` (deprecated in UIKit, still used): the interface orientation.
  open var statusBarOrientation: UIInterfaceOrientation {
    AppSession.current?.anchor?.hostContext.interfaceOrientation ?? .portrait
  }

  /// `supportedInterfaceOrientations(for:)`: the app mask UIKit computes for `window` (R5,
  /// R23): the plist's in a multitasking iPad app; else the app delegate's answer; else, from
  /// iOS 27, the scene delegate's (first under `sceneDelegateOverridesAppDelegate`); else the
  /// Info.plist's; else the idiom's default.
  open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    guard let session = AppSession.current, let context = session.anchor?.hostContext else {
      return UIDevice.detachedIdiom.defaultOrientations
    }
    let plist = context.app.plistMask(context.assumptions).mask
    if context.app.supportsMultitasking { return plist }
    let index = window.flatMap { $0.shownIndex } ?? context.hierarchy.keyWindow?.index ?? 0
    guard context.hierarchy.windows.indices.contains(index) else { return plist }
    let handle = context.window(Int32(index))
    let asksScene = context.app.osVersion.major >= 27
    let sceneFirst = context.assumptions.sceneDelegateOverridesAppDelegate
    if asksScene, sceneFirst, let answer = AppSession.askSceneDelegate(handle) { return answer }
    if let answer = AppSession.askDelegate(handle) { return answer }
    if asksScene, !sceneFirst, let answer = AppSession.askSceneDelegate(handle) { return answer }
    return plist
  }
}

/// `UIApplicationDelegate`, with its orientation method (optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// `window`: set to the session's key window when the session starts.
  var window: UIWindow? { get set }
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return []
  }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
}
