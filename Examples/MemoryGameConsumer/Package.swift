// swift-tools-version: 6.0
import PackageDescription

// A package of someone else's that plays Memorize's rules through the `MemoryGame` library product,
// as any package would depend on it. CI builds it against a tagged copy of this repository
// (PackagingTests' LibraryConsumerTests), so the product can never again fail to resolve or link.
let package = Package(
    name: "MemoryGameConsumer",
    dependencies: [
        // Another package names a released version: .package(url: "<this repository>", from: "0.5.0").
        .package(name: "Memorize", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "memory-game-example",
            dependencies: [.product(name: "MemoryGame", package: "Memorize")])
    ],
    swiftLanguageModes: [.v6]
)
