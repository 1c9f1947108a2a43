#ifndef OVERHEAR_CLINUX_H
#define OVERHEAR_CLINUX_H
// Linux calls that Swift's Glibc module does not export: extended attributes (a file's
// POSIX ACL is one, `system.posix_acl_access`) and starting a file's writeback.
#include <sys/xattr.h>

/// Starts writing `count` bytes of `descriptor` from `offset` to disk, without waiting
/// (`sync_file_range` with `SYNC_FILE_RANGE_WRITE`, which needs `_GNU_SOURCE`). Returns
/// 0, or -1 with `errno` set.
int overhear_start_writeback(int descriptor, long long offset, long long count);

#endif
