extension Assumptions {
  /// Every assumption, in declaration order: the one list the command line, the scenario format,
  /// ``description`` and the mirror read (`Documentation/Rules/Assumptions.md` explains each).
  ///
  /// Sources use the ids of the rule catalogue (`uikit-rules.md`): rules `R#`, sections `§`,
  /// Apple `A#`, pages `P#`, issue threads `I#`, code `C#`.
  public static let catalogue: [Entry] = [
    .bool(
      \.overFullScreenFillsWindow, "overFullScreenFillsWindow",
      "Does a controller presented .overFullScreen fill the window, so that it decides?",
      sources: [
        "R1", "R3", "§1.3", "A19 UIModalPresentationStyle.overFullScreen",
        "P1 jierong.dev 2020", "I23 react-native-orientation-locker #231",
      ]),
    .bool(
      \.contextStylesFillWindowWhenCompact, "contextStylesFillWindowWhenCompact",
      "Do .currentContext and .overCurrentContext adapt to full screen in compact width?",
      sources: [
        "R3", "§1.3", "A33 View Controller Programming Guide", "A19 UIModalPresentationStyle",
        "A20 definesPresentationContext",
      ]),
    .bool(
      \.sheetFillsWindowInCompactHeight, "sheetFillsWindowInCompactHeight",
      "Does a sheet on an iPhone in landscape (compact height, iOS 15+) fill the window?",
      sources: [
        "R3", "§1.3", "A21 prefersEdgeAttachedInCompactHeight", "A19 UIModalPresentationStyle",
      ]),
    .bool(
      \.walksPastNonFillingPresentations, "walksPastNonFillingPresentations",
      "Does a full-screen controller presented above one that does not fill the window decide?",
      sources: [
        "R1", "§1.1", "A1 supportedInterfaceOrientations", "A29 iOS 6 release notes",
      ]),
    .choice(
      \.stackedCustomDecider, "stackedCustomDecider",
      "A .custom presentation that keeps its presenter's view sits on one that removes it:"
        + " which of the two decides?",
      sources: [
        "R1", "R3", "§1.1", "§1.3", "A1 supportedInterfaceOrientations",
        "A29 iOS 6 release notes", "I2 radar 22401547", "I11 NYTPhotoViewer #44",
      ]),
    .choice(
      \.emptyPlistList, "emptyPlistList",
      "How does an empty UISupportedInterfaceOrientations array count?",
      sources: ["R5", "R6", "§3.3", "C2 RotationDemo Info.plist"]),
    .bool(
      \.shouldAutorotateSuppressesExceptionOnIOS16, "shouldAutorotateSuppressesExceptionOnIOS16",
      "On iOS 16+, does a decider whose shouldAutorotate is false still escape E1?",
      sources: [
        "R9", "R10", "§4 E1", "A30 iOS 16 release notes", "I17 MonoGame #3158",
        "I21 SJVideoPlayer #572", "C2 RotationDemo",
      ]),
    .choice(
      \.delegateMaskChangeCheck, "delegateMaskChangeCheck",
      "An app-delegate mask change leaves no common orientation: when does E1 fire?",
      sources: [
        "R10", "R5", "§4 E1", "I23 react-native-orientation-locker #282",
        "react-native-orientation-locker #83", "react-native-orientation #61, #272",
        "react-native-navigation #2156",
      ]),
    .bool(
      \.inheritedPreferredOrientationIsClamped, "inheritedPreferredOrientationIsClamped",
      "Is UIKit's own preferredInterfaceOrientationForPresentation clamped to what is allowed?",
      sources: [
        "R8", "R11", "R13", "R14", "§4 E3", "§7.1",
        "A3 preferredInterfaceOrientationForPresentation", "I11 NYTPhotoViewer #360",
        "I14 Bytedance-UnionAD #105", "I15 JDStatusBarNotification #105",
      ]),
    .orientationOrder(
      "fallbackOrder",
      "When the orientation must leave a mask and nothing better applies, in which order are"
        + " orientations tried?",
      sources: ["R8", "R13", "R23", "§7.4", "§7.6", "A36 UIPreferredDefaultInterfaceOrientation"]),
    .choice(
      \.tabBarControllerDefault, "tabBarControllerDefault",
      "What does a UITabBarController that is not overridden answer on iOS 6+?",
      sources: ["R4", "R8", "§2", "A29 iOS 6 release notes", "P12 blog.costan.us 2009"]),
    .choice(
      \.orientationWindow, "orientationWindow",
      "When several windows have a root, whose decider sets the interface orientation?",
      sources: [
        "R1", "§1.6", "C3 ZFPlayer ZFLandscapeWindow",
        "C4 SJBaseVideoPlayer SJRotationFullscreenWindow", "A6 requestGeometryUpdate",
      ]),
    .mask(
      \.deviceSupportedOrientations, "deviceSupportedOrientations",
      "Which orientations does the device itself support (the third factor of allowed)?",
      sources: ["R7", "§0", "§3.5", "A1 supportedInterfaceOrientations"]),
    .bool(
      \.attemptRotationWorksOnIOS16, "attemptRotationWorksOnIOS16",
      "Does attemptRotationToDeviceOrientation() still rerun the device rule on iOS 16+?",
      sources: [
        "R16", "§5", "A4 attemptRotationToDeviceOrientation()", "A30 iOS 16 release notes",
      ]),
    .bool(
      \.deviceOrientationSettingWorksOnIOS16, "deviceOrientationSettingWorksOnIOS16",
      "Does setting UIDevice.orientation by key-value coding still act as a device event on"
        + " iOS 16+?",
      sources: ["R19", "§5", "I19 flutter #111587, react-native-orientation-locker #241"]),
    .version(
      \.preferredMessageNamesBothSidesFrom, "preferredMessageNamesBothSidesFrom",
      "From which iOS version does UIKit print E3's message (naming both sides) instead of E2's?",
      sources: [
        "R11", "§4 E2", "§4 E3", "I12 IDMPhotoBrowser #31, vk-ios-sdk #116",
        "I13 ProMotion #607", "I14 Bytedance-UnionAD #105", "I11 NYTPhotoViewer #360",
      ]),
    .bool(
      \.externalDisplayFollowsDevice, "externalDisplayFollowsDevice",
      "Does a scene on an external display turn with the device?",
      sources: [
        "R12", "R22", "§1.6", "A26 UIWindowScene.interfaceOrientation",
        "A6 requestGeometryUpdate",
      ]),
    .bool(
      \.sceneDelegateOverridesAppDelegate, "sceneDelegateOverridesAppDelegate",
      "On iOS 27+, when the app delegate and a scene delegate both answer, does the scene"
        + " delegate's answer win?",
      sources: [
        "R5", "§3.4", "A13 application(_:supportedInterfaceOrientationsFor:)",
        "A14 UIWindowSceneDelegate.supportedInterfaceOrientations(for:)",
      ]),
    .choice(
      \.rotationDuringInteractiveDismissal, "rotationDuringInteractiveDismissal",
      "The device turns while an interactive dismissal is pending: does the interface wait for"
        + " it to end, or turn at once?",
      sources: [
        "R12", "R14", "§5", "radar 30076125 (openradar-mirror #16749)",
        "INSPhotoGallery #47", "NYTPhotoViewer #44", "I30 react-native-screens #4117",
      ]),
    .choice(
      \.deviceOrientationSetsInOneTurn, "deviceOrientationSetsInOneTurn",
      "The app sets UIDevice's orientation several times in one run-loop turn (.unknown then a"
        + " target, or a set then the previous value): does each set rotate, or only the last?",
      sources: [
        "R19", "R12", "§5", "C1 ELOrientationControlDemo ELUIRotateUtils.swift",
        "C5 react-native-orientation-locker Orientation.m",
        "I23 react-native-orientation-locker #112", "react-native-orientation-locker #171, #225",
        "seed 004 (restore on the next turn, dispatch_async)",
      ]),
  ]
}

extension Assumptions: CustomStringConvertible {
  /// The assumptions that differ from the defaults, `name = value` as ``Entry`` spells values,
  /// or `defaults`.
  public var description: String {
    let parts = Self.catalogue.compactMap { entry in
      let value = entry.read(self)
      return value == entry.defaultValue ? nil : "\(entry.name) = \(value)"
    }
    return parts.isEmpty ? "defaults" : parts.joined(separator: ", ")
  }
}

extension Assumptions: CustomReflectable {
  /// The assumptions as declared, ``fallbackOrder`` an array (it is stored packed).
  public var customMirror: Mirror {
    Mirror(
      self, children: Self.catalogue.map { (label: $0.name, value: $0.typed(self) as Any) },
      displayStyle: .struct)
  }
}
