import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The failure directory: one scenario file per finding, under a directory per resolver.
public struct FuzzFailureStore: Sendable {
  /// `--failures DIR`, as given.
  public var root: String
  /// `DIR/RESOLVER`.
  public var directory: String

  public init(root: String, resolver: String) {
    self.root = root
    directory = root + "/" + resolver
  }

  /// Refuses a failure directory that cannot be written, before the campaign runs anything:
  /// makes the directory (and its parents), then a temporary file in it, which it removes. The
  /// error names the path that failed and why.
  public func probe() throws(UsageError) {
    let refused = "--failures '\(root)' cannot be written"
    if let (path, error) = Self.makeDirectories(directory) {
      throw UsageError(
        error == EEXIST
          ? "\(refused): '\(path)' is not a directory"
          : "\(refused): cannot create the directory '\(path)': \(Self.reason(error))")
    }
    let path = directory + "/.orientation-check-probe-\(getpid())"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else {
      throw UsageError("\(refused): cannot create a file in '\(directory)': \(Self.reason(errno))")
    }
    let written = write(descriptor, "#\n", 2)
    let error = errno
    close(descriptor)
    unlink(path)
    guard written == 2 else {
      throw UsageError("\(refused): cannot write a file in '\(directory)': \(Self.reason(error))")
    }
  }

  /// `mkdir -p path`: `nil`, or the first directory that could not be made and the error
  /// (`EEXIST` when something else than a directory is in its place).
  static func makeDirectories(_ path: String) -> (String, Int32)? {
    // Each prefix that ends a component, spelled as the path spells it.
    let ends = path.indices.filter { $0 != path.startIndex && path[$0] == "/" } + [path.endIndex]
    for end in ends where path[path.index(before: end)] != "/" {
      let prefix = String(path[..<end])
      if mkdir(prefix, 0o777) == 0 { continue }
      let error = errno
      var status = stat()
      guard error == EEXIST, stat(prefix, &status) == 0 else { return (prefix, error) }
      guard status.st_mode & S_IFMT == S_IFDIR else { return (prefix, EEXIST) }
    }
    return nil
  }

  static func reason(_ error: Int32) -> String { String(cString: strerror(error)) }

  /// Writes `finding` at once (write to a temporary file, then rename); returns its path.
  public func save(
    _ finding: FuzzFinding, resolver: String, seed: UInt64, program: String = "orientation-check"
  ) throws -> String {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/" + finding.fileName
    try Data(finding.fileText(resolver: resolver, seed: seed, program: program).utf8).write(
      to: URL(fileURLWithPath: path), options: .atomic)
    return path
  }

  /// The saved findings' paths, sorted.
  public func saved() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted().map { directory + "/" + $0 }
  }
}
