import SignalboxLanguage
import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// `:times job|session` and `--session-time` (`SessionOptions.sessionTimes`): background
/// jobs started at different times print on one timeline, on the virtual clock.
@Suite struct TimesCommandTests {
  /// Two jobs started 0.5 s apart, a foreground timer between them.
  private let jobs = """
    timer 1, "a" &
    timer 0.5
    timer 1, "b" &
    """

  @Test func jobTimesAreTheDefault() {
    let (out, err) = runSession(jobs)
    #expect(err == "")
    #expect(
      out == [
        "0.500 next 0", "0.500 completed", "[1] 1.000 next \"a\"", "[1] 1.000 completed",
        "[2] 1.000 next \"b\"", "[2] 1.000 completed",
      ])
  }

  @Test func sessionTimesReadAsOneTimeline() {
    let (out, err) = runSession(":times session\n" + jobs)
    #expect(err == "")
    #expect(
      out == [
        "0.500 next 0", "0.500 completed", "[1] 1.000 next \"a\"", "[1] 1.000 completed",
        "[2] 1.500 next \"b\"", "[2] 1.500 completed",
      ])
    #expect(runSession(jobs) { $0.sessionTimes = true }.out == out)
  }

  @Test func jsonKeepsTheJobsTimeAndAddsTheSessions() {
    let (out, err) = runSession(jobs, format: .json) { $0.sessionTimes = true }
    #expect(err == "")
    #expect(
      out == [
        #"{"t":0.5,"session_t":0.5,"kind":"next","value":0}"#,
        #"{"t":0.5,"session_t":0.5,"kind":"completed"}"#,
        #"{"job":1,"t":1,"session_t":1,"kind":"next","value":"a"}"#,
        #"{"job":1,"t":1,"session_t":1,"kind":"completed"}"#,
        #"{"job":2,"t":1,"session_t":1.5,"kind":"next","value":"b"}"#,
        #"{"job":2,"t":1,"session_t":1.5,"kind":"completed"}"#,
      ])
    // Without the setting the records are as they always were.
    #expect(runSession(jobs, format: .json).out[4] == #"{"job":2,"t":1,"kind":"next","value":"b"}"#)
  }

  @Test func traceAndLogLinesFollowTheSetting() {
    let (out, _) = runSession(":times session\ntimer 2\ntimer 1, 7 | trace | map log(x)")
    #expect(
      out == [
        "2.000 next 0", "2.000 completed", "2.000 trace timer subscribed",
        "3.000 trace timer next 7", "3.000 log 7", "3.000 next 7",
        "3.000 trace timer completed", "3.000 trace timer disposed", "3.000 completed",
      ])
  }

  @Test func withoutAnArgumentItSaysWhichAndAWrongOneIsAWarning() {
    let (out, err) = runSession(":times\n:times session\n:times\n:times job\n:times\n:times x")
    #expect(out == ["job", "session", "job"])
    #expect(err.contains("':times' takes job or session [M001]"))
  }
}
