// The extended-attribute calls are glibc's own, declared in the header.
#define _GNU_SOURCE
#include <fcntl.h>
#include "CLinux.h"

int overhear_start_writeback(int descriptor, long long offset, long long count) {
    return sync_file_range(descriptor, offset, count, SYNC_FILE_RANGE_WRITE);
}
