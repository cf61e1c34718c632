import CAllocationCounter
import OrientationConformance

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var command = OrientationCheck()
// This executable interposes the malloc family (Sources/CAllocationCounter): `bench` reports
// allocations per session step from it.
command.allocationCounter = {
  let counts = orientation_allocation_counts_read()
  return AllocationCounts(allocations: counts.allocations, bytes: counts.bytes)
}
exit(command.run(Array(CommandLine.arguments.dropFirst())).rawValue)
