#include "support/teststore.h"

#include "models/session/openplaces.h"
#include "models/session/servicesession.h"

#include <rowan/localtableservice.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rowan;

namespace {
std::shared_ptr<TableService> serviceIn(const QTemporaryDir &dir, const QString &file)
{
    auto store = TestStoreBuilder(dir, file).table(QStringLiteral("Things")).build();
    return store ? std::make_shared<LocalTableService>(store) : nullptr;
}
} // namespace

class TestOpenPlaces : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showAddsBesideTheOthers();
    void showingAnOpenPlaceAgainReplacesItsService();
    void activateShowsAnOpenPlace();
    void theGuardKeepsTheCurrentPlace();
    void closingShowsANeighbour_data();
    void closingShowsANeighbour();
    void aServiceSetDirectlyReplacesTheCurrentPlace();
    void closingTheSessionDirectlyClosesTheCurrentPlace();

private:
    QTemporaryDir *m_dir = nullptr;
    ServiceSession *m_session = nullptr;
    OpenPlaces *m_places = nullptr;
    QList<std::shared_ptr<TableService>> m_services;
};

void TestOpenPlaces::init()
{
    m_dir = new QTemporaryDir;
    m_session = new ServiceSession;
    m_places = new OpenPlaces(m_session);
    m_services.clear();
    for (const char *file : {"a.rowan", "b.rowan", "c.rowan"}) {
        m_services.append(serviceIn(*m_dir, QString::fromLatin1(file)));
        QVERIFY(m_services.last());
    }
}

void TestOpenPlaces::cleanup()
{
    delete m_places;
    delete m_session;
    m_services.clear();
    delete m_dir;
}

void TestOpenPlaces::showAddsBesideTheOthers()
{
    QSignalSpy changed(m_places, &OpenPlaces::placesChanged);
    QSignalSpy current(m_places, &OpenPlaces::currentChanged);
    QCOMPARE(m_places->current(), -1);
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/a"), QStringLiteral("a"), m_services.at(0));
    m_places->show(
        OpenPlaces::Kind::Connection, QStringLiteral("id-b"), QStringLiteral("b"), m_services.at(1));
    QCOMPARE(m_places->count(), 2);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(current.count(), 2);
    QCOMPARE(m_places->current(), 1);
    QCOMPARE(m_session->service(), m_services.at(1));
    // The first stays open, with its service, while the second is shown.
    QCOMPARE(m_places->at(0).service, m_services.at(0));
    QCOMPARE(m_places->indexOf(OpenPlaces::Kind::Store, QStringLiteral("/a")), 0);
    QCOMPARE(m_places->indexOf(OpenPlaces::Kind::Connection, QStringLiteral("id-b")), 1);
    // Kinds do not mix: a store path and a connection id are different places.
    QCOMPARE(m_places->indexOf(OpenPlaces::Kind::Store, QStringLiteral("id-b")), -1);
}

void TestOpenPlaces::showingAnOpenPlaceAgainReplacesItsService()
{
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/a"), QStringLiteral("a"), m_services.at(0));
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/b"), QStringLiteral("b"), m_services.at(1));
    QSignalSpy changed(m_places, &OpenPlaces::placesChanged);
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/a"), QStringLiteral("a"), m_services.at(2));
    QCOMPARE(m_places->count(), 2);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_places->current(), 0);
    QCOMPARE(m_places->at(0).service, m_services.at(2));
    QCOMPARE(m_session->service(), m_services.at(2));
}

void TestOpenPlaces::activateShowsAnOpenPlace()
{
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/a"), QStringLiteral("a"), m_services.at(0));
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/b"), QStringLiteral("b"), m_services.at(1));
    QSignalSpy current(m_places, &OpenPlaces::currentChanged);
    QSignalSpy service(m_session, &ServiceSession::serviceChanged);
    QVERIFY(m_places->activate(0));
    QCOMPARE(m_places->current(), 0);
    QCOMPARE(m_session->service(), m_services.at(0));
    QCOMPARE(current.count(), 1);
    QCOMPARE(service.count(), 1);
    // The place shown already: nothing to do.
    QVERIFY(m_places->activate(0));
    QCOMPARE(current.count(), 1);
    QVERIFY(!m_places->activate(2));
    QVERIFY(!m_places->activate(-1));
    QCOMPARE(m_places->current(), 0);
}

void TestOpenPlaces::theGuardKeepsTheCurrentPlace()
{
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/a"), QStringLiteral("a"), m_services.at(0));
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/b"), QStringLiteral("b"), m_services.at(1));
    int asked = 0;
    bool answer = false;
    m_places->setLeaveGuard([&] {
        ++asked;
        return answer;
    });
    QVERIFY(!m_places->activate(0));
    QCOMPARE(asked, 1);
    QCOMPARE(m_places->current(), 1);
    QCOMPARE(m_session->service(), m_services.at(1));
    answer = true;
    QVERIFY(m_places->activate(0));
    QCOMPARE(asked, 2);
    QCOMPARE(m_places->current(), 0);
}

void TestOpenPlaces::closingShowsANeighbour_data()
{
    QTest::addColumn<int>("shown");
    QTest::addColumn<int>("closed");
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<int>("current"); // afterwards
    QTest::newRow("the last shown") << 2 << 2 << QStringList {"a", "b"} << 1;
    QTest::newRow("the middle shown") << 1 << 1 << QStringList {"a", "c"} << 0;
    QTest::newRow("the first shown") << 0 << 0 << QStringList {"b", "c"} << 0;
    QTest::newRow("one before the shown") << 2 << 0 << QStringList {"b", "c"} << 1;
    QTest::newRow("one after the shown") << 0 << 2 << QStringList {"a", "b"} << 0;
}

void TestOpenPlaces::closingShowsANeighbour()
{
    QFETCH(int, shown);
    QFETCH(int, closed);
    QFETCH(QStringList, left);
    QFETCH(int, current);
    for (int i = 0; i < 3; ++i) {
        const QString name = QString(QLatin1Char(char('a' + i)));
        m_places->show(OpenPlaces::Kind::Store, QLatin1Char('/') + name, name, m_services.at(i));
    }
    QVERIFY(m_places->activate(shown));
    std::weak_ptr<TableService> gone = m_services.at(closed);
    m_places->close(closed);
    QStringList names;
    for (int i = 0; i < m_places->count(); ++i)
        names.append(m_places->at(i).name);
    QCOMPARE(names, left);
    QCOMPARE(m_places->current(), current);
    QCOMPARE(m_session->service(), m_places->at(current).service);
    // Nothing holds the closed place's service but the test.
    m_services.removeAt(closed);
    QVERIFY(gone.expired());
}

void TestOpenPlaces::aServiceSetDirectlyReplacesTheCurrentPlace()
{
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/a"), QStringLiteral("a"), m_services.at(0));
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/b"), QStringLiteral("b"), m_services.at(1));
    QSignalSpy current(m_places, &OpenPlaces::currentChanged);
    m_session->setService(m_services.at(2));
    QCOMPARE(m_places->count(), 2);
    QCOMPARE(m_places->current(), 1);
    QCOMPARE(m_places->at(1).service, m_services.at(2));
    QCOMPARE(m_places->at(1).key, m_services.at(2)->description().location);
    QCOMPARE(current.count(), 1);
    // A service of an open place, set directly, shows that place.
    m_session->setService(m_services.at(0));
    QCOMPARE(m_places->count(), 2);
    QCOMPARE(m_places->current(), 0);
}

void TestOpenPlaces::closingTheSessionDirectlyClosesTheCurrentPlace()
{
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/a"), QStringLiteral("a"), m_services.at(0));
    m_places->show(OpenPlaces::Kind::Store, QStringLiteral("/b"), QStringLiteral("b"), m_services.at(1));
    m_session->setService(nullptr);
    QCOMPARE(m_places->count(), 1);
    QCOMPARE(m_places->current(), -1);
    QCOMPARE(m_places->at(0).name, QStringLiteral("a"));
    QVERIFY(m_places->activate(0));
    QCOMPARE(m_session->service(), m_services.at(0));
}

QTEST_GUILESS_MAIN(TestOpenPlaces)
#include "tst_openplaces.moc"
