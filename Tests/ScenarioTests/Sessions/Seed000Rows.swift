import OrientationSpec
import Testing

/// Seed 000's twelve-point app played as sessions, for every resolver, on iOS 15 and 17.
///
/// Expectations come from the rules (`shared/uikit-rules.md`) and the
/// article: a push, pop, tab switch or declaration re-evaluates nothing
/// (R15); a device event rotates to an allowed pose (R12); a full-screen
/// presentation takes the presented controller's preferred orientation (R13)
/// and a dismissal returns to one the controller below allows (R14); setting
/// `UIDevice.orientation` by key-value coding is a device event to iOS 15 and
/// only logs E6 from iOS 16 (R19). `el-orientation-control` forces where its
/// screens call `UIRotateUtils`; the reference refreshes after every event that
/// leaves the orientation outside the mask (key-value coding, unknown first, to
/// iOS 15; `setNeedsUpdateOfSupportedInterfaceOrientations` from 16, R17);
/// `uikit-default` has no refresh strategy.
enum Seed000Rows {
  typealias S = Seed000Session
  static let both: [OSVersion] = [.iOS15, .iOS17]
  static let portrait = InterfaceOrientation.portrait
  static let landscapeRight = InterfaceOrientation.landscapeRight

  static let all: [Seed000Row] = [
    // Points 1–3: the tabs are portrait.
    Seed000Row(
      S.tabsStayPortrait, .elOrientationControl, iOS: both, .asIntended,
      "the tab bar forwards to the portrait home screen, so the tabs stay portrait",
      after: [portrait, portrait, portrait]),
    Seed000Row(
      S.tabsStayPortrait, .reference, iOS: both, .asIntended,
      "the tab bar forwards to the portrait home screen, so the tabs stay portrait",
      after: [portrait, portrait, portrait]),
    Seed000Row(
      S.tabsStayPortrait, .uikitDefault, iOS: both, .notAsIntended,
      "the tab bar allows the iPhone default, so the tabs turn with the phone",
      after: [landscapeRight, landscapeRight, portrait]),

    // Points 4–5: the first entry is portrait; the back-swipe is allowed there.
    Seed000Row(
      S.enterPortraitPlayer, .elOrientationControl, iOS: both, .asIntended,
      "the forced portrait (unknown, then portrait) moves nothing, logging E6 from iOS 16;"
        + " the back-swipe pops to the portrait home",
      after: [portrait, portrait, portrait], refreshes: 2),
    Seed000Row(
      S.enterPortraitPlayer, .reference, iOS: both, .asIntended,
      "portrait throughout; the back-swipe pops to the portrait home",
      after: [portrait, portrait, portrait]),
    Seed000Row(
      S.enterPortraitPlayer, .uikitDefault, iOS: both, .asIntended,
      "portrait throughout; the back-swipe pops to the portrait home",
      after: [portrait, portrait, portrait]),

    // Point 4: entering in landscape needs the forcing (R15).
    Seed000Row(
      S.enterLandscapePlayer, .elOrientationControl, iOS: [.iOS15], .asIntended,
      "viewDidLoad's forced landscape right turns the interface, and holds when the phone turns back",
      after: [landscapeRight, landscapeRight, landscapeRight], refreshes: 2, forcedRotations: 1),
    Seed000Row(
      S.enterLandscapePlayer, .elOrientationControl, iOS: [.iOS17], .notAsIntended,
      "the forcing only logs E6: the landscape player shows portrait until the phone turns",
      after: [portrait, landscapeRight, landscapeRight], refreshes: 2),
    Seed000Row(
      S.enterLandscapePlayer, .reference, iOS: [.iOS15], .asIntended,
      "the refresh after the push (unknown, then landscape left, by key-value coding) turns the"
        + " player landscape right, which holds when the phone turns back",
      after: [landscapeRight, landscapeRight, landscapeRight], refreshes: 2, forcedRotations: 1),
    Seed000Row(
      S.enterLandscapePlayer, .reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate after the push turns the player landscape right, which holds when the phone"
        + " turns back",
      after: [landscapeRight, landscapeRight, landscapeRight], refreshes: 1, forcedRotations: 1),
    Seed000Row(
      S.enterLandscapePlayer, .uikitDefault, iOS: both, .notAsIntended,
      "portrait after the push, then the player follows the phone both ways",
      after: [portrait, landscapeRight, portrait]),

    // Point 5: later entries as the user left the player.
    Seed000Row(
      S.reenterAsLeft, .elOrientationControl, iOS: [.iOS15], .asIntended,
      "the rotate button and the second entry force landscape right (the back button leaves"
        + " home landscape until the phone turns)",
      after: [portrait, landscapeRight, landscapeRight, portrait, landscapeRight], refreshes: 6,
      forcedRotations: 2),
    Seed000Row(
      S.reenterAsLeft, .elOrientationControl, iOS: [.iOS17], .notAsIntended,
      "every forcing only logs E6: the player is never shown landscape",
      after: [portrait, portrait, portrait, portrait, portrait], refreshes: 6),
    Seed000Row(
      S.reenterAsLeft, .reference, iOS: [.iOS15], .asIntended,
      "the key-value-coding refresh turns the player landscape right after the rotate button,"
        + " home portrait after the back button, and the second entry landscape right",
      after: [portrait, landscapeRight, portrait, portrait, landscapeRight], refreshes: 6,
      forcedRotations: 3),
    Seed000Row(
      S.reenterAsLeft, .reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate turns the player landscape right after the rotate button, home portrait"
        + " after the back button, and the second entry landscape right",
      after: [portrait, landscapeRight, portrait, portrait, landscapeRight], refreshes: 3,
      forcedRotations: 3),
    Seed000Row(
      S.reenterAsLeft, .uikitDefault, iOS: both, .notAsIntended,
      "nothing forces: the player is never shown landscape",
      after: [portrait, portrait, portrait, portrait, portrait]),

    // Point 7: the comment screen `.overFullScreen` decides itself (R1, R3).
    Seed000Row(
      S.commentLandscape, .elOrientationControl, iOS: both, .asIntended,
      "the comment screen decides itself, then the player through the being-dismissed case",
      after: [landscapeRight, landscapeRight, landscapeRight]),
    Seed000Row(
      S.commentLandscape, .reference, iOS: both, .asIntended,
      "the comment screen decides itself, then the player",
      after: [landscapeRight, landscapeRight, landscapeRight]),
    Seed000Row(
      S.commentLandscape, .uikitDefault, iOS: both, .asIntended,
      "the comment screen decides itself; the dismissal keeps the allowed landscape",
      after: [landscapeRight, landscapeRight, landscapeRight]),
    Seed000Row(
      S.commentPortrait, .elOrientationControl, iOS: both, .asIntended,
      "portrait throughout", after: [portrait, portrait, portrait]),
    Seed000Row(
      S.commentPortrait, .reference, iOS: both, .asIntended, "portrait throughout",
      after: [portrait, portrait, portrait]),
    Seed000Row(
      S.commentPortrait, .uikitDefault, iOS: both, .asIntended,
      "portrait throughout: the comment screen refuses the turn, and nothing re-reads the"
        + " phone after the dismissal",
      after: [portrait, portrait, portrait]),
    Seed000Row(
      S.commentNotFillingWindow, .elOrientationControl, iOS: both, .asIntended,
      "the tab bar decides, and visibleViewController forwards to the landscape comment screen",
      after: [landscapeRight, landscapeRight, landscapeRight]),
    Seed000Row(
      S.commentNotFillingWindow, .reference, iOS: both, .asIntended,
      "the tab bar decides with the player under the comment screen, which has its mask",
      after: [landscapeRight, landscapeRight, landscapeRight]),
    Seed000Row(
      S.commentNotFillingWindow, .uikitDefault, iOS: both, .notAsIntended,
      "the tab bar allows the iPhone default: the comment screen turns portrait",
      after: [landscapeRight, portrait, portrait]),

    // Point 8: the catalogue.
    Seed000Row(
      S.catalogueInPlayerOrientation, .elOrientationControl, iOS: both, .asIntended,
      "landscape right throughout; the player's unforced update after the pop does nothing",
      after: [landscapeRight, landscapeRight, landscapeRight]),
    Seed000Row(
      S.catalogueInPlayerOrientation, .reference, iOS: both, .asIntended,
      "landscape right throughout", after: [landscapeRight, landscapeRight, landscapeRight]),
    Seed000Row(
      S.catalogueInPlayerOrientation, .uikitDefault, iOS: both, .notAsIntended,
      "the catalogue turns with the phone, and the player comes back portrait",
      after: [landscapeRight, portrait, portrait]),
    Seed000Row(
      S.portraitCatalogue, .elOrientationControl, iOS: both, .notAsIntended,
      "the portrait catalogue opens landscape (a push re-evaluates nothing), and after the pop"
        + " the landscape player shows portrait: viewWillAppear's unforced update never forces",
      after: [landscapeRight, portrait, portrait, landscapeRight]),
    Seed000Row(
      S.portraitCatalogue, .reference, iOS: [.iOS15], .asIntended,
      "the key-value-coding refresh turns the portrait catalogue portrait on the push and the"
        + " player landscape right on the pop",
      after: [portrait, portrait, landscapeRight, landscapeRight], refreshes: 4,
      forcedRotations: 2),
    Seed000Row(
      S.portraitCatalogue, .reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate turns the portrait catalogue portrait on the push and the player landscape"
        + " right on the pop",
      after: [portrait, portrait, landscapeRight, landscapeRight], refreshes: 2,
      forcedRotations: 2),
    Seed000Row(
      S.portraitCatalogue, .uikitDefault, iOS: both, .notAsIntended,
      "every screen follows the phone: the catalogue opens landscape, the player comes back"
        + " portrait",
      after: [landscapeRight, portrait, portrait, landscapeRight]),

    // Point 9: the rotate button, a declaration followed by the forcing.
    Seed000Row(
      S.rotateButton, .elOrientationControl, iOS: [.iOS15], .asIntended,
      "each tap forces the new orientation",
      after: [landscapeRight, landscapeRight, portrait, portrait], refreshes: 4,
      forcedRotations: 2),
    Seed000Row(
      S.rotateButton, .elOrientationControl, iOS: [.iOS17], .notAsIntended,
      "the taps only log E6: the phone decides",
      after: [portrait, landscapeRight, landscapeRight, portrait], refreshes: 4),
    Seed000Row(
      S.rotateButton, .reference, iOS: [.iOS15], .asIntended,
      "each tap's declaration is refreshed by key-value coding: the player turns with the button,"
        + " before the phone",
      after: [landscapeRight, landscapeRight, portrait, portrait], refreshes: 4,
      forcedRotations: 2),
    Seed000Row(
      S.rotateButton, .reference, iOS: [.iOS17], .asIntended,
      "each tap's declaration is refreshed by setNeedsUpdate: the player turns with the button,"
        + " before the phone",
      after: [landscapeRight, landscapeRight, portrait, portrait], refreshes: 2,
      forcedRotations: 2),
    Seed000Row(
      S.rotateButton, .uikitDefault, iOS: both, .notAsIntended,
      "nothing forces: the phone decides",
      after: [portrait, landscapeRight, landscapeRight, portrait]),
    Seed000Row(
      S.rotateButtonHeldLandscape, .elOrientationControl, iOS: [.iOS15], .asIntended,
      "the device already reports landscape left; unknown first makes setting it again a turn",
      after: [landscapeRight], refreshes: 2, forcedRotations: 1),
    Seed000Row(
      S.rotateButtonHeldLandscape, .elOrientationControl, iOS: [.iOS17], .notAsIntended,
      "the tap only logs E6", after: [portrait], refreshes: 2),
    Seed000Row(
      S.rotateButtonHeldLandscape, .reference, iOS: [.iOS15], .asIntended,
      "the refresh sets unknown first, so the landscape left already reported turns the player",
      after: [landscapeRight], refreshes: 2, forcedRotations: 1),
    Seed000Row(
      S.rotateButtonHeldLandscape, .reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate turns the player", after: [landscapeRight], refreshes: 1,
      forcedRotations: 1),
    Seed000Row(
      S.rotateButtonHeldLandscape, .uikitDefault, iOS: both, .notAsIntended,
      "a declaration re-evaluates nothing", after: [portrait]),

    // Points 10–11: the login, and the dismissal that restores landscape (R13, R14).
    Seed000Row(
      S.login, .elOrientationControl, iOS: both, .asIntended,
      "the login and register show portrait with light content; the close forces landscape first,"
        + " which the portrait login refuses (E6 from iOS 16), then its dismissal restores"
        + " landscape right itself (R14)",
      after: [portrait, portrait, portrait, portrait, landscapeRight, landscapeRight], refreshes: 3,
      forcedRotations: 1,
      statusBars: [Seed000StatusBar(event: 0, hidden: false, style: .lightContent)]),
    Seed000Row(
      S.login, .reference, iOS: both, .asIntended,
      "the login and register show portrait with light content; the dismissal restores landscape"
        + " right",
      after: [portrait, portrait, portrait, portrait, landscapeRight, landscapeRight],
      statusBars: [Seed000StatusBar(event: 0, hidden: false, style: .lightContent)]),
    Seed000Row(
      S.login, .uikitDefault, iOS: both, .notAsIntended,
      "the login opens landscape with the bar's default style, until the phone turns",
      after: [landscapeRight, portrait, portrait, portrait, landscapeRight, landscapeRight],
      statusBars: [Seed000StatusBar(event: 0, hidden: true, style: .default)]),
    Seed000Row(
      S.loginAtDefaultStyle, .elOrientationControl, iOS: both, .notAsIntended,
      "a sheet does not fill the window: the login opens landscape; the comment screen then"
        + " forwards to it, so it turns portrait with the phone",
      after: [landscapeRight, portrait]),
    Seed000Row(
      S.loginAtDefaultStyle, .reference, iOS: both, .notAsIntended,
      "a sheet does not fill the window: the landscape comment screen keeps deciding",
      after: [landscapeRight, landscapeRight]),
    Seed000Row(
      S.loginAtDefaultStyle, .uikitDefault, iOS: both, .notAsIntended,
      "a sheet does not fill the window: the landscape comment screen keeps deciding",
      after: [landscapeRight, landscapeRight]),

    // Point 12: opened from another app with the phone held the other way (R25).
    Seed000Row(
      S.launchHeldLandscape, .elOrientationControl, iOS: both, .asIntended,
      "home and the player stay portrait; the forced portrait moves nothing",
      after: [portrait, portrait], refreshes: 2),
    Seed000Row(
      S.launchHeldLandscape, .reference, iOS: both, .asIntended,
      "home and the player stay portrait", after: [portrait, portrait]),
    Seed000Row(
      S.launchHeldLandscape, .uikitDefault, iOS: both, .notAsIntended,
      "the tab bar allows the phone's landscape: home and the portrait player show landscape",
      after: [landscapeRight, landscapeRight]),
    Seed000Row(
      S.launchHeldPortrait, .elOrientationControl, iOS: [.iOS15], .asIntended,
      "the forced landscape right turns the player", after: [portrait, landscapeRight],
      refreshes: 2,
      forcedRotations: 1),
    Seed000Row(
      S.launchHeldPortrait, .elOrientationControl, iOS: [.iOS17], .notAsIntended,
      "the forcing only logs E6: the landscape player shows portrait", after: [portrait, portrait],
      refreshes: 2),
    Seed000Row(
      S.launchHeldPortrait, .reference, iOS: [.iOS15], .asIntended,
      "the key-value-coding refresh after the push turns the player landscape right",
      after: [portrait, landscapeRight], refreshes: 2, forcedRotations: 1),
    Seed000Row(
      S.launchHeldPortrait, .reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate after the push turns the player landscape right",
      after: [portrait, landscapeRight], refreshes: 1, forcedRotations: 1),
    Seed000Row(
      S.launchHeldPortrait, .uikitDefault, iOS: both, .notAsIntended,
      "nothing forces: the landscape player shows portrait", after: [portrait, portrait]),
    Seed000Row(
      S.foregroundHeldPortrait, .elOrientationControl, iOS: both, .asIntended,
      "the player refuses the phone's portrait", after: [landscapeRight, landscapeRight]),
    Seed000Row(
      S.foregroundHeldPortrait, .reference, iOS: both, .asIntended,
      "the player refuses the phone's portrait", after: [landscapeRight, landscapeRight]),
    Seed000Row(
      S.foregroundHeldPortrait, .uikitDefault, iOS: both, .notAsIntended,
      "the tab bar allows the phone's portrait: the landscape player turns portrait",
      after: [landscapeRight, portrait]),

    // The back-swipe rule: disabled while the player is landscape (R27).
    Seed000Row(
      S.backSwipeOverLandscapePlayer, .elOrientationControl, iOS: both, .asIntended,
      "isForbidInteractivePopGesture stops the swipe", after: [landscapeRight, landscapeRight],
      skipped: [.event(0, .backSwipeCannotBegin), .event(1, .noPendingInteractivePop)]),
    Seed000Row(
      S.backSwipeOverLandscapePlayer, .reference, iOS: both, .asIntended,
      "the declared ban stops the swipe", after: [landscapeRight, landscapeRight],
      skipped: [.event(0, .backSwipeCannotBegin), .event(1, .noPendingInteractivePop)]),
    Seed000Row(
      S.backSwipeOverLandscapePlayer, .uikitDefault, iOS: both, .notAsIntended,
      "the swipe pops to the portrait home, which shows landscape (R15)",
      after: [landscapeRight, landscapeRight]),

    // Beyond the twelve points.
    Seed000Row(
      S.backButtonFromLandscapePlayer, .elOrientationControl, iOS: both, .notAsIntended,
      "home shows landscape until the phone turns: nothing forces portrait on the way back",
      after: [landscapeRight, portrait]),
    Seed000Row(
      S.backButtonFromLandscapePlayer, .reference, iOS: [.iOS15], .asIntended,
      "the key-value-coding refresh after the pop turns home portrait before the phone turns",
      after: [portrait, portrait], refreshes: 2, forcedRotations: 1),
    Seed000Row(
      S.backButtonFromLandscapePlayer, .reference, iOS: [.iOS17], .asIntended,
      "setNeedsUpdate after the pop turns home portrait before the phone turns",
      after: [portrait, portrait], refreshes: 1, forcedRotations: 1),
    Seed000Row(
      S.backButtonFromLandscapePlayer, .uikitDefault, iOS: both, .notAsIntended,
      "home shows landscape until the phone turns", after: [landscapeRight, portrait]),
    Seed000Row(
      S.alertOverPlayer, .elOrientationControl, iOS: both, .notAsIntended,
      "the navigation controller forwards to the presented alert, which asks its presenter:"
        + " E4 (R28)",
      after: [portrait], raises: "E4"),
    Seed000Row(
      S.alertOverPlayer, .reference, iOS: both, .asIntended,
      "the alert shows over the portrait player", after: [portrait]),
    Seed000Row(
      S.alertOverPlayer, .uikitDefault, iOS: both, .asIntended,
      "the alert shows over the portrait player", after: [portrait]),
    Seed000Row(
      S.screenWithoutPreference, .elOrientationControl, iOS: both, .notAsIntended,
      "no E3, as the union intends, but it allows the default portrait preference too: the"
        + " landscape-only screen shows portrait",
      after: [portrait]),
    Seed000Row(
      S.screenWithoutPreference, .reference, iOS: both, .asIntended,
      "the screen's preference falls back to landscape right, and the dismissal turns there",
      after: [landscapeRight]),
    Seed000Row(
      S.screenWithoutPreference, .uikitDefault, iOS: both, .notAsIntended,
      "the tab bar allows the iPhone default: the landscape-only screen shows portrait",
      after: [portrait]),
  ]
}
