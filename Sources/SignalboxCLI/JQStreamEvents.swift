import SignalboxJSON

/// `--stream`: a value as jq's stream events — `[PATH, LEAF]` for each scalar and empty
/// container, `[PATH]` after a container's last member (the path to that member), in
/// jq's order (`tostream`). Walked with an explicit stack: any depth.
enum JQStreamEvents {
  private enum Step {
    case visit(JSON, path: [JSON])
    case closing([JSON])
  }

  static func events(of value: JSON) -> [JSON] {
    var events: [JSON] = []
    var pending: [Step] = [.visit(value, path: [])]
    while let step = pending.popLast() {
      switch step {
      case .closing(let path): events.append(.array([.array(path)]))
      case .visit(let v, let path):
        var children: [(JSON, JSON)] = []
        switch v {
        case .array(let items):
          children = items.enumerated().map { (.number(Double($0.offset)), $0.element) }
        case .object(let object):
          children = object.entries.elements.map { (.string($0.key.string), $0.value) }
        default: break
        }
        guard let last = children.last else {
          events.append(.array([.array(path), v]))
          continue
        }
        pending.append(.closing(path + [last.0]))
        for (key, child) in children.reversed() {
          pending.append(.visit(child, path: path + [key]))
        }
      }
    }
    return events
  }
}
