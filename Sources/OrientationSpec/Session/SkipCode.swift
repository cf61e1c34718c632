/// A skip reason kept inline in a ``Step`` without references, so that a step is copied with
/// two reference counts and no case analysis: every reason but `.invalidController`, whose
/// violation holds text and goes to the step's ``StepExtras``.
@usableFromInline
struct SkipCode: Hashable, Sendable {
  /// 0 when the event applied, ``boxed`` when the reason is in the extras, else its case.
  @usableFromInline var tag: UInt8
  /// The case's value: a controller kind, a controller, a tab, an iOS version.
  @usableFromInline var value: Int32

  @inlinable
  init(tag: UInt8, value: Int32 = 0) {
    self.tag = tag
    self.value = value
  }

  @inlinable static var boxed: UInt8 { 255 }

  /// The code for `reason`, or `nil` when it must be boxed.
  @inlinable @inline(__always)
  init?(_ reason: borrowing SkipReason?) {
    switch reason {
    case .none: self.init(tag: 0)
    case .refused(.noSuchController(let kind)):
      self.init(tag: 1, value: kind.map { Int32($0.rawValue) } ?? -1)
    case .refused(.atRootOfStack): self.init(tag: 2)
    case .refused(.alreadyPresenting(let id)): self.init(tag: 3, value: id.rawValue)
    case .refused(.nothingPresented): self.init(tag: 4)
    case .refused(.transitionInProgress): self.init(tag: 5)
    case .refused(.noSuchTab(let index)):
      guard let value = Int32(exactly: index) else { return nil }
      self.init(tag: 6, value: value)
    case .refused(.noSuchWindow): self.init(tag: 7)
    case .refused(.noChange): self.init(tag: 8)
    case .refused(.lastScene): self.init(tag: 18)
    case .refused(.notInteractivelyDismissible): self.init(tag: 19)
    case .unavailable(let since):
      guard let value = Int32(exactly: since) else { return nil }
      self.init(tag: 9, value: value)
    case .noLongerEffective(let since):
      guard let value = Int32(exactly: since) else { return nil }
      self.init(tag: 10, value: value)
    case .noPendingInteractivePop: self.init(tag: 11)
    case .backSwipeCannotBegin: self.init(tag: 12)
    case .inBackground: self.init(tag: 13)
    case .notInBackground: self.init(tag: 14)
    case .appCallLimit(let limit):
      guard let value = Int32(exactly: limit) else { return nil }
      self.init(tag: 15, value: value)
    case .controllerLimit(let limit):
      guard let value = Int32(exactly: limit) else { return nil }
      self.init(tag: 16, value: value)
    case .noPendingInteractiveDismiss: self.init(tag: 17)
    case .invalidController, .noActionTarget, .noSuchPosition, .labelled: return nil
    }
  }

  /// The reason this code stands for (`nil` when the event applied or the reason is boxed).
  @inlinable
  var reason: SkipReason? {
    switch tag {
    case 1:
      return .refused(.noSuchController(value < 0 ? nil : ControllerKind(rawValue: UInt8(value))))
    case 2: return .refused(.atRootOfStack)
    case 3: return .refused(.alreadyPresenting(ControllerID(Int(value))))
    case 4: return .refused(.nothingPresented)
    case 5: return .refused(.transitionInProgress)
    case 6: return .refused(.noSuchTab(Int(value)))
    case 7: return .refused(.noSuchWindow)
    case 8: return .refused(.noChange)
    case 9: return .unavailable(since: Int(value))
    case 10: return .noLongerEffective(since: Int(value))
    case 11: return .noPendingInteractivePop
    case 12: return .backSwipeCannotBegin
    case 13: return .inBackground
    case 14: return .notInBackground
    case 15: return .appCallLimit(Int(value))
    case 16: return .controllerLimit(Int(value))
    case 17: return .noPendingInteractiveDismiss
    case 18: return .refused(.lastScene)
    case 19: return .refused(.notInteractivelyDismissible)
    default: return nil
    }
  }
}
