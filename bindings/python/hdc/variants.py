"""The variants libhdc plays and what each one is made of (hdc_variant_*).

    >>> import hdc
    >>> [v.name for v in hdc.variants()]
    ['hdc', 'raumschach', '3d8l']
    >>> rs = hdc.variant('raumschach')
    >>> rs.title, rs.dimensions
    ('Raumschach', Dimensions(files=5, ranks=5, layers=5, cells=125))
    >>> rs.piece_letters
    'PKQRBNU'
    >>> rs.piece(hdc.MACE)
    PieceKind(type=7, letter='U', name='unicorn')
"""

import collections
import ctypes

from ._lib import C, lib, call_string, call_list, raise_status, encode
from .position import Dimensions

__all__ = ['PieceKind', 'Variant', 'variants', 'variant', 'variant_names']

PieceKind = collections.namedtuple('PieceKind', 'type letter name')
PieceKind.__doc__ = """A piece type of a variant: its hdc_piece_type value, the letter the
variant writes for it (upper case, as for white) and its name there."""


class Variant(collections.namedtuple('Variant', 'name title dimensions pieces')):
    """A variant: name ("raumschach"), title ("Raumschach"), dimensions
    (Dimensions(files, ranks, layers, cells)) and pieces (a tuple of
    PieceKind, the pawn included, in the variant's table order)."""

    __slots__ = ()

    @property
    def piece_letters(self):
        """The piece letters in table order ("PKQDRBN" for HDC)."""
        return ''.join(p.letter for p in self.pieces)

    def piece(self, key):
        """The PieceKind of a piece type (hdc.QUEEN) or letter ("Q", "q")."""
        for p in self.pieces:
            if (isinstance(key, str) and p.letter == key.upper()) or p.type == key:
                return p
        raise KeyError(key)

    def as_dict(self):
        """The variant as plain data (dicts, lists, ints, strings)."""
        return {
            'name': self.name,
            'title': self.title,
            'dimensions': self.dimensions._asdict(),
            'pieces': [p._asdict() for p in self.pieces],
        }


def variant_names():
    """The names of the variants, in the library's order ("hdc" first)."""
    return [call_string(lib.hdc_variant_name, i) for i in range(lib.hdc_variant_count())]


def variant(name):
    """The Variant of that name; hdc.UnknownVariantError if there is none."""
    data = encode(name, 'variant')
    title = call_string(lib.hdc_variant_title, data)
    dims = [ctypes.c_int32() for _ in range(4)]
    st = lib.hdc_variant_dimensions(data, *map(ctypes.byref, dims))
    if st != C.HDC_OK:
        raise_status(st)
    types = call_list(lib.hdc_variant_piece_types, data, ctype=ctypes.c_int32, cap=32)
    pieces = tuple(PieceKind(t, call_string(lib.hdc_variant_piece_letter, data, t),
                             call_string(lib.hdc_variant_piece_name, data, t))
                   for t in types)
    # Any spelling names a variant ("HDC", "C'escacs"); .name is the
    # library's own (titles are unique).
    canonical = next(n for n in variant_names()
                     if call_string(lib.hdc_variant_title, n.encode('utf-8')) == title)
    return Variant(canonical, title, Dimensions(*(d.value for d in dims)), pieces)


def variants():
    """Every variant the library plays, as Variant objects ("hdc" first)."""
    return [variant(name) for name in variant_names()]
