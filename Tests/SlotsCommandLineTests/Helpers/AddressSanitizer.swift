//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

#if os(Linux)
  import Glibc

  /// Whether this process runs under the address sanitizer, as in CI's
  /// `swift test --sanitize=address` step: then the built `slots` that the
  /// end-to-end tests spawn runs under it too, and its shadow memory and
  /// quarantine make its peak memory meaningless to measure.
  let isUnderAddressSanitizer = dlsym(nil, "__asan_init") != nil  // nil: RTLD_DEFAULT
#endif
