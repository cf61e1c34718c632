import OrientationSpec

extension ScenarioParser {
  /// What a controller line says, read one attribute at a time, each at most once.
  struct ControllerAttributes {
    /// The controller with the attributes read so far.
    var spec: ControllerSpec
    /// The phase, from the `presents` line or the controller line.
    var phase: TransitionPhase?
    /// The tab selection, when given.
    var selection: TabSelection?
    /// The attributes given so far, as a repeat is reported.
    var seen: Set<String> = []

    /// A controller of `kind` with the style and phase its `presents` line gives.
    init(kind: ControllerKind, presentation: Presentation) {
      spec = ControllerSpec(Controller(kind))
      if let style = presentation.style {
        seen.insert("presentation style")
        spec.controller.modalPresentationStyle = style
      }
      if presentation.phase != nil { seen.insert("phase") }
      phase = presentation.phase
    }

    /// Reads the attribute at the cursor.
    mutating func read(_ cursor: inout TokenCursor) throws(ScenarioError) {
      guard let token = cursor.peek else { return }
      let word = token.kind == .word ? token.text : ""
      if Scenario.origins.contains(where: { $0.name == word }) {
        try cursor.once("origin", in: &seen)
        spec.controller.origin = try cursor.choice("origin", Scenario.origins)
      } else if Scenario.answerKeywords.contains(word) {
        try cursor.once("'\(word)'", in: &seen)
        cursor.take()
        try cursor.answer(word, into: &spec.controller.declared)
      } else if let option = Scenario.options.first(where: { $0.name == word }) {
        try cursor.once("'\(word)'", in: &seen)
        cursor.take()
        spec.controller.options.insert(option.value)
      } else if word == "barStyle" {
        try cursor.once("'barStyle'", in: &seen)
        cursor.take()
        spec.controller.barStyle = try cursor.choice("bar style", Scenario.barStyles)
      } else if word == "selected" {
        try cursor.once("'selected'", in: &seen)
        cursor.take()
        selection = try cursor.int(or: "tab selection", Scenario.tabSelections, TabSelection.index)
      } else if word == "style" {
        try cursor.once("presentation style", in: &seen)
        cursor.take()
        spec.controller.modalPresentationStyle = try cursor.presentationStyle()
      } else if Scenario.phases.contains(where: { $0.name == word }) {
        try cursor.once("phase", in: &seen)
        phase = try cursor.choice("phase", Scenario.phases)
      } else if word == "as" {
        throw cursor.error("'as NAME' comes right after the kind and the class name")
      } else {
        throw cursor.error(
          "unknown attribute \(token.quoted); expected one of "
            + Scenario.controllerAttributes.joined(separator: ", "))
      }
    }
  }
}
