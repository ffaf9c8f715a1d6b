#pragma once

#include "diagnostic.h"
#include "schemaregistry.h"
#include "tablespec.h"

namespace st {

/// Checks a table spec against its connector's schema and the Flink SQL rules. Returns every
/// finding at once, in a stable order. Cheap enough to run on every keystroke.
class Validator
{
public:
    explicit Validator(const SchemaRegistry &registry) : m_registry(registry) {}

    Diagnostics validate(const TableSpec &spec) const;

private:
    const SchemaRegistry &m_registry;
};

} // namespace st
