import OrientationSpec

/// One small scope checked exhaustively: its hierarchies × app configurations × orientations.
///
/// The trigger follows the hierarchy (see ``Hierarchy/triggers(in:interfaceOrientation:)``).
struct PropertyTier: Sendable {
  var name: String
  var hierarchies: SmallHierarchies
  /// Positions in ``AppConfigurations/all``.
  var configurations: [Int]
  /// Interface orientations before the evaluation; the device's pose matches each.
  var orientations: [InterfaceOrientation]
}

/// The cases every property runs on: a few tiers, each exhaustive, smallest hierarchies first.
///
/// The product of every dimension does not fit in a test run (one
/// evaluation takes about 15 µs in a debug build), so each tier trades
/// hierarchy size against declarations and configurations: about 80,000
/// cases in all, each property evaluating each case once or twice per resolver.
enum PropertyCorpus {
  static let tiers: [PropertyTier] = [
    // One controller, every declaration, every configuration, portrait and landscape.
    PropertyTier(
      name: "one controller", hierarchies: SmallHierarchies(sizes: 1...1),
      configurations: Array(AppConfigurations.all.indices),
      orientations: [.portrait, .landscapeRight]),
    // Two controllers, every declaration and style, on an iPhone with iOS 12 (where sheets
    // still fill the window) and seed 000's masks.
    PropertyTier(
      name: "two controllers", hierarchies: SmallHierarchies(sizes: 2...2),
      configurations: [configuration(.phone, .iOS12, mask: 2)], orientations: [.portrait]),
    // Two controllers, every declared mask, on an iPad with iOS 17 and seed 002's landscape
    // delegate, starting in landscape.
    PropertyTier(
      name: "two controllers on iPad",
      hierarchies: SmallHierarchies(sizes: 2...2, preferred: [nil]),
      configurations: [configuration(.pad, .iOS17, mask: 3)], orientations: [.landscapeRight]),
    // Three controllers, each landscape or undeclared, presented full screen, over full
    // screen or as a sheet (inner controllers still present over their context), on an
    // iPhone with iOS 17 and the template plist.
    PropertyTier(
      name: "three controllers",
      hierarchies: SmallHierarchies(
        sizes: 3...3, styles: [.fullScreen, .overFullScreen, .pageSheet], masks: [nil, .landscape],
        preferred: [nil]),
      configurations: [configuration(.phone, .iOS17, mask: 0)], orientations: [.portrait]),
    // One or two controllers, each the app's or a system class (a picker, a share sheet)
    // answering with its own code, portrait or undeclared, preferring landscape or not, in a
    // portrait app on an iPhone with iOS 17.
    PropertyTier(
      name: "system screens",
      hierarchies: SmallHierarchies(
        sizes: 1...2, masks: [nil, .portrait], preferred: [nil, .landscapeRight],
        origins: [.app, .system]),
      configurations: [configuration(.phone, .iOS17, mask: 1)], orientations: [.portrait]),
    // Four controllers, nothing declared, presented full screen or as a sheet (inner
    // controllers over their context): the structures forwarding and the decider walk.
    PropertyTier(
      name: "four controllers",
      hierarchies: SmallHierarchies(
        sizes: 4...4, styles: [.fullScreen, .pageSheet], masks: [nil], preferred: [nil]),
      configurations: [configuration(.phone, .iOS16, mask: 1)], orientations: [.portrait]),
  ]

  /// The position in ``AppConfigurations/all`` of an idiom, a version and a mask setting.
  static func configuration(_ idiom: UserInterfaceIdiom, _ version: OSVersion, mask: Int) -> Int {
    AppConfigurations.all.firstIndex {
      $0.idiom == idiom && $0.osVersion == version
        && $0.plistOrientations == AppConfigurations.masks[mask].plist
        && $0.delegateOrientations == AppConfigurations.masks[mask].delegate
    }!
  }

  /// One enumerated hierarchy: the tree it was written as, and the hierarchy built from it.
  struct Entry: Sendable {
    var spec: ControllerSpec
    var hierarchy: Result<Hierarchy, HierarchyError>
  }

  /// Each tier's hierarchies, built once for all the properties.
  static let entries: [[Entry]] = tiers.map { tier in
    tier.hierarchies.hierarchies().map { spec in
      Entry(
        spec: spec, hierarchy: Result { () throws(HierarchyError) in try Hierarchy(root: spec) })
    }
  }

  /// Calls `body` on every case in order and returns the first counterexample it describes, if any.
  static func firstCounterexample(
    _ body: (PropertyCase) -> String?
  ) -> (PropertyCase, reason: String, checked: Int)? {
    var checked = 0
    for (tierIndex, tier) in tiers.enumerated() {
      for (number, entry) in entries[tierIndex].enumerated() {
        guard case .success(let hierarchy) = entry.hierarchy else { continue }
        for configuration in tier.configurations {
          for orientation in tier.orientations {
            let app = AppConfigurations.all[configuration]
            for trigger in hierarchy.triggers(in: app, interfaceOrientation: orientation) {
              let item = PropertyCase(
                tier: tierIndex, number: number, hierarchy: hierarchy, configuration: configuration,
                interfaceOrientation: orientation, trigger: trigger)
              checked += 1
              if let reason = body(item) { return (item, reason, checked) }
            }
          }
        }
      }
    }
    return nil
  }

  /// The number of cases ``firstCounterexample(_:)`` visits when every case passes.
  static var caseCount: Int {
    var count = 0
    for (tierIndex, tier) in tiers.enumerated() {
      for entry in entries[tierIndex] {
        guard case .success(let hierarchy) = entry.hierarchy else { continue }
        for configuration in tier.configurations {
          for orientation in tier.orientations {
            count +=
              hierarchy.triggers(
                in: AppConfigurations.all[configuration], interfaceOrientation: orientation
              ).count
          }
        }
      }
    }
    return count
  }

  /// The case a counterexample's last line names, to replay it in a test of its own.
  static func replay(
    tier: Int, hierarchy number: Int, configuration: Int,
    interface orientation: InterfaceOrientation,
    trigger: EvaluationTrigger
  ) throws -> PropertyCase {
    PropertyCase(
      tier: tier, number: number, hierarchy: try entries[tier][number].hierarchy.get(),
      configuration: configuration, interfaceOrientation: orientation, trigger: trigger)
  }
}

/// One evaluation the properties check: a hierarchy, an app, the orientation before, a trigger.
struct PropertyCase: Sendable {
  var tier: Int
  /// The hierarchy's position in its tier.
  var number: Int
  var hierarchy: Hierarchy
  /// The app's position in ``AppConfigurations/all``.
  var configuration: Int
  var interfaceOrientation: InterfaceOrientation
  var trigger: EvaluationTrigger

  var app: AppConfiguration { AppConfigurations.all[configuration] }

  /// Evaluates the case with `resolver` and the default assumptions.
  func resolve(with resolver: some OrientationResolver) -> Resolution {
    System.resolve(
      hierarchy, in: app, resolver: resolver, interfaceOrientation: interfaceOrientation,
      trigger: trigger)
  }

  /// The tree, the app, the moment, then the line that replays it.
  var description: String {
    """
    \(hierarchy)
    app: \(app.summary)
    interface \(interfaceOrientation) (device alike), trigger .\(trigger.rawValue)
    replay: try PropertyCorpus.replay(tier: \(tier), hierarchy: \(number), \
    configuration: \(configuration), interface: \(interfaceOrientation), trigger: .\(trigger.rawValue))
    """
  }
}

extension Hierarchy {
  /// The triggers that fit the hierarchy's transition in `app`.
  ///
  /// A controller being presented or dismissed that fills the window gives a
  /// full-screen presentation or dismissal; one that does not (a sheet, an
  /// alert) re-evaluates nothing, a query. Without a transition, the root's
  /// installation and a query.
  func triggers(in app: AppConfiguration, interfaceOrientation: InterfaceOrientation)
    -> [EvaluationTrigger]
  {
    for id in ids where phase(of: id) != .presented {
      let fills = System.fillsWindow(
        self[id], app: app, interfaceOrientation: interfaceOrientation, assumptions: .default)
      guard fills else { return [.query] }
      return phase(of: id) == .beingPresented ? [.fullScreenPresentation] : [.fullScreenDismissal]
    }
    return [.rootInstalled, .query]
  }
}
