/// The states of the WHATWG tokenizer state machine (§13.2.5), named as in the spec.
///
/// A tree builder only ever sets the content states: ``rcdata`` for `<title>` and `<textarea>`, ``rawtext``
/// for `<style>`, `<xmp>`, `<iframe>`, `<noembed>` and `<noframes>`, ``scriptData`` for `<script>`,
/// ``plaintext`` for `<plaintext>` (and ``cdataSection`` only in tests). The others are listed because the
/// tokenizer passes through them between characters; when ``HTMLTokenizer/next()`` returns, the state is the
/// data state again after a tag, comment or DOCTYPE, or the content state the tree builder set.
public enum HTMLTokenizerState: Sendable {
    case data
    case rcdata
    case rawtext
    case scriptData
    case plaintext
    case tagOpen
    case endTagOpen
    case tagName
    case rcdataLessThanSign
    case rcdataEndTagOpen
    case rcdataEndTagName
    case rawtextLessThanSign
    case rawtextEndTagOpen
    case rawtextEndTagName
    case scriptDataLessThanSign
    case scriptDataEndTagOpen
    case scriptDataEndTagName
    case scriptDataEscapeStart
    case scriptDataEscapeStartDash
    case scriptDataEscaped
    case scriptDataEscapedDash
    case scriptDataEscapedDashDash
    case scriptDataEscapedLessThanSign
    case scriptDataEscapedEndTagOpen
    case scriptDataEscapedEndTagName
    case scriptDataDoubleEscapeStart
    case scriptDataDoubleEscaped
    case scriptDataDoubleEscapedDash
    case scriptDataDoubleEscapedDashDash
    case scriptDataDoubleEscapedLessThanSign
    case scriptDataDoubleEscapeEnd
    case beforeAttributeName
    case attributeName
    case afterAttributeName
    case beforeAttributeValue
    case attributeValueDoubleQuoted
    case attributeValueSingleQuoted
    case attributeValueUnquoted
    case afterAttributeValueQuoted
    case selfClosingStartTag
    case bogusComment
    case markupDeclarationOpen
    case commentStart
    case commentStartDash
    case comment
    case commentLessThanSign
    case commentLessThanSignBang
    case commentLessThanSignBangDash
    case commentLessThanSignBangDashDash
    case commentEndDash
    case commentEnd
    case commentEndBang
    case doctype
    case beforeDoctypeName
    case doctypeName
    case afterDoctypeName
    case afterDoctypePublicKeyword
    case beforeDoctypePublicIdentifier
    case doctypePublicIdentifierDoubleQuoted
    case doctypePublicIdentifierSingleQuoted
    case afterDoctypePublicIdentifier
    case betweenDoctypePublicAndSystemIdentifiers
    case afterDoctypeSystemKeyword
    case beforeDoctypeSystemIdentifier
    case doctypeSystemIdentifierDoubleQuoted
    case doctypeSystemIdentifierSingleQuoted
    case afterDoctypeSystemIdentifier
    case bogusDoctype
    case cdataSection
    case cdataSectionBracket
    case cdataSectionEnd
    case characterReference
    case namedCharacterReference
    case ambiguousAmpersand
    case numericCharacterReference
    case hexadecimalCharacterReferenceStart
    case decimalCharacterReferenceStart
    case hexadecimalCharacterReference
    case decimalCharacterReference
    case numericCharacterReferenceEnd
}
