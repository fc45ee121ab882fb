import SignalboxJSON
import SignalboxLanguage

/// `:marbles`, `:graph` (and the tree `:explain` annotates) and `:load`.
extension Session {
  /// `:marbles [diagram|table|svg|source] PIPELINE [> FILE.svg|FILE.txt]`: runs it in a
  /// mode of its own — marbles on, in that format (the diagram unless named), to FILE when
  /// given, on a virtual clock (this session's, or one of its own when the session runs
  /// on the wall clock) — with this session's bindings.
  func marbles(
    _ argument: String, at argumentAt: Int, file: SourceFile, mode: RunMode,
    warning: (DiagnosticMessage) -> Void
  ) {
    let (format, text, target, textOffset) = MarbleFormat.command(argument)
    guard !text.isEmpty else { return warning(Message.metaNeeds("marbles", "a pipeline")) }
    // The pipeline at its place in `file`, so diagnostics point into the line typed.
    let start = argumentAt + textOffset
    let source = file.embedded(start, start + text.unicodeScalars.count)
    var drawn = options.mode
    drawn.interactive = mode.interactive
    drawn.clock = .virtual
    drawn.marbles = true
    drawn.marbleFormat = format
    drawn.marbleTarget = target
    guard let units = compile([source], mode: drawn) else { return }
    for unit in units { run(unit, mode: drawn) }
  }

  func graph(_ source: SourceFile, warning: (DiagnosticMessage) -> Void) {
    guard let pipeline = onePipeline(source, command: "graph", warning: warning) else { return }
    drawTree(pipeline, indent: "", notes: nil)
  }

  /// The pipeline a `:graph`/`:explain` argument holds (`source`: the argument at its
  /// place in the file); diagnostics or a warning, pointing into the argument, otherwise.
  func onePipeline(_ source: SourceFile, command: String, warning: (DiagnosticMessage) -> Void)
    -> Pipeline?
  {
    let (statements, diagnostics) = Parser.parse(source)
    guard let first = statements.first, diagnostics.isEmpty else {
      if diagnostics.isEmpty { warning(Message.metaNeeds(command, "a pipeline")) }
      if !diagnostics.isEmpty { output.err(DiagnosticRenderer.renderAll(diagnostics, in: source)) }
      return nil
    }
    guard statements.count == 1 else {
      metaWarning(Message.metaTakes(command, "one pipeline"), at: statements[1].offset, in: source)
      return nil
    }
    switch first {
    case .pipeline(let pipeline, _, _), .letPipeline(_, let pipeline, _): return pipeline
    default:
      metaWarning(Message.metaTakes(command, "a pipeline"), at: first.offset, in: source)
      return nil
    }
  }

  /// Prints a pipeline as a numbered tree, block pipelines indented under their stage;
  /// `notes`, given a pipeline, returns a line to print under each of its stages. With
  /// notes (`:explain`), lines longer than `marbleWidth` (the terminal's width, or 80)
  /// wrap at spaces, each continuation under the start of its text.
  func drawTree(_ pipeline: Pipeline, indent: String, notes: ((Pipeline) -> [String])?) {
    let lines = notes?(pipeline)
    let width = lines == nil ? Int.max : marbleWidth
    for (k, stage) in pipeline.stages.enumerated() {
      let number = "\(indent)\(k + 1). "
      let hanging = String(repeating: " ", count: number.count)
      for line in TextWrap.wrap(ASTPrinter.stage(stage), first: number, rest: hanging, width: width)
      { output.out(line) }
      if let lines {
        for line in TextWrap.wrap(
          lines[k], first: indent + "     ", rest: indent + "     ", width: width)
        { output.out(line) }
      }
      var blocks: [Block] = []
      for argument in stage.arguments {
        switch argument {
        case .block(let block): blocks.append(block)
        case .expr(let e): blocks += Session.blocks(in: e)
        }
      }
      for (n, block) in blocks.enumerated() {
        // Several blocks on one stage: each sub-graph under a label, in argument order.
        if blocks.count > 1 { output.out("\(indent)     block \(n + 1):") }
        drawTree(
          block.pipeline, indent: indent + (blocks.count > 1 ? "       " : "     "), notes: notes)
      }
    }
  }

  /// Blocks used as values inside an expression (`map { just x }`), outermost first.
  static func blocks(in e: Expr) -> [Block] {
    switch e {
    case .block(let b): return [b]
    case .array(let items, _): return items.flatMap(blocks)
    case .object(let entries, _): return entries.flatMap { blocks(in: $0.value) }
    case .field(let b, _, _): return blocks(in: b)
    case .index(let b, let i, _): return blocks(in: b) + blocks(in: i)
    case .unary(_, let o, _): return blocks(in: o)
    case .binary(_, let l, let r, _): return blocks(in: l) + blocks(in: r)
    case .conditional(let c, let a, let b, _): return blocks(in: c) + blocks(in: a) + blocks(in: b)
    case .call(_, let args, _): return args.flatMap(blocks)
    default: return []
    }
  }

  /// `:load FILE`: runs a script in the session's mode as it is now (a `:trace on` before
  /// it counts); its binding statements are among those `:clock` binds again.
  func load(_ path: String, mode: RunMode, warning: (DiagnosticMessage) -> Void) {
    var loaded = options.mode
    loaded.interactive = mode.interactive
    guard let units = loadedUnits(path, mode: loaded, warning: warning) else { return }
    bindings.replay.countLoad()
    for unit in units { run(unit, mode: loaded) }
  }

  func loadedUnits(_ path: String, mode: RunMode, warning: (DiagnosticMessage) -> Void)
    -> [CompiledUnit]?
  {
    let unquoted =
      path.hasPrefix("\"") && path.hasSuffix("\"") && path.count >= 2
      ? String(path.dropFirst().dropLast()) : path
    guard !unquoted.isEmpty else {
      warning(Message.metaNeeds("load", "a file name"))
      return nil
    }
    guard let text = FileText.contents(of: unquoted) else {
      warning(Message.cannotRead(unquoted, FileText.lastError))
      return nil
    }
    return compile([SourceFile(name: unquoted, text: text)], mode: mode)
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }

  func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
