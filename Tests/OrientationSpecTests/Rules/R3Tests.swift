import OrientationSpec
import Testing

@Suite("R3: Which presentation styles fill the window, by idiom and iOS version")
struct R3Tests {
  struct Row: Sendable, CustomTestStringConvertible {
    var style: ModalPresentationStyle
    var options: ControllerOptions
    var idiom: UserInterfaceIdiom
    var version: Int
    var orientation: InterfaceOrientation
    var assumptions: Assumptions
    var adapted: ModalPresentationStyle
    var fills: Bool
    var sourceLocation: SourceLocation

    init(
      _ style: ModalPresentationStyle, options: ControllerOptions = [],
      on idiom: UserInterfaceIdiom,
      _ version: Int, in orientation: InterfaceOrientation = .portrait,
      assumptions: Assumptions = .default,
      adapts adapted: ModalPresentationStyle, fills: Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.style = style
      self.options = options
      self.idiom = idiom
      self.version = version
      self.orientation = orientation
      self.assumptions = assumptions
      self.adapted = adapted
      self.fills = fills
      self.sourceLocation = sourceLocation
    }

    var app: AppConfiguration {
      idiom == .phone ? .phone(version) : .pad(version)
    }

    var testDescription: String {
      var text =
        "\(style)\(options.names.map { " " + $0 }.joined()) on \(idiom.name) iOS \(version)"
      if orientation != .portrait { text += " in \(orientation)" }
      if assumptions != .default { text += " [\(assumptions)]" }
      return text + (fills ? " fills" : " does not fill")
    }
  }

  static let compactHeightSheet = Assumptions.with(\.sheetFillsWindowInCompactHeight, true)
  static let contextFills = Assumptions.with(\.contextStylesFillWindowWhenCompact, true)

  static let rows: [Row] = [
    // Full screen and over full screen.
    Row(.fullScreen, on: .phone, 17, adapts: .fullScreen, fills: true),
    Row(.fullScreen, on: .pad, 8, adapts: .fullScreen, fills: true),
    Row(.overFullScreen, on: .phone, 17, adapts: .overFullScreen, fills: true),
    Row(.overFullScreen, on: .pad, 12, adapts: .overFullScreen, fills: true),
    Row(
      .overFullScreen, on: .phone, 17, assumptions: .with(\.overFullScreenFillsWindow, false),
      adapts: .overFullScreen, fills: false),
    // Sheets: iPad regular never fills.
    Row(.pageSheet, on: .pad, 12, adapts: .pageSheet, fills: false),
    Row(.formSheet, on: .pad, 17, adapts: .formSheet, fills: false),
    Row(
      .pageSheet, on: .pad, 17, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .pageSheet, fills: false),
    // Sheets on iPhone: full screen to iOS 12, a sheet from 13.
    Row(.pageSheet, on: .phone, 8, adapts: .fullScreen, fills: true),
    Row(.pageSheet, on: .phone, 12, adapts: .fullScreen, fills: true),
    Row(.formSheet, on: .phone, 12, adapts: .fullScreen, fills: true),
    Row(.pageSheet, on: .phone, 13, adapts: .pageSheet, fills: false),
    Row(.formSheet, on: .phone, 17, adapts: .formSheet, fills: false),
    // Compact height (iPhone landscape): an assumption, from iOS 15 as the
    // catalogue's row says; on iOS 13 and 14 a sheet in landscape stays a sheet.
    Row(.pageSheet, on: .phone, 17, in: .landscapeLeft, adapts: .pageSheet, fills: false),
    Row(.formSheet, on: .phone, 15, in: .landscapeRight, adapts: .formSheet, fills: false),
    Row(
      .pageSheet, on: .phone, 17, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .fullScreen, fills: true),
    Row(
      .formSheet, on: .phone, 15, in: .landscapeRight, assumptions: compactHeightSheet,
      adapts: .fullScreen, fills: true),
    Row(
      .pageSheet, on: .phone, 15, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .fullScreen, fills: true),
    Row(
      .pageSheet, on: .phone, 13, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .pageSheet, fills: false),
    Row(
      .pageSheet, on: .phone, 14, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .pageSheet, fills: false),
    Row(
      .formSheet, on: .phone, 13, in: .landscapeRight, assumptions: compactHeightSheet,
      adapts: .formSheet, fills: false),
    Row(
      .formSheet, on: .phone, 14, in: .landscapeRight, assumptions: compactHeightSheet,
      adapts: .formSheet, fills: false),
    Row(
      .automatic, on: .phone, 14, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .pageSheet, fills: false),
    Row(
      .popover, on: .phone, 14, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .formSheet, fills: false),
    Row(
      .popover, on: .phone, 15, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .fullScreen, fills: true),
    Row(
      .pageSheet, on: .phone, 17, in: .portrait, assumptions: compactHeightSheet,
      adapts: .pageSheet, fills: false),
    // Automatic: fullScreen before 13, pageSheet 13–17, formSheet from 18.
    Row(.automatic, on: .phone, 12, adapts: .fullScreen, fills: true),
    Row(.automatic, on: .pad, 12, adapts: .fullScreen, fills: true),
    Row(.automatic, on: .phone, 13, adapts: .pageSheet, fills: false),
    Row(.automatic, on: .phone, 17, adapts: .pageSheet, fills: false),
    Row(.automatic, on: .pad, 17, adapts: .pageSheet, fills: false),
    Row(.automatic, on: .phone, 18, adapts: .formSheet, fills: false),
    Row(.automatic, on: .pad, 26, adapts: .formSheet, fills: false),
    Row(
      .automatic, on: .phone, 18, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .fullScreen, fills: true),
    // Popover: regular never; compact iOS 8–12 full screen unless adaptation is
    // prevented; 13+ a form sheet.
    Row(.popover, on: .pad, 12, adapts: .popover, fills: false),
    Row(.popover, on: .pad, 17, adapts: .popover, fills: false),
    Row(.popover, on: .phone, 8, adapts: .fullScreen, fills: true),
    Row(.popover, on: .phone, 12, adapts: .fullScreen, fills: true),
    Row(.popover, options: .preventsAdaptation, on: .phone, 12, adapts: .popover, fills: false),
    Row(.popover, on: .phone, 13, adapts: .formSheet, fills: false),
    Row(.popover, on: .phone, 17, adapts: .formSheet, fills: false),
    Row(.popover, options: .preventsAdaptation, on: .phone, 17, adapts: .popover, fills: false),
    Row(
      .popover, on: .phone, 17, in: .landscapeLeft, assumptions: compactHeightSheet,
      adapts: .fullScreen, fills: true),
    // Context styles: never by default; full screen in compact width under the
    // assumption.
    Row(.currentContext, on: .phone, 17, adapts: .currentContext, fills: false),
    Row(.overCurrentContext, on: .phone, 12, adapts: .overCurrentContext, fills: false),
    Row(
      .currentContext, on: .phone, 17, assumptions: contextFills, adapts: .fullScreen, fills: true),
    Row(
      .overCurrentContext, on: .phone, 12, assumptions: contextFills, adapts: .fullScreen,
      fills: true),
    Row(
      .overCurrentContext, on: .pad, 17, assumptions: contextFills, adapts: .overCurrentContext,
      fills: false),
    // Custom: fills only when the presentation controller removes the
    // presenter's view.
    Row(.custom, on: .phone, 17, adapts: .custom, fills: false),
    Row(.custom, on: .pad, 12, adapts: .custom, fills: false),
    Row(.custom, options: .removesPresentersView, on: .phone, 17, adapts: .custom, fills: true),
    Row(.custom, options: .removesPresentersView, on: .pad, 8, adapts: .custom, fills: true),
  ]

  @Test("adaptedStyle and fillsWindow follow the catalogue's table", arguments: rows)
  func fills(_ row: Row) {
    let controller = Controller(.content, modalPresentationStyle: row.style, options: row.options)
    let adapted = System.adaptedStyle(
      of: controller, app: row.app, interfaceOrientation: row.orientation,
      assumptions: row.assumptions)
    let fills = System.fillsWindow(
      controller, app: row.app, interfaceOrientation: row.orientation, assumptions: row.assumptions)
    #expect(adapted == row.adapted, sourceLocation: row.sourceLocation)
    #expect(fills == row.fills, sourceLocation: row.sourceLocation)
  }

  @Test("A presented controller decides exactly when its style fills the window", arguments: rows)
  func decides(_ row: Row) throws {
    let root = ControllerSpec.content("Presenter").with(.definesPresentationContext)
      .presenting(.content("Presented", options: row.options), style: row.style)
    let hierarchy = try makeHierarchy(root, sourceLocation: row.sourceLocation)
    let resolution = resolve(
      hierarchy, in: row.app, resolver: UIKitDefaultResolver(),
      interfaceOrientation: row.orientation,
      trigger: .query, assumptions: row.assumptions)
    #expect(
      resolution.decision?.decider == ControllerID(row.fills ? 1 : 0),
      sourceLocation: row.sourceLocation)
    #expect(resolution.rules.prefix(3) == [.r5, .r1, .r3], sourceLocation: row.sourceLocation)
  }

  @Test("An alert's own presentation never fills the window: its presenter decides")
  func alertDoesNotFill() throws {
    let hierarchy = try makeHierarchy(
      .content("Presenter").presenting(.alert(), style: .fullScreen))
    #expect(hierarchy[ControllerID(1)].modalPresentationStyle == .custom)
    let resolution = resolve(
      hierarchy, in: .phone(12), resolver: UIKitDefaultResolver(), trigger: .query)
    #expect(resolution.decision?.decider == ControllerID(0))
  }

  @Test("R3 is recorded only when the root presents")
  func recordedOnlyWithPresentations() throws {
    let hierarchy = try makeHierarchy(.content("Screen"))
    let resolution = resolve(
      hierarchy, in: .phone(), resolver: UIKitDefaultResolver(), trigger: .query)
    #expect(!resolution.rules.contains(.r3))
  }

  @Test("A controller's default style is .automatic from iOS 13, .fullScreen before")
  func defaultStyle() {
    #expect(ModalPresentationStyle.default(on: .iOS(12)) == .fullScreen)
    #expect(ModalPresentationStyle.default(on: .iOS(13)) == .automatic)
    #expect(ControllerSpec.content().controller.modalPresentationStyle == .automatic)
  }
}
