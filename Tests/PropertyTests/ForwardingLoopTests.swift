import Generators
import OrientationConformance
import OrientationSpec
import PlantedBugs
import Testing

/// The reference's `supportedInterfaceOrientations(for:)` is a loop
/// (`ControllerHandle.supportedInterfaceOrientations(forwardingTo:)`), and so are its
/// `shouldAutorotate` and status bar questions (`forwardedOwnAnswer`), which reuse the chain an
/// earlier question of the evaluation walked from the same controller; they must answer exactly
/// as the recursion through the handles they replace: the same masks, answers, empty-mask
/// warnings, rules, faults and exceptions.
@Suite("The reference's forwarding loop answers as the recursion through the handles")
struct ForwardingLoopTests {
  /// The reference written as the recursion: each container asks what it shows, and answers its
  /// own orientations when there is nothing to ask or the answer is empty. The planted resolver
  /// without a bug is the reference's overrides written so (a test in GeneratorsTests compares
  /// its answers with the reference's).
  static let recursion = PlantedResolver(bug: nil)

  @Test("every case of the small-scope corpus resolves alike")
  func corpus() {
    checkProperty("the loop and the recursion resolve alike") { item in
      let loop = item.resolve(with: ReferenceResolver())
      let recursion = item.resolve(with: Self.recursion)
      guard loop != recursion else { return nil }
      return "loop:\n" + loop.report(of: item, by: ReferenceResolver())
        + "\nrecursion:\n" + recursion.report(of: item, by: Self.recursion)
    }
  }

  /// The reference cannot fault (`_cannotFault`): an evaluation that records nothing skips the
  /// windows whose decisions it does not read, which is transparent only if asking their
  /// deciders can never fault. Here every window is decided (rules recorded).
  @Test("the reference never faults: the small-scope corpus and 1,000 generated sessions")
  func referenceNeverFaults() {
    func isFault(_ exception: UIKitException?) -> Bool {
      switch exception {
      case .forwardingLoop, .alertInvokedRecursively: true
      case .noCommonOrientation, .preferredOrientationNotSupported, nil: false
      }
    }
    checkProperty("the reference never faults") { item in
      let resolution = item.resolve(with: ReferenceResolver())
      return isFault(resolution.exception)
        ? resolution.report(of: item, by: ReferenceResolver()) : nil
    }
    let generator = SessionGenerator(length: 40, maxControllers: 16)
    var source = ChoiceSource(seed: 0)
    for seed: UInt64 in 0..<1_000 {
      source.reset(seed: seed)
      let session = generator.generate(&source)
      let trace = System.run(session, resolver: ReferenceResolver())
      let fault = trace.steps.first { isFault($0.exception) }
      #expect(fault == nil, "seed \(seed): \(String(describing: fault?.exception))")
      if fault != nil { return }
    }
  }

  /// `_cannotFault` is the specification's promise for its own reference only: a built-in that
  /// declared it without the argument and the test above would hide its faults in the windows an
  /// evaluation no longer decides.
  @Test("only the reference declares that it cannot fault")
  func onlyTheReferenceCannotFault() {
    let declaring = BuiltinResolvers.all.filter { type(of: $0)._cannotFault }.map(\.name)
    #expect(declaring == ["reference"])
  }

  @Test("2,000 generated sessions give the same traces")
  func sessions() {
    let generator = SessionGenerator(length: 20)
    for seed: UInt64 in 0..<2_000 {
      let session = Gen { generator.generate(&$0) }.generate(seed: seed).value
      let loop = System.run(session, resolver: ReferenceResolver())
      let recursion = System.run(session, resolver: Self.recursion)
      #expect(loop == recursion, "seed \(seed)")
      if loop != recursion { return }
    }
  }
}
