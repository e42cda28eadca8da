/*
 * hdc_variant_file.c - variant description files for `hdc`: read a file,
 * split it into its descriptions (each begins with a [variant] section at
 * the start of a line, so one file may hold several, as Fairy-Stockfish's
 * variants.ini does) and load each into an hdc_variant handle.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hdc_cli.h"

enum { MAX_FILE_BYTES = 1 << 20 };

char *cli_read_file(const char *path, size_t *len, char *why, size_t why_cap)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(why, why_cap, "%s: cannot open", path);
		return NULL;
	}
	char *buf = malloc(MAX_FILE_BYTES + 1);
	size_t n = buf ? fread(buf, 1, MAX_FILE_BYTES + 1, f) : 0;
	int bad = ferror(f);
	fclose(f);
	if (!buf || bad || n > MAX_FILE_BYTES) {
		snprintf(why, why_cap, "%s: %s", path,
		         !buf ? "out of memory" : bad ? "cannot read" : "larger than 1 MiB");
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* 1 if the line at text[at] opens a [variant] section. */
static int opens_variant(const char *text, size_t len, size_t at)
{
	while (at < len && (text[at] == ' ' || text[at] == '\t'))
		at++;
	if (at >= len || text[at] != '[')
		return 0;
	at++;
	while (at < len && (text[at] == ' ' || text[at] == '\t'))
		at++;
	return len - at >= 7 && strncmp(text + at, "variant", 7) == 0 &&
	       (len - at == 7 || !isalnum((unsigned char)text[at + 7]));
}

int cli_load_variants(const char *path, const char *text, size_t len, hdc_variant **out,
                      int cap, int *count, char *why, size_t why_cap)
{
	*count = 0;
	/* Starts of the descriptions: the first line, then every [variant]
	 * after the first one. */
	size_t start = 0;
	int line = 1, start_line = 1, seen_variant = 0;
	for (size_t at = 0;; ) {
		int last = at >= len;
		int opens = !last && opens_variant(text, len, at);
		if (last || (opens && seen_variant)) {
			if (*count == cap) {
				snprintf(why, why_cap, "%s: more than %d variants", path, cap);
				goto fail;
			}
			hdc_variant *v = NULL;
			hdc_status st = hdc_variant_from_text(text + start, at - start, &v);
			if (st != HDC_OK) {
				/* The library counts lines from the description's
				 * start; say them as lines of the file. */
				const char *m = hdc_last_error_message();
				int l = 0, c = 0, k = 0;
				if (sscanf(m, "line %d, column %d: %n", &l, &c, &k) == 2 && k > 0 && l > 0)
					snprintf(why, why_cap, "%s: line %d, column %d: %s", path,
					         l + start_line - 1, c, m + k);
				else
					snprintf(why, why_cap, "%s: %s", path, m);
				goto fail;
			}
			out[(*count)++] = v;
			if (last)
				return 0;
			start = at;
			start_line = line;
		}
		seen_variant |= opens;
		while (at < len && text[at] != '\n')
			at++;
		if (at < len) {
			at++;
			line++;
		} else {
			at = len;
		}
	}
fail:
	for (int i = 0; i < *count; i++)
		hdc_variant_unref(out[i]);
	*count = 0;
	return -1;
}

int cli_variant_file(const char *path, hdc_variant **out, int cap, int *count, char *why,
                     size_t why_cap)
{
	size_t len;
	char *text = cli_read_file(path, &len, why, why_cap);
	if (!text)
		return -1;
	int rc = cli_load_variants(path, text, len, out, cap, count, why, why_cap);
	free(text);
	return rc;
}

hdc_variant *cli_pick_variant(hdc_variant *const *list, int n, const char *name)
{
	for (int i = 0; i < n; i++) {
		char have[64];
		if (hdc_variant_get_name(list[i], have, sizeof have, NULL) != HDC_OK)
			continue;
		size_t k = 0;
		while (have[k] && name[k] && tolower((unsigned char)have[k]) ==
		                                     tolower((unsigned char)name[k]))
			k++;
		if (!have[k] && !name[k])
			return list[i];
	}
	return NULL;
}
