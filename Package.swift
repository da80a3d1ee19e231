// swift-tools-version: 6.0
import PackageDescription

// The targets, lowest layer first; each depends only on targets above it in this list.
//
//   MemoryGame      the rules: cards, choosing, scoring, the seeded generator
//   ScreenKit       cells, frames, styles, input events, text width, safe text
//   MemorizeSystem  the one door to the operating system: environment, files, streams (paths as bytes)
//   MemorizeJSON    a strict JSON parser that reports line and column
//   MemorizeScores  best scores kept in a JSON file, under a lock, written atomically
//   MemorizeThemes  theme files: validation, dealing a game from a theme
//   MemorizeViewModel  a game session and the screen state, published through Observation
//   MemorizeRenderer   the screen state drawn into an in-memory frame
//   TerminalBackend    the terminal: frames out through ncurses (CNCurses); bytes, signals and resizes in
//   CStaticDlopen      a dlopen that loads nothing, for the static release link (see `memorize`)
//   MemorizeApp        the run loop: terminal events in, view-model intents, frames out
//   MemorizeCommandLine  flags, theme lookup and messages: what a run of `memorize` does
//   memorize           the executable: the command line, then the loop
//   MemorizeDocs       the man page and shell completions, written from the option and key tables
//   memorize-docs      the executable that writes them under share/
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
        .target(name: "MemoryGame"),
        .target(name: "ScreenKit"),
        .target(name: "MemorizeSystem", dependencies: ["ScreenKit"]),
        .target(name: "MemorizeJSON"),
        .target(name: "MemorizeScores", dependencies: ["MemorizeSystem", "MemorizeJSON", "ScreenKit"]),
        .target(name: "MemorizeThemes", dependencies: ["MemoryGame", "MemorizeJSON", "ScreenKit"]),
        .target(name: "MemorizeViewModel", dependencies: ["MemoryGame", "MemorizeThemes", "ScreenKit"]),
        .target(name: "MemorizeRenderer", dependencies: ["MemorizeViewModel", "ScreenKit"]),
        .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "TerminalBackend", dependencies: ["CNCurses", "ScreenKit"]),
        .target(name: "CStaticDlopen"),
        .target(
            name: "MemorizeApp",
            dependencies: [
                "MemoryGame", "MemorizeThemes", "MemorizeViewModel", "MemorizeRenderer", "TerminalBackend",
                "MemorizeSystem", "MemorizeScores", "ScreenKit",
            ]
        ),
        .target(
            name: "MemorizeCommandLine",
            dependencies: [
                "MemoryGame", "MemorizeThemes", "MemorizeViewModel", "MemorizeSystem", "MemorizeScores", "ScreenKit",
            ]
        ),
        .executableTarget(
            name: "memorize",
            dependencies: ["MemorizeCommandLine", "MemorizeApp", "MemorizeSystem", "ScreenKit", "CStaticDlopen"],
            // The release binary is fully static (Swift runtime, ncurses, libc): no dynamic loading at
            // start-up, which is most of the time to the first frame, and it runs where no Swift
            // toolchain is installed. The Swift runtime references glibc's dlopen, which a game never
            // needs and which makes ld warn that it wants matching glibc libraries at run time;
            // `--wrap=dlopen` sends that call to CStaticDlopen's stub instead, so that one warning
            // goes and every other linker warning still shows.
            linkerSettings: [
                .unsafeFlags(
                    ["-static-executable", "-use-ld=bfd", "-Xlinker", "--wrap=dlopen"], .when(configuration: .release))
            ]
        ),
        .target(
            name: "MemorizeDocs", dependencies: ["MemorizeCommandLine", "MemorizeViewModel", "MemorizeSystem"]),
        .executableTarget(name: "memorize-docs", dependencies: ["MemorizeDocs", "MemorizeSystem"]),
        .executableTarget(
            name: "memorize-bench", dependencies: ["MemoryGame"],
            // `Double.rounded()` compiles to libm's round, floor and ceil, and nothing else here pulls
            // libm in (the bench imports no Foundation), so it is named.
            linkerSettings: [.linkedLibrary("m")]
        ),
        // Two of these run at once in MemorizeScoresTests: games ending together in two processes.
        .executableTarget(name: "memorize-scores-probe", dependencies: ["MemorizeScores", "MemorizeSystem"]),
        // A regular target, so that several test targets can share it; no product names it.
        .target(name: "MemorizeTestSupport", dependencies: ["MemorizeViewModel"], path: "Tests/MemorizeTestSupport"),

        // Unit tests, one target per module.
        .testTarget(name: "MemoryGameTests", dependencies: ["MemoryGame"]),
        .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit"]),
        .testTarget(name: "MemorizeSystemTests", dependencies: ["MemorizeSystem", "ScreenKit", "MemorizeTestSupport"]),
        .testTarget(name: "MemorizeJSONTests", dependencies: ["MemorizeJSON"]),
        .testTarget(
            name: "MemorizeScoresTests",
            dependencies: ["MemorizeScores", "MemorizeSystem", "MemorizeJSON", "MemorizeTestSupport"]),
        .testTarget(
            name: "MemorizeThemesTests", dependencies: ["MemorizeThemes", "MemorizeJSON", "MemoryGame", "ScreenKit"]),
        .testTarget(
            name: "MemorizeViewModelTests",
            dependencies: ["MemorizeViewModel", "MemorizeThemes", "MemoryGame", "ScreenKit", "MemorizeTestSupport"]),
        .testTarget(
            name: "MemorizeRendererTests", dependencies: ["MemorizeRenderer", "MemorizeViewModel", "ScreenKit"]),
        .testTarget(
            name: "MemorizeAppTests",
            dependencies: [
                "MemorizeApp", "MemorizeViewModel", "MemorizeRenderer", "MemorizeThemes", "ScreenKit",
                "MemorizeTestSupport",
            ]),
        .testTarget(
            name: "MemorizeCommandLineTests",
            dependencies: [
                "MemorizeCommandLine", "MemorizeThemes", "MemorizeSystem", "MemorizeScores", "MemorizeViewModel",
                "MemoryGame",
            ]),
        .testTarget(
            name: "MemorizeDocsTests",
            dependencies: [
                "MemorizeDocs", "MemorizeCommandLine", "MemorizeViewModel", "MemorizeSystem", "MemorizeTestSupport",
            ]),
        .testTarget(name: "MemorizeTestSupportTests", dependencies: ["MemorizeTestSupport"]),
        // The built `memorize` run as a process: through pipes, and in a real terminal through tmux.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "MemoryGame", "MemorizeThemes", "MemorizeRenderer", "MemorizeCommandLine", "ScreenKit",
                "MemorizeTestSupport",
            ]),
        // Scripts/install.sh and Scripts/package-deb.sh over a release build made once per run.
        .testTarget(
            name: "PackagingTests", dependencies: ["MemorizeCommandLine", "MemorizeDocs", "MemorizeTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
