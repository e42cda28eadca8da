"""header_text.py - the text stages of reading include/hdc.h.

Before pycparser sees a declaration (bindings/header_model.py), the header
goes through what a C compiler's preprocessor would do, as far as a public
header uses it, here so that no C compiler is needed and every error names
its line:

  strip_comments(text, path)   comments blanked, newlines kept
  preprocess(text, path)       #if/#ifdef/#ifndef/#elif/#else evaluated,
                               #define collected (Macros: the object-like
                               constants are part of the ABI), #include,
                               #pragma and #line ignored, #error raised;
                               returns the active code lines and the macros
  split_declarations(code)     the active code cut at top-level ';', each
                               declaration with the line it starts on
  eval_int(expr, names)        C integer constant expressions (#if, #define
                               values, enum values)

Standard library only.
"""

import ast
import re


class HeaderError(Exception):
    """A construct of the header the generator cannot translate."""

    def __init__(self, path, line, message, text=None):
        where = f"{path}:{line}" if line else path
        msg = f"{where}: error: {message}"
        if text:
            snippet = " ".join(text.split())
            if len(snippet) > 200:
                snippet = snippet[:197] + "..."
            msg += f"\n    in: {snippet}"
        super().__init__(msg)


# --------------------------------------------------------------------------
# Lexical clean-up: comments, line continuations
# --------------------------------------------------------------------------

_COMMENT_RE = re.compile(
    r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
    re.DOTALL)


def strip_comments(text, path):
    """Replace comments by blanks, keeping newlines (so line numbers stay)."""
    # An unterminated block comment would otherwise pass unnoticed.
    def repl(m):
        s = m.group(0)
        if s.startswith('/*') or s.startswith('//'):
            return ' ' + '\n' * s.count('\n')
        return s

    out = _COMMENT_RE.sub(repl, text)
    pos = out.find('/*')
    if pos >= 0:
        raise HeaderError(path, out.count('\n', 0, pos) + 1, "unterminated comment")
    return out


def logical_lines(text):
    """Yield (line number, text) with backslash continuations joined."""
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        start = i
        cur = lines[i]
        while cur.endswith('\\') and i + 1 < len(lines):
            i += 1
            cur = cur[:-1] + ' ' + lines[i]
        yield start + 1, cur
        i += 1


# --------------------------------------------------------------------------
# Constant expressions (enum values, #define values, #if conditions)
# --------------------------------------------------------------------------

_INT_RE = re.compile(r'\b(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)\b')


class ExprError(Exception):
    pass


def _c_to_python(expr):
    expr = expr.strip()
    if re.search(r'\bsizeof\b|[?\[\]{}"]|\'', expr):
        raise ExprError(f"unsupported constant expression '{expr}'")

    def num(m):
        digits = m.group(1)
        if len(digits) > 1 and digits[0] == '0' and digits[1] not in 'xX':
            return str(int(digits, 8))
        return str(int(digits, 0))

    expr = _INT_RE.sub(num, expr)
    expr = expr.replace('&&', ' and ').replace('||', ' or ')
    expr = re.sub(r'!(?!=)', ' not ', expr)
    return expr


def eval_int(expr, names):
    """Evaluate a C integer constant expression; names maps identifiers."""
    try:
        tree = ast.parse(_c_to_python(expr), mode='eval')
    except SyntaxError:
        raise ExprError(f"cannot parse constant expression '{expr.strip()}'") from None

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return int(node.value)
        if isinstance(node, ast.Name):
            if node.id not in names:
                raise ExprError(f"unknown name '{node.id}' in '{expr.strip()}'")
            return names[node.id]
        if isinstance(node, ast.UnaryOp):
            v = ev(node.operand)
            if isinstance(node.op, ast.USub):
                return -v
            if isinstance(node.op, ast.UAdd):
                return v
            if isinstance(node.op, ast.Invert):
                return ~v
            if isinstance(node.op, ast.Not):
                return int(not v)
        if isinstance(node, ast.BoolOp):
            vals = [ev(v) for v in node.values]
            if isinstance(node.op, ast.And):
                return int(all(vals))
            return int(any(vals))
        if isinstance(node, ast.BinOp):
            a, b = ev(node.left), ev(node.right)
            op = node.op
            if isinstance(op, (ast.Div, ast.FloorDiv, ast.Mod)) and b == 0:
                raise ExprError(f"division by zero in '{expr.strip()}'")
            if isinstance(op, ast.Add):
                return a + b
            if isinstance(op, ast.Sub):
                return a - b
            if isinstance(op, ast.Mult):
                return a * b
            if isinstance(op, (ast.Div, ast.FloorDiv)):
                q = abs(a) // abs(b)          # C truncates toward zero
                return q if (a < 0) == (b < 0) else -q
            if isinstance(op, ast.Mod):
                q = abs(a) // abs(b)
                q = q if (a < 0) == (b < 0) else -q
                return a - q * b
            if isinstance(op, ast.LShift):
                return a << b
            if isinstance(op, ast.RShift):
                return a >> b
            if isinstance(op, ast.BitOr):
                return a | b
            if isinstance(op, ast.BitAnd):
                return a & b
            if isinstance(op, ast.BitXor):
                return a ^ b
        if isinstance(node, ast.Compare):
            left = ev(node.left)
            for op, right_node in zip(node.ops, node.comparators):
                right = ev(right_node)
                ok = {ast.Eq: left == right, ast.NotEq: left != right,
                      ast.Lt: left < right, ast.LtE: left <= right,
                      ast.Gt: left > right, ast.GtE: left >= right}.get(type(op))
                if ok is None:
                    break
                if not ok:
                    return 0
                left = right
            else:
                return 1
        raise ExprError(f"unsupported constant expression '{expr.strip()}'")

    return ev(tree)


# --------------------------------------------------------------------------
# Preprocessor (the part a public header uses)
# --------------------------------------------------------------------------

_IDENT = r'[A-Za-z_]\w*'


class Macros:
    def __init__(self):
        self.defs = {}        # name -> body text (object-like)
        self.defs_line = {}   # name -> line of the #define
        self.funclike = {}    # name -> line

    def defined(self, name):
        return name in self.defs or name in self.funclike

    def int_values(self):
        """Integer values of the object-like macros that have one."""
        values = {}
        for name in self.defs:
            v = self.try_int(name)
            if v is not None:
                values[name] = v
        return values

    def try_int(self, name, seen=()):
        body = self.defs.get(name)
        if body is None or not body.strip() or name in seen:
            return None
        names = {}
        for ident in set(re.findall(_IDENT, _c_to_python_safe(body))):
            if ident in ('and', 'or', 'not'):
                continue
            v = self.try_int(ident, seen + (name,))
            if v is None:
                return None
            names[ident] = v
        try:
            return eval_int(body, names)
        except ExprError:
            return None


def _c_to_python_safe(body):
    try:
        return _c_to_python(body)
    except ExprError:
        return body


def eval_condition(expr, macros, path, line):
    expr = re.sub(r'\bdefined\s*\(\s*(' + _IDENT + r')\s*\)',
                  lambda m: '1' if macros.defined(m.group(1)) else '0', expr)
    expr = re.sub(r'\bdefined\s+(' + _IDENT + r')',
                  lambda m: '1' if macros.defined(m.group(1)) else '0', expr)
    names = {}
    for ident in set(re.findall(_IDENT, _c_to_python_safe(expr))):
        if ident in ('and', 'or', 'not'):
            continue
        v = macros.try_int(ident)
        names[ident] = 0 if v is None else v   # C: unknown identifiers are 0
    try:
        return bool(eval_int(expr, names))
    except ExprError as e:
        raise HeaderError(path, line, f"cannot evaluate #if condition: {e}") from None


def preprocess(text, path):
    """Return (code lines [(line, text)], Macros) of the active branches."""
    macros = Macros()
    stack = []            # [active, some branch taken, parent active]
    code = []
    active = True
    for line, raw in logical_lines(text):
        s = raw.strip()
        if not s.startswith('#'):
            if active and s:
                code.append((line, raw))
            continue
        m = re.match(r'#\s*(\w*)\s*(.*)$', s)
        directive, rest = m.group(1), m.group(2).strip()
        if directive in ('ifdef', 'ifndef'):
            name = rest.split()[0] if rest else ''
            if not re.fullmatch(_IDENT, name):
                raise HeaderError(path, line, f"#{directive} needs a macro name", s)
            cond = macros.defined(name)
            if directive == 'ifndef':
                cond = not cond
            take = active and cond
            stack.append([take, take, active])
            active = take
        elif directive == 'if':
            take = active and eval_condition(rest, macros, path, line)
            stack.append([take, take, active])
            active = take
        elif directive == 'elif':
            if not stack:
                raise HeaderError(path, line, "#elif without #if", s)
            top = stack[-1]
            take = top[2] and not top[1] and eval_condition(rest, macros, path, line)
            top[0] = take
            top[1] = top[1] or take
            active = take
        elif directive == 'else':
            if not stack:
                raise HeaderError(path, line, "#else without #if", s)
            top = stack[-1]
            take = top[2] and not top[1]
            top[0] = take
            top[1] = True
            active = take
        elif directive == 'endif':
            if not stack:
                raise HeaderError(path, line, "#endif without #if", s)
            active = stack.pop()[2]
        elif not active:
            continue
        elif directive == 'define':
            m = re.match(r'(' + _IDENT + r')(\()?', rest)
            if not m:
                raise HeaderError(path, line, "#define needs a macro name", s)
            name = m.group(1)
            if m.group(2):
                macros.funclike[name] = line
            else:
                macros.defs[name] = rest[m.end():].strip()
                macros.defs_line[name] = line
        elif directive == 'undef':
            macros.defs.pop(rest, None)
            macros.funclike.pop(rest, None)
        elif directive in ('include', 'pragma', 'line', ''):
            continue
        elif directive == 'error':
            raise HeaderError(path, line, f"#error {rest}")
        else:
            raise HeaderError(path, line, f"unknown preprocessor directive #{directive}", s)
    if stack:
        raise HeaderError(path, 0, "unterminated #if/#ifdef block")
    return code, macros


# --------------------------------------------------------------------------
# Declarations
# --------------------------------------------------------------------------

def split_declarations(code, path):
    """Split active code into (line, text) declarations at top-level ';'."""
    decls = []
    buf = []
    start = None
    depth = 0
    for line, text in code:
        for ch in text:
            if start is None and not ch.isspace():
                start = line
            if ch == '{':
                depth += 1
            elif ch == '}':
                depth -= 1
                if depth < 0:
                    raise HeaderError(path, line, "unbalanced '}'", text)
            if ch == ';' and depth == 0:
                decls.append((start, ''.join(buf).strip()))
                buf = []
                start = None
            else:
                buf.append(ch)
        buf.append('\n')
    rest = ''.join(buf).strip()
    if rest:
        raise HeaderError(path, start, "declaration not terminated by ';'", rest)
    return decls
