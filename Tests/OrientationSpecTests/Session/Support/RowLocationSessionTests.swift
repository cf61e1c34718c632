import OrientationSpec
import Testing

@Suite("Session rows: a failure points at the row that states it")
struct RowLocationSessionTests {
  @Test("A wrong expectation is recorded at the row's own line")
  func pointsAtRow() throws {
    let line = #line + 1
    let row = SessionRow(
      "wrong", root: .content("Screen"), events: [.rotateDevice(.landscapeLeft)],
      steps: [.step(.portrait)])
    try withKnownIssue {
      try row.check()
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test("A row with several versions expands into one row each, on the same line")
  func expansion() {
    let row = SessionRow(
      "versions", iOS: [12, 17], root: .content("Screen"), events: [], steps: [])
    let rows = row.perVersion
    #expect(rows.map(\.app.osVersion.major) == [12, 17])
    #expect(rows.map(\.versions) == [[12], [17]])
    #expect(rows.allSatisfy { $0.sourceLocation == row.sourceLocation })
    #expect(rows.first?.testDescription == "phone iOS 12, uikit-default: versions")
  }
}
