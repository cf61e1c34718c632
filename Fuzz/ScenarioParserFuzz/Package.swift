// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer harness for the scenario parser, the sessions it describes and replay tokens.
// Build and run it with ./run (see CONTRIBUTING.md, "Fuzzing the parser"): it needs a toolchain
// whose swiftc accepts -sanitize=fuzzer (Linux toolchains from swift.org do).
let package = Package(
  name: "ScenarioParserFuzz",
  dependencies: [.package(name: "OrientationSpec", path: "../..")],
  targets: [
    .executableTarget(
      name: "ScenarioParserFuzz",
      dependencies: [
        .product(name: "OrientationSpec", package: "OrientationSpec"),
        .product(name: "Generators", package: "OrientationSpec"),
        .product(name: "OrientationConformance", package: "OrientationSpec"),
        "CFuzzerDriver",
      ]
    ),
    // Declares libFuzzer's driver, which main.swift calls: SwiftPM renames an executable's
    // `main`, so the one libFuzzer provides would not be linked.
    .target(name: "CFuzzerDriver"),
  ],
  swiftLanguageModes: [.v6]
)
