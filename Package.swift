// swift-tools-version: 6.0
import PackageDescription

// The targets, lowest layer first; each depends only on targets above it in this list.
//
//   CIntl           GNU gettext's <libintl.h> (in glibc); only MemorizeLocalization imports it
//   MemorizeLocalization  the message catalog's types (Message, MessageCatalog), the language a run
//                   speaks (LanguageChoice: LANGUAGE, LC_ALL, LC_MESSAGES, LANG, --lang), gettext's
//                   catalogs, and dates per language; no messages of its own (docs/TRANSLATING.md)
//   MemoryGame      the rules: cards, choosing, scoring, turns, the seeded generator and the project's shuffle
//   MemorizePlayers what a player is shown of a board (BoardObservation), players that decide from it, and
//                   the perfect play that tests and the benchmark use
//   MemorizeText    text as the terminal and the system see it: display width, safe quoting, raw bytes,
//                   and the one strict UTF-8 decoder (StrictUTF8)
//   MemorizeTable   what a table across terminals shows (boards, tables, choices) and the events and
//                   updates the view model hears and tells it, and what the lobby shows (its tables,
//                   the daily's board), and the lines one terminal sends another, said in the reader's
//                   language (WireLines): no network in it
//   ScreenKit       cells, frames, styles, input events, the terminal device
//   MemorizeSetup   how a run is set up (GameSetup, RuleSet): written by the command line, read by the app
//   MemorizeKeys    what the player means (Intent) and the one key table: the intent of each key on each
//                   screen, and how help and docs name it
//   MemorizeSystem  the one door to the operating system: environment, files, streams (paths as bytes),
//                   sockets and name lookups that never block the loop (NetworkAccess)
//   MemorizeJSON    a strict JSON parser that reports line and column, and the writer beside it
//   MemorizeScores  best scores kept in a JSON file, under a lock, written atomically
//   MemorizeThemes  theme files: validation, dealing a game from a theme
//   MemorizeSpeech  what plain mode calls a face: CLDR's short names per language (generated) and
//                   Unicode's names
//   CSodium         the libsodium system library; only MemorizeNetwork imports it
//   MemorizeNetwork the protocol tables play by: framed, versioned messages with size limits, the join
//                   code's PAKE (CPace on ristretto255) and the sealed frames after it, every primitive
//                   from libsodium, and each side's protocol as a state machine of events in, commands
//                   out; no sockets (those go through MemorizeSystem and the app's transport)
//   MemorizeLobby   the lobby over SSH (`memorize --serve`, `--lobby`): its framed messages on a Unix
//                   socket, and the server's and the door's sides as state machines; no sockets, and
//                   no game in it (a server's table is judged by a view model, as a host's is)
//   MemorizeViewModel  a game session and the screen state behind one send(_:), publishing each new screen
//   MemorizeRenderer   the screen state drawn into an in-memory frame
//   CNCurses           the ncursesw system library and a small C shim; only TerminalBackend imports it
//   CFastUTF8          UTF-8 conversion for ncurses without glibc's general converter (see `memorize`)
//   TerminalBackend    the terminal: frames out through ncurses (CNCurses); bytes, signals and resizes in
//   CStaticLink        stand-ins the static release link uses: a dlopen that loads nothing, no search
//                      for swift-backtrace (see `memorize`)
//   MemorizeApp        GameApp.compose (the one reader of a GameSetup), the run loop generic over what
//                      presents the screen and what it waits on, the grid and plain presenters,
//                      the table's transport (TableTransport: sockets that never block the loop), and
//                      the lobby server (`--serve`: its tables judged by headless view models)
//   MemorizeCommandLine  flags, theme lookup and messages: what a run of `memorize` does
//   memorize           the executable: the command line, then the loop
//   MemorizeDocs       the man page and shell completions, written from the option and key tables
//   memorize-docs      the executable that writes them under share/
//   memorize-bench     the model's time per choice, and the computer opponent's strength (--opponents)
//   memorize-scores-probe  a test helper, not shipped: records games from a second process
//   MemorizeTestSupport    shared by the test targets only, not shipped: a test clock, temporary
//                          folders, programs run without holding a thread of the test pool
//
// The tests, in three layers (README, Tests):
//
//   <Target>Tests   a unit test target per module above (MemorizeTestSupportTests for the support):
//                   seconds in all, the two fuzz suites aside (`swift test --filter Fuzz`)
//   EndToEndTests   the built binary run through pipes, and in a real terminal through tmux
//   PackagingTests  Scripts/install.sh and Scripts/package-deb.sh over one release build per run
//
// `swift test` runs them all.
let package = Package(
    name: "Memorize",
    products: [
        .library(name: "MemoryGame", targets: ["MemoryGame"]),
        .executable(name: "memorize", targets: ["memorize"]),
        .executable(name: "memorize-bench", targets: ["memorize-bench"]),
        .executable(name: "memorize-docs", targets: ["memorize-docs"]),
    ],
    targets: [
        // The library others depend on: no unsafe flags (SwiftPM refuses them in a dependency), and libm
        // named, since the time bonus's rounding compiles to libm's round, floor and ceil and a consumer
        // that imports no Foundation would otherwise fail to link.
        // Below every target that shows text, so that each can say its messages through it.
        .systemLibrary(name: "CIntl"),
        .target(name: "MemorizeLocalization", dependencies: ["CIntl"]),
        .target(name: "MemoryGame", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "MemorizePlayers", dependencies: ["MemoryGame"]),
        .target(name: "MemorizeText", dependencies: ["MemorizeLocalization"]),
        .target(name: "MemorizeTable", dependencies: ["MemoryGame", "MemorizeLocalization"]),
        .target(name: "ScreenKit", dependencies: ["MemorizeText", "MemorizeTable"]),
        .target(name: "MemorizeKeys", dependencies: ["ScreenKit", "MemorizeText", "MemorizeLocalization"]),
        .target(name: "MemorizeSetup"),
        .target(name: "MemorizeSystem", dependencies: ["MemorizeText", "MemorizeLocalization"]),
        .target(name: "MemorizeJSON", dependencies: ["MemorizeText", "MemorizeLocalization"]),
        .target(
            name: "MemorizeScores",
            dependencies: ["MemorizeSystem", "MemorizeJSON", "MemorizeText", "MemorizeLocalization"]),
        .target(
            name: "MemorizeThemes",
            dependencies: ["MemoryGame", "MemorizeJSON", "MemorizeText", "MemorizeLocalization"]),
        .target(name: "MemorizeSpeech", dependencies: ["MemorizeLocalization"]),
        // In the static release link, the module map's `link "sodium"` (-lsodium) finds Debian's
        // libsodium.a, and lld takes from it only the members that define what the network layer calls.
        // It needs no flag of its own: its lock is pthread's, in libc.a since glibc 2.34; its random bytes
        // come from the getrandom system call (no dlopen, no file to open); and it picks the code for the
        // processor with cpuid when it starts.
        .systemLibrary(name: "CSodium", providers: [.apt(["libsodium-dev"])]),
        .target(
            name: "MemorizeNetwork",
            dependencies: ["MemoryGame", "MemorizeTable", "MemorizeText", "CSodium", "MemorizeLocalization"]),
        .target(
            name: "MemorizeLobby",
            dependencies: [
                "MemoryGame", "MemorizeNetwork", "MemorizeTable", "MemorizeText", "MemorizeJSON",
                "MemorizeLocalization",
            ]),
        .target(
            name: "MemorizeViewModel",
            dependencies: [
                "MemoryGame", "MemorizePlayers", "MemorizeThemes", "MemorizeSpeech", "MemorizeKeys", "MemorizeSetup",
                "MemorizeTable", "MemorizeText", "ScreenKit", "MemorizeLocalization",
            ]),
        .target(
            name: "MemorizeRenderer",
            dependencies: ["MemorizeViewModel", "MemorizeKeys", "MemorizeText", "ScreenKit", "MemorizeLocalization"]),
        .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "CFastUTF8"),
        .target(
            name: "TerminalBackend",
            dependencies: [
                "CNCurses", "CFastUTF8", "MemorizeSystem", "MemorizeText", "ScreenKit", "MemorizeLocalization",
            ]),
        .target(name: "CStaticLink"),
        .target(
            name: "MemorizeApp",
            dependencies: [
                "MemoryGame", "MemorizePlayers", "MemorizeThemes", "MemorizeSetup", "MemorizeKeys", "MemorizeViewModel",
                "MemorizeRenderer", "TerminalBackend", "MemorizeSystem", "MemorizeScores", "MemorizeText", "ScreenKit",
                "MemorizeNetwork", "MemorizeTable", "MemorizeLobby", "MemorizeLocalization",
            ]
        ),
        .target(
            name: "MemorizeCommandLine",
            dependencies: [
                "MemoryGame", "MemorizeThemes", "MemorizeSetup", "MemorizeKeys", "MemorizeSystem", "MemorizeScores",
                "MemorizeText", "MemorizeNetwork", "MemorizeSpeech", "MemorizeLocalization",
            ]
        ),
        .executableTarget(
            name: "memorize",
            dependencies: [
                "MemorizeCommandLine", "MemorizeApp", "MemorizeSystem", "MemorizeText", "CStaticLink",
            ],
            exclude: ["startup.order", "stdlib-placement.ld"],
            // The release binary is fully static (Swift runtime, ncurses, libsodium, libc): no dynamic loading at
            // start-up, which is most of the time to the first frame, and it runs where no Swift
            // toolchain is installed. Every other setting below uses only a public, documented
            // interface or removes work the game never needs (docs/ARCHITECTURE.md, "The release link"):
            // `--wrap=dlopen` sends the Swift runtime's one dlopen call to CStaticLink's stub, which
            // loads nothing, so ld's warning about dlopen in a static program goes and every other
            // warning still shows; `--wrap=wcrtomb` and `--wrap=wctob` give ncurses CFastUTF8's direct
            // UTF-8 answers (the standard C functions, same results) instead of glibc's general
            // converter; `--wrap=swift_copyAuxiliaryExecutablePath` spares the runtime's search for a
            // crash reporter the game does not ship (CStaticLink/Backtracer.c); and lld places the
            // functions that start-up runs side by side (startup.order, regenerated at a release by
            // Scripts/update-symbol-order.sh; a name it no longer finds is ignored), and the standard
            // library's one large section at the offset from a 64 KiB boundary that start-up code
            // touches the fewest 64 KiB windows of (stdlib-placement.ld, written by the same script).
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-use-ld=lld", "-Xlinker", "--wrap=dlopen",
                        "-Xlinker", "--wrap=wcrtomb", "-Xlinker", "--wrap=wctob",
                        "-Xlinker", "--wrap=swift_copyAuxiliaryExecutablePath",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/memorize/startup.order",
                        "-Xlinker", "--no-warn-symbol-ordering",
                        "-Xlinker", "-T",
                        "-Xlinker", "\(Context.packageDirectory)/Sources/memorize/stdlib-placement.ld",
                    ], .when(configuration: .release))
            ]
        ),
        .target(
            name: "MemorizeDocs",
            dependencies: [
                "MemorizeCommandLine", "MemorizeApp", "MemorizeKeys", "MemorizeSystem", "MemorizeLocalization",
                "MemorizeNetwork", "MemorizeLobby",
                "MemorizeScores", "TerminalBackend",
                "MemorizeViewModel", "MemorizeText",
                "MemorizeRenderer",
                "MemorizeJSON", "MemorizeThemes",
            ]),
        .executableTarget(name: "memorize-docs", dependencies: ["MemorizeDocs", "MemorizeSystem"]),
        // The strength bench plays the game through the view model, as a presenter does.
        .executableTarget(
            name: "memorize-bench",
            dependencies: [
                "MemoryGame", "MemorizePlayers", "MemorizeThemes", "MemorizeViewModel", "MemorizeLobby",
                "MemorizeNetwork",
                "MemorizeTable",
            ]),
        // Two of these run at once in MemorizeScoresTests: games ending together in two processes.
        .executableTarget(name: "memorize-scores-probe", dependencies: ["MemorizeScores", "MemorizeSystem"]),
        // A regular target, so that several test targets can share it; no product names it.
        .target(
            name: "MemorizeTestSupport",
            dependencies: ["MemorizeViewModel", "MemorizeApp", "MemorizeSetup", "MemoryGame", "MemorizeLocalization"],
            path: "Tests/MemorizeTestSupport"),
        // The UTF-8 samples every reader of bytes is tested against, with no dependency of their own.
        .target(name: "UTF8Samples", path: "Tests/UTF8Samples"),

        // Unit tests, one target per module.
        .testTarget(name: "MemorizeLocalizationTests", dependencies: ["MemorizeLocalization"]),
        .testTarget(name: "MemoryGameTests", dependencies: ["MemoryGame"]),
        .testTarget(
            name: "MemorizePlayersTests", dependencies: ["MemorizePlayers", "MemoryGame", "MemorizeTestSupport"]),
        .testTarget(
            name: "MemorizeTextTests",
            dependencies: ["MemorizeText", "UTF8Samples", "MemorizeLocalization", "MemorizeTestSupport"]),
        .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit", "MemorizeText", "UTF8Samples"]),
        .testTarget(name: "CFastUTF8Tests", dependencies: ["CFastUTF8", "MemorizeTestSupport"]),
        .testTarget(
            name: "MemorizeSystemTests",
            dependencies: ["MemorizeSystem", "MemorizeText", "MemorizeTestSupport", "MemorizeLocalization"]),
        .testTarget(
            name: "MemorizeJSONTests",
            dependencies: ["MemorizeJSON", "UTF8Samples", "MemorizeLocalization", "MemorizeTestSupport"]),
        .testTarget(
            name: "MemorizeSpeechTests", dependencies: ["MemorizeSpeech", "MemorizeThemes", "MemorizeLocalization"]),
        .testTarget(
            name: "MemorizeNetworkTests",
            dependencies: ["MemorizeNetwork", "MemorizeTable", "MemoryGame", "MemorizeTestSupport"]),
        .testTarget(
            name: "MemorizeLobbyTests",
            dependencies: ["MemorizeLobby", "MemorizeNetwork", "MemorizeTable", "MemoryGame"]),
        .testTarget(
            name: "MemorizeScoresTests",
            dependencies: [
                "MemorizeScores", "MemorizeSystem", "MemorizeJSON", "MemorizeTestSupport", "MemorizeLocalization",
            ]),
        .testTarget(
            name: "MemorizeThemesTests",
            dependencies: [
                "MemorizeThemes", "MemorizeJSON", "MemoryGame", "MemorizeText", "MemorizeLocalization",
                "MemorizeTestSupport",
            ]),
        .testTarget(
            name: "MemorizeViewModelTests",
            dependencies: [
                "MemorizeViewModel", "MemorizeKeys", "MemorizeThemes", "MemoryGame", "MemorizePlayers", "ScreenKit",
                "MemorizeTestSupport", "MemorizeTable", "MemorizeLocalization", "MemorizeSetup", "MemorizeText",
            ]),
        .testTarget(
            name: "MemorizeRendererTests",
            dependencies: [
                "MemorizeRenderer", "MemorizeViewModel", "MemorizeKeys", "MemorizeText", "ScreenKit",
                "MemorizeTestSupport", "MemorizeLocalization", "MemorizeThemes", "MemoryGame",
            ]),
        .testTarget(
            name: "MemorizeAppTests",
            dependencies: [
                "MemorizeApp", "MemorizeSetup", "MemorizeViewModel", "MemorizeRenderer", "MemorizeThemes", "ScreenKit",
                "MemorizeTestSupport", "TerminalBackend", "MemorizePlayers", "MemorizeNetwork", "MemorizeSystem",
                "MemorizeScores", "MemorizeLobby", "MemorizeTable", "MemorizeLocalization",
            ]),
        .testTarget(
            name: "MemorizeCommandLineTests",
            dependencies: [
                "MemorizeCommandLine", "MemorizeThemes", "MemorizeSystem", "MemorizeScores", "MemorizeSetup",
                "MemorizeKeys", "MemoryGame", "MemorizeSpeech", "MemorizeTestSupport", "MemorizeLocalization",
                "MemorizeText",
            ]),
        .testTarget(
            name: "MemorizeDocsTests",
            dependencies: [
                "MemorizeDocs", "MemorizeCommandLine", "MemorizeKeys", "MemorizeSystem", "MemorizeTestSupport",
                "MemorizeLocalization",
            ]),
        .testTarget(
            name: "MemorizeTestSupportTests",
            dependencies: ["MemorizeTestSupport", "MemoryGame", "MemorizeLocalization"]),
        // The built `memorize` run as a process: through pipes, and in a real terminal through tmux.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "MemoryGame", "MemorizeText", "MemorizeThemes", "MemorizeRenderer", "MemorizeCommandLine", "ScreenKit",
                "MemorizeTestSupport", "MemorizeNetwork", "MemorizeSystem", "MemorizeLobby", "MemorizeTable",
            ],
            // What yasr said over one game, read by its test from the repository.
            exclude: ["Data"]),
        // Scripts/install.sh and Scripts/package-deb.sh over a release build made once per run.
        .testTarget(
            name: "PackagingTests", dependencies: ["MemorizeCommandLine", "MemorizeDocs", "MemorizeTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds reach a concrete type's metadata through its accessor function rather than through
// its mangled name. A mangled name is smaller code, but the runtime must demangle it on first use and
// check each generic requirement by scanning every protocol conformance in the binary (about 2,100 in
// this static one): 0.9 M of the 8 M instructions to the first frame went there. Each function gets
// a section of its own, so that the linker can put the code that start-up runs side by side
// (startup.order, see `memorize`): a page of code read from the file costs 3-6 µs here. The targets of
// the library product are left out: SwiftPM refuses a dependency whose product has unsafe flags.
let libraryTargets = Set(package.products.compactMap { $0 as? Product.Library }.flatMap(\.targets))
for target in package.targets where target.type != .system && !libraryTargets.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(
                [
                    "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
                    "-Xfrontend", "-function-sections",
                ],
                .when(configuration: .release))
        ]
}
