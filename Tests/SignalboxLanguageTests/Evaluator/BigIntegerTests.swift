import SignalboxTestSupport
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage

/// Integers of 16 digits or more keep their digits while they pass through unchanged, as
/// jq 1.7 keeps number literals (docs/functions.md, "Numbers"); arithmetic works on their
/// doubles. The expectations are jq 1.7.1's (tests/jq.test "toliteral number" cases).
@Suite struct BigIntegerTests {
  private func values(_ program: String) -> [String] {
    let out = runSession(program).out
    #expect(out.last == "0.000 completed", "\(program): \(out)")
    return out.filter { $0.hasPrefix("0.000 next ") }.map { String($0.dropFirst(11)) }
  }

  @Test func literalsPassThroughUnchanged() {
    #expect(values("just 13911860366432393") == ["13911860366432393"])
    #expect(values("just -13911860366432393") == ["-13911860366432393"])
    #expect(
      values("just 100000000000000000000000000000001") == ["100000000000000000000000000000001"])
    #expect(
      values(#"just fromjson("{\"id\":13911860366432393,\"a\":[9007199254740993]}")"#)
        == [#"{"id":13911860366432393,"a":[9007199254740993]}"#])
    #expect(
      values(#"just fromjson("{\"id\": 13911860366432393}") | map {a: x.id, b: [x.id]}"#)
        == [#"{"a":13911860366432393,"b":[13911860366432393]}"#])
    #expect(values("from [13911860366432393, 1] | collect") == ["[13911860366432393,1]"])
    // Fifteen digits or fewer are plain doubles, printed as written anyway.
    #expect(values("just [999999999999999, 0, -1]") == ["[999999999999999,0,-1]"])
  }

  @Test func tostringAndTojsonKeepTheDigits() {
    #expect(values("just tostring([13911860366432393][0])") == [#""13911860366432393""#])
    #expect(values("just tojson({x: 13911860366432393}.x)") == [#""13911860366432393""#])
    #expect(values(#"just tonumber("13911860366432393")"#) == ["13911860366432393"])
    #expect(values("just @text(13911860366432393)") == [#""13911860366432393""#])
  }

  @Test func arithmeticWorksOnTheDouble() {
    #expect(values("just 13911860366432393 - 10") == ["13911860366432382"])
    #expect(values("just 13911860366432393 + 0") == ["13911860366432392"])
    #expect(values("just [13911860366432393][0] * 1") == ["13911860366432392"])
    #expect(values("just 100000000000000000000000000000001 * 1") == ["1e+32"])
    #expect(values("just len(-13911860366432393)") == ["13911860366432392"])
    // jq.test "decnum to double conversion": the double equals the literal it came from.
    #expect(
      values(
        "from [-9007199254740993, -9007199254740992, 9007199254740992, 9007199254740993, "
          + "13911860366432393] | map [x + 0, tostring(x + 0), x + 0 == x]")
        == [
          #"[-9007199254740992,"-9007199254740992",true]"#,
          #"[-9007199254740992,"-9007199254740992",true]"#,
          #"[9007199254740992,"9007199254740992",true]"#,
          #"[9007199254740992,"9007199254740992",true]"#,
          #"[13911860366432392,"13911860366432392",true]"#,
        ])
  }

  @Test func negationIsExact() {
    #expect(values("just -(-13911860366432393)") == ["13911860366432393"])
    #expect(values("just [-9007199254740993] | map abs(x[0])") == ["9007199254740993"])
    #expect(values("from [13911860366432393] | map -x") == ["-13911860366432393"])
  }

  @Test func literalsCompareExactly() {
    #expect(values("just 13911860366432393 == 13911860366432392") == ["false"])
    #expect(values("just 13911860366432393 != 13911860366432392") == ["true"])
    #expect(values("just 13911860366432393 > 13911860366432392") == ["true"])
    #expect(values("just -13911860366432393 < -13911860366432392") == ["true"])
    #expect(values("just 13911860366432393 == 13911860366432393") == ["true"])
    // A literal and a computed number compare by their doubles (jq 1.7).
    #expect(values("just 13911860366432393 == 13911860366432392 + 0") == ["true"])
    #expect(values("just 13911860366432393 < 13911860366432392.5") == ["false"])
  }

  @Test func sortUniqueAndGroupKeepTheDigits() {
    #expect(
      values("just sort([13911860366432393, 1, -13911860366432393, 13911860366432392])")
        == ["[-13911860366432393,1,13911860366432392,13911860366432393]"])
    #expect(
      values("just unique([13911860366432393, 13911860366432392, 13911860366432393])")
        == ["[13911860366432392,13911860366432393]"])
    #expect(
      values("just group_by([{a: 13911860366432393}, {a: 13911860366432392}], x.a)")
        == [#"[[{"a":13911860366432392}],[{"a":13911860366432393}]]"#])
    #expect(
      values("just [max([1, 13911860366432393]), min([13911860366432393, 1e300])]")
        == ["[13911860366432393,13911860366432393]"])
  }

  @Test func theValueHashesByItsDouble() {
    let big = JSON.integerLiteral("13911860366432393")
    #expect(big == .number(13_911_860_366_432_392))
    #expect(big.hashValue == JSON.number(13_911_860_366_432_392).hashValue)
    #expect(big != JSON.integerLiteral("13911860366432392"))
    #expect(JSON.integerLiteral("-0000000000000000012") == .number(-12))
    #expect(big.typeName == "number")
  }
}
