// The extended-attribute calls are glibc's own, declared in the header.
#define _GNU_SOURCE
#include <sched.h>
#include "CLinux.h"

int overhear_get_affinity(int pid, cpu_set_t *mask) {
    return sched_getaffinity(pid, sizeof *mask, mask);
}

int overhear_confine_to_current_cpu(int pid, const cpu_set_t *allowed) {
    int cpu = sched_getcpu();
    if (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, allowed)) return -1;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    return sched_setaffinity(pid, sizeof one, &one);
}

int overhear_set_affinity(int pid, const cpu_set_t *mask) {
    return sched_setaffinity(pid, sizeof *mask, mask);
}
