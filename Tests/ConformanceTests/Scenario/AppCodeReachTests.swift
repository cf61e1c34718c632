import OrientationConformance
import OrientationSpec
import Testing

/// An app whose orientation code is a category or a swizzle on `UIViewController` reaches UIKit's
/// own controllers too (`appCodeReachesSystemControllers`): the resolver answers for them.
@Suite("App code that reaches system controllers")
struct AppCodeReachTests {
  static func text(reaching: Bool) -> String {
    """
    app phone iOS 17
    plist .portrait .landscapeLeft .landscapeRight
    \(reaching ? "appCodeReachesSystemControllers true\n" : "")
    window key
      navigation "UIImagePickerController" as picker system
        content "Preview" as preview supports .landscape
        content "Alert host" as host supports .portrait

    events
      launch
      presentAlert from host

    """
  }

  @Test("off: the system navigation controller answers for itself; on: the app's forwarding reaches it")
  func reach() throws {
    let off = try Scenario.parse(Self.text(reaching: false))
    #expect(!off.app.appCodeReachesSystemControllers)
    let offTrace = System.run(off, resolver: ReferenceResolver())
    #expect(offTrace.steps[0].allowed == .allButUpsideDown)
    let on = try Scenario.parse(Self.text(reaching: true))
    #expect(on.app.appCodeReachesSystemControllers)
    let onTrace = System.run(on, resolver: ReferenceResolver())
    // The reference forwards to the top: the portrait host, an alert over it changes nothing.
    #expect(onTrace.steps[0].allowed == .portrait)
    #expect(onTrace.steps[1].exception == nil)
  }

  @Test("the header line prints back only when on")
  func roundTrip() throws {
    let on = try Scenario.parse(Self.text(reaching: true))
    #expect(Scenario.print(on).contains("\nappCodeReachesSystemControllers true\n"))
    #expect(try Scenario.parse(Scenario.print(on)) == on)
    let off = try Scenario.parse(Self.text(reaching: false))
    #expect(!Scenario.print(off).contains("appCodeReachesSystemControllers"))
  }
}
