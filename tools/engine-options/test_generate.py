"""Tests of the engine option generator over the hand-written Java fixtures in fixtures/.

Every expectation is read from the fixture's Java text (quoted in the comments), not from
the generator's output. Run: python3 -m unittest discover -s tools/engine-options -p 'test_*.py'
"""

import copy
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate  # noqa: E402
from javasrc import Evaluator, JavaError, format_duration, format_memory  # noqa: E402

ROOT = os.path.join(HERE, "fixtures")
PKG = "src/main/java/org/example/"
OPTIONS = PKG + "demo/DemoOptions.java"
ALIASES = PKG + "demo/DemoAliasOptions.java"
FACTORY_UTIL = PKG + "common/FactoryUtil.java"


def fixture_project():
    paths = []
    for d, _, files in os.walk(ROOT):
        paths += [os.path.relpath(os.path.join(d, f), ROOT) for f in files]

    def read(path):
        full = os.path.join(ROOT, path)
        if not os.path.isfile(full):
            return None
        with open(full, encoding="utf-8") as f:
            return f.read()
    project = generate.Project(read, sorted(paths))
    project.repository = "example/demo"
    return project


def line_of(path, text):
    """The line of the fixture where text first occurs (1-based)."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if text in line:
                return n
    raise AssertionError("%r not in %s" % (text, path))


def factory(identifier, kind, factory_file, files, mode):
    return {"identifier": identifier, "kind": kind, "factoryFile": PKG + factory_file, "files": files,
            "optionsFrom": mode}


class Fixtures(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.project = fixture_project()
        cls.ev = Evaluator(cls.project)
        cls.fu = cls.project.load(FACTORY_UTIL)
        spec = factory("lenient", "connector", "demo/LenientTableFactory.java", [OPTIONS], "files")
        cls.lenient = generate.read_factory(cls.project, spec, cls.fu, cls.ev)
        cls.opts = {o["key"]: o for o in cls.lenient["options"]}

    def test_every_declaration_and_only_declarations(self):
        self.assertEqual(sorted(self.opts), sorted([
            "plain", "url", "enabled", "demo.batch-size.v2", "hoodie.datasource.write.recordkey.field",
            "interval", "buffer", "mode", "level", "fields", "properties", "class", "level-name"]))
        self.assertNotIn("not.an.option", self.opts)  # declared only inside a comment

    def test_static_imported_key(self):
        # key("plain").stringType().defaultValue("a \"quoted\" value").withDescription("Plain.");
        o = self.opts["plain"]
        self.assertEqual((o["type"], o["default"], o["description"]), ("string", 'a "quoted" value', "Plain."))
        self.assertEqual((o["field"], o["file"], o["line"]), ("PLAIN", OPTIONS, line_of(OPTIONS, 'key("plain")')))

    def test_key_on_the_next_line_and_fallback_keys(self):
        # ConfigOptions\n .key("url") ... .withFallbackKeys("registry.url", LEGACY + "url")
        # with LEGACY = "legacy-"; description "The URL of the registry, " + "written over two lines."
        o = self.opts["url"]
        self.assertEqual(o["fallbackKeys"], ["registry.url", "legacy-url"])
        self.assertEqual(o["deprecatedKeys"], [])
        self.assertIsNone(o["default"])  # .noDefaultValue()
        self.assertEqual(o["description"], "The URL of the registry, written over two lines.")
        self.assertEqual(o["line"], line_of(OPTIONS, '.key("url")'))

    def test_deprecated_keys_and_string_format(self):
        # .defaultValue(false) .withDeprecatedKeys("enable", "is-enabled")
        # .withDescription(String.format("Enables %s, %d times.", "it", 2))
        o = self.opts["enabled"]
        self.assertEqual((o["type"], o["default"]), ("boolean", "false"))
        self.assertEqual(o["deprecatedKeys"], ["enable", "is-enabled"])
        self.assertEqual(o["fallbackKeys"], [])
        self.assertEqual(o["description"], "Enables it, 2 times.")

    def test_constant_keys(self):
        # key(PREFIX + "batch-size" + SUFFIX), PREFIX = "demo.", SUFFIX = ".v2" (Naming, static import)
        # .defaultValue(32 * 1024) .withFallbackKeys(Naming.OLD_PREFIX + "batch-size"), OLD_PREFIX = "old."
        o = self.opts["demo.batch-size.v2"]
        self.assertEqual((o["type"], o["default"]), ("int", "32768"))
        self.assertEqual(o["fallbackKeys"], ["old.batch-size"])

    def test_cross_file_config_property(self):
        # ConfigOptions.key(CommonConfig.RECORD_KEY_FIELD.key()) with
        # ConfigProperty.key("hoodie.datasource.write.recordkey.field").defaultValue("uuid")
        # .withFallbackKeys(CommonConfig.TABLE_TYPE.key()) = "hoodie.table.type"; the description is
        # RECORD_KEY_FIELD.doc(): "Record key field. " + "Nested fields use the dot notation."
        # TABLE_TYPE's default (Unreadable.compute()) is never needed, so never read.
        o = self.opts["hoodie.datasource.write.recordkey.field"]
        self.assertEqual(o["default"], "uuid")
        self.assertEqual(o["fallbackKeys"], ["hoodie.table.type"])
        self.assertEqual(o["description"], "Record key field. Nested fields use the dot notation.")
        self.assertEqual(o["field"], "RECORD_KEY")

    def test_description_builder_and_duration(self):
        # Description.builder().text("The interval, e.g. %s.", code("30 s")).linebreak()
        #   .text("Set it to %s to disable it.", text("0")).build(); defaultValue(Duration.ofMinutes(5))
        o = self.opts["interval"]
        self.assertEqual(o["description"], "The interval, e.g. 30 s. Set it to 0 to disable it.")
        self.assertEqual((o["type"], o["default"]), ("duration", "5 min"))

    def test_memory(self):
        # .memoryType().defaultValue(MemorySize.ofMebiBytes(128))
        self.assertEqual((self.opts["buffer"]["type"], self.opts["buffer"]["default"]), ("memory", "128 mb"))

    def test_enum_with_to_string(self):
        # .enumType(Mode.class).defaultValue(Mode.GROUP_OFFSETS);
        # GROUP_OFFSETS("group-offsets", ...), toString() { return value; }
        o = self.opts["mode"]
        self.assertEqual((o["type"], o["default"]), ("enum", "group-offsets"))
        self.assertEqual(o["values"], ["earliest-offset", "group-offsets"])

    def test_enum_of_another_file_by_name(self):
        # key("level").enumType(Naming.Level.class); enum Level { LOW, HIGH } without toString()
        o = self.opts["level"]
        self.assertEqual((o["type"], o["default"], o["values"]), ("enum", None, ["LOW", "HIGH"]))
        # .defaultValue(Naming.Level.HIGH.name())
        self.assertEqual(self.opts["level-name"]["default"], "HIGH")

    def test_list_and_map(self):
        # .stringType().asList().defaultValues("a", "b"); key("properties").mapType()
        self.assertEqual((self.opts["fields"]["type"], self.opts["fields"]["default"]), ("list", "a;b"))
        self.assertEqual((self.opts["properties"]["type"], self.opts["properties"]["default"]), ("map", None))
        self.assertNotIn("values", self.opts["fields"])

    def test_class_name_default(self):
        # .defaultValue(Naming.class.getName()), Naming in package org.example.common
        self.assertEqual(self.opts["class"]["default"], "org.example.common.Naming")

    def test_ignoring_factory(self):
        # Configuration conf = Configuration.fromMap(context.getCatalogTable().getOptions());
        f = self.lenient
        self.assertEqual((f["unknownKeys"], f["exceptPrefixes"]), ("ignore", []))
        self.assertEqual(f["unknownKeysSource"], "%sdemo/LenientTableFactory.java:%d"
                         % (PKG, line_of(PKG + "demo/LenientTableFactory.java", "Configuration.fromMap(")))

    def test_refusing_connector_with_prefixes_and_private_option(self):
        # helper.validateExcept(PROPERTIES_PREFIX, helper.getOptions().get(FactoryUtil.FORMAT) + ".");
        # optionalOptions(): SINK_SEMANTIC (private static final) and DemoOptions.PLAIN
        spec = factory("demo", "connector", "demo/DemoTableFactory.java", [OPTIONS], "factory")
        f = generate.read_factory(self.project, spec, self.fu, self.ev)
        self.assertEqual((f["unknownKeys"], f["exceptPrefixes"]), ("refuse", ["<format>.", "properties."]))
        self.assertEqual(f["unknownKeysSource"], "%sdemo/DemoTableFactory.java:%d"
                         % (PKG, line_of(PKG + "demo/DemoTableFactory.java", "helper.validateExcept(")))
        self.assertEqual([o["key"] for o in f["options"]], ["plain", "sink.semantic"])
        semantic = f["options"][1]
        self.assertIs(semantic.get("private"), True)
        self.assertNotIn("private", f["options"][0])

    def test_format_factory_with_aliases(self):
        # requiredOptions(): URL (static import of DemoAliasOptions.URL = DemoOptions.URL);
        # optionalOptions(): DemoAliasOptions.ENABLED (alias over two lines), MODE, FactoryUtil.SINK_PARALLELISM
        spec = factory("demo-format", "format", "demo/DemoFormatFactory.java", [ALIASES], "factory")
        f = generate.read_factory(self.project, spec, self.fu, self.ev)
        self.assertEqual([o["key"] for o in f["options"]], ["enabled", "mode", "sink.parallelism", "url"])
        url = f["options"][3]
        self.assertEqual((url["file"], url["field"], url["fallbackKeys"]), (OPTIONS, "URL", ["registry.url", "legacy-url"]))
        # a format's unknown keys are refused by the connector's helper, through FactoryUtil
        self.assertEqual(f["unknownKeys"], "refuse")
        self.assertEqual(f["unknownKeysSource"], "%s:%d" % (FACTORY_UTIL, line_of(FACTORY_UTIL, "allKeysExpanded(formatPrefix")))

    def test_factory_and_files_marks_the_options_the_factory_does_not_list(self):
        # factory+files: DemoFormatFactory lists ENABLED, MODE, URL and FactoryUtil.SINK_PARALLELISM;
        # DemoOptions declares PLAIN too, which the factory's validation would refuse.
        spec = factory("demo-format", "format", "demo/DemoFormatFactory.java", [OPTIONS], "factory+files")
        f = generate.read_factory(self.project, spec, self.fu, self.ev)
        unlisted = sorted(o["key"] for o in f["options"] if o.get("unlisted"))
        self.assertIn("plain", unlisted)
        for key in ("enabled", "mode", "url", "sink.parallelism"):
            self.assertNotIn(key, unlisted)
        self.assertEqual(len(unlisted) + 4, len(f["options"]))

    def test_two_declarations_read_alike_are_one_option(self):
        # optionalOptions(): OLD_PLAIN and DemoOptions.PLAIN, both key("plain").stringType()
        # .defaultValue("a \"quoted\" value"), described differently: one option, the declaration
        # first by file and line (DemoOptions.java before DemoTwiceTableFactory.java).
        spec = factory("demo-twice", "connector", "demo/DemoTwiceTableFactory.java", [OPTIONS], "factory")
        f = generate.read_factory(self.project, spec, self.fu, self.ev)
        self.assertEqual([o["key"] for o in f["options"]], ["plain"])
        plain = f["options"][0]
        self.assertEqual((plain["file"], plain["field"], plain["description"]), (OPTIONS, "PLAIN", "Plain."))

    def test_two_declarations_read_differently_are_an_error(self):
        # OTHER_PLAIN: key("plain") with .defaultValue("other"), DemoOptions.PLAIN's default is another
        spec = factory("demo-clash", "connector", "demo/DemoClashTableFactory.java", [OPTIONS], "factory")
        with self.assertRaises(JavaError):
            generate.read_factory(self.project, spec, self.fu, self.ev)

    def test_an_inherited_option_is_read_where_it_is_declared(self):
        # DemoChildOptions extends DemoOptions; the factory statically imports
        # DemoChildOptions.PLAIN, which DemoOptions declares (Flink CDC's PostgresSourceOptions
        # extends JdbcSourceOptions extends SourceOptions, which declares SCAN_STARTUP_MODE).
        child = PKG + "demo/DemoChildOptions.java"
        spec = factory("demo-inherit", "connector", "demo/DemoInheritTableFactory.java", [child, OPTIONS], "factory")
        f = generate.read_factory(self.project, spec, self.fu, self.ev)
        self.assertEqual([(o["key"], o["file"]) for o in f["options"]], [("child", child), ("plain", OPTIONS)])

    def test_identifier_must_match(self):
        spec = factory("not-demo", "connector", "demo/DemoTableFactory.java", [OPTIONS], "factory")
        with self.assertRaises(JavaError):
            generate.read_factory(self.project, spec, self.fu, self.ev)

    def test_unreadable_expression_is_an_error(self):
        # CommonConfig.TABLE_TYPE.defaultValue() is Unreadable.compute(): no class to read it from
        with self.assertRaises(JavaError):
            self.ev.eval("CommonConfig.TABLE_TYPE.defaultValue()", self.project.load(OPTIONS))


class Printing(unittest.TestCase):
    def test_duration_as_flink_prints_it(self):
        # TimeUtils.formatWithHighestUnit: highest unit dividing the value; zero is "0 ms"
        self.assertEqual(format_duration(0), "0 ms")
        self.assertEqual(format_duration(90 * 10**9), "90 s")
        self.assertEqual(format_duration(3600 * 10**9), "1 h")
        self.assertEqual(format_duration(1500 * 10**6), "1500 ms")

    def test_memory_as_flink_prints_it(self):
        # MemorySize.formatToString: the unit before the first one that does not divide
        self.assertEqual(format_memory(128 * 1024**2), "128 mb")
        self.assertEqual(format_memory(1000), "1000 bytes")
        self.assertEqual(format_memory(1024**3), "1 gb")


class Check(unittest.TestCase):
    GOOD = {
        "formatVersion": 1, "kind": "engine", "component": "demo", "version": "1.0",
        "source": {"repository": "example/demo", "mirror": "example/demo", "ref": "v1.0", "commit": "a" * 40},
        "generatedBy": "tools/engine-options/generate.py",
        "factories": [{
            "identifier": "demo", "kind": "connector", "unknownKeys": "refuse",
            "unknownKeysSource": "src/DemoTableFactory.java:12", "exceptPrefixes": ["properties."],
            "options": [
                {"key": "a", "type": "enum", "default": "x", "fallbackKeys": [], "deprecatedKeys": ["b"],
                 "description": "", "file": "src/A.java", "line": 3, "field": "A", "values": ["x", "y"]},
                {"key": "c", "type": "int", "default": None, "fallbackKeys": [], "deprecatedKeys": [],
                 "description": "", "file": "other/flink:src/F.java", "line": 9, "field": "C", "private": True}]}]}

    def problems(self, mutate):
        data = copy.deepcopy(self.GOOD)
        mutate(data)
        return generate.check_data(data, "demo-1.0.json")

    def test_good(self):
        self.assertEqual(generate.check_data(self.GOOD, "demo-1.0.json"), [])
        self.assertEqual(generate.check_data(self.GOOD, "demo-2.0.json"),
                         ["demo-2.0.json: the file name must be demo-1.0.json"])

    def test_bad(self):
        opt = lambda d: d["factories"][0]["options"][0]  # noqa: E731
        cases = [
            lambda d: d["source"].pop("commit"),
            lambda d: d["source"].update(commit="abc"),
            lambda d: opt(d).pop("default"),
            lambda d: opt(d).update(default=5),
            lambda d: opt(d).update(type="String"),
            lambda d: opt(d).update(line="3"),
            lambda d: opt(d).update(file="/abs/A.java"),
            lambda d: opt(d).update(values=["x"], type="string"),
            lambda d: opt(d).update(key="z"),  # no longer sorted
            lambda d: d["factories"][0].update(unknownKeys="warn"),
            lambda d: d["factories"][0].update(exceptPrefixes=["z.", "a."]),
            lambda d: d["factories"][0].update(unknownKeysSource="somewhere"),
            lambda d: d["factories"].append(copy.deepcopy(d["factories"][0])),  # twice
            lambda d: d.update(extra=1),
        ]
        for i, c in enumerate(cases):
            self.assertNotEqual(self.problems(c), [], "case %d" % i)


class VersionFactories(unittest.TestCase):
    def test_a_version_may_name_its_own_factory_files(self):
        # JdbcDynamicTableFactory is table/ in flink-connector-jdbc 3.2.0 and core/table/ in
        # flink-connector-jdbc-core from 3.3.0: a version's own `factories` replace the component's.
        project = fixture_project()
        fu = project.load(FACTORY_UTIL)
        moved = factory("demo", "connector", "demo/DemoTableFactory.java", [OPTIONS], "factory")
        elsewhere = factory("demo", "connector", "demo/NoSuchTableFactory.java", [OPTIONS], "factory")
        cinfo = {"repository": "example/demo", "mirror": "example/demo", "factories": [elsewhere]}
        vinfo = {"version": "1", "ref": "v1", "commit": "0" * 40, "factories": [moved]}
        self.assertEqual(generate.factories_of(cinfo, vinfo), [moved])
        data = generate.generate_version("demo", cinfo, vinfo, project, fu)
        self.assertEqual([f["identifier"] for f in data["factories"]], ["demo"])
        self.assertEqual(data["factories"][0]["unknownKeysSource"].split(":")[0], PKG + "demo/DemoTableFactory.java")
        # without its own, a version reads the component's (here a file that is not there)
        del vinfo["factories"]
        self.assertEqual(generate.factories_of(cinfo, vinfo), [elsewhere])
        with self.assertRaises(JavaError):
            generate.generate_version("demo", cinfo, vinfo, project, fu)


class CommittedData(unittest.TestCase):
    def test_committed_data_passes_the_check(self):
        data_dir = os.path.join(HERE, "..", "..", "schemas", "engines")
        if not os.path.isdir(data_dir):
            self.skipTest("no schemas/engines beside the tools")
        args = type("A", (), {"data": data_dir, "sources": None})()
        self.assertEqual(generate.run_check(args), 0)

    def test_sources_pin_commits(self):
        sources = generate.load_sources()
        for name, comp in sources["components"].items():
            for v in comp["versions"]:
                self.assertRegex(v["commit"], r"^[0-9a-f]{40}$", name)
                self.assertTrue(v.get("mirror", comp.get("mirror")), name)
            for f in comp["factories"] + [f for v in comp["versions"] for f in v.get("factories", [])]:
                self.assertIn(f["kind"], ("connector", "format"))
                self.assertTrue(f["files"])
        json.dumps(sources)


if __name__ == "__main__":
    unittest.main()
