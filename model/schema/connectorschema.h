#pragma once

// schema/: connectors as data: the schema files (connectorschema), their conditions and
// option values, and the registry that loads them. Depends on core/ only.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "core/connection.h"
#include "core/localizedtext.h"
#include "core/role.h"
#include "core/severity.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QSharedPointer>
#include <QStringList>

#include <optional>

namespace st {

struct TableSpec;

enum class ValueType { String, Integer, Long, Double, Boolean, Duration, MemorySize, Enum, List, Columns, Column, CommitTime, Class, Uri, Regex,
                       ColumnTemplate, IntegerRange };

/// What a sink of a connector takes from a changelog (SCHEMAS.md, "Changelog"): `No`, inserts only
/// (unless a format it names carries a changelog); `WithPrimaryKey`, updates and deletes by the
/// table's PRIMARY KEY (jdbc, upsert-kafka); `Yes`, any change (print, hudi).
enum class AcceptsChangelog { Unknown, No, WithPrimaryKey, Yes };

QString valueTypeName(ValueType type);
bool parseValueType(const QString &name, ValueType *out);

/// What a schema file describes: a connector (the default), the job profile of a logical
/// database (`"kind": "job"`, see docs/SCHEMAS.md "Job schema"), or a format's own options
/// (`"kind": "format"`, docs/SCHEMAS.md "Formats").
enum class SchemaKind { Connector, Job, Format };

/// Job schemas: how a job profile option reaches `flink run`.
enum class SubmitAs {
    Property, ///< `-yD key=value` (the schema's propertyFlag) and a `SET 'key' = 'value';` line
    Flag,     ///< `FLAG value`, such as `-c CLASS` or `-ynm NAME`
    Jar,      ///< the program jar, after all flags
};

/// A set of roles (source, sink) stored as flags.
struct RoleSet
{
    bool source = false;
    bool sink = false;

    /// True when a table of `role` sees something with these roles.
    bool appliesTo(Role role) const;
    bool isEmpty() const { return !source && !sink; }
    QStringList names() const;
};

struct OptionSchema
{
    QString key;
    ValueType type = ValueType::String;
    std::optional<QString> defaultValue;
    RoleSet roles;
    RoleSet requiredFor;
    QStringList values; ///< enum values
    QStringList suggestions; ///< common values offered for completion (any value is allowed)
    /// Values valid besides the type's own form, matched ignoring case (Hudi's start commit
    /// 'earliest' beside commit times); they are not ordered against other values.
    QStringList specialValues;
    bool caseSensitive = false;
    QRegularExpression pattern; ///< anchored; invalid() when none
    LocalizedText patternHint;
    std::optional<qint64> min;
    std::optional<qint64> max;
    QString separator;
    /// `columns` / `column`: only physical columns (not computed, not metadata) may be named.
    bool physicalColumns = false;
    /// `columns`: when this option is set, every item must start with its value (Kafka's
    /// `key.fields` and `key.fields-prefix`).
    QString itemPrefixOption;
    bool advanced = false;
    /// A password, key or token: its value belongs in a ${secret:NAME} reference (core/secrets),
    /// the form masks it and the checks warn when it is typed as it is.
    bool secret = false;
    QString example;
    LocalizedText label;
    LocalizedText description;
    SubmitAs submitAs = SubmitAs::Property; ///< job schemas only
    QString flag;                           ///< SubmitAs::Flag: the flag, such as `-c`
    /// Set by a target (schema/target.h): the key the target's platform reads for this option,
    /// when it is not `key`; empty otherwise.
    QString targetKey;
    /// Set by a target with targetKey: the platform still reads `key` too, as a fallback key
    /// (Hudi 0.14 reads 'write.precombine.field' for 'precombine.field').
    bool targetReadsKey = false;
    /// Set by a target: why the option does not exist on the target's platform. Setting it is
    /// then an error, and the DDL never writes it.
    std::optional<LocalizedText> absentOnTarget;
    /// Set by a target: where its facts about this option come from (a class or a page).
    QString targetSource;
    /// Set from the engine's own declaration when the target names its release
    /// (schema/engineoptions.h): the keys the engine also reads for this option when its key is
    /// not set (withFallbackKeys), in the order it tries them, and those it reads but calls
    /// deprecated (withDeprecatedKeys). Under a format's prefix as `key` is.
    QStringList fallbackKeys;
    QStringList deprecatedKeys;
    /// Where the engine declares it (`file:line` in its repository, at the release read).
    QString engineSource;

    bool hasPattern() const { return !pattern.pattern().isEmpty(); }
    bool isRequired(Role role) const { return requiredFor.appliesTo(role); }
    /// Splits a list value on the separator, trimming items.
    QStringList items(const QString &value) const;
};

/// A condition of a rule or dialect mapping; a small expression tree (see docs/SCHEMAS.md).
struct Condition
{
    enum class Kind { Always, Role, PrimaryKey, Partitioned, PartitionsInPrimaryKey, PrimaryKeyPrefixedBy, Set, Unset, Equals, In, Matches, NotBefore, After, ExactlyOne, AtMostOne, All, Any, Not };
    Kind kind = Kind::Always;
    Role role = Role::Source;
    QString option;
    QString other;             ///< NotBefore / After: the option compared against
    QStringList values;        ///< Equals / In values; ExactlyOne / AtMostOne keys
    QRegularExpression regex;  ///< Matches
    QList<Condition> children; ///< All / Any / Not
};

struct RuleSchema
{
    QString id;
    Condition when;
    Condition check;
    QString option;
    Severity severity = Severity::Error;
    LocalizedText message;
};

/// A rule across the tables of one logical database (docs/SCHEMAS.md "Database rules"). Tables
/// of the connector that name the same physical table (equal `identity` options) form a group;
/// when the group satisfies `whenRead` / `whenWritten`, `check` must hold on each member chosen
/// by `each`, else the member gets a diagnostic about `option`.
struct DatabaseRuleSchema
{
    enum class Members { All, Readers, Writers };
    QString id;
    /// Set: the rule applies only when some member that reads (role source or both) satisfies it.
    std::optional<Condition> whenRead;
    /// Set: the rule applies only when some member that writes (role sink or both) satisfies it.
    std::optional<Condition> whenWritten;
    Members each = Members::All;
    Condition check;
    QString option;
    Severity severity = Severity::Error;
    /// %1: the table; %2: the identity values (such as the path); %3: the tables that made the
    /// `when` conditions hold (all members when there are none), sorted, comma-separated.
    LocalizedText message;
};

/// A rule on the types of a table's columns (docs/SCHEMAS.md "Column type rules"): when `when`
/// holds, a column whose type's root is in `refuse`, or whose type's root is in `simpleInside`
/// while a constructed type (ARRAY, MAP, MULTISET, ROW) is inside it, gets a diagnostic.
struct ColumnTypeRuleSchema
{
    QString id;
    Condition when;
    QStringList refuse;
    QStringList simpleInside;
    Severity severity = Severity::Error;
    LocalizedText message; ///< %1: the column; %2: its type
};

/// A connector option that names a format (Kafka's `format`, `value.format`, `key.format`). The
/// named format's options follow it under `prefix` + format id + `.` (Flink's FactoryUtil:
/// `'value.format' = 'json'` reads `'value.json.ignore-parse-errors'`), and are checked against
/// the format's schema.
struct FormatSlot
{
    QString option;
    QString prefix;
    /// What an option under the format's prefix that the format does not have is: an error where
    /// the connector refuses it (Kafka: "Unsupported options found"), a warning where the
    /// connector ignores it (the filesystem connector passes the format's prefix through).
    Severity unknownOptions = Severity::Error;
    /// Options of a format that an option of the connector's own gives, which the form then does
    /// not offer again: by the format's key under the prefix (`csv.field-delimiter`), the
    /// connector's option key (HDFS `fieldDelimiter`, which the Flink dialect writes as it).
    QHash<QString, QString> givenBy;
};

/// A rule on a job's wiring into a table of the connector (docs/SCHEMAS.md "Wiring rules"):
/// when the sink satisfies `whenSink` and, with `fromStream`, the source reads a stream
/// (the source's connector `readsStream`), the wiring gets a diagnostic.
struct WiringRuleSchema
{
    QString id;
    Condition whenSink;
    bool fromStream = false;
    Severity severity = Severity::Warning;
    LocalizedText message; ///< %1: the source table; %2: the sink table
};

/// Options the engine declares that the schema deliberately does not offer as fields, and why
/// (docs/SCHEMAS.md "Engine options left out"): a test holds every engine option of every
/// target's releases to be offered or listed here.
struct LeftOutOptions
{
    QStringList keys;
    LocalizedText reason;
};

/// Which of a connector's column options one column reads (docs/SCHEMAS.md "Column options"):
/// a column of one of `types` whose selecting option has one of the `selected` values reads
/// `reads`, each value read as the type given there (datagen's `min` is an INT for an INT
/// column, a DOUBLE for a DOUBLE one). Flink's DataGen builds exactly these options per column
/// (RandomGeneratorVisitor, SequenceGeneratorVisitor) and refuses the others.
struct ColumnOptionUse
{
    QStringList selected;
    QStringList types; ///< type roots (FlinkType::root)
    QMap<QString, ValueType> reads;
    QStringList required;
    /// The options of the types inside the column's (an ARRAY's element) are read too.
    bool inner = false;
    /// An option that may not exceed the column's declared length (VARCHAR(n)); empty: none.
    QString lengthNotAbove;
    /// Pairs of options whose first value must be below the second (a random `min` and `max`).
    QList<QPair<QString, QString>> below;
};

/// Options a connector reads once per column, declared with `#` where the column's name goes
/// (datagen's `fields.#.kind` is `fields.id.kind` for column id), as the engine declares them.
struct ColumnOptions
{
    QList<OptionSchema> options;
    /// The option that chooses how a column is read (datagen's `fields.#.kind`); it is one of
    /// `options`. Empty (Paimon's): every option is read for every physical column.
    QString selector;
    /// Whether the engine data declares the options (DataGen's `fields.#.kind` placeholders);
    /// false where the engine builds the keys in code (Paimon's `fields.<column>.aggregate-function`).
    bool declaredByEngine = true;
    QList<ColumnOptionUse> uses;
    QString source; ///< where the facts come from (the engine's classes)

    bool isEmpty() const { return options.isEmpty(); }
    const OptionSchema *option(const QString &key) const;
    /// The option's key for column `column` (`fields.#.kind`, `id` -> `fields.id.kind`).
    static QString keyFor(const QString &patternKey, const QString &column);
    /// The column option `key` is one of, and the column it names, trying the longest column
    /// name of `columnNames` first (a name may hold dots); when no column fits, the option
    /// with the text between prefix and suffix. Null option: `key` has the form of none.
    struct Match
    {
        const OptionSchema *option = nullptr;
        QString column;
    };
    Match match(const QString &key, const QStringList &columnNames) const;
    /// The use for a column of root type `root` with `selected` as the selector's value, or null.
    const ColumnOptionUse *useFor(const QString &selected, const QString &root) const;
    /// What such a column reads, with the options of the types inside it for an `inner` use.
    QMap<QString, ValueType> readsFor(const QString &selected, const QString &root, const QStringList &innerRoots) const;
};

/// Job schemas: the command that submits a job.
struct SubmitSchema
{
    QStringList command;  ///< the words before the options, such as `flink run -m yarn-cluster`
    QString propertyFlag; ///< the flag before each `key=value` property, such as `-yD`
};

struct MetadataSchema
{
    QString key;
    QString type;
    bool readOnly = false;
    LocalizedText description;
    /// Set: the key exists only when this holds (a format's metadata, such as debezium-json's
    /// `value.source.timestamp` on Kafka), and `whenHint` says so.
    std::optional<Condition> when;
    LocalizedText whenHint;
    /// Set on a key that is not read-only: a table writes it only when this holds (Kafka 3.3's
    /// `topic`, for a sink with a topic list or 'topic-pattern'), and `writableHint` says so
    /// ("by a sink with ...", "仅可由……写入": the English follows "is written only").
    std::optional<Condition> writableWhen;
    LocalizedText writableHint;
};

/// How one option is written in one DDL dialect.
struct OptionMapping
{
    QString key; ///< empty: the option's own key
    bool omit = false;
    /// With `omit`: why the dialect cannot write the option (no equivalent on the platform), said
    /// as a warning when a table sets it (while `omittedWhen` holds, when given); empty for an
    /// option whose omission changes nothing.
    LocalizedText omitted;
    std::optional<Condition> omittedWhen;
    std::optional<Condition> when;
    bool useDefault = false;
    /// Lower-cased input value -> written value; a null optional drops the option.
    QMap<QString, std::optional<QString>> values;
    /// Lower-cased input values that do not read back as themselves, with why: the writer and
    /// importer ignore it; it declares to the round-trip test that the loss is known.
    QMap<QString, QString> lossy;
};

struct DialectSchema
{
    QString name;
    std::optional<QString> connectorKey; ///< nullopt: no connector key is written
    QString connectorValue;
    /// WITH keys as string literals ('topic' = ...), or bare identifiers (type = ...) as the
    /// legacy Blink form writes them.
    bool bareKeys = false;
    /// Flink requires PRIMARY KEY (...) NOT ENFORCED; Blink writes a plain PRIMARY KEY.
    bool primaryKeyNotEnforced = true;
    /// Blink writes a watermark as `WATERMARK FOR ts AS withOffset(ts, MILLISECONDS)` rather than
    /// with Flink's expression; the spec's `ts - INTERVAL 'n' UNIT` is turned into it.
    bool watermarkWithOffset = false;
    /// What the dialect has no syntax for (Blink: METADATA columns, PARTITIONED BY,
    /// TIMESTAMP_LTZ): a table that uses it cannot be written in the dialect, and the validator
    /// says so on a target that reads the dialect.
    bool metadataColumns = true;
    bool partitionedBy = true;
    QStringList refusedTypes;       ///< type roots, such as TIMESTAMP_LTZ, also inside ROW or ARRAY
    QStringList refusedKeyPrefixes; ///< option keys the dialect does not read (Flink's `csv.` format options on Blink)
    /// The form the platform takes for table and column names (anchored; invalid() when any
    /// name Flink takes will do), and what it says in words (Blink: letters, digits and `_`).
    QRegularExpression namePattern;
    LocalizedText nameHint;
    QMap<QString, OptionMapping> options;
};

/// The target a connector schema was resolved for (SchemaRegistry::forTarget()); empty id for
/// a schema as its file says.
struct TargetView
{
    QString id;
    LocalizedText label;    ///< the target, "Apache Flink 1.18"
    LocalizedText platform; ///< the connector there, "Kafka connector 3.2"; empty when not described
    QString source;         ///< where the target's facts about this connector come from
    QString docs;           ///< the connector's documentation for this platform (its options); empty when none is known
    /// Set: the connector cannot be used on the target, and why.
    std::optional<LocalizedText> unavailable;
    /// The target's CREATE TABLE clauses beyond Flink 1.18's (TargetSchema::createTable).
    QStringList createTable;

    bool isEmpty() const { return id.isEmpty(); }
    /// Whether the platform reads the CREATE TABLE clause `clause` (`distributed-by`); a schema
    /// read for no target reads every clause.
    bool readsClause(const QString &clause) const { return isEmpty() || createTable.contains(clause); }
    /// "Apache Flink 1.18 (Kafka connector 3.2)", or the label alone.
    LocalizedText fullName() const;
};

/// Everything known about one connector, loaded from its schema file.
struct ConnectorSchema
{
    SchemaKind kind = SchemaKind::Connector;
    QString connector; ///< the connector's id; a format schema's format id (`json`)
    LocalizedText label;
    LocalizedText description;
    RoleSet roles;
    /// Where the connector comes in lists of data source types: lower first (`"listOrder"`,
    /// default 100); ties keep the connectors' id order.
    int listOrder = 100;
    /// The options a table of this connector starts with when it is made from a source
    /// database's table (`"generated": {"options": {...}, "withoutKey": {...}}`; docs/SCHEMAS.md
    /// "Tables from a source database"): values with `{database}`, `{schema}`, `{table}` (the source
    /// table's), `{table:slot}` (that in lower case, [a-z0-9_] only), `{firstColumn}` and `{name}` (the
    /// new table's) filled for each table.
    QMap<QString, QString> generatedOptions;
    /// Added to those for a source table without a primary key: what makes its changes
    /// appends an insert-only sink can take.
    QMap<QString, QString> generatedWithoutKeyOptions;
    bool partitioning = false;
    /// Whether a table of this connector must declare a PRIMARY KEY (`"primaryKey": "required"`;
    /// Flink's upsert-kafka refuses a table without one). A schema-level fact like
    /// `partitioning`, so the validator checks it for any connector, with no connector named.
    bool primaryKeyRequired = false;
    /// Set: the connector takes physical columns only (no computed or metadata column), and why
    /// (Iceberg's FlinkCatalog: "Creating table with computed columns is not supported yet.").
    std::optional<LocalizedText> physicalColumnsOnly;
    /// Set: the connector takes no WATERMARK, and why (Iceberg's FlinkCatalog).
    std::optional<LocalizedText> noWatermark;
    /// Key prefixes the connector passes through unchecked (Kafka's `properties.`): options
    /// under them are not "unknown".
    /// A format schema that knows the format leaves them to its check (formatSlots).
    QStringList passThrough;
    /// Keys a user may expect (from a related connector) that this connector's factory refuses,
    /// each with why and what to do instead (upsert-kafka's `key.fields`: the key is the PRIMARY
    /// KEY). Setting one is the error `option.refused`.
    QMap<QString, LocalizedText> refusedOptions;
    /// What a key this connector does not know is: an error where its factory refuses left-over
    /// keys (Kafka's "Unsupported options found"), a warning where it may be read elsewhere.
    Severity unknownOptions = Severity::Warning;
    /// The options that name a format, whose options the format schemas check.
    QList<FormatSlot> formatSlots;
    /// Format schemas: whether the format carries a changelog (debezium-json) rather than inserts
    /// only (json).
    bool changelog = false;
    /// Format schemas: the format's factory checks no options of its own (Parquet, ORC hand every
    /// one to Hadoop), so options it does not list pass; the listed ones are still checked.
    bool passesUnlistedOptions = false;
    /// The bucketing algorithms (`HASH`, `RANGE`, `UNKNOWN` for none named) a sink of the
    /// connector implements (Flink's SupportsBucketing.listAlgorithms()); empty: its sink does not
    /// implement SupportsBucketing, and a table with DISTRIBUTED BY cannot be written.
    QStringList bucketing;
    QList<MetadataSchema> metadata;
    QList<OptionSchema> options;
    /// Options read once per column (datagen's `fields.#.kind`); empty for most connectors.
    ColumnOptions columnOptions;
    /// Set from the engine's declaration when the target names its release: the options its
    /// factory declares that `options` does not offer (under none of their keys). A table may
    /// set them, and their values are checked by the engine's type; the form shows no field.
    QList<OptionSchema> engineOnlyOptions;
    /// As the schema file lists them: engine options not offered, with why.
    QList<LeftOutOptions> engineOptionsLeftOut;
    QList<RuleSchema> rules;
    QList<ColumnTypeRuleSchema> columnTypeRules;
    QMap<QString, DialectSchema> dialects;
    /// The options that together name the physical table (Hudi: `path`); empty: every table
    /// declaration is a table of its own. Used by the database rules.
    QStringList identity;
    /// The options a connection of this connector may give its tables.
    ConnectionKind connection;
    /// A lake catalog connector (connection.isCatalog()): the options of its catalogs, checked
    /// like a table's (docs/SCHEMAS.md "Lake catalogs").
    QList<OptionSchema> catalogOptions;
    QList<DatabaseRuleSchema> databaseRules;
    /// When a source table of this connector reads a stream that has no end (Kafka always; Hudi
    /// with read.streaming.enabled); unset: never.
    std::optional<Condition> readsStream;
    /// When a source table of this connector produces updates and deletes (mysql-cdc,
    /// upsert-kafka); unset: inserts only, unless a format it names carries a changelog.
    std::optional<Condition> emitsChangelog;
    /// What a sink table of this connector takes; Unknown: not said, so not checked.
    AcceptsChangelog acceptsChangelog = AcceptsChangelog::Unknown;
    QList<WiringRuleSchema> wiringRules;
    SubmitSchema submit; ///< job schemas only
    TargetView target;   ///< set when resolved for a target

    bool isJob() const { return kind == SchemaKind::Job; }
    /// True when `option` must be given a value for `role`: it is required there, and leaving it
    /// unset does not give it its default (a job profile takes its options' defaults, see
    /// effectiveJobProfile(); a table's required option must be written).
    bool mustBeGiven(const OptionSchema &option, Role role) const { return option.isRequired(role) && !(isJob() && option.defaultValue); }
    bool isFormat() const { return kind == SchemaKind::Format; }
    const OptionSchema *option(const QString &key) const;
    /// The option the engine declares under `key` that the schema does not offer, or null.
    const OptionSchema *engineOnlyOption(const QString &key) const;
    const MetadataSchema *metadataKey(const QString &key) const;
    const DialectSchema *dialect(const QString &name) const;
    QStringList dialectNames() const;
    /// The options a table of this role sees, in schema order.
    QList<const OptionSchema *> optionsFor(Role role) const;
    bool supportsRole(Role role) const;
    /// The role a table's options alone say (the connector's only role; else the side of its
    /// role-specific options, both when it has options of each), or nothing when they say none.
    std::optional<Role> roleOfOptions(const TableSpec &spec) const;
    std::optional<Role> roleOfOptions(const QList<const OptionSchema *> &options) const;
    /// A format schema as it reads under `prefix` (`value.json.`): every option key, and every
    /// key its rules and conditions name, starts with it, so its checks run on a table's own
    /// options and name them as the table spells them.
    ConnectorSchema withKeyPrefix(const QString &prefix) const;

    /// Parses one schema file's JSON. On failure returns false with a message saying what is
    /// wrong and where inside the file (for example `options[3].type: unknown type "strng"`).
    static bool fromJson(const QJsonObject &json, ConnectorSchema *out, QString *error);
};

using ConnectorSchemaPtr = QSharedPointer<const ConnectorSchema>;

} // namespace st
