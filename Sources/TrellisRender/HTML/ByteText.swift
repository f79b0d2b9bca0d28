/// UTF-8 text built by appending, for the files a rendering writes piece by piece (its frames): appending to a
/// byte array copies, where appending to a long `String` costs hundreds of instructions a call.
struct ByteText {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    static func += (text: inout ByteText, piece: String) {
        var piece = piece
        piece.withUTF8 { text.bytes.append(contentsOf: $0) }
    }
}
