@_exported import Foundation
@_exported public import OrientationSpec

// UIKit's value types, under UIKit's names: the specification's own values, which keep UIKit's
// cases and raw values, so that `UIInterfaceOrientation.landscapeRight.rawValue` is 3 here too.

/// `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIDeviceOrientation`.
public typealias UIDeviceOrientation = DeviceOrientation
/// `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `UIBarStyle`.
public typealias UIBarStyle = BarStyle

/// `UIModalTransitionStyle`: how a presentation animates; it does not change what UIKit asks.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}

/// `UISceneErrorDomain`, the domain of the error `requestGeometryUpdate` hands its error handler.
public let UISceneErrorDomain = "UISceneErrorDomain"
