#ifndef OVERHEAR_CXATTR_H
#define OVERHEAR_CXATTR_H
// Linux's extended attributes (a file's POSIX ACL is one, `system.posix_acl_access`), which
// Swift's Glibc module does not export.
#include <sys/xattr.h>
#endif
