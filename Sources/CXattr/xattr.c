// The calls are glibc's own; SwiftPM needs a source file for a C target.
#include "CXattr.h"
