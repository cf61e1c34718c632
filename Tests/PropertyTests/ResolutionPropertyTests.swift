import OrientationSpec
import Testing

/// The built-in resolvers, as test arguments.
enum BuiltinResolver: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case uikitDefault = "uikit-default"
  case reference

  var testDescription: String { rawValue }

  /// The property `check` builds for this resolver.
  func property(
    _ check: (any OrientationResolver) -> @Sendable (PropertyCase) -> String?
  ) -> @Sendable (PropertyCase) -> String? {
    switch self {
    case .uikitDefault: check(UIKitDefaultResolver())
    case .reference: check(ReferenceResolver())
    }
  }
}

@Suite("Properties of every resolution in the small scope")
struct ResolutionPropertyTests {
  @Test("reference: no exception when every declaration agrees with the app mask")
  func referenceRaisesNothingWhenConsistent() {
    checkProperty(
      "ReferenceResolver raises nothing with consistent declarations",
      ResolutionProperties.raisesNothingWhenConsistent(ReferenceResolver()))
  }

  @Test(
    "the orientation after a presentation, dismissal or installation lies in the allowed mask",
    arguments: BuiltinResolver.allCases)
  func orientationIsAllowed(_ builtin: BuiltinResolver) {
    checkProperty(
      "the resulting orientation lies in the allowed mask (\(builtin.rawValue))",
      builtin.property { ResolutionProperties.orientationIsAllowed($0) })
  }

  @Test(
    "the allowed mask of every window lies in its app mask", arguments: BuiltinResolver.allCases)
  func allowedWithinAppMask(_ builtin: BuiltinResolver) {
    checkProperty(
      "allowed ⊆ app mask (\(builtin.rawValue))",
      builtin.property { ResolutionProperties.allowedWithinAppMask($0) })
  }

  @Test(
    "resolving the same case twice gives equal resolutions", arguments: BuiltinResolver.allCases)
  func deterministic(_ builtin: BuiltinResolver) {
    checkProperty(
      "resolution is deterministic (\(builtin.rawValue))",
      builtin.property { ResolutionProperties.deterministic($0) })
  }

  @Test("uikit-default: the decider supports its own declared mask or the idiom's default")
  func uikitDefaultConsultsNoChild() {
    checkProperty(
      "no container consults its children under uikit-default",
      ResolutionProperties.deciderAnswersForItself(UIKitDefaultResolver()))
  }
}
