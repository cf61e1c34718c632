/// The seed articles (`../shared/seeds/`) each built-in resolver reproduces, flaws included.
public enum SeedArticle: String, CaseIterable, Hashable, Sendable {
  /// ELOrientationControlDemo's README (Swift 3): the base tab bar, navigation and view controllers.
  case elOrientationControl = "000_d026d4278d79c2c0.txt"
  /// The same article in traditional Chinese.
  case elOrientationControlTraditional = "001_215a7dd4b6ee73b9.txt"
  /// RotationDemo (Objective-C): plain forwarding, a portrait base controller, global flags.
  case rotationDemo = "002_ed13b38645b636cd.txt"
  /// Notes on the enums, navigation subclass versus delegate forwarding, the force in viewDidLoad.
  case navigationForwarding = "003_b4a17f6c749ba565.txt"
  /// "Forcing a single page to landscape": the root-driven app delegate and its forcing tricks.
  case rootDriven = "004_796edd6786a59b37.txt"

  /// The file under `shared/seeds/`.
  public var file: String { rawValue }
}
