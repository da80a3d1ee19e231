// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Memorize",
    products: [
        .library(name: "MemoryGame", targets: ["MemoryGame"]),
        .executable(name: "memorize", targets: ["memorize"]),
        .executable(name: "memorize-bench", targets: ["memorize-bench"]),
    ],
    targets: [
        // The pure game: cards, rules, scoring, themes. No terminal, files, clock or global randomness.
        .target(name: "MemoryGame", linkerSettings: [.linkedLibrary("m")]),

        // Terminal-agnostic drawing primitives: cells, frames, styles, key events, text width.
        .target(name: "ScreenKit"),

        // The view model: interprets a game for the screen and takes the player's intents.
        .target(name: "MemorizeViewModel", dependencies: ["MemoryGame", "ScreenKit"]),

        // Pure rendering of the view model's state into an in-memory frame.
        .target(name: "MemorizeRenderer", dependencies: ["MemorizeViewModel", "ScreenKit"]),

        // ncurses, and the one Swift target that talks to it.
        .systemLibrary(
            name: "CNCurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "TerminalBackend", dependencies: ["CNCurses", "ScreenKit"]),

        // Flags, theme files and messages: decides what a run of `memorize` does.
        .target(name: "MemorizeCommandLine", dependencies: ["MemoryGame"]),

        // The run loop: wires the view model, the renderer and the terminal together.
        .target(
            name: "MemorizeApp",
            dependencies: ["MemoryGame", "MemorizeViewModel", "MemorizeRenderer", "TerminalBackend", "ScreenKit"]
        ),
        .executableTarget(
            name: "memorize",
            dependencies: ["MemorizeCommandLine", "MemorizeApp"],
            // The release binary is fully static (Swift runtime, ncurses, libc): no dynamic loading at
            // start-up, which is most of the time to the first frame, and it runs where no Swift
            // toolchain is installed. ld's one warning, that glibc's dlopen (which the Swift runtime
            // references but a game never needs) wants matching glibc libraries at run time, is
            // silenced on purpose.
            linkerSettings: [
                .unsafeFlags(["-static-executable", "-use-ld=bfd", "-Xlinker", "--no-warnings"], .when(configuration: .release))
            ]
        ),
        .executableTarget(name: "memorize-bench", dependencies: ["MemoryGame"]),

        .testTarget(name: "MemoryGameTests", dependencies: ["MemoryGame"]),
        .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit"]),
        .testTarget(name: "MemorizeViewModelTests", dependencies: ["MemorizeViewModel", "MemoryGame", "ScreenKit"]),
        .testTarget(
            name: "MemorizeRendererTests", dependencies: ["MemorizeRenderer", "MemorizeViewModel", "ScreenKit"]),
        .testTarget(name: "MemorizeCommandLineTests", dependencies: ["MemorizeCommandLine", "MemoryGame"]),
        .testTarget(name: "EndToEndTests", dependencies: ["MemoryGame", "MemorizeRenderer", "ScreenKit"]),
    ],
    swiftLanguageModes: [.v6]
)
