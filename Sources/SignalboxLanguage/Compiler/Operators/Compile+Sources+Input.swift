import Signalbox
import SignalboxJSON

// MARK: Sources: input (`stdin [MODE]`, `file "PATH" [MODE]`)

extension Compile {
  static func stdin(_ site: Compiler.Site) throws -> PipelineFactory {
    let stage = site.stage
    let mode = try site.compiler.readMode(stage)
    let timed = stage.mode == .timed
    let items = try site.compiler.itemsMode(stage, scope: site.scope)
    let perSecond = site.compiler.timeUnit.perSecond
    return { env in
      let host = env.context.host
      if timed {
        let stdin = host.stdinSource
        return TimedReplay.signal(
          source: "stdin", scheduler: host.scheduler, perSecond: perSecond
        ) {
          stdin.recordReader()
        }
      }
      if let items { return .defer { host.stdinSource.signal(mode: try items(env)) } }
      if stage.mode == nil, case let input = host.jqInput, input != .json {
        return jqStdin(input, host)
      }
      return host.stdinSource.signal(mode: mode)
    }
  }

  /// The plain `stdin` under jq's `-n`, `-R`, `-s` (`JQInput`).
  private static func jqStdin(_ input: JQInput, _ host: any RuntimeHost) -> Signal<JSON> {
    switch input {
    case .json: return host.stdinSource.signal(mode: .json)
    case .null: return .just(.null)
    case .rawLines: return host.stdinSource.signal(mode: .lines)
    case .slurp: return host.stdinSource.signal(mode: .json).collect().map { .array($0) }
    case .rawText:
      let fd = host.stdinDescriptor
      return .defer {
        // Any size up to the longest string a program may hold; the OS's reason otherwise.
        guard let text = FileText.readAll(fd: fd, limit: Limits.stringLength) else {
          throw RuntimeError(Message.cannotOpen("<stdin>", FileText.osError))
        }
        return .just(.string(text))
      }
    }
  }

  static func file(_ site: Compiler.Site) throws -> PipelineFactory {
    let stage = site.stage
    let mode = try site.compiler.readMode(stage)
    let timed = stage.mode == .timed
    let path = try site.expr(0)
    let items = try site.compiler.itemsMode(stage, scope: site.scope)
    let perSecond = site.compiler.timeUnit.perSecond
    return { env in
      .defer {
        let p = try Compiler.atSubscription(path, env)
        guard case .string(let s) = p else { throw RuntimeError(Message.expectedPath()) }
        let host = env.context.host
        if timed {
          return TimedReplay.signal(source: s, scheduler: host.scheduler, perSecond: perSecond) {
            try StdinSource.fileRecordReader(path: s, warn: { host.warn($0) })
          }
        }
        let mode = try items?(env) ?? mode
        return StdinSource.file(
          path: s, mode: mode, warn: { host.warn($0) },
          isInterrupted: host.stdinSource.isInterrupted)
      }
    }
  }
}

extension Compiler {
  /// The mode word after `stdin` or `file "PATH"` (the parser reads it into `Stage.mode`).
  func readMode(_ stage: Stage) throws -> JSONStreamReader.Mode {
    switch stage.mode {
    case nil: return .json
    case .lines?: return .lines
    case .lenient?: return .lenient
    case .timed?: return .json  // records read as JSON by TimedReplay
    case .items?: return .items(.document, lenient: stage.itemsLenient)
    case .unknown(let word)?: throw fail(Message.badMode(word), at: stage.modeOffset)
    }
  }

  /// `items [PATH] [lenient]`: the mode, its PATH evaluated at subscription (nil: not items).
  func itemsMode(_ stage: Stage, scope: Scope) throws -> (
    @Sendable (Env) throws -> JSONStreamReader.Mode
  )? {
    guard stage.mode == .items else { return nil }
    let lenient = stage.itemsLenient
    guard let pathExpr = stage.itemsPath else {
      return { _ in .items(.document, lenient: lenient) }
    }
    let path = try compileExpression(pathExpr, scope: scope, op: stage.name)
    return { env in
      let value = try Compiler.atSubscription(path, env)
      return .items(try ItemsPath.from(value), lenient: lenient)
    }
  }
}
