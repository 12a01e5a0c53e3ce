// Keeps the entity grid's column widths and order per table (store file + account + table) in QSettings,
// by column name: saved whenever the user resizes or moves a column, applied again when the table is
// shown and whenever new columns appear as pages arrive. A column never seen before goes after the known
// ones.
#pragma once

#include <QHash>
#include <QObject>
#include <QStringList>

class QAbstractItemView;
class QHeaderView;

namespace rowan {

class ColumnLayout : public QObject
{
    Q_OBJECT
public:
    // `header` must already show its model.
    explicit ColumnLayout(QHeaderView *header, QObject *parent = nullptr);

    // The settings key of a table's layout (a hash: store paths may hold any character).
    static QString keyFor(const QString &storePath, const QString &account, const QString &table);

    // Switches to the layout saved under `key` and applies it; an empty key keeps nothing.
    void setKey(const QString &key);
    QString key() const { return m_key; }
    // Applies the saved layout to the columns the header has now.
    void apply();
    // Sizes the given columns to what `view` shows in them, at most `cap` pixels, unless the user gave
    // them a width: keys are what the user came to see, so they are not cut to the default width. A
    // fitted width is not remembered as the user's.
    void fitToContents(const QList<int> &logical, const QAbstractItemView *view, int cap);

    // The saved order and widths (for tests and diagnostics).
    QStringList savedOrder() const { return m_order; }
    QHash<QString, int> savedWidths() const { return m_widths; }

private:
    void load();
    void save();
    void remember();
    QString nameOf(int logical) const;

    QHeaderView *m_header;
    QString m_key;
    QStringList m_order;
    QHash<QString, int> m_widths;
    bool m_applying = false;
};

} // namespace rowan
