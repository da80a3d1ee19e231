/// Set when the view model's published state changes, so the loop knows to draw again.
///
/// Observation calls back synchronously on the thread that made the change, and the whole loop
/// runs on one thread, so an unsynchronised flag is enough.
final class RedrawFlag: @unchecked Sendable {
    var isSet = true
}
