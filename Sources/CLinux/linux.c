// CLinux is its header: glibc's own extended-attribute calls, which Swift's Glibc module
// leaves out. A C target needs a source file.
#include "CLinux.h"
