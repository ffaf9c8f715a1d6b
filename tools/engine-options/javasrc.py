"""Reads ConfigOption declarations out of Java source text (standard library only).

This is not a Java parser. It understands the constructs the engines use to declare their
options (see README.md) and raises JavaError on anything it cannot evaluate, instead of
guessing: a key, default or fallback key that cannot be read stops the generator.
"""

import re

OPTION_TYPES = {
    "stringType": "string",
    "booleanType": "boolean",
    "intType": "int",
    "longType": "long",
    "doubleType": "double",
    "floatType": "double",
    "durationType": "duration",
    "memoryType": "memory",
    "enumType": "enum",
    "mapType": "map",
}


class JavaError(Exception):
    pass


def blank_comments(src):
    """The text with every comment replaced by spaces (newlines kept, so offsets and lines stay)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c == '"' and src.startswith('"""', i):
            j = src.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(src[i:j])
            i = j
        elif c == '"' or c == "'":
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            out.append(src[i:j + 1])
            i = j + 1
        elif src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in src[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def blank_strings(clean):
    """The text (comments already blanked) with the inside of every string and char literal
    replaced by spaces: for finding declarations without matching words inside strings."""
    def rep(m):
        t = m.group(0)
        return t[0] + " " * (len(t) - 2) + t[-1]
    return re.sub(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', rep, clean)


def unescape(body):
    def rep(m):
        s = m.group(1)
        table = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "'": "'", "\\": "\\", "b": "\b", "f": "\f", "0": "\0"}
        if s[0] == "u":
            return chr(int(s[1:], 16))
        return table.get(s, s)
    return re.sub(r"\\(u[0-9a-fA-F]{4}|.)", rep, body)


TOKEN_RE = re.compile(
    r'\s*(?:(?P<str>"(?:\\.|[^"\\])*")|(?P<chr>\'(?:\\.|[^\'\\])*\')'
    r"|(?P<num>\d[\d_]*(?:\.\d+)?[lLdDfF]?|\.\d+)"
    r"|(?P<id>[A-Za-z_$][\w$]*)|(?P<op>[-+*/(),.<>?:!]))"
)


def tokenize(expr):
    toks, pos = [], 0
    expr = expr.rstrip()
    while pos < len(expr):
        m = TOKEN_RE.match(expr, pos)
        if not m or m.end() == pos:
            raise JavaError("cannot read %r" % expr[pos:pos + 40])
        pos = m.end()
        kind = m.lastgroup
        toks.append((kind, m.group(kind)))
    return toks


def split_top(text, sep=","):
    """Splits text at sep outside brackets and strings."""
    parts, depth, cur, i = [], 0, [], 0
    while i < len(text):
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < len(text) and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            cur.append(text[i:j + 1])
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur))
    return [p.strip() for p in parts]


def matching(text, open_pos):
    """Index of the bracket closing the one at open_pos (strings skipped)."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    depth = 0
    i = open_pos
    while i < len(text):
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < len(text) and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in pairs:
            depth += 1
        elif c in ")}]":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise JavaError("unbalanced bracket")


def statement_end(text, pos):
    """Index of the ';' ending the statement that contains pos (brackets and strings skipped)."""
    depth = 0
    i = pos
    while i < len(text):
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < len(text) and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ";" and depth == 0:
            return i
        i += 1
    raise JavaError("statement without end")


class Value:
    """A Java value the evaluator knows: kind is str, int, float, bool, duration (nanos),
    memory (bytes), enum (cls, name), class (qualified name), option (Option), none."""

    def __init__(self, kind, v):
        self.kind, self.v = kind, v

    def __repr__(self):
        return "Value(%s, %r)" % (self.kind, self.v)


DURATION_UNITS = [("ns", 1), ("µs", 10**3), ("ms", 10**6), ("s", 10**9), ("min", 60 * 10**9),
                  ("h", 3600 * 10**9), ("d", 86400 * 10**9)]
MEMORY_UNITS = [("bytes", 1), ("kb", 1024), ("mb", 1024**2), ("gb", 1024**3), ("tb", 1024**4)]


def format_duration(nanos):
    # org.apache.flink.util.TimeUtils.formatWithHighestUnit
    if nanos == 0:
        return "0 ms"
    label, mult = DURATION_UNITS[0]
    for lab, m in DURATION_UNITS:
        if nanos % m != 0:
            break
        label, mult = lab, m
    return "%d %s" % (nanos // mult, label)


def format_memory(nbytes):
    # org.apache.flink.configuration.MemorySize.formatToString
    unit = MEMORY_UNITS[0]
    for idx, (lab, m) in enumerate(MEMORY_UNITS):
        if nbytes % m != 0:
            unit = MEMORY_UNITS[0] if idx == 0 else MEMORY_UNITS[idx - 1]
            break
    return "%d %s" % (nbytes // unit[1], unit[0])


def parse_memory(text):
    m = re.fullmatch(r"\s*(\d+)\s*([a-zA-Z]*)\s*", text)
    if not m:
        raise JavaError("memory size %r" % text)
    unit = m.group(2).lower()
    mult = {"": 1, "b": 1, "bytes": 1, "k": 1024, "kb": 1024, "kibibytes": 1024, "m": 1024**2, "mb": 1024**2,
            "mebibytes": 1024**2, "g": 1024**3, "gb": 1024**3, "gibibytes": 1024**3, "t": 1024**4,
            "tb": 1024**4, "tebibytes": 1024**4}
    if unit not in mult:
        raise JavaError("memory unit %r" % unit)
    return int(m.group(1)) * mult[unit]


def java_str(val):
    """String.valueOf as Java prints it."""
    if val.kind == "str":
        return val.v
    if val.kind == "bool":
        return "true" if val.v else "false"
    if val.kind == "int":
        return str(val.v)
    if val.kind == "float":
        return repr(float(val.v))
    if val.kind == "duration":
        return format_duration(val.v)
    if val.kind == "memory":
        return format_memory(val.v)
    if val.kind == "enum":
        return val.v[3]
    if val.kind == "class":
        return val.v
    if val.kind == "map" and not val.v:
        return ""  # Flink's ConfigurationUtils prints a map as its entries joined: none, nothing
    raise JavaError("no text for %r" % (val,))


# ---------------------------------------------------------------------------------------------
# Files, classes and the evaluation of expressions


class Option:
    """One ConfigOption declaration as written (key, type, default, fallback/deprecated keys)."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


BUILDER_START = re.compile(r"(?<![\w.$])(?:(?:ConfigOptions|ConfigProperty)\s*\.\s*)?key\s*\(")
FIELD_DECL = re.compile(
    r"((?:(?:public|private|protected|static|final)\s+)+)([\w$.]+(?:\s*<[^;=(){}]*>)?(?:\s*\[\s*\])?)\s+([\w$]+)\s*=")
INTERFACE_FIELD = re.compile(  # fields of an interface are static without saying so
    r"^[ \t]*((?:(?:public|static|final)\s+)*)([\w$.]+(?:\s*<[^;=(){}]*>)?(?:\s*\[\s*\])?)\s+([\w$]+)\s*=", re.M)
CLASS_DECL = re.compile(r"\b(class|enum|interface)\s+([\w$]+)[^{;]*\{")
IMPORT = re.compile(r"^\s*import\s+(static\s+)?([\w$.]+)(\.\*)?\s*;", re.M)
PACKAGE = re.compile(r"^\s*package\s+([\w.]+)\s*;", re.M)


class JavaFile:
    def __init__(self, path, text, project):
        self.path, self.text, self.project = path, text, project
        self.clean = blank_comments(text)
        self.code = blank_strings(self.clean)
        m = PACKAGE.search(self.code)
        self.package = m.group(1) if m else ""
        self.imports, self.static_imports, self.star_static = {}, {}, []
        for m in IMPORT.finditer(self.code):
            name = m.group(2)
            if m.group(1):
                if m.group(3):
                    self.star_static.append(name)
                else:
                    cls, _, member = name.rpartition(".")
                    self.static_imports[member] = cls
            elif not m.group(3):
                self.imports[name.rpartition(".")[2]] = name
        self.classes = {}  # simple name -> (kind, body start, body end)
        for m in CLASS_DECL.finditer(self.code):
            start = m.end() - 1
            self.classes.setdefault(m.group(2), (m.group(1), start, matching(self.code, start)))
        self.fields = {}  # name -> (modifiers, type, initializer start, end)
        interface = self.classes.get(self.main_class(), ("class",))[0] == "interface"
        for m in (INTERFACE_FIELD if interface else FIELD_DECL).finditer(self.code):
            if not interface and "static" not in m.group(1):
                continue
            end = statement_end(self.code, m.end())
            self.fields.setdefault(m.group(3), (m.group(1).split(), m.group(2), m.end(), end))
        self._options = {}

    def line_of(self, pos):
        return self.text.count("\n", 0, pos) + 1

    def main_class(self):
        return self.path.rsplit("/", 1)[-1][:-5]

    def field_text(self, name):
        f = self.fields[name]
        return self.clean[f[2]:f[3]].strip()

    def option_fields(self):
        """Names of the ConfigOption fields, in file order."""
        names = [n for n, f in self.fields.items() if re.match(r"ConfigOption\b", f[1])]
        return sorted(names, key=lambda n: self.fields[n][2])

    def is_alias(self, name):
        return re.fullmatch(r"[\w$.]+", self.field_text(name)) is not None

    def option(self, name, ev):
        """The Option declared by field name (an alias is followed to its declaration)."""
        if name in self._options:
            return self._options[name]
        if name not in self.fields:
            raise JavaError("%s: no field %s" % (self.path, name))
        init = self.field_text(name)
        if self.is_alias(name):
            val = ev.eval(init, self)
            if val.kind != "option":
                raise JavaError("%s: %s is not an option" % (self.path, name))
            opt = val.v
        else:
            opt = parse_builder(self, name, ev)
        self._options[name] = opt
        return opt

    def enum_constants(self, enum_name):
        """[(name, [argument texts])] of an enum declared in this file."""
        kind, start, end = self.classes[enum_name]
        if kind != "enum":
            raise JavaError("%s: %s is not an enum" % (self.path, enum_name))
        body, text = self.code[start + 1:end], self.clean[start + 1:end]
        consts, i = [], 0
        while True:
            m = re.compile(r"\s*(?:@[\w.]+(?:\([^)]*\))?\s*)*([\w$]+)\s*").match(body, i)
            if not m or not m.group(1) or m.group(1) in ("private", "public", "protected", "static", "final"):
                break
            name, i, args = m.group(1), m.end(), []
            if i < len(body) and body[i] == "(":
                close = matching(body, i)
                args = split_top(text[i + 1:close])
                i = close + 1
                while i < len(body) and body[i].isspace():
                    i += 1
            if i < len(body) and body[i] == "{":
                i = matching(body, i) + 1
                while i < len(body) and body[i].isspace():
                    i += 1
            consts.append((name, args))
            if i < len(body) and body[i] == ",":
                i += 1
                continue
            break
        return consts

    def enum_method_arg(self, enum_name, method):
        """Index of the constructor argument that method() of the enum returns, or None."""
        kind, start, end = self.classes[enum_name]
        body = self.code[start:end]
        m = re.search(r"\b" + method + r"\s*\(\s*\)\s*\{\s*return\s+(?:this\.)?([\w$]+)\s*;\s*\}", body)
        if not m:
            return None
        return self.enum_field_arg(enum_name, m.group(1))

    def enum_field_arg(self, enum_name, fieldname):
        """Index of the constructor argument the enum's field is set from, or None."""
        kind, start, end = self.classes[enum_name]
        body = self.code[start:end]
        ctor = re.search(r"\b" + enum_name + r"\s*\(([^)]*)\)\s*\{", body)
        if not ctor:
            return None
        params = [p.split()[-1] for p in split_top(ctor.group(1)) if p]
        cend = matching(body, ctor.end() - 1)
        a = re.search(r"(?:this\.)?" + fieldname + r"\s*=\s*([\w$]+)\s*;", body[ctor.end():cend])
        if not a or a.group(1) not in params:
            return None
        return params.index(a.group(1))


def parse_calls(text):
    """Splits '.a(x).b().c(y, z)' into [(name, [args] or None)]."""
    calls, i = [], 0
    while i < len(text):
        m = re.compile(r"\s*\.\s*([\w$]+)\s*").match(text, i)
        if not m:
            raise JavaError("cannot read the builder at %r" % text[i:i + 50])
        i = m.end()
        args = None
        if i < len(text) and text[i] == "(":
            close = matching(text, i)
            args = split_top(text[i + 1:close])
            i = close + 1
        calls.append((m.group(1), args))
        while i < len(text) and text[i].isspace():
            i += 1
    return calls


def parse_builder(jf, name, ev):
    """Reads the option builder that initializes field name of jf."""
    mods, _, start, end = jf.fields[name]
    text = jf.clean[start:end]
    m = BUILDER_START.search(text)
    if not m:
        raise JavaError("%s: %s is neither an option declaration nor an alias" % (jf.path, name))
    if text[:m.start()].strip():
        raise JavaError("%s: %s: unexpected text before the builder: %r" % (jf.path, name, text[:m.start()].strip()))
    pos = start + m.start()
    kopen = start + m.end() - 1
    kclose = matching(jf.clean, kopen)
    key_args = split_top(jf.clean[kopen + 1:kclose])
    if len(key_args) != 1:
        raise JavaError("%s: %s: key() takes one argument" % (jf.path, name))
    # the line of key(...), which names the option (for "ConfigOptions\n .key(" the second line)
    opt = Option(field=name, file=jf.path, project=jf.project, line=jf.line_of(pos + m.group(0).rfind("key")), private="private" in mods,
                 key=ev.string(key_args[0], jf), type=None, values=None, default=None,
                 fallback=[], deprecated=[], description="", java_type=None, default_val=None)
    if "ConfigProperty" in jf.clean[pos:kopen]:
        # a Hudi ConfigProperty: read only for its key() and defaultValue()
        opt.type = "string"
        for call, args in parse_calls(jf.clean[kclose + 1:end]):
            if call == "defaultValue":
                opt.default_expr = (args[0], jf)  # read only when asked for: it may call code
            elif call == "withDocumentation":
                opt.doc = (args[0], jf)
        return opt
    is_list = False
    for call, args in parse_calls(jf.clean[kclose + 1:end]):
        if call in OPTION_TYPES:
            opt.type = OPTION_TYPES[call]
            if call == "enumType":
                opt.java_type = args[0]
                opt.values = ev.enum_values(re.sub(r"\.class$", "", args[0].strip()), jf)
        elif call == "asList":
            is_list = True
        elif call == "defaultValue":
            opt.default_val = ev.eval(args[0], jf)
        elif call == "defaultValues":
            opt.default_val = [ev.eval(a, jf) for a in args]
        elif call == "noDefaultValue":
            opt.default_val = None
        elif call == "withFallbackKeys":
            opt.fallback += [ev.string(a, jf) for a in args]
        elif call == "withDeprecatedKeys":
            opt.deprecated += [ev.string(a, jf) for a in args]
        elif call == "withDescription":
            opt.description = ev.description(",".join(args), jf)
        else:
            raise JavaError("%s: %s: unknown builder call .%s()" % (jf.path, name, call))
    if opt.type is None:
        raise JavaError("%s: %s: no type" % (jf.path, name))
    if is_list:
        opt.element_type, opt.type = opt.type, "list"
    if opt.default_val is None:
        opt.default = None
    elif isinstance(opt.default_val, list):
        opt.default = ";".join(java_str(v) for v in opt.default_val)
    else:
        opt.default = java_str(opt.default_val)
    return opt


JDK_STATICS = {
    ("Integer", "MAX_VALUE"): Value("int", 2**31 - 1),
    ("Integer", "MIN_VALUE"): Value("int", -2**31),
    ("Long", "MAX_VALUE"): Value("int", 2**63 - 1),
    ("Long", "MIN_VALUE"): Value("int", -2**63),
    ("Boolean", "TRUE"): Value("bool", True),
    ("Boolean", "FALSE"): Value("bool", False),
    ("StandardCharsets", "UTF_8"): Value("str", "UTF-8"),
    ("StandardCharsets", "US_ASCII"): Value("str", "US-ASCII"),
    ("StandardCharsets", "ISO_8859_1"): Value("str", "ISO-8859-1"),
    ("File", "separator"): Value("str", "/"),
}
DURATION_FACTORIES = {"ofNanos": 1, "ofMillis": 10**6, "ofSeconds": 10**9, "ofMinutes": 60 * 10**9,
                      "ofHours": 3600 * 10**9, "ofDays": 86400 * 10**9}
MEMORY_FACTORIES = {"ofBytes": 1, "ofKibiBytes": 1024, "ofMebiBytes": 1024**2, "ofGibiBytes": 1024**3}


def java_format(fmt, args):
    """String.format / Flink's TextElement.text with %s and %d placeholders, as plain text."""
    out, it = [], iter(args)
    parts = re.split(r"(%%|%n|%[sd])", fmt)
    for p in parts:
        if p == "%%":
            out.append("%")
        elif p == "%n":
            out.append("\n")
        elif p in ("%s", "%d"):
            try:
                out.append(java_str(next(it)))
            except StopIteration:
                raise JavaError("too few arguments for %r" % fmt)
        else:
            out.append(p)
    return "".join(out)


class Evaluator:
    """Evaluates constant Java expressions of option declarations, reading other classes
    through project.find_class(qualified name) -> (JavaFile, class name) or None."""

    def __init__(self, project):
        self.project = project
        self.stack = []

    # -- public helpers
    def string(self, expr, jf):
        v = self.eval(expr, jf)
        if v.kind != "str":
            raise JavaError("%s: %r is not a string" % (jf.path, expr))
        return v.v

    def description(self, expr, jf):
        v = self.eval(expr, jf)
        return " ".join(java_str(v).split())

    def enum_values(self, class_expr, jf):
        owner, cls = self.resolve_class(jf, class_expr.split("."))
        return [java_str(self.enum_const(owner, cls, name)) for name, _ in owner.enum_constants(cls)]

    # -- evaluation
    def eval(self, expr, jf):
        saved = (getattr(self, "toks", None), getattr(self, "i", 0), getattr(self, "jf", None))
        try:
            self.toks, self.i, self.jf = tokenize(expr), 0, jf
            v = self.expr()
            if self.i != len(self.toks):
                raise JavaError("%s: cannot read %r" % (jf.path, expr))
            return v
        finally:
            self.toks, self.i, self.jf = saved

    sub_eval = eval

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else (None, None)

    def take(self, op=None):
        t = self.peek()
        if op is not None and t[1] != op:
            raise JavaError("%s: expected %r, got %r" % (self.jf.path, op, t[1]))
        self.i += 1
        return t

    def expr(self):
        v = self.additive()
        if self.peek()[1] == "?":
            raise JavaError("%s: conditional expression" % self.jf.path)
        return v

    def additive(self):
        v = self.multiplicative()
        while self.peek()[1] in ("+", "-"):
            op = self.take()[1]
            w = self.multiplicative()
            if op == "+" and (v.kind == "str" or w.kind == "str"):
                v = Value("str", java_str(v) + java_str(w))
            elif v.kind in ("int", "float") and w.kind in ("int", "float"):
                r = v.v + w.v if op == "+" else v.v - w.v
                v = Value("float" if "float" in (v.kind, w.kind) else "int", r)
            else:
                raise JavaError("%s: cannot %s %r and %r" % (self.jf.path, op, v, w))
        return v

    def multiplicative(self):
        v = self.unary()
        while self.peek()[1] in ("*", "/"):
            op = self.take()[1]
            w = self.unary()
            if v.kind not in ("int", "float") or w.kind not in ("int", "float"):
                raise JavaError("%s: cannot %s %r and %r" % (self.jf.path, op, v, w))
            if op == "*":
                r = v.v * w.v
            elif v.kind == "int" and w.kind == "int":
                r = int(v.v / w.v)
            else:
                r = v.v / w.v
            v = Value("float" if "float" in (v.kind, w.kind) else "int", r)
        return v

    def unary(self):
        if self.peek()[1] == "-":
            self.take()
            v = self.unary()
            if v.kind not in ("int", "float"):
                raise JavaError("%s: cannot negate %r" % (self.jf.path, v))
            return Value(v.kind, -v.v)
        if self.peek()[1] == "(":
            # a cast: (Type) expr
            if (self.peek(1)[0] == "id" and self.peek(2)[1] == ")" and self.peek(1)[1][:1].isupper()
                    and self.peek(3)[0] in ("id", "str", "num")):
                self.i += 3
                return self.unary()
            self.take("(")
            v = self.expr()
            self.take(")")
            return self.postfix(v)
        return self.primary()

    def args(self):
        self.take("(")
        out = []
        if self.peek()[1] == ")":
            self.take()
            return out
        while True:
            out.append(self.expr())
            if self.peek()[1] == ",":
                self.take()
                continue
            self.take(")")
            return out

    def primary(self):
        kind, text = self.take()
        if kind == "str":
            return self.postfix(Value("str", unescape(text[1:-1])))
        if kind == "chr":
            return self.postfix(Value("str", unescape(text[1:-1])))
        if kind == "num":
            t = text.replace("_", "")
            if t[-1] in "lL":
                return Value("int", int(t[:-1]))
            if t[-1] in "dDfF" or "." in t:
                return Value("float", float(t.rstrip("dDfF")))
            return Value("int", int(t))
        if kind != "id":
            raise JavaError("%s: unexpected %r" % (self.jf.path, text))
        if text in ("true", "false"):
            return Value("bool", text == "true")
        if text == "null":
            return Value("none", None)
        if text == "new":
            # `new HashMap<>()`: an empty map default (Paimon's CoreOptions); anything else is no
            # constant this reader evaluates.
            if self.peek()[1] == "MemorySize":  # Paimon's MemorySize.MAX_VALUE = new MemorySize(Long.MAX_VALUE)
                self.take()
                size = self.args()
                if len(size) != 1 or size[0].kind != "int":
                    raise JavaError("%s: new MemorySize of no whole number" % self.jf.path)
                return self.postfix(Value("memory", size[0].v))
            if self.peek()[1] not in ("HashMap", "LinkedHashMap", "TreeMap"):
                raise JavaError("%s: 'new' in a constant expression" % self.jf.path)
            self.take()
            while self.peek()[1] not in ("(", None):  # the type arguments, <> or <String, String>
                self.take()
            if self.args():
                raise JavaError("%s: 'new' map with arguments in a constant expression" % self.jf.path)
            return self.postfix(Value("map", {}))
        # a dotted name, maybe with calls: collect it
        names = [text]
        while self.peek()[1] != "(" and self.peek()[1] == "." and self.peek(1)[0] == "id":
            self.take()
            names.append(self.take()[1])
        call_args = self.args() if self.peek()[1] == "(" else None
        return self.postfix(self.resolve(names, call_args))

    def postfix(self, v):
        while self.peek()[1] == ".":
            self.take()
            name = self.take()[1]
            args = self.args() if self.peek()[1] == "(" else None
            v = self.member(v, name, args)
        return v

    # -- names
    def resolve(self, names, call_args):
        jf = self.jf
        head = names[0]
        if call_args is not None and len(names) == 1:
            return self.function(head, call_args)
        if call_args is not None and len(names) == 2 and names[0] in ("TextElement", "LinkElement"):
            return self.function(names[1], call_args)
        if call_args is not None and len(names) == 2 and names[0] == "Duration":
            if names[1] not in DURATION_FACTORIES:
                raise JavaError("%s: Duration.%s" % (jf.path, names[1]))
            return Value("duration", call_args[0].v * DURATION_FACTORIES[names[1]])
        if call_args is not None and len(names) == 2 and names[0] == "MemorySize":
            if names[1] in MEMORY_FACTORIES:
                return Value("memory", call_args[0].v * MEMORY_FACTORIES[names[1]])
            if names[1] == "parse":
                return Value("memory", parse_memory(call_args[0].v))
            raise JavaError("%s: MemorySize.%s" % (jf.path, names[1]))
        if call_args is not None and names == ["String", "format"]:
            return Value("str", java_format(call_args[0].v, call_args[1:]))
        if call_args is not None and names == ["String", "valueOf"]:
            return Value("str", java_str(call_args[0]))
        if call_args == [] and names == ["Description", "builder"]:
            return Value("desc_builder", [])
        external = self.external(jf, names)
        if external:
            v, rest = external
        elif tuple(names[:2]) in JDK_STATICS:
            v = JDK_STATICS[tuple(names[:2])]
            rest = names[2:]
        elif head in jf.fields:
            v = self.field_value(jf, head)
            rest = names[1:]
        elif self.local_enum_const(jf, head):
            v = self.local_enum_const(jf, head)
            rest = names[1:]
        elif head in jf.static_imports:
            owner = self.find_class(jf, jf.static_imports[head])
            v = self.class_member(owner[0], owner[1], head)
            rest = names[1:]
        else:
            owner, cls = None, None
            for n in range(len(names), 0, -1):
                try:
                    owner, cls = self.resolve_class(jf, names[:n])
                except JavaError:
                    continue
                rest = names[n:]
                break
            if owner is None:
                raise JavaError("%s: cannot resolve %s" % (jf.path, ".".join(names)))
            if not rest:
                raise JavaError("%s: a class is not a value: %s" % (jf.path, ".".join(names)))
            if rest and rest[0] == "class":
                v = Value("class", self.qualified(owner, cls))
                rest = rest[1:]
            elif len(rest) == 1 and call_args == []:
                v = self.static_method(owner, rest[0])
                rest, call_args = [], None
            elif rest:
                v = self.class_member(owner, cls, rest[0])
                rest = rest[1:]
        for i, name in enumerate(rest):
            last = i == len(rest) - 1
            v = self.member(v, name, call_args if last else None)
            if last:
                call_args = None
        if call_args is not None:
            raise JavaError("%s: cannot call %s" % (jf.path, ".".join(names)))
        return v

    def external(self, jf, names):
        """A constant of a library outside the mirrors, given in sources.json ("externalConstants")."""
        known = getattr(self.project, "externals", {})
        if not known:
            return None
        heads = []
        if names[0] in jf.imports:
            heads.append(jf.imports[names[0]] + "." + ".".join(names[1:]))
        if names[0] in jf.static_imports:
            heads.append(jf.static_imports[names[0]] + "." + ".".join(names))
        heads.append(".".join(names))
        for fq in heads:
            parts = fq.split(".")
            for n in range(len(parts), 0, -1):
                if ".".join(parts[:n]) in known:
                    return Value("str", known[".".join(parts[:n])]), parts[n:]
        return None

    def qualified(self, owner, cls):
        main = owner.main_class()
        base = (owner.package + "." if owner.package else "") + main
        return base if cls == main else base + "." + cls

    def function(self, name, args):
        if name in ("text", "code"):
            return Value("str", java_format(args[0].v, args[1:]) if name == "text" else java_str(args[0]))
        if name == "link":
            return Value("str", java_str(args[1] if len(args) > 1 else args[0]))
        if name == "format" and "format" in self.jf.static_imports:
            return Value("str", java_format(args[0].v, args[1:]))
        raise JavaError("%s: unknown function %s()" % (self.jf.path, name))

    def member(self, v, name, args):
        if v.kind == "option" and args is not None:
            if name == "key":
                return Value("str", v.v.key)
            if name == "doc" and getattr(v.v, "doc", None):
                return self.sub_eval(*v.v.doc)
            if name == "defaultValue" and getattr(v.v, "default_expr", None):
                return self.sub_eval(*v.v.default_expr)
            if name == "defaultValue":
                if v.v.default_val is None or isinstance(v.v.default_val, list):
                    raise JavaError("%s: %s has no single default" % (self.jf.path, v.v.key))
                return v.v.default_val
        if v.kind == "enum" and args is None:
            owner, cls, cname = v.v[:3]
            idx = owner.enum_field_arg(cls, name)
            if idx is None:
                raise JavaError("%s: cannot read %s.%s.%s" % (self.jf.path, cls, cname, name))
            return self.sub_eval(dict(owner.enum_constants(cls))[cname][idx], owner)
        if v.kind == "enum" and args == []:
            if name == "name":
                return Value("str", v.v[2])
            return self.enum_method(v, name)
        if v.kind == "class" and args == []:
            if name in ("getName", "getCanonicalName"):
                return Value("str", v.v)
            if name == "getSimpleName":
                return Value("str", v.v.rsplit(".", 1)[-1])
        if v.kind == "str" and args == []:
            if name in ("toLowerCase", "toUpperCase", "trim", "displayName", "name", "toString"):
                return Value("str", {"toLowerCase": v.v.lower(), "toUpperCase": v.v.upper(),
                                     "trim": v.v.strip()}.get(name, v.v))
        if v.kind == "desc_builder":
            return self.builder_call(v, name, args)
        raise JavaError("%s: cannot read .%s%s of %r" % (self.jf.path, name, "()" if args is not None else "", v))

    def builder_call(self, v, name, args):
        parts = v.v
        if name == "text":
            parts.append(java_format(args[0].v, args[1:]))
        elif name in ("add",):
            parts.append(java_str(args[0]))
        elif name == "list":
            parts.append(" ".join(java_str(a) for a in args))
        elif name == "linebreak":
            parts.append("\n")
        elif name == "build":
            return Value("str", " ".join(p.strip() for p in parts if p.strip()))
        else:
            raise JavaError("%s: Description.builder().%s()" % (self.jf.path, name))
        return v

    # -- classes
    def find_class(self, jf, qualified):
        found = self.project.find_class(qualified)
        if not found:
            raise JavaError("%s: class %s not found" % (jf.path, qualified))
        return found

    def resolve_class(self, jf, names):
        """(JavaFile, class name) for a class named as written in jf (simple, nested or qualified)."""
        head = names[0]
        found = None
        if head in jf.classes:
            found = (jf, head)
        elif head in jf.imports:
            found = self.project.find_class(jf.imports[head])
        elif head in jf.static_imports:
            found = self.project.find_class(jf.static_imports[head] + "." + head)
        if found is None and head[:1].isupper():
            found = self.project.find_class((jf.package + "." if jf.package else "") + head)
            for star in jf.star_static:
                if found is None:
                    found = self.project.find_class(star + "." + head)
        if found is None and len(names) > 1:
            found = self.project.find_class(".".join(names))
            if found:
                return found
        if found is None:
            raise JavaError("%s: class %s not found" % (jf.path, ".".join(names)))
        owner, cls = found
        for nested in names[1:]:
            if nested not in owner.classes:
                raise JavaError("%s: no class %s in %s" % (jf.path, nested, owner.path))
            cls = nested
        return owner, cls

    def static_method(self, owner, name):
        """A static method without arguments whose body only returns a constant expression."""
        m = re.search(r"\bstatic\s+[\w$.<>\[\]]+\s+" + name + r"\s*\(\s*\)\s*\{\s*return\s+([^;]+);\s*\}", owner.code)
        if not m:
            raise JavaError("%s: cannot read %s.%s()" % (self.jf.path, owner.path, name))
        return self.sub_eval(owner.clean[m.start(1):m.end(1)], owner)

    def local_enum_const(self, jf, name):
        for cls, (kind, _, _) in jf.classes.items():
            if kind == "enum" and any(c == name for c, _ in jf.enum_constants(cls)):
                return self.enum_const(jf, cls, name)
        return None

    def class_member(self, owner, cls, name):
        kind = owner.classes.get(cls, ("class",))[0]
        if kind == "enum" and any(c == name for c, _ in owner.enum_constants(cls)):
            return self.enum_const(owner, cls, name)
        if name in owner.fields:
            return self.field_value(owner, name)
        # A constant the class inherits: Flink CDC's PostgresSourceOptions extends
        # JdbcSourceOptions, which extends SourceOptions (SCAN_STARTUP_MODE is declared there).
        sup = self.superclass(owner, cls)
        if sup:
            return self.class_member(sup[0], sup[1], name)
        raise JavaError("%s: no member %s in %s" % (self.jf.path, name, owner.path))

    def superclass(self, owner, cls):
        """(JavaFile, class name) of the class cls extends, or None."""
        m = re.search(r"\bclass\s+" + re.escape(cls) + r"\b[^{;]*?\bextends\s+([\w$.]+)", owner.code)
        if not m:
            return None
        return self.resolve_class(owner, m.group(1).split("."))

    def field_value(self, owner, name):
        key = (owner.path, name)
        if key in self.stack:
            raise JavaError("%s: %s refers to itself" % (owner.path, name))
        self.stack.append(key)
        try:
            ftype = owner.fields[name][1]
            if re.match(r"(ConfigOption|ConfigProperty)\b", ftype):
                return Value("option", owner.option(name, self))
            return self.sub_eval(owner.field_text(name), owner)
        except JavaError as e:
            raise JavaError("%s\n  while reading %s in %s" % (e, name, owner.path))
        finally:
            self.stack.pop()

    def enum_const(self, owner, cls, name):
        # Flink reads and prints an enum option by its toString() (ConfigurationUtils.convertToEnum)
        text = self.enum_method(Value("enum", (owner, cls, name, name)), "toString")
        return Value("enum", (owner, cls, name, java_str(text)))

    def enum_method(self, v, method):
        owner, cls, name = v.v[:3]
        idx = owner.enum_method_arg(cls, method)
        if idx is None:
            if method == "toString":
                return Value("str", name)
            raise JavaError("%s: cannot read %s.%s.%s()" % (self.jf.path, cls, name, method))
        args = dict(owner.enum_constants(cls))[name]
        return self.sub_eval(args[idx], owner)
