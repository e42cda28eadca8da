"""header_model.py - read include/hdc.h into a model the binding generators share.

Both generators of libhdc's bindings start here: bindings/python/gen_ctypes.py
(ctypes) and bindings/js/gen_js.py (WebAssembly / JavaScript).  One reader
means one notion of what the ABI is: a function the Python binding declares
is a function the JavaScript binding declares, with the same types.

The reader understands the subset of C that hdc.h promises to use
(DESIGN.md: fixed-width integers, opaque handles, enums, no structs by
value, no variadic functions; function pointers only as typedefs of
callbacks) and refuses everything else with a message naming the line: a
declaration it cannot translate fails the build instead of being skipped.

How it reads (three stages; the first two are bindings/header_text.py):
  1. text: comments blanked (newlines kept, so line numbers stay) and
     backslash continuations joined;
  2. preprocessor, a small one of our own: #define (object-like
     constants are collected: they are part of the ABI, and pycparser never
     sees macros), #if/#ifdef/#ifndef/#elif/#else with constant expressions,
     #include ignored (the standard typedef names are declared to the
     parser instead), the C++ guard dropped as __cplusplus is not defined.
     No C compiler is needed: the header is read where only Python is
     (the CI's first step, a wheel build);
  3. declarations: the active text is split at top-level ';', and each
     declaration is parsed by pycparser (Debian: python3-pycparser), with
     HDC_API read as `extern` (so an exported function is one whose storage
     class is extern, and a function without the macro is refused) and the
     typedef names known so far declared before it.  Its tree is turned
     into CType values here; enum values are evaluated from their C text.
Needs pycparser (2.21 is Debian 12's); otherwise the standard library.

    header = read_header('include/hdc.h')
    header.defines          {name: int or str} of the #define constants
    header.enum_order       [(name, value, enum tag)]
    header.enums            {tag: {name: value}}
    header.aliases          {typedef name: (ctypes expression, C base)}
    header.handles          {typedef name: struct tag} (opaque handles)
    header.functions        [(name, ctypes restype, [(arg, ctypes type, C text)],
                              prototype)]
    header.signatures       {function: (CType return, [(arg name, CType)])}
    header.callbacks        {typedef name: (CType return, [CType])}
    header.scalar_base(t)   the C builtin a scalar typedef stands for

The ctypes expressions are kept in the model because the Python binding was
its first user; the CType values (base name, kind, pointer depth, const)
are what other generators read.
"""

import ast
import re
import sys

# The text stages; HeaderError and the rest are re-exported for the
# generators, which import this module only.
from header_text import (  # noqa: F401
    ExprError, HeaderError, eval_int, preprocess, split_declarations,
    strip_comments, _IDENT)


# Scalar C types -> ctypes expressions.
BUILTIN_TYPES = {
    'char': 'ctypes.c_char',
    'signed char': 'ctypes.c_byte',
    'unsigned char': 'ctypes.c_ubyte',
    'short': 'ctypes.c_short',
    'short int': 'ctypes.c_short',
    'unsigned short': 'ctypes.c_ushort',
    'unsigned short int': 'ctypes.c_ushort',
    'int': 'ctypes.c_int',
    'signed': 'ctypes.c_int',
    'signed int': 'ctypes.c_int',
    'unsigned': 'ctypes.c_uint',
    'unsigned int': 'ctypes.c_uint',
    'long': 'ctypes.c_long',
    'long int': 'ctypes.c_long',
    'unsigned long': 'ctypes.c_ulong',
    'unsigned long int': 'ctypes.c_ulong',
    'long long': 'ctypes.c_longlong',
    'long long int': 'ctypes.c_longlong',
    'unsigned long long': 'ctypes.c_ulonglong',
    'unsigned long long int': 'ctypes.c_ulonglong',
    'float': 'ctypes.c_float',
    'double': 'ctypes.c_double',
    '_Bool': 'ctypes.c_bool',
    'bool': 'ctypes.c_bool',
    'int8_t': 'ctypes.c_int8',
    'int16_t': 'ctypes.c_int16',
    'int32_t': 'ctypes.c_int32',
    'int64_t': 'ctypes.c_int64',
    'uint8_t': 'ctypes.c_uint8',
    'uint16_t': 'ctypes.c_uint16',
    'uint32_t': 'ctypes.c_uint32',
    'uint64_t': 'ctypes.c_uint64',
    'size_t': 'ctypes.c_size_t',
    'ssize_t': 'ctypes.c_ssize_t',
    'intptr_t': 'ctypes.c_ssize_t',
    'uintptr_t': 'ctypes.c_size_t',
    'ptrdiff_t': 'ctypes.c_ssize_t',
}

class CType:
    """A resolved C type: base name, pointer depth, constness of the pointee."""

    def __init__(self, base, kind, pyexpr, depth, const):
        self.base = base        # 'int32_t', 'hdc_position', 'void', ...
        self.kind = kind        # 'scalar', 'void', 'handle', 'char'
        self.pyexpr = pyexpr    # ctypes expression of the base (no pointers)
        self.depth = depth
        self.const = const      # const applies to the base type

    def ctypes_expr(self, is_return):
        if self.depth == 0:
            if self.kind == 'void':
                if is_return:
                    return 'None'
                raise ValueError("a parameter of type void")
            if self.kind == 'handle':
                raise ValueError(f"struct {self.base} passed by value")
            return self.pyexpr
        if self.kind == 'void':
            inner = 'ctypes.c_void_p'
        elif self.kind == 'char' and self.const:
            # const char *: a NUL-terminated string going in or a static
            # string coming out (bytes in Python).
            inner = 'ctypes.c_char_p'
        elif self.kind == 'char':
            # char *: a caller buffer (ctypes.create_string_buffer).
            inner = 'ctypes.POINTER(ctypes.c_char)'
        else:
            inner = f'ctypes.POINTER({self.pyexpr})'
        for _ in range(self.depth - 1):
            inner = f'ctypes.POINTER({inner})'
        return inner


# Words of C that are never a type name of the header's own.
_C_KEYWORDS = {
    'auto', 'break', 'case', 'char', 'const', 'continue', 'default', 'do', 'double',
    'else', 'enum', 'extern', 'float', 'for', 'goto', 'if', 'inline', 'int', 'long',
    'register', 'restrict', 'return', 'short', 'signed', 'sizeof', 'static', 'struct',
    'switch', 'typedef', 'union', 'unsigned', 'void', 'volatile', 'while', '_Bool',
    '_Complex', '_Alignas', '_Alignof', '_Atomic', '_Noreturn', '_Static_assert',
    '_Thread_local',
}

# The export macro.  The declaration reader sees it as `extern`, the
# storage class C gives every function declaration anyway: so "declared
# with HDC_API" is "storage class extern" in pycparser's tree, and a
# function without it (storage empty) is refused as not exported.
EXPORT_MACRO = 'HDC_API'

# The standard typedef names the header may use (<stdint.h>, <stddef.h>,
# <stdbool.h>), declared to pycparser before each declaration: the header
# is parsed without its #includes, and pycparser only needs to know that
# these names are types (what they stand for is BUILTIN_TYPES').
_STUB_TYPEDEFS = sorted(t for t in BUILTIN_TYPES if ' ' not in t and t not in _C_KEYWORDS)

_parser = None


def _c_parser():
    """pycparser's parser, built once (its tables come with the package)."""
    global _parser
    if _parser is None:
        try:
            from pycparser import c_parser
        except ImportError:
            raise HeaderError('header_model.py', 0,
                              "the header is read with pycparser, which this Python "
                              f"({sys.executable}) cannot import: install it (Debian: "
                              "apt-get install python3-pycparser) or run the generator "
                              "with a Python that has it") from None
        _parser = c_parser.CParser()
    return _parser


class Header:
    """What the header declares, read declaration by declaration.

    The text stages (comments, the preprocessor, splitting at top-level
    ';') are this module's own, so that every error names its line; each
    declaration is then parsed by pycparser, with the export macro read as
    `extern` and the typedef names known so far declared before it, and
    its tree translated here (types to CType, enums evaluated).
    """

    def __init__(self, path):
        self.path = path
        self.defines = {}         # name -> int or str, in order
        self.enums = {}           # tag (or '') -> {name: value}
        self.enum_order = []      # (name, value, tag)
        self.aliases = {}         # typedef name -> (ctypes expression, C base)
        self.alias_order = []
        self.handles = {}         # typedef name -> struct tag
        self.struct_tags = {}     # struct tag -> typedef name (or tag)
        self.functions = []       # (name, restype expr, [(name, expr, C text)], prototype)
        self.signatures = {}      # name -> (CType ret, [(arg name, CType)])
        self.callbacks = {}       # typedef name -> (CType ret, [CType])
        self.unsupported_macros = []

    def scalar_base(self, name):
        """The C builtin type (a BUILTIN_TYPES key) a scalar type name stands
        for, following typedefs; enums are 'int'.  None for other names."""
        seen = set()
        while name not in BUILTIN_TYPES:
            if name.startswith('enum '):
                return 'int'
            if name not in self.aliases or name in seen:
                return None
            seen.add(name)
            name = self.aliases[name][1]
        return name

    # -- parsing one declaration ---------------------------------------------

    def _known_types(self):
        return set(_STUB_TYPEDEFS) | set(self.aliases) | set(self.handles)

    def parse_declaration(self, line, text):
        """pycparser's tree of one declaration (a list of external nodes)."""
        from pycparser import c_parser
        code = re.sub(r'\b' + EXPORT_MACRO + r'\b', 'extern', text)
        prelude = ''.join(f'typedef int {name};\n' for name in sorted(self._known_types()))
        source = f'{prelude}#line {line} "{self.path}"\n{code};\n'
        try:
            tree = _c_parser().parse(source, filename=self.path)
        except c_parser.ParseError:
            unknown = self._unknown_type_word(code)
            if unknown:
                raise HeaderError(self.path, line, f"unknown type '{unknown}'", text) from None
            raise HeaderError(self.path, line, "cannot parse declaration", text) from None
        # pycparser's scope rules treat a name the prelude declared as a
        # type; the prelude's own nodes come first.
        return tree.ext[len(self._known_types()):]

    def _unknown_type_word(self, code):
        """After a parse error: an identifier standing where a type stands
        (followed by a name or '*') that is no type the header knows."""
        tokens = re.findall(r'[A-Za-z_]\w*|\S', code)
        known = self._known_types()
        for i, tok in enumerate(tokens[:-1]):
            if not re.fullmatch(_IDENT, tok) or tok in _C_KEYWORDS or tok in known:
                continue
            if i and tokens[i - 1] in ('struct', 'union', 'enum'):
                continue
            nxt = tokens[i + 1]
            if nxt == '*' or (re.fullmatch(_IDENT, nxt) and nxt not in _C_KEYWORDS):
                return tok
        return None

    # -- types ------------------------------------------------------------------

    def ctype_of(self, node, line, text):
        """The CType of a pycparser type node (a parameter, a result)."""
        from pycparser import c_ast
        depth = 0
        while isinstance(node, c_ast.PtrDecl):
            depth += 1
            node = node.type
        if isinstance(node, (c_ast.FuncDecl, c_ast.ArrayDecl)):
            raise HeaderError(self.path, line,
                              "function pointers and array parameters are not supported",
                              text)
        if not isinstance(node, c_ast.TypeDecl):
            raise HeaderError(self.path, line, "cannot read a type", text)
        const = 'const' in node.quals
        inner = node.type
        if isinstance(inner, c_ast.Struct):
            if inner.decls is not None or inner.name not in self.struct_tags:
                raise HeaderError(self.path, line,
                                  f"unknown or unsupported type 'struct {inner.name}'", text)
            name = self.struct_tags[inner.name]
            return CType(name, 'handle', name, depth, const)
        if isinstance(inner, c_ast.Union):
            raise HeaderError(self.path, line,
                              f"unknown or unsupported type 'union {inner.name}'", text)
        if isinstance(inner, c_ast.Enum):
            if inner.values is not None or inner.name not in self.enums:
                raise HeaderError(self.path, line, f"unknown enum '{inner.name}'", text)
            return CType('enum ' + inner.name, 'scalar', 'ctypes.c_int', depth, const)
        base = ' '.join(inner.names)
        if base == 'void':
            return CType('void', 'void', None, depth, const)
        if base == 'char':
            return CType('char', 'char', 'ctypes.c_char', depth, const)
        if base in BUILTIN_TYPES:
            return CType(base, 'scalar', BUILTIN_TYPES[base], depth, const)
        if base in self.handles:
            return CType(base, 'handle', base, depth, const)
        if base in self.aliases:
            return CType(base, 'scalar', base, depth, const)
        raise HeaderError(self.path, line, f"unknown type '{base}'", text)

    def params_of(self, func, owner, line, text):
        """[(name or None, CType)] of a FuncDecl's parameters."""
        from pycparser import c_ast
        params = []
        args = func.args.params if func.args is not None else []
        for p in args:
            if isinstance(p, c_ast.EllipsisParam):
                raise HeaderError(self.path, line, "variadic functions are not supported",
                                  text)
            if isinstance(p, c_ast.Typename) or isinstance(p, c_ast.Decl):
                ctype = self.ctype_of(p.type, line, text)
                if ctype.kind == 'void' and ctype.depth == 0:
                    if len(args) == 1 and p.name is None:
                        return []           # (void)
                params.append((p.name, ctype))
            else:
                raise HeaderError(self.path, line, f"cannot read a parameter of {owner}", text)
        return params

    # -- declarations -------------------------------------------------------------

    def parse(self, decls, macros):
        from pycparser import c_ast
        for line, text in decls:
            for node in self.parse_declaration(line, text):
                if isinstance(node, c_ast.Typedef):
                    self.parse_typedef(node, line, text, macros)
                elif isinstance(node, c_ast.Decl) and isinstance(node.type, c_ast.FuncDecl):
                    if 'extern' not in node.storage:
                        raise HeaderError(self.path, line,
                                          "function declared without HDC_API (not exported?)",
                                          text)
                    self.parse_function(node, line, text)
                elif isinstance(node, c_ast.Decl) and isinstance(node.type, c_ast.Enum) \
                        and node.name is None and node.type.values is not None:
                    self.parse_enum(node.type, line, text, macros)
                elif isinstance(node, c_ast.Decl) and isinstance(node.type, c_ast.Struct) \
                        and node.name is None and node.type.decls is None:
                    tag = node.type.name            # struct tag; (a forward declaration)
                    self.struct_tags.setdefault(tag, tag)
                    self.handles.setdefault(tag, tag)
                else:
                    raise HeaderError(self.path, line,
                                      "cannot parse declaration (the header declares "
                                      "functions, typedefs, enums and struct handles only)",
                                      text)

    def parse_typedef(self, node, line, text, macros):
        from pycparser import c_ast
        name = node.name
        t = node.type
        if isinstance(t, c_ast.PtrDecl) and isinstance(t.type, c_ast.FuncDecl):
            self.parse_callback_typedef(name, t.type, line, text)
            return
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.Enum) \
                and t.type.values is not None:
            tag = t.type.name or name
            t.type.name = tag
            self.parse_enum(t.type, line, text, macros)
            self.add_alias(name, 'ctypes.c_int', 'enum ' + tag, line, text)
            return
        if isinstance(t, c_ast.TypeDecl) and isinstance(t.type, (c_ast.Struct, c_ast.Union)):
            if t.type.decls is not None or isinstance(t.type, c_ast.Union):
                raise HeaderError(self.path, line,
                                  "structs/unions with members are not part of the ABI style "
                                  "(opaque handles only)", text)
            if name in self.aliases or name in self.handles:
                raise HeaderError(self.path, line, f"type '{name}' defined twice", text)
            self.struct_tags[t.type.name] = name
            self.handles[name] = t.type.name
            return
        ctype = self.ctype_of(t, line, text)
        if ctype.depth or ctype.kind != 'scalar':
            raise HeaderError(self.path, line,
                              "only scalar typedefs and opaque struct handles are supported",
                              text)
        self.add_alias(name, ctype.pyexpr, ctype.base, line, text)

    def parse_callback_typedef(self, name, func, line, text):
        """typedef RET (*NAME)(PARAMS): a callback type, as ctypes.CFUNCTYPE."""
        ret = self.ctype_of(func.type, line, text)
        try:
            exprs = [ret.ctypes_expr(True)]
        except ValueError as e:
            raise HeaderError(self.path, line, f"return type of {name}: {e}", text) from None
        params = self.params_of(func, name, line, text)
        for pname, ptype in params:
            try:
                exprs.append(ptype.ctypes_expr(False))
            except ValueError as e:
                raise HeaderError(self.path, line,
                                  f"parameter '{pname}' of {name}: {e}", text) from None
        flat = ' '.join(text.split())
        if flat.startswith('typedef '):
            flat = flat[len('typedef '):]
        self.add_alias(name, 'ctypes.CFUNCTYPE(' + ', '.join(exprs) + ')',
                       'callback ' + flat, line, text)
        self.callbacks[name] = (ret, [p for _, p in params])

    def add_alias(self, name, pyexpr, base, line, text):
        if name in self.aliases or name in self.handles:
            raise HeaderError(self.path, line, f"type '{name}' defined twice", text)
        self.aliases[name] = (pyexpr, base)
        self.alias_order.append(name)

    def parse_enum(self, enum, line, text, macros):
        from pycparser import c_generator
        tag = enum.name or ''
        if tag and tag in self.enums:
            raise HeaderError(self.path, line, f"enum '{tag}' defined twice", text)
        members = {}
        value = -1
        items = enum.values.enumerators if enum.values is not None else []
        if not items:
            raise HeaderError(self.path, line, "empty enum", text)
        gen = c_generator.CGenerator()
        for item in items:
            name = item.name
            if name in self.defines or any(name == e[0] for e in self.enum_order):
                raise HeaderError(self.path, line, f"constant '{name}' defined twice", text)
            if item.value is None:
                value += 1
            else:
                # The value's C text, as pycparser writes it back, through
                # the evaluator the preprocessor uses for #if and #define.
                names = dict(macros.int_values())
                names.update({n: v for n, v, _ in self.enum_order})
                names.update(members)
                try:
                    value = eval_int(gen.visit(item.value), names)
                except ExprError as e:
                    raise HeaderError(self.path, line,
                                      f"enumerator {name}: {e}", text) from None
            members[name] = value
            self.enum_order.append((name, value, tag))
        self.enums[tag or f'<anonymous enum at line {line}>'] = members

    def parse_function(self, node, line, text):
        from pycparser import c_generator
        name = node.name
        func = node.type
        if any(name == f[0] for f in self.functions):
            raise HeaderError(self.path, line, f"function '{name}' declared twice", text)
        ret = self.ctype_of(func.type, line, text)
        try:
            ret_expr = ret.ctypes_expr(True)
        except ValueError as e:
            raise HeaderError(self.path, line, f"return type of {name}: {e}", text) from None
        gen = c_generator.CGenerator()
        args = self.params_of(func, name, line, text)
        params = []
        typed = []
        c_params = func.args.params if args else []
        for i, ((pname, ctype), pnode) in enumerate(zip(args, c_params)):
            try:
                expr = ctype.ctypes_expr(False)
            except ValueError as e:
                raise HeaderError(self.path, line,
                                  f"parameter '{gen.visit(pnode)}' of {name}: {e}",
                                  text) from None
            pname = pname or f'arg{i}'
            params.append((pname, expr, gen.visit(pnode)))
            typed.append((pname, ctype))
        node.storage = []       # the prototype as the header writes it
        proto = gen.visit(node)
        self.functions.append((name, ret_expr, params, proto))
        self.signatures[name] = (ret, typed)

    def take_defines(self, macros):
        int_values = macros.int_values()
        lines = macros.defs_line
        for name, body in macros.defs.items():
            if not body.strip():
                continue                      # include guards, HDC_API, flags
            if name in int_values:
                self.defines[name] = int_values[name]
                continue
            m = re.fullmatch(r'"((?:\\.|[^"\\])*)"', body.strip())
            if m:
                self.defines[name] = ast.literal_eval(body.strip())
                continue
            raise HeaderError(self.path, lines.get(name, 0),
                              f"#define {name} is neither empty, an integer constant "
                              f"nor a string literal", f"#define {name} {body}")
        for name, line in macros.funclike.items():
            self.unsupported_macros.append((name, line))


def read_header(header_path):
    """The Header model of a header file (HeaderError if it cannot be read)."""
    with open(header_path, encoding='utf-8') as f:
        text = f.read()
    text = strip_comments(text, header_path)
    code, macros = preprocess(text, header_path)
    decls = split_declarations(code, header_path)
    header = Header(header_path)
    header.take_defines(macros)
    header.parse(decls, macros)
    if not header.functions:
        raise HeaderError(header_path, 0, "no HDC_API function found")
    return header
