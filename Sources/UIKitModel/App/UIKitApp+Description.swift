extension UIKitApp: CustomStringConvertible {
  /// The Swift name a regression test builds the app by: the app's name in lower camel case
  /// (`my-app` is `myApp`), so declaring the description as `let myApp = UIKitApp(name:
  /// "my-app", …)` makes every printed regression test compile as pasted.
  public var description: String {
    var identifier = ""
    var upper = false
    for character in name {
      guard character.isLetter || character.isNumber || character == "_" else {
        upper = !identifier.isEmpty
        continue
      }
      if identifier.isEmpty, character.isNumber { identifier = "_" }
      identifier += upper ? character.uppercased() : (identifier.isEmpty ? character.lowercased() : String(character))
      upper = false
    }
    return identifier.isEmpty ? "app" : identifier
  }
}
