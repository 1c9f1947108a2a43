#ifndef OVERHEAR_CLINUX_H
#define OVERHEAR_CLINUX_H
// Linux calls that Swift's Glibc module does not export: extended attributes (a file's
// POSIX ACL is one, `system.posix_acl_access`), and the CPUs a process may run on (their
// set's macros do not import).
#include <sched.h>
#include <sys/xattr.h>

/// (For these, `pid` names a process's first thread, which a single-threaded process is,
/// and 0 the calling thread.)
/// Copies the set of CPUs process `pid` may run on into `mask`. Returns 0, or -1 with
/// `errno` set.
int overhear_get_affinity(int pid, cpu_set_t *mask);

/// Lets process `pid` run only on the CPU the calling thread runs on now, if `allowed`
/// holds that CPU. Returns 0, or -1 (with `errno` set if the call failed).
int overhear_confine_to_current_cpu(int pid, const cpu_set_t *allowed);

/// Lets process `pid` run on the CPUs of `mask`. Returns 0, or -1 with `errno` set.
int overhear_set_affinity(int pid, const cpu_set_t *mask);
#endif
