public import OrientationSpec

/// Sessions consistent by construction: most real apps declare masks that agree with their own
/// (a portrait app's screens support portrait), and only in such a session is a UIKit exception
/// the code under check's fault (``Session/declarationsAreConsistent(under:)``). A session draws
/// the orientations its app always allows; every app mask it has keeps them, and every
/// declaration meets them.
extension Draw {
  /// The orientations every app mask of the session keeps and every declared mask meets, none
  /// upside down (an idiom's default holds them all), in one choice: the three but upside down
  /// (an app that rotates: a landscape-only player and a portrait-only list both meet them),
  /// 8 in 17; portrait (a portrait app: every screen supports portrait, the shrink target), 3 in
  /// 17; landscape or landscape left (a game), 1 in 17 each; none, 4 in 17: the session's
  /// declarations are drawn freely, the app's own mistakes among them.
  @inlinable public static func keptOrientations(_ source: inout some ChoiceDrawing)
    -> InterfaceOrientationMask
  {
    switch source.draw(weights: [3, 8, 1, 1, 4] as InlineArray<5, Int>) {
    case 0: .portrait
    case 1: .allButUpsideDown
    case 2: .landscape
    case 3: .landscapeLeft
    default: []
    }
  }
}

extension DeclaredAnswers {
  /// Makes these answers meet `kept`, changing as little as possible: a supported mask that
  /// misses it gains its first orientation; a preferred orientation outside what the controller
  /// supports of it becomes the first there. Nothing changes when `kept` is empty.
  @inlinable mutating func keep(_ kept: InterfaceOrientationMask) {
    guard let anchor = kept.first(in: InterfaceOrientation.valid) else { return }
    if let mask = supportedInterfaceOrientations, mask.intersection(kept).isEmpty {
      supportedInterfaceOrientations = mask.union(anchor.mask)
    }
    if let preferred = preferredInterfaceOrientationForPresentation {
      // Without a declared mask, the idiom's default, which holds every kept orientation.
      let allowed = (supportedInterfaceOrientations ?? kept).intersection(kept)
      if !allowed.contains(preferred.mask) {
        preferredInterfaceOrientationForPresentation =
          allowed.first(in: InterfaceOrientation.valid) ?? anchor
      }
    }
  }
}

extension AppConfiguration {
  /// Makes every app mask of this app keep `kept`: the delegate's answer gains it, and so does the
  /// Info.plist list UIKit reads when it lacks some of it (under the default assumptions).
  mutating func keep(_ kept: InterfaceOrientationMask) {
    guard !kept.isEmpty else { return }
    if let mask = delegateOrientations { delegateOrientations = mask.union(kept) }
    guard !plistMask(.default).mask.contains(kept) else { return }
    func adding(_ list: [InterfaceOrientation]) -> [InterfaceOrientation] {
      list + InterfaceOrientation.valid.filter { kept.contains($0.mask) && !list.contains($0) }
    }
    if idiom == .pad, let list = padPlistOrientations {
      padPlistOrientations = adding(list)
    } else if let list = plistOrientations {
      plistOrientations = adding(list)
    }
  }
}
