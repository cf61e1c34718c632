import OrientationSpec

/// Seed 004's app (`shared/seeds/004_796edd6786a59b37.txt`): portrait tabs, a rotatable PDF page, a landscape video page.
///
/// `RiceTabBarController` holds two `RiceNavigationController` tabs. Info.plist
/// is Xcode's iPhone list, which the root-driven app delegate replaces and the
/// resolvers without a delegate method read. Arena: 0 the tab bar, 1 the home
/// navigation controller, 2 the list, then what the home tab pushes, then the
/// other tab.
enum Seed004App {
  static let configuration = AppConfiguration(idiom: .phone, osVersion: .iOS17)

  static let list = ControllerSpec.content("ListViewController", supports: .portrait)
  static let pdf = ControllerSpec.content("PDFViewController", supports: .all)
  static let video = ControllerSpec.content("VideoViewController", supports: .landscape)

  /// `RiceTabBarController` whose home tab pushes `pushed`.
  static func tabs(pushing pushed: [ControllerSpec] = []) -> ControllerSpec {
    .tabBar(
      name: "RiceTabBarController",
      [
        .navigation(name: "HomeNavigationController", [list] + pushed),
        .navigation(
          name: "MineNavigationController", [.content("MineViewController", supports: .portrait)]),
      ])
  }

  /// Requirement 1: the list stays portrait, the PDF page rotates.
  static let pdfPage = ArticleSession(
    title: "turning the device on the list, pushing the PDF page, turning it again",
    app: configuration, root: tabs(),
    events: [
      .rotateDevice(.landscapeLeft), .rotateDevice(.portrait), .push(pdf, navigation: 0),
      .rotateDevice(.landscapeLeft),
    ])

  /// The PDF page left in landscape, popped.
  static let popFromLandscape = ArticleSession(
    title: "popping the PDF page in landscape",
    app: configuration, root: tabs(pushing: [pdf]), orientation: .landscapeRight,
    events: [.pop(navigation: 0), .rotateDevice(.portrait)])

  /// Requirement 2: the video page, pushed while the device is held portrait.
  static let pushVideo = ArticleSession(
    title: "pushing the video page, the device held portrait",
    app: configuration, root: tabs(), events: [.push(video, navigation: 0)])

  /// The video page pushed, then popped, the device held portrait all along.
  static let pushVideoThenPop = ArticleSession(
    title: "pushing the video page, then popping it, the device held portrait",
    app: configuration, root: tabs(),
    events: [.push(video, navigation: 0), .pop(navigation: 0)])

  /// The video page pushed while the device is already held landscape left (the list stayed portrait).
  static let pushVideoDeviceLandscape = ArticleSession(
    title: "pushing the video page while the device is already held landscape left",
    app: configuration, root: tabs(), device: .landscapeLeft,
    events: [.push(video, navigation: 0)])

  /// The PDF page, shown in portrait over the video page, popped: the video page appears again.
  static let popBackToVideo = ArticleSession(
    title: "popping the portrait PDF page back to the video page (viewDidAppear runs again)",
    app: configuration, root: tabs(pushing: [video, pdf]), events: [.pop(navigation: 0)])

  /// The same push, with UIKit's own preferred orientation left unclamped (§7.1, U).
  static let pushVideoUnclamped = ArticleSession(
    title:
      "pushing the video page, UIKit's own preferred orientation not clamped (§7.1 assumption)",
    app: configuration, root: tabs(), events: [.push(video, navigation: 0)],
    assumptions: {
      var assumptions = Assumptions()
      assumptions.inheritedPreferredOrientationIsClamped = false
      return assumptions
    }())

  /// "把需要横屏的 VC 用 present 的方式显示出来", from the list, then dismissed.
  static func presentVideo(_ style: ModalPresentationStyle) -> ArticleSession {
    ArticleSession(
      title: "presenting the video page \(style.name) instead of pushing it, then dismissing it",
      app: configuration, root: tabs(),
      events: [
        .present(video, style: style, from: 2, animated: true),
        .dismiss(presented: 0, animated: true),
      ])
  }
}
