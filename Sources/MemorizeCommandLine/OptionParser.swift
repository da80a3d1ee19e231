/// Turns the arguments after the program name into `Options`, following the table `OptionSpec.all`.
enum OptionParser {
    /// The options read, and the first problem met, if any.
    ///
    /// Parsing goes on after a problem so that `--help` and `--version` still work on a command line
    /// that is otherwise wrong: someone who asks for help should get it.
    struct Result: Equatable {
        var options: Options
        var error: CommandLineError?
        /// The options given, each by its first name (`--players`), for rules that depend on whether
        /// an option was given at all rather than on its value.
        var given: Set<String> = []
    }

    static func parse(_ arguments: [String], specs: [OptionSpec] = OptionSpec.all) -> Result {
        var result = Result(options: Options(), error: nil)
        var given: Set<String> = []
        var remaining = arguments[...]

        func record(_ error: CommandLineError) {
            if result.error == nil { result.error = error }
        }

        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                record(.unexpectedArgument(argument))
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                record(.unknownOption(name, suggestion: suggestion(for: name, among: specs)))
                continue
            }
            guard given.insert(spec.name).inserted else {
                record(.repeatedOption(spec.name))
                continue
            }
            switch spec.action {
            case .flag(let apply):
                guard inlineValue == nil else {
                    record(.unexpectedValue(option: spec.name))
                    continue
                }
                apply(&result.options)
            case .optionalValue(_, let accepts, let apply):
                var value = inlineValue
                if value == nil, let next = remaining.first, !looksLikeOption(next, specs: specs), accepts(next) {
                    value = next
                    remaining.removeFirst()
                }
                do {
                    try apply(&result.options, value)
                } catch {
                    record(error)
                }
            case .value(let placeholder, let apply):
                var value = inlineValue
                if value == nil, let next = remaining.first, !looksLikeOption(next, specs: specs) {
                    value = next
                    remaining.removeFirst()
                }
                guard let value, !value.isEmpty else {
                    record(.missingValue(option: spec.name, placeholder: placeholder))
                    continue
                }
                do {
                    try apply(&result.options, canonical(value, for: spec))
                } catch {
                    record(error)
                }
            }
        }
        result.given = given
        return result
    }

    /// The value as the table spells it, for an option with a list of words; any other value as it is.
    private static func canonical(_ value: String, for spec: OptionSpec) throws(CommandLineError) -> String {
        guard case .oneOf(let words) = spec.valueKind else { return value }
        let lowercased = value.lowercased()
        guard let word = words.first(where: { $0.lowercased() == lowercased }) else {
            throw .invalidChoice(option: spec.name, value: value, allowed: words)
        }
        return word
    }

    /// Splits `--name=value` into its name and value; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether an argument after a value option is another option rather than its value, so that
    /// `--theme --list-themes` reports the missing name. A value such as `-5` is still taken as the
    /// value, and `--flag=VALUE` passes any value at all.
    private static func looksLikeOption(_ argument: String, specs: [OptionSpec]) -> Bool {
        if argument.hasPrefix("--") && argument.count > 2 { return true }
        let name = split(argument).name
        return specs.contains { $0.names.contains(name) }
    }

    /// A known option close to a mistyped one (`--them`, `--list-theme`, `--sed`), if there is one.
    private static func suggestion(for name: String, among specs: [OptionSpec]) -> String? {
        guard name.hasPrefix("--") else { return nil }
        let candidates = specs.flatMap(\.names).filter { $0.hasPrefix("--") }
        let scored = candidates.map { ($0, editDistance(name, $0, limit: 2)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0 ?? candidates.first { $0.hasPrefix(name) && name.count > 3 }
    }

    /// The Levenshtein distance between two strings when it is at most `limit`, or `limit + 1` when it is
    /// more. The answer is known to be too big as soon as the lengths differ by more than `limit` or a
    /// whole row of the table exceeds it, so a mistyped option of any length costs at most a few rows.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        // Counted in Unicode scalars, cheaply: the candidates are ASCII option names.
        let a = Array(a.unicodeScalars.prefix(b.unicodeScalars.count + limit + 1))
        let b = Array(b.unicodeScalars)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            guard current.contains(where: { $0 <= limit }) else { return limit + 1 }
            previous = current
        }
        return min(previous[b.count], limit + 1)
    }
}
