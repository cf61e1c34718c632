import OrientationSpec

/// The usage texts, each naming the program that prints it (`programName`: an app team's own
/// executable prints its own name).
extension OrientationCheck {
  /// `--help`: the global usage, every subcommand's synopsis.
  static func usage(program p: String) -> String {
    let pad = String(repeating: " ", count: p.count)
    return """
      usage: \(p) [matrix] [--resolver NAME]... [--cases N] [--seed S] [--json] [--html FILE]
             \(pad)          [--assume NAME=VALUE|NAME=*]... [--verbose]
             \(p) replay TOKEN --resolver NAME [--session-length N] [--max-controllers N]
             \(pad)        [--assume NAME=VALUE]... [--json] [--html FILE]
             \(p) examples [--resolver NAME]... [--ios N] [--assume NAME=VALUE]... [--json]
             \(p) run FILE [--resolver NAME] [--assume NAME=VALUE]... [--no-invariants]
             \(pad)     [--json] [--html FILE]
             \(p) test [PATH]... [--resolver NAME]... [--assume NAME=VALUE]... [--no-invariants]
             \(pad)      [--json] [--junit FILE]
             \(p) resolvers [--json]
             \(p) rules [--json]
             \(p) assumptions [--json]
             \(p) bench [--quick] [--runs N] [--seeds N] [--json]
             \(p) fuzz --resolver NAME [--steps N] [--sessions N] [--time SECONDS]
             \(pad)      [--shard K/N] [--seed S] [--assume NAME=VALUE|NAME=*]... [--json]
             \(pad)      [--in-process] …
             \(p) <subcommand> --help

      matrix     check every resolver against every invariant over generated sessions (100 of
                 20 events each): a table, then a line per minimal counterexample (the default;
                 --verbose for each in full); exit 1 when a chosen resolver breaks an invariant
      replay     rebuild the session a counterexample's token names and check it
      examples   resolve the seed articles' example hierarchies with each resolver
      run        run a text scenario (Documentation/ScenarioFormat.md), print its trace, check
                 its expectations and every invariant; exit 1 when one fails or the trace ends in
                 a UIKit exception it does not expect, 64 for a malformed file
      test       run every .scenario file under the paths (default Scenarios/) with the
                 resolvers each names, as a test runner: a line per file, each failure at its
                 line, a summary; exit 1 on a failure, 64 when a file cannot run
      resolvers  list the resolvers' names, one a line
      rules      list the specification's rules with their versions and confidence
      assumptions
                 list the uncertain points of the specification: each assumption's values,
                 default and sources; --assume NAME=VALUE sets one where sessions run, and
                 --assume NAME=* on matrix and fuzz runs every value, one column group or run each
      bench      measure performance against its targets, each figure beside a trivial
                 baseline (BENCHMARKS.md): medians of --runs runs (5), planted bugs over seeds
                 0..<N (--seeds, 100); --quick for tiny workloads; build with -c release; exit 0
                 after measuring, missed targets included
      fuzz       run random sessions (of 100 events each) until a budget ends, every invariant
                 checked at every step; shrink and save each finding (Documentation/Fuzzing.md);
                 exit 1 on findings

      With --json, standard output holds one JSON document and nothing else.
      """
  }

  /// `<subcommand> --help`: the subcommand's own usage; the global usage for any other.
  static func help(for subcommand: String, program: String) -> String {
    switch subcommand {
    case "matrix": matrixUsage(program: program)
    case "replay": replayUsage(program: program)
    case "fuzz": fuzzUsage(program: program)
    default: otherUsage(subcommand, program: program) ?? usage(program: program)
    }
  }

  static func matrixUsage(program p: String) -> String {
    """
    usage: \(p) [matrix] [--resolver NAME]... [--cases N] [--seed S] [--json] [--html FILE]
           \(String(repeating: " ", count: p.count))          [--assume NAME=VALUE|NAME=*]... [--verbose]

    Checks resolvers against every invariant over generated sessions: prints the verdict table,
    then a line per failing cell (the resolver, its first failure, the size of its minimal
    counterexample, the line that replays it, how many more distinct failures it has: up to 4 per
    invariant, another exception, answer or deciding class being another failure); --verbose
    prints every failure's counterexample in full. A session is a launch and
    20 events over at most 8 controllers, as expectInvariants checks them (200 sessions there
    too); fuzz's sessions are longer (100 events, 10 controllers) and run until a budget ends.

      --resolver NAME  check this resolver (repeatable); default: every known resolver
      --cases N        sessions per resolver, 1 to \(maxCases) (default \(PinnedVerdicts.cases): the
                       pinned verdicts')
      --seed S         the run's seed, decimal or 0x hexadecimal (default \
    0x\(String(CheckConfiguration().seed, radix: 16)))
      --assume NAME=VALUE
                       run under this assumption (repeatable; \(p) assumptions lists them)
      --assume NAME=*  check under every value of the assumption: a column group per value
                       (several: one per combination), labelled A, B, … with their values, then
                       the verdicts that differ between groups
      --verbose        print each counterexample in full: the tree, the events, expected against
                       actual, the scenario, a Swift regression test, the line that replays it
      --json           print only JSON: {"seed", "resolvers": [{"name", "properties": [{"id",
                       "verdict", "cases", "counterexample"?: {"replay", "controllers",
                       "events", "failure", "deciderKind"?, "deciderClass"?}, "findings"?:
                       [the same, one per failure, the first the counterexample]}]}]};
                       with --assume, "assumptions": {NAME: VALUE} after the
                       seed; with NAME=*, "groups": [{"label", "assumptions", "resolvers"}]
                       instead of "resolvers"; a crash or a hang is a property of its own
                       ("id": "crash" or "hang")
      --html FILE      also draw every counterexample in FILE, one self-contained page: step by
                       step the phone as held and the interface as UIKit turned it, the deciding
                       controller, the failing step marked

    A resolver or an app class that traps, overflows the stack or hangs ends a child process,
    not this one: the session is a crash or hang finding, shrunk (Documentation/Isolation.md).
      --in-process         check in this process instead (faster to start; a trap ends it)
      --hang-seconds S     a child that completes no step in S seconds is a hang (default 10)

    Exit 0 when every chosen resolver holds every invariant under every group's assumptions
    (without --resolver: when the built-ins keep their pinned verdicts under the default
    assumptions), 1 otherwise, 64 for a usage error.
    """
  }

  static func replayUsage(program p: String) -> String {
    let pad = String(repeating: " ", count: p.count)
    return """
      usage: \(p) replay TOKEN --resolver NAME [--session-length N] [--max-controllers N]
             \(pad)        [--assume NAME=VALUE]... [--json] [--html FILE]

      Rebuilds the session a counterexample's replay token (os1.…) names, runs it with the resolver
      and checks every invariant: prints the scenario, the trace and the violations. A token replays
      with the generator's settings and the assumptions it was found with: matrix's and
      expectInvariants' are the defaults; fuzz prints the options its tokens need (its sessions
      are 100 events long).

        --resolver NAME      the resolver to run (required)
        --session-length N   events per generated session (default 20)
        --max-controllers N  controllers per generated hierarchy (default 8)
        --assume NAME=VALUE  run under this assumption (repeatable)
        --json               print only JSON: {"trace": {"steps", "exception"}, "violations": [...]}
        --html FILE          also draw the session in FILE, one self-contained page (see matrix)

      The trace shows each step's windows (presentation chain, decider), the questions UIKit asked
      and the launch orientation; Documentation/ScenarioFormat.md gives the JSON of a step.

      A resolver or an app class that traps, overflows the stack or hangs ends a child process,
      not this one: the session is a crash or hang finding, shrunk (Documentation/Isolation.md).
        --in-process         check in this process instead (faster to start; a trap ends it)
        --hang-seconds S     a child that completes no step in S seconds is a hang (default 10)

      Exit 0 when every invariant holds, 1 when one fails, 64 for a usage error or a bad token.
      """
  }

  static func fuzzUsage(program p: String) -> String {
    let pad = String(repeating: " ", count: p.count)
    return """
      usage: \(p) fuzz --resolver NAME [--steps N] [--sessions N] [--time SECONDS]
             \(pad)      [--session-length N] [--max-controllers N] [--seed S]
             \(pad)      [--shard K/N] [--jobs N] [--failures DIR] [--json]
             \(pad)      [--assume NAME=VALUE|NAME=*]... [--in-process]
             \(pad)      [--hang-seconds SECONDS] [--html]

      Runs random sessions until a budget ends (whichever first; none given: until interrupted),
      checking every invariant after every step; shrinks each violation to a minimal session and
      saves it at once, one scenario file per property and shape, in DIR/NAME/ (default
      .orientation-check/failures). The next run for the same resolver replays them first.

      --steps N           session steps to run in this job (each event and each refresh action)
      --sessions N        sessions in the whole campaign, over every shard
      --time SECONDS      running time of this job
      --session-length N  events per session (default 100), after the launch that starts each;
                          longer than matrix's and expectInvariants' 20, to reach what only a
                          long session reaches
      --max-controllers N controllers in a session's initial hierarchy (default 10; 8 in matrix)
      --seed S            the campaign's seed, decimal or 0x hexadecimal
      --shard K/N         run the sessions whose index is K-1 modulo N (N CI jobs, one campaign)
      --jobs N            run N worker processes at once (default 1), each its slot of the
                          shard's sessions and its share of --steps: N cores, one campaign
      --failures DIR      where findings are saved, in DIR/NAME/; refused at once (exit 64) when
                          it cannot be written
      --assume NAME=VALUE run under this assumption (repeatable; \(p) assumptions lists
                          them); workers get it too, saved findings get an `assume` line
      --assume NAME=*     one campaign per value (several: per combination), one after the
                          other, each with the whole budget, its summary headed `== run A:
                          NAME=VALUE`; with --json, {"runs": [{"label", "assumptions", …}]}
      --json              the summary on standard output as JSON; progress stays on standard error
      --html              draw each new finding beside its scenario file (NAME.html, one
                          self-contained page, as replay --html draws it), once the campaign ends
      --in-process        run sessions in this process (faster to start, for debugging): a
                          resolver that traps ends the run; by default sessions run in a child
                          process and a crash or a hang is a finding
      --hang-seconds S    a worker that finishes no session (or shrink candidate) in S seconds
                          is stopped and its session saved as a hang (default 10)

      Exit 0 when nothing failed, 1 when something did (a new finding, or a saved one that still
      fails), 64 for a usage error (a --failures DIR that cannot be written too). SIGINT or SIGTERM
      ends the run after the current session, with its summary and the same exit statuses.
      """
  }

  /// The usage of the subcommands whose synopsis is one line.
  static func otherUsage(_ subcommand: String, program p: String) -> String? {
    switch subcommand {
    case "examples":
      """
      usage: \(p) examples [--resolver NAME]... [--ios N] [--assume NAME=VALUE]... [--json]

      Resolves the seed articles' example hierarchies with each resolver: who decides, the masks,
      the orientation, the exception.

        --resolver NAME      resolve with this resolver (repeatable); default: every known resolver
        --ios N              the iOS major version (default 17)
        --assume NAME=VALUE  resolve under this assumption (repeatable)
        --json               print only JSON: {"ios", "examples": [{"name", "summary",
                             "resolutions": [{"resolver", "trigger", "decider", "deciderName",
                             "appMask", "allowed", "before", "after", "rotated", "exception",
                             "warnings", "rules"}]}]}

      Exit 0, or 64 for a usage error.
      """
    case "run": runUsage(program: p)
    case "test": testUsage(program: p)
    case "resolvers":
      """
      usage: \(p) resolvers [--json]

      Lists the known resolvers' names, one a line.

        --json  print only JSON: {"resolvers": [{"name"}]}

      Exit 0, or 64 for a usage error.
      """
    case "rules":
      """
      usage: \(p) rules [--json]

      Lists the specification's rules: id, iOS versions, confidence and title, tab-separated.

        --json  print only JSON: {"rules": [{"id", "title", "versions", "confidence", "page",
                "invariants"}]}

      Exit 0, or 64 for a usage error.
      """
    case "assumptions": assumptionsUsage(program: p)
    case "bench":
      """
      usage: \(p) bench [--quick] [--runs N] [--seeds N] [--json]

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
      """
    default: nil
    }
  }
}
