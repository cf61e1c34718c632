import OrientationSpec

/// The properties of a resolution, each a check of one case: `nil` when it holds, else why not.
///
/// They take the resolver as a parameter so the harness tests can hand them
/// a deliberately broken one and pin the counterexample it finds.
enum ResolutionProperties {
  /// With consistent declarations (see ``Hierarchy/declarationsAreConsistent(with:idiom:)``), no exception.
  static func raisesNothingWhenConsistent<Resolver: OrientationResolver>(
    _ resolver: Resolver
  ) -> @Sendable (PropertyCase) -> String? {
    { item in
      guard
        item.hierarchy.declarationsAreConsistent(
          with: item.app.declaredAppMask, idiom: item.app.idiom)
      else {
        return nil
      }
      let resolution = item.resolve(with: resolver)
      guard let exception = resolution.exception else { return nil }
      return "raises \(exception.identifier): \(exception.reason(on: item.app.osVersion))\n"
        + resolution.report(of: item, by: resolver)
    }
  }

  /// After anything but a query, with no exception and a non-empty allowed mask, the orientation is allowed.
  static func orientationIsAllowed<Resolver: OrientationResolver>(
    _ resolver: Resolver
  ) -> @Sendable (PropertyCase) -> String? {
    { item in
      guard item.trigger != .query else { return nil }
      let resolution = item.resolve(with: resolver)
      guard resolution.exception == nil, let allowed = resolution.decision?.allowed,
        !allowed.isEmpty,
        !allowed.contains(resolution.interfaceOrientation)
      else { return nil }
      return "orientation \(resolution.interfaceOrientation) is not in allowed \(allowed)\n"
        + resolution.report(of: item, by: resolver)
    }
  }

  /// Every window's allowed mask lies in its app mask.
  static func allowedWithinAppMask<Resolver: OrientationResolver>(
    _ resolver: Resolver
  ) -> @Sendable (PropertyCase) -> String? {
    { item in
      let resolution = item.resolve(with: resolver)
      guard let decision = resolution.windows.first(where: { !$0.allowed.isSubset(of: $0.appMask) })
      else { return nil }
      return
        "\(decision.window): allowed \(decision.allowed) is not within app mask \(decision.appMask)\n"
        + resolution.report(of: item, by: resolver)
    }
  }

  /// Resolving the same case twice gives equal resolutions.
  static func deterministic<Resolver: OrientationResolver>(
    _ resolver: Resolver
  ) -> @Sendable (PropertyCase) -> String? {
    { item in
      let first = item.resolve(with: resolver)
      let second = item.resolve(with: resolver)
      guard first != second else { return nil }
      return "first:\n" + first.report(of: item, by: resolver)
        + "\nsecond:\n" + second.report(of: item, by: resolver)
    }
  }

  /// The decider supports what it declares itself, else the idiom's default: no child is consulted.
  static func deciderAnswersForItself<Resolver: OrientationResolver>(
    _ resolver: Resolver
  ) -> @Sendable (PropertyCase) -> String? {
    { item in
      let resolution = item.resolve(with: resolver)
      guard let decision = resolution.decision, let decider = decision.decider,
        let supported = decision.supported
      else { return nil }
      let declared = item.hierarchy[decider].declared.supportedInterfaceOrientations
      let own = declared ?? item.app.idiom.defaultOrientations
      guard supported != own else { return nil }
      return "decider \(decider) \(item.hierarchy.name(of: decider)) supports \(supported),"
        + " but declares \(declared.map { "\($0)" } ?? "nothing")"
        + " (idiom default \(item.app.idiom.defaultOrientations))\n"
        + resolution.report(of: item, by: resolver)
    }
  }
}
