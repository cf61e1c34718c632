#if canImport(UIKit)
  import UIKit
#else
  import UIKitModel
#endif

// 大部分页面是竖屏的
class ListViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .portrait
  }
}

// 个别页面可以横竖旋转屏幕(例如:PDF文件查看)
class PDFViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .all
  }
}

// 个别页面只能横屏（例如：视频播放）
class VideoViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return .landscape
  }
}
