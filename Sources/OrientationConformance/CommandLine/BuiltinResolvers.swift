public import OrientationSpec
import Resolvers

/// The resolvers that ship with OrientationSpec, by their command-line names.
public enum BuiltinResolvers {
  /// Every built-in resolver, in the order reports list them: UIKit's defaults, the reference,
  /// then the seed articles' resolvers and their variants.
  public static let all: [any OrientationResolver] =
    [UIKitDefaultResolver(), ReferenceResolver()] + SeedResolvers.all

  /// Their names.
  public static var names: [String] { all.map(\.name) }
}
