// swift-tools-version:6.0
//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import PackageDescription

// The library's internal checks: every resolved layout plan and every live
// feed, after each change, checked against the invariants its look-ups take
// for granted (`_LayoutPlan._checkInvariants`, `SlotFeed._checkInvariants`).
// A check can cost the size of the whole feed, so they are off unless the
// package is built with `SLOTS_INTERNAL_CHECKS=1` in the environment, and
// then only in debug builds: an app's Debug build of the package (Xcode
// builds packages in Debug while developing) keeps each operation's cost
// independent of the feed's size. CI, the tests' command in CONTRIBUTING.md
// and the fuzzer turn them on. SwiftPM evaluates the manifest again when the
// variable changes, and rebuilds what the define changes.
let internalChecks: [SwiftSetting] =
  Context.environment["SLOTS_INTERNAL_CHECKS"] == "1"
  ? [.define("SLOTS_INTERNAL_CHECKS", .when(configuration: .debug))] : []

let package = Package(
  name: "Slots",
  platforms: [
    .macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1),
  ],
  products: [
    .library(name: "Slots", targets: ["Slots"]),
    // The pager that keeps a live feed fed: pages, preloaded items that
    // expire, retries and load states. A product of its own so that the
    // core keeps its platforms and its one dependency, the toolchain.
    .library(name: "SlotsLoading", targets: ["SlotsLoading"]),
    .executable(name: "slots", targets: ["SlotsTool"]),
    // The test kit, for the benchmark package beside this one (see below).
    // The underscore says what it is: not API, no promise kept between
    // releases.
    .library(name: "_SlotsTestSupport", targets: ["_SlotsTestSupport"]),
  ],
  targets: [
    // The layout engine and both public APIs. Imports no Foundation.
    //
    // With the internal checks on (above), the tests and the sanitizer runs
    // trap on an inconsistent plan or feed where it is made, not where a
    // look-up misreads it. The define has to sit on this target: a define on
    // the test target would not reach the library's code.
    .target(name: "Slots", swiftSettings: internalChecks),
    // The pager: a synchronous state machine and a thin driver that runs
    // its loads as tasks and sleeps on an injected `Clock`. Imports Slots
    // and, where the platform has it, Observation; no Foundation. Its
    // public API carries the availability `Clock` needs (macOS 13 and its
    // siblings), and Observation's for the observable model.
    .target(name: "SlotsLoading", dependencies: ["Slots"]),
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
      name: "_SlotsTestSupport", dependencies: ["Slots", "SlotsLoading"],
      path: "Tests/_SlotsTestSupport",
      exclude: ["README.md"]),
    // The same define tells the tests that the library checks its plans, so
    // that they can test the checks themselves.
    .testTarget(
      name: "SlotsTests", dependencies: ["Slots", "_SlotsTestSupport"],
      swiftSettings: internalChecks),
    .testTarget(
      name: "SlotsLoadingTests", dependencies: ["SlotsLoading", "Slots", "_SlotsTestSupport"]),
    .testTarget(
      name: "SlotsCommandLineTests",
      dependencies: ["SlotsCommandLine", "Slots", "_SlotsTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
