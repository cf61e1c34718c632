import Generators
import OrientationSpec
import Testing

@Suite("Labels.situations: what real apps meet, as a session reaches it")
struct SituationLabelTests {
  static func session(_ root: ControllerSpec, _ events: [Event], version: OSVersion = .iOS17)
    throws -> Session
  {
    Session(
      app: AppConfiguration(idiom: .phone, osVersion: version),
      hierarchy: try Hierarchy(root: root), events: events)
  }

  @Test("An alert presented from a navigation controller is an alert over a forwarding container")
  func alertOverNavigation() throws {
    let labels = Labels.situations(
      try Self.session(.navigation([.content()]), [.launch, .presentAlert(from: 0)]))
    #expect(labels.contains("alert over a forwarding container"))
    #expect(!labels.contains("sheet over a forwarding container"))
    #expect(labels.contains("iOS 17"))
    #expect(!labels.contains("declarations inconsistent"))
  }

  @Test("An alert from a lone screen is not; an .automatic sheet over a tab bar is, from iOS 13")
  func sheetsByVersion() throws {
    #expect(
      !Labels.situations(try Self.session(.content(), [.launch, .presentAlert(from: 0)]))
        .contains("alert over a forwarding container"))
    let sheet: [Event] = [.launch, .present(.content(), style: .automatic, from: 0, animated: true)]
    #expect(
      Labels.situations(try Self.session(.tabBar([.content()]), sheet))
        .contains("sheet over a forwarding container"))
    #expect(
      !Labels.situations(try Self.session(.tabBar([.content()]), sheet, version: .iOS12))
        .contains("sheet over a forwarding container"))
  }

  @Test("A screen whose mask misses the app's makes the declarations inconsistent")
  func inconsistent() throws {
    let labels = Labels.situations(
      try Self.session(.content(supports: .portraitUpsideDown), [.launch]))
    #expect(labels.contains("declarations inconsistent"))
  }
}
