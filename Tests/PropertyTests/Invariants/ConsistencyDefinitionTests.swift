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
    // Each declaration, whether UIKit answers for its controller, and whether it can decide a
    // presentation (a window's root or a presented controller).
    var declarations = session.hierarchy.ids.map {
      (
        session.hierarchy[$0].declared, session.hierarchy[$0].origin != .app,
        session.hierarchy.parent(of: $0) == nil
      )
    }
    func collect(_ spec: ControllerSpec, decides: Bool) {
      declarations.append((spec.controller.declared, spec.controller.origin != .app, decides))
      for child in spec.children { collect(child, decides: false) }
      for presented in spec.presentations { collect(presented, decides: true) }
    }
    for event in session.events {
      switch event {
      case .push(let spec, _): collect(spec, decides: false)
      case .present(let spec, _, _, _), .showWindow(let spec, _, _), .connectScene(let spec, _):
        collect(spec, decides: true)
      case .setViewControllers(let stack, _):
        for spec in stack { collect(spec, decides: false) }
      case .declare(let declared, _): declarations.append((declared, true, true))
      case .setAppDelegateOrientations(let mask): appMasks.append(mask ?? plist)
      default: break
      }
    }
    let idiomDefault = session.app.idiom.defaultOrientations
    let unclamped = !assumptions.inheritedPreferredOrientationIsClamped
    return appMasks.allSatisfy { appMask in
      !appMask.intersection(.all).isEmpty
        && declarations.allSatisfy { declared, answeredByUIKit, decides in
          let supported = declared.supportedInterfaceOrientations ?? idiomDefault
          let mask = supported.intersection(appMask)
          if mask.isEmpty { return false }
          if let preferred = declared.preferredInterfaceOrientationForPresentation {
            return mask.contains(preferred)
          }
          // Unclamped, UIKit's preferred orientation is the interface's: any of the app mask.
          return !(unclamped && answeredByUIKit && decides)
            || supported.isSuperset(of: appMask.intersection(.all))
        }
    }
  }

  @Test(
    "Over 5,000 generated sessions, under the default, the empty-mask plist reading and UIKit's preferred orientation unclamped"
  )
  func agrees() {
    let generator = SessionGenerator(length: 20)
    var emptyMask = Assumptions.default
    emptyMask.emptyPlistList = .emptyMask
    var unclamped = Assumptions.default
    unclamped.inheritedPreferredOrientationIsClamped = false
    var inconsistent = 0
    var delegateMaskEvents = 0
    for seed: UInt64 in 0..<5_000 {
      let session = Gen { generator.generate(&$0) }.generate(seed: seed).value
      if session.events.contains(where: {
        if case .setAppDelegateOrientations = $0 { true } else { false }
      }) {
        delegateMaskEvents += 1
      }
      for assumptions in [Assumptions.default, emptyMask, unclamped] {
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
    #expect(inconsistent > 100 && inconsistent < 14_900)
    #expect(delegateMaskEvents > 100)
  }
}
