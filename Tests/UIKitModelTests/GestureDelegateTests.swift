import Testing
import UIKitModel

// The back-swipe's `delegate` is weak, as in UIKit, however the model holds it: a navigation
// controller that is its own back-swipe's delegate (held without a weak reference, so that it has
// no side table) and any other delegate read `nil` once they are gone.

final class SelfSwipingNavigationController: UINavigationController, UIGestureRecognizerDelegate {
  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    interactivePopGestureRecognizer?.delegate = self
  }
  required init?(coder: NSCoder) { nil }
}

final class SwipeDelegate: NSObject, UIGestureRecognizerDelegate {}

@Suite("The back-swipe's delegate is weak, whoever it is")
@MainActor
struct GestureDelegateTests {
  @Test("its own back-swipe's delegate: read back, then nil once the controller is gone")
  func ownerAsDelegate() throws {
    var navigation: SelfSwipingNavigationController? = SelfSwipingNavigationController(
      nibName: nil, bundle: nil)
    let recognizer = try #require(navigation?.interactivePopGestureRecognizer)
    #expect(recognizer.delegate === navigation)
    navigation = nil
    #expect(recognizer.delegate == nil)
  }

  @Test("another delegate: read back, replaced, then nil once gone")
  func otherDelegate() throws {
    let navigation = SelfSwipingNavigationController(nibName: nil, bundle: nil)
    let recognizer = try #require(navigation.interactivePopGestureRecognizer)
    var other: SwipeDelegate? = SwipeDelegate()
    recognizer.delegate = other
    #expect(recognizer.delegate === other)
    other = nil
    #expect(recognizer.delegate == nil)
    recognizer.delegate = navigation
    #expect(recognizer.delegate === navigation)
  }
}
