import Foundation

/// A value made on another thread from the moment this is created, and waited for only where it is needed.
///
/// A warm build takes most pages from the cache, which needs no template; compiling the templates and contracts
/// meanwhile, instead of before any page is read, keeps the second core busy at the start of the build.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once, before `group` is left; read only after waiting on it.
    private var made: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.made = make()
            self.group.leave()
        }
    }

    /// The value, once made (waits for it the first time).
    var value: Value {
        group.wait()
        return made!
    }
}
