#ifndef TRELLIS_CLIBXML2_SHIM_H
#define TRELLIS_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, so <libxml/encoding.h> would include <unicode/ucnv.h> from libicu-dev. Its
   UErrorCode differs from the one in Foundation's private _FoundationICU module, and any Swift file that sees both
   fails with "'UErrorCode' has different definitions in different modules". We never touch the ICU-only fields of
   xmlCharEncodingHandler (and only ever handle that struct by pointer), so hide them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>

/* xmlFree is a global function-pointer variable, which Swift 6 refuses to read. */
static inline void trellis_xml_free(void *p) { xmlFree(p); }

#endif
