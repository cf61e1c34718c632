#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

/// The video player: landscape or portrait as the user chose, turned by its rotate button. The
/// back-swipe must not leave it while it is landscape (the screen below is portrait).
final class PlayerViewController: BaseViewController {
  private(set) var isLandscape: Bool

  init(isLandscape: Bool) {
    self.isLandscape = isLandscape
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("MyApp builds its screens in code") }

  override var screenOrientations: UIInterfaceOrientationMask {
    isLandscape ? .landscape : .portrait
  }
  override var screenPreferredOrientation: UIInterfaceOrientation? {
    isLandscape ? .landscapeRight : .portrait
  }
  override var forbidsInteractivePop: Bool { isLandscape }
  override var prefersStatusBarHidden: Bool { isLandscape }

  /// The rotate button.
  func rotateTapped() {
    isLandscape.toggle()
    RotationHelper.refreshIfNeeded(after: self)
  }
}
