// The C library, once for the whole module: every file sees it through this re-export
// (the same in each module of the package; a client of the module sees it too, as it would
// through Foundation).
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
