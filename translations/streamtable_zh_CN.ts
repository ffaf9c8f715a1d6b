<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutBox</name>
    <message>
        <source>About StreamTable Designer</source>
        <translation>关于 StreamTable 设计器</translation>
    </message>
    <message>
        <source>&lt;b&gt;StreamTable Designer %1&lt;/b&gt;&lt;p&gt;Define Flink stream tables (%3) with forms checked as you type, keep them in a local catalog, and export their Flink SQL DDL.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;/p&gt;</source>
        <translation>&lt;b&gt;StreamTable 设计器 %1&lt;/b&gt;&lt;p&gt;通过表单定义 Flink 流表（%3），输入时即时校验；表定义保存在本地元数据库中，并可导出为 Flink SQL DDL。&lt;/p&gt;&lt;p&gt;元数据库：%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the connector names in the About box</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>DesignerActions</name>
    <message>
        <source>&amp;Open catalog...</source>
        <translation>打开目录库(&amp;O)...</translation>
    </message>
    <message>
        <source>Open catalog on a &amp;server...</source>
        <translation>在服务器上打开目录库(&amp;S)...</translation>
    </message>
    <message>
        <source>New &amp;database...</source>
        <translation>新建逻辑库(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Rename database...</source>
        <translation>重命名逻辑库(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Target platform...</source>
        <translation>目标平台(&amp;T)...</translation>
    </message>
    <message>
        <source>En&amp;vironments...</source>
        <translation>环境(&amp;V)...</translation>
    </message>
    <message>
        <source>Co&amp;nnections...</source>
        <translation>连接(&amp;N)...</translation>
    </message>
    <message>
        <source>De&amp;lete database...</source>
        <translation>删除逻辑库(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;New table...</source>
        <translation>新建表(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Edit table...</source>
        <translation>编辑表(&amp;E)...</translation>
    </message>
    <message>
        <source>Du&amp;plicate table...</source>
        <translation>复制表(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Delete table</source>
        <translation>删除表(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy DDL</source>
        <translation>复制 DDL(&amp;C)</translation>
    </message>
    <message>
        <source>Co&amp;mpare revisions...</source>
        <translation>比较版本(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Import DDL...</source>
        <translation>导入 DDL(&amp;I)...</translation>
    </message>
    <message>
        <source>Export &amp;table...</source>
        <translation>导出表(&amp;T)...</translation>
    </message>
    <message>
        <source>Export data&amp;base...</source>
        <translation>导出逻辑库(&amp;B)...</translation>
    </message>
    <message>
        <source>Export &amp;all databases...</source>
        <translation>导出全部逻辑库(&amp;A)...</translation>
    </message>
    <message>
        <source>Export database to one &amp;file...</source>
        <translation>将逻辑库导出为单个文件(&amp;F)...</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Job and wiring...</source>
        <translation>作业与表连接(&amp;J)...</translation>
    </message>
    <message>
        <source>E&amp;xport job...</source>
        <translation>导出作业(&amp;X)...</translation>
    </message>
    <message>
        <source>Secre&amp;ts file...</source>
        <translation>机密文件(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Find table</source>
        <translation>查找表(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Search all databases...</source>
        <translation>搜索全部逻辑库(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About StreamTable Designer</source>
        <translation>关于 StreamTable 设计器(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>逻辑库(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>作业(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Language / 语言</source>
        <comment>the menu&apos;s title names it in the other language too</comment>
        <translation>语言(&amp;L) / Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Ne&amp;w tables from a database...</source>
        <translation>由数据库生成表(&amp;W)...</translation>
    </message>
</context>
<context>
    <name>DesignerImport</name>
    <message numerus="yes">
        <source>Imported %n table(s) into %1</source>
        <translation>
            <numerusform>已向 %1 导入 %n 张表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Revised %n table(s) in %1</source>
        <translation>
            <numerusform>已更新 %1 中的 %n 张表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n revised</source>
        <translation>
            <numerusform>；更新 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between table names</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 等另外 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>; %n unchanged: %1</source>
        <translation>
            <numerusform>；%n 张未变化：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportReport</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>等另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n table(s).</source>
        <translation>
            <numerusform>已导出 %n 张表。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; the files written are complete.</source>
        <translation>导出已取消；已写入的文件都是完整的。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>没有写入任何文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) not written (in %1): %2</source>
        <translation>
            <numerusform>未写入 %n 个文件（在 %1 中）：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in %1 already exist: %2</source>
        <translation>
            <numerusform>%1 中已有 %n 个文件：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace files</source>
        <translation>替换文件</translation>
    </message>
    <message>
        <source>Export cancelled: no file was replaced or written.</source>
        <translation>已取消导出：没有替换或写入任何文件。</translation>
    </message>
    <message numerus="yes">
        <source>In %1, %n file(s) written: %2</source>
        <translation>
            <numerusform>在 %1 中写入了 %n 个文件：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace them with the exported ones?</source>
        <comment>it or them, as many as exist</comment>
        <translation>
            <numerusform>要用导出的文件替换吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them hold(s) secrets&apos; values: readable by you alone (mode 0600).</source>
        <translation>
            <numerusform>其中 %n 个文件包含机密的值：仅您本人可读写（权限 0600）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %1, %n file(s) unchanged, as they held what was exported already: %2</source>
        <translation>
            <numerusform>在 %1 中有 %n 个文件未变化（已是导出的内容）：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
</context>
<context>
    <name>MainWindowWidgets</name>
    <message>
        <source>Logical databases</source>
        <translation>逻辑库</translation>
    </message>
    <message>
        <source>Filter tables by name (Ctrl+F)</source>
        <translation>按表名筛选（Ctrl+F）</translation>
    </message>
    <message>
        <source>DDL</source>
        <translation>DDL</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the DDL to the clipboard</source>
        <translation>将 DDL 复制到剪贴板</translation>
    </message>
    <message>
        <source>DDL dialect</source>
        <translation>DDL 方言</translation>
    </message>
    <message>
        <source>Revision history</source>
        <translation>历史版本</translation>
    </message>
    <message>
        <source>Restore this revision</source>
        <translation>恢复此版本</translation>
    </message>
    <message>
        <source>Compare...</source>
        <translation>比较...</translation>
    </message>
    <message>
        <source>Compare the two selected revisions (Ctrl+click to select a second one), or the selected one with the latest</source>
        <translation>比较选中的两个版本（按住 Ctrl 单击选中第二个），或将选中的版本与最新版本比较</translation>
    </message>
    <message>
        <source>Checks (tables with errors, job profile, wiring, rules across tables)</source>
        <translation>检查（有错误的表、作业配置、表连接、跨表规则）</translation>
    </message>
    <message>
        <source>Logical database %1 has no tables yet. Create one from a form, or import the CREATE TABLE statements you have.</source>
        <translation>逻辑库 %1 中还没有表。可以通过表单新建一张，或导入已有的 CREATE TABLE 语句。</translation>
    </message>
    <message>
        <source>Create table... (%1)</source>
        <translation>新建表...（%1）</translation>
    </message>
    <message>
        <source>Import DDL... (%1)</source>
        <translation>导入 DDL...（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Loading %n table(s)...</source>
        <translation>
            <numerusform>正在读取 %n 张表……</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>StreamTable Designer</source>
        <translation>StreamTable 设计器</translation>
    </message>
    <message>
        <source>Some connector schemas could not be loaded:</source>
        <translation>部分连接器元数据文件无法加载：</translation>
    </message>
    <message>
        <source>The catalog opened last could not be opened:
%1

The default catalog is opened instead.</source>
        <translation>上次打开的目录库无法打开：
%1

改为打开默认目录库。</translation>
    </message>
</context>
<context>
    <name>st::CatalogOpener</name>
    <message>
        <source>Open catalog</source>
        <translation>打开目录库</translation>
    </message>
    <message>
        <source>Catalogs (*.sqlite *.db)</source>
        <translation>目录库 (*.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Open catalog on a server</source>
        <translation>在服务器上打开目录库</translation>
    </message>
    <message>
        <source>The catalog&apos;s database on a PostgreSQL server, as
postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=require]
(no password here: the program asks for it when the server wants one):</source>
        <translation>目录库在 PostgreSQL 服务器上的数据库，格式为
postgresql://用户@主机[:端口]/数据库[?sslmode=require]
（此处不写密码：服务器需要时程序会询问）：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server location: it starts with postgresql://. Use File &gt; Open catalog... for a file.</source>
        <translation>“%1”不是服务器位置：服务器位置以 postgresql:// 开头。文件请用“文件 &gt; 打开目录库...”。</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>%1

Password of %2 (kept only while the program runs):</source>
        <translation>%1

%2 的密码（仅在程序运行期间保留）：</translation>
    </message>
    <message>
        <source>The catalog %1 could not be opened.</source>
        <translation>无法打开目录库 %1。</translation>
    </message>
    <message>
        <source>The catalog %1 stays open.</source>
        <translation>目录库 %1 仍保持打开。</translation>
    </message>
</context>
<context>
    <name>st::ColumnOptionsGrid</name>
    <message>
        <source>Not read for column %1 (%2) generated &apos;%3&apos;.</source>
        <translation>列 %1（%2）按“%3”生成时不读取该参数。</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
</context>
<context>
    <name>st::ColumnsModel</name>
    <message>
        <source>A Flink SQL type such as BIGINT, DECIMAL(10, 2) or TIMESTAMP_LTZ(3); leave empty for a computed column</source>
        <translation>Flink SQL 类型，例如 BIGINT、DECIMAL(10, 2) 或 TIMESTAMP_LTZ(3)；计算列留空</translation>
    </message>
    <message>
        <source>Read this column from connector metadata (for example the Kafka record timestamp)</source>
        <translation>从连接器元数据读取此字段（例如 Kafka 消息的时间戳）</translation>
    </message>
    <message>
        <source>A virtual metadata column is only read, never written</source>
        <translation>虚拟元数据列只读取，不写入</translation>
    </message>
    <message>
        <source>A computed column: an SQL expression over other columns, such as amount * 100 or PROCTIME()</source>
        <translation>计算列：基于其他字段的 SQL 表达式，例如 amount * 100 或 PROCTIME()</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>字段名</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Not null</source>
        <translation>非空</translation>
    </message>
    <message>
        <source>Primary key</source>
        <translation>主键</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>元数据</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>虚拟列</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
</context>
<context>
    <name>st::ColumnsPanel</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>&amp;Add column</source>
        <translation>添加字段(&amp;A)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>Watermark column:</source>
        <translation>水位线字段：</translation>
    </message>
    <message>
        <source>delay (seconds):</source>
        <translation>延迟（秒）：</translation>
    </message>
    <message>
        <source>watermark expression</source>
        <translation>水位线表达式</translation>
    </message>
    <message>
        <source>Partitioned by:</source>
        <translation>分区字段：</translation>
    </message>
    <message>
        <source>column names separated by commas, e.g. dt</source>
        <translation>字段名，多个用逗号分隔，例如 dt</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>移除(&amp;V)</translation>
    </message>
    <message>
        <source>Columns from &amp;sample...</source>
        <translation>从样本生成列(&amp;S)...</translation>
    </message>
    <message>
        <source>T&amp;ype...</source>
        <translation>类型(&amp;Y)...</translation>
    </message>
    <message>
        <source>Edit the column&apos;s type at length: a ROW&apos;s fields one per line</source>
        <translation>在宽敞的编辑框中编辑该列的类型：ROW 的每个字段占一行</translation>
    </message>
    <message>
        <source>Distributed:</source>
        <translation>分桶：</translation>
    </message>
    <message>
        <source>Remove distribution</source>
        <translation>删除分桶</translation>
    </message>
    <message>
        <source>Remove the DISTRIBUTED BY clause read from the DDL</source>
        <translation>删除从 DDL 读入的 DISTRIBUTED BY 子句</translation>
    </message>
    <message>
        <source>Only a time column can carry a watermark: TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p at most 3, or a computed column.</source>
        <translation>只有时间列可以设置水位线：TIMESTAMP(p) 或 TIMESTAMP_LTZ(p)（p 不大于 3），或计算列。</translation>
    </message>
    <message numerus="yes">
        <source>%n other column(s) not listed.</source>
        <translation>
            <numerusform>另有 %n 列未列出。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::CompareDialog</name>
    <message>
        <source>Revision %1 (latest)</source>
        <translation>版本 %1（最新）</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Compare revisions of %1</source>
        <translation>比较 %1 的版本</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>变更</translation>
    </message>
    <message numerus="yes">
        <source>Changes (%n)</source>
        <translation>
            <numerusform>变更（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>No changes: the two revisions define the same table.</source>
        <translation>无变更：两个版本定义的是同一张表。</translation>
    </message>
    <message>
        <source>Lines only in the older revision are marked red</source>
        <translation>只在较早版本中的行标为红色</translation>
    </message>
    <message>
        <source>Lines only in the newer revision are marked green</source>
        <translation>只在较新版本中的行标为绿色</translation>
    </message>
    <message>
        <source>ALTER TABLE statements that make the change</source>
        <translation>完成此改动的 ALTER TABLE 语句</translation>
    </message>
    <message>
        <source>ALTER TABLE cannot make this change</source>
        <translation>ALTER TABLE 无法完成此改动</translation>
    </message>
    <message>
        <source>&amp;Copy statements</source>
        <translation>复制语句(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the ALTER TABLE statements to the clipboard</source>
        <translation>将 ALTER TABLE 语句复制到剪贴板</translation>
    </message>
    <message>
        <source>Written for the newer revision&apos;s target platform. Option values marked secret are written &apos;(secret)&apos;: fill them in by hand</source>
        <translation>按较新版本的目标平台生成。标为机密的参数值写作 &apos;(secret)&apos;：请手动填写</translation>
    </message>
    <message>
        <source>-- nothing to change</source>
        <translation>-- 无须改动</translation>
    </message>
</context>
<context>
    <name>st::ConnectionsDialog</name>
    <message>
        <source>Connections of %1</source>
        <translation>%1 的连接</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>New connection, e.g. cluster</source>
        <translation>新连接，例如 cluster</translation>
    </message>
    <message>
        <source>The data source type whose tables may use the new connection</source>
        <translation>可使用新连接的表的数据源类型</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove connection</source>
        <translation>删除连接</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>A table that uses the connection takes these options where it sets none of its own. A value may refer to a variable as ${NAME}; a password or key belongs in ${secret:NAME}.</source>
        <translation>使用该连接的表在自身未设置时取用这些参数。值可以 ${变量名} 引用变量；密码或密钥应写为 ${secret:名称}。</translation>
    </message>
    <message>
        <source>Add option</source>
        <translation>添加参数</translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation>删除参数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Options of %1, for %2 tables</source>
        <translation>%1 的参数，用于 %2 表</translation>
    </message>
    <message>
        <source>It may hold: %1</source>
        <translation>可包含：%1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Add a connection to give several tables the same cluster settings.</source>
        <translation>添加一个连接，为多张表提供相同的集群设置。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n error(s) with these options)</source>
        <translation>
            <numerusform>%1（使用这些参数有 %n 个错误）</numerusform>
        </translation>
    </message>
    <message>
        <source>No table uses it yet.</source>
        <translation>尚无表使用它。</translation>
    </message>
    <message>
        <source>Used by: %1</source>
        <translation>使用它的表：%1</translation>
    </message>
    <message>
        <source>%1 tables have no connections.</source>
        <translation>%1 表没有连接。</translation>
    </message>
    <message>
        <source>There is a connection %1 already.</source>
        <translation>已有连接 %1。</translation>
    </message>
    <message>
        <source>Connection %1 has errors (listed above); nothing was saved.</source>
        <translation>连接 %1 有错误（见上方列表）；未保存任何内容。</translation>
    </message>
    <message>
        <source>An option of connection %1 has a value but no key.</source>
        <translation>连接 %1 的一个参数有值但没有名称。</translation>
    </message>
    <message>
        <source>Your edits are still here: copy what you need, then Cancel and open Connections again to edit what is stored now.</source>
        <translation>您的编辑仍在此处：请复制所需内容，然后取消，并重新打开“连接”以编辑当前已存储的内容。</translation>
    </message>
    <message numerus="yes">
        <source>It may hold: %1, ... (%n in all; hover for the list)</source>
        <translation>
            <numerusform>可包含：%1……（共 %n 项；悬停查看完整列表）</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the changes to the connections of %1?</source>
        <translation>保存对逻辑库 %1 的连接所做的修改吗？</translation>
    </message>
</context>
<context>
    <name>st::DatabaseActions</name>
    <message>
        <source>Delete the logical database %1?</source>
        <translation>确定删除逻辑库 %1 吗？</translation>
    </message>
    <message numerus="yes">
        <source>Delete the logical database %1 and its %n table(s), with their history? This cannot be undone.</source>
        <translation>
            <numerusform>确定删除逻辑库 %1 及其中的 %n 张表（含历史版本）吗？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete logical database</source>
        <translation>删除逻辑库</translation>
    </message>
    <message>
        <source>Target platform of %1</source>
        <translation>%1 的目标平台</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) would have to be fixed for %1:</source>
        <translation>
            <numerusform>改为 %1 后需要修正 %n 个问题：</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the target</source>
        <translation>仍然修改目标平台</translation>
    </message>
    <message>
        <source>%1 now targets %2</source>
        <translation>%1 的目标平台已改为 %2</translation>
    </message>
    <message>
        <source>Delete the table %1 and its revision history from %2? This cannot be undone.</source>
        <translation>确定从逻辑库 %2 中删除表 %1 及其历史版本吗？此操作无法撤销。</translation>
    </message>
    <message numerus="yes">
        <source>It is wired into the database&apos;s job %n time(s); those wirings are removed too.</source>
        <translation>
            <numerusform>它在本逻辑库的作业中有 %n 条连线；这些连线也会一并删除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>删除表</translation>
    </message>
</context>
<context>
    <name>st::DatabaseChecker</name>
    <message>
        <source>The tables could not be checked: %1</source>
        <translation>无法检查这些表：%1</translation>
    </message>
    <message>
        <source>%1: %2 (first: %3)</source>
        <translation>%1：%2（第一项：%3）</translation>
    </message>
    <message>
        <source>Double-click to select %1; Edit shows every finding where it is.</source>
        <translation>双击以选中 %1；编辑时可在各自位置看到所有问题。</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
</context>
<context>
    <name>st::DatabaseDialog</name>
    <message>
        <source>New logical database</source>
        <translation>新建逻辑库</translation>
    </message>
    <message>
        <source>Target platform of %1</source>
        <translation>%1 的目标平台</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Comment (optional):</source>
        <translation>说明（可选）(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Target platform:</source>
        <translation>目标平台(&amp;T)：</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>Rename logical database</source>
        <translation>重命名逻辑库</translation>
    </message>
    <message>
        <source>&amp;New name of %1:</source>
        <translation>%1 的新名称(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>st::DatabasesModel</name>
    <message>
        <source>Target platform: %1</source>
        <translation>目标平台：%1</translation>
    </message>
</context>
<context>
    <name>st::DesignerExports</name>
    <message>
        <source>Export DDL to folder</source>
        <translation>导出 DDL 到文件夹</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Exporting DDL...</source>
        <translation>正在导出 DDL...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Writing %1</source>
        <translation>正在写入 %1</translation>
    </message>
    <message>
        <source>Export the job to folder</source>
        <translation>将作业导出到文件夹</translation>
    </message>
    <message>
        <source>Secrets come from environment variables only.</source>
        <translation>机密只从环境变量读取。</translation>
    </message>
    <message>
        <source>Exports read secrets from %1; environment variables win over it.</source>
        <translation>导出时从 %1 读取机密；环境变量优先。</translation>
    </message>
    <message>
        <source>Nothing was exported: the secrets file cannot be read.</source>
        <translation>未导出任何内容：无法读取机密文件。</translation>
    </message>
    <message>
        <source>Secrets file</source>
        <translation>机密文件</translation>
    </message>
    <message>
        <source>Exports read ${secret:NAME} values from %1. Choose another file, or stop reading it?</source>
        <translation>导出时从 %1 读取 ${secret:名称} 的值。要选择另一个文件，还是不再读取它？</translation>
    </message>
    <message>
        <source>Choose another...</source>
        <translation>选择其他文件...</translation>
    </message>
    <message>
        <source>Stop reading it</source>
        <translation>不再读取</translation>
    </message>
    <message>
        <source>Secrets now come from the environment only.</source>
        <translation>机密现在只从环境变量读取。</translation>
    </message>
    <message>
        <source>Secrets file (NAME=value lines, mode 600)</source>
        <translation>机密文件（每行 名称=值，权限 600）</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Exports read secrets from %1.</source>
        <translation>导出时从 %1 读取机密。</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 table(s) to export have errors, so Flink may refuse them: %2. Export them anyway?</source>
        <translation>
            <numerusform>要导出的 %1 张表中有 %n 张有错误，Flink 可能拒绝它们：%2。仍要导出吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>仍要导出</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>已取消导出：没有写入任何内容。</translation>
    </message>
</context>
<context>
    <name>st::DocumentationDialog</name>
    <message>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>docs/GUIDE.md</source>
        <comment>the document opened first: the user guide in this language (docs/GUIDE.zh.md in Chinese)</comment>
        <translation>docs/GUIDE.zh.md</translation>
    </message>
</context>
<context>
    <name>st::EditorDialog</name>
    <message>
        <source>Your changes are lost unless you save them.</source>
        <translation>不保存的话，所做的修改将丢失。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>放弃修改(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>继续编辑(&amp;K)</translation>
    </message>
    <message>
        <source>Your edits are still in the dialog: Save again once the catalog can be written.</source>
        <translation>您的编辑仍保留在对话框中：待目录库可以写入时再次保存。</translation>
    </message>
</context>
<context>
    <name>st::EnvironmentChoice</name>
    <message>
        <source>Environ&amp;ment:</source>
        <translation>环境(&amp;M)：</translation>
    </message>
    <message>
        <source>The environment whose variables the DDL, the checks and the exports use in place of ${NAME}</source>
        <translation>DDL、检查和导出用其变量值替换 ${…} 引用的环境</translation>
    </message>
    <message>
        <source>(none: write ${NAME} as it is)</source>
        <translation>（无：按原样写出 ${…} 引用）</translation>
    </message>
</context>
<context>
    <name>st::EnvironmentsDialog</name>
    <message>
        <source>Environments of %1</source>
        <translation>%1 的环境</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>New environment, e.g. dev</source>
        <translation>新环境，例如 dev</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove environment</source>
        <translation>删除环境</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>An option value refers to a variable as ${NAME}. A password or key is no variable: give it as ${secret:NAME}.</source>
        <translation>选项值以 ${变量名} 引用变量。密码或密钥不是变量：请写为 ${secret:名称}。</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>添加变量</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>删除变量</translation>
    </message>
    <message>
        <source>Variables of %1</source>
        <translation>%1 的变量</translation>
    </message>
    <message>
        <source>Add an environment (dev, test, prod, ...) to give its variables.</source>
        <translation>添加一个环境（dev、test、prod……）以给出其变量。</translation>
    </message>
    <message>
        <source>There is an environment %1 already.</source>
        <translation>已有环境 %1。</translation>
    </message>
    <message>
        <source>Your edits are still here. Save again to replace the stored environments with them, or Cancel to keep what is stored.</source>
        <translation>您的编辑仍在此处。再次保存将以它们替换已存储的环境，取消则保留已存储的内容。</translation>
    </message>
    <message>
        <source>Save the changes to the environments of %1?</source>
        <translation>保存对逻辑库 %1 的环境所做的修改吗？</translation>
    </message>
</context>
<context>
    <name>st::FindingsDialog</name>
    <message numerus="yes">
        <source>%1 (%n finding(s))</source>
        <translation>
            <numerusform>%1（%n 项发现）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::FromDatabaseWizard</name>
    <message>
        <source>Schema dump</source>
        <translation>结构转储</translation>
    </message>
    <message>
        <source>SQL files (*.sql);;All files (*)</source>
        <translation>SQL 文件 (*.sql);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose at least one table.</source>
        <translation>请至少选择一张表。</translation>
    </message>
    <message>
        <source>Choose the schema dump file (mysqldump --no-data, or pg_dump --schema-only).</source>
        <translation>请选择结构转储文件（mysqldump --no-data 或 pg_dump --schema-only 的输出）。</translation>
    </message>
    <message>
        <source>Name the secret that gives the server&apos;s password to the CDC tables when they are exported.</source>
        <translation>请填写机密名称：导出时由它为 CDC 表提供服务器的密码。</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>Reading the tables of %1...</source>
        <translation>正在读取 %1 的表...</translation>
    </message>
    <message numerus="yes">
        <source>Read %n table(s).</source>
        <translation>
            <numerusform>已读取 %n 张表。</numerusform>
        </translation>
    </message>
    <message>
        <source>no primary key</source>
        <translation>无主键</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n table(s) chosen</source>
        <translation>
            <numerusform>已选择 %1 张，共 %n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave them out</source>
        <translation>跳过这些表</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>None: the tables give the server&apos;s options</source>
        <translation>无：由各表自己给出服务器参数</translation>
    </message>
    <message>
        <source>%1 (new: the server read)</source>
        <translation>%1（新建：所读取的服务器）</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未变化</translation>
    </message>
    <message numerus="yes">
        <source>new revision: %n change(s)</source>
        <translation>
            <numerusform>新版本：%n 处变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Makes %n table(s) in %1</source>
        <translation>
            <numerusform>在逻辑库 %1 中新建 %n 张表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, revises %n</source>
        <translation>
            <numerusform>，修订 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, leaves %n unchanged</source>
        <translation>
            <numerusform>，%n 张未变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and wires %n source(s) to their sinks in the job.</source>
        <translation>
            <numerusform>，并在作业中为 %n 张源表连线到其写入表。</numerusform>
        </translation>
    </message>
    <message>
        <source>The server becomes connection %1 (its password: the secret %2).</source>
        <translation>该服务器成为连接 %1（其密码：机密 %2）。</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) have errors: they are saved and shown as invalid until you fill them in.</source>
        <translation>
            <numerusform>%n 张表有错误：它们会被保存，并在补全之前显示为无效。</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>未保存任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n table(s) from %1 in %2</source>
        <translation>
            <numerusform>已将来自 %1 的 %n 张表保存到逻辑库 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>New Tables from a Database</source>
        <translation>由数据库生成表</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Source database</source>
        <translation>源数据库</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Sink and names</source>
        <translation>写入表与名称</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Read the tables of a MySQL, MariaDB or PostgreSQL database: each becomes a CDC source table, a sink table and the job&apos;s wiring between them, in %1.</source>
        <translation>读取 MySQL、MariaDB 或 PostgreSQL 数据库的表：每张表在逻辑库 %1 中生成一张 CDC 源表、一张写入表以及作业中它们之间的连线。</translation>
    </message>
    <message>
        <source>From a schema dump file</source>
        <translation>来自结构转储文件</translation>
    </message>
    <message>
        <source>From a live server</source>
        <translation>来自在线服务器</translation>
    </message>
    <message>
        <source>Dump file:</source>
        <translation>转储文件：</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <source>mysql://USER@HOST[:PORT]/DATABASE or postgresql://USER@HOST[:PORT]/DATABASE[?schema=NAME]</source>
        <translation>mysql://用户@主机[:端口]/数据库 或 postgresql://用户@主机[:端口]/数据库[?schema=模式名]</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>used for this read only, never stored</source>
        <translation>仅用于本次读取，从不保存</translation>
    </message>
    <message>
        <source>Password secret:</source>
        <translation>密码机密：</translation>
    </message>
    <message>
        <source>The CDC tables refer to the password by this secret name; its value is given when they are exported.</source>
        <translation>CDC 表以此机密名称引用密码；其值在导出时提供。</translation>
    </message>
    <message>
        <source>Filter tables</source>
        <translation>筛选表</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Primary key</source>
        <translation>主键</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>Select none</source>
        <translation>全不选</translation>
    </message>
    <message>
        <source>Sink:</source>
        <translation>写入表：</translation>
    </message>
    <message>
        <source>Tables without a key:</source>
        <translation>无主键的表：</translation>
    </message>
    <message>
        <source>A table without a primary key cannot feed an upsert sink: each change replaces the row of its key.</source>
        <translation>没有主键的表不能写入 upsert 类写入表：每次变更都按键替换对应的行。</translation>
    </message>
    <message>
        <source>Sink connection:</source>
        <translation>写入表连接：</translation>
    </message>
    <message>
        <source>Source connection:</source>
        <translation>源表连接：</translation>
    </message>
    <message>
        <source>Source table names:</source>
        <translation>源表名称：</translation>
    </message>
    <message>
        <source>Sink table names:</source>
        <translation>写入表名称：</translation>
    </message>
    <message>
        <source>{table}, {schema} and {database} are replaced by the source table&apos;s.</source>
        <translation>{table}、{schema} 和 {database} 会替换为源表的对应名称。</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>数据源类型</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Each table chosen becomes a CDC source table, a sink table and a wiring of the job in %1.</source>
        <translation>所选的每张表在逻辑库 %1 中生成一张 CDC 源表、一张写入表和作业中的一条连线。</translation>
    </message>
    <message>
        <source>Each source table&apos;s changes go to its sink table. A table with a primary key feeds the sink chosen, keyed alike; one without a key feeds the sink for tables without a key, which keeps every change.</source>
        <translation>每张源表的变更写入其写入表。有主键的表写入所选的写入表，主键相同；没有主键的表写入“无主键的表”所选的写入表，保留每一次变更。</translation>
    </message>
    <message>
        <source>Go Back and Next again to preview the tables as they are now.</source>
        <translation>请点“上一步”再点“下一步”，按目录库中现在的样子重新预览这些表。</translation>
    </message>
</context>
<context>
    <name>st::ImportDialog</name>
    <message>
        <source>Import DDL</source>
        <translation>导入 DDL</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>数据源类型</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现的问题</translation>
    </message>
    <message>
        <source>Add &amp;files...</source>
        <translation>添加文件(&amp;F)...</translation>
    </message>
    <message>
        <source>Add f&amp;older...</source>
        <translation>添加文件夹(&amp;O)...</translation>
    </message>
    <message>
        <source>Into logical &amp;database:</source>
        <translation>导入到逻辑库(&amp;D)：</translation>
    </message>
    <message>
        <source>When a table of that name &amp;exists:</source>
        <translation>已有同名表时(&amp;E)：</translation>
    </message>
    <message>
        <source>Import nothing (fail)</source>
        <translation>不导入任何表（失败）</translation>
    </message>
    <message>
        <source>Keep the existing table (skip)</source>
        <translation>保留已有的表（跳过）</translation>
    </message>
    <message>
        <source>Save as a new revision</source>
        <translation>保存为新版本</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import DDL files</source>
        <translation>导入 DDL 文件</translation>
    </message>
    <message>
        <source>Import the *.sql files of a folder</source>
        <translation>导入文件夹中的 *.sql 文件</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n file(s)...</source>
        <translation>
            <numerusform>正在读取 %n 个文件...</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message numerus="yes">
        <source>invalid: %n error(s)</source>
        <translation>
            <numerusform>无效：%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready, %n warning(s)</source>
        <translation>
            <numerusform>可导入，%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>ready</source>
        <translation>可导入</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation>（另有 %1 条）</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read; their tables are not listed:</source>
        <translation>
            <numerusform>有 %n 个文件无法读取，其中的表未列出：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is checked twice (%2 and %3): check one of its definitions. Nothing was imported.</source>
        <translation>%1 被勾选了两次（%2 和 %3）：请只勾选其中一个定义。未导入任何内容。</translation>
    </message>
    <message>
        <source>Read CREATE TABLE statements from SQL files or folders. Other statements are skipped; a statement that cannot be read is listed with the place and the reason. The checked tables are imported together, all or none; tables with errors start unchecked.</source>
        <translation>从 SQL 文件或文件夹读取 CREATE TABLE 语句。其他语句会被跳过；无法读取的语句会列出位置和原因。勾选的表一起导入，要么全部导入，要么都不导入；有错误的表默认不勾选。</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>显示(&amp;H)：</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Checks every table shown, one definition of each name</source>
        <translation>勾选显示的每张表，同名的只勾选一个定义</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>全不选(&amp;N)</translation>
    </message>
    <message>
        <source>Unchecks every table shown</source>
        <translation>取消勾选显示的每张表</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>All statements</source>
        <translation>全部语句</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Tables with errors</source>
        <translation>有错误的表</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>未变化</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>未勾选</translation>
    </message>
    <message>
        <source>%1 exists in %2 (names compare ignoring case): while this is checked, the import fails and imports nothing</source>
        <translation>%2 中已有 %1（名称比较不区分大小写）：勾选此语句时导入会失败，不导入任何表</translation>
    </message>
    <message>
        <source>%1 exists in %2 (names compare ignoring case): the existing table is kept, this statement is skipped</source>
        <translation>%2 中已有 %1（名称比较不区分大小写）：保留已有的表，跳过此语句</translation>
    </message>
    <message>
        <source>%1 exists in %2 (names compare ignoring case): this statement becomes its next revision (unchanged if it is the same)</source>
        <translation>%2 中已有 %1（名称比较不区分大小写）：此语句保存为它的新版本（内容相同则不变）</translation>
    </message>
    <message>
        <source>%1 is defined again at %2 (names compare ignoring case): only one definition is imported, the checked one</source>
        <translation>%1 在 %2 处再次定义（名称比较不区分大小写）：只导入一个定义，即勾选的那个</translation>
    </message>
    <message>
        <source>%1 is also defined at %2 (names compare ignoring case): only one definition is imported, the checked one</source>
        <translation>%1 也在 %2 处定义（名称比较不区分大小写）：只导入一个定义，即勾选的那个</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>revised: revision %1</source>
        <translation>已更新：版本 %1</translation>
    </message>
    <message>
        <source>unchanged: the same as revision %1</source>
        <translation>未变化：与版本 %1 相同</translation>
    </message>
    <message>
        <source>skipped: %1 exists in %2, kept as it is</source>
        <translation>已跳过：%2 中已有 %1，保持不变</translation>
    </message>
    <message>
        <source>not imported: not checked</source>
        <translation>未导入：未勾选</translation>
    </message>
    <message>
        <source>failed: cannot be read</source>
        <translation>失败：无法读取</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>revised %1</source>
        <translation>更新 %1</translation>
    </message>
    <message>
        <source>unchanged %1</source>
        <translation>未变化 %1</translation>
    </message>
    <message>
        <source>skipped %1</source>
        <translation>跳过 %1</translation>
    </message>
    <message>
        <source>failed %1</source>
        <translation>失败 %1</translation>
    </message>
    <message>
        <source>not checked %1</source>
        <translation>未勾选 %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the counts of an import&apos;s result</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>line %1, column %2: %3: %4</source>
        <translation>第 %1 行第 %2 列：%3：%4</translation>
    </message>
    <message>
        <source>Give tables that repeat cluster settings a &amp;connection</source>
        <translation>为重复集群设置的表使用连接(&amp;C)</translation>
    </message>
    <message>
        <source>The repeated options go into a connection of the logical database (Database &gt; Connections...), and the tables take them from it: they are written as before.</source>
        <translation>重复的参数放入逻辑库的一个连接（逻辑库 &gt; 连接...），各表从中取得：生成的 DDL 与之前相同。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 use connection %2 now (%3).</source>
        <translation>%1 现在使用连接 %2（%3）。</translation>
    </message>
    <message>
        <source>Made connection %2 for %1 (%3).</source>
        <translation>已为 %1 创建连接 %2（%3）。</translation>
    </message>
    <message>
        <source>%1 repeat %3: connection %2 of the database gives them.</source>
        <translation>%1 重复了 %3：可由本库的连接 %2 提供。</translation>
    </message>
    <message>
        <source>%1 repeat %3: a new connection %2 could give them.</source>
        <translation>%1 重复了 %3：可由新连接 %2 提供。</translation>
    </message>
    <message>
        <source>SQL files (*.sql)</source>
        <translation>SQL 文件 (*.sql)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) listed already, not read again:</source>
        <translation>
            <numerusform>%n 个文件已在列表中，不再读取：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) hold no statements, nothing to import from them:</source>
        <translation>
            <numerusform>%n 个文件没有语句，无可导入：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1 第 %2 行第 %3 列：%4</translation>
    </message>
    <message>
        <source>%1 (no name could be read)</source>
        <translation>%1（无法读出表名）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1 第 %2 行</translation>
    </message>
</context>
<context>
    <name>st::JobDialog</name>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Fix the errors of the job profile to save it.</source>
        <translation>请先修正作业配置中的错误再保存。</translation>
    </message>
    <message>
        <source>Job of logical database %1</source>
        <translation>逻辑库 %1 的作业</translation>
    </message>
    <message>
        <source>Submission parameters</source>
        <translation>提交参数</translation>
    </message>
    <message>
        <source>Source → sink (one INSERT INTO ... SELECT each, columns matched by name)</source>
        <translation>源表 → 目标表（每对生成一条 INSERT INTO ... SELECT，字段按名称对应）</translation>
    </message>
    <message>
        <source>&amp;Wire</source>
        <translation>连接(&amp;W)</translation>
    </message>
    <message>
        <source>Feed the chosen sink table from the chosen source table</source>
        <translation>用所选源表的数据写入所选目标表</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Database checks</source>
        <translation>逻辑库检查</translation>
    </message>
    <message>
        <source>Submission command</source>
        <translation>提交命令</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the command to the clipboard</source>
        <translation>将命令复制到剪贴板</translation>
    </message>
    <message>
        <source>Job script (Flink SQL)</source>
        <translation>作业脚本（Flink SQL）</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Save the changes to the job of logical database %1?</source>
        <translation>保存对逻辑库 %1 的作业所做的修改吗？</translation>
    </message>
    <message>
        <source>Job not saved</source>
        <translation>作业未保存</translation>
    </message>
    <message>
        <source>The job profile has errors; fix those shown beside its fields to save it.</source>
        <translation>作业配置有错误；请先修正各字段旁显示的错误再保存。</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n table(s)...</source>
        <translation>
            <numerusform>正在读取 %n 张表...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This preview shows the CREATE TABLE of the %n table(s) the wirings use; Job &gt; Export job writes those of all %1 tables of the database.</source>
        <translation>
            <numerusform>此预览只显示连线用到的 %n 张表的 CREATE TABLE；作业 &gt; 导出作业会写出该逻辑库全部 %1 张表的定义。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save job</source>
        <translation>保存作业</translation>
    </message>
    <message numerus="yes">
        <source>The job&apos;s wirings have %n error(s): Flink would refuse the job, and export writes no script for it until they are mended. Save it anyway?</source>
        <translation>
            <numerusform>作业的表连接有 %n 个错误：Flink 会拒绝该作业，修正之前导出也不会为它生成脚本。仍然保存吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>仍然保存</translation>
    </message>
    <message>
        <source>Left to fill: %1</source>
        <translation>待填写：%1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Fill in what is left to fill to save the job.</source>
        <translation>填写完待填写的项后才能保存作业。</translation>
    </message>
</context>
<context>
    <name>st::LanguageManager</name>
    <message>
        <source>StreamTable Designer</source>
        <translation>StreamTable 设计器</translation>
    </message>
</context>
<context>
    <name>st::MainWindow</name>
    <message>
        <source>StreamTable Designer</source>
        <translation>StreamTable 设计器</translation>
    </message>
    <message>
        <source>No logical database selected</source>
        <translation>未选择逻辑库</translation>
    </message>
    <message>
        <source>DDL copied to the clipboard.</source>
        <translation>DDL 已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Logical database: %1 · target: %2</source>
        <translation>逻辑库：%1 · 目标平台：%2</translation>
    </message>
    <message>
        <source>Table %1 of database %2 is no longer in the catalog.</source>
        <translation>逻辑库 %2 中的表 %1 已不在目录库中。</translation>
    </message>
    <message>
        <source>Open catalog</source>
        <translation>打开目录库</translation>
    </message>
    <message>
        <source>Catalog %1 opened.</source>
        <translation>已打开目录库 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n table(s)...</source>
        <translation>
            <numerusform>正在检查 %n 张表……</numerusform>
        </translation>
    </message>
    <message>
        <source>Environments of %1 saved.</source>
        <translation>%1 的环境已保存。</translation>
    </message>
    <message>
        <source>Connections of %1 saved.</source>
        <translation>%1 的连接已保存。</translation>
    </message>
    <message>
        <source>No table matches “%1”</source>
        <translation>没有与“%1”匹配的表</translation>
    </message>
</context>
<context>
    <name>st::OptionForm</name>
    <message>
        <source>Advanced options</source>
        <translation>高级参数</translation>
    </message>
    <message>
        <source>Fields marked * are required. Hover over or click into a field to read what it does.</source>
        <translation>带 * 的为必填项。鼠标悬停在某一项上或点击它，即可查看说明。</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>默认值：%1</translation>
    </message>
    <message>
        <source>%1 has no such option: %2</source>
        <translation>%1 没有这个配置项：%2</translation>
    </message>
    <message>
        <source>On %1 this option is called &apos;%2&apos;.</source>
        <translation>在 %1 上此配置项名为“%2”。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Not written, as their format is no longer chosen: %1. Choose that format again to get them back.</source>
        <translation>不写入（其格式已不再选用）：%1。重新选择该格式即可恢复。</translation>
    </message>
    <message>
        <source>%1 format options</source>
        <translation>%1 格式配置项</translation>
    </message>
    <message>
        <source>%1 format options (%2)</source>
        <translation>%1 格式配置项（%2）</translation>
    </message>
    <message>
        <source>Documentation: %1</source>
        <translation>文档：%1</translation>
    </message>
    <message>
        <source>Show or hide the password. Better: write ${secret:NAME} and give the value at export</source>
        <translation>显示或隐藏密码。更好的做法：写成 ${secret:NAME}，在导出时给出其值</translation>
    </message>
    <message>
        <source>Environment %1 gives no %2</source>
        <translation>环境 %1 没有给出 %2</translation>
    </message>
    <message>
        <source>In environment %1: %2</source>
        <translation>在环境 %1 中：%2</translation>
    </message>
    <message>
        <source>Left empty, the table takes it from connection %1; a value typed here wins.</source>
        <translation>留空时，表从连接 %1 取得此值；在此输入的值优先。</translation>
    </message>
    <message>
        <source>From connection %1: %2</source>
        <translation>来自连接 %1：%2</translation>
    </message>
    <message>
        <source>Each column&apos;s generator (%1)</source>
        <translation>每列的生成方式（%1）</translation>
    </message>
    <message>
        <source>&lt;column&gt;</source>
        <translation>&lt;列名&gt;</translation>
    </message>
    <message>
        <source>Options per column (%1)</source>
        <translation>每列参数（%1）</translation>
    </message>
</context>
<context>
    <name>st::RecentCatalogsMenu</name>
    <message>
        <source>&amp;Recent catalogs</source>
        <translation>最近的目录库(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (file not found)</source>
        <translation>&amp;%1 %2（文件不存在）</translation>
    </message>
    <message>
        <source>No recent catalogs</source>
        <translation>没有最近的目录库</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>st::SampleDialog</name>
    <message>
        <source>Columns from sample</source>
        <translation>从样本生成列</translation>
    </message>
    <message>
        <source>Open a sample file (Avro schema or file, JSON Schema, JSON messages, Debezium, Canal or Maxwell change events, CSV with a header row) or paste one below. Check the inferred columns, correct names and types where needed, then take them into the table.</source>
        <translation>打开一个样本文件（Avro schema 或 Avro 文件、JSON Schema、JSON 消息、Debezium / Canal / Maxwell 变更事件、带表头的 CSV），或在下方粘贴样本。检查推断出的列，按需修改列名和类型，然后加入表中。</translation>
    </message>
    <message>
        <source>&amp;Open file...</source>
        <translation>打开文件(&amp;O)...</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>读取为：</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>自动识别</translation>
    </message>
    <message>
        <source>Avro schema or file</source>
        <translation>Avro schema 或 Avro 文件</translation>
    </message>
    <message>
        <source>JSON Schema</source>
        <translation>JSON Schema</translation>
    </message>
    <message>
        <source>JSON messages</source>
        <translation>JSON 消息</translation>
    </message>
    <message>
        <source>CSV with a header row</source>
        <translation>带表头的 CSV</translation>
    </message>
    <message>
        <source>Debezium change events</source>
        <translation>Debezium 变更事件</translation>
    </message>
    <message>
        <source>Canal change events</source>
        <translation>Canal 变更事件</translation>
    </message>
    <message>
        <source>Maxwell change events</source>
        <translation>Maxwell 变更事件</translation>
    </message>
    <message>
        <source>Or paste a sample here</source>
        <translation>或在此粘贴样本</translation>
    </message>
    <message>
        <source>&amp;Infer from pasted text</source>
        <translation>根据粘贴的文本推断(&amp;I)</translation>
    </message>
    <message>
        <source>Source field</source>
        <translation>源字段</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Flink type</source>
        <translation>Flink 类型</translation>
    </message>
    <message>
        <source>Nullable</source>
        <translation>可为空</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>&amp;Replace the table&apos;s columns</source>
        <translation>替换表中的列(&amp;R)</translation>
    </message>
    <message>
        <source>A&amp;ppend to the table&apos;s columns</source>
        <translation>追加到表中的列之后(&amp;P)</translation>
    </message>
    <message>
        <source>Use these columns</source>
        <translation>使用这些列</translation>
    </message>
    <message>
        <source>Open a sample</source>
        <translation>打开样本</translation>
    </message>
    <message>
        <source>Sample: %1</source>
        <translation>样本：%1</translation>
    </message>
    <message>
        <source>Sample: pasted text</source>
        <translation>样本：粘贴的文本</translation>
    </message>
    <message>
        <source>Read as %1: %2</source>
        <translation>按 %1 读取：%2</translation>
    </message>
    <message>
        <source>Sets %1</source>
        <translation>将设置 %1</translation>
    </message>
    <message>
        <source>%1 is the catalog the designer has open; it is not read as a sample.</source>
        <translation>%1 是设计器当前打开的元数据库，不会作为样本读取。</translation>
    </message>
    <message>
        <source>Use %1 as the PRIMARY KEY (the messages name it)</source>
        <translation>将 %1 用作 PRIMARY KEY（消息中已标明）</translation>
    </message>
    <message>
        <source>Use %1 as the event time (a watermark %2 seconds behind it)</source>
        <translation>将 %1 用作事件时间（水位线落后其 %2 秒）</translation>
    </message>
    <message>
        <source>Samples (*.avsc *.avro *.json *.jsonl *.ndjson *.csv *.tsv *.txt)</source>
        <translation>样本 (*.avsc *.avro *.json *.jsonl *.ndjson *.csv *.tsv *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>st::SearchDialog</name>
    <message>
        <source>Type part of a table name, a connector or an option value (a topic, a path).</source>
        <translation>输入表名、连接器或选项值（如主题、路径）的一部分。</translation>
    </message>
    <message numerus="yes">
        <source>The first %n tables are shown; type more to narrow the search.</source>
        <translation>
            <numerusform>只显示前 %n 张表；请输入更多内容以缩小搜索范围。</numerusform>
        </translation>
    </message>
    <message>
        <source>No table matches &quot;%1&quot;.</source>
        <translation>没有表匹配“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) found. Enter or double-click opens one.</source>
        <translation>
            <numerusform>找到 %n 张表。按 Enter 或双击打开。</numerusform>
        </translation>
    </message>
    <message>
        <source>Search all databases</source>
        <translation>搜索全部逻辑库</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>Table name, connector or option value</source>
        <translation>表名、连接器或选项值</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>st::SearchResultsModel</name>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>connector %1</source>
        <translation>连接器 %1</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places a table matched</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>逻辑库</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Matched in</source>
        <translation>匹配位置</translation>
    </message>
</context>
<context>
    <name>st::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Create/edit dialog: paste a CREATE TABLE from the clipboard</source>
        <translation>新建/编辑表对话框：从剪贴板粘贴 CREATE TABLE</translation>
    </message>
    <message>
        <source>Any dialog: close (asks about unsaved changes)</source>
        <translation>任意对话框：关闭（有未保存的修改时会先询问）</translation>
    </message>
    <message>
        <source>Table, job, environments and connections dialogs: save</source>
        <translation>表、作业、环境和连接对话框：保存</translation>
    </message>
</context>
<context>
    <name>st::TableDialog</name>
    <message>
        <source>Source table (read)</source>
        <translation>源表（读取）</translation>
    </message>
    <message>
        <source>Sink table (write)</source>
        <translation>目标表（写入）</translation>
    </message>
    <message>
        <source>Source and sink</source>
        <translation>源表和目标表</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the errors listed below to save the table.</source>
        <translation>请先修正下方列出的错误，再保存表。</translation>
    </message>
    <message>
        <source>Table not saved</source>
        <translation>表未保存</translation>
    </message>
    <message>
        <source>Edit table</source>
        <translation>编辑表</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>创建表</translation>
    </message>
    <message>
        <source>Choose the data source type of the new table in logical database %1</source>
        <translation>选择新表的数据源类型（逻辑库：%1）</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Logical database: %1</source>
        <translation>逻辑库：%1</translation>
    </message>
    <message>
        <source>&amp;Table name *</source>
        <translation>表名(&amp;T) *</translation>
    </message>
    <message>
        <source>e.g. orders</source>
        <translation>例如 orders</translation>
    </message>
    <message>
        <source>Co&amp;mment</source>
        <translation>注释(&amp;M)</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>数据源类型</translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation>用途(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>字段(&amp;C)</translation>
    </message>
    <message>
        <source>Connector &amp;options</source>
        <translation>连接器参数(&amp;O)</translation>
    </message>
    <message>
        <source>Flink SQL preview</source>
        <translation>Flink SQL 预览</translation>
    </message>
    <message>
        <source>DDL dialect</source>
        <translation>DDL 方言</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1, %2 — double-click one to go to it</source>
        <translation>%1，%2 — 双击一项可跳转到对应位置</translation>
    </message>
    <message>
        <source>Save the changes to table %1 in logical database %2?</source>
        <translation>保存对逻辑库 %2 中表 %1 所做的修改吗？</translation>
    </message>
    <message>
        <source>Save the new table in logical database %1?</source>
        <translation>保存逻辑库 %1 中的新表吗？</translation>
    </message>
    <message>
        <source>Save the new table %1 in logical database %2?</source>
        <translation>保存逻辑库 %2 中的新表 %1 吗？</translation>
    </message>
    <message>
        <source>The table has errors; fix those listed in the dialog to save it.</source>
        <translation>表有错误；请先修正对话框中列出的错误再保存。</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>The clipboard holds no CREATE TABLE statement.</source>
        <translation>剪贴板中没有 CREATE TABLE 语句。</translation>
    </message>
    <message>
        <source>Paste DDL</source>
        <translation>粘贴 DDL</translation>
    </message>
    <message>
        <source>The form was filled from the statement. The reader noted:</source>
        <translation>已根据该语句填写表单。读取时发现：</translation>
    </message>
    <message>
        <source>Nothing was pasted: the statement could not be read.</source>
        <translation>未粘贴任何内容：无法读取该语句。</translation>
    </message>
    <message>
        <source>&amp;Paste DDL</source>
        <translation>粘贴 DDL(&amp;P)</translation>
    </message>
    <message>
        <source>Fill the form from a CREATE TABLE statement on the clipboard (Ctrl+Shift+V)</source>
        <translation>用剪贴板中的 CREATE TABLE 语句填写整个表单（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Duplicate table</source>
        <translation>复制表</translation>
    </message>
    <message numerus="yes">
        <source>The clipboard holds %n CREATE TABLE statement(s); the form was filled from the first, %1 (line %2). Bring in the others with File &gt; Import DDL.</source>
        <translation>
            <numerusform>剪贴板中有 %n 条 CREATE TABLE 语句；表单已按第一条 %1（第 %2 行）填写。其余的请用“文件 &gt; 导入 DDL”导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the form, and the edits made in it, with the table on the clipboard?</source>
        <translation>用剪贴板中的表替换表单及其中所做的修改？</translation>
    </message>
    <message>
        <source>Left to fill: %1</source>
        <translation>待填写：%1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>表名</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>Load the latest revision into the form; your edits are dropped.</source>
        <translation>将最新版本载入表单；您的修改将被丢弃。</translation>
    </message>
    <message>
        <source>&amp;Keep my edits</source>
        <translation>保留我的修改(&amp;K)</translation>
    </message>
    <message>
        <source>Keep editing; saving makes your version the next revision.</source>
        <translation>继续编辑；保存后您的版本将成为下一个版本。</translation>
    </message>
    <message>
        <source>Undo: %1 (%2)</source>
        <translation>撤销：%1（%2）</translation>
    </message>
    <message>
        <source>Nothing to undo (%1)</source>
        <translation>没有可撤销的操作（%1）</translation>
    </message>
    <message>
        <source>Redo: %1 (%2)</source>
        <translation>重做：%1（%2）</translation>
    </message>
    <message>
        <source>Nothing to redo (%1)</source>
        <translation>没有可重做的操作（%1）</translation>
    </message>
    <message>
        <source>option %1</source>
        <translation>选项 %1</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>表名</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>connector options</source>
        <translation>连接器选项</translation>
    </message>
    <message>
        <source>watermark</source>
        <translation>水位线</translation>
    </message>
    <message>
        <source>partition columns</source>
        <translation>分区列</translation>
    </message>
    <message>
        <source>pasted DDL</source>
        <translation>粘贴的 DDL</translation>
    </message>
    <message>
        <source>columns from sample</source>
        <translation>从样例推断的列</translation>
    </message>
    <message>
        <source>several fields</source>
        <translation>多个字段</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>Not&amp;e:</source>
        <translation>说明(&amp;E)：</translation>
    </message>
    <message>
        <source>what changed and why</source>
        <translation>改了什么、为什么</translation>
    </message>
    <message>
        <source>Optional: stored with the revision this save makes and shown in the revision history</source>
        <translation>可选：与本次保存产生的版本一起存储，并显示在版本历史中</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 (not in this database)</source>
        <translation>%1（不在此数据库中）</translation>
    </message>
    <message>
        <source>The table takes these options from connection %1 where it sets none of its own: %2</source>
        <translation>表未自行设置以下参数时，从连接 %1 取得：%2</translation>
    </message>
    <message>
        <source>connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Co&amp;nnection</source>
        <translation>连接(&amp;N)</translation>
    </message>
    <message>
        <source>A connection gives several tables of a database the same cluster settings (Database &gt; Connections...).</source>
        <translation>连接为一个数据库的多张表提供相同的集群设置（逻辑库 &gt; 连接...）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no option %2, set for %3: switching drops it. The name, comment and columns are kept.</source>
        <translation>
            <numerusform>%1 没有为 %3 设置的配置项 %2：切换后将丢弃。名称、说明和列会保留。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Switch to %1</source>
        <translation>切换到 %1(&amp;S)</translation>
    </message>
    <message>
        <source>Fill in what is left to fill to save the table.</source>
        <translation>填完待填写的内容后才能保存该表。</translation>
    </message>
    <message>
        <source>primary key</source>
        <translation>主键</translation>
    </message>
    <message>
        <source>Used as: %1</source>
        <translation>可用作：%1</translation>
    </message>
    <message>
        <source>Double-click a type, or select it and press Next. Paste DDL fills the form from a CREATE TABLE statement instead.</source>
        <translation>双击一种类型，或选中后按“下一步”。若要从 CREATE TABLE 语句开始，请用“粘贴 DDL”填写表单。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>The engine reads these options under older keys too; give them their current keys: %1</source>
        <translation>引擎也按旧键名读取这些参数；改用它们现在的键名：%1</translation>
    </message>
    <message>
        <source>Use current keys</source>
        <translation>改用现在的键名</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) on fields not edited yet: %1</source>
        <translation>
            <numerusform>尚未编辑的字段上有 %n 个警告：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not on %1: %2 (Database &gt; Target platform... changes the target).</source>
        <translation>%1 上没有：%2（可通过 逻辑库 &gt; 目标平台... 更改目标平台）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>st::TableEditors</name>
    <message>
        <source>Table %1 created.</source>
        <translation>已创建表 %1。</translation>
    </message>
    <message>
        <source>%1_copy</source>
        <translation>%1_copy</translation>
    </message>
    <message>
        <source>Table %1 was changed elsewhere since you opened it; nothing was saved. Your edits are still here: Keep my edits, then Save, makes them the next revision; Reload shows the stored table instead.</source>
        <translation>表 %1 在你打开之后已被他人修改；未保存任何内容。你的修改仍在此处：点击“保留我的修改”再保存，即可将其保存为下一个版本；点击“重新加载”则改为显示已存储的表。</translation>
    </message>
    <message>
        <source>Table %1 saved as revision %2.</source>
        <translation>表 %1 已保存为版本 %2。</translation>
    </message>
    <message>
        <source>Your edits are still in the dialog.</source>
        <translation>您的修改仍保留在对话框中。</translation>
    </message>
    <message>
        <source>Job of %1 saved.</source>
        <translation>已保存 %1 的作业。</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Table %1 was deleted elsewhere since you opened it. Saving creates it again with your version.</source>
        <translation>表 %1 在您打开后已在别处被删除。保存会用您的版本重新创建它。</translation>
    </message>
    <message>
        <source>Table %1 was changed elsewhere: revision %2 is now the latest, you are editing revision %3.</source>
        <translation>表 %1 已在别处被修改：最新版本为 %2，您正在编辑的是版本 %3。</translation>
    </message>
</context>
<context>
    <name>st::TablePreview</name>
    <message>
        <source>Revision %1 — %2</source>
        <translation>版本 %1 — %2</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>由 %1 保存</translation>
    </message>
    <message>
        <source>(restored from revision %1)</source>
        <translation>（由版本 %1 恢复）</translation>
    </message>
    <message>
        <source>DDL</source>
        <translation>DDL</translation>
    </message>
    <message>
        <source>Table %1 could not be read: %2</source>
        <translation>无法读取表 %1：%2</translation>
    </message>
    <message>
        <source>DDL of %1 (not read)</source>
        <translation>%1 的 DDL（未读取）</translation>
    </message>
    <message>
        <source>DDL of %1 (revision %2)</source>
        <translation>%1 的 DDL（版本 %2）</translation>
    </message>
    <message>
        <source>DDL of %1, older revision %2 of %3</source>
        <translation>%1 的 DDL（历史版本 %2，最新为版本 %3）</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>用于 %1</translation>
    </message>
    <message>
        <source>The table already is as revision %1 (its revision %2): nothing was written.</source>
        <translation>该表已与版本 %1 相同（当前为版本 %2）：未写入任何内容。</translation>
    </message>
    <message>
        <source>Revision %1 restored as revision %2.</source>
        <translation>版本 %1 已恢复为版本 %2。</translation>
    </message>
</context>
<context>
    <name>st::TablesModel</name>
    <message>
        <source>Source</source>
        <translation>源表</translation>
    </message>
    <message>
        <source>Sink</source>
        <translation>目标表</translation>
    </message>
    <message>
        <source>Source and sink</source>
        <translation>源表和目标表</translation>
    </message>
    <message>
        <source>Revision %1, saved %2</source>
        <translation>版本 %1，保存于 %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>表名</translation>
    </message>
    <message>
        <source>Data source type</source>
        <translation>数据源类型</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Last saved</source>
        <translation>最后保存时间</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation>
            <numerusform>……另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>2 errors, 1 warning</comment>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>st::TypeEditorDialog</name>
    <message>
        <source>Type of column %1</source>
        <translation>列 %1 的类型</translation>
    </message>
    <message>
        <source>A Flink SQL type. A ROW&apos;s fields go one per line, as name, type and an optional &apos;comment&apos;; white space and line breaks are yours to choose. Leave it empty for a computed column.</source>
        <translation>一个 Flink SQL 类型。ROW 的字段每行一个，依次写名称、类型和可选的 &apos;comment&apos;；空白与换行可随意。计算列请留空。</translation>
    </message>
</context>
<context>
    <name>st::UiLanguage</name>
    <message>
        <source>en</source>
        <comment>the code of the language of this translation: en or zh</comment>
        <translation>zh</translation>
    </message>
</context>
<context>
    <name>st::ValueEditor</name>
    <message>
        <source>Default: %1</source>
        <translation>默认值：%1</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (not true or false)</source>
        <translation>“%1”（不是 true 或 false）</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Pick columns of the table</source>
        <translation>从表的字段中选择</translation>
    </message>
</context>
</TS>
