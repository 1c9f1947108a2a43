#ifndef OVERHEAR_CLINUX_H
#define OVERHEAR_CLINUX_H
// Linux calls that Swift's Glibc module does not export: extended attributes (a file's
// POSIX ACL is one, `system.posix_acl_access`).
#include <sys/xattr.h>
#endif
