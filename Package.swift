// swift-tools-version:6.0
//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import PackageDescription

let package = Package(
  name: "Slots",
  platforms: [
    .macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1),
  ],
  products: [
    .library(name: "Slots", targets: ["Slots"]),
    .executable(name: "slots", targets: ["SlotsTool"]),
    // The test kit, for the benchmark package beside this one (see below).
    // The underscore says what it is: not API, no promise kept between
    // releases.
    .library(name: "_SlotsTestSupport", targets: ["_SlotsTestSupport"]),
  ],
  targets: [
    // The layout engine and both public APIs. Imports no Foundation.
    //
    // Debug builds check every resolved layout plan against its invariants
    // (`_LayoutPlan._checkInvariants`), so that `swift test` and the
    // sanitizer runs trap on an inconsistent plan where it is made, not where
    // a look-up misreads it. The define has to sit on this target: a define on
    // the test target would not reach the library's code. The check costs the
    // size of the plan, the same order as resolving it, and release builds
    // leave it out.
    .target(
      name: "Slots",
      swiftSettings: [.define("SLOTS_INTERNAL_CHECKS", .when(configuration: .debug))]),
    // The command line tool's logic, kept out of `main` so that it is
    // tested in-process. Imports no Foundation either, only the C library
    // (Glibc, Musl, Android or Darwin), so that `slots` starts small.
    .target(name: "SlotsCommandLine", dependencies: ["Slots"]),
    .executableTarget(name: "SlotsTool", dependencies: ["SlotsCommandLine"]),
    // The test kit shared by both test targets, the fuzzer and the
    // benchmarks: the naive reference, the seeded generator, the generator
    // of random rules, the mutation model and the checkers. Public API of
    // Slots only, and no Testing, so that release builds can use it. The
    // benchmark package reaches it through the underscored product above (a
    // package can depend only on another's products), and the fuzzer
    // compiles the same sources with `swiftc` (`Fuzz/run.sh`).
    .target(
      name: "_SlotsTestSupport", dependencies: ["Slots"], path: "Tests/_SlotsTestSupport",
      exclude: ["README.md"]),
    // The same define tells the tests that the library checks its plans, so
    // that they can test the checks themselves.
    .testTarget(
      name: "SlotsTests", dependencies: ["Slots", "_SlotsTestSupport"],
      swiftSettings: [.define("SLOTS_INTERNAL_CHECKS", .when(configuration: .debug))]),
    .testTarget(
      name: "SlotsCommandLineTests",
      dependencies: ["SlotsCommandLine", "Slots", "_SlotsTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
