import OrientationSpec
import Testing

/// `Resolution` and the decisions it holds store IDs as raw indices and optional masks with a
/// presence flag: their public properties must read back what was written, and equality must
/// follow the public values (`nil` and `[]`, `nil` and a controller, stay apart).
@Suite("A resolution's compact storage reads back its public values")
struct ResolutionStorageTests {
  static let resolution = System.resolve(
    try! Hierarchy(root: .navigation([.content("List"), .content("Detail")])),
    in: AppConfiguration(), resolver: UIKitDefaultResolver())

  @Test("The orientation window: nil, another window, and back")
  func orientationWindow() {
    let original = Self.resolution
    #expect(original.orientationWindow == WindowID(0))
    var changed = original
    changed.orientationWindow = nil
    #expect(changed.orientationWindow == nil)
    #expect(changed != original)
    changed.orientationWindow = WindowID(3)
    #expect(changed.orientationWindow == WindowID(3))
    changed.orientationWindow = original.orientationWindow
    #expect(changed == original)
    #expect(changed.hashValue == original.hashValue)
  }

  @Test("A window's decision: the decider and the supported mask, nil or set")
  func windowDecision() throws {
    let original = try #require(Self.resolution.decision)
    #expect(original.decider == ControllerID(0))
    #expect(original.supported != nil)
    var changed = original
    changed.decider = nil
    #expect(changed.decider == nil)
    #expect(changed != original)
    changed.decider = ControllerID(7)
    #expect(changed.decider == ControllerID(7))
    changed.decider = original.decider
    #expect(changed == original)

    changed.supported = nil
    #expect(changed.supported == nil)
    var empty = changed
    empty.supported = []
    #expect(empty.supported == [])
    #expect(empty != changed)
    empty.supported = nil
    #expect(empty == changed)
    #expect(empty.hashValue == changed.hashValue)
    changed.supported = original.supported
    #expect(changed == original)
    #expect(changed.hashValue == original.hashValue)
  }

  @Test("The status bar's controllers, nil or set")
  func statusBar() throws {
    let original = try #require(Self.resolution.statusBar)
    var changed = original
    changed.owner = nil
    changed.hiddenController = ControllerID(2)
    changed.styleController = nil
    #expect(changed.owner == nil)
    #expect(changed.hiddenController == ControllerID(2))
    #expect(changed.styleController == nil)
    changed.owner = original.owner
    changed.hiddenController = original.hiddenController
    changed.styleController = original.styleController
    #expect(changed == original)
    #expect(changed.hashValue == original.hashValue)
  }

  @Test("The back-swipe's stack count")
  func interactivePop() throws {
    let original = try #require(Self.resolution.interactivePop)
    #expect(original.stackCount == 2)
    var changed = original
    changed.stackCount = 1
    #expect(changed.stackCount == 1)
    #expect(changed != original)
    changed.stackCount = 2
    #expect(changed == original)
  }
}
