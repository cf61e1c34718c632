// swift-tools-version: 6.0
import PackageDescription

// OrientationSpec checks iOS interface-orientation code without a device.
// No package dependencies: Swift 6, Foundation, Swift Testing and XCTest only.

let package = Package(
  name: "OrientationSpec",
  products: [
    .library(name: "OrientationSpec", targets: ["OrientationSpec"]),
    .library(name: "Resolvers", targets: ["Resolvers"]),
    .library(name: "Generators", targets: ["Generators"]),
    .library(name: "OrientationConformance", targets: ["OrientationConformance"]),
    .library(name: "OrientationTesting", targets: ["OrientationTesting"]),
    .executable(name: "orientation-check", targets: ["orientation-check"]),
  ],
  targets: [
    // The specification: values, hierarchy, app configuration, assumptions,
    // UIKit's rules (the System), the resolver plug-in point and the two
    // resolvers the specification ships (uikit-default and reference).
    .target(name: "OrientationSpec"),

    // The seed articles' overrides, each a resolver that cites its article.
    .target(name: "Resolvers", dependencies: ["OrientationSpec"]),

    // Our own randomness, choice sequences, generators and the shrinker.
    .target(name: "Generators", dependencies: ["OrientationSpec"]),

    // The checker, reports and the command-line core shared by
    // `orientation-check` and by app teams' own executables.
    .target(
      name: "OrientationConformance",
      dependencies: ["OrientationSpec", "Resolvers", "Generators"]
    ),

    // Swift Testing adapter: counterexamples recorded as issues at the caller, a replay trait.
    .target(name: "OrientationTesting", dependencies: ["OrientationConformance"]),

    // The executable: a few lines calling the command-line core.
    .executableTarget(
      name: "orientation-check",
      dependencies: ["OrientationConformance"]
    ),

    // Tests mirror the sources; scenarios and properties have their own.
    .testTarget(name: "OrientationSpecTests", dependencies: ["OrientationSpec"]),
    .testTarget(name: "GeneratorsTests", dependencies: ["Generators"]),
    .testTarget(
      name: "PropertyTests",
      dependencies: ["OrientationSpec", "Generators", "Resolvers", "OrientationConformance"]
    ),
    .testTarget(name: "ScenarioTests", dependencies: ["OrientationSpec", "Resolvers"]),
    .testTarget(name: "OrientationTestingTests", dependencies: ["OrientationTesting"]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["OrientationConformance", "Generators"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Strictness applied to every target in one place.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
