public import OrientationSpec

extension StepDetails {
  /// A controller's recorded name as JSON (`null` when the step does not mention it).
  func name(_ id: ControllerID) -> JSON { names[id].map { .string($0) } ?? .null }

  /// A controller's label as JSON (`null` when the scenario gave it none).
  func label(_ id: ControllerID) -> JSON { labels[id].map { .string($0) } ?? .null }

  /// A controller as JSON: `{"index", "name", "label"}`.
  func controllerJSON(_ id: ControllerID) -> JSON {
    .object([("index", .int(id.index)), ("name", name(id)), ("label", label(id))])
  }

  /// Every window as JSON: `[{"window", "key", "level", "chain": [{"index", "name", "label", "style",
  /// "fillsWindow"}], "omittedLinks", "decider", "setsOrientation", "appMask", "appMaskSource",
  /// "allowed"}]`; the root's `style` and the masks of a window that does not set the
  /// orientation are `null`; a long chain shows its ends, `omittedLinks` the count left out.
  public var windowsJSON: JSON {
    .array(
      windows.map { window in
        .object([
          ("window", .int(window.window.index)),
          ("key", .bool(window.isKey)),
          ("level", .int(window.level)),
          (
            "chain",
            .array(
              window.chain.map { link in
                .object([
                  ("index", .int(link.controller.index)), ("name", name(link.controller)),
                  ("label", label(link.controller)),
                  ("style", link.style.map { .string($0.description) } ?? .null),
                  ("fillsWindow", .bool(link.fillsWindow)),
                ])
              })
          ),
          ("omittedLinks", .int(window.omittedLinks)),
          ("decider", window.decider.map(controllerJSON) ?? .null),
          ("setsOrientation", .bool(window.setsOrientation)),
          ("appMask", window.appMask.map { .string($0.description) } ?? .null),
          ("appMaskSource", window.appMaskSource.map { .string($0.rawValue) } ?? .null),
          ("allowed", window.allowed.map { .string($0.description) } ?? .null),
        ])
      })
  }

  /// The questions UIKit asked as JSON: `[{"index", "name", "label", "member"}]`; `index`,
  /// `name` and `label` are `null` for the app delegate.
  public var askedJSON: JSON {
    .array(
      asked.map { question in
        .object([
          ("index", question.controller.map { .int($0.index) } ?? .null),
          ("name", question.controller.map(name) ?? .null),
          ("label", question.controller.map(label) ?? .null),
          ("member", .string(question.member)),
        ])
      })
  }
}
