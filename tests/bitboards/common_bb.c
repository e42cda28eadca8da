/* common_bb.c - the variants the bitboard test and benchmark run on. */
#define _POSIX_C_SOURCE 200809L
#include "common_bb.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "variant_handle.h"

static struct shift_dirs *new_shift_dirs(const struct variant *v)
{
	struct shift_dirs *sd = aligned_alloc(64, sizeof *sd);
	if (!sd)
		return NULL;
	if (shift_dirs_build(sd, &v->geo) != 0) {
		free(sd);
		return NULL;
	}
	return sd;
}

static char *read_all(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *buf = malloc(1 << 20);
	size_t n = buf ? fread(buf, 1, (1 << 20) - 1, f) : 0;
	fclose(f);
	if (buf)
		buf[n] = 0;
	*len = n;
	return buf;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Appends the variants of every .hvd file in dir (sorted by name, for a
 * stable order) to list[n..max); returns the new count. */
static int load_variant_dir(struct bb_variant *list, int n, int max, const char *dir)
{
	DIR *dp = dir ? opendir(dir) : NULL;
	if (!dp)
		return n;
	char *names[BB_MAX_VARIANTS];
	int nn = 0;
	for (struct dirent *e; (e = readdir(dp)) && nn < BB_MAX_VARIANTS;) {
		size_t l = strlen(e->d_name);
		if (l > 4 && !strcmp(e->d_name + l - 4, ".hvd"))
			names[nn++] = strdup(e->d_name);
	}
	closedir(dp);
	qsort(names, (size_t)nn, sizeof *names, by_name);
	for (int i = 0; i < nn; i++) {
		char path[4096];
		size_t len;
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		char *text = read_all(path, &len);
		hdc_variant *h = NULL;
		if (n < max && text && hdc_variant_from_text(text, len, &h) == HDC_OK) {
			snprintf(list[n].name, sizeof list[n].name, "%s", names[i]);
			list[n].v = h->v;
			list[n].handle = h;
			list[n].sd = new_shift_dirs(h->v);
			n++;
		} else {
			fprintf(stderr, "cannot load %s\n", path);
		}
		free(text);
		free(names[i]);
	}
	return n;
}

int bb_load_variants(struct bb_variant *list, int max)
{
	int n = 0;
	for (size_t i = 0; i < variant_count() && n < max; i++) {
		const struct variant_def *def = variant_def_at(i);
		const struct variant *v;
		if (variant_lookup(def->name, &v) != HDC_OK)
			continue;
		snprintf(list[n].name, sizeof list[n].name, "%s", def->name);
		list[n].v = v;
		list[n].handle = NULL;
		list[n].sd = new_shift_dirs(v);
		n++;
	}
	n = load_variant_dir(list, n, max, getenv("HDC_EXAMPLE_VARIANTS"));
	return load_variant_dir(list, n, max, getenv("HDC_TEST_VARIANTS"));
}

void bb_free_variants(struct bb_variant *list, int n)
{
	for (int i = 0; i < n; i++) {
		free(list[i].sd);
		if (list[i].handle)
			hdc_variant_unref(list[i].handle);
	}
}

int bb_each_data_line(const char *dir, const char *kind, const char *variant, bb_line_fn fn,
                      void *arg)
{
	char path[4096];
	snprintf(path, sizeof path, "%.3000s/%.40s-%.60s.txt", dir, kind, variant);
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	int lines = 0;
	char line[8192];
	while (fgets(line, sizeof line, f)) {
		char *semi = strchr(line, ';');
		if (line[0] == '#' || !semi)
			continue;
		char *text = semi + 1, *end = strchr(text, ';');
		if (end)
			*end = 0;
		else
			text[strcspn(text, "\r\n")] = 0;
		char name[81];
		int len = (int)(semi - line) < 80 ? (int)(semi - line) : 80;
		memcpy(name, line, (size_t)len);
		name[len] = 0;
		fn(name, text, arg);
		lines++;
	}
	fclose(f);
	return lines;
}

const char *bb_capture_gen_name(enum capture_gen gen)
{
	switch (gen) {
	case CAPTURE_GEN_MAILBOX:
		return "mailbox";
	case CAPTURE_GEN_PORTABLE:
		return "portable";
	case CAPTURE_GEN_AVX512:
		return "AVX-512";
	case CAPTURE_GEN_AVX512_VBMI2:
		return "AVX-512 VBMI2";
	case CAPTURE_GEN_AVX2:
		return "AVX2";
	}
	return "?";
}
