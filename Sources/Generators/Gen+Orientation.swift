public import OrientationSpec

extension Gen where Value == InterfaceOrientation {
  /// One of the four interface orientations; shrinks toward `.portrait`.
  public static let interfaceOrientation = Gen.element(of: InterfaceOrientation.valid)
}

extension Gen where Value == DeviceOrientation {
  /// Any device pose, flat and unknown included (one draw in four); shrinks toward `.portrait`.
  public static let deviceOrientation = Gen.weighted([
    (6, Gen.element(of: [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown])),
    (2, Gen.element(of: [.faceUp, .faceDown, .unknown])),
  ])
}

extension Gen where Value == InterfaceOrientationMask {
  /// A mask: mostly one UIKit names, sometimes any of the 16, the empty mask included.
  /// Shrinks toward `.all`.
  public static let mask = Gen.weighted([
    (
      6,
      Gen.element(of: [
        .all, .portrait, .landscape, .allButUpsideDown, .landscapeRight, .landscapeLeft,
      ])
    ),
    (2, Gen<Int>.int(in: 0...15).map { InterfaceOrientationMask(rawValue: UInt($0) << 1) }),
  ])
}

extension Gen where Value == ModalPresentationStyle {
  /// A presentation style; shrinks toward `.fullScreen`.
  public static let presentationStyle = Gen.element(of: [
    .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .popover,
    .overCurrentContext, .currentContext, .custom,
  ])
}

extension Gen where Value == OSVersion {
  /// An iOS version where the rules change (8, 12, 13, 15, 16, 17, 18, 26); shrinks toward iOS 17.
  public static let osVersion = Gen.element(of: [
    .iOS17, .iOS15, .iOS16, .iOS12, .iOS13, .iOS18, .iOS8, .iOS26,
  ])
}

extension Gen where Value == DeclaredAnswers {
  /// What a subclass declares: each answer absent (the shrink target) or drawn.
  public static let declaredAnswers = Gen { source in
    var declared = DeclaredAnswers()
    if source.draw(chance: 1, in: 2) {
      declared.supportedInterfaceOrientations = Gen<InterfaceOrientationMask>.mask.generate(&source)
    }
    if source.draw(chance: 1, in: 4) { declared.shouldAutorotate = source.draw(below: 2) == 0 }
    if source.draw(chance: 1, in: 3) {
      declared.preferredInterfaceOrientationForPresentation = Gen<InterfaceOrientation>
        .interfaceOrientation.generate(&source)
    }
    if source.draw(chance: 1, in: 6) {
      declared.prefersStatusBarHidden = source.draw(below: 2) == 1
    }
    if source.draw(chance: 1, in: 6) {
      declared.preferredStatusBarStyle = StatusBarStyle.allCases[Int(source.draw(below: 3))]
    }
    if source.draw(chance: 1, in: 6) { declared.forbidsInteractivePop = source.draw(below: 2) == 1 }
    return declared
  }
}

extension Gen where Value == AppConfiguration {
  /// An application: idiom, version, Info.plist variants (missing key, empty list, lists, the
  /// `~ipad` key), the app delegate's mask or none, `UIRequiresFullScreen`. Shrinks toward an
  /// iPhone on iOS 17 with the template plist and no delegate.
  public static let appConfiguration = Gen { source in
    var app = AppConfiguration()
    app.idiom = source.draw(chance: 1, in: 3) ? .pad : .phone
    app.osVersion = Gen<OSVersion>.osVersion.generate(&source)
    switch source.draw(below: 6) {
    case 0: app.plistOrientations = [.portrait, .landscapeLeft, .landscapeRight]
    case 1: app.plistOrientations = [.portrait]
    case 2: app.plistOrientations = InterfaceOrientation.valid
    case 3: app.plistOrientations = [.landscapeRight, .landscapeLeft]
    case 4: app.plistOrientations = nil
    default: app.plistOrientations = []
    }
    if source.draw(chance: 1, in: 4) {
      app.padPlistOrientations =
        source.draw(below: 2) == 0 ? InterfaceOrientation.valid : [.portrait]
    }
    if source.draw(chance: 1, in: 2) {
      app.delegateOrientations = Gen<InterfaceOrientationMask>.mask.generate(&source)
    }
    app.requiresFullScreen = source.draw(chance: 1, in: 4)
    app.viewControllerBasedStatusBarAppearance = !source.draw(chance: 1, in: 8)
    return app
  }
}
