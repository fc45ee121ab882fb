import SignalboxJSON
import SignalboxLanguage

/// The pipeline of a `:graph` or `:explain` argument, drawn as a numbered tree.
enum PipelineTree {
  /// The pipeline a `:graph`/`:explain` argument holds (`source`: the argument at its
  /// place in the file); diagnostics or a warning, pointing into the argument, otherwise.
  static func onePipeline(
    _ call: MetaCall, command: String, in context: any MetaContext
  ) -> Pipeline? {
    let source = call.source
    let (statements, diagnostics) = Parser.parse(source, timeUnit: context.timeUnit)
    guard let first = statements.first, diagnostics.isEmpty else {
      if diagnostics.isEmpty { call.warning(Message.metaNeeds(command, "a pipeline")) }
      if !diagnostics.isEmpty {
        context.printError(DiagnosticRenderer.renderAll(diagnostics, in: source))
      }
      return nil
    }
    guard statements.count == 1 else {
      context.warn(
        Message.metaTakes(command, "one pipeline"), at: statements[1].offset, in: source)
      return nil
    }
    switch first {
    case .pipeline(let pipeline, _, _), .letPipeline(_, let pipeline, _): return pipeline
    default:
      context.warn(Message.metaTakes(command, "a pipeline"), at: first.offset, in: source)
      return nil
    }
  }

  /// Prints a pipeline as a numbered tree, block pipelines indented under their stage;
  /// `notes`, given a pipeline, returns a line to print under each of its stages. With
  /// notes (`:explain`), lines longer than the context's width (the terminal's, or 80)
  /// wrap at spaces, each continuation under the start of its text.
  static func draw(
    _ pipeline: Pipeline, indent: String = "", in context: any MetaContext,
    notes: ((Pipeline) -> [String])? = nil
  ) {
    let lines = notes?(pipeline)
    let width = lines == nil ? Int.max : context.width
    for (k, stage) in pipeline.stages.enumerated() {
      let number = "\(indent)\(k + 1). "
      let hanging = String(repeating: " ", count: number.count)
      for line in TextWrap.wrap(ASTPrinter.stage(stage), first: number, rest: hanging, width: width)
      { context.printLine(line) }
      if let lines {
        for line in TextWrap.wrap(
          lines[k], first: indent + "     ", rest: indent + "     ", width: width)
        { context.printLine(line) }
      }
      var blocks: [Block] = []
      for argument in stage.arguments {
        switch argument {
        case .block(let block): blocks.append(block)
        case .expr(let e): blocks += self.blocks(in: e)
        }
      }
      for (n, block) in blocks.enumerated() {
        // Several blocks on one stage: each sub-graph under a label, in argument order.
        if blocks.count > 1 { context.printLine("\(indent)     block \(n + 1):") }
        let inner = indent + (blocks.count > 1 ? "       " : "     ")
        draw(block.pipeline, indent: inner, in: context, notes: notes)
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
}
