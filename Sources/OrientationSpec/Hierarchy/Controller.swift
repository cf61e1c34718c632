/// One controller's own attributes: its kind, whose code it runs, what it declares, how it is presented.
///
/// The links (children, presentations, windows) live in the ``Hierarchy``.
public struct Controller: Hashable, Sendable {
  /// What the controller is.
  public var kind: ControllerKind
  /// Whose code answers UIKit's questions for it.
  public var origin: ControllerOrigin
  /// The answers its subclass overrides.
  public var declared: DeclaredAnswers
  /// Its `modalPresentationStyle`, which matters once it is presented.
  public var modalPresentationStyle: ModalPresentationStyle
  /// Presentation and navigation options.
  public var options: ControllerOptions
  /// A navigation controller's bar style, which sets the status bar while the bar is visible.
  public var barStyle: BarStyle

  /// Inlinable: the generators build a controller per node, and the call cost more than the body.
  @inlinable public init(
    _ kind: ControllerKind,
    origin: ControllerOrigin = .app,
    declared: DeclaredAnswers = .none,
    modalPresentationStyle: ModalPresentationStyle = .automatic,
    options: ControllerOptions = [],
    barStyle: BarStyle = .default
  ) {
    self.kind = kind
    self.origin = kind == .alert ? .system : origin
    self.declared = declared
    self.modalPresentationStyle = kind == .alert ? .alert : modalPresentationStyle
    self.options = options
    self.barStyle = barStyle
  }

  /// Whether UIKit's questions about this controller go to the resolver.
  @inlinable public var consultsResolver: Bool { origin == .app && kind != .alert }

  /// Whether UIKit asks the resolver about this controller in `app`: an app controller, or any
  /// but an alert when the app's code reaches system controllers
  /// (``AppConfiguration/appCodeReachesSystemControllers``).
  @inlinable
  public func consultsResolver(in app: UnsafePointer<AppConfiguration>) -> Bool {
    (origin == .app || app.pointee.appCodeReachesSystemControllers) && kind != .alert
  }
}

extension ModalPresentationStyle {
  /// The style UIKit gives `UIAlertController` (its own presentation controller, not removing the presenter).
  @usableFromInline static var alert: ModalPresentationStyle { .custom }
}

/// Options a controller sets that change presentation, status-bar or back-swipe behaviour.
public struct ControllerOptions: OptionSet, Hashable, Sendable, Codable {
  public var rawValue: UInt16
  @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// `definesPresentationContext`: context presentations from below land on this controller (1.4).
  public static let definesPresentationContext = ControllerOptions(rawValue: 1 << 0)
  /// `modalPresentationCapturesStatusBarAppearance`: a non-full-screen presentation takes the status bar (R26).
  public static let capturesStatusBarAppearance = ControllerOptions(rawValue: 1 << 1)
  /// A `.custom` presentation whose controller's `shouldRemovePresentersView` is true: it fills the window (R3).
  public static let removesPresentersView = ControllerOptions(rawValue: 1 << 2)
  /// A `.popover` whose adaptive delegate returns `.none`: it never adapts to full screen (R3).
  public static let preventsAdaptation = ControllerOptions(rawValue: 1 << 3)
  /// A navigation controller whose bar is hidden: the top controller sets the status-bar style (R26, R27).
  public static let navigationBarHidden = ControllerOptions(rawValue: 1 << 4)
  /// A screen with a custom `leftBarButtonItem`: the back-swipe cannot begin on it (R27).
  public static let customBackButton = ControllerOptions(rawValue: 1 << 5)

  static let named: [(name: String, option: ControllerOptions)] = [
    ("definesPresentationContext", .definesPresentationContext),
    ("capturesStatusBarAppearance", .capturesStatusBarAppearance),
    ("removesPresentersView", .removesPresentersView),
    ("preventsAdaptation", .preventsAdaptation),
    ("navigationBarHidden", .navigationBarHidden),
    ("customBackButton", .customBackButton),
  ]

  /// The names of the options set, in declaration order.
  public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }

  /// The option with this name.
  public init?(name: some StringProtocol) {
    guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
    self = match.option
  }
}
