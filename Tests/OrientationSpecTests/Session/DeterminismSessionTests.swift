import OrientationSpec
import Testing

@Suite("Determinism: the same session gives the same trace")
struct DeterminismSessionTests {
  @Test(
    "Two runs of the thirty-event session are equal",
    arguments: PositionSessionTests.resolvers.map(\.name), [12, 15, 17])
  func twice(resolverName: String, version: Int) throws {
    let resolver = try #require(
      PositionSessionTests.resolvers.first { $0.name == resolverName })
    let hierarchy = try makeHierarchy(PositionSessionTests.longRoot)
    let app = AppConfiguration.phone(version)
    let session = Session(
      app: app, hierarchy: hierarchy, events: PositionSessionTests.longSession)
    let first = runSession(session, resolver: resolver)
    let second = runSession(session, resolver: resolver)
    #expect(first == second)
    #expect(first.report(app: app) == second.report(app: app))
  }
}
