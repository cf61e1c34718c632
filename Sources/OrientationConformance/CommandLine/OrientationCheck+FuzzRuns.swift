import OrientationSpec

extension OrientationCheck {
  /// `--assume NAME=*`: one campaign per value (per combination of several), one after the
  /// other, each with the whole budget and labelled `== run A: NAME=VALUE`; the first replays
  /// the saved findings. With `--json`, `{"runs": [{"label", "assumptions", …the summary}]}`.
  /// A signal ends the current run and the ones after it. Exit 1 when any run found something.
  func fuzzRuns<Resolver: OrientationResolver>(_ options: FuzzOptions, _ resolver: Resolver)
    throws(UsageError) -> ExitStatus
  {
    var status = ExitStatus.success
    var documents: [JSON] = []
    let named = options.assume.settings.map(\.entry) + options.assume.everyValue
    for (position, run) in options.assume.runs.enumerated() {
      var runOptions = options
      runOptions.assumptions = run.assumptions
      runOptions.replaysSaved = position == 0
      let label = Self.groupLabel(position)
      if position > 0 && !options.json { output("") }
      let campaign = try fuzzCampaign(runOptions, resolver, label: "run \(label): \(run.label)")
      if campaign.status != .success { status = campaign.status }
      if case .object(let members)? = campaign.json {
        let assumptions = Self.json(run.assumptions, naming: named)
        documents.append(
          .object([("label", .string(label)), ("assumptions", assumptions)] + members))
      }
      if campaign.interrupted { break }
    }
    if options.json { output(JSON.object([("runs", .array(documents))]).text) }
    return status
  }
}
