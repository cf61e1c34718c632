public import OrientationSpec

/// The seed articles' resolvers, by their stable command-line names, defaults first then variants.
public enum SeedResolvers {
  /// Every seed resolver and variant.
  public static let all: [any OrientationResolver] = [
    ElOrientationControlResolver(),
    RotationDemoResolver(),
    RotationDemoResolver(appDelegateSwitch: .article),
    NavigationForwardingResolver(),
    NavigationForwardingResolver(forcesInViewDidLoad: false),
    NavigationDelegateResolver(),
    NavigationDelegateResolver(forcesInViewDidLoad: false),
    RootDrivenResolver(),
    RootDrivenResolver(forcing: .kvc),
    RootDrivenResolver(forcing: .presentAndDismiss),
    RootDrivenResolver(forcing: .presentAndDismiss, presentationStyle: .fullScreen),
    RootDrivenResolver(forcing: .presentInstead),
  ]
}
