/// What the app's subclass of a controller declares itself; `nil` means not overridden.
///
/// These are the leaf overrides an app writes on each screen (the player
/// returns `.landscape`). Whether anything reads them is up to the resolver
/// for app controllers, and up to UIKit's own class for the others.
public struct DeclaredAnswers: Hashable, Sendable, Codable {
  /// `supportedInterfaceOrientations`.
  public var supportedInterfaceOrientations: InterfaceOrientationMask?
  /// `shouldAutorotate`.
  public var shouldAutorotate: Bool?
  /// `preferredInterfaceOrientationForPresentation`.
  public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
  /// `prefersStatusBarHidden`.
  public var prefersStatusBarHidden: Bool?
  /// `preferredStatusBarStyle`.
  public var preferredStatusBarStyle: StatusBarStyle?
  /// Whether the screen must not be left by the interactive back-swipe (seed 000's landscape player).
  public var forbidsInteractivePop: Bool?

  public init(
    supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
    shouldAutorotate: Bool? = nil,
    preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
    prefersStatusBarHidden: Bool? = nil,
    preferredStatusBarStyle: StatusBarStyle? = nil,
    forbidsInteractivePop: Bool? = nil
  ) {
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.shouldAutorotate = shouldAutorotate
    self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
    self.prefersStatusBarHidden = prefersStatusBarHidden
    self.preferredStatusBarStyle = preferredStatusBarStyle
    self.forbidsInteractivePop = forbidsInteractivePop
  }

  /// Nothing overridden.
  public static let none = DeclaredAnswers()

  /// Whether nothing is declared.
  public var isEmpty: Bool { self == .none }
}
