#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

class RiceNavigationController: UINavigationController {
}
