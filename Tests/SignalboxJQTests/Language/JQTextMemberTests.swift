import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// Members read from an input object kept as its text (`signalbox jq`'s reading): a path of
/// constant keys and positions walks the one text (`JQKeyPath`, `JSONText.walk`), and an
/// object read out of it stays its text. The outputs and errors are those of the same input
/// built whole; numbers keep their literals; a repeated key's last value wins.
@Suite struct JQTextMemberTests {
  /// The input as `signalbox jq` reads a line: an object kept as its text, with literals.
  static func kept(_ text: String) -> JSON {
    var bytes = text
    let value = bytes.withUTF8 { bytes -> JSON? in
      guard
        case .value(let value, _) = JSONParser.parseKeepingText(
          bytes, from: 0, atEOF: true, literals: true)
      else { return nil }
      return value
    }
    guard let value else {
      Issue.record("bad JSON in test: \(text)")
      return .null
    }
    return value
  }

  /// The same input built whole (every object a dictionary).
  static func built(_ text: String) -> JSON {
    guard case .success(let values) = JSON.parseAll(text, literals: true), values.count == 1
    else { return .null }
    return values[0]
  }

  static func run(_ filter: String, _ input: JSON) -> Result<String, JQError> {
    do {
      var out: [JSON] = []
      try JQProgram(filter).run(input, context: JQContext()) { out.append($0) }
      return .success(JSONWriter.string(.array(out), jq: true))
    } catch let e as JQError {
      return .failure(e)
    } catch {
      return .success("unexpected \(error)")
    }
  }

  static let inputs = [
    #"{"id":1,"v":53,"place":{"geo":{"lat":3793.2,"lon":1.10,"meta":{"ok":false}}},"n":null}"#,
    #"{ "id" : 2, "place" : { "geo" : { "lat" : 1E2, "meta" : [ {"a" : 1.50} ] } } }"#,
    #"{"place":{"geo":1,"geo":{"lat":100000000000000000001}},"id":3}"#,
    #"{"pl\u0061ce":{"g\u00e9o":{"lat":"x"}},"place":{"géo":2}}"#,
    #"{"place":"text","id":[1,{"q":{"r":0.10}}]}"#,
    #"{"place":{},"id":{"a":{}}}"#,
    #"{"load":[7.90,[2,{"x":null}],"s",null],"id":[],"place":[{"geo":1}],"n":null}"#,
    #"{"load":{"0":1},"id":"[0]","place":[ 1 , [ ] , {"geo" : {"lat":-0.0}} ]}"#,
    #"{"load":[],"place":[[[{"geo":{"lat":[1,2]}}]]],"id":true}"#,
    #"{"tags":["a","naïve","q\"d","t\tb","😀 x",""],"items":[{"qty":4},{"s":1},null]}"#,
    #"{"tags":["\u00e9\ud83d\ude00","\\",[1,2],{"a":1},null,-2.50],"items":[{"qty":"s"}]}"#,
    #"{"tags":[true],"items":[{"qty":{"a":[1,2]}},[1],{"qty":1e400,"qty2":3}]}"#,
    #"{"tags":["a"],"items":[{"qty":1,"qty":2}],"tags":["bb","c"]}"#,
    #"{ "tags" : [ "x y" , "z" ] , "items" : [ { "qty" : 100000000000000000001 } ] }"#,
    #"{"tags":{"a":"bc"},"items":"s","load":[{"x":"é"},{"y":1}]}"#,
  ]

  static let filters = [
    ".place.geo.lat", ".place.geo", ".place.geo.meta", ".place.geo.meta.ok", ".place.nope.x",
    ".n.a.b", "{id, b: .place.geo}", "select(.id != 0) | .place.geo.lat", ".place.géo",
    ".place.geo.lat.x", ".place.geo.x.y", ".id.a", ".id[1].q.r", ".place", ".place | .geo",
    "[.place.geo.lat, .id]", ".place.geo == (.place | .geo)", "[.place.geo[]?]",
    ".load[0]", ".load[1][1].x", ".load[1.7]", ".load[-1]", ".load[9]", ".load[9].x",
    ".load[0].x", ".load[2][0]", ".load[\"0\"]", ".place[0]", ".place[2].geo.lat",
    ".place[0][0][0].geo.lat[1]", ".id[0]", ".id.a[0]", ".n[0]", ".nope[null]",
    ".place[null]", ".load[1e19]", ".load[3][\"k\"]", ".place.geo.lat[0]", ".id[\"a\"]",
    "[.id // 5, .n // .id, .nope // .load[0]]", "[.nope // empty, .id]",
    "[.place.geo | length, (.load | add?)]", "{a: .id, b: 2, a: .load[0]}",
    "{id, id: .n, load: .load[0]}", "[.load[0], .id] | add",
    "[.tags[] | length]", "[.items[].qty]", "[.items[] | .qty]", "[.items[] | .qty.a[1]]",
    "[.tags[] | .a]", "[.nope[] | length]", "[.place.geo[] | length]", "[.load[] | length]",
    "[.load[].x]", "[.load[] | .[0]?]", "[.id[] | length]", "[.items[] | .qty // 0] | add",
    "[.tags[] | length] | add", "[.load[1][] | .x]", "[.place[] | .geo.lat]", "[.place[]]",
    "[.items[].qty] | (add // 0) / (length + 1)", "[.tags[]?.x?]", "[.id[].q.r]",
  ]

  @Test func pathsOnKeptTextAnswerAsOnTheBuiltInput() {
    for input in Self.inputs {
      for filter in Self.filters {
        let fast = Self.run(filter, Self.kept(input))
        let general = Self.run(filter, Self.built(input))
        switch (fast, general) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(filter) on \(input)")
        case (.failure(let a), .failure(let b)):
          #expect(a.message == b.message, "\(filter) on \(input)")
          #expect(a.id == b.id, "\(filter) on \(input)")
        default: Issue.record("\(filter) on \(input): \(fast) against \(general)")
        }
      }
    }
  }

  @Test func anObjectReadOutOfTheTextStaysTextWithItsLiterals() throws {
    let input = Self.kept(#"{"a":{"b":{"c":1.10,"d":[1.0]},"e":2}}"#)
    for filter in [".a.b", ".a | .b", "{x: .a.b} | .x"] {
      var out: [JSON] = []
      try JQProgram(filter).run(input, context: JQContext()) { out.append($0) }
      guard case .object(let object) = out.first, case .text(let text) = object.storage else {
        Issue.record("\(filter): \(out) is not kept as text")
        continue
      }
      #expect(text.literals, "\(filter)")
      #expect(JSONWriter.string(out[0], jq: true) == #"{"c":1.10,"d":[1.0]}"#, "\(filter)")
    }
  }

  @Test func aRepeatedKeysLastValueWins() throws {
    let input = Self.kept(#"{"a":{"b":1,"b":{"c":5}},"a":{"b":{"c":7}}}"#)
    #expect(try Self.run(".a.b.c", input).get() == "[7]")
    #expect(try Self.run(".a.b", input).get() == #"[{"c":7}]"#)
  }

  /// Objects and arrays whose entries have one output each are built in one loop; a key
  /// given twice keeps its first place and its last value, as jq 1.7.1 answers.
  @Test func objectsAndArraysOfOneOutputEntriesAnswerAsJQ() throws {
    let cases = [
      ("{a: 1, b: .x, a: 3}", #"[{"a":3,"b":5}]"#),
      ("{a: .x, b: 2, a: (1,2)}", #"[{"a":1,"b":2},{"a":2,"b":2}]"#),
      (#"{a: .x, (.y // "c"): 1, a: 4}"#, #"[{"a":4,"c":1}]"#),
      ("[.x, (1,2), .y // 3, .x // empty]", "[[5,1,2,3,5]]"),
      (#"[.x // error("e")]"#, "[[5]]"),
      (".x as $v | {$v, v: 1}", #"[{"v":1}]"#),
    ]
    for input in [Self.kept(#"{"x":5}"#), Self.built(#"{"x":5}"#)] {
      for (filter, expected) in cases {
        #expect(try Self.run(filter, input).get() == expected, "\(filter)")
      }
    }
  }
}
