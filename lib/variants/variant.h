/*
 * variant.h - a game as data.
 *
 * A variant_def is a table row: board shape, piece types and their
 * movement atoms, pawn rules, castlings, start position, read from an HVD
 * description (variant_text.h; the built-ins' are lib/variants/builtin).  variant_get()
 * turns a row into a struct variant of precomputed per-side, per-cell tables
 * the move generator reads; adding a variant adds a row, not code.
 */
#ifndef HDC_VARIANT_H
#define HDC_VARIANT_H

#include <stddef.h>
#include <stdint.h>

#include "geometry.h"

#define MAX_TYPES 32        /* piece types fit in 5 bits */
#define MAX_SIDE_PIECES 128 /* no variant starts with more pieces per side */
#define MAX_CASTLINGS 24
#define MAX_CASTLE_CELLS 10
/* Every cell a side's castlings may need empty, all distinct. */
#define MAX_CASTLE_NEEDS (MAX_CASTLINGS * MAX_CASTLE_CELLS)
#define RANGE_UNLIMITED 255

enum move_mode {
	MODE_MOVE = 1,    /* may move to an empty cell */
	MODE_CAPTURE = 2, /* may capture on an enemy-held cell */
	MODE_BOTH = 3
};

/* Cell naming styles. */
enum naming {
	NAMING_FILE_RANK_LAYER, /* e4–IV: file letter, rank digit, Roman layer */
	NAMING_LEVEL_FILE_RANK, /* Cc3: level letter, file letter, rank digit */
	NAMING_HEX_COLUMN_LINE, /* F14: C'escacs column letter, line number */
	NAMING_FILE_RANK        /* e4: flat boards (one layer), as chess writes */
};

/* One movement component of a piece: every vector of an atom (or the
 * listed vectors, written for white and mirrored for black), repeated up to
 * `range` times (1 = step or leap, RANGE_UNLIMITED = slide), landing only at
 * distances of at least `min` (0 means 1), moving and/or capturing as `mode`
 * says (0 means both).  A leap vector with range 2 and min 2 is a ride:
 * two jumps over an empty cell. */
struct piece_rule {
	uint8_t atom;
	uint8_t range;
	uint8_t min;
	uint8_t mode;
	uint8_t nvectors;
	const int8_t (*vectors)[3];
};

struct piece_def {
	uint8_t type;    /* enum hdc_piece_type */
	char letter;     /* upper case, as written for white */
	const char *name;
	uint8_t nrules;
	struct piece_rule rules[3];
};

/* Cells are written as {x, y, z} from white's side; black's are mirrored. */
struct castling_def {
	const char *san;    /* "O-O" */
	char letter;        /* the right's letter in position text, white's */
	uint32_t rights;    /* white's rights bits it needs (0: bit = its index) */
	uint32_t rook_right, rook2_right; /* bits a rook loses when it moves */
	int8_t king_from[3], king_to[3], rook_from[3], rook_to[3];
	uint8_t two_rooks;  /* a second rook moves too */
	int8_t rook2_from[3], rook2_to[3];
	uint8_t nempty, nsafe;
	int8_t empty[MAX_CASTLE_CELLS][3];
	int8_t safe[MAX_CASTLE_CELLS][3];
};

/* Pawns.  Vectors are white's; black mirrors ranks (and layers if said).
 * push[0] is the straight step, which may be repeated: `steps` times from
 * any cell, twice from the double-step rank, three times from the triple-step
 * cells. */
struct pawn_def {
	uint8_t npush, ncapture;
	int8_t push[3][3];
	int8_t capture[6][3];
	uint8_t steps;           /* straight steps from anywhere (1 or 2) */
	int8_t double_step_rank; /* white's rank of the double step, -1 = none */
	uint8_t ntriple;         /* cells a triple step starts from */
	int8_t triple[8][3];
	/* Where pawns start: a rank, or a list of cells.  Cells no pawn can
	 * reach from there are refused in position text. */
	int8_t home_rank;
	uint8_t nhome;
	int8_t home[11][3];
	uint8_t en_passant;
	uint8_t scornful;        /* C'escacs' scornful capture after oblique steps */
	uint8_t mirror_layers;   /* black also moves toward layer 0 */
	uint8_t promote_on_last_layer; /* promotion needs the last layer too */
	uint8_t promote_at_column_end; /* promotion where the straight step ends */
	uint8_t from_pool;       /* promote only to pieces missing from the board */
	uint8_t colour_bound;    /* type counted per cell colour in the pool, or 0 */
	uint8_t npromotion;
	uint8_t promotion[12];   /* piece types a pawn may become */
};

/* Styles of the things a variant writes differently. */
enum text_style {
	TEXT_LAYERS,   /* FEN boards per layer joined by '|' (RULES.md) */
	TEXT_CESCACS   /* the C'escacs position string (CESCACS.md section 11) */
};

enum notation_style {
	NOTATION_SAN,     /* RULES.md "Move notation" */
	NOTATION_CESCACS  /* CESCACS.md section 12 */
};

enum scoring {
	SCORING_CHESS,    /* 1-0, 0-1, 1/2-1/2; stalemate draws */
	SCORING_CESCACS   /* 3-0, 2-1 for stalemating, 1-1 */
};

enum material_rule {
	MATERIAL_LONE_MINOR,  /* drawn with no pawn and at most one B or N besides kings */
	MATERIAL_CESCACS      /* drawn when neither side has mating material */
};

struct variant_def {
	const char *name;   /* "hdc" */
	const char *title;  /* "HyperDimension Chess" */
	const char *record_name; /* the Variant tag of game records: "HDC" */
	uint8_t nx, ny, nz;
	uint8_t naming;
	uint8_t shape;      /* enum shape */
	uint8_t text_style, notation_style, scoring, material;
	uint32_t king_right; /* white's bit for "king never moved", or 0 */
	uint8_t king_leap_atom; /* the unmoved king may also leap so, or 0 */
	uint8_t npieces;
	const struct piece_def *pieces; /* the pawn included */
	const struct pawn_def *pawn;
	uint8_t ncastlings;
	const struct castling_def *castlings;
	const char *start;  /* start position text */
};

/* A piece's movement of the rarer shapes, expanded for one side. */
struct dir_move {
	uint8_t dir;
	uint8_t range;
	uint8_t min;   /* first distance that lands (1 for most) */
	uint8_t mode;
};

struct castling {
	uint16_t king_from, king_to, rook_from, rook_to;
	uint16_t rook2_from, rook2_to; /* CELL_NONE if one rook */
	uint8_t nempty, nsafe;
	uint16_t empty[MAX_CASTLE_CELLS];
	uint16_t safe[MAX_CASTLE_CELLS];
	uint32_t right; /* the rights bits this castling needs */
	uint32_t rook_right, rook2_right; /* of those, the ones of each rook */
	uint8_t side;
	uint8_t index;  /* the index written into the move */
};

struct variant {
	const struct variant_def *def;
	struct hdc_variant *handle;      /* its public handle (variant_handle.h) */
	struct geometry geo;
	char letter[MAX_TYPES];          /* 0 for types the variant lacks */
	const char *type_name[MAX_TYPES];
	uint32_t types;                  /* bit t: the variant has type t */

	/* Movement of each type for each side (pawns excluded), split by shape
	 * so that each shape gets a tight loop: unlimited slides that move and
	 * capture (bit d, d < nslide), single steps or leaps that move and
	 * capture, and the rest (limited range, minimum distance, rides, one
	 * mode) as a list.  A king only steps. */
	uint64_t slides[2][MAX_TYPES];
	struct dirset steps[2][MAX_TYPES];
	uint8_t ngeneral[2][MAX_TYPES];
	struct dir_move general[2][MAX_TYPES][MAX_DIRS];
	/* step_to[s][t], for a type that steps or leaps (but the king, whose
	 * moves gen_king() makes): each cell's targets on the board, in the
	 * order of their directions' indices (the walk over steps[s][t]),
	 * nstep_to[s][t] a cell, CELL_NONE after the last; NULL for the
	 * types that do not step.  The walker's steps of an unpinned man: one
	 * load a target. */
	uint16_t *step_to[2][MAX_TYPES];
	uint8_t nstep_to[2][MAX_TYPES];

	/* Attack lookup from the attacked cell: walking direction d from the
	 * target, a piece of side s and type t at distance k attacks it iff
	 * bit t of reach[s][d] is set and k <= range[s][t][d].  Pawns are in it
	 * with their capture vectors. */
	uint32_t reach[2][MAX_DIRS];
	uint8_t range[2][MAX_TYPES][MAX_DIRS];
	/* Directions worth looking along for side s's attackers: the slide
	 * directions where a walk beyond the first cell can find one (bit d),
	 * and those where only the first cell can. */
	uint64_t attack_far[2];
	struct dirset attack_near[2];

	/* Pawns of each side. */
	uint8_t npush, ncapture;
	/* def->pawn's en_passant and scornful, here for make(): one load
	 * from the variant instead of three chained through def. */
	uint8_t pawn_en_passant, pawn_scornful;
	uint8_t push_dir[2][3];
	uint8_t capture_dir[2][6];
	struct dirset captures[2]; /* the capture directions as a set */
	uint8_t *push_steps[2];   /* per cell: how many straight steps at most */
	/* pawn_from[side][cell * ncapture + i]: where a pawn of side stands to
	 * capture onto cell with its i-th capture vector, or where none can,
	 * cell itself: asked only about empty cells (those a multi-step
	 * passed), so the answer needs no edge test. */
	uint16_t *pawn_from[2];
	/* pawn_to[side][cell * ncapture + i]: the cells a pawn of side on cell
	 * captures onto, in the order of their directions' indices (the
	 * order of the captures set), CELL_NONE after the last: the
	 * walker's captures of an unpinned pawn, one load a target. */
	uint16_t *pawn_to[2];
	uint8_t *promotes[2];     /* per cell: 1 if a pawn arriving promotes */
	/* per cell: 1 if some push of a pawn standing there (one step along
	 * any push direction, or its straight steps) lands where it promotes:
	 * the quiescence search's captures and promotions look at no others. */
	uint8_t *push_promotes[2];
	uint8_t *pawn_forbidden[2]; /* per cell: no pawn of that side may stand */

	uint32_t king_right[2];   /* "king never moved" bit, 0 if none */
	uint8_t leap_n;           /* the unmoved king's leap directions */
	uint8_t leap_dir[24];

	uint8_t ncastlings;       /* for both sides together */
	struct castling castling[2 * MAX_CASTLINGS];
	uint32_t *castle_keep;    /* per cell: rights kept when it is touched */
	/* Per side, its castlings (bit i: castling_of(v, side, i)) by the
	 * rights they need (castle_right: each distinct set of rights bits,
	 * castle_right_mask: the castlings needing it) and by the cells they
	 * need empty (castle_cell, castle_cell_mask: every cell some castling
	 * needs empty, the castlings needing it; the kings' landing cells
	 * first, then the cells most castlings need).  castlings_unblocked()
	 * (movegen.c) rules them out by a byte load per cell, stopping when
	 * none is left: C'escacs has 24 a side, nearly always blocked. */
	uint8_t ncastle_rights[2];
	uint8_t ncastle_cells[2];
	uint32_t castle_right[2][MAX_CASTLINGS];
	uint32_t castle_right_mask[2][MAX_CASTLINGS];
	uint16_t castle_cell[2][MAX_CASTLE_NEEDS];
	uint32_t castle_cell_mask[2][MAX_CASTLE_NEEDS];

	/* The same tables in bitboard form (variant_bits.h). */
	struct variant_bits *bits;

	/* zobrist_piece(piece, cell) tabled, for the pieces of the variant's
	 * types (the other rows NULL): make() reads two or three keys a move,
	 * and computing them took 8 % of a full perft.  Rows of ncells keys
	 * in one block, piece_keys_block. */
	const uint64_t *piece_keys[64];
	uint64_t *piece_keys_block;

	uint16_t start_count[2][MAX_TYPES]; /* pieces of each type at the start */
	uint16_t start_total[2];
};

/* The built tables of the named variant (NULL names the default, HDC).
 * A variant is named by its name ("hdc", "cescacs") or by the Variant tag
 * its game records carry ("HDC", "C'escacs"), in any case.
 * Returns HDC_OK, HDC_ERR_UNKNOWN_VARIANT or HDC_ERR_NO_MEMORY.  Thread-safe:
 * the tables are built once, on first use, and live until the process ends. */
hdc_status variant_lookup(const char *name, const struct variant **out);
/* The same for a game record's Variant tag (NULL is unknown here). */
hdc_status variant_lookup_record(const char *tag, const struct variant **out);
/* The table row a (non-NULL) name means, as variant_lookup reads names;
 * NULL if none. */
const struct variant_def *variant_find_def(const char *name);
/* "unknown variant 'x' (known: hdc, raumschach, ...)" into buf (cap bytes,
 * truncated if need be). */
void variant_unknown_message(const char *name, char *buf, size_t cap);

/* The variant table rows in their fixed order (HDC first), for listing:
 * variant_def_at(i) is NULL for i >= variant_count(). */
size_t variant_count(void);
const struct variant_def *variant_def_at(size_t i);

/* Each cell q that a step or leap of a man of type t, side s, on cell
 * `from` reaches, in the order of the directions' indices, the body once
 * each: off the cell's list (step_to) where the man is free to move along
 * any line, else along the directions of the dirset `allow` that exist
 * from the cell.  Nothing for a type that does not step. */
#define VARIANT_STEPS_EACH(v, s, t, from, free, allow, q, body)                          \
	do {                                                                             \
		const uint16_t *list_ = (v)->step_to[s][t];                              \
		if (list_ && (free)) {                                                   \
			const unsigned n_ = (v)->nstep_to[s][t];                         \
			const uint16_t *to_ = list_ + (size_t)(from) * n_;               \
			for (unsigned i_ = 0; i_ < n_ && to_[i_] != CELL_NONE; i_++) {   \
				const unsigned q = to_[i_];                              \
				body;                                                    \
			}                                                                \
		} else if (list_) {                                                      \
			const struct geometry *g_ = &(v)->geo;                           \
			const uint16_t *steps_ = g_->step + (size_t)(from) * g_->ndirs;  \
			for (unsigned w_ = 0; w_ < 2; w_++)                              \
				for (uint64_t m_ = (v)->steps[s][t].w[w_] &              \
				                   g_->exists[from].w[w_] & (allow).w[w_]; \
				     m_; m_ &= m_ - 1) {                                 \
					const unsigned q = steps_[dirset_first(m_, w_)]; \
					body;                                            \
				}                                                        \
		}                                                                        \
	} while (0)

/* Builds the tables of a def into *v (which keeps pointing at def).
 * Returns 0, or -1 with *why saying what the tables cannot hold; either way
 * variant_release(v) frees what was built. */
int variant_build(struct variant *v, const struct variant_def *def, const char **why);
void variant_release(struct variant *v);

/* Type of a piece letter (either case), or 0. */
int variant_type_of_letter(const struct variant *v, char letter);


#endif
