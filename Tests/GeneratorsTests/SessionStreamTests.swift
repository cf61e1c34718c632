import Generators
import OrientationSpec
import Testing

/// `SessionGenerator.stream` draws a session's events as a run reaches them (`fuzz`, `bench`):
/// drawn in full, in any steps, it is the session `generate` draws.
@Suite("Session streams: drawn in full, the session generate draws")
struct SessionStreamTests {
  @Test(
    "every length, draw size and first event: the same session, event for event",
    arguments: [0, 1, 20, 100])
  func streamDrawsTheSameSession(length: Int) {
    let generator = SessionGenerator(length: length)
    for seed: UInt64 in 0..<150 {
      for first in [nil, Event.launch] {
        var source = ChoiceSource(seed: seed, recording: false)
        let whole =
          first.map { generator.generate(&source, startingWith: $0) } ?? generator.generate(&source)
        for draw in [1, 3, 8, 1_000] {
          guard
            var (session, rest) = generator.stream(
              ChoiceSource(seed: seed, recording: false), startingWith: first, drawing: draw)
          else {
            Issue.record("no stream from a source that records nothing")
            return
          }
          let firstDrawn = (first == nil ? 0 : 1) + min(draw, length)
          #expect(session.events.count == firstDrawn, "seed \(seed), draw \(draw)")
          #expect(rest.remaining == length - min(draw, length))
          while rest.draw(into: &session.events, count: draw) {}
          #expect(rest.remaining == 0)
          #expect(session == whole, "seed \(seed), length \(length), draw \(draw), first \(first as Any)")
        }
      }
    }
  }

  @Test("drawAll draws what is left; a source that records or marks spans gives no stream")
  func drawAllAndRecordingSources() {
    let generator = SessionGenerator(length: 30)
    var source = ChoiceSource(seed: 7, recording: false)
    let whole = generator.generate(&source)
    guard var (session, rest) = generator.stream(
      ChoiceSource(seed: 7, recording: false), startingWith: nil, drawing: 5)
    else {
      Issue.record("no stream")
      return
    }
    rest.drawAll(into: &session.events)
    #expect(session == whole)
    #expect(!rest.draw(into: &session.events, count: 1))
    #expect(generator.stream(ChoiceSource(seed: 7), startingWith: nil, drawing: 5) == nil)
    #expect(
      generator.stream(
        ChoiceSource(seed: 7, marksSpans: true, recording: false), startingWith: nil, drawing: 5)
        == nil)
  }
}
