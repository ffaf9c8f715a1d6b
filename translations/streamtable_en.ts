<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>QObject</name>
    <message>
        <source>StreamTable Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some connector schemas could not be loaded:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::BooleanEditor</name>
    <message>
        <source>&quot;%1&quot; (not true or false)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::ColumnsEditor</name>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick columns of the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::ColumnsModel</name>
    <message>
        <source>A Flink SQL type such as BIGINT, DECIMAL(10, 2) or TIMESTAMP_LTZ(3); leave empty for a computed column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read this column from connector metadata (for example the Kafka record timestamp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A virtual metadata column is only read, never written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computed column: an SQL expression over other columns, such as amount * 100 or PROCTIME()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::ColumnsPanel</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watermark column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delay (seconds):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watermark expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partitioned by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column names separated by commas, e.g. dt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::IntegerEditor</name>
    <message>
        <source>&quot;%1&quot; (invalid)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::LineEditor</name>
    <message>
        <source>e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::MainWindow</name>
    <message>
        <source>StreamTable Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;database...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename database...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete database...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy DDL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export data&amp;base...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;all databases...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About StreamTable Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logical databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter tables by name (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the DDL to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore this revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No logical database selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logical database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(restored from revision %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL of %1 (revision %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL of %1, older revision %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1_copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 saved as revision %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New logical database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename logical database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the logical database %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete the logical database %1 and its %n table(s), with their history? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete logical database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the table %1 and its revision history from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1 restored as revision %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export DDL to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting DDL...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n table(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n file(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export cancelled after %n file(s); the files written are complete.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About StreamTable Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;StreamTable Designer %1&lt;/b&gt;&lt;p&gt;Define Flink stream tables (Kafka, Hudi, HDFS) with forms checked as you type, keep them in a local catalog, and export their Flink SQL DDL.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::OptionForm</name>
    <message>
        <source>Advanced options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields marked * are required. Hover over or click into a field to read what it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::TableDialog</name>
    <message>
        <source>Source table (read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sink table (write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source and sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>double-click one to go to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the errors listed below to save the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the data source type of the new table in logical database %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logical database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table name *</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connector &amp;options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flink SQL preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::TablesModel</name>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source and sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1, saved %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>st::ValueEditor</name>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
