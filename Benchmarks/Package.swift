// swift-tools-version:6.0
//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The benchmarks live in their own package so that the library's manifest
// stays free of dependencies. Run them from the repository root with
//
//     swift run -c release --package-path Benchmarks slots-benchmark

import PackageDescription

let package = Package(
  name: "SlotsBenchmarks",
  // `ContinuousClock` needs macOS 13 and its siblings.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .executable(name: "slots-benchmark", targets: ["SlotsBenchmark"]),
    // D1: a live session as an app plays it, built in debug as well as in
    // release by Scripts/debug-session.sh, to show what a debug build of
    // the package costs.
    .executable(name: "slots-debug-session", targets: ["DebugSession"]),
    // W15: the loading product's simulation of a home feed, in counts.
    .executable(name: "slots-loading-simulation", targets: ["LoadingSimulation"]),
    // W16: what cursors and saved feeds from outside cost, by shape and size.
    .executable(name: "slots-input-cost", targets: ["InputCost"]),
  ],
  dependencies: [
    // Named, because SwiftPM otherwise names a path dependency after its
    // directory, which is whatever the clone happens to be called.
    .package(name: "Slots", path: "..")
  ],
  targets: [
    // The 2.0-style side of W9: a class that works as Slots 2.0.0 does,
    // written from the layout rules, in a module of its own as Slots 2.0.0 was.
    .target(name: "Slots2Style"),
    .executableTarget(
      name: "SlotsBenchmark",
      dependencies: [
        .product(name: "Slots", package: "Slots"),
        // The tests' kit, whose naive reference the benchmarks measure: the
        // very code the tests compare the engine with.
        .product(name: "_SlotsTestSupport", package: "Slots"),
        "Slots2Style",
      ]),
    .executableTarget(
      name: "DebugSession", dependencies: [.product(name: "Slots", package: "Slots")]),
    .executableTarget(
      name: "LoadingSimulation",
      dependencies: [
        .product(name: "SlotsLoading", package: "Slots"),
        .product(name: "_SlotsTestSupport", package: "Slots"),
      ]),
    .executableTarget(
      name: "InputCost",
      dependencies: [
        .product(name: "Slots", package: "Slots"),
        // The kit's `SavedJSON`, for the versions of the formats it writes.
        .product(name: "_SlotsTestSupport", package: "Slots"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
