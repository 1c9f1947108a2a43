// libxml2's parser, tree and error API for OverhearImport (Debian: libxml2-dev).
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
