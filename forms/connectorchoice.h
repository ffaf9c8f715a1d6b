#pragma once

#include <QStyledItemDelegate>

class QListView;

namespace st {

/// Draws the choices of the new table dialog's first page as cards (in one or two columns): the
/// data source type's name in bold, its one-line description from the schema under it, and the
/// roles it can have. A whole card is the target to click, not a line of text.
/// The item's text is the name; its description and roles are in the roles below.
class ConnectorChoiceDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    enum DataRole {
        DescriptionRole = Qt::UserRole + 1, ///< the schema's description, in the interface's language
        RolesRole,                          ///< "Used as: ..." in the interface's language
    };

    /// `view` gives the width the cards wrap their text to.
    explicit ConnectorChoiceDelegate(QListView *view);

    /// Cards side by side for `count` choices: one column for a few, two for more, three for many.
    static int columns(int count);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static constexpr int kOneColumnUpTo = 4;
    static constexpr int kTwoColumnsUpTo = 8;

    struct Layout
    {
        QRect title;
        QRect description;
        QRect roles;
        int height = 0;
    };
    Layout layout(const QStyleOptionViewItem &option, const QModelIndex &index, int width) const;
    static QFont titleFont(const QFont &base);

    QListView *m_view;
};

} // namespace st
