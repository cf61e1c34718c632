internal import OrientationSpec

/// `UIWindow`: a window of the session's hierarchy once it is shown; on its own, the root the
/// app gave it.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// `UIWindow.Level`.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
    public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
    public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
  }

  /// The session whose window this is (``AppSession/number``; `0`: not shown).
  var sessionNumber: UInt64 = 0
  /// Its root while it is not shown.
  var detachedRoot: UIViewController?
  /// The scene of the hierarchy's window it is, as of the last step (kept while the session
  /// lists scenes: a disconnection removes the windows of its scene).
  var sceneIndex = 0
  /// The serial of its root as of the last step, kept with ``sceneIndex``; `-1` for none.
  var rootSerial: Int32 = -1
  private var detachedScene: UIWindowScene?

  /// `windowLevel`.
  open var windowLevel: Level = .normal

  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: .zero)
    detachedScene = windowScene
  }
  public convenience init() { self.init(frame: .zero) }

  /// The window's position in the running session's hierarchy, while it is shown.
  var shownIndex: Int? {
    guard let session = AppSession.current, sessionNumber == session.number else { return nil }
    // A loop, not `firstIndex(where:)`: a main-actor closure handed to the standard library
    // checks its executor each time it runs.
    for index in session.windows.indices where session.windows[index] === self { return index }
    return nil
  }

  /// `rootViewController` (replacing a shown window's root is not modelled: UIKitModel.md).
  open var rootViewController: UIViewController? {
    get {
      guard let index = shownIndex, let session = AppSession.current,
        let context = session.anchor?.hostContext
      else { return detachedRoot }
      guard let root = context.hierarchy.windows[index].root else { return nil }
      return session.instance(for: context.controller(root.rawValue))
    }
    set {
      guard shownIndex == nil else {
        AppSession.current?.noteUnmodelled("replacing a shown window's rootViewController")
        return
      }
      detachedRoot = newValue
    }
  }

  /// `isKeyWindow`.
  open var isKeyWindow: Bool {
    guard let index = shownIndex, let context = AppSession.current?.anchor?.hostContext else {
      return false
    }
    return context.hierarchy.windows[index].isKey
  }

  /// `windowScene`: the session's scene.
  open var windowScene: UIWindowScene? {
    get {
      guard let index = shownIndex, let session = AppSession.current,
        let context = session.anchor?.hostContext
      else { return detachedScene }
      return session.windowScene(context.hierarchy.windows[index].scene)
    }
    set { detachedScene = newValue }
  }

  /// `makeKeyAndVisible()`: makes a shown window key, or shows a new one in front, as key.
  open func makeKeyAndVisible() {
    AppSession.current?.enqueue(.makeKey(self))
  }

  /// The window's size in the interface orientation.
  open override var bounds: CGRect {
    let session = AppSession.current
    let idiom = session?.anchor?.hostContext.app.idiom ?? UIDevice.detachedIdiom
    let orientation = session?.anchor?.hostContext.interfaceOrientation ?? .portrait
    return CGRect(origin: .zero, size: UIScreen.size(of: idiom, in: orientation))
  }

  /// A window's view is itself.
  open override var window: UIWindow? { self }
}

/// `UIScreen`, for its size.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  public static let main = UIScreen()

  /// `bounds`: an iPhone's 390 × 844 points or an iPad's 820 × 1180, in the interface orientation.
  open var bounds: CGRect {
    let context = AppSession.current?.anchor?.hostContext
    return CGRect(
      origin: .zero,
      size: Self.size(
        of: context?.app.idiom ?? UIDevice.detachedIdiom,
        in: context?.interfaceOrientation ?? .portrait))
  }

  static func size(of idiom: UIUserInterfaceIdiom, in orientation: UIInterfaceOrientation) -> CGSize
  {
    let portrait = idiom == .pad ? CGSize(width: 820, height: 1180) : CGSize(width: 390, height: 844)
    return orientation.isLandscape
      ? CGSize(width: portrait.height, height: portrait.width) : portrait
  }
}
