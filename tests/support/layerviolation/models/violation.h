// Not compiled: a model including a widget header, which the layer check must refuse.
#include <QWidget>
