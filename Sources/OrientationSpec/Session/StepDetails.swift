/// What a step shows of UIKit's state beyond its decisions, recorded only when asked
/// (``System/run(_:resolver:assumptions:recordsDetails:)``): each window with its presentation
/// chain and decider, the controllers UIKit asked, the launch orientation, and the names of the
/// controllers the step mentions, as the hierarchy after the step names them.
///
/// Built in the step's rarely present values (``StepExtras``): a run that does not ask for it
/// builds nothing and allocates nothing for it.
public struct StepDetails: Hashable, Sendable {
  /// A window after the step: its place, its presentation chain and who decides in it (R1).
  public struct WindowDetails: Hashable, Sendable {
    public var window: WindowID
    public var isKey: Bool
    public var level: Int
    /// The root, then each controller presented above it, in order (R1: the chain UIKit walks).
    public var chain: [ChainLink]
    /// How many links of a long chain were left out after its first
    /// ``StepDetails/chainEnds`` (the last as many follow): 0 for a chain of up to twice that.
    public var omittedLinks: Int = 0
    /// The controller UIKit asks in this window; `nil` without a root (R2).
    public var decider: ControllerID?
    /// Whether this window sets the interface orientation (the others show in it too: one scene).
    public var setsOrientation: Bool
    /// The app mask and its source, and the allowed mask, for the window that sets the
    /// orientation (the evaluation keeps only its decision); `nil` for the others.
    public var appMask: InterfaceOrientationMask?
    public var appMaskSource: AppMaskSource?
    public var allowed: InterfaceOrientationMask?
  }

  /// A controller of a presentation chain: the root (no style), or a presented controller with
  /// its style as adapted on this device and version (R3) and whether it fills the window.
  public struct ChainLink: Hashable, Sendable {
    public var controller: ControllerID
    public var style: ModalPresentationStyle?
    public var fillsWindow: Bool
  }

  /// One question UIKit itself asked in the step's last evaluation (not those a resolver asked
  /// while forwarding): of a controller, or of the app delegate (`controller` `nil`).
  public struct Question: Hashable, Sendable {
    public var controller: ControllerID?
    /// UIKit's member: `supportedInterfaceOrientations`, `shouldAutorotate`,
    /// `preferredInterfaceOrientationForPresentation`, `prefersStatusBarHidden`,
    /// `preferredStatusBarStyle`, `gestureRecognizerShouldBegin(_:)` (the back-swipe's delegate)
    /// or `application(_:supportedInterfaceOrientationsFor:)`.
    public var member: String

    public init(controller: ControllerID?, member: String) {
      self.controller = controller
      self.member = member
    }
  }

  /// Every window, back to front: at most ``shownWindows`` of them, the key window and the one
  /// that sets the orientation always among them.
  public var windows: [WindowDetails]
  /// How many windows were left out (their deciders' questions too).
  public var omittedWindows: Int = 0
  /// A chain shows this many controllers at each end: a trace's details cost what a step costs
  /// at the hierarchy's limit, not the square of the session's length.
  public static let chainEnds = 4
  /// The most windows a step's details show.
  public static let shownWindows = 16
  /// What UIKit asked, window by window, then the status bar and the back-swipe.
  public var asked: [Question]
  /// For a launch, the orientation the app launched in (R25), before the device's pose was
  /// delivered; `nil` otherwise.
  public var launchOrientation: InterfaceOrientation?
  /// The name of each controller the step mentions (its class, or the name it was given).
  public var names: [ControllerID: String]
  /// The label a scenario gave each controller the step mentions (`as player`), where it gave
  /// one.
  public var labels: [ControllerID: String] = [:]

  /// The name of `id`, when the step mentions it.
  public func name(of id: ControllerID) -> String? { names[id] }
}
