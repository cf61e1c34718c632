import OrientationSpec
import Testing

@Suite("R26: Status bar: the owner follows the presentation chain and container children")
struct R26Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var root: ControllerSpec
    var app: AppConfiguration
    var resolver: any OrientationResolver
    var orientation: InterfaceOrientation
    var owner: ControllerID?
    var hiddenController: ControllerID?
    var styleController: ControllerID?
    var isHidden: Bool
    var style: StatusBarStyle
    var sourceLocation: SourceLocation

    /// `owner`, `hidden` and `style` are positions; `hidden` and `style`
    /// default to the owner.
    init(
      _ name: String, _ root: ControllerSpec, app: AppConfiguration = .phone(),
      resolver: any OrientationResolver = UIKitDefaultResolver(),
      in orientation: InterfaceOrientation = .portrait,
      owner: Int?, hidden: Int? = nil, style: Int? = nil, isHidden: Bool = false,
      shows: StatusBarStyle = .default,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.root = root
      self.app = app
      self.resolver = resolver
      self.orientation = orientation
      self.owner = owner.map(ControllerID.init)
      hiddenController = (hidden ?? owner).map(ControllerID.init)
      styleController = (style ?? owner).map(ControllerID.init)
      self.isHidden = isHidden
      self.style = shows
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(resolver.name): \(name)" }
  }

  static let base = ControllerSpec.content("Base", statusBarStyle: .darkContent)
  static let light = ControllerSpec.content(
    "Light", statusBarHidden: true, statusBarStyle: .lightContent)

  static let rows: [Row] = [
    Row("the root owns the status bar", base, owner: 0, shows: .darkContent),
    // Presentations: only full screen, or a capture, takes it over.
    Row(
      "a full-screen presentation takes it over", base.presenting(light, style: .fullScreen),
      owner: 1, isHidden: true, shows: .lightContent),
    Row(
      "over full screen leaves it with the presenter (though it decides orientation)",
      base.presenting(light, style: .overFullScreen), owner: 0, shows: .darkContent),
    Row(
      "over full screen with capturesStatusBarAppearance takes it over",
      base.presenting(light.with(.capturesStatusBarAppearance), style: .overFullScreen), owner: 1,
      isHidden: true, shows: .lightContent),
    Row(
      "a page sheet leaves it with the presenter on iOS 13+",
      base.presenting(light, style: .pageSheet),
      owner: 0, shows: .darkContent),
    Row(
      "a page sheet that captures takes it over",
      base.presenting(light.with(.capturesStatusBarAppearance), style: .pageSheet),
      owner: 1, isHidden: true, shows: .lightContent),
    Row(
      "a page sheet adapted to full screen on iOS 12 takes it over",
      base.presenting(light, style: .pageSheet),
      app: .phone(12), owner: 1, isHidden: true, shows: .lightContent),
    Row(
      "a custom presentation that removes the presenter's view is not full screen",
      base.presenting(light.with(.removesPresentersView), style: .custom), owner: 0,
      shows: .darkContent),
    Row(
      "a controller being dismissed has given it back",
      base.presenting(light, style: .fullScreen, phase: .beingDismissed), owner: 0,
      shows: .darkContent),
    Row(
      "a full-screen controller above a sheet owns it",
      base.presenting(.content("Sheet").presenting(light, style: .fullScreen), style: .formSheet),
      owner: 2, isHidden: true, shows: .lightContent),
    // Navigation controllers: style from the bar while it is visible, hidden
    // from the top.
    Row(
      "a visible black bar sets light content; the top answers hidden",
      .navigation([.content("List"), light], barStyle: .black), owner: 0, hidden: 2, style: 0,
      isHidden: true, shows: .lightContent),
    Row(
      "a visible default bar sets the default style; the top's style is not asked",
      .navigation([light]), owner: 0, hidden: 1, style: 0, isHidden: true, shows: .default),
    Row(
      "a hidden bar lets the top set the style",
      .navigation([.content("List"), light], options: .navigationBarHidden, barStyle: .black),
      owner: 0, hidden: 2, style: 2, isHidden: true, shows: .lightContent),
    Row(
      "an empty navigation controller answers for itself",
      .navigation([], options: .navigationBarHidden, barStyle: .black), owner: 0, isHidden: false,
      shows: .lightContent),
    // Tab bar controllers: the selected child, followed further down.
    Row(
      "a tab bar forwards both to its selection", .tabBar([base, light], selected: .index(1)),
      owner: 0, hidden: 2, style: 2, isHidden: true, shows: .lightContent),
    Row(
      "through a navigation tab with a visible bar",
      .tabBar([.navigation([base], barStyle: .black)]), owner: 0, hidden: 2, style: 1,
      shows: .lightContent),
    Row(
      "a tab bar without a selection answers for itself", .tabBar([light], selected: .none),
      owner: 0),
    // The app's setting and the default.
    Row(
      "UIViewControllerBasedStatusBarAppearance NO: the app, not controllers",
      base.presenting(light, style: .fullScreen),
      app: AppConfiguration(idiom: .phone, viewControllerBasedStatusBarAppearance: false),
      owner: nil),
    // UIKit's default prefersStatusBarHidden: "For apps linked against iOS 8 or
    // later, this method returns true if the view controller is in a vertically
    // compact environment" (developer.apple.com, UIViewController.prefersStatusBarHidden).
    Row(
      "iPhone landscape (vertically compact) hides the status bar by default", .content("Screen"),
      in: .landscapeLeft, owner: 0, isHidden: true),
    Row("iPhone portrait shows it", .content("Screen"), in: .portrait, owner: 0, isHidden: false),
    Row(
      "iPad landscape shows it", .content("Screen"), app: .pad(), in: .landscapeRight, owner: 0,
      isHidden: false),
    Row(
      "iPhone landscape on iOS 7 shows it", .content("Screen"), app: .phone(7), in: .landscapeRight,
      owner: 0, isHidden: false),
    Row(
      "a declared answer overrides the landscape default",
      .content("Screen", statusBarHidden: false),
      in: .landscapeLeft, owner: 0, isHidden: false),
    // The resolver answers for the controllers UIKit asks.
    Row(
      "reference: with a visible bar UIKit still asks the navigation controller for the style",
      .navigation([.content("List"), light], barStyle: .black), resolver: ReferenceResolver(),
      owner: 0, hidden: 2, style: 0, isHidden: true, shows: .lightContent),
    Row(
      "reference: the forwarded style is the top's, not the bar's",
      .navigation([base], barStyle: .black), resolver: ReferenceResolver(), owner: 0, hidden: 1,
      style: 0, shows: .darkContent),
  ]

  @Test("Who owns the status bar and what it shows", arguments: rows)
  func statusBar(_ row: Row) throws {
    let hierarchy = try makeHierarchy(row.root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: row.resolver, interfaceOrientation: row.orientation,
      trigger: .query)
    let statusBar = try #require(resolution.statusBar, sourceLocation: row.sourceLocation)
    #expect(statusBar.owner == row.owner, sourceLocation: row.sourceLocation)
    #expect(statusBar.hiddenController == row.hiddenController, sourceLocation: row.sourceLocation)
    #expect(statusBar.styleController == row.styleController, sourceLocation: row.sourceLocation)
    #expect(statusBar.isHidden == row.isHidden, sourceLocation: row.sourceLocation)
    #expect(statusBar.style == row.style, sourceLocation: row.sourceLocation)
    #expect(resolution.rules.contains(.r26), sourceLocation: row.sourceLocation)
  }

  @Test("The status bar is asked in the orientation just chosen")
  func askedAfterRotation() throws {
    let hierarchy = try makeHierarchy(.content("Player", supports: .landscape))
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: UIKitDefaultResolver(), interfaceOrientation: .portrait)
    #expect(resolution.interfaceOrientation == .landscapeRight)
    #expect(resolution.statusBar?.isHidden == true)
  }

  @Test("A bar style gives its status-bar style")
  func barStyles() {
    #expect(BarStyle.black.statusBarStyle == .lightContent)
    #expect(BarStyle.default.statusBarStyle == .default)
  }
}
