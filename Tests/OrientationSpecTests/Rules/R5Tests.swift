import OrientationSpec
import Testing

/// An app delegate that answers per window: `.landscape` for windows above the
/// normal level (a video player's own window), `nil` (not implemented)
/// otherwise.
struct PerWindowDelegateResolver: OrientationResolver {
  var name: String { "per-window-delegate" }

  func applicationSupportedInterfaceOrientations(for window: WindowHandle<Self>)
    -> InterfaceOrientationMask?
  {
    window.level > Window.normalLevel ? .landscape : window.declaredAppDelegateOrientations
  }
}

@Suite("R5: The app mask: the app delegate, else Info.plist, else the idiom's default")
struct R5Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var app: AppConfiguration
    var appMask: InterfaceOrientationMask
    var source: AppMaskSource
    var sourceLocation: SourceLocation

    init(
      _ name: String, _ app: AppConfiguration, appMask: InterfaceOrientationMask,
      source: AppMaskSource, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.name = name
      self.app = app
      self.appMask = appMask
      self.source = source
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      "the delegate replaces the plist",
      .phone(plist: [.portrait, .landscapeLeft], delegate: .portrait),
      appMask: .portrait, source: .appDelegate),
    Row(
      "the delegate may allow more than the plist", .phone(plist: [.portrait], delegate: .all),
      appMask: .all, source: .appDelegate),
    Row(
      "the delegate replaces a missing key", .phone(plist: nil, delegate: .landscape),
      appMask: .landscape, source: .appDelegate),
    Row(
      "iPhone: the plist key", .phone(plist: [.portrait]), appMask: .portrait, source: .infoPlist),
    Row(
      "iPhone: Xcode's template list", .phone(plist: [.portrait, .landscapeLeft, .landscapeRight]),
      appMask: .allButUpsideDown, source: .infoPlist),
    Row(
      "iPhone: the ~ipad key is ignored",
      AppConfiguration(
        idiom: .phone, plistOrientations: [.portrait],
        padPlistOrientations: InterfaceOrientation.valid),
      appMask: .portrait, source: .infoPlist),
    Row(
      "iPad: the ~ipad key replaces the plain key",
      AppConfiguration(
        idiom: .pad, plistOrientations: [.portrait],
        padPlistOrientations: [.landscapeLeft, .landscapeRight],
        requiresFullScreen: true),
      appMask: .landscape, source: .infoPlist),
    Row(
      "iPad: without ~ipad, the plain key", .pad(plist: [.portrait, .portraitUpsideDown]),
      appMask: [.portrait, .portraitUpsideDown], source: .infoPlist),
    Row(
      "iPhone: no key gives all but upside down", .phone(plist: nil), appMask: .allButUpsideDown,
      source: .idiomDefault),
    Row("iPad: no key gives all", .pad(plist: nil), appMask: .all, source: .idiomDefault),
    Row(
      "iPad: no key at all, ~ipad included",
      AppConfiguration(idiom: .pad, plistOrientations: nil, requiresFullScreen: true),
      appMask: .all, source: .idiomDefault),
  ]

  @Test("The window's app mask and its source", arguments: rows)
  func appMask(_ row: Row) throws {
    let hierarchy = try makeHierarchy(.content("Screen"), sourceLocation: row.sourceLocation)
    for resolver: any OrientationResolver in [UIKitDefaultResolver(), ReferenceResolver()] {
      let resolution = resolve(hierarchy, in: row.app, resolver: resolver, trigger: .query)
      let decision = try #require(resolution.decision, sourceLocation: row.sourceLocation)
      #expect(
        decision.appMask == row.appMask, "\(resolver.name)", sourceLocation: row.sourceLocation)
      #expect(
        decision.appMaskSource == row.source, "\(resolver.name)", sourceLocation: row.sourceLocation
      )
      #expect(resolution.rules.first == .r5, "\(resolver.name)", sourceLocation: row.sourceLocation)
    }
    if row.source != .appDelegate {
      let plist = row.app.plistMask(.default)
      #expect(plist.mask == row.appMask, sourceLocation: row.sourceLocation)
      #expect(plist.source == row.source, sourceLocation: row.sourceLocation)
    }
  }

  @Test("effectivePlistOrientations reads ~ipad only on iPad")
  func effectivePlist() {
    let phone = AppConfiguration(
      idiom: .phone, plistOrientations: [.portrait], padPlistOrientations: [.landscapeLeft])
    var pad = phone
    pad.idiom = .pad
    #expect(phone.effectivePlistOrientations == [.portrait])
    #expect(pad.effectivePlistOrientations == [.landscapeLeft])
    pad.padPlistOrientations = nil
    #expect(pad.effectivePlistOrientations == [.portrait])
  }

  @Test("The delegate is asked per window")
  func perWindow() throws {
    let hierarchy = try makeHierarchy(windows: [
      WindowSpec(root: .content("Main"), isKey: true),
      WindowSpec(root: .content("FullscreenPlayer"), level: Window.statusBarLevel),
    ])
    let resolution = resolve(
      hierarchy, in: .phone(plist: [.portrait]), resolver: PerWindowDelegateResolver(),
      trigger: .query)
    #expect(resolution.windows.map(\.appMask) == [.portrait, .landscape])
    #expect(resolution.windows.map(\.appMaskSource) == [.infoPlist, .appDelegate])
    #expect(resolution.windows.map(\.allowed) == [.portrait, .landscape])
  }
}
