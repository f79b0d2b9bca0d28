import TrellisLayout

extension Double {
    /// The shortest exact text of a value on the 1/64 px grid (`177.328125`, `12`), for CSS and attributes.
    public var cssText: String { Quantize.css(self) }
}
