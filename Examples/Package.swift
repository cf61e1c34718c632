// swift-tools-version: 6.0
import PackageDescription

// An app team's package: its orientation classes, copied from its iOS app, checked in its own
// `swift test` and from its own command-line executable. It depends on OrientationSpec by path,
// as a team would by URL (`.package(url: "…/OrientationSpec.git", from: "…")`).

let package = Package(
  name: "MyApp",
  products: [
    .library(name: "MyApp", targets: ["MyApp"]),
    .executable(name: "my-orientation-check", targets: ["my-orientation-check"]),
  ],
  dependencies: [
    .package(name: "OrientationSpec", path: "..")
  ],
  targets: [
    // App/: the app's own files, unchanged (each imports UIKit on iOS, UIKitModel here).
    // Check/: how the check builds the app (its description for the generator).
    .target(
      name: "MyApp",
      dependencies: [.product(name: "UIKitModel", package: "OrientationSpec")]
    ),

    // The same App/ files built alone in Swift 5 language mode (Sources/MyAppSwift5/App is a
    // link to Sources/MyApp/App): the app's files compile in either mode, as against UIKit.
    .target(
      name: "MyAppSwift5",
      dependencies: [.product(name: "UIKitModel", package: "OrientationSpec")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // `orientation-check` with the app added: a few lines.
    .executableTarget(
      name: "my-orientation-check",
      dependencies: [
        "MyApp",
        .product(name: "OrientationConformance", package: "OrientationSpec"),
      ]
    ),

    // The app's own `swift test`: every invariant, a pinned replay, single hierarchies.
    .testTarget(
      name: "MyAppTests",
      dependencies: [
        "MyApp",
        .product(name: "UIKitModel", package: "OrientationSpec"),
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
