import OrientationConformance

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(OrientationCheck().run(Array(CommandLine.arguments.dropFirst())).rawValue)
