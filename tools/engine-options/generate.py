#!/usr/bin/env python3
"""Generates schemas/engines/<component>-<version>.json: the options the engines declare.

Reads the ConfigOption declarations of Flink's formats and filesystem connector, the Kafka
connector and Hudi's Flink options from bare git mirrors of their repositories, at the commits
pinned in sources.json. See README.md.

    generate.py --mirrors DIR [--out schemas/engines] [--only COMPONENT[-VERSION]]
    generate.py --check --data schemas/engines      (no mirrors needed: checks the data's shape)
"""

import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from javasrc import Evaluator, JavaError, JavaFile, blank_comments, matching, split_top  # noqa: E402

GENERATED_BY = "tools/engine-options/generate.py"
TYPES = {"string", "boolean", "int", "long", "double", "duration", "memory", "enum", "list", "map"}


class Project:
    """The Java files of one component version, plus the versions it builds against."""

    def __init__(self, reader, paths, deps=()):
        self.reader = reader  # path -> text or None
        self.paths = paths  # every file path of the tree
        self.deps = list(deps)
        self.repository = None
        self.files = {}
        self.by_suffix = None

    def load(self, path):
        if path not in self.files:
            text = self.reader(path)
            if text is None:
                raise JavaError("%s: not found" % path)
            self.files[path] = JavaFile(path, text, self)
        return self.files[path]

    def find_class(self, qualified):
        """(JavaFile, class name) of a class, by qualified name; nested classes too."""
        if self.by_suffix is None:
            self.by_suffix = {}
            for p in self.paths:
                if p.endswith(".java") and "/src/main/java/" in "/" + p:
                    rel = ("/" + p).split("/src/main/java/", 1)[1][:-5].replace("/", ".")
                    self.by_suffix.setdefault(rel, p)
        parts = qualified.split(".")
        for n in range(len(parts), 0, -1):
            name = ".".join(parts[:n])
            if name in self.by_suffix:
                jf = self.load(self.by_suffix[name])
                cls = parts[n - 1]
                for nested in parts[n:]:
                    if nested not in jf.classes:
                        return None
                    cls = nested
                return jf, cls
        for dep in self.deps:
            found = dep.find_class(qualified)
            if found:
                return found
        return None


class Mirror:
    def __init__(self, git_dir, commit):
        self.git_dir, self.commit = git_dir, commit

    def git(self, *args):
        r = subprocess.run(["git", "--git-dir", self.git_dir] + list(args), capture_output=True)
        return r.returncode, r.stdout.decode("utf-8")

    def project(self, deps=()):
        rc, out = self.git("ls-tree", "-r", "--name-only", self.commit)
        if rc != 0:
            raise SystemExit("%s: commit %s not in the mirror" % (self.git_dir, self.commit))

        def read(path):
            rc, text = self.git("show", "%s:%s" % (self.commit, path))
            return text if rc == 0 else None
        return Project(read, out.splitlines(), deps)


def mirror_dir(mirrors, owner_name):
    """The git directory of a mirror: DIR/owner+name/repo (the team's fetch tool) or DIR/owner+name.git
    or DIR/name.git (git clone --bare)."""
    owner, name = owner_name.split("/")
    for cand in (os.path.join(mirrors, owner + "+" + name, "repo"), os.path.join(mirrors, owner + "+" + name + ".git"),
                 os.path.join(mirrors, owner + "+" + name), os.path.join(mirrors, name + ".git")):
        if os.path.isdir(cand) and (os.path.exists(os.path.join(cand, "HEAD")) or os.path.isdir(os.path.join(cand, ".git"))):
            return os.path.join(cand, ".git") if os.path.isdir(os.path.join(cand, ".git")) else cand
    raise SystemExit("no mirror of %s under %s (see tools/engine-options/README.md)" % (owner_name, mirrors))


# ---------------------------------------------------------------------------------------------
# Factories


def method_body(jf, name):
    m = re.search(r"\b" + name + r"\s*\(\s*\)\s*\{", jf.code)
    if not m:
        return None
    return jf.clean[m.end() - 1:matching(jf.clean, m.end() - 1) + 1]


def factory_identifier(jf, ev):
    body = method_body(jf, "factoryIdentifier")
    if body is None:
        raise JavaError("%s: no factoryIdentifier()" % jf.path)
    m = re.search(r"return\s+([^;]+);", body)
    return ev.string(m.group(1), jf)


def factory_option_names(jf, ev):
    """[(JavaFile, option reference)] listed by requiredOptions() and optionalOptions(), or None
    when these methods do not list them one by one (Hudi returns FlinkOptions.optionalOptions(),
    filled by reflection). A method that returns Other.method() is followed (CsvCommons)."""
    names = []
    for method in ("requiredOptions", "optionalOptions"):
        owner, body = jf, method_body(jf, method)
        for _ in range(3):
            m = re.fullmatch(r"\{\s*return\s+([\w$]+)\s*\.\s*([\w$]+)\s*\(\s*\)\s*;\s*\}", body or "")
            if not m:
                break
            if m.group(1) in ("Collections", "Set", "Sets", "ImmutableSet"):
                body = "{}"  # Collections.emptySet()
                break
            owner = ev.resolve_class(owner, [m.group(1)])[0]
            body = method_body(owner, m.group(2))
        if body is None:
            return None
        for m in re.finditer(r"\.add\s*\(|\b(?:Set|Arrays|Stream|Collections)\s*\.\s*\w+\s*\(", body):
            close = matching(body, m.end() - 1)
            for arg in split_top(body[m.end():close]):
                if re.fullmatch(r"[\w$.]+", arg):
                    names.append((owner, arg))
                elif arg:
                    return None
    return names


def unknown_key_policy(fj, kind, factory_util, ev):
    """(policy, file:line, except prefixes) read from the factory's source."""
    if kind == "format":
        # A format's keys are added to the connector's consumed keys with its prefix; the
        # connector's FactoryHelper.validate() then refuses the others (FactoryUtil).
        fu = factory_util
        m = re.search(r"allKeysExpanded\(\s*formatPrefix", fu.code)
        if not m:
            raise JavaError("%s: no allKeysExpanded(formatPrefix" % fu.path)
        return "refuse", "%s:%d" % (fu.path, fu.line_of(m.start())), []
    m = re.search(r"\.\s*validateExcept\s*\(", fj.code)
    if m:
        close = matching(fj.clean, m.end() - 1)
        prefixes = []
        for arg in split_top(fj.clean[m.end():close]):
            fmt = re.fullmatch(r"helper\s*\.\s*getOptions\s*\(\s*\)\s*\.\s*get\s*\(\s*(?:FactoryUtil\s*\.\s*)?FORMAT\s*\)"
                               r"\s*\+\s*\"\.\"", arg)
            if fmt:
                prefixes.append("<format>.")
            else:
                prefixes.append(ev.string(arg, fj))
        return "refuse", "%s:%d" % (fj.path, fj.line_of(m.start())), sorted(prefixes)
    # helper.validate(), createTableFactoryHelper(this, context).validate() (blackhole), or the
    # helper's own check by hand: validateUnconsumedKeys (datagen, whose keys depend on the columns)
    m = re.search(r"(?:\bhelper|\bcreateTableFactoryHelper\s*\([^()]*\))\s*\.\s*validate\s*\(\s*\)"
                  r"|\bvalidateUnconsumedKeys\s*\(", fj.code)
    if m:
        return "refuse", "%s:%d" % (fj.path, fj.line_of(m.start())), []
    if "createTableFactoryHelper" not in fj.code:
        m = re.search(r"\b\w+\s*\.\s*fromMap\s*\(\s*context\s*\.\s*getCatalogTable\s*\(\s*\)\s*\.\s*getOptions\s*\(\s*\)\s*\)",
                      fj.code)
        if m:
            return "ignore", "%s:%d" % (fj.path, fj.line_of(m.start())), []
    raise JavaError("%s: cannot tell what the factory does with an unknown key" % fj.path)


def option_record(opt, project):
    path = opt.file
    if opt.project is not project:
        # declared in a repository the component builds against (the Kafka connector's
        # sink.parallelism is Flink's FactoryUtil.SINK_PARALLELISM): name that repository
        path = "%s:%s" % (opt.project.repository, path)
    rec = {
        "key": opt.key,
        "type": opt.type,
        "default": opt.default,
        "fallbackKeys": list(opt.fallback),
        "deprecatedKeys": list(opt.deprecated),
        "description": opt.description,
        "file": path,
        "line": opt.line,
        "field": opt.field,
    }
    if opt.type == "enum" and opt.values is not None:
        rec["values"] = list(opt.values)
    if opt.private:
        rec["private"] = True
    return rec


def subclass_identifier(jf, ev):
    """The identifier a factory subclass hands its base class: `super(FACTORY_IDENTIFIER, ...)`
    (Elasticsearch7DynamicSinkFactory), evaluated in the subclass."""
    m = re.search(r"\bsuper\s*\(", jf.code)
    if not m:
        raise JavaError("%s: no super(...) call naming the identifier" % jf.path)
    close = matching(jf.clean, m.end() - 1)
    args = split_top(jf.clean[m.end():close])
    if not args:
        raise JavaError("%s: super() names no identifier" % jf.path)
    return ev.string(args[0], jf)


def read_factory(project, spec, factory_util, ev):
    sub = project.load(spec["factoryFile"])
    # A factory may be a subclass whose base class (`baseFile`) lists the options, validates and
    # returns the identifier the subclass passes to it (the Elasticsearch connectors).
    fj = project.load(spec["baseFile"]) if spec.get("baseFile") else sub
    ident = subclass_identifier(sub, ev) if spec.get("baseFile") else factory_identifier(fj, ev)
    if ident != spec["identifier"]:
        raise JavaError("%s: factoryIdentifier() is %r, sources.json says %r" % (fj.path, ident, spec["identifier"]))
    declared = spec.get("unknownKeys")
    if declared:
        # The factory's own code does not say (Paimon's catalog tables keep every option they
        # are given): sources.json names the policy and the line that shows it, which must exist.
        if declared.get("policy") not in ("refuse", "ignore"):
            raise JavaError("sources.json: %s: unknownKeys.policy must be refuse or ignore" % spec["identifier"])
        df = project.load(declared["file"])
        m = re.search(declared["match"], df.code)
        if not m:
            raise JavaError("%s: no match for %r (sources.json unknownKeys.match)" % (df.path, declared["match"]))
        policy, where, prefixes = declared["policy"], "%s:%d" % (df.path, df.line_of(m.start())), []
    else:
        policy, where, prefixes = unknown_key_policy(fj, spec["kind"], factory_util, ev)
    options = []
    mode = spec.get("optionsFrom", "factory")
    if mode not in ("factory", "factory+files", "files"):
        raise JavaError("sources.json: optionsFrom %r" % mode)
    if mode != "files":
        names = factory_option_names(fj, ev)
        if names is None:
            raise JavaError("%s: requiredOptions()/optionalOptions() do not list the options" % fj.path)
        for owner, name in names:
            v = ev.eval(name, owner)
            if v.kind != "option":
                raise JavaError("%s: %s in the factory's options is not an option" % (owner.path, name))
            options.append(v.v)
    listed = {opt.key for opt in options}
    for path in spec["files"]:
        jf = project.load(path)  # the declaring files named in sources.json must exist at this commit
        if mode == "factory":
            continue
        for name in jf.option_fields():
            options.append(jf.option(name, ev))
    records = []
    for opt in options:
        rec = option_record(opt, project)
        # factory+files: an option of the classes that requiredOptions()/optionalOptions() do not
        # list is read by another factory of the same identifier (avro's codec, by the file
        # writer), and refused as "Unsupported options" where this factory validates.
        if mode == "factory+files" and opt.key not in listed:
            rec["unlisted"] = True
        records.append(rec)
    # Two declarations of one key that the engine reads alike (type, default, fallback and
    # deprecated keys, values) are one option: flink-connector-jdbc lists its deprecated
    # LOOKUP_MAX_RETRIES and Flink's LookupOptions.MAX_RETRIES, both 'lookup.max-retries'. The
    # record kept is the first by file and line, whatever order the factory lists them in.
    def read_alike(rec):
        return {k: rec.get(k) for k in ("type", "default", "fallbackKeys", "deprecatedKeys", "values", "unlisted")}
    by_key = {}
    for rec in sorted(records, key=lambda r: (r["file"], r["line"])):
        if rec["key"] in by_key:
            if read_alike(by_key[rec["key"]]) != read_alike(rec):
                raise JavaError("%s: two declarations of %r" % (spec["identifier"], rec["key"]))
            continue
        by_key[rec["key"]] = rec
    return {
        "identifier": ident,
        "kind": spec["kind"],
        "unknownKeys": policy,
        "unknownKeysSource": where,
        "exceptPrefixes": prefixes,
        "options": [by_key[k] for k in sorted(by_key)],
    }


def factories_of(cinfo, vinfo):
    """The factories to read at a version: the version's own `factories` when its files lie elsewhere
    (the JDBC connector moved its table classes into flink-connector-jdbc-core in 3.3), else the
    component's."""
    return vinfo.get("factories", cinfo["factories"])


def generate_version(component, cinfo, vinfo, project, factory_util):
    ev = Evaluator(project)
    factories = [read_factory(project, spec, factory_util, ev) for spec in factories_of(cinfo, vinfo)]
    factories.sort(key=lambda f: f["identifier"])
    mirror = vinfo.get("mirror", cinfo.get("mirror"))
    return {
        "formatVersion": 1,
        "kind": "engine",
        "component": component,
        "version": vinfo["version"],
        "source": {"repository": cinfo["repository"], "mirror": mirror, "ref": vinfo["ref"], "commit": vinfo["commit"]},
        "generatedBy": GENERATED_BY,
        "factories": factories,
    }


def load_sources(path=None):
    with open(path or os.path.join(HERE, "sources.json"), encoding="utf-8") as f:
        return json.load(f)


def dump(data):
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def run_generate(args):
    sources = load_sources(args.sources)
    comps = sources["components"]
    projects = {}

    def project_of(component, version):
        if (component, version) in projects:
            return projects[(component, version)]
        cinfo = comps[component]
        vinfo = next((v for v in cinfo["versions"] if v["version"] == version), None)
        if vinfo is None:
            raise SystemExit("sources.json: no %s %s" % (component, version))
        mirror = Mirror(mirror_dir(args.mirrors, vinfo.get("mirror", cinfo.get("mirror"))), vinfo["commit"])
        tag = vinfo.get("tag")
        if tag:
            rc, out = mirror.git("rev-parse", tag + "^{commit}")
            if rc != 0 or out.strip() != vinfo["commit"]:
                raise SystemExit("%s %s: the mirror's %s is %s, sources.json pins %s"
                                 % (component, version, tag, out.strip() or "missing", vinfo["commit"]))
        deps = [project_of(d["component"], d["version"])[0] for d in vinfo.get("dependsOn", [])]
        project = mirror.project(deps)
        project.repository = cinfo["repository"]
        project.externals = {k: v["value"] for k, v in sources.get("externalConstants", {}).items()}
        projects[(component, version)] = (project, cinfo, vinfo)
        return projects[(component, version)]

    os.makedirs(args.out, exist_ok=True)
    failed = False
    for component, cinfo in comps.items():
        for vinfo in cinfo["versions"]:
            name = "%s-%s" % (component, vinfo["version"])
            if args.only and args.only not in (component, name):
                continue
            project, _, _ = project_of(component, vinfo["version"])
            fu_spec = vinfo.get("factoryUtil", cinfo.get("factoryUtil"))
            try:
                if fu_spec:
                    fu_project = project_of(fu_spec["component"], fu_spec["version"])[0] if "component" in fu_spec else project
                    factory_util = fu_project.load(fu_spec["path"])
                else:
                    factory_util = None
                data = generate_version(component, cinfo, vinfo, project, factory_util)
            except JavaError as e:
                print("%s: %s" % (name, e), file=sys.stderr)
                failed = True
                continue
            problems = check_data(data, name + ".json")
            if problems:
                print("\n".join(problems), file=sys.stderr)
                failed = True
                continue
            with open(os.path.join(args.out, name + ".json"), "w", encoding="utf-8") as f:
                f.write(dump(data))
            print("%s: %s" % (name, ", ".join("%s %d" % (fa["identifier"], len(fa["options"])) for fa in data["factories"])))
    return 1 if failed else 0


# ---------------------------------------------------------------------------------------------
# --check: the committed data's shape, without the mirrors


def check_data(data, name):
    p = []

    def need(obj, key, typ, where):
        if not isinstance(obj, dict) or key not in obj:
            p.append("%s: %s: no %r" % (name, where, key))
            return False
        v = obj[key]
        ok = isinstance(v, typ) and not (typ is int and isinstance(v, bool))
        if not ok:
            p.append("%s: %s: %r is not %s" % (name, where, key, getattr(typ, "__name__", typ)))
        return ok

    top = {"formatVersion", "kind", "component", "version", "source", "generatedBy", "factories"}
    if not isinstance(data, dict):
        return ["%s: not an object" % name]
    for extra in set(data) - top:
        p.append("%s: unknown field %r" % (name, extra))
    if data.get("formatVersion") != 1:
        p.append("%s: formatVersion must be 1" % name)
    if data.get("kind") != "engine":
        p.append("%s: kind must be \"engine\"" % name)
    if need(data, "component", str, "top") and need(data, "version", str, "top"):
        if name != "%s-%s.json" % (data["component"], data["version"]):
            p.append("%s: the file name must be %s-%s.json" % (name, data["component"], data["version"]))
    if data.get("generatedBy") != GENERATED_BY:
        p.append("%s: generatedBy must be %s" % (name, GENERATED_BY))
    if need(data, "source", dict, "top"):
        src = data["source"]
        for k in ("repository", "mirror", "ref", "commit"):
            if need(src, k, str, "source") and not src[k]:
                p.append("%s: source.%s is empty" % (name, k))
        for k in ("repository", "mirror"):
            if isinstance(src.get(k), str) and not re.fullmatch(r"[\w.-]+/[\w.-]+", src[k]):
                p.append("%s: source.%s is not owner/name" % (name, k))
        if isinstance(src.get("commit"), str) and not re.fullmatch(r"[0-9a-f]{40}", src["commit"]):
            p.append("%s: source.commit is not a 40-digit SHA" % name)
        for extra in set(src) - {"repository", "mirror", "ref", "commit"}:
            p.append("%s: source: unknown field %r" % (name, extra))
    if not need(data, "factories", list, "top"):
        return p
    idents = []
    for i, fa in enumerate(data["factories"]):
        where = "factories[%d]" % i
        if not isinstance(fa, dict):
            p.append("%s: %s is not an object" % (name, where))
            continue
        allowed = {"identifier", "kind", "unknownKeys", "unknownKeysSource", "exceptPrefixes", "options"}
        for extra in set(fa) - allowed:
            p.append("%s: %s: unknown field %r" % (name, where, extra))
        if need(fa, "identifier", str, where):
            idents.append(fa["identifier"])
            where = "factory %s" % fa["identifier"]
        if need(fa, "kind", str, where) and fa["kind"] not in ("connector", "format"):
            p.append("%s: %s: kind must be connector or format" % (name, where))
        if need(fa, "unknownKeys", str, where) and fa["unknownKeys"] not in ("refuse", "ignore"):
            p.append("%s: %s: unknownKeys must be refuse or ignore" % (name, where))
        if need(fa, "unknownKeysSource", str, where) and not re.fullmatch(r"[^:\s]+\.java:[1-9]\d*", fa["unknownKeysSource"]):
            p.append("%s: %s: unknownKeysSource must be FILE.java:LINE" % (name, where))
        if need(fa, "exceptPrefixes", list, where):
            ex = fa["exceptPrefixes"]
            if not all(isinstance(x, str) and x for x in ex) or ex != sorted(set(ex)):
                p.append("%s: %s: exceptPrefixes must be sorted distinct strings" % (name, where))
            if ex and fa.get("unknownKeys") != "refuse":
                p.append("%s: %s: exceptPrefixes only go with refuse" % (name, where))
        if not need(fa, "options", list, where):
            continue
        keys = []
        for j, o in enumerate(fa["options"]):
            ow = "%s options[%d]" % (where, j)
            if not isinstance(o, dict):
                p.append("%s: %s is not an object" % (name, ow))
                continue
            okeys = {"key", "type", "default", "fallbackKeys", "deprecatedKeys", "description", "file", "line", "field"}
            for extra in set(o) - okeys - {"values", "private", "unlisted"}:
                p.append("%s: %s: unknown field %r" % (name, ow, extra))
            if need(o, "key", str, ow):
                keys.append(o["key"])
                ow = "%s option %s" % (where, o["key"])
                if not o["key"]:
                    p.append("%s: %s: empty key" % (name, ow))
            if need(o, "type", str, ow) and o["type"] not in TYPES:
                p.append("%s: %s: type %r unknown" % (name, ow, o["type"]))
            if "default" not in o:
                p.append("%s: %s: no 'default'" % (name, ow))
            elif o["default"] is not None and not isinstance(o["default"], str):
                p.append("%s: %s: default must be a string or null" % (name, ow))
            for lk in ("fallbackKeys", "deprecatedKeys"):
                if need(o, lk, list, ow) and not all(isinstance(x, str) and x for x in o[lk]):
                    p.append("%s: %s: %s must hold non-empty strings" % (name, ow, lk))
            need(o, "description", str, ow)
            if need(o, "file", str, ow) and not re.fullmatch(r"(?:[\w.-]+/[\w.-]+:)?[\w.$-]+(?:/[\w.$-]+)*\.java", o["file"]):
                p.append("%s: %s: file must be a .java path in the repository (or OWNER/NAME:PATH)" % (name, ow))
            if need(o, "line", int, ow) and o["line"] < 1:
                p.append("%s: %s: line must be positive" % (name, ow))
            if need(o, "field", str, ow) and not re.fullmatch(r"[A-Za-z_$][\w$]*", o["field"]):
                p.append("%s: %s: field is not a Java name" % (name, ow))
            if "values" in o:
                if o.get("type") != "enum":
                    p.append("%s: %s: values only go with type enum" % (name, ow))
                elif not isinstance(o["values"], list) or not o["values"] or \
                        not all(isinstance(x, str) for x in o["values"]):
                    p.append("%s: %s: values must be a non-empty list of strings" % (name, ow))
            for flag in ("private", "unlisted"):
                if flag in o and o[flag] is not True:
                    p.append("%s: %s: %s is only written as true" % (name, ow, flag))
        if keys != sorted(set(keys)):
            p.append("%s: %s: options must be sorted by key, each once" % (name, where))
    if idents != sorted(set(idents)):
        p.append("%s: factories must be sorted by identifier, each once" % name)
    return p


def run_check(args):
    problems, names = [], sorted(n for n in os.listdir(args.data) if n.endswith(".json"))
    if not names:
        problems.append("%s: no data files" % args.data)
    for n in names:
        path = os.path.join(args.data, n)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        try:
            data = json.loads(text)
        except ValueError as e:
            problems.append("%s: not JSON: %s" % (n, e))
            continue
        problems += check_data(data, n)
        if not problems and text != dump(data):
            problems.append("%s: not written as the generator writes it (indent 2, sorted, final newline)" % n)
    try:
        sources = load_sources(args.sources)
        expected = {"%s-%s.json" % (c, v["version"]) for c, ci in sources["components"].items() for v in ci["versions"]}
        for missing in sorted(expected - set(names)):
            problems.append("%s: listed in sources.json but not generated" % missing)
        for n in names:
            if n not in expected:
                problems.append("%s: not listed in sources.json" % n)
                continue
            with open(os.path.join(args.data, n), encoding="utf-8") as f:
                data = json.load(f)
            ci = sources["components"][data["component"]]
            vi = next(v for v in ci["versions"] if v["version"] == data["version"])
            want = {"repository": ci["repository"], "mirror": vi.get("mirror", ci.get("mirror")), "ref": vi["ref"],
                    "commit": vi["commit"]}
            if data.get("source") != want:
                problems.append("%s: source differs from sources.json (%s)" % (n, want))
    except (OSError, KeyError, StopIteration, ValueError) as e:
        problems.append("sources.json: %s" % e)
    for pr in problems:
        print(pr, file=sys.stderr)
    if not problems:
        print("%d engine data files checked" % len(names))
    return 1 if problems else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mirrors", help="folder holding the bare git mirrors (see README.md)")
    ap.add_argument("--out", default=os.path.join(HERE, "..", "..", "schemas", "engines"))
    ap.add_argument("--only", help="a component (flink) or component-version (flink-1.20)")
    ap.add_argument("--sources", help="the pinned table (default: sources.json beside this script)")
    ap.add_argument("--check", action="store_true", help="check the data files' shape; needs no mirrors")
    ap.add_argument("--data", help="with --check: the folder of data files")
    args = ap.parse_args(argv)
    if args.check:
        if not args.data:
            ap.error("--check needs --data DIR")
        return run_check(args)
    if not args.mirrors:
        ap.error("--mirrors DIR is required")
    return run_generate(args)


if __name__ == "__main__":
    sys.exit(main())
