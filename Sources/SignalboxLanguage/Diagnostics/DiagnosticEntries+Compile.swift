import SignalboxJSON

/// The compiler's entries (`C…`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let compile: [DiagnosticEntry] = [
    .error(
      .unknownOperator, text: "unknown operator '{name}'{suggestion}",
      "A stage names no operator of the table (:ops lists them); the "
        + "message suggests the closest name.",
      wrong: "from [1, 2] | frobnicate",
      right: "from [1, 2] | map x * 2"),
    .error(
      .unknownSource, text: "unknown source or name '{name}'{suggestion}",
      "A statement starts with a word that is no source and no name "
        + "bound by let (:ops lists the sources).",
      wrong: "frm [1, 2]",
      right: "from [1, 2]"),
    .error(
      .unknownName, text: "unknown name '{name}'{suggestion}",
      "An expression uses a name that nothing binds: the implicit names "
        + "are x (the value), i (its index), t (the time), acc (scan's "
        + "accumulator); let binds others.",
      wrong: "from [1, 2] | map y + 1",
      right: "from [1, 2] | map x + 1"),
    .error(
      .unknownFunction, text: "unknown function '{name}'{suggestion}",
      "A call f(…) of a function that does not exist (:help functions " + "lists them).",
      wrong: "just frob(1)",
      right: "just abs(-1)"),
    .error(
      .arity, text: "'{op}' takes {shape}",
      "An operator or source given the wrong number or kind of arguments "
        + "(:help OP shows its forms).",
      wrong: "from [1, 2] | take",
      right: "from [1, 2] | take 1"),
    .error(
      .notACount, text: "'{op}': the count must be a non-negative integer",
      "A literal count that is not a non-negative integer.",
      wrong: "from [1, 2] | take 1.5",
      right: "from [1, 2] | take 1"),
    .error(
      .badTime, text: "'{op}': {rule}",
      "A literal time (seconds) that breaks the operator's rule: negative, "
        + "zero where a period is needed, or not a number.",
      wrong: "just 1 | delay -1",
      right: "just 1 | delay 1"),
    .error(
      .tooManyStages,
      text: "this statement passes through {reach} stages, counting those of the let-bound "
        + "pipelines and blocks it uses; at most \(Limits.stages) are allowed",
      "A pipeline that would pass through more than 1000 stages when "
        + "subscribed, counting the stages of the pipelines it uses by " + "name.",
      wrong: "let a = just 1" + String(repeating: " | map x", count: 600) + "\nlet b = a"
        + String(repeating: " | map x", count: 600) + "\nb",
      right: "let a = just 1 | map x + 1\na | map x * 2"),
    .error(
      .zeroStep, text: "'range': the step must not be 0",
      "A literal step of 0 in range: the range would never end.",
      wrong: "range 1, 5, 0",
      right: "range 1, 5, 1"),
    .error(
      .shadowing, text: "'{name}' is a built-in name and cannot be rebound",
      "A let may not rebind an implicit name (x, i, t, acc) or a literal "
        + "(true, false, null); pick another name. A function name may be "
        + "bound: keys is then the binding and keys(x) the function.",
      wrong: "let x = 5",
      right: "let n = 5"),
    .error(
      .shadowsOperator,
      text: "'{name}' is {kind} and cannot be rebound (a let may shadow a function name, not "
        + "an operator's or a source's)",
      "A let may not take an operator's or a source's name (map, interval, …): later "
        + "lines would read the name as the operator. A function name may be bound (keys, "
        + "sum): functions are called with parentheses.",
      wrong: "let interval = just 1\ninterval | map x",
      right: "let ticks = just 1\nticks | map x"),
    .error(
      .notASubject, text: "'{name}' is not a subject",
      "send, complete and fail drive a subject; the name is bound to " + "something else.",
      wrong: "let s = just 1\nsend s, 2",
      right: "subject s\ns | take 1 &\nsend s, 2"),
    .error(
      .notACommand, text: "'{name}' is not a command",
      "execute runs a command (command NAME = BLOCK); the name is bound " + "to something else.",
      wrong: "let c = just 1\nexecute c, 2",
      right: "command c = { just x * 2 }\nexecute c, 2"),
    .error(
      .notAConnection, text: "'{name}' is not a published pipeline",
      "connect starts a published pipeline (one that ends in publish); "
        + "the name is bound to something else.",
      wrong: "let p = just 1\nconnect p",
      right: "let p = just 1 | publish\nconnect p"),
    .error(
      .sequenceOnly, text: "'{op}' works on sequences only",
      "The operator works on sequences only, and its input is a signal; "
        + "turn the signal into a sequence first (sequence), or use the " + "signal operator.",
      wrong: "just 1 | head",
      right: "seq [1, 2] | head"),
    .error(
      .badMode, text: "unknown mode '{word}' (expected lines, lenient, timed or items)",
      "stdin and file take a mode: lines, lenient, timed or items.",
      wrong: "stdin frob",
      right: "stdin lines",
      input: "a"),
    .error(
      .unknownMember, text: "'{name}' has no stream '{member}' (commands have {members})",
      "A member (NAME.member) that the bound kind does not have (a "
        + "subject, command or connection lists its own).",
      wrong: "command c = { just x }\nc.frob",
      right: "command c = { just x }\nc.errors | take 0"),
    .error(
      .marblesNeedsLiteral, text: "'marbles' takes a string literal",
      "marbles takes its diagram as a string literal, so that it can "
        + "be checked and drawn before anything runs.",
      wrong: "let d = \"a-b|\"\nmarbles d",
      right: "marbles \"a-b|\""),
    .error(
      .autoconnectWithoutPublish, text: "'autoconnect' must follow 'publish'",
      "autoconnect connects a multicast pipeline on its first subscriber; "
        + "it goes after publish.",
      wrong: "just 1 | autoconnect",
      right: "just 1 | publish | autoconnect"),
    .error(
      .badTraceLabel, text: "'trace' takes a bare word or a string as its label",
      "trace takes a label: a bare word or a string literal.",
      wrong: "just 1 | trace 1 + 2",
      right: "just 1 | trace \"one\""),
    .error(
      .unknownOperatorMeaning, text: "unknown operator '{name}' (did you mean {target}? {why})",
      "The operator is named as in another library; the message gives "
        + "the Signalbox name and what it does.",
      wrong: "from [1, 2] | select x > 1",
      right: "from [1, 2] | filter x > 1"),
    .error(
      .unknownSourceMeaning, text: "unknown source or name '{name}' (did you mean {target}? {why})",
      "The source is named as in another library; the message gives "
        + "the Signalbox name and what it does.",
      wrong: "fromArray [1, 2]",
      right: "from [1, 2]"),
    .error(
      .unknownOption, text: "'{op}' has no option '{key}' (it takes {keys})",
      "An object of options (RxJS's config) has a key the operator does not take; the "
        + "message lists the keys it takes.",
      wrong: "from [1, 2] | throttleTime 1, {lead: true}",
      right: "from [1, 2] | throttleTime 1, {leading: true}"),
    .error(
      .expectedOptions, text: "'{op}' expects an object of options here, {{fields}}",
      "The operator takes an object of options at this place, and something else "
        + "stands there; the message lists the keys.",
      wrong: "from [1, 2] | share 1",
      right: "from [1, 2] | share {resetOnError: false}"),
    .error(
      .notAPositiveCount, text: "'{op}': the count must be a positive integer",
      "A literal count that must be a positive integer (at least 1) " + "is 0 or less.",
      wrong: "from [1, 2] | bufferCount 0",
      right: "from [1, 2] | bufferCount 2"),
    .error(
      .seedLast,
      text: "'{op}' takes the seed first: write '{op} START, EXPR' (RxJS's '{op}(EXPR, "
        + "START)' order would fold a constant)",
      "scan, reduce, aggregate and combinePrevious take the seed first "
        + "(START, EXPR); RxJS writes it last. A first argument that reads acc "
        + "or x and a second that reads neither is RxJS's order.",
      wrong: "from [1, 2, 3] | scan acc + x, 0",
      right: "from [1, 2, 3] | scan 0, acc + x"),
    .error(
      .marbleMarker, text: "'{op}'{problem}",
      "RxJS TestScheduler's markers where they cannot stand: '^' (the subscription point) "
        + "only in hot \"…\", '!' (an unsubscription) in no source, each at most once.",
      wrong: "marbles \"--^-a-b|\"",
      right: "hot \"--^-a-b|\""),
    .error(
      .unknownScheduler,
      text: "{what}{suggestion}: main, background, immediate, or \"NAME\" for one of your own",
      "deliverOn and subscribeOn take a scheduler: main, background, immediate, or a "
        + "string naming one of the program's own. RxJS's, RxSwift's and RAC's names for "
        + "them get the name here.",
      wrong: "from [1] | deliverOn mainThreadScheduler",
      right: "from [1] | deliverOn main"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let unknownOperator = Self("C001")
  package static let unknownSource = Self("C002")
  package static let unknownName = Self("C003")
  package static let unknownFunction = Self("C004")
  package static let arity = Self("C005")
  package static let notACount = Self("C006")
  package static let badTime = Self("C007")
  package static let tooManyStages = Self("C008")
  package static let zeroStep = Self("C009")
  package static let shadowing = Self("C010")
  package static let shadowsOperator = Self("C023")
  package static let notASubject = Self("C011")
  package static let notACommand = Self("C012")
  package static let notAConnection = Self("C013")
  package static let sequenceOnly = Self("C014")
  package static let badMode = Self("C015")
  package static let unknownMember = Self("C016")
  package static let marblesNeedsLiteral = Self("C017")
  package static let autoconnectWithoutPublish = Self("C018")
  package static let badTraceLabel = Self("C019")
  package static let unknownOperatorMeaning = Self("C020")
  package static let unknownSourceMeaning = Self("C021")
  package static let unknownOption = Self("C030")
  package static let expectedOptions = Self("C031")
  package static let notAPositiveCount = Self("C022")
  package static let seedLast = Self("C045")
  package static let marbleMarker = Self("C046")
  package static let unknownScheduler = Self("C047")
}
