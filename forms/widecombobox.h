#pragma once

#include <QComboBox>

namespace st {

/// A combo box whose list, when it opens, is as wide as its longest entry: a narrow box (a
/// table cell, a form column) otherwise cuts its entries short in the middle, so that
/// `timestamp` and `timestamp-type` both read `tim...amp`. The box itself keeps its width.
class WideComboBox : public QComboBox
{
    Q_OBJECT

public:
    using QComboBox::QComboBox;

    /// The width the list needs to show every entry whole (text, icon, frame and scroll bar).
    int popupWidthForContents() const;
    void showPopup() override;
};

} // namespace st
