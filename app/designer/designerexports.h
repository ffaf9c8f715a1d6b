#pragma once

#include "core/secrets.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QWidget;

namespace st {

class Catalog;
class SchemaRegistry;
struct ExportResult;

/// The designer's exports: File > Export table / database / all / database to one file,
/// Job > Export job... and File > Secrets file.... Asks what it must (the folder, replacing
/// files, writing tables that have errors), runs the model's Exporter and says what it wrote
/// where. The window tells it which databases, table and environment; it needs no window.
class DesignerExports : public QObject
{
    Q_OBJECT

public:
    /// `dialogParent`: the window its questions and reports belong to (may be null).
    DesignerExports(Catalog &catalog, const SchemaRegistry &registry, QWidget *dialogParent);

    /// The export without the folder question. `oneFile`: each database as one file
    /// `<database>.sql` (CREATE DATABASE, USE, its tables), as the CLI's --per-database;
    /// `environment`: whose variables fill in ${NAME} (empty: written as it is).
    bool exportTo(const QString &folder, const QStringList &databases, const QString &onlyTable, bool oneFile,
                  const QString &environment);
    /// Asks for the folder (remembered), exports, and confirms a complete export in a message.
    void exportAsked(const QStringList &databases, const QString &onlyTable, bool oneFile, const QString &environment);
    /// Writes `database`'s job script and submission command to `folder`.
    bool exportJobTo(const QString &folder, const QString &database, const QString &environment);
    void exportJobAsked(const QString &database, const QString &environment);

    /// The file of NAME=value lines an export reads ${secret:NAME} from (the environment's
    /// STREAMTABLE_SECRET_NAME win over it), remembered. Refused (false, `error` saying why) when
    /// it cannot be used: not a regular file, readable or writable by others than its owner
    /// (`chmod 600`), a line not NAME=value. Empty: none, only the environment.
    bool setSecretsFile(const QString &path, QString *error);
    QString secretsFile() const;
    /// Where an export reads secrets from, for the Secrets file item's tooltip.
    QString secretsFileTip() const;
    /// File > Secrets file...: asks for the file, or to stop reading the one chosen.
    void chooseSecretsFile();

    /// What the last export wrote where, what it did not and why (ExportReport::describe()).
    QString lastReport() const { return m_report; }

    static QString secretsRefusedObjectName() { return QStringLiteral("secretsRefused"); }
    static QString replaceQuestionObjectName() { return QStringLiteral("replaceFilesQuestion"); }
    static QString invalidTablesQuestionObjectName() { return QStringLiteral("invalidTablesQuestion"); }
    static QString exportReportObjectName() { return QStringLiteral("exportReport"); }

Q_SIGNALS:
    /// A line for the window's status bar, shown for `timeoutMs`.
    void statusMessage(const QString &text, int timeoutMs);
    void secretsFileChanged();

private:
    /// The secrets an export fills in: the secrets file's and the environment's. False, having
    /// said why, when the file cannot be read now (the export then writes nothing).
    bool exportSecrets(SecretValues *out);
    bool showSummary(const ExportResult &result, const QString &folder, bool jobs);
    bool confirmReplacing(const QString &folder, const ExportResult &planned);
    bool confirmInvalidTables(const ExportResult &planned, const QString &environment);

    Catalog &m_catalog;
    const SchemaRegistry &m_registry;
    QWidget *m_parent;
    QString m_report;
};

} // namespace st
