import OrientationSpec
import Synchronization

/// What a child of an isolated check publishes beyond a fuzz worker: the app's mistakes so far
/// (slot 5) and the last step completed of the session it runs (slot 6: `2·i` for event `i`,
/// `2·i + 1` for a refresh action after it, -1 for none yet), each step beating the heartbeat.
extension FuzzSharedProgress {
  /// The app's mistakes (inconsistent declarations that crash) among the sessions run.
  var mistakes: Int { Int(counters[5].load(ordering: .relaxed)) }

  func noteMistakes(_ count: Int) { counters[5].store(Int64(count), ordering: .relaxed) }

  /// A session starts: no step completed yet.
  func startingSteps() {
    counters[6].store(-1, ordering: .sequentiallyConsistent)
    counters[3].wrappingAdd(1, ordering: .relaxed)
  }

  /// A step completed: the heartbeat moves, so a long session is not taken for a hang.
  func completed(_ origin: StepOrigin) {
    let code: Int64 =
      switch origin {
      case .event(let index): Int64(index) * 2
      case .refresh(let index): Int64(index) * 2 + 1
      }
    counters[6].store(code, ordering: .sequentiallyConsistent)
    counters[3].wrappingAdd(1, ordering: .relaxed)
  }

  /// The last step the session completed, if any.
  var lastCompleted: StepOrigin? {
    let code = counters[6].load(ordering: .sequentiallyConsistent)
    guard code >= 0 else { return nil }
    return code % 2 == 0 ? .event(Int(code / 2)) : .refresh(after: Int(code / 2))
  }
}
