#pragma once

#include "findingsview.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace st {

struct ExportResult;

/// What the designer says after an export: which files were written in which folder, which
/// were not, and why, each once. (The model's problem lines name database and file themselves,
/// for the CLI; the designer lists the files and then the findings.)
class ExportReport
{
    Q_DECLARE_TR_FUNCTIONS(ExportReport)

public:
    enum class Kind { Tables, Jobs };

    /// The full report, one statement per line: headline(), then one line per problem.
    static QString describe(const ExportResult &result, const QString &folder, Kind kind);
    /// What was written where and what was not, without the problems.
    static QString headline(const ExportResult &result, const QString &folder, Kind kind);
    /// The problems, grouped by `DATABASE.TABLE` (a job's by its database).
    static QList<GroupedFinding> findings(const ExportResult &result);
    /// The files of a dry run (ExportOptions::dryRun) that already exist in `folder` and do not
    /// hold what the export would write, as paths relative to it: those it would replace.
    static QStringList filesToReplace(const ExportResult &planned, const QString &folder);
    /// The question asked before replacing `existing` (from filesToReplace()).
    static QString replaceQuestion(const QString &folder, const QStringList &existing);
};

} // namespace st
