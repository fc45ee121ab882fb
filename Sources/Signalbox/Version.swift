/// The version of the engine (semantic versioning; CHANGELOG.md lists each version's
/// changes). `Signalbox.version` from a client; `signalbox --version` prints it too, so the
/// binary and the library report the same version.
public let version = "0.1.0"
