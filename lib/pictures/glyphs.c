/*
 * glyphs.c - the piece drawings (see glyphs.h), designed for libhdc.
 *
 * One family of bold, geometric silhouettes in a 100 x 100 box (y down):
 * every piece stands on the same plinth (y 80..92), outlines are 4 units
 * (1 px at 24 px a square), and the inner details that tell related pieces
 * apart are solid marks at least 6 units (1.5 px) thick in the detail
 * colour, so they survive 24 px rendering.  The visual logic:
 *   - the six classic pieces keep the shapes a chess player knows (small
 *     round head, crenellated tower, mitre with a slit, horse head, crown
 *     with points, crown with a cross);
 *   - the duke (queen less the corner slides) wears a ducal coronet of
 *     leaves: a crown, but neither the queen's balls nor the king's cross;
 *   - the mace (Raumschach's unicorn, a vertex slider) is a spiked ball,
 *     and the "+ mace" compounds are the rook's tower and the bishop's
 *     mitre crowned with that ball and bearing its star;
 *   - the three extra knights are the knight's horse head with marks: the
 *     number of bands on the neck counts what their leap adds to the
 *     knight's (2,1,0) - red (2,1,1) one band, green (2,2,1) two bands -
 *     and the grand knight, which leaps as all three, wears a crown;
 *   - C'escacs' compounds: the wyvern (rook + knight) a horned dragon head
 *     with a spiky crest, the pegasus (bishop + knight) the horse head with
 *     a feathered wing; its elephant an elephant's head from the front
 *     (ears, trunk, tusks).
 * What tells two glyphs apart is the silhouette or a detail-colour mark,
 * never a shape only an outline separates from the body: on black pieces
 * body and outline are both dark.
 *
 * Colours: body shapes set neither fill nor stroke (the side's body and
 * outline colours), details use currentColor (the side's detail colour).
 * No ids anywhere, so any number of boards can share a page.
 */
#include "glyphs.h"

#include "hdc.h"

/* Every glyph is one group that sets the outline style its shapes share. */
#define OPEN "<g stroke-width=\"4\" stroke-linejoin=\"round\" " \
	"stroke-linecap=\"round\">"
#define CLOSE "</g>"

/* The plinth every piece stands on. */
#define PLINTH "<path d=\"M18 92H82V86Q82 80 76 80H24Q18 80 18 86Z\"/>"

/* A solid detail mark (detail colour, no outline). */
#define MARK(d) "<path fill=\"currentColor\" stroke=\"none\" d=\"" d "\"/>"
/* A detail line (detail colour, w units thick). */
#define LINE(w, d) "<path fill=\"none\" stroke=\"currentColor\" " \
	"stroke-width=\"" w "\" d=\"" d "\"/>"

/* Pawn: the smallest piece, a round head on a collar and a flared foot. */
static const char pawn[] = OPEN PLINTH
	"<path d=\"M30 80C32 68 40 62 42 56H58C60 62 68 68 70 80Z\"/>"
	"<rect x=\"34\" y=\"48\" width=\"32\" height=\"9\" rx=\"4.5\"/>"
	"<circle cx=\"50\" cy=\"34\" r=\"14\"/>" CLOSE;

/* Rook: a tower with three merlons; the plain one has no mark. */
#define ROOK_BODY \
	"<path d=\"M28 80L32 46H68L72 80Z\"/>" \
	"<path d=\"M24 14H36V22H44V14H56V22H64V14H76V38Q76 46 68 46H32" \
	"Q24 46 24 38Z\"/>"
static const char rook[] = OPEN PLINTH ROOK_BODY CLOSE;

/* Bishop: a mitre with a ball on its tip, on a collar and a foot; the
 * plain bishop's mitre has the classic slit. */
#define BISHOP_BODY \
	"<path d=\"M32 80C36 72 42 66 42 60H58C58 66 64 72 68 80Z\"/>" \
	"<rect x=\"33\" y=\"52\" width=\"34\" height=\"9\" rx=\"4.5\"/>" \
	"<path d=\"M50 14C62 22 70 32 70 40C70 48 62 53 50 53" \
	"C38 53 30 48 30 40C30 32 38 22 50 14Z\"/>"
static const char bishop[] = OPEN PLINTH BISHOP_BODY
	"<circle cx=\"50\" cy=\"10\" r=\"6\"/>"
	LINE("7", "M58 27L46 41") CLOSE;

/* The mace's marks for the "+ mace" compounds: a spiked ball crowning
 * the piece (a small copy of the mace's head) and an eight-pointed star in
 * the detail colour on its body. */
#define MACE_BALL "<path d=\"M50 3L52.9 10.1L59.9 7.1L56.9 14.1L64 17" \
	"L56.9 19.9L59.9 26.9L52.9 23.9L50 31L47.1 23.9L40.1 26.9L43.1 19.9" \
	"L36 17L43.1 14.1L40.1 7.1L47.1 10.1Z\"/>" \
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"50\" cy=\"17\" " \
	"r=\"4.5\"/>"
#define MACE_STAR_ROOK MARK("M50 54L52.5 60L58.5 57.5L56 63.5L62 66" \
	"L56 68.5L58.5 74.5L52.5 72L50 78L47.5 72L41.5 74.5L44 68.5L38 66" \
	"L44 63.5L41.5 57.5L47.5 60Z")
#define MACE_STAR_BISHOP MARK("M50 29L52.5 35L58.5 32.5L56 38.5L62 41" \
	"L56 43.5L58.5 49.5L52.5 47L50 53L47.5 47L41.5 49.5L44 43.5L38 41" \
	"L44 38.5L41.5 32.5L47.5 35Z")

/* Mace (unicorn): a spiked ball on a short shaft - the piece that slides
 * through the cube's corners, drawn as the weapon it is named after. */
static const char mace[] = OPEN PLINTH
	"<path d=\"M40 80L44 58H56L60 80Z\"/>"
	"<path d=\"M50 6L56.9 19.4L71.2 14.8L66.6 29.1L80 36L66.6 42.9" \
	"L71.2 57.2L56.9 52.6L50 66L43.1 52.6L28.8 57.2L33.4 42.9L20 36" \
	"L33.4 29.1L28.8 14.8L43.1 19.4Z\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"50\" cy=\"36\" "
	"r=\"7\"/>" CLOSE;

/* Rook-mace: a lower rook's tower with the mace's ball resting between
 * its merlons, and its star on the wall. */
static const char rook_mace[] = OPEN PLINTH
	"<path d=\"M28 80L32 52H68L72 80Z\"/>"
	"<path d=\"M24 24H38V33H62V24H76V46Q76 52 68 52H32" \
	"Q24 52 24 46Z\"/>"
	MACE_BALL MACE_STAR_ROOK CLOSE;

/* Bishop-mace: the bishop's mitre under the mace's ball (in place of the
 * round one) and bearing its star (in place of the slit). */
static const char bishop_mace[] = OPEN PLINTH BISHOP_BODY MACE_BALL
	MACE_STAR_BISHOP CLOSE;

/* King: a tall crown under a cross. */
static const char king[] = OPEN PLINTH
	"<path d=\"M27 80C27 66 20 56 20 48C20 40 34 36 50 36" \
	"C66 36 80 40 80 48C80 56 73 66 73 80Z\"/>"
	"<path d=\"M43 3H57V10H66V23H57V36H43V23H34V10H43Z\"/>"
	LINE("6", "M27 66H73") CLOSE;

/* Queen: a crown of five points, each tipped with a ball. */
static const char queen[] = OPEN PLINTH
	"<path d=\"M26 80L13 30L30 50L31 21L41 46L50 16L59 46L69 21" \
	"L70 50L87 30L74 80Z\"/>"
	"<circle cx=\"13\" cy=\"27\" r=\"7\"/><circle cx=\"31\" cy=\"18\" r=\"7\"/>"
	"<circle cx=\"50\" cy=\"12\" r=\"7\"/><circle cx=\"69\" cy=\"18\" r=\"7\"/>"
	"<circle cx=\"87\" cy=\"27\" r=\"7\"/>"
	LINE("6", "M26 68H74") CLOSE;

/* Duke: a ducal coronet - a jewelled band under three strawberry leaves
 * (broad leaves with drawn-out tips), no balls and no cross, so it is
 * neither queen nor king, and lower than both. */
static const char duke[] = OPEN PLINTH
	"<path d=\"M27 80C27 68 22 60 22 52H78C78 60 73 68 73 80Z\"/>"
	"<path d=\"M17 44C12 34.1 26 30.8 28 22C30 30.8 44 34.1 39 44Z\"/>"
	"<path d=\"M61 44C56 34.1 70 30.8 72 22C74 30.8 88 34.1 83 44Z\"/>"
	"<path d=\"M36.8 44C30.8 29.6 47.6 24.8 50 12C52.4 24.8 69.2 29.6" \
	" 63.2 44Z\"/>"
	"<rect x=\"18\" y=\"42\" width=\"64\" height=\"13\" rx=\"3\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"50\" cy=\"48.5\" r=\"4\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"32\" cy=\"48.5\" r=\"3.5\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"68\" cy=\"48.5\" r=\"3.5\"/>"
	CLOSE;

/* The horse head of all knights: facing left, ear up, neck on the plinth. */
#define HORSE \
	"<path d=\"M32 80C34 70 44 62 52 52C46 58 38 62 32 64L24 68" \
	"C16 70 11 62 14 56L22 42C30 30 40 22 54 20L62 8L64 26" \
	"C74 40 78 58 76 80Z\"/>"
#define HORSE_EYE "<circle fill=\"currentColor\" stroke=\"none\" " \
	"cx=\"46\" cy=\"34\" r=\"4.5\"/>"
#define HORSE_MANE LINE("5", "M66 32C72 44 74 58 72 72")

static const char knight[] = OPEN PLINTH HORSE HORSE_EYE HORSE_MANE CLOSE;

/* Red knight: one band across the neck (its leap adds one step). */
static const char red_knight[] = OPEN PLINTH HORSE HORSE_EYE
	MARK("M43 61L74 55L75 68L38 74Z") CLOSE;

/* Green knight: two bands (its leap adds two steps). */
static const char green_knight[] = OPEN PLINTH HORSE HORSE_EYE
	MARK("M52 53L74 48L74.5 56L47 60Z")
	MARK("M37 70L75 65L75.5 73L34 78Z") CLOSE;

/* Grand knight: the horse crowned - it leaps as all three knights. */
static const char grand_knight[] = OPEN PLINTH HORSE HORSE_EYE HORSE_MANE
	"<path d=\"M36 30L31 6L43 15L51 3L59 15L71 7L66 30Z\"/>"
	LINE("6", "M38 25H64") CLOSE;

/* Wyvern (rook slides + knight leaps): a dragon's head - horns swept
 * back, open jaws and a spiky crest down the neck. */
static const char wyvern[] = OPEN PLINTH
	"<path d=\"M32 80C36 70 44 62 50 54L30 60L14 60L30 50L12 46" \
	"L26 32C36 26 46 24 54 24L72 6L66 28L76 34L70 40L80 46L74 52" \
	"L82 60L76 66L82 74L76 80Z\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"46\" cy=\"36\" "
	"r=\"4.5\"/>" CLOSE;

/* Pegasus (bishop slides + knight leaps): the horse with a feathered
 * wing rising behind its neck. */
static const char pegasus[] = OPEN PLINTH
	"<path d=\"M60 62C62 38 76 16 96 4C98 16 97 24 93 28C97 32 95 40 89 43" \
	"C92 48 89 54 83 55C84 62 78 68 70 68Z\"/>"
	LINE("4", "M72 56C78 46 84 36 90 28")
	/* The knight's horse head, 6 units to the left to make room for
	 * the wing (coordinates moved, not transformed: the SVG writer
	 * draws with plain coordinates throughout). */
	"<path d=\"M26 80C28 70 38 62 46 52C40 58 32 62 26 64L18 68" \
	"C10 70 5 62 8 56L16 42C24 30 34 22 48 20L56 8L58 26" \
	"C68 40 72 58 70 80Z\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"40\" cy=\"34\" "
	"r=\"4.5\"/>" CLOSE;

/* Elephant: its head from the front - two big ears, a domed brow, the
 * trunk hanging to the ground between two tusks (outlined in the detail
 * colour, so they show on the black piece too). */
static const char elephant[] = OPEN PLINTH
	"<path d=\"M36 26C24 14 6 18 6 36C6 50 16 60 34 60Z\"/>"
	"<path d=\"M64 26C76 14 94 18 94 36C94 50 84 60 66 60Z\"/>"
	"<path d=\"M30 40C30 22 40 13 50 13C60 13 70 22 70 40" \
	"C70 50 64 56 57 60L58 80H42L43 60C36 56 30 50 30 40Z\"/>"
	"<path stroke=\"currentColor\" d=\"M41 58C38 66 32 71 24 72" \
	"C29 66 32 61 33 55Z\"/>"
	"<path stroke=\"currentColor\" d=\"M59 58C62 66 68 71 76 72" \
	"C71 66 68 61 67 55Z\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"41\" cy=\"36\" r=\"4\"/>"
	"<circle fill=\"currentColor\" stroke=\"none\" cx=\"59\" cy=\"36\" r=\"4\"/>"
	CLOSE;

static const char *const markup[] = {
	[HDC_PAWN] = pawn, [HDC_KING] = king, [HDC_QUEEN] = queen,
	[HDC_DUKE] = duke, [HDC_ROOK] = rook, [HDC_BISHOP] = bishop,
	[HDC_MACE] = mace, [HDC_ROOK_MACE] = rook_mace,
	[HDC_BISHOP_MACE] = bishop_mace, [HDC_KNIGHT] = knight,
	[HDC_RED_KNIGHT] = red_knight, [HDC_GREEN_KNIGHT] = green_knight,
	[HDC_GRAND_KNIGHT] = grand_knight, [HDC_WYVERN] = wyvern,
	[HDC_PEGASUS] = pegasus, [HDC_ELEPHANT] = elephant,
};

static const char *const ids[] = {
	[HDC_PAWN] = "pawn", [HDC_KING] = "king", [HDC_QUEEN] = "queen",
	[HDC_DUKE] = "duke", [HDC_ROOK] = "rook", [HDC_BISHOP] = "bishop",
	[HDC_MACE] = "mace", [HDC_ROOK_MACE] = "rook-mace",
	[HDC_BISHOP_MACE] = "bishop-mace", [HDC_KNIGHT] = "knight",
	[HDC_RED_KNIGHT] = "red-knight", [HDC_GREEN_KNIGHT] = "green-knight",
	[HDC_GRAND_KNIGHT] = "grand-knight", [HDC_WYVERN] = "wyvern",
	[HDC_PEGASUS] = "pegasus", [HDC_ELEPHANT] = "elephant",
};

/* Pieces a variant description adds (types 17..31) have no drawing of
 * their own: svg_board.c draws them as their letter in a ring. */
static const char *const generic_ids[] = {
	"piece-17", "piece-18", "piece-19", "piece-20", "piece-21", "piece-22", "piece-23",
	"piece-24", "piece-25", "piece-26", "piece-27", "piece-28", "piece-29", "piece-30",
	"piece-31",
};

const char *glyph_id(int piece_type)
{
	if (piece_type > HDC_ELEPHANT && piece_type < 32)
		return generic_ids[piece_type - HDC_ELEPHANT - 1];
	if (piece_type <= HDC_NO_PIECE || piece_type > HDC_ELEPHANT)
		return NULL;
	return ids[piece_type];
}

const char *glyph_markup(int piece_type)
{
	if (piece_type <= HDC_NO_PIECE || piece_type > HDC_ELEPHANT)
		return NULL;
	return markup[piece_type];
}
