// libespeak-ng carries its synthesiser's state (wave phase, flutter, echo, the translator's
// word context, the noise of rand()) from one synthesis to the next, so a text's audio would
// depend on what was said before it. A fork per synthesis gives each one the same start;
// putting the library's memory back after each synthesis does the same without copying
// page tables or pages (P4, docs/performance.md).
//
// "The library's memory" is its writable data (.data and .bss) and every heap block a word
// of that data points into (the translator, the phoneme tables, the output buffer), found
// once through mimalloc, the process's allocator. A block freed since the save
// cannot be written back; the restore then refuses, and the caller starts afresh.
// SpeechWorkerStateTests holds the restored state to a fork, byte for byte.
#define _GNU_SOURCE
#include "CEspeakNG.h"
#include <link.h>
#include <mimalloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct block {
    uintptr_t start;
    size_t size;
};

// The library's writable data past its read-only-after-relocation part.
static unsigned char *data_start;
static size_t data_length;
// The saved data, then the saved blocks' contents, in the order of `blocks`.
static unsigned char *saved;
static struct block *blocks;
static size_t block_count;

static int find_library(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    (void)context;
    if (strstr(info->dlpi_name, "libespeak-ng.so") == NULL) return 0;
    uintptr_t relro_end = 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type == PT_GNU_RELRO) relro_end = info->dlpi_addr + header->p_vaddr + header->p_memsz;
    }
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_W)) continue;
        uintptr_t start = info->dlpi_addr + header->p_vaddr, end = start + header->p_memsz;
        // The loader made the RELRO part read-only, up to a page boundary.
        if (relro_end > start && relro_end <= end) start = (relro_end + 4095) & ~(uintptr_t)4095;
        // Whole words, where the pointers are.
        start = (start + 7) & ~(uintptr_t)7;
        end &= ~(uintptr_t)7;
        if (end <= start) return 1;
        data_start = (unsigned char *)start;
        data_length = end - start;
        return 1;
    }
    return 1;
}

// The live blocks of this thread's heap, as mimalloc lists them.
struct block_list {
    struct block *items;
    size_t count, capacity;
    int failed;
};

static bool list_block(const mi_heap_t *heap, const mi_heap_area_t *area, void *block, size_t size, void *context) {
    (void)heap;
    (void)area;
    struct block_list *list = context;
    if (block == NULL) return true;
    if (list->count == list->capacity) {
        size_t capacity = list->capacity ? list->capacity * 2 : 1024;
        struct block *items = realloc(list->items, capacity * sizeof *items);
        if (items == NULL) {
            list->failed = 1;
            return false;
        }
        list->items = items;
        list->capacity = capacity;
    }
    list->items[list->count++] = (struct block){(uintptr_t)block, size};
    return true;
}

static int by_start(const void *a, const void *b) {
    uintptr_t x = ((const struct block *)a)->start, y = ((const struct block *)b)->start;
    return x < y ? -1 : x > y;
}

// Every live block, sorted by address; 0 with `list` filled, or -1.
static int live_blocks(struct block_list *list) {
    *list = (struct block_list){0};
    mi_heap_visit_blocks(mi_heap_get_default(), true, list_block, list);
    if (list->failed) {
        free(list->items);
        return -1;
    }
    qsort(list->items, list->count, sizeof *list->items, by_start);
    return 0;
}

// The block of `list` holding `address`, or NULL.
static const struct block *block_holding(const struct block_list *list, uintptr_t address) {
    size_t low = 0, high = list->count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        const struct block *item = &list->items[middle];
        if (address < item->start) high = middle;
        else if (address >= item->start + item->size) low = middle + 1;
        else return item;
    }
    return NULL;
}

int overhear_espeak_save_state(void) {
    if (overhear_espeak_load_error() != NULL) return -1;
    // The library's heap is only found if its malloc is mimalloc's.
    void *probe = malloc(16);
    int is_mimalloc = probe != NULL && mi_is_in_heap_region(probe);
    free(probe);
    if (!is_mimalloc) return -1;
    if (data_start == NULL) dl_iterate_phdr(find_library, NULL);
    if (data_start == NULL) return -1;
    struct block_list live;
    if (live_blocks(&live) != 0) return -1;
    // The blocks the data points into, each once, in address order.
    free(blocks);
    blocks = NULL;
    block_count = 0;
    unsigned char *chosen = calloc(live.count ? live.count : 1, 1);
    if (chosen == NULL) {
        free(live.items);
        return -1;
    }
    for (size_t offset = 0; offset < data_length; offset += 8) {
        const struct block *item = block_holding(&live, *(const uintptr_t *)(data_start + offset));
        if (item != NULL) chosen[item - live.items] = 1;
    }
    size_t total = data_length;
    for (size_t i = 0; i < live.count; i++) {
        if (chosen[i]) {
            live.items[block_count++] = live.items[i];
            total += live.items[i].size;
        }
    }
    free(chosen);
    blocks = live.items;
    free(saved);
    saved = malloc(total);
    if (saved == NULL) return -1;
    // rand() starts as srand(1) would start it: the same in a fork and after a restore.
    srand(1);
    memcpy(saved, data_start, data_length);
    unsigned char *copy = saved + data_length;
    for (size_t i = 0; i < block_count; i++) {
        memcpy(copy, (const void *)blocks[i].start, blocks[i].size);
        copy += blocks[i].size;
    }
    return 0;
}

int overhear_espeak_restore_state(void) {
    if (saved == NULL) return -1;
    struct block_list live;
    if (live_blocks(&live) != 0) return -1;
    int intact = 1;
    for (size_t i = 0; i < block_count && intact; i++) {
        const struct block *item = block_holding(&live, blocks[i].start);
        intact = item != NULL && item->start == blocks[i].start && item->size == blocks[i].size;
    }
    free(live.items);
    if (!intact) return -1;
    memcpy(data_start, saved, data_length);
    const unsigned char *copy = saved + data_length;
    for (size_t i = 0; i < block_count; i++) {
        memcpy((void *)blocks[i].start, copy, blocks[i].size);
        copy += blocks[i].size;
    }
    srand(1);
    return 0;
}
