import OrientationSpec

extension Hierarchy {
  /// Whether every controller's declarations agree with the app mask `appMask` on `idiom`.
  ///
  /// Consistent means, for every controller whatever its origin (system and
  /// third-party controllers count too), as `ReferenceResolver` documents it:
  /// - a declared `supportedInterfaceOrientations` shares an orientation with
  ///   `appMask`;
  /// - a declared `preferredInterfaceOrientationForPresentation` lies in the
  ///   controller's mask (declared, else the idiom's default) ∩ `appMask`.
  func declarationsAreConsistent(
    with appMask: InterfaceOrientationMask, idiom: UserInterfaceIdiom
  ) -> Bool {
    ids.allSatisfy { id in
      let declared = self[id].declared
      let mask = declared.supportedInterfaceOrientations ?? idiom.defaultOrientations
      let allowed = mask.intersection(appMask)
      if allowed.isEmpty && declared.supportedInterfaceOrientations != nil { return false }
      guard let preferred = declared.preferredInterfaceOrientationForPresentation else {
        return true
      }
      return allowed.contains(preferred)
    }
  }
}
