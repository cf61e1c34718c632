import OrientationSpec

/// The app configurations the properties run under: idiom × iOS version × app mask, in a fixed order.
enum AppConfigurations {
  /// The idioms.
  static let idioms: [UserInterfaceIdiom] = [.phone, .pad]

  /// The versions where the rules change: sheets adapt to full screen up to 12, `shouldAutorotate`
  /// counts up to 15, `.automatic` becomes a form sheet at 18.
  static let versions: [OSVersion] = [.iOS12, .iOS15, .iOS16, .iOS17, .iOS18]

  /// Info.plist lists and app delegate masks, each a way apps in the seeds set the app mask.
  static let masks: [(plist: [InterfaceOrientation]?, delegate: InterfaceOrientationMask?)] = [
    // Xcode's iPhone template.
    ([.portrait, .landscapeLeft, .landscapeRight], nil),
    // Portrait only.
    ([.portrait], nil),
    // Seed 000: plist portrait, the delegate allows everything.
    ([.portrait], .all),
    // Seed 002: an empty plist array, the delegate switched to landscape.
    ([], .landscape),
    // All four: on iPad, an app in multitasking whose controllers are not asked.
    (InterfaceOrientation.valid, nil),
  ]

  /// Every combination, idioms outermost, masks innermost.
  static let all: [AppConfiguration] = idioms.flatMap { idiom in
    versions.flatMap { version in
      masks.map { mask in
        AppConfiguration(
          idiom: idiom, osVersion: version, plistOrientations: mask.plist,
          delegateOrientations: mask.delegate)
      }
    }
  }
}

extension AppConfiguration {
  /// The app mask a resolver that keeps the declared app delegate sees: the delegate's, else the plist's (R5).
  var declaredAppMask: InterfaceOrientationMask {
    delegateOrientations ?? plistMask(.default).mask
  }

  /// `phone, iOS 12, plist [.portrait], delegate .all`.
  var summary: String {
    var parts = [idiom.name, "\(osVersion)"]
    if let plist = plistOrientations {
      parts.append(
        "plist \(InterfaceOrientationMask(plist))" + (plist.isEmpty ? " (empty array)" : ""))
    } else {
      parts.append("no plist key")
    }
    parts.append(delegateOrientations.map { "delegate \($0)" } ?? "no delegate method")
    if supportsMultitasking { parts.append("multitasking") }
    return parts.joined(separator: ", ")
  }
}
