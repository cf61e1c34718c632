import OrientationSpec

/// Every hierarchy of a few controllers in one key window, in one fixed order, smallest first.
///
/// The shapes, before any declaration:
/// - The root layer is a tree of content, navigation and tab bar controllers
///   (a tab bar with each selection, `none` included; empty containers too).
/// - Either the root or one controller inside the root layer presents a chain
///   of layers, or nothing is presented. The root presents with any of
///   ``styles``; an inner controller sets `definesPresentationContext` and
///   presents `.overCurrentContext` (UIKit accepts no other style from
///   inside a container).
/// - Each presented layer is an alert or a tree with one of ``styles``, and
///   may present the next layer. The last presented controller is
///   presented, being presented or being dismissed.
/// - A `.custom` presentation removes the presenter's view, so it fills the
///   window; an alert's presentation is the custom one that keeps it.
///
/// Declarations are then drawn for every controller but alerts: an origin
/// from ``origins`` (the app's own subclass, or a system class answering
/// with its own code), a `supportedInterfaceOrientations` from ``masks`` and
/// a `preferredInterfaceOrientationForPresentation` from ``preferred``.
///
/// The order is a pure function of the scope, so a counterexample keeps its
/// number from run to run.
struct SmallHierarchies: Sendable {
  /// How many controllers a hierarchy holds, alerts included.
  var sizes: ClosedRange<Int> = 1...4
  /// The presentation styles of presented layers (alerts keep their own).
  var styles: [ModalPresentationStyle] = [
    .fullScreen, .overFullScreen, .pageSheet, .overCurrentContext, .custom,
  ]
  /// The declared `supportedInterfaceOrientations`, `nil` for not overridden.
  var masks: [InterfaceOrientationMask?] = [nil, .portrait, .landscape, .all]
  /// The declared `preferredInterfaceOrientationForPresentation`, `nil` for not overridden.
  var preferred: [InterfaceOrientation?] = [nil, .portrait, .landscapeRight]
  /// Whose code each controller but alerts runs.
  var origins: [ControllerOrigin] = [.app]

  /// Every hierarchy of the scope: each shape with each declaration, in order.
  func hierarchies() -> [ControllerSpec] {
    shapes().flatMap(declarations(of:))
  }

  /// Every shape of the scope's sizes, nothing declared, smallest first.
  func shapes() -> [ControllerSpec] {
    sizes.flatMap { shapes(size: $0) }
  }

  /// The phases the last presented controller takes.
  static let phases: [TransitionPhase] = [.presented, .beingPresented, .beingDismissed]

  /// Every shape of exactly `size` controllers.
  func shapes(size: Int) -> [ControllerSpec] {
    var result: [ControllerSpec] = []
    for rootSize in 1...size {
      for tree in trees(size: rootSize) {
        let rest = size - rootSize
        if rest == 0 {
          result.append(tree)
          continue
        }
        // The root layer's root presents the chain.
        for chain in chains(size: rest, styles: styles, alertFirst: true) {
          result.append(tree.presenting(chain.spec, style: nil, phase: chain.phase))
        }
        // An inner controller presents over its context.
        for position in 1..<rootSize {
          for chain in chains(size: rest, styles: [.overCurrentContext], alertFirst: false) {
            result.append(
              tree.replacingNode(at: position) {
                $0.with(.definesPresentationContext)
                  .presenting(chain.spec, style: nil, phase: chain.phase)
              })
          }
        }
      }
    }
    return result
  }

  /// Every way to declare answers on `shape`'s controllers (alerts excepted), in a fixed order.
  func declarations(of shape: ControllerSpec) -> [ControllerSpec] {
    var answers: [(ControllerOrigin, DeclaredAnswers)] = []
    for origin in origins {
      for mask in masks {
        for orientation in preferred {
          answers.append(
            (
              origin,
              DeclaredAnswers(
                supportedInterfaceOrientations: mask,
                preferredInterfaceOrientationForPresentation: orientation)
            ))
        }
      }
    }
    return shape.everyDeclaration(from: answers)
  }

  /// The number of controllers `declarations(of:)` declares answers on.
  static func declarable(_ spec: ControllerSpec) -> Int {
    (spec.controller.kind == .alert ? 0 : 1)
      + spec.children.reduce(0) { $0 + declarable($1) }
      + spec.presentations.reduce(0) { $0 + declarable($1) }
  }

  // MARK: - Layers

  /// Trees of exactly `size` controllers whose root is a content, navigation or tab bar controller.
  func trees(size: Int) -> [ControllerSpec] {
    guard size > 0 else { return [] }
    var result: [ControllerSpec] = []
    if size == 1 { result.append(.content()) }
    for forest in forests(size: size - 1) {
      result.append(.navigation(forest))
    }
    for forest in forests(size: size - 1) {
      result.append(.tabBar(forest, selected: .none))
      for index in forest.indices { result.append(.tabBar(forest, selected: .index(index))) }
    }
    return result
  }

  /// Ordered lists of trees holding exactly `size` controllers together; one empty list for 0.
  func forests(size: Int) -> [[ControllerSpec]] {
    guard size > 0 else { return [[]] }
    var result: [[ControllerSpec]] = []
    for first in 1...size {
      for tree in trees(size: first) {
        for rest in forests(size: size - first) { result.append([tree] + rest) }
      }
    }
    return result
  }

  /// A presented chain and the phase of its first layer when it presents nothing further.
  struct Chain {
    var spec: ControllerSpec
    var phase: TransitionPhase
  }

  /// Chains of presented layers holding exactly `size` controllers; the first uses one of `styles`
  /// and is an alert only if `alertFirst` (an alert cannot be presented over a context).
  func chains(size: Int, styles first: [ModalPresentationStyle], alertFirst: Bool) -> [Chain] {
    guard size > 0 else { return [] }
    var layers: [(spec: ControllerSpec, size: Int)] = alertFirst ? [(.alert(), 1)] : []
    for layerSize in 1...size {
      for tree in trees(size: layerSize) {
        for style in first {
          var styled = tree
          styled.controller.modalPresentationStyle = style
          if style == .custom { styled.controller.options.insert(.removesPresentersView) }
          layers.append((styled, layerSize))
        }
      }
    }
    var result: [Chain] = []
    for layer in layers {
      let rest = size - layer.size
      if rest == 0 {
        for phase in Self.phases { result.append(Chain(spec: layer.spec, phase: phase)) }
        continue
      }
      for next in chains(size: rest, styles: styles, alertFirst: true) {
        result.append(
          Chain(
            spec: layer.spec.presenting(next.spec, style: nil, phase: next.phase), phase: .presented
          ))
      }
    }
    return result
  }
}

// MARK: - Tree surgery

extension ControllerSpec {
  /// This tree with the controller at depth-first `position` (children before presentations) replaced.
  func replacingNode(at position: Int, with transform: (ControllerSpec) -> ControllerSpec)
    -> ControllerSpec
  {
    var counter = 0
    return replacing(&counter, position, transform)
  }

  private func replacing(
    _ counter: inout Int, _ position: Int, _ transform: (ControllerSpec) -> ControllerSpec
  ) -> ControllerSpec {
    if counter == position {
      counter += 1 + descendantCount
      return transform(self)
    }
    counter += 1
    var copy = self
    copy.children = children.map { $0.replacing(&counter, position, transform) }
    copy.presentations = presentations.map { $0.replacing(&counter, position, transform) }
    return copy
  }

  /// The number of controllers below this one, children and presentations alike.
  var descendantCount: Int {
    children.reduce(0) { $0 + 1 + $1.descendantCount }
      + presentations.reduce(0) { $0 + 1 + $1.descendantCount }
  }

  /// Every copy of this tree with one of `answers` (an origin and declared answers) on each
  /// controller but alerts, in depth-first order.
  func everyDeclaration(from answers: [(ControllerOrigin, DeclaredAnswers)]) -> [ControllerSpec] {
    var heads: [ControllerSpec] = []
    if controller.kind == .alert {
      heads = [self]
    } else {
      for (origin, answer) in answers {
        var copy = self
        copy.controller.origin = origin
        copy.controller.declared = answer
        heads.append(copy)
      }
    }
    for index in children.indices {
      let variants = children[index].everyDeclaration(from: answers)
      heads = heads.flatMap { head in
        variants.map { variant in
          var copy = head
          copy.children[index] = variant
          return copy
        }
      }
    }
    for index in presentations.indices {
      let variants = presentations[index].everyDeclaration(from: answers)
      heads = heads.flatMap { head in
        variants.map { variant in
          var copy = head
          copy.presentations[index] = variant
          return copy
        }
      }
    }
    return heads
  }
}
