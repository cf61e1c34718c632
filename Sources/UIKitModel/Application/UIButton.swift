/// `UIControl`, as far as an action reads its sender: whether it is selected or enabled.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// `isSelected`.
  open var isSelected = false
  /// `isEnabled`.
  open var isEnabled = true
}

/// `UIButton`: the sender of a button's action.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }

  /// `init(type:)`.
  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
}
