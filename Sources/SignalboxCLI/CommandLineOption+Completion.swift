/// The bash, zsh and fish completion scripts (`signalbox --generate-completion-script
/// SHELL`), written from the option table: every completed option, the words of its value, files
/// where it takes a file, and the two values of `--arg NAME TEXT` and its kin.
extension CommandLineOption {
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  static func completionScript(_ shell: Shell) -> String {
    switch shell {
    case .bash: bashScript()
    case .zsh: zshScript()
    case .fish: fishScript()
    }
  }

  private static func bashScript() -> String {
    var valueCases = ""
    var secondCases = ""
    var marbles = ""
    for option in completed {
      let names = option.names.joined(separator: "|")
      switch (option.arity, option.completion) {
      case (.value, .words(let words)):
        valueCases += "    \(names)) COMPREPLY=($(compgen -W '\(words.joined(separator: " "))'"
        valueCases += " -- \"$cur\")); return ;;\n"
      case (.value, .file), (.pair, .file):
        let files = "COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"
        if case .pair = option.arity {
          valueCases += "    \(names)) return ;;\n"
          secondCases += "    \(names)) \(files)\n"
        } else {
          valueCases += "    \(names)) \(files)\n"
        }
      case (.value, .nothing), (.pair, _):
        valueCases += "    \(names)) return ;;\n"
        if case .pair = option.arity { secondCases += "    \(names)) return ;;\n" }
      case (.optionalValue, .words(let words)):
        // bash splits `--marbles=svg` at `=` (COMP_WORDBREAKS).
        marbles += "  if [[ \"$prev\" == = && \"$pprev\" == \(option.name) ]]; then\n"
        marbles += "    COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))\n"
        marbles += "    return\n  fi\n"
      default: break
      }
    }
    let words = completed.flatMap(\.names).joined(separator: " ")
    return """
      # bash completion for signalbox (signalbox --generate-completion-script bash)
      _signalbox() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" pprev=""
        (( COMP_CWORD >= 1 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
        (( COMP_CWORD >= 2 )) && pprev="${COMP_WORDS[COMP_CWORD-2]}"
      \(marbles)  case "$prev" in
      \(valueCases)  esac
        case "$pprev" in
      \(secondCases)  esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W '\(words)' -- "$cur"))
          return
        fi
        COMPREPLY=($(compgen -f -- "$cur"))
      }
      complete -o filenames -F _signalbox signalbox

      """
  }

  private static func zshScript() -> String {
    var specs: [String] = []
    for option in completed {
      let help = "[" + zshEscaped(option.help) + "]"
      let exclusion = option.names.count > 1 ? "'(\(option.names.joined(separator: " ")))'" : ""
      let star = option.repeatable ? "*" : ""
      let action: String
      switch option.completion {
      case .nothing: action = " "
      case .file: action = "_files"
      case .words(let words): action = "(\(words.joined(separator: " ")))"
      }
      var tail: String
      switch option.arity {
      case .flag: tail = ""
      case .value(let name): tail = ":\(name):\(action)"
      case .optionalValue(let name):
        specs.append("'\(option.name)\(help)'")
        specs.append("'\(option.name)=-\(help)::\(name):\(action)'")
        continue
      case .pair(let first, let second): tail = ":\(first): :\(second):\(action)"
      }
      tail = tail.replacing("'", with: "'\\''")
      if option.names.count > 1 {
        let names = "{" + option.names.joined(separator: ",") + "}"
        specs.append("\(exclusion)\(star)\(names)'\(help)\(tail)'")
      } else {
        specs.append("'\(star)\(option.name)\(help)\(tail)'")
      }
    }
    specs.append("'*:file:_files'")
    return "#compdef signalbox\n# zsh completion for signalbox (--generate-completion-script zsh)\n"
      + "_arguments -s -S \\\n  " + specs.joined(separator: " \\\n  ") + "\n"
  }

  private static func fishScript() -> String {
    var lines = ["# fish completion for signalbox (--generate-completion-script fish)"]
    for option in completed {
      var line = "complete -c 'signalbox'"
      for name in option.names {
        line += name.hasPrefix("--") ? " -l '\(name.dropFirst(2))'" : " -s '\(name.dropFirst())'"
      }
      switch (option.arity, option.completion) {
      case (.flag, _), (.optionalValue, _): break
      case (_, .words(let words)): line += " -x -a '\(words.joined(separator: " "))'"
      case (_, .file): line += " -r -F"
      case (_, .nothing): line += " -x"
      }
      line += " -d '" + fishEscaped(option.help) + "'"
      lines.append(line)
      if case .optionalValue = option.arity, case .words(let words) = option.completion {
        let values = words.map { "\(option.name)=\($0)" }.joined(separator: " ")
        lines.append(
          "complete -c 'signalbox' -n 'string match -q -- \"\(option.name)=*\" "
            + "(commandline -ct)' -f -a '\(values)'")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A description inside zsh's `[…]`, itself inside single quotes.
  private static func zshEscaped(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "'": out += "'\\''"
      case "[", "]", ":", "\\": out += "\\\(c)"
      default: out.append(c)
      }
    }
    return out
  }

  private static func fishEscaped(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
  }
}
