import OrientationSpec
import Testing

@Test func smokeSession() throws {
  let app = AppConfiguration(idiom: .phone, osVersion: .iOS15, plistOrientations: [.portrait], delegateOrientations: .all)
  let hierarchy = try Hierarchy(root: .tabBar([.navigation([.content("Home")]), .navigation([.content("Shelf")])]))
  let session = Session(app: app, hierarchy: hierarchy, events: [
    .launch,
    .push(.content("Player", supports: .landscape, prefers: .landscapeRight), navigation: 0),
    .rotateDevice(.landscapeLeft),
    .setDeviceOrientation(.unknown),
    .setDeviceOrientation(.landscapeLeft),
    .present(.content("Comment", supports: .landscape), style: .overFullScreen, from: 3, animated: true),
    .dismiss(presented: 0, animated: true),
    .pop(navigation: 0),
    .pop(navigation: 0),
    .selectTab(.index(1), tabBar: 0),
    .presentAlert(from: 0),
    .setNeedsUpdateOfSupportedInterfaceOrientations,
  ])
  for resolver in [any OrientationResolver](arrayLiteral: UIKitDefaultResolver(), ReferenceResolver()) {
    let trace = System.run(session, resolver: resolver)
    print("--", resolver.name)
    for step in trace.steps {
      print(step.origin, step.event.kind, step.skipped.map { "skipped \($0)" } ?? "", "decider", step.decider.map { "\($0)" } ?? "-", "allowed", step.allowed, step.orientationBefore, "->", step.orientationAfter, step.rotation.map { "\($0)" } ?? "", step.exception.map { "\($0)" } ?? "", step.warnings)
    }
    print(trace.finalHierarchy)
  }
}
