// Not compiled: the fixture the layer_rules_catch test runs the layer check on, which must fail on it.
#include <rowan/tableservice.h>

void refresh(rowan::ServiceSession *session)
{
    session->run([](rowan::TableService &service) { return service.accounts(); });
}
