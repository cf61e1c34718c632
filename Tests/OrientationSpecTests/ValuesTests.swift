import OrientationSpec
import Testing

@Suite("R20, R21: UIKit's raw values, the device-to-interface mapping and the mask's text")
struct ValuesTests {
  // MARK: - Golden raw values (§6)

  @Test("InterfaceOrientation has UIInterfaceOrientation's raw values")
  func interfaceOrientationRawValues() {
    #expect(InterfaceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(
      InterfaceOrientation.allCases
        == [.unknown, .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft])
    #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(
      InterfaceOrientation.valid == [
        .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft,
      ])
  }

  @Test("DeviceOrientation has UIDeviceOrientation's raw values")
  func deviceOrientationRawValues() {
    #expect(DeviceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(
      DeviceOrientation.allCases
        == [
          .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
          .faceDown,
        ])
  }

  @Test("InterfaceOrientationMask has UIInterfaceOrientationMask's bits")
  func maskBits() {
    #expect(InterfaceOrientationMask.portrait.rawValue == 2)
    #expect(InterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
    #expect(InterfaceOrientationMask.landscapeRight.rawValue == 8)
    #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(InterfaceOrientationMask.landscape.rawValue == 24)
    #expect(InterfaceOrientationMask.all.rawValue == 30)
    #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    #expect(InterfaceOrientationMask().rawValue == 0)
  }

  @Test("ModalPresentationStyle has UIModalPresentationStyle's raw values, -2 to 7")
  func presentationStyleRawValues() {
    #expect(ModalPresentationStyle.allCases.map(\.rawValue) == Array(-2...7))
    #expect(
      ModalPresentationStyle.allCases == [
        .automatic, .none, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom,
        .overFullScreen, .overCurrentContext, .popover,
      ])
  }

  @Test("StatusBarStyle, BarStyle and UserInterfaceIdiom have UIKit's raw values")
  func otherRawValues() {
    #expect(StatusBarStyle.allCases.map(\.rawValue) == [0, 1, 3])
    #expect(StatusBarStyle.allCases == [.default, .lightContent, .darkContent])
    #expect(BarStyle.allCases.map(\.rawValue) == [0, 1])
    #expect(UserInterfaceIdiom.allCases.map(\.rawValue) == [0, 1])
    #expect(UserInterfaceIdiom.allCases == [.phone, .pad])
  }

  // MARK: - Mapping laws (R20, R21)

  @Test(
    "A device pose maps to the interface orientation with its raw value; the landscape names swap",
    arguments: [
      (DeviceOrientation.portrait, InterfaceOrientation.portrait),
      (.portraitUpsideDown, .portraitUpsideDown),
      (.landscapeLeft, .landscapeRight),
      (.landscapeRight, .landscapeLeft),
    ])
  func deviceToInterface(device: DeviceOrientation, interface: InterfaceOrientation) {
    #expect(device.isValidInterfaceOrientation)
    #expect(device.interfaceOrientation == interface)
    #expect(device.interfaceOrientation?.rawValue == device.rawValue)
    #expect(interface.deviceOrientation == device)
  }

  @Test(
    "Flat and unknown device orientations map to no interface orientation",
    arguments: [DeviceOrientation.faceUp, .faceDown, .unknown])
  func flatAndUnknown(device: DeviceOrientation) {
    #expect(!device.isValidInterfaceOrientation)
    #expect(device.interfaceOrientation == nil)
    #expect(device.isFlat == (device != .unknown))
  }

  @Test("Device predicates follow UIDeviceOrientationIs…")
  func devicePredicates() {
    #expect(DeviceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
    #expect(DeviceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    #expect(DeviceOrientation.allCases.filter(\.isFlat) == [.faceUp, .faceDown])
    #expect(InterfaceOrientation.unknown.deviceOrientation == .unknown)
  }

  @Test("An orientation's mask is 1 << its raw value; unknown has the empty mask")
  func orientationMask() {
    for orientation in InterfaceOrientation.valid {
      #expect(orientation.mask.rawValue == 1 << UInt(orientation.rawValue), "\(orientation)")
      #expect(InterfaceOrientationMask(orientation) == orientation.mask, "\(orientation)")
      #expect(orientation.mask.orientations == [orientation], "\(orientation)")
    }
    #expect(InterfaceOrientation.unknown.mask == [])
    #expect(InterfaceOrientationMask([.landscapeLeft, .portrait, .landscapeLeft]).rawValue == 18)
  }

  @Test("contains answers per orientation, and never for unknown")
  func maskContains() {
    #expect(InterfaceOrientationMask.landscape.contains(.landscapeLeft))
    #expect(InterfaceOrientationMask.landscape.contains(.landscapeRight))
    #expect(!InterfaceOrientationMask.landscape.contains(.portrait))
    #expect(!InterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
    #expect(!InterfaceOrientationMask.all.contains(.unknown))
    #expect(!InterfaceOrientationMask(rawValue: 1).contains(.unknown))
  }

  @Test("orientations lists raw-value order; count and unknown bits")
  func maskOrientations() {
    #expect(
      InterfaceOrientationMask.all.orientations == [
        .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft,
      ])
    #expect(InterfaceOrientationMask.landscape.orientations == [.landscapeRight, .landscapeLeft])
    #expect(InterfaceOrientationMask().orientations == [])
    #expect(InterfaceOrientationMask.allButUpsideDown.count == 3)
    #expect(InterfaceOrientationMask(rawValue: 1 | 32 | 2).count == 1)
    #expect(InterfaceOrientationMask(rawValue: 1).hasUnknownBits)
    #expect(InterfaceOrientationMask(rawValue: 32).hasUnknownBits)
    #expect(!InterfaceOrientationMask.all.hasUnknownBits)
    #expect(
      InterfaceOrientationMask.landscape.first(in: [.landscapeLeft, .landscapeRight])
        == .landscapeLeft)
    #expect(InterfaceOrientationMask.portrait.first(in: [.landscapeLeft]) == nil)
  }

  // MARK: - Text

  @Test(
    "A mask prints as the Swift source that builds it",
    arguments: [
      (InterfaceOrientationMask([.portrait, .landscapeLeft]), "[.portrait, .landscapeLeft]"),
      (InterfaceOrientationMask(), "[]"),
      (.landscape, ".landscape"),
      (.all, ".all"),
      (.allButUpsideDown, ".allButUpsideDown"),
      (.portrait, ".portrait"),
      (.landscapeRight, ".landscapeRight"),
      (
        InterfaceOrientationMask([.portrait, .portraitUpsideDown]),
        "[.portrait, .portraitUpsideDown]"
      ),
      (InterfaceOrientationMask(rawValue: 1), "InterfaceOrientationMask(rawValue: 1)"),
      (InterfaceOrientationMask(rawValue: 34), "InterfaceOrientationMask(rawValue: 34)"),
    ])
  func maskDescription(mask: InterfaceOrientationMask, text: String) {
    #expect(mask.description == text)
  }

  @Test("Each of the 16 masks parses back from its description", arguments: 0..<16)
  func maskRoundTrip(bits: UInt) {
    let mask = InterfaceOrientationMask(rawValue: bits << 1)
    #expect(InterfaceOrientationMask(parsing: mask.description) == mask, "\(mask)")
  }

  @Test(
    "Parsing accepts names with or without a dot, lists and spaces",
    arguments: [
      ("landscape", InterfaceOrientationMask.landscape),
      (".allButUpsideDown", .allButUpsideDown),
      ("  .all\t", .all),
      ("[]", InterfaceOrientationMask()),
      ("[ ]", InterfaceOrientationMask()),
      ("[portrait, .landscapeLeft]", InterfaceOrientationMask([.portrait, .landscapeLeft])),
      ("[.landscape, .portrait]", InterfaceOrientationMask([.landscape, .portrait])),
      ("[ .portraitUpsideDown ]", .portraitUpsideDown),
    ])
  func maskParsing(text: String, mask: InterfaceOrientationMask) {
    #expect(InterfaceOrientationMask(parsing: text) == mask)
  }

  @Test(
    "Parsing refuses what description never prints",
    arguments: [
      "", "sideways", "[.portrait", ".portrait]", "[.portrait,]", "[.portrait .landscapeLeft]",
      "..all", "All", "unknown",
    ])
  func maskParsingRefuses(text: String) {
    #expect(InterfaceOrientationMask(parsing: text) == nil)
  }

  @Test("uikitList is UIKit's comma list of names")
  func uikitList() {
    #expect(InterfaceOrientationMask.portrait.uikitList == "portrait")
    #expect(
      InterfaceOrientationMask([.portrait, .portraitUpsideDown]).uikitList
        == "portrait, portraitUpsideDown")
    #expect(InterfaceOrientationMask().uikitList == "")
  }

  // MARK: - NamedCase

  @Test("Every case prints with a dot and parses back with or without it")
  func namedCaseRoundTrips() {
    func check<Value: NamedCase & Equatable>(_: Value.Type) {
      for value in Value.allCases {
        #expect(value.description == "." + value.name)
        #expect(Value(name: value.name) == value)
        #expect(Value(name: value.description) == value)
        #expect(Value(name: value.name[...]) == value)
      }
    }
    check(InterfaceOrientation.self)
    check(DeviceOrientation.self)
    check(ModalPresentationStyle.self)
    check(StatusBarStyle.self)
    check(UserInterfaceIdiom.self)
  }

  @Test("Names are UIKit's Swift spellings")
  func namedCaseSpellings() {
    #expect(InterfaceOrientation(name: "landscapeLeft") == .landscapeLeft)
    #expect(InterfaceOrientation(name: ".landscapeRight") == .landscapeRight)
    #expect(DeviceOrientation(name: ".faceDown") == .faceDown)
    #expect(ModalPresentationStyle(name: "overFullScreen") == .overFullScreen)
    #expect(ModalPresentationStyle(name: ".automatic") == .automatic)
    #expect(StatusBarStyle(name: ".lightContent") == .lightContent)
    #expect(StatusBarStyle(name: "default") == .default)
    #expect(UserInterfaceIdiom(name: ".pad") == .pad)
    #expect(InterfaceOrientation.portraitUpsideDown.description == ".portraitUpsideDown")
    #expect(ModalPresentationStyle.overCurrentContext.description == ".overCurrentContext")
  }

  @Test(
    "Unknown names are refused",
    arguments: [
      "", ".", "..portrait", "LandscapeLeft", "landscape", "faceUp ", "fullscreen", "iphone",
    ])
  func namedCaseRefuses(text: String) {
    #expect(InterfaceOrientation(name: text) == nil)
    #expect(ModalPresentationStyle(name: text) == nil)
    #expect(UserInterfaceIdiom(name: text) == nil)
    #expect(StatusBarStyle(name: text) == nil)
  }

  @Test("A device-only name is not an interface orientation")
  func deviceOnlyNames() {
    #expect(DeviceOrientation(name: "faceUp") == .faceUp)
    #expect(InterfaceOrientation(name: "faceUp") == nil)
  }

  @Test("A mask's fallback follows §7.6: preferred, current, the device's pose, the order")
  func fallbackOrder() {
    let order: [InterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft]
    func fallback(
      _ mask: InterfaceOrientationMask, _ preferred: InterfaceOrientation?,
      _ current: InterfaceOrientation, _ device: DeviceOrientation
    ) -> InterfaceOrientation? {
      mask.fallback(preferring: preferred, current: current, device: device, fallbackOrder: order)
    }
    #expect(
      fallback(.landscape, .landscapeLeft, .landscapeRight, .landscapeRight) == .landscapeLeft)
    #expect(fallback(.landscape, .portrait, .landscapeRight, .landscapeLeft) == .landscapeRight)
    #expect(fallback(.landscape, nil, .portrait, .landscapeRight) == .landscapeLeft)  // the pose
    #expect(fallback(.landscape, .portrait, .portrait, .faceUp) == .landscapeRight)  // the order
    #expect(fallback(.portraitUpsideDown, nil, .portrait, .portrait) == nil)
  }
}
