/// A rule of the catalogue (`uikit-rules.md` §11), traced to code, a test and a page.
public enum Rule: Int, CaseIterable, Hashable, Sendable, Codable, Comparable {
  case r1 = 1
  case r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15
  case r16, r17, r18, r19, r20, r21, r22, r23, r24, r25, r26, r27, r28, r29

  public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }

  /// How sure the catalogue is of a rule.
  public enum Confidence: String, Hashable, Sendable {
    case documented = "D"
    case observed = "O"
    case uncertain = "U"
  }

  /// The one-line statement.
  public var title: String {
    switch self {
    case .r1: "The decider is the last presented controller that fills the window, else the root"
    case .r2: "With no root controller, the app mask alone decides and no controller is asked"
    case .r3: "Which presentation styles fill the window, by idiom and iOS version"
    case .r4: "UIKit never asks children: a container answers for itself"
    case .r5: "The app mask: the app delegate, else Info.plist, else the idiom's default"
    case .r6: "Masks must not be empty; an empty plist list is undefined"
    case .r7: "Allowed = app mask ∩ decider's supported orientations (∩ the device's)"
    case .r8: "A controller's defaults: idiom mask, autorotates, current orientation preferred"
    case .r9: "shouldAutorotate false blocks device-driven rotation up to iOS 15"
    case .r10: "No common orientation raises UIApplicationInvalidInterfaceOrientation (E1)"
    case .r11: "A preferred orientation outside allowed raises E2/E3 at present and dismiss"
    case .r12: "A device rotation rotates to the device pose when allowed"
    case .r13:
      "A full-screen presentation starts in the presented controller's preferred orientation"
    case .r14: "Dismissing the decider re-evaluates with the controller below"
    case .r15: "Push, pop and tab switches do not re-evaluate orientation"
    case .r16: "attemptRotationToDeviceOrientation reruns the device rule (to iOS 15)"
    case .r17: "setNeedsUpdateOfSupportedInterfaceOrientations re-asks the decider (iOS 16+)"
    case .r18: "requestGeometryUpdate rotates within the allowed mask or reports an error (iOS 16+)"
    case .r19: "Setting UIDevice.orientation by key-value coding acts as a device event (to iOS 15)"
    case .r20: "Enumerations, raw values and the device-to-interface mapping"
    case .r21: "Flat and unknown device orientations never rotate the interface"
    case .r22: "The orientation lock: portrait on iPhone, the current orientation on iPad"
    case .r23: "An iPad app in multitasking follows the device; controllers are not asked"
    case .r24: "iPadOS 26 and iOS 27 windowing: masks of resizable apps are ignored"
    case .r25: "The launch orientation"
    case .r26: "Status bar: the owner follows the presentation chain and container children"
    case .r27: "The interactive back-swipe begins only over more than one controller"
    case .r28: "An alert's supported orientations are its presenter's; a cycle raises E4"
    case .r29: "prefersInterfaceOrientationLocked applies only to a centred, screen-sized scene"
    }
  }

  /// The iOS versions the rule covers, as the catalogue states them.
  public var versions: String {
    switch self {
    case .r1, .r2, .r4, .r7, .r8, .r10, .r11, .r12, .r13, .r14, .r15: "6+"
    case .r3: "8+"
    case .r5: "6–26; 27β"
    case .r6: "6+"
    case .r9: "6–15 / 16+"
    case .r16: "5–15"
    case .r17, .r18: "16+"
    case .r19: "≤15 / 16+"
    case .r20, .r21, .r25: "all"
    case .r22: "9+"
    case .r23: "9–25"
    case .r24: "26, 27β"
    case .r26: "7+"
    case .r27: "7+ / 26+"
    case .r28: "8+"
    case .r29: "26+"
    }
  }

  /// The catalogue's confidence; rules that mix levels list each.
  public var confidence: [Confidence] {
    switch self {
    case .r1, .r2, .r5, .r7, .r8, .r9, .r12, .r20, .r23, .r29: [.documented]
    case .r3: [.documented, .observed, .uncertain]
    case .r4, .r16, .r17, .r18, .r21, .r24, .r25, .r26, .r27: [.documented, .observed]
    case .r6, .r13: [.documented, .uncertain]
    case .r10, .r11, .r14, .r15, .r19, .r28: [.observed]
    case .r22: [.observed, .documented]
    }
  }

  /// The page that documents the rule, relative to the package root.
  public var page: String { "Documentation/Rules/R\(rawValue).md" }
}

extension Rule: CustomStringConvertible {
  /// `R7`.
  public var description: String { "R\(rawValue)" }
}
