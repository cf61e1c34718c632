// swift-tools-version: 6.0
import PackageDescription

// An app team's package: its orientation overrides as a resolver, checked in its own `swift test`
// and from its own command-line executable. It depends on OrientationSpec by path, as a team
// would by URL (`.package(url: "…/OrientationSpec.git", from: "…")`).

let package = Package(
  name: "MyAppOrientation",
  products: [
    .library(name: "MyAppOrientation", targets: ["MyAppOrientation"]),
    .executable(name: "my-orientation-check", targets: ["my-orientation-check"]),
  ],
  dependencies: [
    .package(name: "OrientationSpec", path: "..")
  ],
  targets: [
    // The app's base classes and app delegate, as a resolver.
    .target(
      name: "MyAppOrientation",
      dependencies: [.product(name: "OrientationSpec", package: "OrientationSpec")]
    ),

    // `orientation-check` with the app's resolver added: a few lines.
    .executableTarget(
      name: "my-orientation-check",
      dependencies: [
        "MyAppOrientation",
        .product(name: "OrientationConformance", package: "OrientationSpec"),
      ]
    ),

    // The app's own `swift test`: every invariant, a pinned replay, single hierarchies.
    .testTarget(
      name: "MyAppOrientationTests",
      dependencies: [
        "MyAppOrientation",
        .product(name: "OrientationSpec", package: "OrientationSpec"),
        .product(name: "OrientationConformance", package: "OrientationSpec"),
        .product(name: "OrientationTesting", package: "OrientationSpec"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The same strictness as OrientationSpec itself.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
