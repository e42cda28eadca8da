/*
 * hdc_bench_search.c - the search part of `hdc bench` (`hdc bench --search`,
 * and the last item of the full bench): the engine's speed in nodes per
 * second on a fixed set of positions per variant, each searched to a fixed
 * depth, one thread, from a cleared engine (a new game: empty
 * transposition table and history), 16 MiB table.
 *
 * One line per position (greppable: "search", the variant, the position's
 * name, "d<depth>"), here cut in two:
 *
 *   search hdc start d5                    812345 nodes     0.301 s
 *       2.70 Mnodes/s  cp 12  bestmove e2IVe4IV
 *
 * the nodes the engine counted (positions entered, quiescence included),
 * the CPU seconds of the fastest of N runs, the nodes per second, the score
 * and the best move; then one total line per variant ("search hdc total")
 * and the speed of the HDC set against the target of issue 13 (3 M
 * nodes/s).  A search from a cleared engine with a depth limit is
 * deterministic: runs that count different nodes or play different moves
 * are marked WRONG.
 *
 * The positions: for each variant the positions of its perft table
 * (tests/data/perft-<variant>.txt) where the game goes on, and positions
 * reached at move 20 (ply 40) of engine self-play games
 * (tests/data/search-<variant>.txt, made by
 * tests/strength/make_search_positions.py).  They are embedded below, so
 * that an installed `hdc` needs no data file.  --quick: the same positions,
 * shallower.
 *
 * Times are CPU time of the process (the engine searches with one thread,
 * in the caller's thread or in one worker of its own).
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <string.h>
#include <time.h>

#include "hdc_cli.h"

/* The target of issue 13 for the HDC set. */
#define SEARCH_TARGET_NPS 3.0e6

enum { SEARCH_HASH_MB = 16 };

struct search_position {
	const char *name;
	const char *text;     /* NULL: the variant's start position */
	int shallower;        /* plies less than the set's depth (a position
	                       * whose tree is much bushier than the others) */
};

struct search_set {
	const char *variant;
	int depth, quick_depth;
	const struct search_position *positions;
	size_t count;
};

/* ---- HDC ---------------------------------------------------------------- */

static const struct search_position hdc_positions[] = {
	/* tests/data/perft-hdc.txt (the mate and the stalemate left out) */
	{ "start", NULL },
	{ "a-castle-all-four",
	  "4r3/4p3/8/8/8/8/4P3/4R3|8/8/8/2b5/8/8/8/8|8/8/2p5/8/8/5B2/3P4/8|"
	  "r3k2r/pppppppp/6n1/8/8/2N5/PPPPPPPP/R3K2R|8/8/6p1/8/8/3D4/5P2/8|"
	  "8/8/3d4/8/8/8/1Q6/8|8/5q2/8/8/8/8/8/8|4r3/4p3/8/8/8/8/4P3/4R3 w KQLUkqlu - 0 1" },
	{ "c-ep-xy",
	  "8/8/8/8/8/8/8/7R|3q4/4p3/8/8/8/8/8/1K6|1n6/8/8/8/8/3B4/8/8|"
	  "8/p7/1p6/8/8/8/PP4P1/3Q4|7r/5p2/8/2PpP3/8/5N2/8/8|2b5/8/8/8/8/7P/8/8|"
	  "6k1/8/8/8/8/8/8/8|8/6p1/8/8/8/8/8/8 w - d6-V 0 2" },
	{ "d-ep-yz",
	  "8/p7/8/8/8/8/8/8|7k/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/3P4/8/8/4P3/7R|"
	  "8/8/8/2Pp4/8/8/8/8|8/8/8/K2P3r/8/8/8/8|8/8/8/8/8/8/8/8|"
	  "2q5/8/8/8/8/8/8/8 w - d6-V 0 2" },
	{ "e-promotions",
	  "1b2r3/P7/8/8/8/8/8/7K|r7/4P3/8/8/8/8/8/8|4n3/8/8/8/8/8/2p5/1B6|"
	  "2rq4/3P4/8/8/7k/8/8/8|3n4/8/8/8/8/8/8/8|8/1P6/8/8/8/8/8/8|"
	  "1q5d/8/8/8/8/8/6p1/7R|8/7P/8/8/8/8/8/6N1 w - - 0 1" },
	{ "f1-space-diagonal-pins",
	  "7k/8/8/q3q3/8/8/5P2/8|8/8/8/8/1P1Q4/8/6P1/8|8/8/8/8/8/2K5/8/8|"
	  "8/8/8/8/8/8/1N1B4/8|8/8/8/4D3/8/8/8/q3q3|8/8/8/8/8/8/8/8|"
	  "8/6q1/8/8/8/8/8/8|8/p7/8/8/8/8/8/7R w - - 0 1" },
	/* tests/data/search-hdc.txt: move 20 of self-play games */
	{ "game1-ply40",
	  "8/pppp1p1p/8/8/8/8/PPPPP2P/5R2|8/ppppp2p/5q2/8/8/8/PPPPP1PP/8|"
	  "4d1k1/pppp2p1/4pp2/8/8/4N3/PPPPPPPP/4B3|"
	  "r1b2r2/pppppppp/2n5/8/8/8/PPPPPPPP/RN1QKB2|"
	  "6b1/pppppppp/8/8/8/8/PPPPPPPP/4D3|4b3/pppppppp/8/8/8/8/PPPPPPP1/8|"
	  "4n3/pppppppp/8/8/8/8/PPPPPPPP/8|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R1B1 w QU - 0 21" },
	{ "game2-ply40",
	  "4r3/p1pppppp/1p6/8/8/8/PPPPPPPP/4R3|5b2/pppppppp/8/8/8/3P4/PPP1PPPP/8|"
	  "8/pp1ppp1p/2p5/5q2/8/8/PPPPnPPP/4B3|"
	  "r1b1kb1r/ppp1pppp/2n2n2/3p4/8/2N2N2/PP1PPPPP/R1B2B1R|"
	  "8/pppppppN/8/8/8/1P6/P1P1PPPP/6K1|"
	  "3db3/pppppppp/8/8/4Q3/4N3/P1PPPPPP/4B3|8/pppppppp/8/8/8/2P5/PP2PPPP/8|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w kqlu - 0 21" },
	{ "game3-ply40",
	  "8/pp1ppppp/8/8/8/8/PPrPPPPP/3R4|8/ppp1pppp/3p4/8/8/8/PPP1PPPP/8|"
	  "4b3/p1pppppp/4n3/8/8/8/P1PPPPPP/4B3|"
	  "r1b1kb2/pppppppp/2n5/8/3n1q2/5P2/PPPPP1PP/2BQ1B1R|"
	  "7r/1ppp1p2/4p3/8/8/5N2/PPPPPKPP/8|"
	  "2n1b3/pppppppp/8/8/8/4N3/PPPPPPPP/2N1B3|8/p1pppppp/8/8/8/8/PPP1PPPP/8|"
	  "4r3/pppNpppp/8/8/8/8/PPPPPPPP/4R3 w qu - 1 21" },
	{ "game4-ply40",
	  "4r3/ppp1pp1p/8/6p1/8/8/PPPPPPPP/4R3|8/pNpppppp/8/8/8/3P4/PPP1PPPP/8|"
	  "4b3/p1pp1ppp/1p6/8/3n4/8/PPPPPPPP/3BB3|"
	  "r1bk3r/pppppppp/8/8/8/2N5/PPnPPPPP/R3KBNR|"
	  "5d2/pppppppp/8/3n4/8/8/PP1PPPPP/8|4b3/p1Dppppp/8/1p6/8/4P3/PPP1P1PP/4B3|"
	  "4n3/pppppppp/8/8/8/8/PPPPPPPP/8|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w KQLU - 0 21" },
	{ "game5-ply40",
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|8/p2Qpppp/8/3B4/8/8/PPPPPPPP/8|"
	  "5k2/pppppppp/4n3/8/4q3/P7/1PPPPPPP/4B3|"
	  "r1b2b1r/ppp1pppp/8/8/8/2N2N2/PPPP1PPP/R1B1K2R|"
	  "4d3/pppppppp/8/8/2b5/8/PPPPPP1P/8|4b3/pppppppp/4n3/8/8/4N3/PPPPPPPP/4B3|"
	  "8/pppppppp/8/8/2P3P1/3P4/PP2PP2/4D3|"
	  "4r3/ppppppp1/7p/8/8/8/PPPPPnPP/4R3 w KQLU - 1 21" },
	{ "game6-ply40",
	  "4r3/ppp1pppp/8/8/8/8/PPPPPPPP/4R3|2q3k1/ppppp1pp/8/8/8/8/PPPPPPPP/8|"
	  "4b1b1/pppp1ppp/4n3/8/8/8/PPPPPPPP/4BK2|"
	  "r1b4r/ppppp1pp/8/8/8/2N5/PP1PPPPP/2B2BR1|"
	  "4d3/pppp1ppp/8/4p3/8/8/PPPPPP1P/8|"
	  "4b3/ppppNpp1/8/8/4Q3/4N3/nPPPPPP1/3DB3|8/pppppppp/6n1/8/8/8/PPPPP1PP/8|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w - e6-V 0 21" },
	{ "game7-ply40",
	  "4r3/ppp1pppp/8/8/8/8/PPPPPPPP/4R3|8/ppppp1pp/8/8/8/8/PPPPPPPP/5K2|"
	  "4b3/pppppppp/4n3/1N1D4/8/4N3/PPPPPPPP/4B3|"
	  "r1b1k2r/pppppp1p/2n2p2/8/2d5/2N5/PPPPP2P/R1B4R|"
	  "6b1/ppppnppp/8/4p3/4P3/8/PPPP3P/6B1|4b3/pppppppp/8/8/8/8/PPPPqPPP/4B3|"
	  "8/pppppppp/8/8/6Q1/8/PPPPPPPP/8|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w kqlu - 0 21" },
	{ "game8-ply40",
	  "4r3/pppppppp/8/8/8/8/PPPPP1PP/4R3|8/pppQpppp/8/8/2P5/8/PP2P1P1/8|"
	  "4b3/pppppppp/8/8/8/4N3/PPPPPPP1/4B3|"
	  "r1bk1b1r/ppppp1pp/8/8/5P2/8/PPPPP1PP/RNK5|"
	  "4d3/pppppppp/6n1/8/n7/8/PPPPPP1P/6BR|"
	  "4b3/pppppppp/8/8/3n4/8/PPPPPPPP/4B3|8/pppppp1p/8/6p1/8/5N2/PPPPP1PP/4R3|"
	  "4r3/pppppppp/8/8/8/8/PPP1PPPP/8 w - - 1 21" },
	{ "game9-ply40",
	  "4r3/pppppppp/8/8/8/8/PPPPPP1P/8|8/p1pppppp/1p6/8/8/8/PPPPPPPP/8|"
	  "4b3/pppppppp/8/8/8/4N3/PPPP1PPn/4B3|"
	  "r1b1kb1r/pppppppp/2n5/8/8/5N1P/PPPPPPP1/R1B2B1R|"
	  "8/p1pppppp/8/1pQ1N3/7P/8/PPPPPP2/5D2|"
	  "3qb3/pppppppp/4n3/8/1d6/4N3/PPPPPPPP/2K1B3|"
	  "8/ppp1pppp/8/8/8/8/PPPPPPPP/8|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w kqlu - 2 21" },
	{ "game10-ply40",
	  "4r3/1ppDpppp/3p4/p7/8/8/PPPPPPPP/4R3|8/p3pppp/8/8/8/8/PPPPPPPP/8|"
	  "4bk2/p1pppppp/4n3/8/8/4N3/PPPPPPPP/4B3|"
	  "r1bq1b1r/ppp1pppp/5n2/3p1Q2/8/2N2N2/PP1PPPPP/2B2K1R|"
	  "8/ppp1pppp/3p4/8/3P4/2B5/PPP1PPP1/8|"
	  "3db3/pppppppp/4n3/8/8/4N3/P1PPPPPP/4B3|8/pppppppp/8/8/5n2/8/PPP1PP2/R7|"
	  "4r3/pppppppp/8/8/8/8/PPPPP1PP/4R3 w - d6-IV 0 21" },
	/* end of search-hdc.txt */
};

/* ---- Raumschach ----------------------------------------------------------- */

static const struct search_position raumschach_positions[] = {
	/* tests/data/perft-raumschach.txt */
	{ "start", NULL },
	{ "promotions",
	  "4k/5/Q4/1p3/5|4u/1P3/5/5/p4|5/5/5/5/4K|2P2/5/5/4r/5|1r1n1/P4/5/5/5 w - - 0 1", 2 },
	/* tests/data/search-raumschach.txt */
	{ "game1-ply40",
	  "5/5/1P3/P1PP1/K3R|1P3/5/5/1NPPP/4U|5/3p1/1p3/2U2/1B3|5/p2b1/uu1p1/3p1/5|"
	  "r1k1r/ppppp/5/5/5 w - - 0 21" },
	{ "game2-ply40",
	  "5/5/2N1P/P1P2/R1B1R|5/5/1P2P/1BPPP/1K3|5/3p1/5/P4/5|u4/ppn1p/1p3/n1p2/5|"
	  "1rk1r/p2pp/2p2/1U3/5 w - - 0 21" },
	{ "game3-ply40",
	  "5/5/5/PP1PP/R3R|5/3P1/1P3/PB1P1/1UK1U|5/5/5/1N3/5|u4/2ppp/1p1u1/1N3/5|"
	  "r1k1r/ppppp/2b2/5/5 w - - 0 21" },
	{ "game4-ply40",
	  "5/5/5/P1P1P/1RK1R|5/3P1/1PP2/2PP1/BU3|5/5/p4/3P1/2N2|"
	  "u2ub/p1pp1/4n/1P3/5|r1k1r/ppppp/5/5/5 w - - 1 21" },
	/* end of search-raumschach.txt */
};

/* ---- 3D8L ------------------------------------------------------------------ */

static const struct search_position d3d8l_positions[] = {
	/* tests/data/perft-3d8l.txt */
	{ "start", NULL },
	/* tests/data/search-3d8l.txt */
	{ "game1-ply40",
	  "rnbqdbnr/pppppppp/g7/8/8/8/PPPPPPPP/RNBQDBNR|"
	  "r1b2ber/pppppppp/3q4/8/8/8/PPPPPPPP/R1BQTB1R|"
	  "r1b1vbgr/ppp1pppp/2e5/8/6q1/8/PPPPPPPP/R1BQVB1R|"
	  "rnm2mnr/pppppppp/2tp4/1E6/4qq2/2GGGG2/PPPPPPPP/RNMQ1MNR|"
	  "rnmqkmnr/pppppppp/8/8/4E3/8/PPPPPPPP/RNMQKMNR|"
	  "rgb1vbgr/pppppppp/8/8/8/2E2Q2/PPPPPPPP/R1BQVB1R|"
	  "reb1tber/pppp1ppp/4p3/6q1/8/4PQ1P/PPPP1PP1/R1B1TB1R|"
	  "rnb2bnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR w - - 3 21" },
	{ "game2-ply40",
	  "rnbqdbnr/pppppppp/e7/8/8/8/PPPPPPPP/RNB2BNR|"
	  "r1bqtber/pppppppp/8/6E1/8/8/PPPP1PPP/REB2B1R|"
	  "r1bqvb1r/pppppppp/8/8/4g3/8/PPPPPPPP/RGBQVB1R|"
	  "rnmq1mnr/pppppppp/6n1/8/4v3/3P4/PPP1PPPP/RNMQ1MNR|"
	  "rnmqkm1r/pppppppp/2g2g2/6T1/8/5G2/PPPPPPPP/RNMQKMNR|"
	  "r1bq1bgr/pppppppp/5e2/8/8/2E5/PPPPPPPP/RGBQVBGR|"
	  "reb1tb1r/pppp1ppp/4p3/6D1/8/8/PPPPPPPP/R1BQTBER|"
	  "rnbq1bnr/pppppp1p/6p1/8/8/8/PPPPPPPP/RNBQDBNR w - - 0 21" },
	{ "game3-ply40",
	  "rnb1dbnr/pp1ppppp/2p5/8/8/8/PPPPPPPP/R1BQDBNR|"
	  "r1b1tb1r/pppppppp/3q4/8/8/4P3/PPPP1PPP/R1B1TB1R|"
	  "r1bqvb1r/pppppppp/2e2e2/8/3q4/2EN1E2/PPPPPPPP/R1BQVB1R|"
	  "rnmq1mnr/pppppppp/2gggg2/5Q2/8/3GGB2/PPPPPPPP/RNMQ1MNR|"
	  "rnmqkmnr/pppppppp/8/2V5/8/3GGP2/PPPPP1PP/RNMQKMNR|"
	  "r1b1vb1r/pppppppp/2e2e2/8/8/2E2E2/PPPPPPPP/R1BQ3R|"
	  "r1bqtb1r/pppp1ppp/4p3/8/8/8/PPPPPPPP/R1BQTB1R|"
	  "rnbqdbnr/pppppppp/5q2/8/8/8/PPPPPPPP/RNBQDBNR w - - 2 21" },
	{ "game4-ply40",
	  "rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1BBNR|"
	  "r1bqtb1r/ppppp2p/6p1/1B6/4P3/8/PPPP1PPP/REB1T1ER|"
	  "r1bqvbgr/pppppppp/2e5/5p2/8/8/PPPPPPPP/R2QVB1R|"
	  "rnmq1mnr/pppppppp/3g4/4d3/8/2GGGG2/PPPPPPPP/RNMQ1M1R|"
	  "rnmqkmnr/pppppppp/8/8/2q5/P5P1/1PPPP1PP/RNMQKMNR|"
	  "rgbq1bgr/pppppppp/8/8/5Q2/8/PPPPPPPP/R1BQVB1R|"
	  "reb1tber/pppp1ppp/4p3/6E1/8/8/PPPPPPPP/REBQTB1R|"
	  "rnb2bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR w - - 1 21" },
	/* end of search-3d8l.txt */
};

/* ---- C'escacs -------------------------------------------------------------- */

static const struct search_position cescacs_positions[] = {
	/* tests/data/perft-cescacs.txt */
	{ "start", NULL },
	{ "ply20-en-passant",
	  "/28:v/27:dk/26:gj1/25:rnnr/24:2jep/23:ppee1p/21:2pe1p2/20:3ppg1/18:1p5/"
	  "15:4p3/13:3p4/12:3PP2/11:2P5/10:4Pj1/9:6P1/8:1P5/7:3PP3/6:2P3J/5:2EE2/"
	  "4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr P@E15[E13] 0 11" },
	{ "ply30-scornful",
	  "/28:v/27:dk/26:gj1/25:3r/24:1ejep/23:2ee1p/22:r1pj3/21:2ppp3/20:1pn4/"
	  "19:4p3/18:4g2/17:5p2/16:1p5/15:3np3/14:4P2/13:2P5/12:1P3P1/9:1PR2P2/"
	  "8:1G1PN2/7:3P4/6:2J1P2/5:2EE1P/4:PEJE1/3:1N1R/2:1JG/1:DK/0:V/ w KRkr H14@G15 0 16" },
	{ "ply80-promotion-and-awaiting",
	  "/28:v/27:dk/26:1j1/25:1n2/24:r1j1e/23:3e2/21:2ep2P1/20:1g1pn2/19:2j2p2/"
	  "18:1ppr1p1/17:3e4/15:1P6/13:1PPJ4/11:4p2g/10:3P3/9:3PP3/8:2EEE2/7:G4P1N/"
	  "5:1P4/4:N2E1/3:R1VR/2:1JG/1:DK/ w RKRk - 3 41" },
	/* tests/data/search-cescacs.txt */
	{ "game1-ply40",
	  "/27:1k/26:1j1/25:r1nr/24:pejep/23:ppeepp/22:2p1p2/21:3p4/20:2np3/18:4v2/17:4pD2/16:1j5/15:4V3/12:2J4/11:2P2E2/8:2NP3/7:2EPPP2/6:2P1P2/5:P1EE1P/4:P1J1P/3:R1Nd/2:2J/1:1K/ w RKrkr - 4 21" },
	{ "game2-ply40",
	  "/28:v/26:1jk/25:2n1/24:prjep/23:ppee1p/22:4p2/21:2npp3/20:2ep3/17:5p2/15:4d3/13:6g1/12:3N3/8:3PNP1/7:2EPPP2/6:2P1P2/5:PPEE1P/4:P1JE1/3:RD1R/2:1JK/1:1V/ w - - 0 21" },
	{ "game3-ply40",
	  "/27:vk/26:1j1/25:2dr/24:prj1p/23:ppeepp/22:2p1p2/21:2eppe2/20:3pn2/14:4n2/13:3J4/12:3J3/11:4N3/10:5j1/9:4P3/8:2NP3/7:2EP4/6:1PP1P2/5:P1EEPP/4:P1KEP/3:RD1R/2:1J1/1:1V/ w kr - 1 21" },
	{ "game4-ply40",
	  "/26:vjk/25:3r/24:pejep/23:p1eepp/22:2p1p2/21:3pp3/20:2n4/19:2r1d3/17:6n1/16:3p3/15:1D6/14:5g1/12:2P4/11:3G4/9:4N3/8:3PN2/7:3PPP2/6:P3P2/5:1PEE1P/4:PEJEP/3:R2R/2:1J1/1:VK/ w RKR - 4 21" },
	/* end of search-cescacs.txt */
};

#define SET(v, d, q, a) { v, d, q, a, sizeof a / sizeof *a }

static const struct search_set search_sets[] = {
	SET("hdc", 4, 2, hdc_positions),
	SET("raumschach", 9, 5, raumschach_positions),
	SET("3d8l", 4, 2, d3d8l_positions),
	SET("cescacs", 9, 4, cescacs_positions),
};

static double cpu_seconds(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) != 0 &&
	    clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0.0;
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

struct search_run {
	uint64_t nodes;
	hdc_move best;
	int32_t score, kind;
	double seconds;
};

static hdc_status search_once(hdc_engine *engine, const hdc_position *pos, int depth,
                              struct search_run *run)
{
	static hdc_move pv[HDC_MAX_PV];
	size_t pv_length = 0;
	int32_t d = 0, seldepth = 0;
	int64_t ms = 0;
	hdc_status st = hdc_engine_clear(engine);
	if (st == HDC_OK)
		st = hdc_engine_clear_limits(engine);
	if (st == HDC_OK)
		st = hdc_engine_set_limit(engine, HDC_LIMIT_DEPTH, depth);
	if (st != HDC_OK)
		return st;
	double start = cpu_seconds();
	st = hdc_engine_search(engine, pos, &run->best);
	run->seconds = cpu_seconds() - start;
	if (st != HDC_OK)
		return st;
	return hdc_engine_line(engine, 0, &run->score, &run->kind, &d, &seldepth, &run->nodes, &ms,
	                       pv, HDC_MAX_PV, &pv_length);
}

struct search_totals {
	uint64_t nodes;
	double seconds;
	int positions, wrong;
};

static void search_position(hdc_engine *engine, const char *variant,
                            const struct search_position *sp, int depth, int repeat,
                            struct search_totals *tot)
{
	hdc_position *pos = NULL;
	hdc_status st = sp->text ? hdc_position_from_text(variant, sp->text, &pos)
	                         : hdc_position_new(variant, &pos);
	struct search_run best = { 0 }, run;
	int unstable = 0;
	for (int r = 0; r < repeat && st == HDC_OK; r++) {
		st = search_once(engine, pos, depth, &run);
		if (st != HDC_OK)
			break;
		if (r == 0) {
			best = run;
		} else {
			if (run.nodes != best.nodes || run.best != best.best)
				unstable = 1;
			if (run.seconds < best.seconds)
				best.seconds = run.seconds;
		}
	}

	char label[96];
	snprintf(label, sizeof label, "search %s %s d%d", variant, sp->name, depth);
	printf("%-48s", label);
	tot->positions++;
	if (st != HDC_OK) {
		printf(" ERROR: %s\n", hdc_status_string(st));
		tot->wrong++;
		hdc_position_free(pos);
		fflush(stdout);
		return;
	}
	char move[64] = "?";
	size_t needed = 0;
	if (hdc_position_move_coord(pos, best.best, move, sizeof move, &needed) != HDC_OK)
		snprintf(move, sizeof move, "?");
	hdc_position_free(pos);

	double secs = best.seconds > 1e-9 ? best.seconds : 1e-9;
	char score[32];
	if (best.kind == HDC_SCORE_MATE)
		snprintf(score, sizeof score, "mate %" PRId32, best.score);
	else
		snprintf(score, sizeof score, "cp %" PRId32, best.score);
	printf(" %12" PRIu64 " nodes %9.3f s %8.2f Mnodes/s  %-9s bestmove %s", best.nodes,
	       best.seconds, (double)best.nodes / secs / 1e6, score, move);
	if (unstable) {
		printf("  WRONG: the runs searched differently");
		tot->wrong++;
	}
	putchar('\n');
	fflush(stdout);
	tot->nodes += best.nodes;
	tot->seconds += best.seconds;
}

int bench_search(int quick, int repeat, int *wrong)
{
	hdc_engine *engine = NULL;
	hdc_status st = hdc_engine_new(&engine);
	if (st == HDC_OK)
		st = hdc_engine_set_hash(engine, SEARCH_HASH_MB);
	if (st == HDC_OK)
		st = hdc_engine_set_threads(engine, 1);
	if (st != HDC_OK) {
		printf("search: ERROR: %s\n", hdc_status_string(st));
		hdc_engine_free(engine);
		(*wrong)++;
		return 0;
	}
	printf("# search: fixed depth, one thread, %d MiB table, cleared before each position, "
	       "best of %d\n", SEARCH_HASH_MB, repeat);
	fflush(stdout);
	double hdc_rate = 0.0;
	int items = 0;
	struct search_totals all = { 0 };
	char summary[512] = "";
	for (size_t s = 0; s < sizeof search_sets / sizeof *search_sets; s++) {
		const struct search_set *set = &search_sets[s];
		int depth = quick ? set->quick_depth : set->depth;
		struct search_totals tot = { 0 };
		for (size_t i = 0; i < set->count; i++) {
			const struct search_position *sp = &set->positions[i];
			int d = depth - sp->shallower;
			search_position(engine, set->variant, sp, d < 1 ? 1 : d, repeat, &tot);
		}
		double rate = tot.seconds > 1e-9 ? (double)tot.nodes / tot.seconds : 0.0;
		char label[96];
		snprintf(label, sizeof label, "search %s total (%d position%s)", set->variant,
		         tot.positions, tot.positions == 1 ? "" : "s");
		printf("%-48s %12" PRIu64 " nodes %9.3f s %8.2f Mnodes/s\n", label, tot.nodes,
		       tot.seconds, rate / 1e6);
		fflush(stdout);
		size_t used = strlen(summary);
		snprintf(summary + used, sizeof summary - used, "%s%s %.2f", used ? ", " : "",
		         set->variant, rate / 1e6);
		if (strcmp(set->variant, "hdc") == 0)
			hdc_rate = rate;
		items += tot.positions;
		*wrong += tot.wrong;
		all.nodes += tot.nodes;
		all.seconds += tot.seconds;
	}
	hdc_engine_free(engine);
	printf("# search speed (Mnodes/s): %s; %.1f s of search\n", summary, all.seconds);
	printf("# search speed HDC: %.2f Mnodes/s, target %.1f Mnodes/s: %s%s\n", hdc_rate / 1e6,
	       SEARCH_TARGET_NPS / 1e6, hdc_rate >= SEARCH_TARGET_NPS ? "met" : "NOT met",
	       quick ? " (quick depths: a smoke test, not the measurement)" : "");
	return items;
}
