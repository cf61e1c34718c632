/// UIKit out of the box: no base class overrides anything, so every requirement keeps its default.
///
/// Each screen's declared answers still count for the screen itself, but no
/// container consults its children (R4): a landscape player pushed inside a
/// navigation controller does not rotate.
public struct UIKitDefaultResolver: OrientationResolver {
  public init() {}
  public var name: String { "uikit-default" }
  /// The defaults read only the handles.
  @inlinable public static var answersDependOnlyOnState: Bool { true }
}
