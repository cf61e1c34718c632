extension HierarchyGraph {
  /// Every structural rule the graph breaks, in rule order then position order; empty when valid.
  public func violations() -> [StructuralViolation] {
    var found: [StructuralViolation] = []
    func report(
      _ rule: StructuralRule, controller: Int? = nil, window: Int? = nil, _ detail: String
    ) {
      found.append(
        StructuralViolation(rule: rule, controller: controller, window: window, detail: detail))
    }
    let count = controllers.count
    if windows.isEmpty { report(.reachable, "the application has no window") }

    // Links in range; who refers to each controller.
    var places = Array(repeating: [String](), count: count)
    var parentOf = Array(repeating: -1, count: count)
    var presenterOf = Array(repeating: -1, count: count)
    var rootOf = Array(repeating: -1, count: count)
    for (index, record) in controllers.enumerated() {
      for child in record.children {
        guard (0..<count).contains(child) else {
          report(.linkInRange, controller: index, "child #\(child) does not exist")
          continue
        }
        places[child].append("child of #\(index)")
        parentOf[child] = index
      }
      if let presented = record.presented {
        if (0..<count).contains(presented) {
          places[presented].append("presented by #\(index)")
          presenterOf[presented] = index
        } else {
          report(
            .linkInRange, controller: index, "presented controller #\(presented) does not exist")
        }
      }
    }
    for (index, window) in windows.enumerated() {
      guard let root = window.root else { continue }
      if (0..<count).contains(root) {
        places[root].append("root of window \(index)")
        rootOf[root] = index
      } else {
        report(.linkInRange, window: index, "root #\(root) does not exist")
      }
    }
    for index in 0..<count where places[index].count > 1 {
      report(
        .onePlace, controller: index,
        "is in \(places[index].count) places: "
          + places[index].joined(separator: ", "))
    }

    // Reachability from the windows' roots (this also refuses detached cycles).
    var reached = Array(repeating: false, count: count)
    var stack = windows.compactMap(\.root).filter { (0..<count).contains($0) }
    while let index = stack.popLast() {
      guard !reached[index] else { continue }
      reached[index] = true
      stack.append(contentsOf: controllers[index].children.filter { (0..<count).contains($0) })
      if let presented = controllers[index].presented, (0..<count).contains(presented) {
        stack.append(presented)
      }
    }
    for index in 0..<count where !reached[index] {
      report(.reachable, controller: index, "is not reachable from any window's root")
    }

    for (index, record) in controllers.enumerated() {
      let kind = record.controller.kind
      if !kind.isContainer && !record.children.isEmpty {
        report(
          .childrenOnlyInContainers, controller: index,
          "a \(kind.name) controller has \(record.children.count) children")
      }
      if kind == .alert && (parentOf[index] >= 0 || rootOf[index] >= 0) {
        report(
          .alertIsPresented, controller: index,
          parentOf[index] >= 0
            ? "an alert is a child of #\(parentOf[index])" : "an alert is a window's root")
      }
      if let presented = record.presented, (0..<count).contains(presented) {
        // An ancestor that presents makes this controller's presentedViewController non-nil.
        var ancestor = parentOf[index]
        var steps = 0
        while ancestor >= 0 && steps < count {
          if controllers[ancestor].presented != nil {
            report(
              .onePresentation, controller: index,
              "presents #\(presented) while its ancestor #\(ancestor) presents"
                + " #\(controllers[ancestor].presented!)")
            break
          }
          ancestor = parentOf[ancestor]
          steps += 1
        }
        let style = controllers[presented].controller.modalPresentationStyle
        let coversWindow = parentOf[index] < 0
        if style.isContextStyle {
          if !coversWindow && !record.controller.options.contains(.definesPresentationContext) {
            report(
              .presenterCoversItsStyle, controller: index,
              "presents #\(presented) \(style) but does not define the presentation context")
          }
        } else if !coversWindow {
          report(
            .presenterCoversItsStyle, controller: index,
            "presents #\(presented) \(style) from inside container #\(parentOf[index]);"
              + " UIKit presents it from the window root or presented controller above")
        }
      }
      if record.phase != .presented {
        if presenterOf[index] < 0 {
          report(
            .possiblePhase, controller: index, "is \(record.phase.name) but nothing presents it")
        } else if let presented = record.presented {
          report(
            .possiblePhase, controller: index,
            "is \(record.phase.name) while it presents #\(presented)")
        }
      }
      switch record.tabSelection {
      case .none: break
      case _ where kind != .tabBar:
        report(
          .selectionOnlyOnTabBars, controller: index,
          "a \(kind.name) controller has a tab selection")
      case .index(let selected) where !(0..<record.children.count).contains(selected):
        report(
          .tabSelectionExists, controller: index,
          "selects tab \(selected) of \(record.children.count)")
      case .moreList where record.children.count <= 5:
        report(
          .tabSelectionExists, controller: index,
          "selects the More list with \(record.children.count) tabs")
      default: break
      }
    }

    // One transition per window.
    var transitions = Array(repeating: [Int](), count: windows.count)
    for (index, record) in controllers.enumerated()
    where record.phase != .presented && reached[index] {
      var current = index
      var steps = 0
      while rootOf[current] < 0 && steps <= count {
        current = parentOf[current] >= 0 ? parentOf[current] : presenterOf[current]
        steps += 1
        if current < 0 { break }
      }
      if current >= 0 && rootOf[current] >= 0 { transitions[rootOf[current]].append(index) }
    }
    for (window, running) in transitions.enumerated() where running.count > 1 {
      report(
        .possiblePhase, window: window,
        "runs \(running.count) transitions at once: "
          + running.map { "#\($0)" }.joined(separator: ", "))
    }

    let keys = windows.indices.filter { windows[$0].isKey }
    if keys.count > 1 {
      report(
        .oneKeyWindow, window: keys[1],
        "windows " + keys.map(String.init).joined(separator: ", ") + " are all key")
    }
    for (index, window) in windows.enumerated()
    where window.scene < 0 || window.scene >= Swift.max(1, scenes.count) {
      report(
        .windowInScene, window: index,
        "window \(index) belongs to scene \(window.scene) of \(Swift.max(1, scenes.count))")
    }
    return found.sorted {
      let left = StructuralRule.allCases.firstIndex(of: $0.rule)!
      let right = StructuralRule.allCases.firstIndex(of: $1.rule)!
      return left != right
        ? left < right
        : ($0.controller ?? -1, $0.window ?? -1) < ($1.controller ?? -1, $1.window ?? -1)
    }
  }
}
