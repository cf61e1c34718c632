import Generators

/// A binary tree, for the recursive combinator.
indirect enum Tree: Hashable, Sendable {
  case leaf
  case node(Tree, Tree)

  var height: Int {
    switch self {
    case .leaf: 0
    case .node(let left, let right): 1 + max(left.height, right.height)
    }
  }

  /// Trees no higher than the size parameter: a leaf, or a node of two smaller trees.
  static let gen = Gen<Tree>.recursive { size, smaller in
    size <= 0
      ? .always(.leaf)
      : Gen.oneOf([.always(.leaf), zip(smaller, smaller).map { Tree.node($0, $1) }])
  }
}

/// The size parameter itself, as a generator that draws nothing.
let sizeGen = Gen<Int> { $0.size }
