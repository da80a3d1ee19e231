import Glibc
import MemorizeApp
import MemorizeCommandLine
import MemorizeSystem

// Everything about the command line is decided in MemorizeCommandLine, where it can be tested;
// this file only connects it to the process and to the game loop.
switch CommandLineTool.launch(arguments: CommandLine.arguments, system: .live) {
case .exit(let status):
    exit(status)
case .play(let request):
    exit(
        GameApp.run(
            themes: request.themes, theme: request.theme, seed: request.seed, pairs: request.pairs, bell: request.bell,
            matchismoCards: request.matchismo ? request.matchismoCards : nil,
            system: .live))
}
