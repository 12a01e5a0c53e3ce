#include "rowan/demo.h"

#include <rowan/store.h>

#include <QRandomGenerator>
#include <QUuid>

namespace rowan {

namespace {
const QStringList departments = {QStringLiteral("Engineering"), QStringLiteral("Finance"),
    QStringLiteral("HR"), QStringLiteral("Marketing"), QStringLiteral("Sales"), QStringLiteral("Support")};
const QStringList firstNames
    = {QStringLiteral("Anna"), QStringLiteral("Bram"), QStringLiteral("Chloé"), QStringLiteral("Daan"),
        QStringLiteral("Eva"), QStringLiteral("Fedor"), QStringLiteral("Greta"), QStringLiteral("Hugo"),
        QStringLiteral("Iwona"), QStringLiteral("Jan"), QStringLiteral("Katya"), QStringLiteral("Lars")};
const QStringList lastNames
    = {QStringLiteral("Jones"), QStringLiteral("de Vries"), QStringLiteral("Kowalski"),
        QStringLiteral("Ivanova"), QStringLiteral("Smith"), QStringLiteral("Jansen"), QStringLiteral("Nowak"),
        QStringLiteral("Petrov"), QStringLiteral("Bakker"), QStringLiteral("Lewandowska")};

QUuid randomGuid(QRandomGenerator &rng)
{
    QByteArray bytes(16, Qt::Uninitialized);
    for (char &b : bytes)
        b = char(rng.bounded(256));
    bytes[6] = char((bytes[6] & 0x0f) | 0x40); // version 4
    bytes[8] = char((bytes[8] & 0x3f) | 0x80); // RFC 4122 variant
    return QUuid::fromRfc4122(bytes);
}

// Writes entities in entity group transactions of up to 100 per partition, the way a bulk loader should.
class BatchWriter
{
public:
    BatchWriter(Store &store, QString account, QString table)
        : m_store(store)
        , m_account(std::move(account))
        , m_table(std::move(table))
    { }
    Status add(Entity entity)
    {
        if (!m_pending.isEmpty()
            && (m_pending.size() == limits::MaxBatchOperations
                || m_pending.first().entity.partitionKey() != entity.partitionKey())) {
            if (auto s = flush(); !s)
                return s;
        }
        m_pending.append(EntityOperation {OperationType::InsertOrReplace, std::move(entity), QString()});
        return {};
    }
    Status flush()
    {
        if (m_pending.isEmpty())
            return {};
        auto result = m_store.executeBatch(m_account, m_table, m_pending);
        if (!result)
            return std::unexpected(result.error());
        m_written += m_pending.size();
        m_pending.clear();
        return {};
    }
    qint64 written() const { return m_written; }

private:
    Store &m_store;
    QString m_account;
    QString m_table;
    QList<EntityOperation> m_pending;
    qint64 m_written = 0;
};

struct Employee
{
    QString department;
    QString id; // six digits, zero-padded so that ids sort as numbers
    QString firstName;
    QString lastName;
    QString email;
    int age = 0;
    DateTime hired;
};

QList<Employee> makeEmployees(QRandomGenerator &rng, int count)
{
    QList<Employee> employees;
    const qint64 day = 24LL * 3600 * DateTime::TicksPerSecond;
    const qint64 start = DateTime::fromIsoString(u"2005-01-03T09:00:00Z")->ticks();
    for (int i = 0; i < count; ++i) {
        Employee e;
        e.department = departments.at(i % departments.size());
        e.id = QStringLiteral("%1").arg(100 + i, 6, 10, QLatin1Char('0'));
        e.firstName = firstNames.at(rng.bounded(int(firstNames.size())));
        e.lastName = lastNames.at(rng.bounded(int(lastNames.size())));
        QString local = (e.lastName.left(5) + e.firstName.left(1)).toLower().remove(QLatin1Char(' '));
        local.replace(QStringLiteral("é"), QStringLiteral("e"));
        e.email = QStringLiteral("%1%2@contoso.com").arg(local).arg(i);
        e.age = 21 + rng.bounded(44);
        e.hired = DateTime(start + rng.bounded(7000) * day);
        employees.append(e);
    }
    // Sorted by partition so each batch holds one partition.
    std::sort(employees.begin(), employees.end(),
        [](const Employee &a, const Employee &b) { return a.department < b.department; });
    return employees;
}

void setEmployeeProperties(Entity &entity, const Employee &e)
{
    entity.setProperty(QStringLiteral("EmployeeId"), Value::string(e.id));
    entity.setProperty(QStringLiteral("FirstName"), Value::string(e.firstName));
    entity.setProperty(QStringLiteral("LastName"), Value::string(e.lastName));
    entity.setProperty(QStringLiteral("Age"), Value::int32(e.age));
    entity.setProperty(QStringLiteral("Email"), Value::string(e.email));
    entity.setProperty(QStringLiteral("HireDate"), Value::dateTime(e.hired));
}

// Intra-partition secondary index: each employee twice in its department's partition, under
// empid_<id> and email_<address>.
Status writeEmployees(BatchWriter &out, const QList<Employee> &employees, QRandomGenerator &rng)
{
    for (const Employee &e : employees) {
        Entity byId(e.department, QStringLiteral("empid_") + e.id);
        setEmployeeProperties(byId, e);
        // Exact beyond 2^53, where JavaScript and Storage Explorer round.
        byId.setProperty(
            QStringLiteral("BadgeSerial"), Value::int64(9'007'199'254'740'993LL + rng.bounded(1000)));
        byId.setProperty(QStringLiteral("Salary"), Value::float64(40000.0 + 500.0 * rng.bounded(80)));
        byId.setProperty(QStringLiteral("IsActive"), Value::boolean(rng.bounded(10) != 0));
        if (auto s = out.add(byId); !s)
            return s;
        Entity byEmail(e.department, QStringLiteral("email_") + e.email);
        setEmployeeProperties(byEmail, e);
        if (auto s = out.add(byEmail); !s)
            return s;
    }
    return out.flush();
}

// Inter-partition secondary index: the same copies in empid_<dept> and email_<dept> partitions.
Status writeEmployeeIndex(BatchWriter &out, const QList<Employee> &employees)
{
    for (const QString &prefix : {QStringLiteral("empid_"), QStringLiteral("email_")}) {
        for (const Employee &e : employees) {
            Entity entity(prefix + e.department, prefix == QLatin1String("empid_") ? e.id : e.email);
            setEmployeeProperties(entity, e);
            if (auto s = out.add(entity); !s)
                return s;
        }
        if (auto s = out.flush(); !s)
            return s;
    }
    return {};
}

// Heterogeneous entities: a Department entity and its Employee entities in one partition, told apart by
// an EntityType property.
Status writeOrganization(BatchWriter &out, const QList<Employee> &employees)
{
    for (const QString &department : departments) {
        qint64 count = 0;
        for (const Employee &e : employees)
            count += e.department == department;
        Entity dept(department, QStringLiteral("department"));
        dept.setProperty(QStringLiteral("EntityType"), Value::string(QStringLiteral("Department")));
        dept.setProperty(QStringLiteral("DepartmentName"), Value::string(department));
        dept.setProperty(QStringLiteral("EmployeeCount"), Value::int32(int(count)));
        if (auto s = out.add(dept); !s)
            return s;
        int taken = 0;
        for (const Employee &e : employees) {
            if (e.department != department || ++taken > 20)
                continue;
            Entity emp(department, QStringLiteral("empid_") + e.id);
            emp.setProperty(QStringLiteral("EntityType"), Value::string(QStringLiteral("Employee")));
            setEmployeeProperties(emp, e);
            if (auto s = out.add(emp); !s)
                return s;
        }
    }
    return out.flush();
}

// Log tail: expense claims keyed by inverted ticks, so the newest claim sorts first and $top=10 is
// "the ten most recent".
Status writeExpenses(BatchWriter &out, const QList<Employee> &employees, QRandomGenerator &rng)
{
    const qint64 hour = 3600LL * DateTime::TicksPerSecond;
    const qint64 base = DateTime::fromIsoString(u"2026-01-01T00:00:00Z")->ticks();
    const QStringList categories = {
        QStringLiteral("Travel"), QStringLiteral("Meals"), QStringLiteral("Hotel"), QStringLiteral("Books")};
    for (int i = 0; i < 12; ++i) {
        const Employee &e = employees.at(i * 7 % employees.size());
        QList<Entity> claims;
        for (int c = 0; c < 25; ++c) {
            const DateTime submitted(base + (i * 997 + c * 131) * hour);
            const QString inverted
                = QStringLiteral("%1").arg(DateTime::MaxTicks - submitted.ticks(), 19, 10, QLatin1Char('0'));
            Entity claim(e.id, inverted);
            claim.setProperty(QStringLiteral("Submitted"), Value::dateTime(submitted));
            // Whole-number amounts stay Doubles.
            claim.setProperty(QStringLiteral("Amount"), Value::float64(double(10 + rng.bounded(490))));
            claim.setProperty(QStringLiteral("Currency"), Value::string(QStringLiteral("EUR")));
            claim.setProperty(
                QStringLiteral("Category"), Value::string(categories.at(c % categories.size())));
            claim.setProperty(QStringLiteral("ClaimId"), Value::guid(randomGuid(rng)));
            if (c % 5 == 0) {
                QByteArray receipt(48, Qt::Uninitialized);
                for (char &b : receipt)
                    b = char(rng.bounded(256));
                claim.setProperty(QStringLiteral("ReceiptThumbnail"), Value::binary(receipt));
            }
            claims.append(claim);
        }
        std::sort(claims.begin(), claims.end(),
            [](const Entity &a, const Entity &b) { return a.rowKey() < b.rowKey(); });
        for (Entity &claim : claims) {
            if (auto s = out.add(std::move(claim)); !s)
                return s;
        }
    }
    return out.flush();
}

// Marathon registrations: one partition per race; each runner under BIB:<number> and, as an index by age,
// under AGE:<age>:<number>.
Status writeMarathon(BatchWriter &out, QRandomGenerator &rng)
{
    const QStringList races
        = {QStringLiteral("Amsterdam2026"), QStringLiteral("Krakow2026"), QStringLiteral("Moscow2026")};
    const qint64 day = 24LL * 3600 * DateTime::TicksPerSecond;
    const qint64 opened = DateTime::fromIsoString(u"2026-02-01T08:00:00Z")->ticks();
    for (const QString &race : races) {
        QList<Entity> rows;
        for (int bib = 1; bib <= 700; ++bib) {
            const int age = 18 + rng.bounded(60);
            const QString number = QStringLiteral("%1").arg(bib, 5, 10, QLatin1Char('0'));
            const QString name = firstNames.at(rng.bounded(int(firstNames.size()))) + QLatin1Char(' ')
                + lastNames.at(rng.bounded(int(lastNames.size())));
            const DateTime registered(opened + rng.bounded(120) * day);
            Entity runner(race, QStringLiteral("BIB:") + number);
            runner.setProperty(QStringLiteral("RunnerName"), Value::string(name));
            runner.setProperty(QStringLiteral("Age"), Value::int32(age));
            runner.setProperty(QStringLiteral("Registered"), Value::dateTime(registered));
            runner.setProperty(QStringLiteral("Paid"), Value::boolean(rng.bounded(8) != 0));
            rows.append(runner);
            Entity byAge(race, QStringLiteral("AGE:%1:%2").arg(age, 3, 10, QLatin1Char('0')).arg(number));
            byAge.setProperty(QStringLiteral("RunnerName"), Value::string(name));
            byAge.setProperty(QStringLiteral("Bib"), Value::int32(bib));
            rows.append(byAge);
        }
        std::sort(rows.begin(), rows.end(),
            [](const Entity &a, const Entity &b) { return a.rowKey() < b.rowKey(); });
        for (Entity &row : rows) {
            if (auto s = out.add(std::move(row)); !s)
                return s;
        }
        if (auto s = out.flush(); !s)
            return s;
    }
    return {};
}

// Data series: one wide entity per employee and day holding the 24 hourly message counts, so a chart needs
// one point query.
Status writeMessageStats(BatchWriter &out, const QList<Employee> &employees, QRandomGenerator &rng)
{
    for (int i = 0; i < 8; ++i) {
        const Employee &e = employees.at(i * 11 % employees.size());
        for (int d = 1; d <= 14; ++d) {
            Entity stats(e.id, QStringLiteral("2026-11-%1").arg(d, 2, 10, QLatin1Char('0')));
            for (int h = 0; h < 24; ++h) {
                const int busy = (h >= 9 && h <= 17) ? 40 : 3;
                stats.setProperty(
                    QStringLiteral("H%1").arg(h, 2, 10, QLatin1Char('0')), Value::int32(rng.bounded(busy)));
            }
            if (auto s = out.add(stats); !s)
                return s;
        }
    }
    return out.flush();
}
} // namespace

Result<DemoSummary> populateDemoStore(Store &store, const QString &account)
{
    QRandomGenerator rng(20261121);
    const QList<Employee> employees = makeEmployees(rng, 1200);
    DemoSummary summary;

    struct TableJob
    {
        QString name;
        std::function<Status(BatchWriter &)> fill;
    };
    const QList<TableJob> jobs = {
        {QStringLiteral("Employees"), [&](BatchWriter &w) { return writeEmployees(w, employees, rng); }},
        {QStringLiteral("EmployeeIndex"), [&](BatchWriter &w) { return writeEmployeeIndex(w, employees); }},
        {QStringLiteral("Organization"), [&](BatchWriter &w) { return writeOrganization(w, employees); }},
        {QStringLiteral("EmployeeExpense"), [&](BatchWriter &w) { return writeExpenses(w, employees, rng); }},
        {QStringLiteral("Marathon"), [&](BatchWriter &w) { return writeMarathon(w, rng); }},
        {QStringLiteral("MessageStats"),
            [&](BatchWriter &w) { return writeMessageStats(w, employees, rng); }},
    };
    for (const TableJob &job : jobs) {
        if (auto created = store.createTable(account, job.name); !created)
            return std::unexpected(created.error());
        BatchWriter writer(store, account, job.name);
        if (auto s = job.fill(writer); !s)
            return std::unexpected(s.error());
        summary.tables.append(job.name);
        summary.entities += writer.written();
    }
    return summary;
}

} // namespace rowan
