/// How a page taken from the build cache as a skeleton (`Page.skeleton`) is read in full when something needs its
/// data: the loader's own decoding of the page file, run again.
///
/// Not part of the page's value: two pages are equal or not whatever their reloaders.
public final class PageReloader: Sendable, Equatable {
    private let load: @Sendable () -> Page?

    public init(_ load: @escaping @Sendable () -> Page?) {
        self.load = load
    }

    func page() -> Page? { load() }

    public static func == (lhs: PageReloader, rhs: PageReloader) -> Bool { true }
}
