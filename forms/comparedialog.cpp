#include "comparedialog.h"

#include "check/validator.h"
#include "ddlview.h"
#include "schema/schemaregistry.h"
#include "sql/ddlwriter.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

namespace st {

namespace {

/// `base` tinted towards `tint`, so that a marked line stays readable on a light or dark palette.
QColor blend(const QColor &base, const QColor &tint, qreal amount)
{
    return QColor::fromRgbF(base.redF() + (tint.redF() - base.redF()) * amount, base.greenF() + (tint.greenF() - base.greenF()) * amount,
                            base.blueF() + (tint.blueF() - base.blueF()) * amount);
}

QString ddlOf(const SchemaRegistry &registry, const TableSpec &spec)
{
    const DdlWriter writer(registry);
    QString ddl;
    LocalizedText error;
    // A password held as it is is not shown in either revision.
    if (!writer.write(withSecretsMasked(spec, registry), writer.targetDialect(spec.target), &ddl, &error))
        return QStringLiteral("-- ") + error.in(uiLanguage());
    return ddl;
}

/// Paints each row of `view` as `marks` says (Same rows are left as they are).
void paintMarks(DdlView *view, const QList<CompareDialog::Mark> &marks)
{
    const QColor base = view->palette().color(QPalette::Base);
    QList<QTextEdit::ExtraSelection> selections;
    QTextBlock block = view->document()->firstBlock();
    for (int row = 0; row < marks.size() && block.isValid(); ++row, block = block.next()) {
        QColor colour;
        switch (marks.at(row)) {
        case CompareDialog::Mark::Same: continue;
        case CompareDialog::Mark::Removed: colour = blend(base, QColor(220, 40, 40), 0.28); break;
        case CompareDialog::Mark::Added: colour = blend(base, QColor(30, 170, 60), 0.28); break;
        case CompareDialog::Mark::Filler: colour = blend(base, view->palette().color(QPalette::Mid), 0.35); break;
        }
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(block);
        selection.format.setBackground(colour);
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections << selection;
    }
    view->setExtraSelections(selections);
}

} // namespace

CompareDialog::CompareDialog(const SchemaRegistry &registry, const Side &before, const Side &after, QWidget *parent)
    : QDialog(parent), m_before(before), m_after(after), m_specChanges(diffSpecs(before.spec, after.spec, secretOptionsOfEither(before.spec, after.spec, registry))),
      m_alterPlan(alterTable(before.spec, after.spec, registry))
{
    setObjectName(QStringLiteral("compareDialog"));
    m_changesLabel = new QLabel(this);
    m_changes = new QListWidget(this);
    m_changes->setObjectName(QStringLiteral("changes"));
    m_changes->setWordWrap(true);
    m_beforeLabel = new QLabel(this);
    m_afterLabel = new QLabel(this);
    m_beforeView = new DdlView(this);
    m_beforeView->setObjectName(QStringLiteral("beforeDdl"));
    m_afterView = new DdlView(this);
    m_afterView->setObjectName(QStringLiteral("afterDdl"));
    m_alterLabel = new QLabel(this);
    m_alterLabel->setWordWrap(true);
    m_alterView = new DdlView(this);
    m_alterView->setObjectName(QStringLiteral("alterDdl"));
    m_copyAlter = new QPushButton(this);
    m_copyAlter->setObjectName(QStringLiteral("copyAlter"));
    m_copyAlter->setAutoDefault(false);
    m_copyAlter->setEnabled(m_alterPlan.inPlace() && !m_alterPlan.statements.isEmpty());
    connect(m_copyAlter, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_alterPlan.statements.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    });
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const auto column = [this](QWidget *head, QWidget *body) {
        auto *w = new QWidget(this);
        auto *layout = new QVBoxLayout(w);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(head);
        layout->addWidget(body, 1);
        return w;
    };
    auto *panes = new QSplitter(Qt::Horizontal, this);
    panes->addWidget(column(m_beforeLabel, m_beforeView));
    panes->addWidget(column(m_afterLabel, m_afterView));
    panes->setChildrenCollapsible(false);
    auto *alterHead = new QWidget(this);
    auto *alterHeadLayout = new QHBoxLayout(alterHead);
    alterHeadLayout->setContentsMargins(0, 0, 0, 0);
    alterHeadLayout->addWidget(m_alterLabel, 1);
    alterHeadLayout->addWidget(m_copyAlter);
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(column(m_changesLabel, m_changes));
    top->addWidget(column(alterHead, m_alterView));
    top->setChildrenCollapsible(false);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(panes);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addLayout(buttonRowWithLanguage(this, m_buttons)); // the main window's Language menu is blocked while this is open

    // Equal lines stay on the same row, so the panes scroll together.
    for (auto pair : {std::make_pair(m_beforeView, m_afterView), std::make_pair(m_afterView, m_beforeView)}) {
        connect(pair.first->verticalScrollBar(), &QScrollBar::valueChanged, pair.second->verticalScrollBar(), &QScrollBar::setValue);
        connect(pair.first->horizontalScrollBar(), &QScrollBar::valueChanged, pair.second->horizontalScrollBar(), &QScrollBar::setValue);
    }

    showDdl(ddlOf(registry, before.spec), ddlOf(registry, after.spec));
    retranslateUi();
    rememberWindowSize(this, QStringLiteral("compareDialog"), QSize(1100, 720));
}

QList<CompareDialog::Mark> CompareDialog::marks(bool after) const
{
    return after ? m_afterMarks : m_beforeMarks;
}

void CompareDialog::showDdl(const QString &beforeDdl, const QString &afterDdl)
{
    const QStringList diff = diffLines(beforeDdl.split(QLatin1Char('\n')), afterDdl.split(QLatin1Char('\n')));
    QStringList left;
    QStringList right;
    m_beforeMarks.clear();
    m_afterMarks.clear();
    // A run of changed lines (removed ones, then added ones) takes as many rows as its longer
    // side; the shorter side is padded with filler rows so that the next equal line is aligned.
    QStringList removed;
    QStringList added;
    const auto flush = [&] {
        const int rows = int(qMax(removed.size(), added.size()));
        for (int i = 0; i < rows; ++i) {
            left << (i < removed.size() ? removed.at(i) : QString());
            m_beforeMarks << (i < removed.size() ? Mark::Removed : Mark::Filler);
            right << (i < added.size() ? added.at(i) : QString());
            m_afterMarks << (i < added.size() ? Mark::Added : Mark::Filler);
        }
        removed.clear();
        added.clear();
    };
    for (const QString &line : diff) {
        const QChar kind = line.isEmpty() ? QLatin1Char(' ') : line.at(0);
        const QString text = line.mid(1);
        if (kind == QLatin1Char('-')) {
            removed << text;
        } else if (kind == QLatin1Char('+')) {
            added << text;
        } else {
            flush();
            left << text;
            right << text;
            m_beforeMarks << Mark::Same;
            m_afterMarks << Mark::Same;
        }
    }
    flush();
    m_beforeView->setDdl(left.join(QLatin1Char('\n')));
    m_afterView->setDdl(right.join(QLatin1Char('\n')));
    paintMarks(m_beforeView, m_beforeMarks);
    paintMarks(m_afterView, m_afterMarks);
}

QString CompareDialog::sideTitle(const Side &side) const
{
    QString title = side.latest ? tr("Revision %1 (latest)").arg(side.revision) : tr("Revision %1").arg(side.revision);
    if (side.savedAt.isValid())
        title += QStringLiteral(" — ") + QLocale().toString(side.savedAt.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    return title;
}

void CompareDialog::retranslateUi()
{
    setWindowTitle(tr("Compare revisions of %1").arg(m_after.spec.name));
    m_changesLabel->setText(m_specChanges.isEmpty() ? tr("Changes") : tr("Changes (%n)", nullptr, int(m_specChanges.size())));
    m_beforeLabel->setText(sideTitle(m_before));
    m_afterLabel->setText(sideTitle(m_after));
    m_changes->clear();
    const Language lang = uiLanguage();
    for (const SpecChange &change : m_specChanges)
        m_changes->addItem(change.text().in(lang));
    if (m_specChanges.isEmpty())
        m_changes->addItem(tr("No changes: the two revisions define the same table."));
    m_alterLabel->setText(m_alterPlan.inPlace() ? tr("ALTER TABLE statements that make the change")
                                                : tr("ALTER TABLE cannot make this change"));
    m_copyAlter->setText(tr("&Copy statements"));
    m_copyAlter->setToolTip(tr("Copy the ALTER TABLE statements to the clipboard"));
    m_alterView->setToolTip(tr("Written for the newer revision's target platform. Option values marked secret are written '(secret)': fill them in by hand"));
    const QStringList script = m_alterPlan.script(lang);
    m_alterView->setDdl(script.isEmpty() ? tr("-- nothing to change") : script.join(QLatin1Char('\n')));
    m_beforeView->setToolTip(tr("Lines only in the older revision are marked red"));
    m_afterView->setToolTip(tr("Lines only in the newer revision are marked green"));
}

void CompareDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    } else if (event->type() == QEvent::PaletteChange) {
        paintMarks(m_beforeView, m_beforeMarks);
        paintMarks(m_afterView, m_afterMarks);
    }
}

} // namespace st
