<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About StreamTable Designer</source>
        <translation>About StreamTable Designer</translation>
    </message>
    <message>
        <source>&lt;b&gt;StreamTable Designer %1&lt;/b&gt;&lt;p&gt;Define Flink stream tables (%3) with forms checked as you type, keep them in a local catalog, and export their Flink SQL DDL.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;/p&gt;</source>
        <translation>&lt;b&gt;StreamTable Designer %1&lt;/b&gt;&lt;p&gt;Define Flink stream tables (%3) with forms checked as you type, keep them in a local catalog, and export their Flink SQL DDL.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the connector names in the About box</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>DesignerActions</name>
    <message>
        <source>&amp;Open catalog...</source>
        <translation>&amp;Open catalog...</translation>
    </message>
    <message>
        <source>Open catalog on a &amp;server...</source>
        <translation>Open catalog on a &amp;server...</translation>
    </message>
    <message>
        <source>New &amp;database...</source>
        <translation>New &amp;database...</translation>
    </message>
    <message>
        <source>&amp;Rename database...</source>
        <translation>&amp;Rename database...</translation>
    </message>
    <message>
        <source>&amp;Target platform...</source>
        <translation>&amp;Target platform...</translation>
    </message>
    <message>
        <source>En&amp;vironments...</source>
        <translation>En&amp;vironments...</translation>
    </message>
    <message>
        <source>Co&amp;nnections...</source>
        <translation>Co&amp;nnections...</translation>
    </message>
    <message>
        <source>De&amp;lete database...</source>
        <translation>De&amp;lete database...</translation>
    </message>
    <message>
        <source>&amp;New table...</source>
        <translation>&amp;New table...</translation>
    </message>
    <message>
        <source>&amp;Edit table...</source>
        <translation>&amp;Edit table...</translation>
    </message>
    <message>
        <source>Du&amp;plicate table...</source>
        <translation>Du&amp;plicate table...</translation>
    </message>
    <message>
        <source>&amp;Delete table</source>
        <translation>&amp;Delete table</translation>
    </message>
    <message>
        <source>&amp;Copy DDL</source>
        <translation>&amp;Copy DDL</translation>
    </message>
    <message>
        <source>Co&amp;mpare revisions...</source>
        <translation>Co&amp;mpare revisions...</translation>
    </message>
    <message>
        <source>&amp;Import DDL...</source>
        <translation>&amp;Import DDL...</translation>
    </message>
    <message>
        <source>Export &amp;table...</source>
        <translation>Export &amp;table...</translation>
    </message>
    <message>
        <source>Export data&amp;base...</source>
        <translation>Export data&amp;base...</translation>
    </message>
    <message>
        <source>Export &amp;all databases...</source>
        <translation>Export &amp;all databases...</translation>
    </message>
    <message>
        <source>Export database to one &amp;file...</source>
        <translation>Export database to one &amp;file...</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>&amp;Documentation</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;Job and wiring...</source>
        <translation>&amp;Job and wiring...</translation>
    </message>
    <message>
        <source>E&amp;xport job...</source>
        <translation>E&amp;xport job...</translation>
    </message>
    <message>
        <source>Secre&amp;ts file...</source>
        <translation>Secre&amp;ts file...</translation>
    </message>
    <message>
        <source>&amp;Find table</source>
        <translation>&amp;Find table</translation>
    </message>
    <message>
        <source>&amp;Search all databases...</source>
        <translation>&amp;Search all databases...</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;About StreamTable Designer</source>
        <translation>&amp;About StreamTable Designer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Database</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>&amp;Job</translation>
    </message>
    <message>
        <source>&amp;Language / 语言</source>
        <comment>the menu&apos;s title names it in the other language too</comment>
        <translation>&amp;Language / 语言</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>Ne&amp;w tables from a database...</source>
        <translation>Ne&amp;w tables from a database...</translation>
    </message>
</context>
<context>
    <name>DesignerImport</name>
    <message numerus="yes">
        <source>Imported %n table(s) into %1</source>
        <translation>
            <numerusform>Imported %n table into %1</numerusform>
            <numerusform>Imported %n tables into %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Revised %n table(s) in %1</source>
        <translation>
            <numerusform>Revised %n table in %1</numerusform>
            <numerusform>Revised %n tables in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n revised</source>
        <translation>
            <numerusform>; %n revised</numerusform>
            <numerusform>; %n revised</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between table names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 and %2 more</translation>
    </message>
    <message numerus="yes">
        <source>; %n unchanged: %1</source>
        <translation>
            <numerusform>; %n unchanged: %1</numerusform>
            <numerusform>; %n unchanged: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportReport</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n table(s).</source>
        <translation>
            <numerusform>Exported %n table.</numerusform>
            <numerusform>Exported %n tables.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; the files written are complete.</source>
        <translation>Export cancelled; the files written are complete.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export failed: %1</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>No file was written.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) not written (in %1): %2</source>
        <translation>
            <numerusform>%n file not written (in %1): %2</numerusform>
            <numerusform>%n files not written (in %1): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in %1 already exist: %2</source>
        <translation>
            <numerusform>%n file in %1 already exists: %2</numerusform>
            <numerusform>%n files in %1 already exist: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace files</source>
        <translation>Replace files</translation>
    </message>
    <message>
        <source>Export cancelled: no file was replaced or written.</source>
        <translation>Export cancelled: no file was replaced or written.</translation>
    </message>
    <message numerus="yes">
        <source>In %1, %n file(s) written: %2</source>
        <translation>
            <numerusform>In %1, %n file written: %2</numerusform>
            <numerusform>In %1, %n files written: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace them with the exported ones?</source>
        <comment>it or them, as many as exist</comment>
        <translation>
            <numerusform>Replace it with the exported one?</numerusform>
            <numerusform>Replace them with the exported ones?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them hold(s) secrets&apos; values: readable by you alone (mode 0600).</source>
        <translation>
            <numerusform>%n of them holds secrets&apos; values: readable by you alone (mode 0600).</numerusform>
            <numerusform>%n of them hold secrets&apos; values: readable by you alone (mode 0600).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %1, %n file(s) unchanged, as they held what was exported already: %2</source>
        <translation>
            <numerusform>In %1, %n file unchanged, as it held what was exported already: %2</numerusform>
            <numerusform>In %1, %n files unchanged, as they held what was exported already: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
</context>
<context>
    <name>MainWindowWidgets</name>
    <message>
        <source>Logical databases</source>
        <translation>Logical databases</translation>
    </message>
    <message>
        <source>Filter tables by name (Ctrl+F)</source>
        <translation>Filter tables by name (Ctrl+F)</translation>
    </message>
    <message>
        <source>DDL</source>
        <translation>DDL</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the DDL to the clipboard</source>
        <translation>Copy the DDL to the clipboard</translation>
    </message>
    <message>
        <source>DDL dialect</source>
        <translation>DDL dialect</translation>
    </message>
    <message>
        <source>Revision history</source>
        <translation>Revision history</translation>
    </message>
    <message>
        <source>Restore this revision</source>
        <translation>Restore this revision</translation>
    </message>
    <message>
        <source>Compare...</source>
        <translation>Compare...</translation>
    </message>
    <message>
        <source>Compare the two selected revisions (Ctrl+click to select a second one), or the selected one with the latest</source>
        <translation>Compare the two selected revisions (Ctrl+click to select a second one), or the selected one with the latest</translation>
    </message>
    <message>
        <source>Checks (tables with errors, job profile, wiring, rules across tables)</source>
        <translation>Checks (tables with errors, job profile, wiring, rules across tables)</translation>
    </message>
    <message>
        <source>Logical database %1 has no tables yet. Create one from a form, or import the CREATE TABLE statements you have.</source>
        <translation>Logical database %1 has no tables yet. Create one from a form, or import the CREATE TABLE statements you have.</translation>
    </message>
    <message>
        <source>Create table... (%1)</source>
        <translation>Create table... (%1)</translation>
    </message>
    <message>
        <source>Import DDL... (%1)</source>
        <translation>Import DDL... (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Loading %n table(s)...</source>
        <translation>
            <numerusform>Loading %n table...</numerusform>
            <numerusform>Loading %n tables...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>StreamTable Designer</source>
        <translation>StreamTable Designer</translation>
    </message>
    <message>
        <source>Some connector schemas could not be loaded:</source>
        <translation>Some connector schemas could not be loaded:</translation>
    </message>
    <message>
        <source>The catalog opened last could not be opened:
%1

The default catalog is opened instead.</source>
        <translation>The catalog opened last could not be opened:
%1

The default catalog is opened instead.</translation>
    </message>
</context>
<context>
    <name>st::CatalogOpener</name>
    <message>
        <source>Open catalog</source>
        <translation>Open catalog</translation>
    </message>
    <message>
        <source>Catalogs (*.sqlite *.db)</source>
        <translation>Catalogs (*.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Open catalog on a server</source>
        <translation>Open catalog on a server</translation>
    </message>
    <message>
        <source>The catalog&apos;s database on a PostgreSQL server, as
postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=require]
(no password here: the program asks for it when the server wants one):</source>
        <translation>The catalog&apos;s database on a PostgreSQL server, as
postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=require]
(no password here: the program asks for it when the server wants one):</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server location: it starts with postgresql://. Use File &gt; Open catalog... for a file.</source>
        <translation>&quot;%1&quot; is not a server location: it starts with postgresql://. Use File &gt; Open catalog... for a file.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>%1

Password of %2 (kept only while the program runs):</source>
        <translation>%1

Password of %2 (kept only while the program runs):</translation>
    </message>
    <message>
        <source>The catalog %1 could not be opened.</source>
        <translation>The catalog %1 could not be opened.</translation>
    </message>
    <message>
        <source>The catalog %1 stays open.</source>
        <translation>The catalog %1 stays open.</translation>
    </message>
</context>
<context>
    <name>st::ColumnOptionsGrid</name>
    <message>
        <source>Not read for column %1 (%2) generated &apos;%3&apos;.</source>
        <translation>Not read for column %1 (%2) generated &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Column</translation>
    </message>
</context>
<context>
    <name>st::ColumnsModel</name>
    <message>
        <source>A Flink SQL type such as BIGINT, DECIMAL(10, 2) or TIMESTAMP_LTZ(3); leave empty for a computed column</source>
        <translation>A Flink SQL type such as BIGINT, DECIMAL(10, 2) or TIMESTAMP_LTZ(3); leave empty for a computed column</translation>
    </message>
    <message>
        <source>Read this column from connector metadata (for example the Kafka record timestamp)</source>
        <translation>Read this column from connector metadata (for example the Kafka record timestamp)</translation>
    </message>
    <message>
        <source>A virtual metadata column is only read, never written</source>
        <translation>A virtual metadata column is only read, never written</translation>
    </message>
    <message>
        <source>A computed column: an SQL expression over other columns, such as amount * 100 or PROCTIME()</source>
        <translation>A computed column: an SQL expression over other columns, such as amount * 100 or PROCTIME()</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Not null</source>
        <translation>Not null</translation>
    </message>
    <message>
        <source>Primary key</source>
        <translation>Primary key</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadata</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Virtual</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Expression</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comment</translation>
    </message>
</context>
<context>
    <name>st::ColumnsPanel</name>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>&amp;Add column</source>
        <translation>&amp;Add column</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Move &amp;down</translation>
    </message>
    <message>
        <source>Watermark column:</source>
        <translation>Watermark column:</translation>
    </message>
    <message>
        <source>delay (seconds):</source>
        <translation>delay (seconds):</translation>
    </message>
    <message>
        <source>watermark expression</source>
        <translation>watermark expression</translation>
    </message>
    <message>
        <source>Partitioned by:</source>
        <translation>Partitioned by:</translation>
    </message>
    <message>
        <source>column names separated by commas, e.g. dt</source>
        <translation>column names separated by commas, e.g. dt</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Remo&amp;ve</translation>
    </message>
    <message>
        <source>Columns from &amp;sample...</source>
        <translation>Columns from &amp;sample...</translation>
    </message>
    <message>
        <source>T&amp;ype...</source>
        <translation>T&amp;ype...</translation>
    </message>
    <message>
        <source>Edit the column&apos;s type at length: a ROW&apos;s fields one per line</source>
        <translation>Edit the column&apos;s type at length: a ROW&apos;s fields one per line</translation>
    </message>
    <message>
        <source>Distributed:</source>
        <translation>Distributed:</translation>
    </message>
    <message>
        <source>Remove distribution</source>
        <translation>Remove distribution</translation>
    </message>
    <message>
        <source>Remove the DISTRIBUTED BY clause read from the DDL</source>
        <translation>Remove the DISTRIBUTED BY clause read from the DDL</translation>
    </message>
    <message>
        <source>Only a time column can carry a watermark: TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p at most 3, or a computed column.</source>
        <translation>Only a time column can carry a watermark: TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p at most 3, or a computed column.</translation>
    </message>
    <message numerus="yes">
        <source>%n other column(s) not listed.</source>
        <translation>
            <numerusform>%n other column not listed.</numerusform>
            <numerusform>%n other columns not listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::CompareDialog</name>
    <message>
        <source>Revision %1 (latest)</source>
        <translation>Revision %1 (latest)</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>Revision %1</translation>
    </message>
    <message>
        <source>Compare revisions of %1</source>
        <translation>Compare revisions of %1</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Changes</translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <translation>
            <numerusform>Changes (%n)</numerusform>
            <numerusform>Changes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No changes: the two revisions define the same table.</source>
        <translation>No changes: the two revisions define the same table.</translation>
    </message>
    <message>
        <source>Lines only in the older revision are marked red</source>
        <translation>Lines only in the older revision are marked red</translation>
    </message>
    <message>
        <source>Lines only in the newer revision are marked green</source>
        <translation>Lines only in the newer revision are marked green</translation>
    </message>
    <message>
        <source>ALTER TABLE statements that make the change</source>
        <translation>ALTER TABLE statements that make the change</translation>
    </message>
    <message>
        <source>ALTER TABLE cannot make this change</source>
        <translation>ALTER TABLE cannot make this change</translation>
    </message>
    <message>
        <source>&amp;Copy statements</source>
        <translation>&amp;Copy statements</translation>
    </message>
    <message>
        <source>Copy the ALTER TABLE statements to the clipboard</source>
        <translation>Copy the ALTER TABLE statements to the clipboard</translation>
    </message>
    <message>
        <source>Written for the newer revision&apos;s target platform. Option values marked secret are written &apos;(secret)&apos;: fill them in by hand</source>
        <translation>Written for the newer revision&apos;s target platform. Option values marked secret are written &apos;(secret)&apos;: fill them in by hand</translation>
    </message>
    <message>
        <source>-- nothing to change</source>
        <translation>-- nothing to change</translation>
    </message>
</context>
<context>
    <name>st::ConnectionsDialog</name>
    <message>
        <source>Connections of %1</source>
        <translation>Connections of %1</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Connections</translation>
    </message>
    <message>
        <source>New connection, e.g. cluster</source>
        <translation>New connection, e.g. cluster</translation>
    </message>
    <message>
        <source>The data source type whose tables may use the new connection</source>
        <translation>The data source type whose tables may use the new connection</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove connection</source>
        <translation>Remove connection</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>A table that uses the connection takes these options where it sets none of its own. A value may refer to a variable as ${NAME}; a password or key belongs in ${secret:NAME}.</source>
        <translation>A table that uses the connection takes these options where it sets none of its own. A value may refer to a variable as ${NAME}; a password or key belongs in ${secret:NAME}.</translation>
    </message>
    <message>
        <source>Add option</source>
        <translation>Add option</translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation>Remove option</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Options of %1, for %2 tables</source>
        <translation>Options of %1, for %2 tables</translation>
    </message>
    <message>
        <source>It may hold: %1</source>
        <translation>It may hold: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Add a connection to give several tables the same cluster settings.</source>
        <translation>Add a connection to give several tables the same cluster settings.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n error(s) with these options)</source>
        <translation>
            <numerusform>%1 (%n error with these options)</numerusform>
            <numerusform>%1 (%n errors with these options)</numerusform>
        </translation>
    </message>
    <message>
        <source>No table uses it yet.</source>
        <translation>No table uses it yet.</translation>
    </message>
    <message>
        <source>Used by: %1</source>
        <translation>Used by: %1</translation>
    </message>
    <message>
        <source>%1 tables have no connections.</source>
        <translation>%1 tables have no connections.</translation>
    </message>
    <message>
        <source>There is a connection %1 already.</source>
        <translation>There is a connection %1 already.</translation>
    </message>
    <message>
        <source>Connection %1 has errors (listed above); nothing was saved.</source>
        <translation>Connection %1 has errors (listed above); nothing was saved.</translation>
    </message>
    <message>
        <source>An option of connection %1 has a value but no key.</source>
        <translation>An option of connection %1 has a value but no key.</translation>
    </message>
    <message>
        <source>Your edits are still here: copy what you need, then Cancel and open Connections again to edit what is stored now.</source>
        <translation>Your edits are still here: copy what you need, then Cancel and open Connections again to edit what is stored now.</translation>
    </message>
    <message numerus="yes">
        <source>It may hold: %1, ... (%n in all; hover for the list)</source>
        <translation>
            <numerusform>It may hold: %1, ... (%n in all; hover for the list)</numerusform>
            <numerusform>It may hold: %1, ... (%n in all; hover for the list)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the changes to the connections of %1?</source>
        <translation>Save the changes to the connections of %1?</translation>
    </message>
</context>
<context>
    <name>st::DatabaseActions</name>
    <message>
        <source>Delete the logical database %1?</source>
        <translation>Delete the logical database %1?</translation>
    </message>
    <message numerus="yes">
        <source>Delete the logical database %1 and its %n table(s), with their history? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the logical database %1 and its %n table, with its history? This cannot be undone.</numerusform>
            <numerusform>Delete the logical database %1 and its %n tables, with their history? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete logical database</source>
        <translation>Delete logical database</translation>
    </message>
    <message>
        <source>Target platform of %1</source>
        <translation>Target platform of %1</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) would have to be fixed for %1:</source>
        <translation>
            <numerusform>%n problem would have to be fixed for %1:</numerusform>
            <numerusform>%n problems would have to be fixed for %1:</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the target</source>
        <translation>Change the target</translation>
    </message>
    <message>
        <source>%1 now targets %2</source>
        <translation>%1 now targets %2</translation>
    </message>
    <message>
        <source>Delete the table %1 and its revision history from %2? This cannot be undone.</source>
        <translation>Delete the table %1 and its revision history from %2? This cannot be undone.</translation>
    </message>
    <message numerus="yes">
        <source>It is wired into the database&apos;s job %n time(s); those wirings are removed too.</source>
        <translation>
            <numerusform>It is wired into the database&apos;s job %n time; that wiring is removed too.</numerusform>
            <numerusform>It is wired into the database&apos;s job %n times; those wirings are removed too.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>Delete table</translation>
    </message>
</context>
<context>
    <name>st::DatabaseChecker</name>
    <message>
        <source>The tables could not be checked: %1</source>
        <translation>The tables could not be checked: %1</translation>
    </message>
    <message>
        <source>%1: %2 (first: %3)</source>
        <translation>%1: %2 (first: %3)</translation>
    </message>
    <message>
        <source>Double-click to select %1; Edit shows every finding where it is.</source>
        <translation>Double-click to select %1; Edit shows every finding where it is.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No problems found.</translation>
    </message>
</context>
<context>
    <name>st::DatabaseDialog</name>
    <message>
        <source>New logical database</source>
        <translation>New logical database</translation>
    </message>
    <message>
        <source>Target platform of %1</source>
        <translation>Target platform of %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Comment (optional):</source>
        <translation>&amp;Comment (optional):</translation>
    </message>
    <message>
        <source>&amp;Target platform:</source>
        <translation>&amp;Target platform:</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (default)</translation>
    </message>
    <message>
        <source>Rename logical database</source>
        <translation>Rename logical database</translation>
    </message>
    <message>
        <source>&amp;New name of %1:</source>
        <translation>&amp;New name of %1:</translation>
    </message>
</context>
<context>
    <name>st::DatabasesModel</name>
    <message>
        <source>Target platform: %1</source>
        <translation>Target platform: %1</translation>
    </message>
</context>
<context>
    <name>st::DesignerExports</name>
    <message>
        <source>Export DDL to folder</source>
        <translation>Export DDL to folder</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Exporting DDL...</source>
        <translation>Exporting DDL...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation>Writing %1</translation>
    </message>
    <message>
        <source>Export the job to folder</source>
        <translation>Export the job to folder</translation>
    </message>
    <message>
        <source>Secrets come from environment variables only.</source>
        <translation>Secrets come from environment variables only.</translation>
    </message>
    <message>
        <source>Exports read secrets from %1; environment variables win over it.</source>
        <translation>Exports read secrets from %1; environment variables win over it.</translation>
    </message>
    <message>
        <source>Nothing was exported: the secrets file cannot be read.</source>
        <translation>Nothing was exported: the secrets file cannot be read.</translation>
    </message>
    <message>
        <source>Secrets file</source>
        <translation>Secrets file</translation>
    </message>
    <message>
        <source>Exports read ${secret:NAME} values from %1. Choose another file, or stop reading it?</source>
        <translation>Exports read ${secret:NAME} values from %1. Choose another file, or stop reading it?</translation>
    </message>
    <message>
        <source>Choose another...</source>
        <translation>Choose another...</translation>
    </message>
    <message>
        <source>Stop reading it</source>
        <translation>Stop reading it</translation>
    </message>
    <message>
        <source>Secrets now come from the environment only.</source>
        <translation>Secrets now come from the environment only.</translation>
    </message>
    <message>
        <source>Secrets file (NAME=value lines, mode 600)</source>
        <translation>Secrets file (NAME=value lines, mode 600)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Exports read secrets from %1.</source>
        <translation>Exports read secrets from %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 table(s) to export have errors, so Flink may refuse them: %2. Export them anyway?</source>
        <translation>
            <numerusform>%n of the %1 tables to export has errors, so Flink may refuse it: %2. Export it anyway?</numerusform>
            <numerusform>%n of the %1 tables to export have errors, so Flink may refuse them: %2. Export them anyway?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Export anyway</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export cancelled: nothing was written.</translation>
    </message>
</context>
<context>
    <name>st::DocumentationDialog</name>
    <message>
        <source>Documentation</source>
        <translation>Documentation</translation>
    </message>
    <message>
        <source>docs/GUIDE.md</source>
        <comment>the document opened first: the user guide in this language (docs/GUIDE.zh.md in Chinese)</comment>
        <translation>docs/GUIDE.md</translation>
    </message>
</context>
<context>
    <name>st::EditorDialog</name>
    <message>
        <source>Your changes are lost unless you save them.</source>
        <translation>Your changes are lost unless you save them.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Keep editing</translation>
    </message>
    <message>
        <source>Your edits are still in the dialog: Save again once the catalog can be written.</source>
        <translation>Your edits are still in the dialog: Save again once the catalog can be written.</translation>
    </message>
</context>
<context>
    <name>st::EnvironmentChoice</name>
    <message>
        <source>Environ&amp;ment:</source>
        <translation>Environ&amp;ment:</translation>
    </message>
    <message>
        <source>The environment whose variables the DDL, the checks and the exports use in place of ${NAME}</source>
        <translation>The environment whose variables the DDL, the checks and the exports use in place of ${NAME}</translation>
    </message>
    <message>
        <source>(none: write ${NAME} as it is)</source>
        <translation>(none: write ${NAME} as it is)</translation>
    </message>
</context>
<context>
    <name>st::EnvironmentsDialog</name>
    <message>
        <source>Environments of %1</source>
        <translation>Environments of %1</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Environments</translation>
    </message>
    <message>
        <source>New environment, e.g. dev</source>
        <translation>New environment, e.g. dev</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Remove environment</source>
        <translation>Remove environment</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>An option value refers to a variable as ${NAME}. A password or key is no variable: give it as ${secret:NAME}.</source>
        <translation>An option value refers to a variable as ${NAME}. A password or key is no variable: give it as ${secret:NAME}.</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Add variable</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>Remove variable</translation>
    </message>
    <message>
        <source>Variables of %1</source>
        <translation>Variables of %1</translation>
    </message>
    <message>
        <source>Add an environment (dev, test, prod, ...) to give its variables.</source>
        <translation>Add an environment (dev, test, prod, ...) to give its variables.</translation>
    </message>
    <message>
        <source>There is an environment %1 already.</source>
        <translation>There is an environment %1 already.</translation>
    </message>
    <message>
        <source>Your edits are still here. Save again to replace the stored environments with them, or Cancel to keep what is stored.</source>
        <translation>Your edits are still here. Save again to replace the stored environments with them, or Cancel to keep what is stored.</translation>
    </message>
    <message>
        <source>Save the changes to the environments of %1?</source>
        <translation>Save the changes to the environments of %1?</translation>
    </message>
</context>
<context>
    <name>st::FindingsDialog</name>
    <message numerus="yes">
        <source>%1 (%n finding(s))</source>
        <translation>
            <numerusform>%1 (%n finding)</numerusform>
            <numerusform>%1 (%n findings)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::FromDatabaseWizard</name>
    <message>
        <source>Schema dump</source>
        <translation>Schema dump</translation>
    </message>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>SQL files (*.sql);;All files (*)</translation>
    </message>
    <message>
        <source>Choose at least one table.</source>
        <translation>Choose at least one table.</translation>
    </message>
    <message>
        <source>Choose the schema dump file (mysqldump --no-data, or pg_dump --schema-only).</source>
        <translation>Choose the schema dump file (mysqldump --no-data, or pg_dump --schema-only).</translation>
    </message>
    <message>
        <source>Name the secret that gives the server&apos;s password to the CDC tables when they are exported.</source>
        <translation>Name the secret that gives the server&apos;s password to the CDC tables when they are exported.</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Reading %1...</translation>
    </message>
    <message>
        <source>Reading the tables of %1...</source>
        <translation>Reading the tables of %1...</translation>
    </message>
    <message numerus="yes">
        <source>Read %n table(s).</source>
        <translation>
            <numerusform>Read %n table.</numerusform>
            <numerusform>Read %n tables.</numerusform>
        </translation>
    </message>
    <message>
        <source>no primary key</source>
        <translation>no primary key</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n table(s) chosen</source>
        <translation>
            <numerusform>%1 of %n table chosen</numerusform>
            <numerusform>%1 of %n tables chosen</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave them out</source>
        <translation>Leave them out</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>None: the tables give the server&apos;s options</source>
        <translation>None: the tables give the server&apos;s options</translation>
    </message>
    <message>
        <source>%1 (new: the server read)</source>
        <translation>%1 (new: the server read)</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unchanged</translation>
    </message>
    <message numerus="yes">
        <source>new revision: %n change(s)</source>
        <translation>
            <numerusform>new revision: %n change</numerusform>
            <numerusform>new revision: %n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Makes %n table(s) in %1</source>
        <translation>
            <numerusform>Makes %n table in %1</numerusform>
            <numerusform>Makes %n tables in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, revises %n</source>
        <translation>
            <numerusform>, revises %n</numerusform>
            <numerusform>, revises %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, leaves %n unchanged</source>
        <translation>
            <numerusform>, leaves %n unchanged</numerusform>
            <numerusform>, leaves %n unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and wires %n source(s) to their sinks in the job.</source>
        <translation>
            <numerusform>, and wires %n source to their sinks in the job.</numerusform>
            <numerusform>, and wires %n sources to their sinks in the job.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server becomes connection %1 (its password: the secret %2).</source>
        <translation>The server becomes connection %1 (its password: the secret %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) have errors: they are saved and shown as invalid until you fill them in.</source>
        <translation>
            <numerusform>%n table has errors: they are saved and shown as invalid until you fill them in.</numerusform>
            <numerusform>%n tables have errors: they are saved and shown as invalid until you fill them in.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Left out: %1</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>Nothing was saved: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n table(s) from %1 in %2</source>
        <translation>
            <numerusform>Saved %n table from %1 in %2</numerusform>
            <numerusform>Saved %n tables from %1 in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>New Tables from a Database</source>
        <translation>New Tables from a Database</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Create</translation>
    </message>
    <message>
        <source>Source database</source>
        <translation>Source database</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Sink and names</source>
        <translation>Sink and names</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
    <message>
        <source>Read the tables of a MySQL, MariaDB or PostgreSQL database: each becomes a CDC source table, a sink table and the job&apos;s wiring between them, in %1.</source>
        <translation>Read the tables of a MySQL, MariaDB or PostgreSQL database: each becomes a CDC source table, a sink table and the job&apos;s wiring between them, in %1.</translation>
    </message>
    <message>
        <source>From a schema dump file</source>
        <translation>From a schema dump file</translation>
    </message>
    <message>
        <source>From a live server</source>
        <translation>From a live server</translation>
    </message>
    <message>
        <source>Dump file:</source>
        <translation>Dump file:</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Browse...</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Location:</translation>
    </message>
    <message>
        <source>mysql://USER@HOST[:PORT]/DATABASE or postgresql://USER@HOST[:PORT]/DATABASE[?schema=NAME]</source>
        <translation>mysql://USER@HOST[:PORT]/DATABASE or postgresql://USER@HOST[:PORT]/DATABASE[?schema=NAME]</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <source>used for this read only, never stored</source>
        <translation>used for this read only, never stored</translation>
    </message>
    <message>
        <source>Password secret:</source>
        <translation>Password secret:</translation>
    </message>
    <message>
        <source>The CDC tables refer to the password by this secret name; its value is given when they are exported.</source>
        <translation>The CDC tables refer to the password by this secret name; its value is given when they are exported.</translation>
    </message>
    <message>
        <source>Filter tables</source>
        <translation>Filter tables</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columns</translation>
    </message>
    <message>
        <source>Primary key</source>
        <translation>Primary key</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Select all</translation>
    </message>
    <message>
        <source>Select none</source>
        <translation>Select none</translation>
    </message>
    <message>
        <source>Sink:</source>
        <translation>Sink:</translation>
    </message>
    <message>
        <source>Tables without a key:</source>
        <translation>Tables without a key:</translation>
    </message>
    <message>
        <source>A table without a primary key cannot feed an upsert sink: each change replaces the row of its key.</source>
        <translation>A table without a primary key cannot feed an upsert sink: each change replaces the row of its key.</translation>
    </message>
    <message>
        <source>Sink connection:</source>
        <translation>Sink connection:</translation>
    </message>
    <message>
        <source>Source connection:</source>
        <translation>Source connection:</translation>
    </message>
    <message>
        <source>Source table names:</source>
        <translation>Source table names:</translation>
    </message>
    <message>
        <source>Sink table names:</source>
        <translation>Sink table names:</translation>
    </message>
    <message>
        <source>{table}, {schema} and {database} are replaced by the source table&apos;s.</source>
        <translation>{table}, {schema} and {database} are replaced by the source table&apos;s.</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>Data source type</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Findings</translation>
    </message>
    <message>
        <source>Each table chosen becomes a CDC source table, a sink table and a wiring of the job in %1.</source>
        <translation>Each table chosen becomes a CDC source table, a sink table and a wiring of the job in %1.</translation>
    </message>
    <message>
        <source>Each source table&apos;s changes go to its sink table. A table with a primary key feeds the sink chosen, keyed alike; one without a key feeds the sink for tables without a key, which keeps every change.</source>
        <translation>Each source table&apos;s changes go to its sink table. A table with a primary key feeds the sink chosen, keyed alike; one without a key feeds the sink for tables without a key, which keeps every change.</translation>
    </message>
    <message>
        <source>Go Back and Next again to preview the tables as they are now.</source>
        <translation>Go Back and Next again to preview the tables as they are now.</translation>
    </message>
</context>
<context>
    <name>st::ImportDialog</name>
    <message>
        <source>Import DDL</source>
        <translation>Import DDL</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>Data source type</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Findings</translation>
    </message>
    <message>
        <source>Add &amp;files...</source>
        <translation>Add &amp;files...</translation>
    </message>
    <message>
        <source>Add f&amp;older...</source>
        <translation>Add f&amp;older...</translation>
    </message>
    <message>
        <source>Into logical &amp;database:</source>
        <translation>Into logical &amp;database:</translation>
    </message>
    <message>
        <source>When a table of that name &amp;exists:</source>
        <translation>When a table of that name &amp;exists:</translation>
    </message>
    <message>
        <source>Import nothing (fail)</source>
        <translation>Import nothing (fail)</translation>
    </message>
    <message>
        <source>Keep the existing table (skip)</source>
        <translation>Keep the existing table (skip)</translation>
    </message>
    <message>
        <source>Save as a new revision</source>
        <translation>Save as a new revision</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Import DDL files</source>
        <translation>Import DDL files</translation>
    </message>
    <message>
        <source>Import the *.sql files of a folder</source>
        <translation>Import the *.sql files of a folder</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n file(s)...</source>
        <translation>
            <numerusform>Reading %n file...</numerusform>
            <numerusform>Reading %n files...</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>line %1, column %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>invalid: %n error(s)</source>
        <translation>
            <numerusform>invalid: %n error</numerusform>
            <numerusform>invalid: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready, %n warning(s)</source>
        <translation>
            <numerusform>ready, %n warning</numerusform>
            <numerusform>ready, %n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>skipped</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>cannot be read</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> (+%1 more)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read; their tables are not listed:</source>
        <translation>
            <numerusform>%n file could not be read; its tables are not listed:</numerusform>
            <numerusform>%n files could not be read; their tables are not listed:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is checked twice (%2 and %3): check one of its definitions. Nothing was imported.</source>
        <translation>%1 is checked twice (%2 and %3): check one of its definitions. Nothing was imported.</translation>
    </message>
    <message>
        <source>Read CREATE TABLE statements from SQL files or folders. Other statements are skipped; a statement that cannot be read is listed with the place and the reason. The checked tables are imported together, all or none; tables with errors start unchecked.</source>
        <translation>Read CREATE TABLE statements from SQL files or folders. Other statements are skipped; a statement that cannot be read is listed with the place and the reason. The checked tables are imported together, all or none; tables with errors start unchecked.</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>S&amp;how:</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Select &amp;all</translation>
    </message>
    <message>
        <source>Checks every table shown, one definition of each name</source>
        <translation>Checks every table shown, one definition of each name</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>Select &amp;none</translation>
    </message>
    <message>
        <source>Unchecks every table shown</source>
        <translation>Unchecks every table shown</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>All statements</source>
        <translation>All statements</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Tables with errors</source>
        <translation>Tables with errors</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Skipped</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Imported</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unchanged</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Not checked</translation>
    </message>
    <message>
        <source>%1 exists in %2 (names compare ignoring case): while this is checked, the import fails and imports nothing</source>
        <translation>%1 exists in %2 (names compare ignoring case): while this is checked, the import fails and imports nothing</translation>
    </message>
    <message>
        <source>%1 exists in %2 (names compare ignoring case): the existing table is kept, this statement is skipped</source>
        <translation>%1 exists in %2 (names compare ignoring case): the existing table is kept, this statement is skipped</translation>
    </message>
    <message>
        <source>%1 exists in %2 (names compare ignoring case): this statement becomes its next revision (unchanged if it is the same)</source>
        <translation>%1 exists in %2 (names compare ignoring case): this statement becomes its next revision (unchanged if it is the same)</translation>
    </message>
    <message>
        <source>%1 is defined again at %2 (names compare ignoring case): only one definition is imported, the checked one</source>
        <translation>%1 is defined again at %2 (names compare ignoring case): only one definition is imported, the checked one</translation>
    </message>
    <message>
        <source>%1 is also defined at %2 (names compare ignoring case): only one definition is imported, the checked one</source>
        <translation>%1 is also defined at %2 (names compare ignoring case): only one definition is imported, the checked one</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>imported</translation>
    </message>
    <message>
        <source>revised: revision %1</source>
        <translation>revised: revision %1</translation>
    </message>
    <message>
        <source>unchanged: the same as revision %1</source>
        <translation>unchanged: the same as revision %1</translation>
    </message>
    <message>
        <source>skipped: %1 exists in %2, kept as it is</source>
        <translation>skipped: %1 exists in %2, kept as it is</translation>
    </message>
    <message>
        <source>not imported: not checked</source>
        <translation>not imported: not checked</translation>
    </message>
    <message>
        <source>failed: cannot be read</source>
        <translation>failed: cannot be read</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Imported %1</translation>
    </message>
    <message>
        <source>revised %1</source>
        <translation>revised %1</translation>
    </message>
    <message>
        <source>unchanged %1</source>
        <translation>unchanged %1</translation>
    </message>
    <message>
        <source>skipped %1</source>
        <translation>skipped %1</translation>
    </message>
    <message>
        <source>failed %1</source>
        <translation>failed %1</translation>
    </message>
    <message>
        <source>not checked %1</source>
        <translation>not checked %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the counts of an import&apos;s result</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>line %1, column %2: %3: %4</source>
        <translation>line %1, column %2: %3: %4</translation>
    </message>
    <message>
        <source>Give tables that repeat cluster settings a &amp;connection</source>
        <translation>Give tables that repeat cluster settings a &amp;connection</translation>
    </message>
    <message>
        <source>The repeated options go into a connection of the logical database (Database &gt; Connections...), and the tables take them from it: they are written as before.</source>
        <translation>The repeated options go into a connection of the logical database (Database &gt; Connections...), and the tables take them from it: they are written as before.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 use connection %2 now (%3).</source>
        <translation>%1 use connection %2 now (%3).</translation>
    </message>
    <message>
        <source>Made connection %2 for %1 (%3).</source>
        <translation>Made connection %2 for %1 (%3).</translation>
    </message>
    <message>
        <source>%1 repeat %3: connection %2 of the database gives them.</source>
        <translation>%1 repeat %3: connection %2 of the database gives them.</translation>
    </message>
    <message>
        <source>%1 repeat %3: a new connection %2 could give them.</source>
        <translation>%1 repeat %3: a new connection %2 could give them.</translation>
    </message>
    <message>
        <source>SQL files (*.sql)</source>
        <translation>SQL files (*.sql)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) listed already, not read again:</source>
        <translation>
            <numerusform>%n file listed already, not read again:</numerusform>
            <numerusform>%n files listed already, not read again:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) hold no statements, nothing to import from them:</source>
        <translation>
            <numerusform>%n file holds no statements, nothing to import from it:</numerusform>
            <numerusform>%n files hold no statements, nothing to import from them:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, line %2, column %3: %4</translation>
    </message>
    <message>
        <source>%1 (no name could be read)</source>
        <translation>%1 (no name could be read)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
</context>
<context>
    <name>st::JobDialog</name>
    <message>
        <source>No problems found.</source>
        <translation>No problems found.</translation>
    </message>
    <message>
        <source>Fix the errors of the job profile to save it.</source>
        <translation>Fix the errors of the job profile to save it.</translation>
    </message>
    <message>
        <source>Job of logical database %1</source>
        <translation>Job of logical database %1</translation>
    </message>
    <message>
        <source>Submission parameters</source>
        <translation>Submission parameters</translation>
    </message>
    <message>
        <source>Source → sink (one INSERT INTO ... SELECT each, columns matched by name)</source>
        <translation>Source → sink (one INSERT INTO ... SELECT each, columns matched by name)</translation>
    </message>
    <message>
        <source>&amp;Wire</source>
        <translation>&amp;Wire</translation>
    </message>
    <message>
        <source>Feed the chosen sink table from the chosen source table</source>
        <translation>Feed the chosen sink table from the chosen source table</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <source>Database checks</source>
        <translation>Database checks</translation>
    </message>
    <message>
        <source>Submission command</source>
        <translation>Submission command</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Copy the command to the clipboard</source>
        <translation>Copy the command to the clipboard</translation>
    </message>
    <message>
        <source>Job script (Flink SQL)</source>
        <translation>Job script (Flink SQL)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Save the changes to the job of logical database %1?</source>
        <translation>Save the changes to the job of logical database %1?</translation>
    </message>
    <message>
        <source>Job not saved</source>
        <translation>Job not saved</translation>
    </message>
    <message>
        <source>The job profile has errors; fix those shown beside its fields to save it.</source>
        <translation>The job profile has errors; fix those shown beside its fields to save it.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n table(s)...</source>
        <translation>
            <numerusform>Reading %n table...</numerusform>
            <numerusform>Reading %n tables...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This preview shows the CREATE TABLE of the %n table(s) the wirings use; Job &gt; Export job writes those of all %1 tables of the database.</source>
        <translation>
            <numerusform>This preview shows the CREATE TABLE of the %n table the wirings use; Job &gt; Export job writes those of all %1 tables of the database.</numerusform>
            <numerusform>This preview shows the CREATE TABLE of the %n tables the wirings use; Job &gt; Export job writes those of all %1 tables of the database.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save job</source>
        <translation>Save job</translation>
    </message>
    <message numerus="yes">
        <source>The job&apos;s wirings have %n error(s): Flink would refuse the job, and export writes no script for it until they are mended. Save it anyway?</source>
        <translation>
            <numerusform>The job&apos;s wirings have %n error: Flink would refuse the job, and export writes no script for it until it is mended. Save it anyway?</numerusform>
            <numerusform>The job&apos;s wirings have %n errors: Flink would refuse the job, and export writes no script for it until they are mended. Save it anyway?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Save anyway</translation>
    </message>
    <message>
        <source>Left to fill: %1</source>
        <translation>Left to fill: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Fill in what is left to fill to save the job.</source>
        <translation>Fill in what is left to fill to save the job.</translation>
    </message>
</context>
<context>
    <name>st::LanguageManager</name>
    <message>
        <source>StreamTable Designer</source>
        <translation>StreamTable Designer</translation>
    </message>
</context>
<context>
    <name>st::MainWindow</name>
    <message>
        <source>StreamTable Designer</source>
        <translation>StreamTable Designer</translation>
    </message>
    <message>
        <source>No logical database selected</source>
        <translation>No logical database selected</translation>
    </message>
    <message>
        <source>DDL copied to the clipboard.</source>
        <translation>DDL copied to the clipboard.</translation>
    </message>
    <message>
        <source>Logical database: %1 · target: %2</source>
        <translation>Logical database: %1 · target: %2</translation>
    </message>
    <message>
        <source>Table %1 of database %2 is no longer in the catalog.</source>
        <translation>Table %1 of database %2 is no longer in the catalog.</translation>
    </message>
    <message>
        <source>Open catalog</source>
        <translation>Open catalog</translation>
    </message>
    <message>
        <source>Catalog %1 opened.</source>
        <translation>Catalog %1 opened.</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n table(s)...</source>
        <translation>
            <numerusform>Checking %n table...</numerusform>
            <numerusform>Checking %n tables...</numerusform>
        </translation>
    </message>
    <message>
        <source>Environments of %1 saved.</source>
        <translation>Environments of %1 saved.</translation>
    </message>
    <message>
        <source>Connections of %1 saved.</source>
        <translation>Connections of %1 saved.</translation>
    </message>
    <message>
        <source>No table matches “%1”</source>
        <translation>No table matches “%1”</translation>
    </message>
</context>
<context>
    <name>st::OptionForm</name>
    <message>
        <source>Advanced options</source>
        <translation>Advanced options</translation>
    </message>
    <message>
        <source>Fields marked * are required. Hover over or click into a field to read what it does.</source>
        <translation>Fields marked * are required. Hover over or click into a field to read what it does.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Default: %1</translation>
    </message>
    <message>
        <source>%1 has no such option: %2</source>
        <translation>%1 has no such option: %2</translation>
    </message>
    <message>
        <source>On %1 this option is called &apos;%2&apos;.</source>
        <translation>On %1 this option is called &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message>
        <source>Not written, as their format is no longer chosen: %1. Choose that format again to get them back.</source>
        <translation>Not written, as their format is no longer chosen: %1. Choose that format again to get them back.</translation>
    </message>
    <message>
        <source>%1 format options</source>
        <translation>%1 format options</translation>
    </message>
    <message>
        <source>%1 format options (%2)</source>
        <translation>%1 format options (%2)</translation>
    </message>
    <message>
        <source>Documentation: %1</source>
        <translation>Documentation: %1</translation>
    </message>
    <message>
        <source>Show or hide the password. Better: write ${secret:NAME} and give the value at export</source>
        <translation>Show or hide the password. Better: write ${secret:NAME} and give the value at export</translation>
    </message>
    <message>
        <source>Environment %1 gives no %2</source>
        <translation>Environment %1 gives no %2</translation>
    </message>
    <message>
        <source>In environment %1: %2</source>
        <translation>In environment %1: %2</translation>
    </message>
    <message>
        <source>Left empty, the table takes it from connection %1; a value typed here wins.</source>
        <translation>Left empty, the table takes it from connection %1; a value typed here wins.</translation>
    </message>
    <message>
        <source>From connection %1: %2</source>
        <translation>From connection %1: %2</translation>
    </message>
    <message>
        <source>Each column&apos;s generator (%1)</source>
        <translation>Each column&apos;s generator (%1)</translation>
    </message>
    <message>
        <source>&lt;column&gt;</source>
        <translation>&lt;column&gt;</translation>
    </message>
    <message>
        <source>Options per column (%1)</source>
        <translation>Options per column (%1)</translation>
    </message>
</context>
<context>
    <name>st::RecentCatalogsMenu</name>
    <message>
        <source>&amp;Recent catalogs</source>
        <translation>&amp;Recent catalogs</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (file not found)</source>
        <translation>&amp;%1 %2 (file not found)</translation>
    </message>
    <message>
        <source>No recent catalogs</source>
        <translation>No recent catalogs</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Clear list</translation>
    </message>
</context>
<context>
    <name>st::SampleDialog</name>
    <message>
        <source>Columns from sample</source>
        <translation>Columns from sample</translation>
    </message>
    <message>
        <source>Open a sample file (Avro schema or file, JSON Schema, JSON messages, Debezium, Canal or Maxwell change events, CSV with a header row) or paste one below. Check the inferred columns, correct names and types where needed, then take them into the table.</source>
        <translation>Open a sample file (Avro schema or file, JSON Schema, JSON messages, Debezium, Canal or Maxwell change events, CSV with a header row) or paste one below. Check the inferred columns, correct names and types where needed, then take them into the table.</translation>
    </message>
    <message>
        <source>&amp;Open file...</source>
        <translation>&amp;Open file...</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Read as:</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>Detect automatically</translation>
    </message>
    <message>
        <source>Avro schema or file</source>
        <translation>Avro schema or file</translation>
    </message>
    <message>
        <source>JSON Schema</source>
        <translation>JSON Schema</translation>
    </message>
    <message>
        <source>JSON messages</source>
        <translation>JSON messages</translation>
    </message>
    <message>
        <source>CSV with a header row</source>
        <translation>CSV with a header row</translation>
    </message>
    <message>
        <source>Debezium change events</source>
        <translation>Debezium change events</translation>
    </message>
    <message>
        <source>Canal change events</source>
        <translation>Canal change events</translation>
    </message>
    <message>
        <source>Maxwell change events</source>
        <translation>Maxwell change events</translation>
    </message>
    <message>
        <source>Or paste a sample here</source>
        <translation>Or paste a sample here</translation>
    </message>
    <message>
        <source>&amp;Infer from pasted text</source>
        <translation>&amp;Infer from pasted text</translation>
    </message>
    <message>
        <source>Source field</source>
        <translation>Source field</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <source>Flink type</source>
        <translation>Flink type</translation>
    </message>
    <message>
        <source>Nullable</source>
        <translation>Nullable</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>&amp;Replace the table&apos;s columns</source>
        <translation>&amp;Replace the table&apos;s columns</translation>
    </message>
    <message>
        <source>A&amp;ppend to the table&apos;s columns</source>
        <translation>A&amp;ppend to the table&apos;s columns</translation>
    </message>
    <message>
        <source>Use these columns</source>
        <translation>Use these columns</translation>
    </message>
    <message>
        <source>Open a sample</source>
        <translation>Open a sample</translation>
    </message>
    <message>
        <source>Sample: %1</source>
        <translation>Sample: %1</translation>
    </message>
    <message>
        <source>Sample: pasted text</source>
        <translation>Sample: pasted text</translation>
    </message>
    <message>
        <source>Read as %1: %2</source>
        <translation>Read as %1: %2</translation>
    </message>
    <message>
        <source>Sets %1</source>
        <translation>Sets %1</translation>
    </message>
    <message>
        <source>%1 is the catalog the designer has open; it is not read as a sample.</source>
        <translation>%1 is the catalog the designer has open; it is not read as a sample.</translation>
    </message>
    <message>
        <source>Use %1 as the PRIMARY KEY (the messages name it)</source>
        <translation>Use %1 as the PRIMARY KEY (the messages name it)</translation>
    </message>
    <message>
        <source>Use %1 as the event time (a watermark %2 seconds behind it)</source>
        <translation>Use %1 as the event time (a watermark %2 seconds behind it)</translation>
    </message>
    <message>
        <source>Samples (*.avsc *.avro *.json *.jsonl *.ndjson *.csv *.tsv *.txt)</source>
        <translation>Samples (*.avsc *.avro *.json *.jsonl *.ndjson *.csv *.tsv *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
</context>
<context>
    <name>st::SearchDialog</name>
    <message>
        <source>Type part of a table name, a connector or an option value (a topic, a path).</source>
        <translation>Type part of a table name, a connector or an option value (a topic, a path).</translation>
    </message>
    <message numerus="yes">
        <source>The first %n tables are shown; type more to narrow the search.</source>
        <translation>
            <numerusform>The first %n table is shown; type more to narrow the search.</numerusform>
            <numerusform>The first %n tables are shown; type more to narrow the search.</numerusform>
        </translation>
    </message>
    <message>
        <source>No table matches &quot;%1&quot;.</source>
        <translation>No table matches &quot;%1&quot;.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) found. Enter or double-click opens one.</source>
        <translation>
            <numerusform>%n table found. Enter or double-click opens it.</numerusform>
            <numerusform>%n tables found. Enter or double-click opens one.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search all databases</source>
        <translation>Search all databases</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Find:</translation>
    </message>
    <message>
        <source>Table name, connector or option value</source>
        <translation>Table name, connector or option value</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>st::SearchResultsModel</name>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>connector %1</source>
        <translation>connector %1</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places a table matched</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Matched in</source>
        <translation>Matched in</translation>
    </message>
</context>
<context>
    <name>st::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Shortcut</translation>
    </message>
    <message>
        <source>Create/edit dialog: paste a CREATE TABLE from the clipboard</source>
        <translation>Create/edit dialog: paste a CREATE TABLE from the clipboard</translation>
    </message>
    <message>
        <source>Any dialog: close (asks about unsaved changes)</source>
        <translation>Any dialog: close (asks about unsaved changes)</translation>
    </message>
    <message>
        <source>Table, job, environments and connections dialogs: save</source>
        <translation>Table, job, environments and connections dialogs: save</translation>
    </message>
</context>
<context>
    <name>st::TableDialog</name>
    <message>
        <source>Source table (read)</source>
        <translation>Source table (read)</translation>
    </message>
    <message>
        <source>Sink table (write)</source>
        <translation>Sink table (write)</translation>
    </message>
    <message>
        <source>Source and sink</source>
        <translation>Source and sink</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No problems found.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the errors listed below to save the table.</source>
        <translation>Fix the errors listed below to save the table.</translation>
    </message>
    <message>
        <source>Table not saved</source>
        <translation>Table not saved</translation>
    </message>
    <message>
        <source>Edit table</source>
        <translation>Edit table</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>Create table</translation>
    </message>
    <message>
        <source>Choose the data source type of the new table in logical database %1</source>
        <translation>Choose the data source type of the new table in logical database %1</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>Logical database: %1</source>
        <translation>Logical database: %1</translation>
    </message>
    <message>
        <source>&amp;Table name *</source>
        <translation>&amp;Table name *</translation>
    </message>
    <message>
        <source>e.g. orders</source>
        <translation>e.g. orders</translation>
    </message>
    <message>
        <source>Co&amp;mment</source>
        <translation>Co&amp;mment</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>Data source type</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>&amp;Role</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Columns</translation>
    </message>
    <message>
        <source>Connector &amp;options</source>
        <translation>Connector &amp;options</translation>
    </message>
    <message>
        <source>Flink SQL preview</source>
        <translation>Flink SQL preview</translation>
    </message>
    <message>
        <source>DDL dialect</source>
        <translation>DDL dialect</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>%1, %2 — double-click one to go to it</source>
        <translation>%1, %2 — double-click one to go to it</translation>
    </message>
    <message>
        <source>Save the changes to table %1 in logical database %2?</source>
        <translation>Save the changes to table %1 in logical database %2?</translation>
    </message>
    <message>
        <source>Save the new table in logical database %1?</source>
        <translation>Save the new table in logical database %1?</translation>
    </message>
    <message>
        <source>Save the new table %1 in logical database %2?</source>
        <translation>Save the new table %1 in logical database %2?</translation>
    </message>
    <message>
        <source>The table has errors; fix those listed in the dialog to save it.</source>
        <translation>The table has errors; fix those listed in the dialog to save it.</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>line %1, column %2: %3</translation>
    </message>
    <message>
        <source>The clipboard holds no CREATE TABLE statement.</source>
        <translation>The clipboard holds no CREATE TABLE statement.</translation>
    </message>
    <message>
        <source>Paste DDL</source>
        <translation>Paste DDL</translation>
    </message>
    <message>
        <source>The form was filled from the statement. The reader noted:</source>
        <translation>The form was filled from the statement. The reader noted:</translation>
    </message>
    <message>
        <source>Nothing was pasted: the statement could not be read.</source>
        <translation>Nothing was pasted: the statement could not be read.</translation>
    </message>
    <message>
        <source>&amp;Paste DDL</source>
        <translation>&amp;Paste DDL</translation>
    </message>
    <message>
        <source>Fill the form from a CREATE TABLE statement on the clipboard (Ctrl+Shift+V)</source>
        <translation>Fill the form from a CREATE TABLE statement on the clipboard (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Duplicate table</source>
        <translation>Duplicate table</translation>
    </message>
    <message numerus="yes">
        <source>The clipboard holds %n CREATE TABLE statement(s); the form was filled from the first, %1 (line %2). Bring in the others with File &gt; Import DDL.</source>
        <translation>
            <numerusform>The clipboard holds %n CREATE TABLE statement; the form was filled from it, %1 (line %2).</numerusform>
            <numerusform>The clipboard holds %n CREATE TABLE statements; the form was filled from the first, %1 (line %2). Bring in the others with File &gt; Import DDL.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the form, and the edits made in it, with the table on the clipboard?</source>
        <translation>Replace the form, and the edits made in it, with the table on the clipboard?</translation>
    </message>
    <message>
        <source>Left to fill: %1</source>
        <translation>Left to fill: %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>columns</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Re&amp;load</translation>
    </message>
    <message>
        <source>Load the latest revision into the form; your edits are dropped.</source>
        <translation>Load the latest revision into the form; your edits are dropped.</translation>
    </message>
    <message>
        <source>&amp;Keep my edits</source>
        <translation>&amp;Keep my edits</translation>
    </message>
    <message>
        <source>Keep editing; saving makes your version the next revision.</source>
        <translation>Keep editing; saving makes your version the next revision.</translation>
    </message>
    <message>
        <source>Undo: %1 (%2)</source>
        <translation>Undo: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to undo (%1)</source>
        <translation>Nothing to undo (%1)</translation>
    </message>
    <message>
        <source>Redo: %1 (%2)</source>
        <translation>Redo: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to redo (%1)</source>
        <translation>Nothing to redo (%1)</translation>
    </message>
    <message>
        <source>option %1</source>
        <translation>option %1</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>table name</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>comment</translation>
    </message>
    <message>
        <source>role</source>
        <translation>role</translation>
    </message>
    <message>
        <source>connector options</source>
        <translation>connector options</translation>
    </message>
    <message>
        <source>watermark</source>
        <translation>watermark</translation>
    </message>
    <message>
        <source>partition columns</source>
        <translation>partition columns</translation>
    </message>
    <message>
        <source>pasted DDL</source>
        <translation>pasted DDL</translation>
    </message>
    <message>
        <source>columns from sample</source>
        <translation>columns from sample</translation>
    </message>
    <message>
        <source>several fields</source>
        <translation>several fields</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;do</translation>
    </message>
    <message>
        <source>Not&amp;e:</source>
        <translation>Not&amp;e:</translation>
    </message>
    <message>
        <source>what changed and why</source>
        <translation>what changed and why</translation>
    </message>
    <message>
        <source>Optional: stored with the revision this save makes and shown in the revision history</source>
        <translation>Optional: stored with the revision this save makes and shown in the revision history</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>%1 (not in this database)</source>
        <translation>%1 (not in this database)</translation>
    </message>
    <message>
        <source>The table takes these options from connection %1 where it sets none of its own: %2</source>
        <translation>The table takes these options from connection %1 where it sets none of its own: %2</translation>
    </message>
    <message>
        <source>connection</source>
        <translation>connection</translation>
    </message>
    <message>
        <source>Co&amp;nnection</source>
        <translation>Co&amp;nnection</translation>
    </message>
    <message>
        <source>A connection gives several tables of a database the same cluster settings (Database &gt; Connections...).</source>
        <translation>A connection gives several tables of a database the same cluster settings (Database &gt; Connections...).</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no option %2, set for %3: switching drops it. The name, comment and columns are kept.</source>
        <translation>
            <numerusform>%1 has no option %2, set for %3: switching drops it. The name, comment and columns are kept.</numerusform>
            <numerusform>%1 has none of the options %2, set for %3: switching drops them. The name, comment and columns are kept.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Switch to %1</source>
        <translation>&amp;Switch to %1</translation>
    </message>
    <message>
        <source>Fill in what is left to fill to save the table.</source>
        <translation>Fill in what is left to fill to save the table.</translation>
    </message>
    <message>
        <source>primary key</source>
        <translation>primary key</translation>
    </message>
    <message>
        <source>Used as: %1</source>
        <translation>Used as: %1</translation>
    </message>
    <message>
        <source>Double-click a type, or select it and press Next. Paste DDL fills the form from a CREATE TABLE statement instead.</source>
        <translation>Double-click a type, or select it and press Next. Paste DDL fills the form from a CREATE TABLE statement instead.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>The engine reads these options under older keys too; give them their current keys: %1</source>
        <translation>The engine reads these options under older keys too; give them their current keys: %1</translation>
    </message>
    <message>
        <source>Use current keys</source>
        <translation>Use current keys</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) on fields not edited yet: %1</source>
        <translation>
            <numerusform>%n warning on a field not edited yet: %1</numerusform>
            <numerusform>%n warnings on fields not edited yet: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not on %1: %2 (Database &gt; Target platform... changes the target).</source>
        <translation>Not on %1: %2 (Database &gt; Target platform... changes the target).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>st::TableEditors</name>
    <message>
        <source>Table %1 created.</source>
        <translation>Table %1 created.</translation>
    </message>
    <message>
        <source>%1_copy</source>
        <translation>%1_copy</translation>
    </message>
    <message>
        <source>Table %1 was changed elsewhere since you opened it; nothing was saved. Your edits are still here: Keep my edits, then Save, makes them the next revision; Reload shows the stored table instead.</source>
        <translation>Table %1 was changed elsewhere since you opened it; nothing was saved. Your edits are still here: Keep my edits, then Save, makes them the next revision; Reload shows the stored table instead.</translation>
    </message>
    <message>
        <source>Table %1 saved as revision %2.</source>
        <translation>Table %1 saved as revision %2.</translation>
    </message>
    <message>
        <source>Your edits are still in the dialog.</source>
        <translation>Your edits are still in the dialog.</translation>
    </message>
    <message>
        <source>Job of %1 saved.</source>
        <translation>Job of %1 saved.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Table %1 was deleted elsewhere since you opened it. Saving creates it again with your version.</source>
        <translation>Table %1 was deleted elsewhere since you opened it. Saving creates it again with your version.</translation>
    </message>
    <message>
        <source>Table %1 was changed elsewhere: revision %2 is now the latest, you are editing revision %3.</source>
        <translation>Table %1 was changed elsewhere: revision %2 is now the latest, you are editing revision %3.</translation>
    </message>
</context>
<context>
    <name>st::TablePreview</name>
    <message>
        <source>Revision %1 — %2</source>
        <translation>Revision %1 — %2</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>by %1</translation>
    </message>
    <message>
        <source>(restored from revision %1)</source>
        <translation>(restored from revision %1)</translation>
    </message>
    <message>
        <source>DDL</source>
        <translation>DDL</translation>
    </message>
    <message>
        <source>Table %1 could not be read: %2</source>
        <translation>Table %1 could not be read: %2</translation>
    </message>
    <message>
        <source>DDL of %1 (not read)</source>
        <translation>DDL of %1 (not read)</translation>
    </message>
    <message>
        <source>DDL of %1 (revision %2)</source>
        <translation>DDL of %1 (revision %2)</translation>
    </message>
    <message>
        <source>DDL of %1, older revision %2 of %3</source>
        <translation>DDL of %1, older revision %2 of %3</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>for %1</translation>
    </message>
    <message>
        <source>The table already is as revision %1 (its revision %2): nothing was written.</source>
        <translation>The table already is as revision %1 (its revision %2): nothing was written.</translation>
    </message>
    <message>
        <source>Revision %1 restored as revision %2.</source>
        <translation>Revision %1 restored as revision %2.</translation>
    </message>
</context>
<context>
    <name>st::TablesModel</name>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Sink</source>
        <translation>Sink</translation>
    </message>
    <message>
        <source>Source and sink</source>
        <translation>Source and sink</translation>
    </message>
    <message>
        <source>Revision %1, saved %2</source>
        <translation>Revision %1, saved %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>Data source type</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Last saved</source>
        <translation>Last saved</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation>
            <numerusform>... and %n more</numerusform>
            <numerusform>... and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No problems found.</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>2 errors, 1 warning</comment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>st::TypeEditorDialog</name>
    <message>
        <source>Type of column %1</source>
        <translation>Type of column %1</translation>
    </message>
    <message>
        <source>A Flink SQL type. A ROW&apos;s fields go one per line, as name, type and an optional &apos;comment&apos;; white space and line breaks are yours to choose. Leave it empty for a computed column.</source>
        <translation>A Flink SQL type. A ROW&apos;s fields go one per line, as name, type and an optional &apos;comment&apos;; white space and line breaks are yours to choose. Leave it empty for a computed column.</translation>
    </message>
</context>
<context>
    <name>st::UiLanguage</name>
    <message>
        <source>en</source>
        <comment>the code of the language of this translation: en or zh</comment>
        <translation>en</translation>
    </message>
</context>
<context>
    <name>st::ValueEditor</name>
    <message>
        <source>Default: %1</source>
        <translation>Default: %1</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Not set</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (not true or false)</source>
        <translation>&quot;%1&quot; (not true or false)</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columns</translation>
    </message>
    <message>
        <source>Pick columns of the table</source>
        <translation>Pick columns of the table</translation>
    </message>
</context>
</TS>
