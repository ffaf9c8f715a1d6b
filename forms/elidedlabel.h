#pragma once

#include <QLabel>

namespace st {

/// A one-line label that never changes the layout it sits in: it takes the width it is given
/// (it asks for none), shows as much of its text as fits with an ellipsis, and the whole text in
/// its tooltip. For messages that come and go while the user types, so that the fields around
/// them stay where they are.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    /// The whole text; what shows is elided to the label's width.
    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();

    QString m_fullText;
};

} // namespace st
