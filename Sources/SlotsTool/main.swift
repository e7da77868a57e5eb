//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import SlotsCommandLine

// The C library rather than Foundation, which `slots` does not load: see
// Sources/SlotsCommandLine/System/FileDescriptor.swift.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

exit(SlotsCommand.main())
