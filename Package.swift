// swift-tools-version: 6.0
import PackageDescription

// OrientationSpec checks iOS interface-orientation code without a device.
// No package dependencies: Swift 6, Foundation, Swift Testing and XCTest only.

// The seed articles whose code is an app's classes, by their folder under Sources/SeedApps.
let seeds = ["Seed000", "Seed002", "Seed003", "Seed004"]
let seedApps = seeds.map { Target.Dependency(stringLiteral: $0) }

let package = Package(
  name: "OrientationSpec",
  products: [
    .library(name: "OrientationSpec", targets: ["OrientationSpec"]),
    .library(name: "Resolvers", targets: ["Resolvers"]),
    .library(name: "Generators", targets: ["Generators"]),
    .library(name: "OrientationConformance", targets: ["OrientationConformance"]),
    .library(name: "OrientationTesting", targets: ["OrientationTesting"]),
    .library(name: "PlantedBugs", targets: ["PlantedBugs"]),
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .executable(name: "orientation-check", targets: ["orientation-check"]),
  ],
  targets: [
    // The specification: values, hierarchy, app configuration, assumptions,
    // UIKit's rules (the System), the resolver plug-in point and the two
    // resolvers the specification ships (uikit-default and reference).
    .target(name: "OrientationSpec"),

    // The seed articles' apps by their command-line names, each citing its article (the apps'
    // targets are added below).
    .target(name: "Resolvers", dependencies: ["OrientationSpec"] + seedApps),

    // UIKit's orientation surface as open classes with UIKit's names, so that an app's own
    // orientation classes compile unchanged and are checked as they are; no rule of its own:
    // every behaviour is the specification's.
    .target(name: "UIKitModel", dependencies: ["OrientationSpec"]),

    // Our own randomness, choice sequences, generators and the shrinker.
    .target(name: "Generators", dependencies: ["OrientationSpec"]),

    // Deliberately wrong resolvers, one per invariant, and the hunt that finds and shrinks
    // them: fixtures for the generator's tests and for `orientation-check bench`.
    .target(name: "PlantedBugs", dependencies: ["OrientationSpec", "Generators"]),

    // The checker, reports and the command-line core shared by
    // `orientation-check` and by app teams' own executables.
    .target(
      name: "OrientationConformance",
      dependencies: ["OrientationSpec", "Resolvers", "Generators", "PlantedBugs", "UIKitModel"]
    ),

    // Swift Testing adapter: counterexamples recorded as issues at the caller, a replay trait.
    .target(name: "OrientationTesting", dependencies: ["OrientationConformance", "UIKitModel"]),

    // Counts heap allocations by interposing malloc and friends (C): linked only into the
    // executable, which hands `bench` a function reading the counts.
    .target(name: "CAllocationCounter"),

    // The executable: a few lines calling the command-line core.
    .executableTarget(
      name: "orientation-check",
      dependencies: ["OrientationConformance", "CAllocationCounter"]
    ),

    // Tests mirror the sources; scenarios and properties have their own.
    .testTarget(name: "OrientationSpecTests", dependencies: ["OrientationSpec"]),
    .testTarget(name: "GeneratorsTests", dependencies: ["Generators", "PlantedBugs"]),
    .testTarget(
      name: "PropertyTests",
      dependencies: [
        "OrientationSpec", "Generators", "Resolvers", "OrientationConformance", "PlantedBugs",
      ]
    ),
    .testTarget(
      name: "ScenarioTests",
      dependencies: ["OrientationSpec", "Resolvers", "UIKitModel"] + seedApps),
    .testTarget(name: "OrientationTestingTests", dependencies: ["OrientationTesting", "PlantedBugs"]),
    .testTarget(
      name: "UIKitModelTests",
      dependencies: [
        "UIKitModel", "OrientationSpec", "Generators", "OrientationConformance",
        "OrientationTesting",
      ]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["OrientationConformance", "Generators", "PlantedBugs"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The seed articles' code as an app's classes: the files under each `Article/` compile against
// UIKit or UIKitModel unchanged; the description beside them makes the app a built-in. Each
// `Article/` is also built alone in Swift 5 language mode, from `Swift5/SeedNNN/Article`, a link
// to it (SwiftPM refuses two targets over one path, not a link): both modes build every time.
package.targets += seeds.flatMap { seed -> [Target] in
  [
    .target(name: seed, dependencies: ["UIKitModel"], path: "Sources/SeedApps/\(seed)"),
    .target(
      name: seed + "Swift5", dependencies: ["UIKitModel"], path: "Sources/SeedApps/Swift5/\(seed)",
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
}

// Strictness applied to every target in one place. SwiftPM 6.3 accepts and ignores Swift settings
// on the C target (CAllocationCounter): no error, no warning.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
