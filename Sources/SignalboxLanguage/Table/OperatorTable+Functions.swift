import Signalbox
import SignalboxJSON

extension OperatorTable {
  /// The built-in functions of expressions (`Builtins`), in the order suggestions try them.
  static let functions: [OperatorSpec] = [
    function(
      "len", "len(V)",
      .own(
        summary: "the length of a string, array or object; 0 for null", rule: "",
        example: "from [\"abc\", [1, 2], {\"a\": 1}, null] | map len(x)"), Builtins.len),
    function(
      "str", "str(V)",
      .own(
        summary:
          "V as a string (a string as it is, anything else as compact JSON) · as a number (a string is parsed, `true` is 1, `false` 0)",
        rule: "", example: "from [1, \"a\", [true]] | map str(x)\nfrom [\"2.5\", true] | map num(x)"
      ), Builtins.str),
    function("num", "num(V)", .with("str"), Builtins.num),
    function(
      "int", "int(N)",
      .own(
        summary: "N rounded toward zero · down · up · to the nearest (halves away from zero)",
        rule: "",
        example: "from [-2.5, 2.5] | map [int(x), floor(x), ceil(x), round(x)]"),
      Builtins.numeric("int") { $0.rounded(.towardZero) }),
    function("floor", "floor(N)", .with("int"), Builtins.numeric("floor") { $0.rounded(.down) }),
    function("ceil", "ceil(N)", .with("int"), Builtins.numeric("ceil") { $0.rounded(.up) }),
    function(
      "round", "round(N)", .with("int"),
      Builtins.numeric("round") { $0.rounded(.toNearestOrAwayFromZero) }),
    function(
      "abs", "abs(N)",
      .own(
        summary:
          "the absolute value · the square root · A to the power B, a whole number below 1024 in size",
        rule: "",
        example: "from [-9, 4] | map [abs(x), sqrt(abs(x)), pow(x, 2)]"),
      Builtins.numeric("abs") { Swift.abs($0) }),
    function(
      "min", "min(…)",
      .own(
        summary:
          "the least · the greatest of the arguments, or of the items of one array (null when there are none)",
        rule: "", example: "just [3, 1, 2] | map [min(x), max(x), max(4, 5)]"),
      Builtins.extreme("min", "<")),
    function("max", "max(…)", .with("min"), Builtins.extreme("max", ">")),
    function(
      "upper", "upper(S)",
      .own(
        summary: "S in upper case · in lower case", rule: "",
        example: "just \"Hello\" | map [upper(x), lower(x)]"),
      Builtins.text("upper") { $0.uppercased() }),
    function("lower", "lower(S)", .with("upper"), Builtins.text("lower") { $0.lowercased() }),
    function(
      "split", "split(S, SEP)",
      .own(
        summary:
          "the parts of S between each SEP (its characters when SEP is empty) · the items of A joined by SEP (strings as they are, null as nothing, the rest as JSON)",
        rule: "",
        example: "just \"a,b,c\" | map split(x, \",\")\njust [\"a\", 1, null] | map join(x, \"+\")"),
      Builtins.split),
    function("join", "join(A, SEP)", .with("split"), Builtins.join),
    function(
      "contains", "contains(A, B)",
      .own(
        summary:
          "whether string A contains string B, array A an element equal to B, or object A the key B",
        rule: "",
        example:
          "just {\"a\": 1} | map [contains(x, \"a\"), contains([1, 2], 3), contains(\"team\", \"ea\")]"
      ),
      Builtins.contains),
    function(
      "keys", "keys(O)",
      .own(
        summary: "an object's keys · its values (an array's values are the array)", rule: "",
        example: "just {\"a\": 1, \"b\": 2} | map [keys(x), values(x)]"), Builtins.keys),
    function("values", "values(V)", .with("keys"), Builtins.values),
    function(
      "type", "type(V)",
      .own(
        summary:
          "the name of V's type: null, boolean, number, string, array, object, signal or sequence",
        rule: "", example: "from [null, true, \"s\", {}] | map type(x)"), Builtins.type),
    function(
      "fail", "fail(MESSAGE)",
      .own(
        summary:
          "an evaluation error with MESSAGE (\"failed\" without one): an error event naming the operator",
        rule: "", example: "from [1, 2] | map x == 2 ? fail(\"two\") : x"), Builtins.fail),
    function(
      "log", "log(…)",
      .own(
        summary: "a function: prints its arguments as a `log` line, returns the last", rule: "",
        example: "from [2] | map log(\"doubling\", x) * 2"), Builtins.log),
    function(
      "now", "now()",
      .own(summary: "the clock's time in seconds", rule: "", example: "timer 1.5 | map now()"),
      Builtins.now),
    function(
      "key", "key(G)",
      .own(
        summary: "the key of a group made by `groupBy`", rule: "",
        example: "from [1, 2, 3] | groupBy x % 2 | map key(x)"), Builtins.key),
    function("sqrt", "sqrt(N)", .with("abs"), Builtins.numeric("sqrt") { $0.squareRoot() }),
    function("pow", "pow(A, B)", .with("abs"), Builtins.pow),
    function(
      "range", "range(A, B)",
      .own(
        summary: "the array A, A + 1 … up to but not including B (at most 10 million items)",
        rule: "",
        example: "just 4 | map range(1, x)"), Builtins.range),
  ]

  private static func function(
    _ name: String, _ form: String, _ doc: OperatorSpec.Doc, _ body: @escaping BuiltinFunction
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, role: .function, group: .functions, forms: [form], doc: doc,
      compile: .function(body))
  }
}
