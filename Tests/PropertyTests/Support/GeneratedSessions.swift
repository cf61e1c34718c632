import Generators
import OrientationSpec

/// The first `count` sessions a `SessionGenerator` draws from seeds 0, 1, 2, … (one source, reset
/// to each seed), as the property tests that compare runs take them.
func generatedSessions(_ count: Int, length: Int, maxControllers: Int) -> [Session] {
  let generator = Generators.SessionGenerator(length: length, maxControllers: maxControllers)
  var source = ChoiceSource(seed: 0)
  return (0..<count).map { seed in
    source.reset(seed: UInt64(seed))
    return generator.generate(&source)
  }
}
