/// Something that happens to the app: a value whose arguments refer to live controllers by position.
///
/// A position counts the controllers an event can apply to, in arena order,
/// modulo their number: `.pop(navigation: 3)` with two navigation controllers
/// pops the second. So any subsequence of a valid session is still valid; an
/// event that does not apply (a pop at the root, a dismiss with nothing
/// presented) is skipped, and the trace says why.
public enum Event: Hashable, Sendable {
  // Device
  /// The user turns the device to `pose` (face up, face down and unknown too).
  case rotateDevice(DeviceOrientation)
  /// The Control Center orientation lock goes on or off.
  case setOrientationLock(Bool)

  // Navigation
  /// `pushViewController(_:animated:)` on the `navigation`-th navigation controller.
  case push(ControllerSpec, navigation: Int)
  /// `popViewController(animated:)`.
  case pop(navigation: Int)
  /// `popToRootViewController(animated:)`.
  case popToRoot(navigation: Int)
  /// `setViewControllers(_:animated:)`: replaces the stack.
  case setViewControllers([ControllerSpec], navigation: Int)
  /// The user begins the back-swipe on the navigation controller on screen: the top's
  /// `viewWillDisappear` runs and the pop is pending, if the gesture may begin (R27).
  case beginInteractivePop
  /// The pending back-swipe finishes (the top is popped) or is cancelled (it stays).
  case endInteractivePop(finished: Bool)

  // Tabs
  /// Sets the `tabBar`-th tab bar controller's selection (an index past the end is ignored by UIKit).
  case selectTab(TabSelection, tabBar: Int)

  // Presentation
  /// `present(_:animated:)` from the `from`-th controller, with `style`.
  case present(ControllerSpec, style: ModalPresentationStyle, from: Int, animated: Bool)
  /// `dismiss(animated:)` of the `presented`-th presented controller and everything above it.
  case dismiss(presented: Int, animated: Bool)
  /// An interactive dismissal of the `presented`-th presented controller that is cancelled.
  case cancelInteractiveDismiss(presented: Int)
  /// Presents a system alert from the `from`-th controller.
  case presentAlert(from: Int)

  // Windows
  /// Shows a window above the others with its own root (a full-screen player, an alert window).
  case showWindow(ControllerSpec, level: Int, makeKey: Bool)
  /// `makeKeyAndVisible()` on the `window`-th window.
  case makeKeyWindow(Int)
  /// Removes the `window`-th window (the last window stays).
  case removeWindow(Int)

  // The app
  /// Changes what the `controller`-th controller's subclass declares (the player's rotate button).
  case declare(DeclaredAnswers, controller: Int)
  /// Changes what the app delegate returns (`nil`: no longer implemented), like the seeds' global flags.
  case setAppDelegateOrientations(InterfaceOrientationMask?)
  /// The app launches: the launch orientation (R25), then the roots are installed.
  case launch
  /// The app moves to the background.
  case enterBackground
  /// The app returns to the foreground while the device is held in `pose` (another app was used).
  case enterForeground(DeviceOrientation)

  // Explicit refreshes
  /// `UIViewController.attemptRotationToDeviceOrientation()` (to iOS 15, R16).
  case attemptRotationToDeviceOrientation
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16+, R17).
  case setNeedsUpdateOfSupportedInterfaceOrientations
  /// `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` (iOS 16+, R18).
  case requestGeometryUpdate(InterfaceOrientationMask)
  /// `UIDevice.current.setValue(pose, forKey: "orientation")` (effective to iOS 15, R19).
  case setDeviceOrientation(DeviceOrientation)

  // The app's own code
  /// The app's own action `name` (a button tap its description registers, such as a player's
  /// rotate button) on the `controller`-th controller whose class has it. Only an app checked as
  /// its own classes (UIKitModel) has actions; for a resolver the event is skipped.
  case action(String, controller: Int)

  // Scenes (each has its own interface orientation; Scene)
  /// A new `UIWindowScene` connects with one window whose root is the tree: an iPad app's second
  /// window, or with `external` a scene on an external display. It is installed in the key
  /// window's scene's orientation (R10, R25), then a scene on the device's screen follows the
  /// device's pose.
  case connectScene(ControllerSpec, external: Bool)
  /// `requestGeometryUpdate(.iOS(interfaceOrientations:))` on the `scene`-th scene (iOS 16+,
  /// R18); `requestGeometryUpdate` asks the key window's scene.
  case requestSceneGeometryUpdate(InterfaceOrientationMask, scene: Int)
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()` by a controller of the `scene`-th scene
  /// (iOS 16+, R17); `setNeedsUpdateOfSupportedInterfaceOrientations` is the key window's scene.
  case updateSceneSupportedInterfaceOrientations(scene: Int)

  // Interactive dismissal (a sheet swiped down, a custom interactive transition)
  /// The user begins an interactive dismissal of the `presented`-th presented controller: it is
  /// `isBeingDismissed` until ``endInteractiveDismiss(finished:)``, what it covers is told it
  /// will appear, and it that it will disappear. Only a controller that presents nothing can be
  /// swiped; one dismissal (or back-swipe) is pending at a time.
  case beginInteractiveDismiss(presented: Int)
  /// The pending interactive dismissal finishes (the controller and what it presents are
  /// dismissed, as ``dismiss(presented:animated:)`` does, R11, R14) or is cancelled (it stays).
  case endInteractiveDismiss(finished: Bool)

  /// The system disconnects the `scene`-th scene (the user closes an iPad window, an external
  /// display is unplugged): its windows and their controllers go away; when it held the key
  /// window, the key passes to the frontmost window of a scene on the device's screen, whose
  /// scene the step then concerns. The app's last scene stays (a session is an app on screen).
  case disconnectScene(scene: Int)

  // Device, appended
  /// `UIDevice.current.setValue(pose, forKey: "orientation")` with each of `poses` in turn, in
  /// one run-loop turn of the app's code (a helper that sets `.unknown`, then a target; one that
  /// sets a pose, then restores the previous one): each set is applied at once, or the turn's
  /// sets coalesce into the last, as ``Assumptions/deviceOrientationSetsInOneTurn`` says (R19).
  /// Two or more sets; one is ``setDeviceOrientation(_:)``.
  case setDeviceOrientations([DeviceOrientation])
}

extension Event {
  /// The kind of an event, without its arguments: for swarm testing, labels and the text format.
  public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
    case rotateDevice, setOrientationLock
    case push, pop, popToRoot, setViewControllers, beginInteractivePop, endInteractivePop
    case selectTab
    case present, dismiss, cancelInteractiveDismiss, presentAlert
    case showWindow, makeKeyWindow, removeWindow
    case declare, setAppDelegateOrientations, launch, enterBackground, enterForeground
    case attemptRotationToDeviceOrientation, setNeedsUpdateOfSupportedInterfaceOrientations
    case requestGeometryUpdate, setDeviceOrientation
    case action
    // Appended, so that recorded kinds (an index into `generated`) keep their meaning.
    case connectScene, requestSceneGeometryUpdate, updateSceneSupportedInterfaceOrientations
    case beginInteractiveDismiss, endInteractiveDismiss
    case disconnectScene, setDeviceOrientations

    /// The kinds a session generator draws by default: every kind but ``action``, which names
    /// an app's own action and comes from that app's vocabulary. A recorded kind is an index into
    /// this list (in declaration order): a kind added to `Kind` changes the sessions every seed
    /// draws, and the pinned verdicts, counterexamples and replay tokens with them.
    public static let generated: [Kind] = allCases.filter { $0 != .action }

    /// The kinds that connect scenes, disconnect them or act on one.
    public static let scenes: [Kind] = [
      .connectScene, .requestSceneGeometryUpdate, .updateSceneSupportedInterfaceOrientations,
      .disconnectScene,
    ]

    /// ``generated``: the scenes' kinds are drawn by default.
    @available(*, deprecated, renamed: "generated", message: "scenes are generated by default")
    public static var generatedWithScenes: [Kind] { generated }

    /// Whether an event of this kind changes a navigation stack's top.
    public var changesNavigationStack: Bool {
      switch self {
      case .push, .pop, .popToRoot, .setViewControllers, .endInteractivePop: true
      default: false
      }
    }
  }

  /// This event's kind.
  public var kind: Kind {
    switch self {
    case .rotateDevice: .rotateDevice
    case .setOrientationLock: .setOrientationLock
    case .push: .push
    case .pop: .pop
    case .popToRoot: .popToRoot
    case .setViewControllers: .setViewControllers
    case .beginInteractivePop: .beginInteractivePop
    case .endInteractivePop: .endInteractivePop
    case .selectTab: .selectTab
    case .present: .present
    case .dismiss: .dismiss
    case .cancelInteractiveDismiss: .cancelInteractiveDismiss
    case .presentAlert: .presentAlert
    case .showWindow: .showWindow
    case .makeKeyWindow: .makeKeyWindow
    case .removeWindow: .removeWindow
    case .declare: .declare
    case .setAppDelegateOrientations: .setAppDelegateOrientations
    case .launch: .launch
    case .enterBackground: .enterBackground
    case .enterForeground: .enterForeground
    case .attemptRotationToDeviceOrientation: .attemptRotationToDeviceOrientation
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      .setNeedsUpdateOfSupportedInterfaceOrientations
    case .requestGeometryUpdate: .requestGeometryUpdate
    case .setDeviceOrientation: .setDeviceOrientation
    case .action: .action
    case .connectScene: .connectScene
    case .requestSceneGeometryUpdate: .requestSceneGeometryUpdate
    case .updateSceneSupportedInterfaceOrientations: .updateSceneSupportedInterfaceOrientations
    case .beginInteractiveDismiss: .beginInteractiveDismiss
    case .endInteractiveDismiss: .endInteractiveDismiss
    case .disconnectScene: .disconnectScene
    case .setDeviceOrientations: .setDeviceOrientations
    }
  }
}
