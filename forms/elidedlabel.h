#pragma once

#include <QLabel>

namespace st {

/// A label that never changes the layout it sits in: it takes the width it is given (it asks
/// for none) and a fixed height of a number of lines (one unless told), shows as much of its
/// text as fits with an ellipsis, and the whole text in its tooltip. For messages that come and
/// go while the user types, so that the fields and buttons around them stay where they are.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    /// The whole text; what shows is elided to the label's room.
    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    /// Keeps the room of `lines` lines, empty or not. With more than one, the text wraps at
    /// words and its own line breaks are kept; the last line ends with an ellipsis when there
    /// is more. With one, the lines of a message are joined with "; ".
    void setLines(int lines);
    int lines() const { return m_lines; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();
    /// The text wrapped at the label's width into at most m_lines lines.
    QString wrapped() const;
    int lineHeight() const;

    QString m_fullText;
    int m_lines = 1;
};

} // namespace st
