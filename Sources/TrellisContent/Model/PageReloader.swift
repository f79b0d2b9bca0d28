/// How a page taken from the build cache as a skeleton (`Page.skeleton`) is read in full when something needs its
/// data: the loader's own decoding of the page file, run again — or of some of its components only.
///
/// Not part of the page's value: two pages are equal or not whatever their reloaders.
public final class PageReloader: Sendable, Equatable {
    private let load: @Sendable () -> Page?
    private let loadComponents: (@Sendable ([Component]) -> [Component]?)?

    /// `components`, when given, reads some components of the page again from their skeletons (see `components`).
    public init(
        _ load: @escaping @Sendable () -> Page?, components: (@Sendable ([Component]) -> [Component]?)? = nil
    ) {
        self.load = load
        self.loadComponents = components
    }

    func page() -> Page? { load() }

    /// The components of which `skeletons` are the skeletons (`Component.skeleton`), each read again from its own
    /// place in the page file (or taken from its included section, decoded once per build), with the data, children
    /// and sources the page's decoding gives it: parsing a few objects instead of the whole file. Nil when any of them
    /// cannot be found so or no longer reads as its skeleton says (the file changed since): read the page in full.
    public func components(_ skeletons: [Component]) -> [Component]? { loadComponents?(skeletons) }

    public static func == (lhs: PageReloader, rhs: PageReloader) -> Bool { true }
}
