import OrientationSpec

extension OrientationCheck {
  /// `resolvers [--json]`: the names one a line, or `{"resolvers": [{"name": N}]}`.
  func listResolvers(_ arguments: ArraySlice<String>) throws(UsageError) -> ExitStatus {
    if try jsonFlag(arguments, for: "resolvers") {
      output(
        JSON.object([
          ("resolvers", .array(resolvers.map { .object([("name", .string($0.name))]) }))
        ]).text)
    } else {
      for resolver in resolvers { output(resolver.name) }
    }
    return .success
  }

  /// `rules [--json]`: one line per rule (id, versions, confidence, title, tab-separated), or
  /// `{"rules": [{"id", "title", "versions", "confidence": [...], "page", "invariants": [...]}]}`.
  func listRules(_ arguments: ArraySlice<String>) throws(UsageError) -> ExitStatus {
    if try jsonFlag(arguments, for: "rules") {
      output(
        JSON.object([
          (
            "rules",
            .array(
              Rule.allCases.map { rule in
                .object([
                  ("id", .string(rule.description)),
                  ("title", .string(rule.title)),
                  ("versions", .string(rule.versions)),
                  ("confidence", .array(rule.confidence.map { .string($0.rawValue) })),
                  ("page", .string(rule.page)),
                  (
                    "invariants",
                    .array(rule.invariants.map { .string($0.rawValue) })
                  ),
                ])
              })
          )
        ]).text)
    } else {
      for rule in Rule.allCases {
        let confidence = rule.confidence.map(\.rawValue).joined(separator: "/")
        output("\(rule)\t\(rule.versions)\t\(confidence)\t\(rule.title)")
      }
    }
    return .success
  }

  /// `true` for `--json`, `false` for nothing; anything else is a usage error.
  func jsonFlag(_ arguments: ArraySlice<String>, for subcommand: String) throws(UsageError) -> Bool
  {
    var json = false
    for argument in arguments {
      guard argument == "--json" else {
        throw UsageError(
          argument.hasPrefix("-")
            ? "unknown argument '\(argument)' for '\(subcommand)'"
            : "'\(subcommand)' takes no argument '\(argument)'")
      }
      json = true
    }
    return json
  }
}

extension OrientationCheck {
  /// `examples --json`: `{"ios": N, "examples": [{"name", "summary", "resolutions": [...]}]}`.
  func examplesJSON(
    _ examples: [Example], _ chosen: [any OrientationResolver], version: OSVersion,
    assumptions: Assumptions = .default
  ) -> JSON {
    .object([
      ("ios", .int(version.major)),
      (
        "examples",
        .array(
          examples.map { example in
            .object([
              ("name", .string(example.name)),
              ("summary", .string(example.summary)),
              (
                "resolutions",
                .array(chosen.map { resolutionJSON(example, with: $0, assumptions: assumptions) })
              ),
            ])
          })
      ),
    ])
  }

  func resolutionJSON<Resolver: OrientationResolver>(
    _ example: Example, with resolver: Resolver, assumptions: Assumptions
  ) -> JSON {
    let resolution = example.resolve(with: resolver, assumptions: assumptions).json(
      in: example.hierarchy, app: example.app, assumptions: assumptions)
    guard case .object(let members) = resolution else { return resolution }
    return .object([("resolver", .string(resolver.name))] + members)
  }
}
