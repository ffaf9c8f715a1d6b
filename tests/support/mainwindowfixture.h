#pragma once

// What a test of the designer's main window keeps: its own catalog in a temporary folder, the
// connectors, the language and the window. A test class derives from it (after QObject) to have
// these members; it fills them itself, in init() or initTestCase().

#include "catalog/catalog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "schema/schemaregistry.h"

#include <QTemporaryDir>

#include <memory>

namespace testsupport {

/// The members the main-window test suites share, declared once so that they are made and
/// destroyed in the same order everywhere (the window before the catalog it shows).
struct MainWindowFixture
{
    QTemporaryDir m_dir;
    st::SchemaRegistry m_registry = st::SchemaRegistry::loadDefault();
    std::unique_ptr<st::Catalog> m_catalog;
    std::unique_ptr<st::LanguageManager> m_languages;
    std::unique_ptr<st::MainWindow> m_window;
};

} // namespace testsupport
