import OrientationSpec

extension ScenarioParser {
  /// The lines before the first window: the app, the initial orientation, the device.
  struct Header {
    var app = AppConfiguration()
    var interfaceOrientation: InterfaceOrientation = .portrait
    /// `nil` until a `device` line: the device then follows the interface orientation.
    var deviceOrientation: DeviceOrientation?
    var orientationLock = false
    /// How positions count, when a `positions` line says.
    var positions: PositionCounting?
    /// The resolvers the `resolver` lines name, and where.
    var resolvers: [String] = []
    var resolverLocations: [Scenario.Location] = []
    /// What the `assume` lines set, and the line of each assumption they name.
    var assumptions = Assumptions()
    var assumed: [String: Int] = [:]
    var firstAssume: (line: Int, column: Int)?
    /// The line of each keyword read so far.
    var seen: [String: Int] = [:]

    /// Reads one header line.
    mutating func read(_ node: ScenarioNode) throws(ScenarioError) {
      let keyword = node.line.head.text
      if keyword == "assume" { return try assume(node) }
      if let first = seen[keyword], keyword != "resolver" {
        throw node.line.error("'\(keyword)' given twice (first on line \(first))")
      }
      seen[keyword] = node.line.number
      try node.line.refuse(node.children)
      var cursor = TokenCursor(node.line)
      switch keyword {
      case "resolver":
        guard let token = cursor.peek, token.kind == .word else {
          throw cursor.expected("a resolver's name")
        }
        if let first = resolvers.firstIndex(of: token.text) {
          throw cursor.error(
            "resolver '\(token.text)' given twice (first on line \(resolverLocations[first].line))")
        }
        cursor.take()
        resolvers.append(token.text)
        resolverLocations.append(
          Scenario.Location(line: node.line.number, column: token.column))
      case "positions":
        positions = try cursor.choice(
          "position counting",
          [Choice(name: "modulo", value: .modulo), Choice(name: "exact", value: .exact)])
      case "app":
        app.idiom = try cursor.choice("idiom", Scenario.idioms)
        try cursor.expect("iOS")
        let number = cursor
        let major = try cursor.int()
        guard let version = OSVersion(major: major) else {
          let range = OSVersion.supported
          throw number.error(
            "iOS \(major) is not covered; expected a version from \(range.lowerBound)"
              + " to \(range.upperBound)")
        }
        app.osVersion = version
      case "plist": app.plistOrientations = try cursor.plistList()
      case "plist~ipad": app.padPlistOrientations = try cursor.plistList()
      case "delegate": app.delegateOrientations = try cursor.maskOrNone()
      case "requiresFullScreen": app.requiresFullScreen = try cursor.bool()
      case "appCodeReachesSystemControllers":
        app.appCodeReachesSystemControllers = try cursor.bool()
      case "viewControllerBasedStatusBarAppearance":
        app.viewControllerBasedStatusBarAppearance = try cursor.bool()
      case "orientation": interfaceOrientation = try cursor.interfaceOrientation()
      default:
        deviceOrientation = try cursor.deviceOrientation()
        if cursor.peekWord == "locked" {
          cursor.take()
          orientationLock = true
        }
      }
      try cursor.end()
    }
  }
}

extension TokenCursor {
  /// A plist array: orientations in order, `[]` for an empty array, `missing` for no key.
  mutating func plistList() throws(ScenarioError) -> [InterfaceOrientation]? {
    if peekWord == "missing" {
      take()
      return nil
    }
    if isAt(symbol: "[") {
      take()
      try expect(symbol: "]")
      return []
    }
    var list = [try interfaceOrientation()]
    while peek != nil { list.append(try interfaceOrientation()) }
    return list
  }

  /// A mask, or `none` for an app delegate that does not implement the method.
  mutating func maskOrNone() throws(ScenarioError) -> InterfaceOrientationMask? {
    guard peekWord == "none" else { return try mask() }
    take()
    return nil
  }
}
