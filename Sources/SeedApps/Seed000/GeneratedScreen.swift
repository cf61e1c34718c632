internal import UIKitModel

/// A screen of a generated hierarchy in seed 000's app: a `BaseViewController` whose `_xxx_` hooks
/// return what the hierarchy declares (``UIKitModel/UIViewController/declaredAnswers``), as the
/// article's own screens return their constants.
///
/// The article's base class answers through these hooks, falling back on the `kDefault…`
/// constants: a generated screen that declares nothing answers as `BaseViewController` itself.
/// A declared ban on the back-swipe stands for an override of `isForbidInteractivePopGesture`,
/// as the player's.
final class GeneratedScreen: BaseViewController {
  override var _preferredStatusBarStyle_: UIStatusBarStyle? {
    declaredAnswers.preferredStatusBarStyle
  }
  override var _prefersStatusBarHidden_: Bool? { declaredAnswers.prefersStatusBarHidden }
  override var _shouldAutorotate_: Bool? { declaredAnswers.shouldAutorotate }
  override var _supportedInterfaceOrientations_: UIInterfaceOrientationMask? {
    declaredAnswers.supportedInterfaceOrientations
  }
  override var _preferredInterfaceOrientationForPresentation_: UIInterfaceOrientation? {
    declaredAnswers.preferredInterfaceOrientationForPresentation
  }
  override var isForbidInteractivePopGesture: Bool {
    declaredAnswers.forbidsInteractivePop ?? false
  }
}
