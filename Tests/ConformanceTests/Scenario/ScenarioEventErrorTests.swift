import OrientationConformance
import Testing

/// A session with one window, ready for events.
let events = window + "  navigation\n    content\nevents\n"

@Suite("Scenario errors: event lines, their arguments and their controller trees")
struct ScenarioEventErrorTests {
  static let rows: [ErrorRow] = [
    ErrorRow(
      events + "  rotate .landscapeLeft", 6, 3,
      "unknown event 'rotate'; expected one of rotateDevice, setOrientationLock, push, pop,"
        + " popToRoot, setViewControllers, beginInteractivePop, endInteractivePop, selectTab,"
        + " present, dismiss, cancelInteractiveDismiss, presentAlert, showWindow,"
        + " makeKeyWindow, removeWindow, declare, setAppDelegateOrientations, launch,"
        + " enterBackground, enterForeground, attemptRotationToDeviceOrientation,"
        + " setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate,"
        + " setDeviceOrientation, action, connectScene, beginInteractiveDismiss,"
        + " endInteractiveDismiss, disconnectScene, expect"),
    ErrorRow(events + "  rotateDevice", 6, 15, "expected a device orientation; found end of line"),
    ErrorRow(
      events + "  setOrientationLock on", 6, 22,
      "unknown Boolean 'on'; expected one of true, false"),
    ErrorRow(events + "  push 0\n    content\n", 6, 8, "expected 'navigation'; found '0'"),
    ErrorRow(
      events + "  push navigation 0\n", 6, 3,
      "'push' needs a controller tree on the lines below it, indented"),
    ErrorRow(
      events + "  push navigation 0\n    content\n    content\n", 8, 5,
      "'push' takes one controller tree; found a second"),
    ErrorRow(
      events + "  push navigation 0 animated\n    content\n", 6, 21,
      "expected end of line; found 'animated'"),
    ErrorRow(
      events + "  pop navigation first", 6, 18,
      "unknown controller name 'first'; no controller has a name yet (write 'as NAME' after a"
        + " controller's kind and class)"),
    ErrorRow(events + "  pop navigation 0\n    content\n", 7, 5, "'pop' takes no indented lines"),
    ErrorRow(events + "  popToRoot", 6, 12, "expected 'navigation'; found end of line"),
    ErrorRow(
      events + "  setViewControllers navigation 0 1\n", 6, 35, "expected end of line; found '1'"),
    ErrorRow(
      events + "  setViewControllers navigation 0\n    presents\n      content\n", 7, 5,
      "'presents' must be indented under the presenting controller"),
    ErrorRow(
      events + "  beginInteractivePop now", 6, 23, "expected end of line; found 'now'"),
    ErrorRow(
      events + "  endInteractivePop done", 6, 21,
      "unknown ending 'done'; expected one of finished, cancelled"),
    ErrorRow(events + "  selectTab 1 tabbar 0", 6, 15, "expected 'tabBar'; found 'tabbar'"),
    ErrorRow(
      events + "  selectTab last tabBar 0", 6, 13,
      "unknown tab selection 'last'; expected one of none, more or a number"),
    ErrorRow(
      events + "  present .fullScreen 0\n    content\n", 6, 23, "expected 'from'; found '0'"),
    ErrorRow(
      events + "  present .fullScreen from 0 quickly\n    content\n", 6, 30,
      "expected end of line; found 'quickly'"),
    ErrorRow(
      events + "  present from 0\n    content\n", 6, 11,
      "unknown presentation style 'from'; expected one of \(ScenarioControllerErrorTests.styles)"),
    ErrorRow(
      events + "  present .fullScreen from 0\n", 6, 3,
      "'present' needs a controller tree on the lines below it, indented"),
    ErrorRow(events + "  dismiss 0 now", 6, 13, "expected end of line; found 'now'"),
    ErrorRow(
      events + "  cancelInteractiveDismiss", 6, 27,
      "expected a position or a controller's name; found end of line"),
    ErrorRow(
      events + "  beginInteractiveDismiss", 6, 26,
      "expected a position or a controller's name; found end of line"),
    ErrorRow(
      events + "  beginInteractiveDismiss 0 animated", 6, 29,
      "expected end of line; found 'animated'"),
    ErrorRow(
      events + "  endInteractiveDismiss", 6, 24,
      "expected an ending; found end of line"),
    ErrorRow(
      events + "  endInteractiveDismiss 0", 6, 25,
      "unknown ending '0'; expected one of finished, cancelled"),
    ErrorRow(
      events + "  endInteractiveDismiss finished\n    content\n", 7, 5,
      "'endInteractiveDismiss' takes no indented lines"),
    ErrorRow(events + "  presentAlert 3", 6, 16, "expected 'from'; found '3'"),
    ErrorRow(
      events + "  showWindow top\n    content\n", 6, 14,
      "unknown window attribute 'top'; expected key or level"),
    ErrorRow(
      events + "  showWindow key\n", 6, 3,
      "'showWindow' needs a controller tree on the lines below it, indented"),
    ErrorRow(
      events + "  showWindow\n    content\n    content\n", 8, 5,
      "'showWindow' takes one controller tree; found a second"),
    ErrorRow(events + "  makeKeyWindow", 6, 16, "expected a window's position; found end of line"),
    ErrorRow(events + "  removeWindow 1 2", 6, 18, "expected end of line; found '2'"),
    ErrorRow(
      events + "  declare supports .all", 6, 11,
      "expected a position or a controller's name; found 'supports'"),
    ErrorRow(
      events + "  declare 3 landscape", 6, 13,
      "unknown answer 'landscape'; expected one of supports, autorotates, prefers,"
        + " statusBarHidden, statusBarStyle, forbidsInteractivePop"),
    ErrorRow(
      events + "  declare 3 prefers .portrait prefers .portrait", 6, 31, "'prefers' given twice"),
    ErrorRow(
      events + "  setAppDelegateOrientations", 6, 29,
      "expected an orientation mask; found end of line"),
    ErrorRow(events + "  launch now", 6, 10, "expected end of line; found 'now'"),
    ErrorRow(events + "  enterBackground 1", 6, 19, "expected end of line; found '1'"),
    ErrorRow(
      events + "  enterForeground", 6, 18, "expected a device orientation; found end of line"),
    ErrorRow(
      events + "  attemptRotationToDeviceOrientation\n    content\n", 7, 5,
      "'attemptRotationToDeviceOrientation' takes no indented lines"),
    ErrorRow(
      events + "  setNeedsUpdateOfSupportedInterfaceOrientations now", 6, 50,
      "expected end of line; found 'now'"),
    ErrorRow(
      events + "  requestGeometryUpdate [.portrait", 6, 35, "expected ',' or ']'; found end of line"
    ),
    ErrorRow(events + "  action rotate on 0", 6, 10, "expected an action name; found 'rotate'"),
    ErrorRow(events + "  action \"rotate\" 0", 6, 19, "expected 'on'; found '0'"),
    ErrorRow(
      events + "  action \"rotate\" on", 6, 21,
      "expected a position or a controller's name; found end of line"),
    ErrorRow(
      events + "  setDeviceOrientation .upsideDown", 6, 24,
      "unknown device orientation '.upsideDown'; expected one of .portrait, .portraitUpsideDown,"
        + " .landscapeLeft, .landscapeRight, .faceUp, .faceDown, .unknown"),
    ErrorRow(
      events + "  setDeviceOrientation .unknown sideways", 6, 33,
      "unknown device orientation 'sideways'; expected one of .portrait, .portraitUpsideDown,"
        + " .landscapeLeft, .landscapeRight, .faceUp, .faceDown, .unknown"),
    ErrorRow(
      events + "  setDeviceOrientations .unknown .portrait", 6, 3,
      "unknown event 'setDeviceOrientations'; expected one of rotateDevice, setOrientationLock,"
        + " push, pop, popToRoot, setViewControllers, beginInteractivePop, endInteractivePop,"
        + " selectTab, present, dismiss, cancelInteractiveDismiss, presentAlert, showWindow,"
        + " makeKeyWindow, removeWindow, declare, setAppDelegateOrientations, launch,"
        + " enterBackground, enterForeground, attemptRotationToDeviceOrientation,"
        + " setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate,"
        + " setDeviceOrientation, action, connectScene, beginInteractiveDismiss,"
        + " endInteractiveDismiss, disconnectScene, expect"),
    ErrorRow(
      events + "  disconnectScene", 6, 18, "expected a scene's position; found end of line"),
    ErrorRow(
      events + "  disconnectScene main", 6, 19, "expected a scene's position; found 'main'"),
    ErrorRow(events + "  disconnectScene 1 2", 6, 21, "expected end of line; found '2'"),
    ErrorRow(
      events + "  disconnectScene 1\n    content\n", 7, 5,
      "'disconnectScene' takes no indented lines"),
  ]

  @Test(
    "An event line names its kind and arguments; trees only where the event takes them",
    arguments: rows)
  func eventError(_ row: ErrorRow) { row.check() }
}
