import SignalboxLanguage

#if SIGNALBOX_TSAN
  import Signalbox

  /// Under `make tsan` this module's `Mutex` is the engine's pthread-backed `SanitizerMutex`,
  /// which the thread sanitizer sees lock and unlock (it does not see
  /// `Synchronization.Mutex`'s futex on Linux). See the engine's `TSanMutex.swift`.
  typealias Mutex<Value> = SanitizerMutex<Value>
#endif
