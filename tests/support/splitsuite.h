#pragma once

// A test program whose functions run as more than one ctest entry, so that `ctest -j` runs its
// long waits beside the rest instead of after them. ST_TEST_FUNCTIONS="a,b" runs only the
// functions a and b; "-a,b" runs all but them; unset, all run (as by hand, or with function
// names on the command line).

#include <QByteArray>
#include <QMetaMethod>
#include <QMetaObject>
#include <QObject>
#include <QStringList>
#include <QTest>

namespace testsupport {

/// QTest::qExec() of `test` with the functions ST_TEST_FUNCTIONS chooses. A name the class has
/// no test function of is an error (1), never a suite that quietly runs nothing.
inline int execChosenFunctions(QObject *test, int argc, char **argv)
{
    const QByteArray spec = qgetenv("ST_TEST_FUNCTIONS");
    if (spec.isEmpty())
        return QTest::qExec(test, argc, argv);
    const bool allBut = spec.startsWith('-');
    const QList<QByteArray> named = (allBut ? spec.mid(1) : spec).split(',');
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QList<QByteArray> known;
    const QMetaObject *meta = test->metaObject();
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
        const QMetaMethod method = meta->method(i);
        const QByteArray name = method.name();
        if (method.methodType() != QMetaMethod::Slot || method.access() != QMetaMethod::Private || method.parameterCount() != 0
            || name.endsWith("_data") || name == "initTestCase" || name == "cleanupTestCase" || name == "init" || name == "cleanup")
            continue;
        known << name;
        if (named.contains(name) != allBut)
            arguments << QString::fromLatin1(name);
    }
    for (const QByteArray &name : named) {
        if (!known.contains(name)) {
            qCritical("ST_TEST_FUNCTIONS names %s, which is no test function of %s", name.constData(), meta->className());
            return 1;
        }
    }
    return QTest::qExec(test, arguments);
}

} // namespace testsupport
