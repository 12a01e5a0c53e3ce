#include "support/darkpalette.h"
#include "ui/style/messagetone.h"

#include <QApplication>
#include <QColor>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace rowan;
using namespace Qt::StringLiterals;

namespace {

// WCAG 2 relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor styledColour(const QWidget &w)
{
    const QRegularExpressionMatch m
        = QRegularExpression(u"color:\\s*(#[0-9a-fA-F]{6})"_s).match(w.styleSheet());
    return m.hasMatch() ? QColor(m.captured(1)) : QColor();
}

} // namespace

class TestMessageTone : public QObject
{
    Q_OBJECT

private slots:
    void readableOnItsPalette_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<int>("tone");
        for (bool dark : {false, true}) {
            const char *p = dark ? "dark" : "light";
            QTest::addRow("%s error", p) << dark << int(MessageTone::Error);
            QTest::addRow("%s warning", p) << dark << int(MessageTone::Warning);
            QTest::addRow("%s success", p) << dark << int(MessageTone::Success);
        }
    }

    // Every tone reads at WCAG AA (4.5:1) against the window it is shown on, light or dark.
    void readableOnItsPalette()
    {
        QFETCH(bool, dark);
        QFETCH(int, tone);
        QLabel label(u"Something happened"_s);
        label.setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
        setMessageTone(&label, MessageTone(tone));
        const QColor colour = styledColour(label);
        QVERIFY2(colour.isValid(), qPrintable(label.styleSheet()));
        const double ratio = contrast(colour, label.palette().color(QPalette::Window));
        QVERIFY2(ratio >= 4.5,
            qPrintable(u"%1 on %2: %3:1"_s.arg(colour.name(), label.palette().color(QPalette::Window).name())
                           .arg(ratio, 0, 'f', 2)));
    }

    // The three tones differ from each other, and Plain gives the palette's own colour back.
    void tonesDifferAndPlainClears()
    {
        QLabel label;
        QList<QColor> seen;
        for (MessageTone tone : {MessageTone::Error, MessageTone::Warning, MessageTone::Success}) {
            setMessageTone(&label, tone);
            const QColor colour = styledColour(label);
            QVERIFY(!seen.contains(colour));
            seen << colour;
        }
        setMessageTone(&label, MessageTone::Plain);
        QVERIFY(label.styleSheet().isEmpty());
    }
};

QTEST_MAIN(TestMessageTone)
#include "tst_messagetone.moc"
