<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CostEstimate</name>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 entities</numerusform>
            <numerusform>%1 entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 partitions</numerusform>
            <numerusform>%1 partitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 point queries instead.</source>
        <translation>
            <numerusform>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 point queries instead.</numerusform>
            <numerusform>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 point queries instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 range queries instead.</source>
        <translation>
            <numerusform>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 range queries instead.</numerusform>
            <numerusform>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 range queries instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %1 entities scanned</source>
        <translation>
            <numerusform>up to %1 entities scanned</numerusform>
            <numerusform>up to %1 entities scanned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 entities scanned</source>
        <translation>
            <numerusform>%1 entities scanned</numerusform>
            <numerusform>%1 entities scanned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %1 pages</source>
        <translation>
            <numerusform>up to %1 pages</numerusform>
            <numerusform>up to %1 pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pages</source>
        <translation>
            <numerusform>%1 pages</numerusform>
            <numerusform>%1 pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyInsight</name>
    <message numerus="yes">
        <source>%1 keys are</source>
        <translation>
            <numerusform>%1 keys are</numerusform>
            <numerusform>%1 keys are</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 entities</numerusform>
            <numerusform>%1 entities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%1 days</source>
        <translation>
            <numerusform>%1 days</numerusform>
            <numerusform>%1 days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::AccessActions</name>
    <message numerus="yes">
        <source>its %1 tables</source>
        <translation>
            <numerusform>its %1 tables</numerusform>
            <numerusform>its %1 tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BinaryValueEdit</name>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 bytes</numerusform>
            <numerusform>%1 bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteJob</name>
    <message numerus="yes">
        <source>Delete %n entities of %1</source>
        <translation>
            <numerusform>Delete %n entity of %1</numerusform>
            <numerusform>Delete %n entities of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteProgressDialog</name>
    <message numerus="yes">
        <source>Deleted %1 entities</source>
        <translation>
            <numerusform>Deleted %1 entities</numerusform>
            <numerusform>Deleted %1 entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %1 transactions.</source>
        <translation>
            <numerusform> in %1 transactions.</numerusform>
            <numerusform> in %1 transactions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BulkEditDialog</name>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>%1 entity is in the scope.</numerusform>
            <numerusform>%1 entities are in the scope.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edited %1 entities.</source>
        <translation>
            <numerusform>Edited %1 entity.</numerusform>
            <numerusform>Edited %1 entities.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BulkScopeChooser</name>
    <message numerus="yes">
        <source>The %1 selected entities</source>
        <translation>
            <numerusform>The %1 selected entity</numerusform>
            <numerusform>The %1 selected entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every entity of the %1 chosen partitions</source>
        <translation>
            <numerusform>Every entity of the %1 chosen partition</numerusform>
            <numerusform>Every entity of the %1 chosen partitions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::CensusComparisonModel</name>
    <message numerus="yes">
        <source>No property differs: both hold the same %n properties with the same types.</source>
        <translation>
            <numerusform>No property differs: both hold the same %n property with the same types.</numerusform>
            <numerusform>No property differs: both hold the same %n properties with the same types.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in %1</source>
        <translation>
            <numerusform>%n only in %1</numerusform>
            <numerusform>%n only in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with other types</source>
        <translation>
            <numerusform>%n with other types</numerusform>
            <numerusform>%n with other types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held by a different share of the entities</source>
        <translation>
            <numerusform>%n held by a different share of the entities</numerusform>
            <numerusform>%n held by a different share of the entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n properties differ: %1.</source>
        <translation>
            <numerusform>%n property differs: %1.</numerusform>
            <numerusform>%n properties differ: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the whole table, %Ln entities</source>
        <translation>
            <numerusform>the whole table, %Ln entity</numerusform>
            <numerusform>the whole table, %Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a sample: its first %Ln entities (the endpoint keeps no statistics)</source>
        <translation>
            <numerusform>a sample: its first %Ln entity (the endpoint keeps no statistics)</numerusform>
            <numerusform>a sample: its first %Ln entities (the endpoint keeps no statistics)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::CensusModel</name>
    <message numerus="yes">
        <source>%1 is stored with %n types: %2.</source>
        <translation>
            <numerusform>%1 is stored with %n type: %2.</numerusform>
            <numerusform>%1 is stored with %n types: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n types</source>
        <translation>
            <numerusform>%n type</numerusform>
            <numerusform>%n types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::CompareActions</name>
    <message numerus="yes">
        <source>Snapshot %1 taken: %Ln entities of %2.</source>
        <translation>
            <numerusform>Snapshot %1 taken: %Ln entity of %2.</numerusform>
            <numerusform>Snapshot %1 taken: %Ln entities of %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::ConflictDialog</name>
    <message numerus="yes">
        <source>%1 properties differ</source>
        <translation>
            <numerusform>%1 properties differ</numerusform>
            <numerusform>%1 properties differ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::DeleteTableDialog</name>
    <message numerus="yes">
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;%3&lt;/b&gt; entities?</source>
        <translation>
            <numerusform>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;%3&lt;/b&gt; entities?</numerusform>
            <numerusform>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;%3&lt;/b&gt; entities?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::DiffView</name>
    <message numerus="yes">
        <source>Cancelled: %Ln differences found before.</source>
        <translation>
            <numerusform>Cancelled: %Ln difference found before.</numerusform>
            <numerusform>Cancelled: %Ln differences found before.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing… %Ln differences so far</source>
        <translation>
            <numerusform>Comparing… %Ln difference so far</numerusform>
            <numerusform>Comparing… %Ln differences so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tables are identical: %Ln entities compared.</source>
        <translation>
            <numerusform>The tables are identical: %Ln entity compared.</numerusform>
            <numerusform>The tables are identical: %Ln entities compared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed</source>
        <translation>
            <numerusform>%Ln changed</numerusform>
            <numerusform>%Ln changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only left</source>
        <translation>
            <numerusform>%Ln only left</numerusform>
            <numerusform>%Ln only left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only right</source>
        <translation>
            <numerusform>%Ln only right</numerusform>
            <numerusform>%Ln only right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln identical</source>
        <translation>
            <numerusform>%Ln identical</numerusform>
            <numerusform>%Ln identical</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities out of key order were left out.</source>
        <translation>
            <numerusform>%Ln entity out of key order was left out.</numerusform>
            <numerusform>%Ln entities out of key order were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed meanwhile and were left as they are.</source>
        <translation>
            <numerusform>%Ln changed meanwhile and was left as it is.</numerusform>
            <numerusform>%Ln changed meanwhile and were left as they are.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::EntityTableModel</name>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 bytes</numerusform>
            <numerusform>%1 bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::FilterDeleteDialog</name>
    <message numerus="yes">
        <source>%1 entities match.</source>
        <translation>
            <numerusform>%1 entities match.</numerusform>
            <numerusform>%1 entities match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::FindBar</name>
    <message numerus="yes">
        <source>%n matches so far…</source>
        <translation>
            <numerusform>%n match so far…</numerusform>
            <numerusform>%n matches so far…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches. The search ran on this computer over the %1 entities it read from the endpoint.</source>
        <translation>
            <numerusform>%n match. The search ran on this computer over the %1 entities it read from the endpoint.</numerusform>
            <numerusform>%n matches. The search ran on this computer over the %1 entities it read from the endpoint.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches, found through the table&apos;s text index.</source>
        <translation>
            <numerusform>%n match, found through the table&apos;s text index.</numerusform>
            <numerusform>%n matches, found through the table&apos;s text index.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches in %1 entities read.</source>
        <translation>
            <numerusform>%n match in %1 entities read.</numerusform>
            <numerusform>%n matches in %1 entities read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n properties</source>
        <translation>
            <numerusform>%n property</numerusform>
            <numerusform>%n properties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::GridPaste</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pasted entities staged as adds</source>
        <translation>
            <numerusform>%n pasted entity staged as an add</numerusform>
            <numerusform>%n pasted entities staged as adds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the entities to paste already exist in &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>
            <numerusform>%n of the entities to paste already exists in &lt;b&gt;%1&lt;/b&gt;:</numerusform>
            <numerusform>%n of the entities to paste already exist in &lt;b&gt;%1&lt;/b&gt;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>Paste %n Entity</numerusform>
            <numerusform>Paste %n Entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Insert %n pasted entities into &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>
            <numerusform>Insert %n pasted entity into &lt;b&gt;%1&lt;/b&gt;?</numerusform>
            <numerusform>Insert %n pasted entities into &lt;b&gt;%1&lt;/b&gt;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are replaced.</source>
        <translation>
            <numerusform>%n existing entity is replaced.</numerusform>
            <numerusform>%n existing entities are replaced.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are skipped.</source>
        <translation>
            <numerusform>%n existing entity is skipped.</numerusform>
            <numerusform>%n existing entities are skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities pasted into %1</source>
        <translation>
            <numerusform>%n entity pasted into %1</numerusform>
            <numerusform>%n entities pasted into %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing skipped</source>
        <translation>
            <numerusform>%n existing skipped</numerusform>
            <numerusform>%n existing skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities could not be pasted.</source>
        <translation>
            <numerusform>%n entity could not be pasted.</numerusform>
            <numerusform>%n entities could not be pasted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::HistoryActions</name>
    <message numerus="yes">
        <source>%n entities written back</source>
        <translation>
            <numerusform>%n entity written back</numerusform>
            <numerusform>%n entities written back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Took back %1 in part: %2; %n changed since.</source>
        <translation>
            <numerusform>Took back %1 in part: %2; %n changed since.</numerusform>
            <numerusform>Took back %1 in part: %2; %n changed since.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept the current version of %n entities.</source>
        <translation>
            <numerusform>Kept the current version of %n entity.</numerusform>
            <numerusform>Kept the current version of %n entities.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing back %n earlier versions…</source>
        <translation>
            <numerusform>Writing back %n earlier version…</numerusform>
            <numerusform>Writing back %n earlier versions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote back %n earlier versions</source>
        <translation>
            <numerusform>Wrote back %n earlier version</numerusform>
            <numerusform>Wrote back %n earlier versions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n changed again.</source>
        <translation>
            <numerusform>%1; %n changed again.</numerusform>
            <numerusform>%1; %n changed again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::ImportPreviewPage</name>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 rows</numerusform>
            <numerusform>%1 rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 values do</source>
        <translation>
            <numerusform>%1 values do</numerusform>
            <numerusform>%1 values do</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::PartitionList</name>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 entities</numerusform>
            <numerusform>%1 entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 partitions</numerusform>
            <numerusform>%1 partitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>grid shows %1 partitions</source>
        <translation>
            <numerusform>grid shows %1 partitions</numerusform>
            <numerusform>grid shows %1 partitions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::PasteEntitiesJob</name>
    <message numerus="yes">
        <source>Paste %n entities into %1</source>
        <translation>
            <numerusform>Paste %n entity into %1</numerusform>
            <numerusform>Paste %n entities into %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::PolicyDialog</name>
    <message numerus="yes">
        <source>Saved: %n policies.</source>
        <translation>
            <numerusform>Saved: %n policy.</numerusform>
            <numerusform>Saved: %n policies.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::QueryBar</name>
    <message numerus="yes">
        <source>Imported %n saved queries.</source>
        <translation>
            <numerusform>Imported %n saved query.</numerusform>
            <numerusform>Imported %n saved queries.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::RekeyDialog</name>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>%1 entity is in the scope.</numerusform>
            <numerusform>%1 entities are in the scope.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 move to new keys.</source>
        <translation>
            <numerusform>%1 moves to a new key.</numerusform>
            <numerusform>%1 move to new keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 entities to their new keys.</source>
        <translation>
            <numerusform>Moved %1 entity to its new key.</numerusform>
            <numerusform>Moved %1 entities to their new keys.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::SchemaView</name>
    <message numerus="yes">
        <source>%Ln entities</source>
        <translation>
            <numerusform>%Ln entity</numerusform>
            <numerusform>%Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole table: %1 in %2, %n properties.</source>
        <translation>
            <numerusform>The whole table: %1 in %2, %n property.</numerusform>
            <numerusform>The whole table: %1 in %2, %n properties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln partitions</source>
        <translation>
            <numerusform>%Ln partition</numerusform>
            <numerusform>%Ln partitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A sample: the table&apos;s first %1 (this endpoint keeps no statistics), %n properties.</source>
        <translation>
            <numerusform>A sample: the table&apos;s first %1 (this endpoint keeps no statistics), %n property.</numerusform>
            <numerusform>A sample: the table&apos;s first %1 (this endpoint keeps no statistics), %n properties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stored with more than one type.</source>
        <translation>
            <numerusform>%n stored with more than one type.</numerusform>
            <numerusform>%n stored with more than one type.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::SortBar</name>
    <message numerus="yes">
        <source>Sorted here by Rowan, not by the service: %Ln entities by “%1”, %2.</source>
        <translation>
            <numerusform>Sorted here by Rowan, not by the service: %Ln entity by “%1”, %2.</numerusform>
            <numerusform>Sorted here by Rowan, not by the service: %Ln entities by “%1”, %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::StagedBar</name>
    <message numerus="yes">
        <source>%1 changes</source>
        <translation>
            <numerusform>%1 changes</numerusform>
            <numerusform>%1 changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Commit %1 Changes</source>
        <translation>
            <numerusform>Commit %1 Changes</numerusform>
            <numerusform>Commit %1 Changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::StoreMaintenanceDialog</name>
    <message numerus="yes">
        <source>The store is damaged: %n problem(s). Stop writing to it and restore it from a backup.</source>
        <translation>
            <numerusform>The store is damaged: %n problem. Stop writing to it and restore it from a backup.</numerusform>
            <numerusform>The store is damaged: %n problems. Stop writing to it and restore it from a backup.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::StoreTreeModel</name>
    <message numerus="yes">
        <source>%1 tables</source>
        <translation>
            <numerusform>%1 tables</numerusform>
            <numerusform>%1 tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::SyncDialog</name>
    <message numerus="yes">
        <source>%Ln to insert</source>
        <translation>
            <numerusform>%Ln to insert</numerusform>
            <numerusform>%Ln to insert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to update</source>
        <translation>
            <numerusform>%Ln to update</numerusform>
            <numerusform>%Ln to update</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to delete</source>
        <translation>
            <numerusform>%Ln to delete</numerusform>
            <numerusform>%Ln to delete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only on the target kept</source>
        <translation>
            <numerusform>%Ln only on the target kept</numerusform>
            <numerusform>%Ln only on the target kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln left alone by the merge</source>
        <translation>
            <numerusform>%Ln left alone by the merge</numerusform>
            <numerusform>%Ln left alone by the merge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::TokenTesterDialog</name>
    <message numerus="yes">
        <source>%n entities the token can read.</source>
        <translation>
            <numerusform>%n entity the token can read.</numerusform>
            <numerusform>%n entities the token can read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::TransferSourceBox</name>
    <message numerus="yes">
        <source>Only the &amp;visible columns (%n)</source>
        <translation>
            <numerusform>Only the &amp;visible columns (%n)</numerusform>
            <numerusform>Only the &amp;visible columns (%n)</numerusform>
        </translation>
    </message>
</context>
</TS>
