/*
 * replay_main.c - runs a fuzz target over files, without libFuzzer.
 *
 *   replay_<target> PATH...
 *
 * Each PATH is a file or a directory (its regular files, in name order);
 * a path that does not exist is skipped (a target without reproducers).  Every input is passed to
 * LLVMFuzzerTestOneInput once, as libFuzzer would; a violated invariant
 * aborts.  Used by the meson tests (tests/hostile/meson.build) to replay
 * the seed corpora and the crash reproducers in every build, so that
 * ASan, valgrind and plain builds all see them.  Fails if no input at all
 * was found.
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		return -1;
	}
	size_t cap = 4096, n = 0;
	uint8_t *data = malloc(cap);
	size_t got;
	while (data && (got = fread(data + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap) {
			uint8_t *bigger = realloc(data, cap *= 2);
			if (!bigger)
				free(data);
			data = bigger;
		}
	}
	fclose(f);
	if (!data) {
		fprintf(stderr, "%s: out of memory\n", path);
		return -1;
	}
	/* Like libFuzzer: a private copy of exactly n bytes. */
	uint8_t *input = malloc(n ? n : 1);
	if (!input) {
		free(data);
		return -1;
	}
	memcpy(input, data, n);
	free(data);
	LLVMFuzzerTestOneInput(input, n);
	free(input);
	return 0;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_dir(const char *dir, int *count)
{
	DIR *d = opendir(dir);
	if (!d) {
		fprintf(stderr, "%s: %s\n", dir, strerror(errno));
		return -1;
	}
	char **names = NULL;
	size_t n = 0, cap = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			char **bigger = realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
			if (!bigger)
				break;
			names = bigger;
		}
		size_t len = strlen(dir) + strlen(e->d_name) + 2;
		if (!(names[n] = malloc(len)))
			break;
		snprintf(names[n++], len, "%s/%s", dir, e->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof *names, by_name);
	int failed = 0;
	for (size_t i = 0; i < n; i++) {
		struct stat st;
		if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
			failed |= replay_file(names[i]) != 0;
			++*count;
		}
		free(names[i]);
	}
	free(names);
	return failed ? -1 : 0;
}

int main(int argc, char **argv)
{
	int count = 0, failed = 0;
	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0) {
			printf("%s: not there, skipped\n", argv[i]);
		} else if (S_ISDIR(st.st_mode)) {
			failed |= replay_dir(argv[i], &count) != 0;
		} else {
			failed |= replay_file(argv[i]) != 0;
			count++;
		}
	}
	printf("%s: %d inputs replayed\n", argc > 0 ? argv[0] : "replay", count);
	if (!count) {
		fprintf(stderr, "no inputs found\n");
		return 1;
	}
	return failed ? 1 : 0;
}
