public import OrientationSpec

/// The resolvers that ship with OrientationSpec, by their command-line names.
public enum BuiltinResolvers {
  /// Every built-in resolver, in the order reports list them.
  public static let all: [any OrientationResolver] = [UIKitDefaultResolver(), ReferenceResolver()]

  /// Their names.
  public static var names: [String] { all.map(\.name) }

  /// The resolver called `name`, or an error that lists the valid names.
  public static func named(_ name: String) throws(UsageError) -> any OrientationResolver {
    guard let resolver = all.first(where: { $0.name == name }) else {
      throw UsageError("unknown resolver '\(name)'; valid resolvers: \(names.joined(separator: ", "))")
    }
    return resolver
  }
}
