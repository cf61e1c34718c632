import OrientationSpec

extension OrientationCheck {
  /// `<subcommand> --help`: the subcommand's own usage; the global usage for any other.
  static func help(for subcommand: String) -> String {
    subcommandUsage[subcommand] ?? usage
  }

  /// Each subcommand's usage: its synopsis, what it does, its options and its exit statuses.
  static let subcommandUsage: [String: String] = [
    "matrix": """
    usage: orientation-check [matrix] [--resolver NAME]... [--cases N] [--seed S] [--json]

    Checks resolvers against every invariant over generated sessions: prints the verdict table,
    then each invariant's minimal counterexample with the line that replays it.

      --resolver NAME  check this resolver (repeatable); default: every known resolver
      --cases N        sessions per resolver (default \(PinnedVerdicts.cases))
      --seed S         the run's seed, decimal or 0x hexadecimal (default \
    0x\(String(CheckConfiguration().seed, radix: 16)))
      --json           print only JSON: {"seed", "resolvers": [{"name", "properties": [{"id",
                       "verdict", "cases", "counterexample"?: {"replay", "controllers",
                       "events"}}]}]}

    Exit 0 when every chosen resolver holds every invariant (without --resolver: when the built-ins
    keep their pinned verdicts), 1 otherwise, 64 for a usage error.
    """,
    "replay": """
    usage: orientation-check replay TOKEN --resolver NAME [--session-length N] [--max-controllers N]
                                    [--json]

    Rebuilds the session a counterexample's replay token (os1.…) names, runs it with the resolver
    and checks every invariant: prints the scenario, the trace and the violations. A token replays
    with the generator's settings it was found with: matrix's are the defaults; fuzz prints the
    options its tokens need.

      --resolver NAME      the resolver to run (required)
      --session-length N   events per generated session (default 20)
      --max-controllers N  controllers per generated hierarchy (default 8)
      --json               print only JSON: {"trace": {"steps", "exception"}, "violations": [...]}

    The trace shows each step's windows (presentation chain, decider), the questions UIKit asked
    and the launch orientation; Documentation/ScenarioFormat.md gives the JSON of a step.

    Exit 0 when every invariant holds, 1 when one fails, 64 for a usage error or a bad token.
    """,
    "examples": """
    usage: orientation-check examples [--resolver NAME]... [--ios N] [--json]

    Resolves the seed articles' example hierarchies with each resolver: who decides, the masks,
    the orientation, the exception.

      --resolver NAME  resolve with this resolver (repeatable); default: every known resolver
      --ios N          the iOS major version (default 17)
      --json           print only JSON: {"ios", "examples": [{"name", "summary",
                       "resolutions": [{"resolver", "trigger", "decider", "deciderName",
                       "appMask", "allowed", "before", "after", "rotated", "exception",
                       "warnings", "rules"}]}]}

    Exit 0, or 64 for a usage error.
    """,
    "run": """
    usage: orientation-check run FILE --resolver NAME [--json]

    Runs a text scenario (Documentation/ScenarioFormat.md) with the resolver and prints the tree
    and its trace, step by step.

      --resolver NAME  the resolver to run (required)
      --json           print only JSON: {"steps": [...], "exception"}

    Each step shows, under its line, every window (its presentation chain and decider), the
    questions UIKit asked and, at a launch, the launch orientation; with --json each step names
    its controllers by position and by name (Documentation/ScenarioFormat.md, "The trace").

    Exit 0 when the trace ends well, 1 when it ends in a UIKit exception, 64 for a usage error or
    a malformed file (FILE:LINE:COLUMN: message).
    """,
    "resolvers": """
    usage: orientation-check resolvers [--json]

    Lists the known resolvers' names, one a line.

      --json  print only JSON: {"resolvers": [{"name"}]}

    Exit 0, or 64 for a usage error.
    """,
    "rules": """
    usage: orientation-check rules [--json]

    Lists the specification's rules: id, iOS versions, confidence and title, tab-separated.

      --json  print only JSON: {"rules": [{"id", "title", "versions", "confidence", "page",
              "invariants"}]}

    Exit 0, or 64 for a usage error.
    """,
    "bench": """
    usage: orientation-check bench [--quick] [--runs N] [--seeds N] [--json]

    Measures performance against its targets, on one thread, each figure beside a trivial
    baseline measured in the same run (BENCHMARKS.md): resolution by depth, session steps per
    second with every invariant checked (for a resolver, and for an app's own classes),
    allocations per step, generated hierarchies per second, each planted bug's hunt and shrink,
    exhaustive enumeration by size. Build with -c release.

      --quick    tiny workloads (3 runs, 10 seeds), for a smoke test
      --runs N   timed runs per figure; each figure is their median (default 5)
      --seeds N  planted-bug hunts from seeds 0..<N (default 100)
      --json     print only JSON: {"metrics": {"name": value, ...}}

    Exit 0 after measuring (missed targets are reported in the table, not as failures), 64 for a
    usage error.
    """,
    "fuzz": fuzzUsage,
  ]
}
