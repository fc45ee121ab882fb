// The C library and, under `make tsan`, the sanitizer's `Mutex` for every file of this
// module: written once, in the package's internal module Sources/SignalboxPlatform.
@_exported import SignalboxPlatform
