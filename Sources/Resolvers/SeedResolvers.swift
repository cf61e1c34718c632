public import OrientationSpec
import Seed000
import Seed002
import Seed003
import Seed004

/// The seed articles' apps, by their stable command-line names, defaults first then variants:
/// each is the article's own code, compiled as an app's classes (`Sources/SeedApps`).
///
/// Checking one runs its classes, which needs the main actor: call the check from `@MainActor`
/// code (the command line runs on the main thread).
public enum SeedResolvers {
  /// Every seed app and variant.
  public static let all: [any OrientationResolver] = [
    ELOrientationControlDemo.app,
    RotationDemo.rotationDemo,
    RotationDemo.rotationDemoArticleSwitch,
    ScreenRotationNotes.navForwarding,
    ScreenRotationNotes.navForwardingNoForce,
    ScreenRotationNotes.navDelegate,
    ScreenRotationNotes.navDelegateNoForce,
    SingleLandscapePage.rootDriven,
    SingleLandscapePage.rootDrivenKVC,
    SingleLandscapePage.rootDrivenPresentAndDismiss,
    SingleLandscapePage.rootDrivenPresentAndDismissFullScreen,
    SingleLandscapePage.rootDrivenPresentInstead,
  ]
}
