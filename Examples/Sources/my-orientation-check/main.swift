// `orientation-check` with the app's resolver added to the built-in ones:
//   swift run my-orientation-check matrix --resolver my-app
import MyAppOrientation
import OrientationConformance

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let check = OrientationCheck(
  resolvers: BuiltinResolvers.all + [MyAppResolver()], programName: "my-orientation-check")
exit(check.run(Array(CommandLine.arguments.dropFirst())).rawValue)
