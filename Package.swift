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
  ],
  targets: [
    // The layout engine and both public APIs. Imports no Foundation.
    .target(name: "Slots"),
    // The command line tool's logic, kept out of `main` so that it is
    // tested in-process. May use Foundation.
    .target(name: "SlotsCommandLine", dependencies: ["Slots"]),
    .executableTarget(name: "SlotsTool", dependencies: ["SlotsCommandLine"]),
    .testTarget(name: "SlotsTests", dependencies: ["Slots"]),
    .testTarget(
      name: "SlotsCommandLineTests",
      dependencies: ["SlotsCommandLine", "Slots"]),
  ],
  swiftLanguageModes: [.v6]
)
