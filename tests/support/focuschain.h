// The named widgets in a dialog's focus chain (its tab order), from the first (tests only).
#pragma once

#include <QStringList>
#include <QWidget>

inline QStringList focusChain(QWidget *dialog)
{
    QStringList names;
    for (QWidget *w = dialog->nextInFocusChain(); w != dialog; w = w->nextInFocusChain()) {
        if (!w->objectName().isEmpty() && !w->objectName().startsWith(QLatin1String("qt_"))
            && w->focusPolicy() != Qt::NoFocus)
            names.append(w->objectName());
    }
    return names;
}
