public import OrientationSpec

/// The resolvers that ship with OrientationSpec, by their command-line names.
public enum BuiltinResolvers {
  /// Every built-in resolver, in the order reports list them.
  public static let all: [any OrientationResolver] = [UIKitDefaultResolver(), ReferenceResolver()]

  /// Their names.
  public static var names: [String] { all.map(\.name) }
}
