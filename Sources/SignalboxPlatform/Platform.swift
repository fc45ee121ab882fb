// The C library, once for the whole package: every module re-exports this module
// (`@_exported import SignalboxPlatform` in its `Imports.swift`), so every file sees the C
// library (and, under `make tsan`, the sanitizer's `Mutex`, SanitizerMutex.swift) without
// importing it; a client of a module sees it too, as it would through Foundation.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
