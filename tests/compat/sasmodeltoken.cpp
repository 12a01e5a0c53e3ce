// rowan-sasmodel-token: prints, as one JSON object, the token, URL and SAS connection string that the
// explorer's Generate SAS dialog (SasModel) makes for the given fields, with its errors and warnings, so
// the SDK compatibility suite can check that `rowan serve` grants exactly what the dialog shows. Exit status
// 0 with a token, 1 when the model refuses (the errors say why), 2 for a usage error.
#include "models/access/sasmodel.h"

#include <rowan/protocol/sas.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace rowan;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const auto option
        = [&](const char *name, const char *help, const char *value = "VALUE", const char *def = "") {
              QCommandLineOption o(QString::fromLatin1(name), QString::fromLatin1(help),
                  QString::fromLatin1(value), QString::fromLatin1(def));
              parser.addOption(o);
              return o;
          };
    const auto kind = option("kind", "service or account", "KIND", "service");
    const auto account = option("account", "The account name.");
    const auto key = option("key", "The account key (base64), used as key 1 and key 2.");
    const auto endpoint
        = option("endpoint", "The service endpoint without the account.", "URL", "http://127.0.0.1:10002");
    const auto table = option("table", "The table of a service SAS.");
    const auto permissions = option("permissions", "Permission letters.");
    const auto startOffset = option("start", "Start, in seconds from now (absent: none).", "SECONDS");
    const auto expiryOffset = option("expiry", "Expiry, in seconds from now.", "SECONDS");
    const auto spk = option("spk", "Start PartitionKey.");
    const auto srk = option("srk", "Start RowKey.");
    const auto epk = option("epk", "End PartitionKey.");
    const auto erk = option("erk", "End RowKey.");
    const auto ip = option("ip", "Address or range.");
    const auto policy = option("policy", "Bind to the stored policy of this id.");
    const auto policyPermissions = option("policy-permissions", "The bound policy's permissions.");
    const auto policyExpiry
        = option("policy-expiry", "The bound policy's expiry, in seconds from now.", "SECONDS");
    parser.process(app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (!parser.isSet(account) || !parser.isSet(key)) {
        err << "rowan-sasmodel-token: --account and --key are required\n";
        return 2;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto seconds
        = [&](const QCommandLineOption &o) { return now.addSecs(parser.value(o).toLongLong()); };
    const auto optional = [&](const QCommandLineOption &o) {
        return parser.isSet(o) ? std::optional(parser.value(o)) : std::nullopt;
    };

    SasModel model(
        parser.value(kind) == QLatin1String("account") ? SasModel::Kind::Account : SasModel::Kind::Service);
    model.setAccount(Account {parser.value(account), parser.value(key), parser.value(key), {}});
    model.setEndpoint(QUrl(parser.value(endpoint)));
    model.setTable(parser.value(table));
    model.setPermissions(parser.value(permissions));
    model.setStart(parser.isSet(startOffset) ? std::optional(seconds(startOffset)) : std::nullopt);
    model.setExpiry(parser.isSet(expiryOffset) ? std::optional(seconds(expiryOffset)) : std::nullopt);
    model.setRange(protocol::KeyRange {optional(spk), optional(srk), optional(epk), optional(erk)});
    model.setIpRange(parser.value(ip));
    if (parser.isSet(policy)) {
        SignedIdentifier p;
        p.id = parser.value(policy);
        if (parser.isSet(policyPermissions))
            p.permission = parser.value(policyPermissions);
        if (parser.isSet(policyExpiry))
            p.expiry = DateTime::fromQDateTime(seconds(policyExpiry));
        model.setPolicies({p});
        model.setPolicyId(p.id);
    }

    QJsonObject result;
    result[QStringLiteral("permissions")] = model.permissions();
    result[QStringLiteral("errors")] = QJsonArray::fromStringList(model.errors(now));
    result[QStringLiteral("warnings")] = QJsonArray::fromStringList(model.warnings(now));
    const auto generated = model.generate(now);
    if (generated) {
        result[QStringLiteral("token")] = generated->token;
        result[QStringLiteral("url")] = generated->url;
        result[QStringLiteral("connectionString")] = generated->connectionString;
    }
    out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return generated ? 0 : 1;
}
