/*
 * hdc_uci.c - `hdc uci`: the library's engine behind the UCI protocol, on
 * stdin and stdout.
 *
 * Commands (one a line; the README's "Engine" section is the reference):
 *   uci                      id name/author, the options, uciok
 *   isready                  readyok (at once, also while searching)
 *   setoption name N [value V]
 *                            UCI_Variant (hdc, raumschach, 3d8l, cescacs,
 *                            or a variant of VariantPath: the
 *                            Fairy-Stockfish convention; resets the
 *                            position to the variant's start), VariantPath
 *                            (a file of variant descriptions,
 *                            docs/VARIANTS.md), Hash,
 *                            Threads, MultiPV, Skill Level,
 *                            UCI_LimitStrength, UCI_Elo, Clear Hash; names
 *                            in any case
 *   ucinewgame               forget what the engine learnt (hdc_engine_clear)
 *   position startpos|fen TEXT [moves M...]
 *                            TEXT: the variant's position text (spaces and
 *                            '|' allowed: everything up to " moves"); moves
 *                            in coordinate notation, SAN accepted too
 *   go [depth N] [nodes N] [movetime MS] [wtime MS] [btime MS] [winc MS]
 *      [binc MS] [movestogo N] [mate N] [infinite] [searchmoves M...]
 *                            search in a thread of its own; "info ..." after
 *                            each iteration, then "bestmove M" ("bestmove
 *                            (none)" when the game is over); after
 *                            "infinite" only once "stop" (or quit, or end of
 *                            input) comes
 *   stop, quit, ponderhit (ignored), debug on|off (ignored),
 *   d                        the position as boards, its text and status
 *   eval                     the static evaluation, as an info string
 *
 * Every output line is flushed.  A line that cannot be understood gets
 * "info string error: <reason>" and changes nothing; the engine carries
 * on.  A command that would change the engine while a search runs (go,
 * setoption, ucinewgame) is refused so; "position" is accepted (the search
 * works on its own copy).  At the end of input a running search is stopped,
 * its bestmove printed, and the program exits with status 0.
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hdc_cli.h"

enum {
	MAX_LINE = 1 << 20,                    /* longer lines are refused */
	SEARCH_STACK_BYTES = 64 * 1024 * 1024, /* the search thread's stack */
	MAX_QUOTE = 60,                        /* bytes of input echoed in a message */
	DEFAULT_ELO = 2500
};

/* Output lines come from the reading thread and the search thread. */
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;

static void say(const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 1, 2)))
#endif
	;

static void say(const char *fmt, ...)
{
	va_list ap;
	pthread_mutex_lock(&out_lock);
	va_start(ap, fmt);
	vfprintf(stdout, fmt, ap);
	va_end(ap);
	fputc('\n', stdout);
	fflush(stdout);
	pthread_mutex_unlock(&out_lock);
}

#define error_line(...) say("info string error: " __VA_ARGS__)

/* A token of input made safe to echo: printable ASCII, at most MAX_QUOTE
 * bytes (then "..."). */
static const char *quote(const char *text, char *buf, size_t cap)
{
	size_t n = 0;
	for (const char *p = text; *p && n + 4 < cap; p++) {
		if (n >= MAX_QUOTE) {
			memcpy(buf + n, "...", 3);
			n += 3;
			break;
		}
		unsigned char c = (unsigned char)*p;
		buf[n++] = (c >= 0x20 && c < 0x7f) || c >= 0x80 ? (char)c : '?';
	}
	buf[n] = '\0';
	return buf;
}

struct uci {
	hdc_engine *engine;
	hdc_position *pos;        /* the position `go` searches */
	char variant[32];
	hdc_variant *handle;      /* the variant of `position` (a reference) */
	hdc_variant *file[64];    /* the variants of VariantPath (references) */
	int nfile;
	int skill, elo, limit_strength;
	/* The running search.  lock guards wait_for_stop and finished. */
	pthread_mutex_t lock;
	pthread_cond_t wake;
	pthread_t thread;
	int running;              /* a search thread exists, not yet joined */
	int finished;             /* it has printed its bestmove */
	int wait_for_stop;        /* go infinite: bestmove only after stop */
	atomic_int stop;          /* stop, quit or end of input came */
	hdc_position *search_pos; /* the running search's own copy */
	int printed;              /* info lines printed by this search */
};

/* ------------------------------------------------------------------------ */
/* The search thread                                                        */

static int32_t on_progress(const hdc_engine *engine, int32_t depth, void *user)
{
	struct uci *u = user;
	/* depth 0: the search ends; its lines are printed only if no
	 * iteration was (a search stopped before its first one completed). */
	if (depth > 0 || u->printed == 0) {
		pthread_mutex_lock(&out_lock);
		u->printed += engine_print_info(stdout, engine, u->search_pos);
		fflush(stdout);
		pthread_mutex_unlock(&out_lock);
	}
	/* A stop that came before the search began is seen here. */
	return atomic_load(&u->stop);
}

static void *search_main(void *arg)
{
	struct uci *u = arg;
	hdc_move best = HDC_MOVE_NULL;
	hdc_status st = hdc_engine_search(u->engine, u->search_pos, &best);
	if (st == HDC_ERR_GAME_OVER) {
		pthread_mutex_lock(&out_lock);
		engine_print_game_over(stdout, u->search_pos);
		fflush(stdout);
		pthread_mutex_unlock(&out_lock);
	} else if (st != HDC_OK) {
		error_line("the search failed: %s", hdc_status_string(st));
	}
	char text[64] = "(none)";
	if (st == HDC_OK)
		engine_move_text(u->search_pos, best, text, sizeof text);
	pthread_mutex_lock(&u->lock);
	while (u->wait_for_stop && !atomic_load(&u->stop))
		pthread_cond_wait(&u->wake, &u->lock);
	say("bestmove %s", text);
	u->finished = 1;
	pthread_mutex_unlock(&u->lock);
	return NULL;
}

static void join_search(struct uci *u)
{
	pthread_join(u->thread, NULL);
	u->running = 0;
	hdc_position_free(u->search_pos);
	u->search_pos = NULL;
}

/* Join a search that has printed its bestmove: 1 if one still runs. */
static int search_running(struct uci *u)
{
	if (!u->running)
		return 0;
	pthread_mutex_lock(&u->lock);
	int finished = u->finished;
	pthread_mutex_unlock(&u->lock);
	if (finished)
		join_search(u);
	return u->running;
}

/* Stop a running search and wait for its bestmove. */
static void stop_search(struct uci *u)
{
	if (!u->running)
		return;
	pthread_mutex_lock(&u->lock);
	atomic_store(&u->stop, 1);
	pthread_cond_signal(&u->wake);
	pthread_mutex_unlock(&u->lock);
	hdc_engine_stop(u->engine);
	join_search(u);
}

/* ------------------------------------------------------------------------ */
/* Commands                                                                 */

/* "info string variants a b c": what UCI_Variant may name after
 * VariantPath (Fairy-Stockfish lists them in its options instead). */
static void info_variants(const struct uci *u)
{
	pthread_mutex_lock(&out_lock);
	printf("info string variants");
	for (int i = 0; i < u->nfile; i++) {
		char name[64];
		if (hdc_variant_get_name(u->file[i], name, sizeof name, NULL) == HDC_OK)
			printf(" %s", name);
	}
	printf("\n");
	fflush(stdout);
	pthread_mutex_unlock(&out_lock);
}

static int refuse_while_searching(struct uci *u, const char *command)
{
	if (!search_running(u))
		return 0;
	error_line("%s: a search is running (send stop first)", command);
	return 1;
}

static void cmd_uci_hello(void)
{
	char vars[256] = "";
	size_t n = 0;
	for (int32_t i = 0; i < hdc_variant_count(); i++) {
		char name[64];
		if (hdc_variant_name(i, name, sizeof name, NULL) != HDC_OK)
			continue;
		int w = snprintf(vars + n, sizeof vars - n, " var %s", name);
		if (w < 0 || (size_t)w >= sizeof vars - n)
			break;
		n += (size_t)w;
	}
	pthread_mutex_lock(&out_lock);
	printf("id name libhdc %s\n", hdc_version());
	printf("id author the libhdc maintainers\n");
	printf("option name UCI_Variant type combo default hdc%s\n", vars);
	printf("option name VariantPath type string default <empty>\n");
	printf("option name Hash type spin default 16 min 1 max %d\n", HDC_MAX_HASH_MB);
	printf("option name Threads type spin default 1 min 1 max %d\n", HDC_MAX_THREADS);
	printf("option name MultiPV type spin default 1 min 1 max %d\n", HDC_MAX_MULTIPV);
	printf("option name Skill Level type spin default %d min 0 max %d\n", HDC_MAX_SKILL,
	       HDC_MAX_SKILL);
	printf("option name UCI_LimitStrength type check default false\n");
	printf("option name UCI_Elo type spin default %d min 500 max 2500\n", DEFAULT_ELO);
	printf("option name Clear Hash type button\n");
	printf("uciok\n");
	fflush(stdout);
	pthread_mutex_unlock(&out_lock);
}

/* A strict decimal number of a whole token. */
static int number(const char *text, long long min, long long max, long long *value)
{
	return cli_parse_integer(text, min, max, value);
}

static hdc_status apply_strength(struct uci *u)
{
	if (u->limit_strength)
		return hdc_engine_set_elo(u->engine, u->elo);
	hdc_status st = hdc_engine_set_elo(u->engine, 0);
	return st == HDC_OK ? hdc_engine_set_skill(u->engine, u->skill) : st;
}

static int is_word(const char *token, const char *word)
{
	return strcasecmp(token, word) == 0;
}

/* setoption name NAME [value VALUE]: NAME may hold spaces ("Skill Level"),
 * VALUE is the rest of the line (raw). */
static void cmd_setoption(struct uci *u, const char *line, char *const *tok, const size_t *off,
                          int n)
{
	char q[80];
	if (n < 3 || !is_word(tok[1], "name")) {
		error_line("setoption: expected 'setoption name NAME [value VALUE]'");
		return;
	}
	int v = 2;
	while (v < n && !is_word(tok[v], "value"))
		v++;
	if (v == 2) {
		error_line("setoption: no option name");
		return;
	}
	char name[64];
	size_t len = 0;
	for (int i = 2; i < v; i++) {
		size_t k = strlen(tok[i]);
		if (len + k + 2 > sizeof name) {
			error_line("setoption: unknown option '%s'", quote(tok[2], q, sizeof q));
			return;
		}
		if (i > 2)
			name[len++] = ' ';
		memcpy(name + len, tok[i], k);
		len += k;
	}
	name[len] = '\0';
	/* The value: from its first token to the end of the line's last one. */
	const char *value = NULL;
	char *value_copy = NULL;
	if (v + 1 < n) {
		size_t start = off[v + 1], end = off[n - 1] + strlen(tok[n - 1]);
		value_copy = malloc(end - start + 1);
		if (!value_copy) {
			error_line("setoption: out of memory");
			return;
		}
		memcpy(value_copy, line + start, end - start);
		value_copy[end - start] = '\0';
		value = value_copy;
	} else if (v < n) {
		value = "";
	}
	if (refuse_while_searching(u, "setoption"))
		goto done;

	long long x;
	hdc_status st = HDC_OK;
	if (is_word(name, "Clear Hash")) {
		st = hdc_engine_clear(u->engine);
	} else if (!value || !*value) {
		error_line("setoption: option '%s' needs a value", quote(name, q, sizeof q));
		goto done;
	} else if (is_word(name, "UCI_Variant")) {
		/* VariantPath's variants first, then the built-ins. */
		hdc_variant *chosen = cli_pick_variant(u->file, u->nfile, value);
		if (!chosen && hdc_variant_builtin(value, &chosen) != HDC_OK) {
			error_line("setoption: unknown variant '%s'", quote(value, q, sizeof q));
			goto done;
		}
		hdc_position *pos = NULL;
		st = hdc_position_new_from_variant(chosen, &pos);
		if (st == HDC_OK)
			st = hdc_position_variant(pos, u->variant, sizeof u->variant, NULL);
		if (st != HDC_OK) {
			hdc_position_free(pos);
		} else {
			hdc_variant_ref(chosen);
			hdc_variant_unref(u->handle);
			u->handle = chosen;
			hdc_position_free(u->pos);
			u->pos = pos;
			st = hdc_engine_clear(u->engine);
		}
	} else if (is_word(name, "VariantPath")) {
		hdc_variant *list[64];
		int count;
		char why[512];
		if (cli_variant_file(value, list, 64, &count, why, sizeof why) != 0) {
			error_line("setoption: VariantPath: %s", why);
			goto done;
		}
		for (int i = 0; i < u->nfile; i++)
			hdc_variant_unref(u->file[i]);
		memcpy(u->file, list, (size_t)count * sizeof *list);
		u->nfile = count;
		info_variants(u);
	} else if (is_word(name, "Hash")) {
		if (number(value, 1, HDC_MAX_HASH_MB, &x))
			goto bad_number;
		st = hdc_engine_set_hash(u->engine, (int32_t)x);
	} else if (is_word(name, "Threads")) {
		if (number(value, 1, HDC_MAX_THREADS, &x))
			goto bad_number;
		st = hdc_engine_set_threads(u->engine, (int32_t)x);
	} else if (is_word(name, "MultiPV")) {
		if (number(value, 1, HDC_MAX_MULTIPV, &x))
			goto bad_number;
		st = hdc_engine_set_multipv(u->engine, (int32_t)x);
	} else if (is_word(name, "Skill Level")) {
		if (number(value, 0, HDC_MAX_SKILL, &x))
			goto bad_number;
		u->skill = (int)x;
		st = apply_strength(u);
	} else if (is_word(name, "UCI_Elo")) {
		if (number(value, 500, 2500, &x))
			goto bad_number;
		u->elo = (int)x;
		st = apply_strength(u);
	} else if (is_word(name, "UCI_LimitStrength")) {
		if (is_word(value, "true"))
			u->limit_strength = 1;
		else if (is_word(value, "false"))
			u->limit_strength = 0;
		else {
			error_line("setoption: UCI_LimitStrength takes true or false, not '%s'",
			           quote(value, q, sizeof q));
			goto done;
		}
		st = apply_strength(u);
	} else {
		error_line("setoption: unknown option '%s'", quote(name, q, sizeof q));
		goto done;
	}
	if (st != HDC_OK)
		error_line("setoption %s: %s", quote(name, q, sizeof q), hdc_status_string(st));
	goto done;
bad_number:
	error_line("setoption %s: bad value '%s'", name, quote(value, q, sizeof q));
done:
	free(value_copy);
}

/* Play moves tok[first..n) on pos; 0, or -1 after a message. */
static int play_moves(hdc_position *pos, char *const *tok, int first, int n)
{
	char q[80];
	for (int i = first; i < n; i++) {
		hdc_move move;
		hdc_status st = hdc_position_parse_move(pos, tok[i], &move);
		if (st == HDC_OK)
			st = hdc_position_play(pos, move);
		if (st != HDC_OK) {
			error_line("position: move %d '%s': %s: %s", i - first + 1,
			           quote(tok[i], q, sizeof q), hdc_status_string(st),
			           hdc_position_error_message(pos));
			return -1;
		}
	}
	return 0;
}

static void cmd_position(struct uci *u, const char *line, char *const *tok, const size_t *off,
                         int n)
{
	char q[80];
	hdc_position *pos = NULL;
	int i;
	hdc_status st;
	if (n >= 2 && strcmp(tok[1], "startpos") == 0) {
		st = hdc_position_new_from_variant(u->handle, &pos);
		if (st != HDC_OK) {
			error_line("position: %s", hdc_status_string(st));
			return;
		}
		i = 2;
	} else if (n >= 2 && strcmp(tok[1], "fen") == 0) {
		int m = 2;
		while (m < n && strcmp(tok[m], "moves") != 0)
			m++;
		if (m == 2) {
			error_line("position fen: no position text");
			return;
		}
		size_t start = off[2], end = off[m - 1] + strlen(tok[m - 1]);
		char *text = malloc(end - start + 1);
		if (!text) {
			error_line("position: out of memory");
			return;
		}
		memcpy(text, line + start, end - start);
		text[end - start] = '\0';
		st = hdc_position_from_variant_text(u->handle, text, &pos);
		free(text);
		if (st != HDC_OK) {
			int64_t at = hdc_last_error_offset();
			if (at >= 0)
				error_line("position fen: bad position text at byte %lld: %s (%s)",
				           (long long)at, hdc_last_error_message(), hdc_status_string(st));
			else
				error_line("position fen: bad position text: %s (%s)",
				           hdc_last_error_message(), hdc_status_string(st));
			return;
		}
		i = m;
	} else {
		error_line("position: expected 'startpos' or 'fen TEXT'%s%s%s",
		           n >= 2 ? ", not '" : "", n >= 2 ? quote(tok[1], q, sizeof q) : "",
		           n >= 2 ? "'" : "");
		return;
	}
	if (i < n && strcmp(tok[i], "moves") != 0) {
		error_line("position: expected 'moves', not '%s'", quote(tok[i], q, sizeof q));
		hdc_position_free(pos);
		return;
	}
	if (i < n && play_moves(pos, tok, i + 1, n) != 0) {
		hdc_position_free(pos);
		return;
	}
	hdc_position_free(u->pos);
	u->pos = pos;
}

static const char *const go_words[] = {
	"depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo",
	"mate", "infinite", "searchmoves", "ponder",
};

static int is_go_word(const char *token)
{
	for (size_t k = 0; k < sizeof go_words / sizeof go_words[0]; k++)
		if (strcmp(token, go_words[k]) == 0)
			return 1;
	return 0;
}

static void cmd_go_search(struct uci *u, char *const *tok, int n)
{
	static const struct {
		const char *word;
		int32_t limit;
		long long min, max;
	} numeric[] = {
		{ "depth", HDC_LIMIT_DEPTH, 1, HDC_MAX_SEARCH_DEPTH },
		{ "nodes", HDC_LIMIT_NODES, 1, INT64_MAX },
		{ "movetime", HDC_LIMIT_MOVETIME, 0, INT64_MAX },
		/* Clocks may run below zero in some GUIs: read as 0. */
		{ "wtime", HDC_LIMIT_WTIME, INT64_MIN, INT64_MAX },
		{ "btime", HDC_LIMIT_BTIME, INT64_MIN, INT64_MAX },
		{ "winc", HDC_LIMIT_WINC, INT64_MIN, INT64_MAX },
		{ "binc", HDC_LIMIT_BINC, INT64_MIN, INT64_MAX },
		{ "movestogo", HDC_LIMIT_MOVESTOGO, 0, INT32_MAX },
		{ "mate", HDC_LIMIT_MATE, 1, HDC_MAX_SEARCH_DEPTH },
	};
	enum { NUMERIC = sizeof numeric / sizeof numeric[0] };
	char q[80], q2[80];
	if (refuse_while_searching(u, "go"))
		return;
	long long value[NUMERIC];
	int given[NUMERIC] = { 0 };
	int infinite = 0;
	hdc_move *root = NULL;
	size_t nroot = 0;
	for (int i = 1; i < n; i++) {
		if (strcmp(tok[i], "infinite") == 0) {
			infinite = 1;
			continue;
		}
		if (strcmp(tok[i], "ponder") == 0) {
			error_line("go: ponder is not supported");
			goto done;
		}
		if (strcmp(tok[i], "searchmoves") == 0) {
			if (!root) {
				root = malloc(HDC_MAX_MOVES * sizeof *root);
				if (!root) {
					error_line("go: out of memory");
					goto done;
				}
			}
			for (; i + 1 < n && !is_go_word(tok[i + 1]); i++) {
				hdc_move move;
				hdc_status st = hdc_position_parse_move(u->pos, tok[i + 1], &move);
				if (st != HDC_OK) {
					error_line("go searchmoves: '%s': %s: %s",
					           quote(tok[i + 1], q, sizeof q), hdc_status_string(st),
					           hdc_position_error_message(u->pos));
					goto done;
				}
				size_t k = 0;
				while (k < nroot && root[k] != move)
					k++;
				if (k == nroot && nroot < HDC_MAX_MOVES)
					root[nroot++] = move;
			}
			continue;
		}
		size_t k = 0;
		while (k < NUMERIC && strcmp(tok[i], numeric[k].word) != 0)
			k++;
		if (k == NUMERIC) {
			error_line("go: unknown parameter '%s'", quote(tok[i], q, sizeof q));
			goto done;
		}
		if (i + 1 >= n) {
			error_line("go: %s needs a number", numeric[k].word);
			goto done;
		}
		if (number(tok[i + 1], numeric[k].min, numeric[k].max, &value[k])) {
			if (numeric[k].min == INT64_MIN)
				error_line("go: %s '%s' is not a number", numeric[k].word,
				           quote(tok[i + 1], q, sizeof q));
			else if (numeric[k].max == INT64_MAX)
				error_line("go: %s '%s' is not a number >= %lld", numeric[k].word,
				           quote(tok[i + 1], q2, sizeof q2), numeric[k].min);
			else
				error_line("go: %s '%s' is not a number %lld..%lld", numeric[k].word,
				           quote(tok[i + 1], q2, sizeof q2), numeric[k].min,
				           numeric[k].max);
			goto done;
		}
		if (value[k] < 0)
			value[k] = 0;
		given[k] = 1;
		i++;
	}

	hdc_status st = hdc_engine_clear_limits(u->engine);
	for (size_t k = 0; k < NUMERIC && st == HDC_OK; k++)
		if (given[k]) {
			st = hdc_engine_set_limit(u->engine, numeric[k].limit, value[k]);
			if (st != HDC_OK) {
				error_line("go: %s %lld: %s", numeric[k].word, value[k],
				           hdc_status_string(st));
				goto done;
			}
		}
	if (st == HDC_OK && infinite)
		st = hdc_engine_set_limit(u->engine, HDC_LIMIT_INFINITE, 1);
	if (st == HDC_OK && nroot > 0)
		st = hdc_engine_set_root_moves(u->engine, root, nroot);
	if (st == HDC_OK)
		st = hdc_engine_set_progress(u->engine, on_progress, u);
	if (st == HDC_OK)
		st = hdc_position_clone(u->pos, &u->search_pos);
	if (st != HDC_OK) {
		error_line("go: %s", hdc_status_string(st));
		goto done;
	}
	u->finished = 0;
	u->printed = 0;
	u->wait_for_stop = infinite;
	atomic_store(&u->stop, 0);
	pthread_attr_t attr;
	int err = pthread_attr_init(&attr);
	if (!err) {
		pthread_attr_setstacksize(&attr, SEARCH_STACK_BYTES);
		err = pthread_create(&u->thread, &attr, search_main, u);
		pthread_attr_destroy(&attr);
	}
	if (err) {
		error_line("go: cannot start the search thread: %s", strerror(err));
		hdc_position_free(u->search_pos);
		u->search_pos = NULL;
		goto done;
	}
	u->running = 1;
done:
	free(root);
}

static void cmd_display(struct uci *u)
{
	int32_t status = HDC_STATUS_ONGOING, winner = -1, side = HDC_WHITE;
	char *text = NULL;
	size_t needed = 0;
	if (hdc_position_text(u->pos, NULL, 0, &needed) == HDC_ERR_BUFFER_TOO_SMALL &&
	    (text = malloc(needed)) != NULL &&
	    hdc_position_text(u->pos, text, needed, &needed) != HDC_OK) {
		free(text);
		text = NULL;
	}
	hdc_position_status(u->pos, &status, &winner);
	hdc_position_side_to_move(u->pos, &side);
	pthread_mutex_lock(&out_lock);
	putchar('\n');
	board_ascii_print(stdout, u->pos, 80);
	printf("\nVariant: %s\nPosition: %s\nSide to move: %s\nStatus: %s\n", u->variant,
	       text ? text : "?", side == HDC_WHITE ? "white" : "black", cli_status_name(status));
	fflush(stdout);
	pthread_mutex_unlock(&out_lock);
	free(text);
}

static void cmd_eval(struct uci *u)
{
	if (refuse_while_searching(u, "eval"))
		return;
	int32_t score = 0;
	hdc_status st = hdc_engine_evaluate(u->engine, u->pos, &score);
	if (st != HDC_OK)
		error_line("eval: %s", hdc_status_string(st));
	else
		say("info string eval %" PRId32 " cp (side to move)", score);
}

/* ------------------------------------------------------------------------ */
/* Input                                                                    */

enum line_flaw { LINE_OK, LINE_TOO_LONG, LINE_BINARY };

/* Read one line (without its end) into *buf, grown as needed up to
 * MAX_LINE bytes; the rest of a longer line is skipped.  -1 at the end of
 * input with nothing read. */
static long read_line(char **buf, size_t *cap, enum line_flaw *flaw)
{
	size_t len = 0;
	int c, any = 0;
	*flaw = LINE_OK;
	while ((c = getchar()) != EOF) {
		any = 1;
		if (c == '\n')
			break;
		if (*flaw == LINE_TOO_LONG)
			continue;
		if (c == '\0' || (c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
			*flaw = LINE_BINARY;
		if (len + 1 >= *cap) {
			if (*cap >= MAX_LINE) {
				*flaw = LINE_TOO_LONG;
				continue;
			}
			size_t grown = *cap * 2 > MAX_LINE ? MAX_LINE : *cap * 2;
			char *p = realloc(*buf, grown);
			if (!p) {
				*flaw = LINE_TOO_LONG;
				continue;
			}
			*buf = p;
			*cap = grown;
		}
		(*buf)[len++] = (char)c;
	}
	if (!any)
		return -1;
	(*buf)[len] = '\0';
	return (long)len;
}

/* Split work (a copy of the line) at blanks: tok[] points into work, off[]
 * are the offsets, the same in the line.  The number of tokens. */
static int split(char *work, char **tok, size_t *off)
{
	int n = 0;
	size_t i = 0;
	for (;;) {
		while (work[i] == ' ' || work[i] == '\t' || work[i] == '\r')
			work[i++] = '\0';
		if (!work[i])
			break;
		tok[n] = work + i;
		off[n] = i;
		n++;
		while (work[i] && work[i] != ' ' && work[i] != '\t' && work[i] != '\r')
			i++;
	}
	return n;
}

/* Handle one line; 1 to quit. */
static int handle(struct uci *u, const char *line, char *work, char **tok, size_t *off)
{
	char q[80];
	int n = split(work, tok, off);
	if (n == 0)
		return 0;
	const char *command = tok[0];
	if (strcmp(command, "quit") == 0)
		return 1;
	if (strcmp(command, "stop") == 0) {
		stop_search(u);
	} else if (strcmp(command, "isready") == 0) {
		search_running(u);
		say("readyok");
	} else if (strcmp(command, "uci") == 0) {
		cmd_uci_hello();
	} else if (strcmp(command, "setoption") == 0) {
		cmd_setoption(u, line, tok, off, n);
	} else if (strcmp(command, "ucinewgame") == 0) {
		if (!refuse_while_searching(u, "ucinewgame")) {
			hdc_status st = hdc_engine_clear(u->engine);
			if (st != HDC_OK)
				error_line("ucinewgame: %s", hdc_status_string(st));
		}
	} else if (strcmp(command, "position") == 0) {
		cmd_position(u, line, tok, off, n);
	} else if (strcmp(command, "go") == 0) {
		cmd_go_search(u, tok, n);
	} else if (strcmp(command, "d") == 0) {
		cmd_display(u);
	} else if (strcmp(command, "eval") == 0) {
		cmd_eval(u);
	} else if (strcmp(command, "ponderhit") == 0 || strcmp(command, "debug") == 0 ||
	           strcmp(command, "register") == 0) {
		/* Nothing to do: no pondering, no debug output, no registration. */
	} else {
		error_line("unknown command '%s'", quote(command, q, sizeof q));
	}
	return 0;
}

int cmd_uci(int argc, char **argv)
{
	struct cli_args args;
	int rc = cli_parse("uci", argc, argv, 0, &args);
	if (rc != CLI_OK)
		return rc;
	if (args.noperands > 0) {
		cli_error(&args, "unexpected argument '%s'", args.operands[0]);
		return CLI_BAD_INPUT;
	}
	struct uci u;
	memset(&u, 0, sizeof u);
	snprintf(u.variant, sizeof u.variant, "hdc");
	u.skill = HDC_MAX_SKILL;
	u.elo = DEFAULT_ELO;
	atomic_init(&u.stop, 0);
	size_t cap = 4096;
	char *line = malloc(cap), *work = NULL;
	char **tok = NULL;
	size_t *off = NULL;
	hdc_status st = line ? hdc_engine_new(&u.engine) : HDC_ERR_NO_MEMORY;
	if (st == HDC_OK)
		st = hdc_variant_builtin(u.variant, &u.handle);
	if (st == HDC_OK)
		st = hdc_position_new_from_variant(u.handle, &u.pos);
	if (st != HDC_OK) {
		cli_error(&args, "cannot start: %s", hdc_status_string(st));
		hdc_engine_free(u.engine);
		free(line);
		return CLI_FAILURE;
	}
	pthread_mutex_init(&u.lock, NULL);
	pthread_cond_init(&u.wake, NULL);

	size_t work_cap = 0;
	for (;;) {
		enum line_flaw flaw;
		long len = read_line(&line, &cap, &flaw);
		if (len < 0)
			break;
		if (flaw == LINE_TOO_LONG) {
			error_line("line longer than %d bytes: ignored", MAX_LINE);
			continue;
		}
		if (flaw == LINE_BINARY) {
			error_line("control characters in the line (binary data?): ignored");
			continue;
		}
		/* Room for the copy and one token per two bytes. */
		if ((size_t)len + 1 > work_cap) {
			size_t want = (size_t)len + 1 > 4096 ? (size_t)len + 1 : 4096;
			char *w = realloc(work, want);
			char **t = w ? realloc(tok, (want / 2 + 1) * sizeof *tok) : NULL;
			if (t)
				tok = t;
			size_t *o = t ? realloc(off, (want / 2 + 1) * sizeof *off) : NULL;
			if (o)
				off = o;
			if (w)
				work = w;
			if (!o) {
				error_line("out of memory: line ignored");
				continue;
			}
			work_cap = want;
		}
		memcpy(work, line, (size_t)len + 1);
		if (handle(&u, line, work, tok, off))
			break;
	}
	/* quit or the end of input: a running search ends with its bestmove. */
	stop_search(&u);
	pthread_cond_destroy(&u.wake);
	pthread_mutex_destroy(&u.lock);
	hdc_position_free(u.pos);
	hdc_engine_free(u.engine);
	hdc_variant_unref(u.handle);
	for (int i = 0; i < u.nfile; i++)
		hdc_variant_unref(u.file[i]);
	free(line);
	free(work);
	free(tok);
	free(off);
	return CLI_OK;
}
