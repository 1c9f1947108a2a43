#include "CLibXML2.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// The library's functions, looked up once; all NULL when it could not be loaded.
static struct {
    xmlParserCtxtPtr (*CreateMemoryParserCtxt)(const char *, int);
    void (*FreeParserCtxt)(xmlParserCtxtPtr);
    int (*CtxtUseOptions)(xmlParserCtxtPtr, int);
    int (*ParseDocument)(xmlParserCtxtPtr);
    void (*StopParser)(xmlParserCtxtPtr);
    void (*SetStructuredErrorFunc)(void *, xmlStructuredErrorFunc);
} api;
static const char *load_error;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    // The soname of Debian's libxml2, which `libxml2-dev` builds against.
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        load_error = dlerror();
        return;
    }
    api.CreateMemoryParserCtxt = dlsym(library, "xmlCreateMemoryParserCtxt");
    api.FreeParserCtxt = dlsym(library, "xmlFreeParserCtxt");
    api.CtxtUseOptions = dlsym(library, "xmlCtxtUseOptions");
    api.ParseDocument = dlsym(library, "xmlParseDocument");
    api.StopParser = dlsym(library, "xmlStopParser");
    api.SetStructuredErrorFunc = dlsym(library, "xmlSetStructuredErrorFunc");
    if (!api.CreateMemoryParserCtxt || !api.FreeParserCtxt || !api.CtxtUseOptions || !api.ParseDocument || !api.StopParser
        || !api.SetStructuredErrorFunc) {
        load_error = "libxml2.so.2 lacks a function of libxml2's API";
        api.CreateMemoryParserCtxt = NULL;
    }
}

const char *overhear_xml_load_error(void) {
    pthread_once(&once, load);
    return load_error;
}

xmlParserCtxtPtr overhear_xmlCreateMemoryParserCtxt(const char *buffer, int size) {
    pthread_once(&once, load);
    return api.CreateMemoryParserCtxt ? api.CreateMemoryParserCtxt(buffer, size) : NULL;
}

// The others are reached only with a context, so only once the library has loaded whole.
void overhear_xmlFreeParserCtxt(xmlParserCtxtPtr context) { api.FreeParserCtxt(context); }
int overhear_xmlCtxtUseOptions(xmlParserCtxtPtr context, int options) { return api.CtxtUseOptions(context, options); }
int overhear_xmlParseDocument(xmlParserCtxtPtr context) { return api.ParseDocument(context); }
void overhear_xmlStopParser(xmlParserCtxtPtr context) { api.StopParser(context); }
void overhear_xmlSetStructuredErrorFunc(void *user, xmlStructuredErrorFunc handler) { api.SetStructuredErrorFunc(user, handler); }
