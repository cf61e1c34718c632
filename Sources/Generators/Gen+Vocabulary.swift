public import OrientationSpec

/// Sessions of an app checked as its own classes, drawn from its ``AppVocabulary``.
extension SessionGenerator {
  /// The event kinds an app's sessions use: every generated kind but the app delegate's mask and
  /// declarations (the app's own classes answer), a scene's connection and disconnection unless
  /// the app shows several scenes (``AppVocabulary/connectsScenes``), and `action` when the app
  /// has actions.
  public static func kinds(for vocabulary: AppVocabulary) -> [Event.Kind] {
    var kinds = Event.Kind.generated.filter {
      $0 != .setAppDelegateOrientations && $0 != .declare
        && (vocabulary.connectsScenes || ($0 != .connectScene && $0 != .disconnectScene))
    }
    if !vocabulary.actions.isEmpty { kinds.append(.action) }
    return kinds
  }

  /// The app's launch hierarchy, three times in four (the choice's shrink target), else a
  /// generated one (see ``asAppControllers(_:of:)``), its presentations settled.
  func initialHierarchy(_ source: inout some ChoiceDrawing, of vocabulary: AppVocabulary)
    -> Hierarchy
  {
    if let launch = vocabulary.launch, !source.draw(chance: 1, in: 4) { return launch }
    var generated = hierarchy.generate(drawing: &source)
    for id in generated.ids {
      let controller = Self.asAppController(generated[id], of: vocabulary)
      generated.setOrigin(controller.origin, of: id)
      generated.setDeclared(controller.declared, of: id)
      // A running app's session starts between transitions: what was presented is presented.
      if generated.presenter(of: id) != nil { generated.setPhase(.presented, of: id) }
    }
    return generated
  }

  /// `controller` as the app's code would make it: of a kind the app has no base class for, an
  /// instance of UIKit's own class (a system controller); and without a declared ban on the
  /// back-swipe, which stands for an app's own property (the app's code says when it forbids it).
  static func asAppController(_ controller: Controller, of vocabulary: AppVocabulary)
    -> Controller
  {
    var controller = controller
    if controller.origin == .app && !vocabulary.baseClassKinds.contains(controller.kind) {
      controller.origin = .system
    }
    controller.declared.forbidsInteractivePop = nil
    return controller
  }

  /// ``asAppController(_:of:)`` through a tree.
  static func asAppControllers(_ tree: ControllerSpec, of vocabulary: AppVocabulary)
    -> ControllerSpec
  {
    var tree = tree
    tree.controller = asAppController(tree.controller, of: vocabulary)
    tree.children = tree.children.map { asAppControllers($0, of: vocabulary) }
    tree.presentations = tree.presentations.map { asAppControllers($0, of: vocabulary) }
    return tree
  }

  /// One of the app's screens, two times in three, as a `.subtree` span; `nil` for a generated
  /// tree (the choice's shrink target is the first screen).
  func screen(_ source: inout some ChoiceDrawing, of vocabulary: AppVocabulary) -> ControllerSpec? {
    guard !vocabulary.screens.isEmpty else { return nil }
    source.beginSpan()
    guard !source.draw(chance: 1, in: 3) else {
      source.dropSpan()
      return nil
    }
    let index = source.draw(below: UInt64(vocabulary.screens.count))
    source.endSpan(.subtree)
    return vocabulary.screens[Int(index)].tree
  }

  /// One of the app's actions on a drawn controller; without actions (a vocabulary never
  /// enables the kind then), a device rotation.
  func action(_ source: inout some ChoiceDrawing) -> Event {
    guard let actions = vocabulary?.actions, !actions.isEmpty else {
      return .rotateDevice(Draw.deviceOrientation(&source))
    }
    let index = source.draw(below: UInt64(actions.count))
    return .action(actions[Int(index)], controller: position(&source))
  }
}

extension Draw {
  /// The app's own configuration (its Info.plist), on a drawn device among the app's idioms and
  /// a drawn iOS version from its deployment target on (that version, then each where a rule
  /// changes). The app delegate's answer is its
  /// own code's: the configuration declares none.
  public static func appConfiguration(
    _ source: inout some ChoiceDrawing, of vocabulary: AppVocabulary
  ) -> AppConfiguration {
    var app = vocabulary.app
    app.idiom = vocabulary.idioms[Int(source.draw(below: UInt64(vocabulary.idioms.count)))]
    // The versions where rules change, from the app's own oldest one.
    let versions =
      [vocabulary.minimumVersion]
      + OSVersion.landmarks.filter { $0 > vocabulary.minimumVersion }
    app.osVersion = versions[Int(source.draw(below: UInt64(versions.count)))]
    app.delegateOrientations = nil
    return app
  }
}
