import Signalbox
import SignalboxJQ
import SignalboxJSON

extension OperatorTable {
  /// The built-in functions of expressions (`Builtins`), in the order suggestions try them.
  static let functions: [OperatorSpec] = [
    function(
      "len", "len(V)", .one,
      .own(
        summary:
          "jq's `length`: the code points of a string, the items of an array, the members of an "
          + "object, 0 for null, a number's absolute value · the same · a string's UTF-8 bytes",
        example:
          "from [\"ba\\u0304r\", [1, 2], {\"a\": 1}, null, -5] | map len(x)\njust "
          + "[length(\"ba\\u0304r\"), utf8bytelength(\"ba\\u0304r\")]"
      ),
      Builtins.length),
    function(
      "length", "length(V)", .one,
      .with("len"),
      Builtins.length),
    OperatorSpec(library: JQLibrary.utf8bytelength),
    function(
      "str", "str(V)", .one,
      .own(
        summary:
          "V as a string (a string as it is, anything else as compact JSON) · as a number (a "
          + "string is parsed, `true` is 1, `false` 0)",
        example: "from [1, \"a\", [true]] | map str(x)\nfrom [\"2.5\", true] | map num(x)"
      ),
      Builtins.str),
    function(
      "num", "num(V)", .one,
      .with("str"),
      Builtins.num),
    function(
      "int", "int(N)", .one,
      .own(
        summary: "N rounded toward zero · down · up · to the nearest (halves away from zero)",
        example: "from [-2.5, 2.5] | map [int(x), floor(x), ceil(x), round(x)]"),
      Builtins.numeric { $0.rounded(.towardZero) }),
    function(
      "floor", "floor(N)", .one,
      .with("int"),
      Builtins.numeric { $0.rounded(.down) }),
    function(
      "ceil", "ceil(N)", .one,
      .with("int"),
      Builtins.numeric { $0.rounded(.up) }),
    function(
      "round", "round(N)", .one,
      .with("int"),
      Builtins.numeric { $0.rounded(.toNearestOrAwayFromZero) }),
    OperatorSpec(library: JQLibrary.abs),
    function(
      "min", "min(…)", .any,
      .own(
        summary:
          "the least · the greatest of the arguments, or of the items of one array, in jq's "
          + "order of all values (null when there are none)",
        example: "just [3, 1, 2] | map [min(x), max(x), max(4, 5), max([[1, 2], [1, 3], [0]])]"),
      Builtins.extreme("<")),
    function(
      "max", "max(…)", .any,
      .with("min"),
      Builtins.extreme(">")),
    function(
      "upper", "upper(S)", .one,
      .own(
        summary: "S in upper case · in lower case",
        example: "just \"Hello\" | map [upper(x), lower(x)]"),
      Builtins.text { $0.uppercased() }),
    function(
      "lower", "lower(S)", .one,
      .with("upper"),
      Builtins.text { $0.lowercased() }),
    function(
      "split", "split(S, SEP)", .takes(2...3, "a string and a separator"),
      .own(
        summary:
          "the parts of S between each SEP (its code points when SEP is empty; `split(S, RE, "
          + "FLAGS)` splits at a regular expression) · the items of A joined by SEP (strings as "
          + "they are, null as nothing, numbers and booleans as JSON; an array or object is an "
          + "error)",
        example:
          "just \"a,b,c\" | map [split(x, \",\"), split(x, \"[,b]+\", null)]\njust [\"a\", 1, "
          + "null] | map join(x, \"+\")"
      ),
      Builtins.split),
    function(
      "join", "join(A, SEP)", .takes(2...2, "an array and a separator"),
      .with("split"),
      Builtins.join),
    function(
      "contains", "contains(A, B)", .takes(2...2, "two arguments"),
      .own(
        summary:
          "jq's containment: whether string A has B in it, every item of array B is contained in "
          + "an item of A, every key of object B is in A with a value that contains B's; other "
          + "values by equality; values of different types are an error · `contains(B, A)`",
        example:
          "just [contains({a: [1, 2], b: 3}, {a: [2]}), contains([\"foobar\"], [\"bar\"]), "
          + "contains(\"team\", \"ea\"), inside([1], [1, 2])]"
      ),
      Builtins.contains),
    OperatorSpec(library: JQLibrary.inside),
    function(
      "keys", "keys(O)", .one,
      .own(
        summary:
          "an object's keys sorted by code point, an array's indexes (jq's `keys`) · the keys in "
          + "the object's own order · its values (an array's values are the array)",
        example:
          "just {\"b\": 1, \"a\": 2} | map [keys(x), keys_unsorted(x), values(x), keys([5, 6])]"
      ),
      Builtins.keys),
    function(
      "keys_unsorted", "keys_unsorted(O)", .one,
      .with("keys"),
      Builtins.keysUnsorted),
    function(
      "values", "values(V)", .one,
      .with("keys"),
      Builtins.values),
    function(
      "type", "type(V)", .one,
      .own(
        summary:
          "the name of V's type: null, boolean, number, string, array, object, signal or sequence",
        example: "from [null, true, \"s\", {}] | map type(x)"),
      Builtins.type),
    function(
      "fail", "fail(MESSAGE)", .any,
      .own(
        summary:
          "an evaluation error with MESSAGE (\"failed\" without one): an error event naming the "
          + "operator",
        example: "from [1, 2] | map x == 2 ? fail(\"two\") : x"),
      Builtins.fail),
    function(
      "log", "log(…)", .any,
      .own(
        summary: "a function: prints its arguments as a `log` line, returns the last",
        example: "from [2] | map log(\"doubling\", x) * 2"),
      Builtins.log),
    function(
      "now", "now()", .any,
      .own(
        summary: "the clock's time in seconds (milliseconds under `--time-unit ms`)",
        example: "timer 1.5 | map now()"),
      Builtins.now),
    function(
      "key", "key(G)", .one,
      .own(
        summary: "the key of a group made by `groupBy`",
        example: "from [1, 2, 3] | groupBy x % 2 | map key(x)"),
      Builtins.key),
    function(
      "sqrt", "sqrt(N)", .one,
      .with("abs"),
      Builtins.numeric { $0.squareRoot() }),
    function(
      "pow", "pow(A, B)", .takes(2...2, "two numbers"),
      .with("abs"),
      Builtins.pow),
    OperatorSpec(library: JQLibrary.range),
  ]

  /// A function of its arguments: a row of the library's shape, run by its dispatcher.
  private static func function(
    _ name: String, _ form: String, _ arity: JQFunction.Arity, _ doc: JQFunction.Doc,
    _ body: @escaping @Sendable (Call) throws -> JSON
  ) -> OperatorSpec {
    OperatorSpec(library: JQFunction(name, form, arity, doc, body), dialect: .signalbox)
  }

  /// A function of its arguments and the statement it runs in (`log`, `now`): the same
  /// fields, the count checked by the same `Arity`.
  private static func function(
    _ name: String, _ form: String, _ arity: JQFunction.Arity, _ doc: JQFunction.Doc,
    _ body: @escaping @Sendable (Call, Env) throws -> JSON
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, role: .function, group: .functions,
      compile: .function { args, env in
        try arity.check(name, args.count)
        return try body(Call(name: name, args: args), env)
      }, givenProse: OperatorSpec.Prose(forms: [form], doc: OperatorSpec.Doc(doc)))
  }
}
