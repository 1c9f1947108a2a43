#ifndef OVERHEAR_LIBXML2_H
#define OVERHEAR_LIBXML2_H
// libxml2's parser, tree and error API for OverhearImport (Debian: libxml2-dev).
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

// The functions `overhear import` calls, reached through libxml2 loaded on first use
// instead of linked: libxml2 brings ICU, which would be part of every command's start (P6),
// and only `import` reads XML. Each behaves as libxml2's own when the library loads; when it cannot,
// xmlCreateMemoryParserCtxt's stand-in returns NULL (the others are only called with a
// context) and overhear_xml_load_error() says why.

/// Why libxml2 could not be loaded, or NULL when it is loaded (it is tried once).
const char *overhear_xml_load_error(void);

xmlParserCtxtPtr overhear_xmlCreateMemoryParserCtxt(const char *buffer, int size);
void overhear_xmlFreeParserCtxt(xmlParserCtxtPtr context);
int overhear_xmlCtxtUseOptions(xmlParserCtxtPtr context, int options);
int overhear_xmlParseDocument(xmlParserCtxtPtr context);
void overhear_xmlStopParser(xmlParserCtxtPtr context);
/// This thread's handler of errors raised without a parser context (libxml2 prints them
/// otherwise): an encoding's conversion failing, for one.
void overhear_xmlSetStructuredErrorFunc(void *user, xmlStructuredErrorFunc handler);

#endif
