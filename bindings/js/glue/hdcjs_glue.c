/*
 * hdcjs_glue.c - what the WebAssembly build exports beside hdc.h.
 *
 * Only the JavaScript binding's tests need it, so it lives here and not in
 * lib/: the library itself has no web-only code.
 */
#include <malloc.h>
#include <stddef.h>

#include <emscripten.h>

size_t hdcjs_heap_allocated(void);

/* Bytes of the wasm heap in use by malloc (dlmalloc's uordblks).  The heap
 * never shrinks, so its size says nothing about leaks; this does: a loop
 * that creates and frees handles must leave it where it started. */
EMSCRIPTEN_KEEPALIVE size_t hdcjs_heap_allocated(void)
{
	struct mallinfo info = mallinfo();
	return (size_t)info.uordblks;
}
