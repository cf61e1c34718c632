// `orientation-check` with MyApp added to the built-in resolvers:
//   swift run my-orientation-check matrix --resolver my-app
import MyApp
import OrientationConformance

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let check = OrientationCheck(
  resolvers: BuiltinResolvers.all + [myApp], programName: "my-orientation-check")
exit(check.run(Array(CommandLine.arguments.dropFirst())).rawValue)
