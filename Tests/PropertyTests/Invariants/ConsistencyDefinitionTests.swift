import Generators
import OrientationSpec
import Testing

/// `Session.declarationsAreConsistent(under:)` walks the declarations once per app mask without
/// collecting them; it must agree with the definition written out plainly: collect every app mask
/// and every declaration, then check each pair.
@Suite("Session consistency: the streaming check agrees with its plain definition")
struct ConsistencyDefinitionTests {
  static func definition(_ session: Session, _ assumptions: Assumptions) -> Bool {
    let plist = session.app.plistMask(assumptions).mask
    var appMasks = [session.app.delegateOrientations ?? plist]
    var declarations = session.hierarchy.ids.map { session.hierarchy[$0].declared }
    func collect(_ spec: ControllerSpec) {
      declarations.append(spec.controller.declared)
      spec.children.forEach(collect)
      spec.presentations.forEach(collect)
    }
    for event in session.events {
      switch event {
      case .push(let spec, _), .present(let spec, _, _, _), .showWindow(let spec, _, _):
        collect(spec)
      case .setViewControllers(let stack, _): stack.forEach(collect)
      case .declare(let declared, _): declarations.append(declared)
      case .setAppDelegateOrientations(let mask): appMasks.append(mask ?? plist)
      default: break
      }
    }
    let idiomDefault = session.app.idiom.defaultOrientations
    return appMasks.allSatisfy { appMask in
      !appMask.intersection(.all).isEmpty
        && declarations.allSatisfy { declared in
          let mask = (declared.supportedInterfaceOrientations ?? idiomDefault)
            .intersection(appMask)
          return !mask.isEmpty
            && declared.preferredInterfaceOrientationForPresentation.map(mask.contains) ?? true
        }
    }
  }

  @Test("Over 5,000 generated sessions, under the default and the empty-mask plist reading")
  func agrees() {
    let generator = SessionGenerator(length: 20)
    var emptyMask = Assumptions.default
    emptyMask.emptyPlistList = .emptyMask
    var inconsistent = 0
    var delegateMaskEvents = 0
    for seed: UInt64 in 0..<5_000 {
      let session = Gen { generator.generate(&$0) }.generate(seed: seed).value
      if session.events.contains(where: {
        if case .setAppDelegateOrientations = $0 { true } else { false }
      }) {
        delegateMaskEvents += 1
      }
      for assumptions in [Assumptions.default, emptyMask] {
        let expected = Self.definition(session, assumptions)
        if !expected { inconsistent += 1 }
        guard session.declarationsAreConsistent(under: assumptions) == expected else {
          Issue.record(
            "seed \(seed): expected \(expected)\n\(session.hierarchy)\n\(session.events)")
          return
        }
      }
    }
    // Both answers, and sessions that change the delegate's mask, are met.
    #expect(inconsistent > 100 && inconsistent < 9_900)
    #expect(delegateMaskEvents > 100)
  }
}
