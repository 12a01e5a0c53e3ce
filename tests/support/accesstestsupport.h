// Shared by the access dialog tests: a store with a table of known entities, and screenshots of a dialog in
// the light and the dark palette when ROWAN_SCREENSHOT_DIR names a folder.
#pragma once

#include <rowan/store.h>

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

// Items: partitions p0 … p<partitions-1>, entities r000 … spread over them in turn.
inline std::shared_ptr<rowan::Store> makeAccessStore(const QTemporaryDir &dir, int entities, int partitions)
{
    using namespace rowan;
    StoreOptions options;
    options.createIfMissing = true;
    auto store = Store::open(dir.filePath(QStringLiteral("access.rowan")), options);
    if (!store || !(*store)->createTable(QStringLiteral("devstoreaccount1"), QStringLiteral("Items")))
        return nullptr;
    for (int i = 0; i < entities; ++i) {
        Entity e(
            QStringLiteral("p%1").arg(i % partitions), QStringLiteral("r%1").arg(i, 3, 10, QLatin1Char('0')));
        e.setProperty(QStringLiteral("Index"), Value::int32(i));
        if (!(*store)->insertEntity(QStringLiteral("devstoreaccount1"), QStringLiteral("Items"), e))
            return nullptr;
    }
    return std::shared_ptr<Store>(std::move(*store));
}

inline QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    p.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
}

// Saves <name>.png and <name>-dark.png under ROWAN_SCREENSHOT_DIR (nothing when unset).
inline void saveAccessScreenshots(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("ROWAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QPalette light = QApplication::style()->standardPalette();
    for (const auto &[palette, suffix] :
        {std::pair {light, QString()}, std::pair {darkPalette(), QStringLiteral("-dark")}}) {
        QApplication::setPalette(palette);
        widget->setPalette(palette);
        QTest::qWait(50);
        QVERIFY(widget->grab().save(QDir(dir).filePath(name + suffix + QStringLiteral(".png"))));
    }
    QApplication::setPalette(light);
    widget->setPalette(light);
}
