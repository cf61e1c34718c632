extension OrientationCheck {
  /// `bench [--quick] [--runs N] [--seeds N] [--json]`: the performance figures against their targets.
  /// Missed targets are reported, not failures: the exit status is 0 after measuring.
  func bench(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    var arguments = arguments
    let isolation = try IsolationOptions(extractingFrom: &arguments)
    var huntSeed: UInt64?
    var quick = false
    var runs: Int?
    var seeds: Int?
    var json = false
    var index = 0
    func count(after flag: String) throws(UsageError) -> Int {
      index += 1
      guard index < arguments.count else { throw UsageError("\(flag) needs a value") }
      let text = arguments[index]
      guard let value = Int(text), value > 0 else {
        throw UsageError("\(flag) takes a positive number, not '\(text)'")
      }
      return value
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--quick": quick = true
      case "--runs": runs = try count(after: argument)
      case "--seeds": seeds = try count(after: argument)
      case "--json": json = true
      // Hidden: a child of a misbehaving resolver's hunt.
      case "--hunt-seed": huntSeed = UInt64(try count(after: argument) - 1)
      default: throw UsageError("unknown argument '\(argument)' for 'bench'")
      }
      index += 1
    }
    var configuration: Benchmark.Configuration = quick ? .quick : .full
    if let runs { configuration.runs = runs }
    if let seeds { configuration.seeds = seeds }
    #if DEBUG
      errorOutput(
        "\(programName): warning: a debug build; figures are not representative "
          + "(swift run -c release \(programName) bench)")
    #endif
    if let job = isolation.childJob, let huntSeed {
      return try childJob(job, Benchmark.misbehavingHunt(seed: huntSeed))
    }
    let errorOutput = self.errorOutput
    var benchmark = Benchmark(
      configuration: configuration, allocationCounter: allocationCounter,
      progress: { json ? () : errorOutput("bench: \($0)…") })
    if !isolation.inProcess && processArguments != nil {
      benchmark.misbehavingHunt = { resolver, seed throws(UsageError) in
        // A short hang timeout: a hunt's sessions take microseconds, and each hang of a
        // shrink's candidate waits it out.
        let checker = try IsolatedChecker(
          command: ChildCommand(
            executable: ChildProcess.currentExecutable,
            arguments: ["bench", "--hunt-seed", String(seed + 1)],
            environment: [PlantedTrapResolver.environmentVariable: "1"],
            jobPath: .argument("--child-job")),
          resolver: resolver, hangTimeout: .milliseconds(500), shrinkTimeLimit: .seconds(60))
        return try checker.check(Benchmark.misbehavingHunt(seed: seed), untilCrash: true)
      }
    }
    let figures = benchmark.run()
    output(json ? Benchmark.json(figures).text : Benchmark.table(figures))
    return .success
  }
}
