// The C library and, under `make tsan`, the sanitizer's `Mutex` for every file of this
// module: written once, in the package's internal module Sources/SignalboxPlatform.
@_exported import SignalboxPlatform

#if SIGNALBOX_TSAN
  /// `make tsan`: the sanitizer's lock under `Mutex`'s name, declared in this module so that
  /// it shadows `Synchronization.Mutex` (SignalboxPlatform/SanitizerMutex.swift says why).
  typealias Mutex<Value> = SanitizerMutex<Value>
#endif
