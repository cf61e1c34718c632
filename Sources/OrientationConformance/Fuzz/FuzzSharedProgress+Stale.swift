import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a campaign with workers keeps in the temporary directory, per slot:
/// `orientation-check-fuzz-PID[-N].progress` (the shared progress, locked while the campaign
/// runs) and `.stderr` (its worker's standard error). A campaign removes its own when it ends; one
/// killed with SIGKILL cannot, and the next campaign to start removes them. An isolated check's
/// children have the same files (and `.job`, `.results`, `.stdout`) under
/// `orientation-check-child-PID-N`, removed the same way.
extension FuzzSharedProgress {
  static let prefix = "orientation-check-fuzz-"
  static let childPrefix = "orientation-check-child-"
  /// The files kept beside a progress file, removed with it.
  static let companions = [".stderr", ".job", ".results", ".stdout"]

  /// Removes from `directory` what campaigns that are gone left: each progress file that no
  /// process holds locked, with its error file; an error file (or a progress file still being
  /// made, `.progress.new`) without its progress file, whose process no longer exists. A live
  /// campaign's files are locked, so left alone, whoever runs it; another user's cannot be opened.
  static func removeStale(in directory: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names {
      guard let prefix = [prefix, childPrefix].first(where: { name.hasPrefix($0) }),
        let dot = name.firstIndex(of: "."),
        let pid = pid_t(name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }),
        pid > 0
      else { continue }
      let stem = String(name[..<dot])
      let path = directory + "/" + name
      switch name[dot...] {
      case ".progress":
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { continue }
        // Unlinked while locked: no campaign can be making a file of the same name meanwhile.
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
          for companion in companions { unlink(directory + "/" + stem + companion) }
          unlink(path)
        }
        close(descriptor)
      case ".stderr", ".job", ".results", ".stdout", ".progress.new":
        if !names.contains(stem + ".progress") && kill(pid, 0) != 0 && errno == ESRCH {
          unlink(path)
        }
      default: continue
      }
    }
  }
}
