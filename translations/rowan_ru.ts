<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>BulkScope</name>
    <message>
        <source>Entities not written</source>
        <translation>Незаписанные сущности</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>RowKey</source>
        <translation>RowKey</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
</context>
<context>
    <name>CostEstimate</name>
    <message>
        <source>1 entity</source>
        <translation>1 сущность</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 сущность</numerusform>
            <numerusform>%1 сущности</numerusform>
            <numerusform>%1 сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>The key conditions contradict each other: this query matches nothing.</source>
        <translation>Условия по ключам противоречат друг другу: этот запрос ничего не находит.</translation>
    </message>
    <message>
        <source>Add `PartitionKey eq …` to avoid scanning all %1 (%2).</source>
        <translation>Добавьте `PartitionKey eq …`, чтобы не просматривать все разделы (%1; %2).</translation>
    </message>
    <message>
        <source>1 partition</source>
        <translation>1 раздел</translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 раздел</numerusform>
            <numerusform>%1 раздела</numerusform>
            <numerusform>%1 разделов</numerusform>
        </translation>
    </message>
    <message>
        <source>An `or` branch (or a `ne`) leaves PartitionKey open, so all %1 are scanned: give every branch its own `PartitionKey eq …`, or run one query per branch.</source>
        <translation>Ветвь `or` (или `ne`) оставляет PartitionKey открытым, поэтому просматриваются все разделы (%1): дайте каждой ветви свой `PartitionKey eq …` или выполняйте по запросу на ветвь.</translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 point queries instead.</source>
        <translation>
            <numerusform>`or` по RowKey просматривает в службе весь раздел %1 (%2): выполните вместо этого %3 точечный запрос.</numerusform>
            <numerusform>`or` по RowKey просматривает в службе весь раздел %1 (%2): выполните вместо этого %3 точечных запроса.</numerusform>
            <numerusform>`or` по RowKey просматривает в службе весь раздел %1 (%2): выполните вместо этого %3 точечных запросов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 range queries instead.</source>
        <translation>
            <numerusform>`or` по RowKey просматривает в службе весь раздел %1 (%2): выполните вместо этого %3 запрос по диапазону.</numerusform>
            <numerusform>`or` по RowKey просматривает в службе весь раздел %1 (%2): выполните вместо этого %3 запроса по диапазону.</numerusform>
            <numerusform>`or` по RowKey просматривает в службе весь раздел %1 (%2): выполните вместо этого %3 запросов по диапазону.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only PartitionKey narrows this query: all %1 of partition %2 are read and filtered; a RowKey condition (eq, or ge/lt for a prefix) would read fewer.</source>
        <translation>Этот запрос сужает только PartitionKey: читаются и фильтруются все сущности раздела %2 (%1); условие по RowKey (eq или ge/lt для префикса) прочитало бы меньше.</translation>
    </message>
    <message>
        <source>Reads all %1 of partition %2; add a RowKey condition (eq, or ge/lt for a prefix) to read fewer.</source>
        <translation>Читает все сущности раздела %2 (%1); добавьте условие по RowKey (eq или ge/lt для префикса), чтобы читать меньше.</translation>
    </message>
    <message>
        <source>up to 1 entity scanned</source>
        <translation>просмотрено до 1 сущности</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 entities scanned</source>
        <translation>
            <numerusform>просмотрено до %1 сущности</numerusform>
            <numerusform>просмотрено до %1 сущностей</numerusform>
            <numerusform>просмотрено до %1 сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>1 entity scanned</source>
        <translation>просмотрена 1 сущность</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities scanned</source>
        <translation>
            <numerusform>просмотрена %1 сущность</numerusform>
            <numerusform>просмотрено %1 сущности</numerusform>
            <numerusform>просмотрено %1 сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>up to %1 returned</source>
        <translation>возвращено до %1</translation>
    </message>
    <message>
        <source>%1 returned</source>
        <translation>возвращено %1</translation>
    </message>
    <message>
        <source>up to 1 page</source>
        <translation>до 1 страницы</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 pages</source>
        <translation>
            <numerusform>до %1 страницы</numerusform>
            <numerusform>до %1 страниц</numerusform>
            <numerusform>до %1 страниц</numerusform>
        </translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 страница</translation>
    </message>
    <message numerus="yes">
        <source>%1 pages</source>
        <translation>
            <numerusform>%1 страница</numerusform>
            <numerusform>%1 страницы</numerusform>
            <numerusform>%1 страниц</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3, %4, %5, %6.</source>
        <translation>%1: %2 из %3, %4, %5, %6.</translation>
    </message>
</context>
<context>
    <name>KeyInsight</name>
    <message>
        <source> (in the sample)</source>
        <translation> (в выборке)</translation>
    </message>
    <message>
        <source>The key analysis was cancelled.</source>
        <translation>Анализ ключей отменён.</translation>
    </message>
    <message>
        <source>all %1 keys</source>
        <translation>всех ключах (%1)</translation>
    </message>
    <message>
        <source>a sample of %1 of %2 keys from %3 of %4 partitions</source>
        <translation>выборке из %1 ключей из %2 в %3 разделах из %4</translation>
    </message>
    <message>
        <source>Numbers in %1s are not padded: %2 sorts before %3</source>
        <translation>Числа в %1 не дополнены нулями: %2 сортируется перед %3</translation>
    </message>
    <message>
        <source>%1%2 sorts before %3 (%4 of %5 such keys have fewer than %6 digits)</source>
        <translation>%1%2 сортируется перед %3 (таких ключей с числом цифр меньше %6: %4 из %5)</translation>
    </message>
    <message>
        <source>in partition %1: </source>
        <translation>в разделе %1: </translation>
    </message>
    <message>
        <source>%1 partitions show this%2</source>
        <translation>Разделов, где это видно: %1%2</translation>
    </message>
    <message>
        <source>The service orders keys by UTF-16 code unit, not by number, so range queries (&apos;%1&apos; ge …) and $top return these entities out of numeric order, and a range over numbers misses some of them.</source>
        <translation>Служба упорядочивает ключи по кодовым единицам UTF-16, а не как числа, поэтому запросы по диапазону (&apos;%1&apos; ge …) и $top возвращают эти сущности не в числовом порядке, а диапазон по числам пропускает часть из них.</translation>
    </message>
    <message>
        <source>Pad the numbers with leading zeros to %1 digits (%2 becomes %3); keep one width for every key of the same shape.</source>
        <translation>Дополните числа ведущими нулями до %1 цифр (%2 превращается в %3); используйте одну ширину для всех ключей одного вида.</translation>
    </message>
    <message>
        <source>Keys with characters the service forbids: %1%2</source>
        <translation>Ключи с символами, запрещёнными службой: %1%2</translation>
    </message>
    <message>
        <source>The Table service rejects &apos;/&apos;, &apos;\&apos;, &apos;#&apos;, &apos;?&apos; and control characters (U+0000–U+001F, U+007F–U+009F) in PartitionKey and RowKey: these entities cannot be written to Azure, and a copy of the table to Azure fails on them.</source>
        <translation>Служба таблиц отклоняет &apos;/&apos;, &apos;\&apos;, &apos;#&apos;, &apos;?&apos; и управляющие символы (U+0000–U+001F, U+007F–U+009F) в PartitionKey и RowKey: эти сущности нельзя записать в Azure, и копирование таблицы в Azure на них завершится ошибкой.</translation>
    </message>
    <message>
        <source>Replace those characters (e.g. &apos;/&apos; with &apos;|&apos; or &apos;_&apos;), or encode the key (URL-safe base64) when its text must survive.</source>
        <translation>Замените эти символы (например, &apos;/&apos; на &apos;|&apos; или &apos;_&apos;) или закодируйте ключ (base64, безопасный для URL), если его текст нужно сохранить.</translation>
    </message>
    <message>
        <source>Keys with characters that URLs and SAS key ranges mangle: %1%2</source>
        <translation>Ключи с символами, которые искажаются в URL и диапазонах ключей SAS: %1%2</translation>
    </message>
    <message>
        <source>Keys travel in request URLs ((PartitionKey=&apos;…&apos;,RowKey=&apos;…&apos;)) and in SAS ranges (spk, srk, epk, erk): &apos;%&apos; and &apos;+&apos; are decoded once too often by many clients, spaces and non-ASCII text must be percent-encoded, and a single quote must be doubled. Hand-built URLs and SAS tokens then address the wrong key or fail to authenticate.</source>
        <translation>Ключи передаются в URL запросов ((PartitionKey=&apos;…&apos;,RowKey=&apos;…&apos;)) и в диапазонах SAS (spk, srk, epk, erk): многие клиенты декодируют &apos;%&apos; и &apos;+&apos; лишний раз, пробелы и не-ASCII-текст нужно кодировать процентами, а одинарную кавычку — удваивать. Собранные вручную URL и токены SAS тогда указывают не на тот ключ или не проходят проверку подлинности.</translation>
    </message>
    <message>
        <source>Keep keys to letters, digits and &apos;-&apos;, &apos;_&apos;, &apos;.&apos;, &apos;:&apos;, &apos;|&apos;; encode anything else (URL-safe base64) and keep the readable text in a property.</source>
        <translation>Ограничьте ключи буквами, цифрами и &apos;-&apos;, &apos;_&apos;, &apos;.&apos;, &apos;:&apos;, &apos;|&apos;; всё остальное кодируйте (base64, безопасный для URL), а читаемый текст храните в свойстве.</translation>
    </message>
    <message>
        <source>%1 longer than 256 characters%2</source>
        <translation>%1 длиннее 256 символов%2</translation>
    </message>
    <message>
        <source>1 key is</source>
        <translation>1 ключ</translation>
    </message>
    <message numerus="yes">
        <source>%1 keys are</source>
        <translation>
            <numerusform>%1 ключ</numerusform>
            <numerusform>%1 ключа</numerusform>
            <numerusform>%1 ключей</numerusform>
        </translation>
    </message>
    <message>
        <source>Every request URL, continuation token and index entry carries the key; the service allows at most 1 KiB per key, so long keys approach the limit and make every page and point query heavier.</source>
        <translation>Ключ содержится в каждом URL запроса, токене продолжения и записи индекса; служба допускает не более 1 КиБ на ключ, поэтому длинные ключи приближаются к пределу и утяжеляют каждую страницу и точечный запрос.</translation>
    </message>
    <message>
        <source>Keep keys short: move descriptive text into properties and key by an id, or by a hash of the long value with the value itself stored as a property.</source>
        <translation>Делайте ключи короткими: перенесите описательный текст в свойства и используйте в ключе идентификатор или хеш длинного значения, храня само значение в свойстве.</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 сущность</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 сущность</numerusform>
            <numerusform>%1 сущности</numerusform>
            <numerusform>%1 сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>All %1 of the table are in one partition</source>
        <translation>Все сущности таблицы (%1) находятся в одном разделе</translation>
    </message>
    <message>
        <source>PartitionKey %1: %2, %3</source>
        <translation>PartitionKey %1: %2, %3</translation>
    </message>
    <message>
        <source>A partition is served by one partition server, whose target is about 2,000 entities per second: the whole table shares that limit and cannot be spread over servers. Only entity group transactions gain, since they need one partition.</source>
        <translation>Раздел обслуживается одним сервером разделов с целевой нагрузкой около 2 000 сущностей в секунду: вся таблица делит этот предел и не может быть распределена по серверам. Выигрывают только транзакции групп сущностей, так как им нужен один раздел.</translation>
    </message>
    <message>
        <source>Unless the table stays small or needs transactions across all its entities, choose a PartitionKey with many values: a natural grouping (customer, department, device) or a hash bucket of the RowKey.</source>
        <translation>Если таблица не останется маленькой и ей не нужны транзакции по всем сущностям, выберите PartitionKey с множеством значений: естественную группировку (клиент, отдел, устройство) или хеш-корзину RowKey.</translation>
    </message>
    <message>
        <source>%1 holds %2, %3 of the table&apos;s entities</source>
        <translation>%1 содержит %2, %3 сущностей таблицы</translation>
    </message>
    <message>
        <source>%1 holds %2, %3 of the table&apos;s bytes</source>
        <translation>%1 содержит %2, %3 байтов таблицы</translation>
    </message>
    <message>
        <source>Partition %1 dominates the table (one of %2 partitions)</source>
        <translation>Раздел %1 доминирует в таблице (один из разделов: %2)</translation>
    </message>
    <message>
        <source>%1 of %2 partitions dominate the table: %3</source>
        <translation>В таблице доминируют разделы (%1 из %2): %3</translation>
    </message>
    <message>
        <source>Requests for those entities all go to one partition server (target about 2,000 entities per second), so it becomes hot while the other partitions idle; queries over it are long scans.</source>
        <translation>Все запросы к этим сущностям идут на один сервер разделов (цель около 2 000 сущностей в секунду), поэтому он становится горячим, пока другие разделы простаивают; запросы к нему — долгие просмотры.</translation>
    </message>
    <message>
        <source>Split the large partition: add a finer part to its PartitionKey (a sub-group, a date bucket, or a hash of the RowKey modulo N) so its entities spread over several partitions.</source>
        <translation>Разделите большой раздел: добавьте в его PartitionKey более мелкую часть (подгруппу, корзину по дате или хеш RowKey по модулю N), чтобы его сущности распределились по нескольким разделам.</translation>
    </message>
    <message>
        <source>PartitionKeys are inverted ticks: every new entity lands in the first partition</source>
        <translation>PartitionKey — обратные тики: каждая новая сущность попадает в первый раздел</translation>
    </message>
    <message>
        <source>PartitionKeys start with %1: every new entity lands in the last partition</source>
        <translation>PartitionKey начинаются с %1: каждая новая сущность попадает в последний раздел</translation>
    </message>
    <message>
        <source>a date</source>
        <translation>даты</translation>
    </message>
    <message>
        <source>a timestamp</source>
        <translation>метки времени</translation>
    </message>
    <message>
        <source>first partition %1 (%2)</source>
        <translation>первый раздел %1 (%2)</translation>
    </message>
    <message>
        <source>last partition %1 (%2)</source>
        <translation>последний раздел %1 (%2)</translation>
    </message>
    <message>
        <source>newest partition %1 receives the writes</source>
        <translation>новейший раздел %1 принимает записи</translation>
    </message>
    <message>
        <source>All writes of an hour go to that hour&apos;s partition, one partition server at a time: the table&apos;s write rate is one partition&apos;s (about 2,000 entities per second), however many partitions exist.</source>
        <translation>Все записи за час идут в раздел этого часа, на один сервер разделов за раз: скорость записи таблицы равна скорости одного раздела (около 2 000 сущностей в секунду), сколько бы разделов ни было.</translation>
    </message>
    <message>
        <source>Writes always go to the %1 partition, served by one partition server (about 2,000 entities per second), while the others only serve reads: the service cannot spread the inserts.</source>
        <translation>Записи всегда идут в %1 раздел, обслуживаемый одним сервером разделов (около 2 000 сущностей в секунду), а остальные обслуживают только чтение: служба не может распределить вставки.</translation>
    </message>
    <message>
        <source>first</source>
        <translation>первый</translation>
    </message>
    <message>
        <source>last</source>
        <translation>последний</translation>
    </message>
    <message>
        <source>Lead the PartitionKey with something that spreads writes (a hash bucket, a device or customer id, e.g. &apos;&lt;bucket&gt;_&lt;date&gt;&apos;) and keep the time in the RowKey (inverted ticks for newest first). If old periods are deleted in bulk, the High volume delete pattern keeps each period in a table of its own, deleted at once.</source>
        <translation>Начинайте PartitionKey с того, что распределяет записи (хеш-корзина, идентификатор устройства или клиента, например &apos;&lt;bucket&gt;_&lt;date&gt;&apos;), а время храните в RowKey (обратные тики — сначала новые). Если старые периоды удаляются целиком, шаблон High volume delete хранит каждый период в отдельной таблице, удаляемой разом.</translation>
    </message>
    <message>
        <source>PartitionKeys are consecutive numbers (%1 partitions numbered %2 to %3)</source>
        <translation>PartitionKey — последовательные числа (разделов: %1, номера с %2 по %3)</translation>
    </message>
    <message>
        <source>the latest write in the sample (%1) is in partition %2; each sampled partition&apos;s latest write is later than the previous partition&apos;s in %3 of them</source>
        <translation>последняя запись в выборке (%1) находится в разделе %2; последняя запись каждого раздела выборки позже, чем у предыдущего раздела, в %3 из них</translation>
    </message>
    <message>
        <source>New entities take the next number, so every write lands in the newest partition, served by one partition server at a time (about 2,000 entities per second).</source>
        <translation>Новые сущности получают следующий номер, поэтому каждая запись попадает в новейший раздел, обслуживаемый одним сервером разделов за раз (около 2 000 сущностей в секунду).</translation>
    </message>
    <message>
        <source>Spread the writes: lead the PartitionKey with a hash bucket or another attribute and keep the sequence in the RowKey.</source>
        <translation>Распределите записи: начинайте PartitionKey с хеш-корзины или другого атрибута, а последовательность храните в RowKey.</translation>
    </message>
    <message>
        <source>Index entities across partitions: PartitionKeys %1 hold the same %2 entities each</source>
        <translation>Индексные сущности в разных разделах: каждый из PartitionKey %1 содержит одни и те же сущности (%2)</translation>
    </message>
    <message>
        <source>%1: %2 partitions such as %3, %4</source>
        <translation>%1: разделов: %2, например %3, %4</translation>
    </message>
    <message>
        <source>Each entity is stored once per kind, so a lookup by any of those values is a point or partition query; the copies live in different partitions, so one transaction cannot update them together.</source>
        <translation>Каждая сущность хранится по разу для каждого вида, поэтому поиск по любому из этих значений — точечный запрос или запрос к разделу; копии лежат в разных разделах, поэтому одна транзакция не может обновить их вместе.</translation>
    </message>
    <message>
        <source>Nothing, if the copies are kept consistent: write them with the Eventually consistent transactions pattern (a queue or retry) and tolerate a short window where they differ.</source>
        <translation>Ничего, если копии поддерживаются согласованными: записывайте их по шаблону Eventually consistent transactions (очередь или повтор) и допускайте короткий промежуток, когда они различаются.</translation>
    </message>
    <message>
        <source>%1 keys in %2 of %3 partitions</source>
        <translation>ключей: %1 в %2 из %3 разделов</translation>
    </message>
    <message>
        <source>RowKeys are inverted ticks: newest first (%1%2)</source>
        <translation>RowKey — обратные тики: сначала новые (%1%2)</translation>
    </message>
    <message>
        <source>%1 = %2 (newest)</source>
        <translation>%1 = %2 (новейший)</translation>
    </message>
    <message>
        <source>%1 = %2 (oldest)</source>
        <translation>%1 = %2 (старейший)</translation>
    </message>
    <message>
        <source>Each key is DateTime.MaxValue.Ticks minus the time, so a partition lists its latest entities first and $top=10 returns the ten most recent in one request.</source>
        <translation>Каждый ключ — DateTime.MaxValue.Ticks минус время, поэтому раздел перечисляет свои последние сущности первыми, и $top=10 возвращает десять самых свежих одним запросом.</translation>
    </message>
    <message>
        <source>Nothing: the pattern is used as intended. Keep the 19-digit zero padding, and add a suffix (e.g. an id) if two entities can share a tick.</source>
        <translation>Ничего: шаблон используется как задумано. Сохраняйте дополнение нулями до 19 цифр и добавьте суффикс (например, идентификатор), если у двух сущностей может совпасть тик.</translation>
    </message>
    <message>
        <source>RowKeys are timestamps in ascending order: oldest first (%1%2)</source>
        <translation>RowKey — метки времени по возрастанию: сначала старые (%1%2)</translation>
    </message>
    <message>
        <source>The service has no &apos;last n&apos;: reading the most recent entities means scanning the whole partition.</source>
        <translation>У службы нет «последних n»: чтобы прочитать самые свежие сущности, нужно просмотреть весь раздел.</translation>
    </message>
    <message>
        <source>If the newest entities are read most, key them by inverted ticks: DateTime.MaxValue.Ticks − ticks as 19 digits (the key builder makes them), so $top=n returns the latest n.</source>
        <translation>Если чаще всего читаются новейшие сущности, используйте в ключе обратные тики: DateTime.MaxValue.Ticks − тики, 19 цифр (их создаёт конструктор ключей), тогда $top=n вернёт последние n.</translation>
    </message>
    <message>
        <source>RowKeys are dates: one entity per period in each partition (%1%2)</source>
        <translation>RowKey — даты: одна сущность на период в каждом разделе (%1%2)</translation>
    </message>
    <message>
        <source>partition %1: %2 RowKeys from %3 to %4</source>
        <translation>раздел %1: RowKey: %2, от %3 до %4</translation>
    </message>
    <message>
        <source>A series is one partition read in date order: a range on RowKey returns a period in one request, and each period&apos;s values sit together in one entity.</source>
        <translation>Ряд — это один раздел, читаемый в порядке дат: диапазон по RowKey возвращает период одним запросом, а значения каждого периода лежат вместе в одной сущности.</translation>
    </message>
    <message>
        <source>Nothing if each entity holds a whole period&apos;s values (e.g. 24 hourly properties per day). If the series is read whole, fewer, wider entities (a week per entity) save requests.</source>
        <translation>Ничего, если каждая сущность содержит значения целого периода (например, 24 почасовых свойства в сутки). Если ряд читается целиком, меньшее число более широких сущностей (неделя на сущность) экономит запросы.</translation>
    </message>
    <message>
        <source>partition %1: %2</source>
        <translation>раздел %1: %2</translation>
    </message>
    <message>
        <source>these partitions are larger than their share of the sample, which read an equal run of each prefix: the counts do not compare the kinds&apos; sizes</source>
        <translation>эти разделы больше своей доли в выборке, которая читала одинаковое число ключей каждого префикса: счётчики не сравнивают размеры видов</translation>
    </message>
    <message>
        <source>%1 of %2 partitions%3 hold these kinds</source>
        <translation>эти виды содержат разделы: %1 из %2%3</translation>
    </message>
    <message>
        <source> in the sample</source>
        <translation> в выборке</translation>
    </message>
    <message>
        <source>Index entities in each partition: RowKey prefixes %1%2</source>
        <translation>Индексные сущности в каждом разделе: префиксы RowKey %1%2</translation>
    </message>
    <message>
        <source>Each entity is stored once per prefix in its own partition, so it can be found by each of those values with a point query or a RowKey range, and read in each order; the copies cost storage and every change must write them all.</source>
        <translation>Каждая сущность хранится по разу для каждого префикса в своём разделе, поэтому её можно найти по любому из этих значений точечным запросом или диапазоном RowKey и читать в любом порядке; копии занимают место, и каждое изменение должно записывать их все.</translation>
    </message>
    <message>
        <source>Nothing, if every write updates all copies in one entity group transaction (they share the partition, so it can). Query one kind with a prefix range: RowKey ge &apos;%1&apos; and RowKey lt &apos;%2&apos;.</source>
        <translation>Ничего, если каждая запись обновляет все копии в одной транзакции группы сущностей (они в одном разделе, так что это возможно). Запрашивайте один вид диапазоном префикса: RowKey ge &apos;%1&apos; and RowKey lt &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Several entity kinds share partitions, told apart by RowKey: %1%2</source>
        <translation>Несколько видов сущностей делят разделы и различаются по RowKey: %1%2</translation>
    </message>
    <message>
        <source>Different kinds of entity live in one partition, so one entity group transaction can change them together and one partition query returns them all; code reading the table must tell the kinds apart.</source>
        <translation>Разные виды сущностей находятся в одном разделе, поэтому одна транзакция группы сущностей может изменить их вместе, а один запрос к разделу возвращает их все; код, читающий таблицу, должен различать виды.</translation>
    </message>
    <message>
        <source>Nothing, if each entity also carries an EntityType property and queries select a kind by RowKey range (ge &apos;%1&apos;, lt the next prefix) rather than by filtering every entity.</source>
        <translation>Ничего, если каждая сущность также содержит свойство EntityType, а запросы выбирают вид диапазоном RowKey (ge &apos;%1&apos;, lt следующий префикс), а не фильтрацией каждой сущности.</translation>
    </message>
    <message>
        <source>&lt;%1 digits&gt;</source>
        <translation>&lt;цифр: %1&gt;</translation>
    </message>
    <message>
        <source>&lt;text&gt;</source>
        <translation>&lt;текст&gt;</translation>
    </message>
    <message>
        <source>Compound RowKeys: %1 keys are %2%3</source>
        <translation>Составные RowKey: ключи вида %1 имеют форму %2%3</translation>
    </message>
    <message>
        <source>%1 of %2 %3 keys have %4 parts or more</source>
        <translation>ключей %3 с %4 частями и более: %1 из %2</translation>
    </message>
    <message>
        <source>The leading parts order the entities, so a RowKey range on a prefix (e.g. everything under %1 with one value of the second part) is an index range within the partition.</source>
        <translation>Начальные части упорядочивают сущности, поэтому диапазон RowKey по префиксу (например, всё под %1 с одним значением второй части) — это индексный диапазон внутри раздела.</translation>
    </message>
    <message>
        <source>Nothing, if each numeric part keeps a fixed width, so the parts sort as numbers.</source>
        <translation>Ничего, если каждая числовая часть имеет фиксированную ширину и части сортируются как числа.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(absent)</source>
        <translation>(отсутствует)</translation>
    </message>
    <message>
        <source>Account &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Учётная запись &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Таблица &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Rowan stores (*.rowan);;All files (*)</source>
        <translation>Хранилища Rowan (*.rowan);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>(choose a column)</source>
        <translation>(выберите столбец)</translation>
    </message>
    <message>
        <source>(from the token)</source>
        <translation>(из токена)</translation>
    </message>
    <message>
        <source>r read entities</source>
        <translation>r чтение сущностей</translation>
    </message>
    <message>
        <source>r query</source>
        <translation>r запрос</translation>
    </message>
    <message>
        <source>a add entities, create tables</source>
        <translation>a добавление сущностей, создание таблиц</translation>
    </message>
    <message>
        <source>a add</source>
        <translation>a добавление</translation>
    </message>
    <message>
        <source>u update</source>
        <translation>u обновление</translation>
    </message>
    <message>
        <source>d delete entities and tables</source>
        <translation>d удаление сущностей и таблиц</translation>
    </message>
    <message>
        <source>d delete</source>
        <translation>d удаление</translation>
    </message>
    <message>
        <source>l list tables</source>
        <translation>l список таблиц</translation>
    </message>
    <message>
        <source>c create tables</source>
        <translation>c создание таблиц</translation>
    </message>
    <message>
        <source>w create tables</source>
        <translation>w создание таблиц</translation>
    </message>
    <message>
        <source>p (no meaning for tables)</source>
        <translation>p (не имеет смысла для таблиц)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a permission</source>
        <translation>&apos;%1&apos; не является разрешением</translation>
    </message>
    <message>
        <source>a + u: the upserts</source>
        <translation>a + u: upsert-операции</translation>
    </message>
    <message>
        <source>Query / Get</source>
        <translation>Query / Get</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Вставка</translation>
    </message>
    <message>
        <source>Update (replace)</source>
        <translation>Update (замена)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Объединение</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Insert or replace</source>
        <translation>Вставка или замена</translation>
    </message>
    <message>
        <source>Insert or merge</source>
        <translation>Вставка или объединение</translation>
    </message>
    <message>
        <source>List tables</source>
        <translation>Список таблиц</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>Создание таблицы</translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>Удаление таблицы</translation>
    </message>
    <message>
        <source>Table ACL</source>
        <translation>ACL таблицы</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 день</translation>
    </message>
    <message numerus="yes">
        <source>%1 days</source>
        <translation>
            <numerusform>%1 день</numerusform>
            <numerusform>%1 дня</numerusform>
            <numerusform>%1 дней</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>%1 назад</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>через %1</translation>
    </message>
    <message>
        <source>changed since it was loaded</source>
        <translation>изменена после загрузки</translation>
    </message>
    <message>
        <source>deleted since it was loaded</source>
        <translation>удалена после загрузки</translation>
    </message>
    <message>
        <source>an entity with these keys exists already</source>
        <translation>сущность с этими ключами уже существует</translation>
    </message>
    <message>
        <source>Commit 1 staged change to %1</source>
        <translation>Зафиксировать 1 отложенное изменение в %1</translation>
    </message>
    <message>
        <source>Commit %1 staged changes to %2</source>
        <translation>Зафиксировать отложенные изменения (%1) в %2</translation>
    </message>
    <message>
        <source>not sent: an earlier transaction failed</source>
        <translation>не отправлено: предыдущая транзакция завершилась ошибкой</translation>
    </message>
    <message>
        <source>Before %1</source>
        <translation>До %1</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>No store or connection is open.</source>
        <translation>Не открыто ни хранилище, ни подключение.</translation>
    </message>
    <message>
        <source>Import %1 into %2</source>
        <translation>Импорт %1 в %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>The target has no account.</source>
        <translation>У цели нет учётной записи.</translation>
    </message>
    <message>
        <source>Copy %1 into %2</source>
        <translation>Копирование %1 в %2</translation>
    </message>
</context>
<context>
    <name>QueryPlan</name>
    <message>
        <source>Matches nothing</source>
        <translation>Ничего не находит</translation>
    </message>
    <message>
        <source>Point query</source>
        <translation>Точечный запрос</translation>
    </message>
    <message>
        <source>Row range scan</source>
        <translation>Просмотр диапазона строк</translation>
    </message>
    <message>
        <source>Partition range scan</source>
        <translation>Просмотр диапазона разделов</translation>
    </message>
    <message>
        <source>Partition scan</source>
        <translation>Просмотр раздела</translation>
    </message>
    <message>
        <source>Table scan</source>
        <translation>Просмотр таблицы</translation>
    </message>
</context>
<context>
    <name>rowan::AboutDialog</name>
    <message>
        <source>About Rowan</source>
        <translation>О программе Rowan</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rowan %1&lt;/h2&gt;&lt;p&gt;An explorer and embedded engine for Azure-style table storage.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rowan %1&lt;/h2&gt;&lt;p&gt;Обозреватель и встроенный движок для табличного хранилища в стиле Azure.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rowan::AccessActions</name>
    <message>
        <source>&amp;Access</source>
        <translation>&amp;Доступ</translation>
    </message>
    <message>
        <source>&amp;Accounts and Keys…</source>
        <translation>&amp;Учётные записи и ключи…</translation>
    </message>
    <message>
        <source>Generate &amp;SAS for Table…</source>
        <translation>Создать &amp;SAS для таблицы…</translation>
    </message>
    <message>
        <source>Generate A&amp;ccount SAS…</source>
        <translation>Создать SAS у&amp;чётной записи…</translation>
    </message>
    <message>
        <source>Stored Access &amp;Policies…</source>
        <translation>Хранимые &amp;политики доступа…</translation>
    </message>
    <message>
        <source>&amp;Token Tester…</source>
        <translation>Проверка &amp;токенов…</translation>
    </message>
    <message>
        <source>Ser&amp;ve This Store…</source>
        <translation>&amp;Обслуживать это хранилище…</translation>
    </message>
    <message>
        <source>Add Account…</source>
        <translation>Добавить учётную запись…</translation>
    </message>
    <message>
        <source>Remove Account…</source>
        <translation>Удалить учётную запись…</translation>
    </message>
    <message>
        <source>Show Keys…</source>
        <translation>Показать ключи…</translation>
    </message>
    <message>
        <source>Copy Connection String</source>
        <translation>Копировать строку подключения</translation>
    </message>
    <message>
        <source>This service does not give the account keys needed to sign tokens.</source>
        <translation>Эта служба не предоставляет ключи учётной записи, необходимые для подписи токенов.</translation>
    </message>
    <message>
        <source>Choose a table in the Stores tree.</source>
        <translation>Выберите таблицу в дереве «Хранилища».</translation>
    </message>
    <message>
        <source>This service does not offer stored access policies.</source>
        <translation>Эта служба не поддерживает хранимые политики доступа.</translation>
    </message>
    <message>
        <source>Without the account keys no signature can be checked here.</source>
        <translation>Без ключей учётной записи здесь нельзя проверить подпись.</translation>
    </message>
    <message>
        <source>Accounts are managed by the endpoint, not here.</source>
        <translation>Учётными записями управляет конечная точка, а не это приложение.</translation>
    </message>
    <message>
        <source>Only an embedded store can be served from here.</source>
        <translation>Отсюда можно обслуживать только встроенное хранилище.</translation>
    </message>
    <message>
        <source>Add Account</source>
        <translation>Добавить учётную запись</translation>
    </message>
    <message>
        <source>Account name (3 to 24 lower-case letters and digits). Two keys are generated.</source>
        <translation>Имя учётной записи (от 3 до 24 строчных букв и цифр). Будут созданы два ключа.</translation>
    </message>
    <message>
        <source>Add the account &lt;b&gt;%1&lt;/b&gt; with two new keys?</source>
        <translation>Добавить учётную запись &lt;b&gt;%1&lt;/b&gt; с двумя новыми ключами?</translation>
    </message>
    <message>
        <source>The account %1 was not added: %2</source>
        <translation>Учётная запись %1 не добавлена: %2</translation>
    </message>
    <message>
        <source>Account %1 added with two new keys.</source>
        <translation>Учётная запись %1 добавлена с двумя новыми ключами.</translation>
    </message>
    <message>
        <source>Remove Account</source>
        <translation>Удалить учётную запись</translation>
    </message>
    <message>
        <source>Remove account %1 with %2 and all their entities? This cannot be undone.</source>
        <translation>Удалить учётную запись %1 (%2) со всеми сущностями? Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>its 1 table</source>
        <translation>1 таблица</translation>
    </message>
    <message numerus="yes">
        <source>its %1 tables</source>
        <translation>
            <numerusform>%1 таблица</numerusform>
            <numerusform>%1 таблицы</numerusform>
            <numerusform>%1 таблиц</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the account &lt;b&gt;%1&lt;/b&gt; with all its tables?</source>
        <translation>Удалить учётную запись &lt;b&gt;%1&lt;/b&gt; со всеми её таблицами?</translation>
    </message>
    <message>
        <source>The account %1 was not removed: %2</source>
        <translation>Учётная запись %1 не удалена: %2</translation>
    </message>
    <message>
        <source>Account %1 removed.</source>
        <translation>Учётная запись %1 удалена.</translation>
    </message>
    <message>
        <source>The account %1 has no key to put in a connection string.</source>
        <translation>У учётной записи %1 нет ключа для строки подключения.</translation>
    </message>
    <message>
        <source>Copied the connection string of %1 (key 1, %2).</source>
        <translation>Строка подключения %1 скопирована (ключ 1, %2).</translation>
    </message>
</context>
<context>
    <name>rowan::AccessCopyField</name>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>Копировать в буфер обмена</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Копировать %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Показать %1</translation>
    </message>
</context>
<context>
    <name>rowan::AccessServeDialog</name>
    <message>
        <source>Serve this store</source>
        <translation>Обслуживать это хранилище</translation>
    </message>
    <message>
        <source>127.0.0.1 serves this computer only; 0.0.0.0 every network it is on.</source>
        <translation>127.0.0.1 обслуживает только этот компьютер; 0.0.0.0 — все сети, к которым он подключён.</translation>
    </message>
    <message>
        <source>10002 is the emulator&apos;s port; when it is taken a free port is chosen.</source>
        <translation>10002 — порт эмулятора; если он занят, выбирается свободный порт.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Узел:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Строка подключения:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address.</source>
        <translation>«%1» не является IP-адресом.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>Serving on port %1. Any Azure Tables SDK can use the connection string; writes show up in the explorer as they arrive.</source>
        <translation>Обслуживание на порту %1. Любой Azure Tables SDK может использовать строку подключения; записи появляются в обозревателе по мере поступления.</translation>
    </message>
    <message>
        <source>Not serving.</source>
        <translation>Не обслуживается.</translation>
    </message>
    <message>
        <source>Only an embedded store can be served.</source>
        <translation>Обслуживать можно только встроенное хранилище.</translation>
    </message>
    <message>
        <source>%1 requests, %2 refused or failed, %3 with a SAS</source>
        <translation>Запросов: %1, отклонено или с ошибкой: %2, с SAS: %3</translation>
    </message>
    <message>
        <source> (%1 not kept in the log)</source>
        <translation> (не сохранено в журнале: %1)</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Строка подключения</translation>
    </message>
</context>
<context>
    <name>rowan::AccessServeModel</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Метод</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ресурс</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Задержка</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Авторизация</translation>
    </message>
    <message>
        <source>Only an embedded store can be served from here.</source>
        <translation>Отсюда можно обслуживать только встроенное хранилище.</translation>
    </message>
    <message>
        <source>The store is not being served.</source>
        <translation>Хранилище не обслуживается.</translation>
    </message>
</context>
<context>
    <name>rowan::AccountDialog</name>
    <message>
        <source>Regenerate…</source>
        <translation>Создать заново…</translation>
    </message>
    <message>
        <source>&amp;New Account…</source>
        <translation>&amp;Новая учётная запись…</translation>
    </message>
    <message>
        <source>&amp;Remove Account…</source>
        <translation>&amp;Удалить учётную запись…</translation>
    </message>
    <message>
        <source>Accounts and keys</source>
        <translation>Учётные записи и ключи</translation>
    </message>
    <message>
        <source>Key 1:</source>
        <translation>Ключ 1:</translation>
    </message>
    <message>
        <source>Key 2:</source>
        <translation>Ключ 2:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Строка подключения:</translation>
    </message>
    <message>
        <source>The connection string uses key 1 and the address `rowan serve` listens on by default. For a token with limited rights, use Access ▸ Generate SAS.</source>
        <translation>Строка подключения использует ключ 1 и адрес, который по умолчанию слушает `rowan serve`. Для токена с ограниченными правами используйте Доступ ▸ Создать SAS.</translation>
    </message>
    <message>
        <source>This service does not manage accounts.</source>
        <translation>Эта служба не управляет учётными записями.</translation>
    </message>
    <message>
        <source>Account %1 added with two new keys.</source>
        <translation>Учётная запись %1 добавлена с двумя новыми ключами.</translation>
    </message>
    <message>
        <source>Account %1 removed.</source>
        <translation>Учётная запись %1 удалена.</translation>
    </message>
    <message>
        <source>Key %1 of %2 regenerated: tokens signed with the old key no longer work.</source>
        <translation>Ключ %1 учётной записи %2 создан заново: токены, подписанные старым ключом, больше не действуют.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>No account</source>
        <translation>Нет учётной записи</translation>
    </message>
    <message>
        <source>⚠ The public development account: its key is the Azure Storage emulator&apos;s, known to everyone. Use it for development only; regenerate its keys or remove it before anyone else can reach this store.</source>
        <translation>⚠ Общедоступная учётная запись разработки: её ключ — ключ эмулятора Azure Storage, известный всем. Используйте её только для разработки; создайте ключи заново или удалите её, прежде чем кто-то ещё получит доступ к этому хранилищу.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys.</source>
        <translation>Эта служба не предоставляет ключи учётной записи.</translation>
    </message>
    <message>
        <source>New Account</source>
        <translation>Новая учётная запись</translation>
    </message>
    <message>
        <source>Account name (3 to 24 lower-case letters and digits). Two keys are generated.</source>
        <translation>Имя учётной записи (от 3 до 24 строчных букв и цифр). Будут созданы два ключа.</translation>
    </message>
    <message>
        <source>Adding %1…</source>
        <translation>Добавление %1…</translation>
    </message>
    <message>
        <source>Remove Account</source>
        <translation>Удалить учётную запись</translation>
    </message>
    <message>
        <source>Remove account %1 with all its tables and entities? This cannot be undone.</source>
        <translation>Удалить учётную запись %1 со всеми её таблицами и сущностями? Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Remove the account &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Удалить учётную запись &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Removing %1…</source>
        <translation>Удаление %1…</translation>
    </message>
    <message>
        <source>Regenerate Key %1</source>
        <translation>Создать ключ %1 заново</translation>
    </message>
    <message>
        <source>Regenerate key %1 of %2? Every SAS token signed with it and every connection string holding it stops working at once.</source>
        <translation>Создать заново ключ %1 учётной записи %2? Все подписанные им токены SAS и все содержащие его строки подключения сразу перестанут действовать.</translation>
    </message>
    <message>
        <source>Regenerate key %1 of &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Создать заново ключ %1 учётной записи &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Regenerating key %1…</source>
        <translation>Создание ключа %1…</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Учётные записи</translation>
    </message>
    <message>
        <source>Key 1</source>
        <translation>Ключ 1</translation>
    </message>
    <message>
        <source>Key 2</source>
        <translation>Ключ 2</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Строка подключения</translation>
    </message>
</context>
<context>
    <name>rowan::AccountListModel</name>
    <message>
        <source>Development account: its key is public</source>
        <translation>Учётная запись разработки: её ключ общедоступен</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Учётная запись</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Создана</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
</context>
<context>
    <name>rowan::BinaryValueEdit</name>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Файл…</translation>
    </message>
    <message>
        <source>Load the bytes of a file (at most 64 KiB)</source>
        <translation>Загрузить байты из файла (не более 64 КиБ)</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>не удаётся прочитать %1</translation>
    </message>
    <message>
        <source>%1 is %2; at most 64 KiB</source>
        <translation>%1 имеет размер %2; не более 64 КиБ</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>недопустимо</translation>
    </message>
    <message>
        <source>1 byte</source>
        <translation>1 байт</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 байт</numerusform>
            <numerusform>%1 байта</numerusform>
            <numerusform>%1 байт</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Binary Value</source>
        <translation>Загрузить двоичное значение</translation>
    </message>
    <message>
        <source>Binary value</source>
        <translation>Двоичное значение</translation>
    </message>
    <message>
        <source>Binary format</source>
        <translation>Двоичный формат</translation>
    </message>
    <message>
        <source>Load a file</source>
        <translation>Загрузить файл</translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteJob</name>
    <message>
        <source>Delete the matching entities of %1</source>
        <translation>Удалить подходящие сущности из %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entities of %1</source>
        <translation>
            <numerusform>Удалить %n сущность из %1</numerusform>
            <numerusform>Удалить %n сущности из %1</numerusform>
            <numerusform>Удалить %n сущностей из %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteProgressDialog</name>
    <message>
        <source>Deleting Entities from %1</source>
        <translation>Удаление сущностей из %1</translation>
    </message>
    <message>
        <source>Entities are deleted in transactions of up to 100 in one partition. Cancel stops after the transaction in progress: transactions already committed stay deleted.</source>
        <translation>Сущности удаляются транзакциями до 100 штук в одном разделе. Отмена останавливает удаление после текущей транзакции: уже зафиксированные транзакции остаются удалёнными.</translation>
    </message>
    <message>
        <source>Deleting failed: %1</source>
        <translation>Ошибка удаления: %1</translation>
    </message>
    <message>
        <source>Deleted %1 of %2 entities…</source>
        <translation>Удалено сущностей: %1 из %2…</translation>
    </message>
    <message>
        <source>Deleted %1 entities…</source>
        <translation>Удалено сущностей: %1…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <source>Deleted 1 entity</source>
        <translation>Удалена 1 сущность</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %1 entities</source>
        <translation>
            <numerusform>Удалена %1 сущность</numerusform>
            <numerusform>Удалены %1 сущности</numerusform>
            <numerusform>Удалено %1 сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source> in 1 transaction.</source>
        <translation> за 1 транзакцию.</translation>
    </message>
    <message numerus="yes">
        <source> in %1 transactions.</source>
        <translation>
            <numerusform> за %1 транзакцию.</numerusform>
            <numerusform> за %1 транзакции.</numerusform>
            <numerusform> за %1 транзакций.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the entities not deleted yet are still in the table.</source>
        <translation>Отменено: ещё не удалённые сущности остались в таблице.</translation>
    </message>
    <message>
        <source>%1 changed after they were read and were kept (not deleted): %2</source>
        <translation>%1 изменились после чтения и сохранены (не удалены): %2</translation>
    </message>
    <message>
        <source>%1 were already gone.</source>
        <translation>%1 уже отсутствовали.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkEditActions</name>
    <message>
        <source>&amp;Bulk Edit…</source>
        <translation>&amp;Массовое изменение…</translation>
    </message>
    <message>
        <source>Re-&amp;key…</source>
        <translation>Смена &amp;ключей…</translation>
    </message>
    <message>
        <source>Set, rename, remove or retype a property of the selected entities, the chosen partitions or every match of the query</source>
        <translation>Задать, переименовать, удалить или сменить тип свойства у выбранных сущностей, выбранных разделов или всех совпадений запроса</translation>
    </message>
    <message>
        <source>Give entities new keys made by a template from their values</source>
        <translation>Дать сущностям новые ключи, построенные по шаблону из их значений</translation>
    </message>
    <message>
        <source>Fix for “%1”: the rule below is suggested; check the preview before you run it.</source>
        <translation>Исправление для «%1»: ниже предложено правило; проверьте предпросмотр перед выполнением.</translation>
    </message>
    <message>
        <source>Fix for “%1”: the rule below spreads the partition by the day of each entity&apos;s last write. A property that spreads it better (a region, a device) can take that place: &lt;tt&gt;{Region}_{PartitionKey}&lt;/tt&gt;. Check the preview before you run it.</source>
        <translation>Исправление для «%1»: правило ниже распределяет раздел по дню последней записи каждой сущности. Его место может занять свойство, которое распределяет лучше (регион, устройство): &lt;tt&gt;{Region}_{PartitionKey}&lt;/tt&gt;. Проверьте предпросмотр перед выполнением.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkEditDialog</name>
    <message>
        <source>Bulk Edit — %1</source>
        <translation>Массовое изменение — %1</translation>
    </message>
    <message>
        <source>Change one property of many entities of &lt;b&gt;%1&lt;/b&gt; at once: all the entities the store holds in the scope, not only the rows loaded. An entity someone changes meanwhile is skipped and listed, never overwritten.</source>
        <translation>Изменить одно свойство многих сущностей &lt;b&gt;%1&lt;/b&gt; сразу: всех сущностей хранилища в выбранной области, а не только загруженных строк. Сущность, которую кто-то изменил тем временем, пропускается и попадает в список, но никогда не перезаписывается.</translation>
    </message>
    <message>
        <source>&amp;Apply to:</source>
        <translation>&amp;Применить к:</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Set a property to a value</source>
        <translation>Задать свойству значение</translation>
    </message>
    <message>
        <source>Rename a property</source>
        <translation>Переименовать свойство</translation>
    </message>
    <message>
        <source>Remove a property</source>
        <translation>Удалить свойство</translation>
    </message>
    <message>
        <source>Change a property&apos;s type</source>
        <translation>Изменить тип свойства</translation>
    </message>
    <message>
        <source>&amp;Change:</source>
        <translation>&amp;Изменение:</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>&amp;Свойство:</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Новое имя</translation>
    </message>
    <message>
        <source>&amp;New name:</source>
        <translation>&amp;Новое имя:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Значение:</translation>
    </message>
    <message>
        <source>New type</source>
        <translation>Новый тип</translation>
    </message>
    <message>
        <source>New &amp;type:</source>
        <translation>Новый &amp;тип:</translation>
    </message>
    <message>
        <source>Sample before and after</source>
        <translation>Образец до и после</translation>
    </message>
    <message>
        <source>Entity / property</source>
        <translation>Сущность / свойство</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <source>Edited %1 of %2 entities…</source>
        <translation>Изменено %1 из %2 сущностей…</translation>
    </message>
    <message>
        <source>Edited %1 entities…</source>
        <translation>Изменено сущностей: %1…</translation>
    </message>
    <message>
        <source>Name the property to change.</source>
        <translation>Укажите свойство, которое нужно изменить.</translation>
    </message>
    <message>
        <source>Give the property&apos;s new name.</source>
        <translation>Укажите новое имя свойства.</translation>
    </message>
    <message>
        <source>Preview the change to see how many entities it reaches; nothing is written before you run it.</source>
        <translation>Посмотрите предпросмотр, чтобы узнать, сколько сущностей затронет изменение; ничего не записывается, пока вы его не выполните.</translation>
    </message>
    <message>
        <source>Counting the entities and editing a sample…</source>
        <translation>Подсчёт сущностей и изменение образца…</translation>
    </message>
    <message>
        <source>%1 / %2 — not changed: %3</source>
        <translation>%1 / %2 — не изменено: %3</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>No entity is in the scope.</source>
        <translation>В области нет ни одной сущности.</translation>
    </message>
    <message>
        <source>1 entity is in the scope.</source>
        <translation>В области 1 сущность.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>В области %1 сущность.</numerusform>
            <numerusform>В области %1 сущности.</numerusform>
            <numerusform>В области %1 сущностей.</numerusform>
        </translation>
    </message>
    <message>
        <source>(counted from the statistics)</source>
        <translation>(подсчитано по статистике)</translation>
    </message>
    <message>
        <source>The first %1 are shown before and after; an entity the change does not concern stays as it is.</source>
        <translation>Первые %1 показаны до и после; сущность, которой изменение не касается, остаётся как есть.</translation>
    </message>
    <message>
        <source>Bulk Edit</source>
        <translation>Массовое изменение</translation>
    </message>
    <message>
        <source>Edit %1 Entities</source>
        <translation>Изменить сущности (%1)</translation>
    </message>
    <message>
        <source>%1 on %2 entities of &lt;b&gt;%3&lt;/b&gt;?&lt;br&gt;&lt;br&gt;%4</source>
        <translation>%1 для %2 сущностей &lt;b&gt;%3&lt;/b&gt;?&lt;br&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the whole change back.</source>
        <translation>Правка ▸ Отменить отменяет всё изменение целиком.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Editing…</source>
        <translation>Изменение…</translation>
    </message>
    <message>
        <source>Edited 1 entity.</source>
        <translation>Изменена 1 сущность.</translation>
    </message>
    <message numerus="yes">
        <source>Edited %1 entities.</source>
        <translation>
            <numerusform>Изменена %1 сущность.</numerusform>
            <numerusform>Изменены %1 сущности.</numerusform>
            <numerusform>Изменено %1 сущностей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left as they were (nothing the change names): %1.</source>
        <translation>Оставлены как были (нет того, что называет изменение): %1.</translation>
    </message>
    <message>
        <source>Cancelled: the entities not edited yet are as they were.</source>
        <translation>Отменено: ещё не изменённые сущности остались как были.</translation>
    </message>
    <message>
        <source>Not written (listed below): %1.</source>
        <translation>Не записаны (перечислены ниже): %1.</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the change back.</source>
        <translation>Правка ▸ Отменить отменяет изменение.</translation>
    </message>
    <message>
        <source>Changed meanwhile (skipped)</source>
        <translation>Изменены тем временем (пропущены)</translation>
    </message>
    <message>
        <source>Cannot convert</source>
        <translation>Нельзя преобразовать</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Отклонены</translation>
    </message>
    <message>
        <source>The edit failed: %1</source>
        <translation>Изменение не удалось: %1</translation>
    </message>
</context>
<context>
    <name>rowan::BulkRunDialog</name>
    <message>
        <source>Progress</source>
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Предпросмотр</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Выполнить</translation>
    </message>
    <message>
        <source>Cancelled before anything was written.</source>
        <translation>Отменено до того, как что-либо было записано.</translation>
    </message>
    <message>
        <source>Cannot preview: %1</source>
        <translation>Предпросмотр невозможен: %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <source>Stage Edits is on, but a change of many entities is not staged: the preview is its review, and Edit ▸ Undo takes the whole run back.</source>
        <translation>Отложенная запись включена, но изменение многих сущностей не откладывается: его проверка — предварительный просмотр, а Правка ▸ Отменить отменяет весь запуск целиком.</translation>
    </message>
    <message>
        <source>Stage Edits is on, but a change of many entities is not staged: the preview is its review, and this endpoint keeps no journal to take it back.</source>
        <translation>Отложенная запись включена, но изменение многих сущностей не откладывается: его проверка — предварительный просмотр, а эта конечная точка не ведёт журнала, чтобы его отменить.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkScopeChooser</name>
    <message>
        <source>Entities to change</source>
        <translation>Изменяемые сущности</translation>
    </message>
    <message>
        <source>The selected entity</source>
        <translation>Выбранная сущность</translation>
    </message>
    <message numerus="yes">
        <source>The %1 selected entities</source>
        <translation>
            <numerusform>%1 выбранная сущность</numerusform>
            <numerusform>%1 выбранные сущности</numerusform>
            <numerusform>%1 выбранных сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entity of partition %1</source>
        <translation>Все сущности раздела %1</translation>
    </message>
    <message numerus="yes">
        <source>Every entity of the %1 chosen partitions</source>
        <translation>
            <numerusform>Все сущности %1 выбранного раздела</numerusform>
            <numerusform>Все сущности %1 выбранных разделов</numerusform>
            <numerusform>Все сущности %1 выбранных разделов</numerusform>
        </translation>
    </message>
    <message>
        <source>Every match of the query %1</source>
        <translation>Все совпадения запроса %1</translation>
    </message>
    <message>
        <source>Every entity of the table %1</source>
        <translation>Все сущности таблицы %1</translation>
    </message>
</context>
<context>
    <name>rowan::CensusComparisonModel</name>
    <message>
        <source>Only in %1</source>
        <translation>Только в %1</translation>
    </message>
    <message>
        <source>Types differ</source>
        <translation>Типы различаются</translation>
    </message>
    <message>
        <source>Share differs</source>
        <translation>Доля различается</translation>
    </message>
    <message numerus="yes">
        <source>No property differs: both hold the same %n properties with the same types.</source>
        <translation>
            <numerusform>Различий нет: в обеих таблицах %n свойство с одинаковыми типами.</numerusform>
            <numerusform>Различий нет: в обеих таблицах %n свойства с одинаковыми типами.</numerusform>
            <numerusform>Различий нет: в обеих таблицах %n свойств с одинаковыми типами.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in %1</source>
        <translation>
            <numerusform>%n только в %1</numerusform>
            <numerusform>%n только в %1</numerusform>
            <numerusform>%n только в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with other types</source>
        <translation>
            <numerusform>%n с другими типами</numerusform>
            <numerusform>%n с другими типами</numerusform>
            <numerusform>%n с другими типами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held by a different share of the entities</source>
        <translation>
            <numerusform>%n с другой долей сущностей</numerusform>
            <numerusform>%n с другой долей сущностей</numerusform>
            <numerusform>%n с другой долей сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n properties differ: %1.</source>
        <translation>
            <numerusform>%n свойство различается: %1.</numerusform>
            <numerusform>%n свойства различаются: %1.</numerusform>
            <numerusform>%n свойств различаются: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no difference.</source>
        <translation>%1: различий нет.</translation>
    </message>
    <message>
        <source>Only %1 holds %2: %3.</source>
        <translation>Только %1 содержит %2: %3.</translation>
    </message>
    <message>
        <source>%1 is stored with other types: %2 in %3, %4 in %5.</source>
        <translation>%1 хранится с другими типами: %2 в %3, %4 в %5.</translation>
    </message>
    <message>
        <source>%1 is held by %2 of the entities in %3, by %4 in %5.</source>
        <translation>%1 есть у %2 сущностей в %3 и у %4 в %5.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Различие</translation>
    </message>
    <message>
        <source>Left share</source>
        <translation>Доля слева</translation>
    </message>
    <message>
        <source>Left types</source>
        <translation>Типы слева</translation>
    </message>
    <message>
        <source>Right share</source>
        <translation>Доля справа</translation>
    </message>
    <message>
        <source>Right types</source>
        <translation>Типы справа</translation>
    </message>
    <message numerus="yes">
        <source>the whole table, %Ln entities</source>
        <translation>
            <numerusform>вся таблица, %Ln сущность</numerusform>
            <numerusform>вся таблица, %Ln сущности</numerusform>
            <numerusform>вся таблица, %Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a sample: its first %Ln entities (the endpoint keeps no statistics)</source>
        <translation>
            <numerusform>выборка: первая %Ln сущность (конечная точка не ведёт статистику)</numerusform>
            <numerusform>выборка: первые %Ln сущности (конечная точка не ведёт статистику)</numerusform>
            <numerusform>выборка: первые %Ln сущностей (конечная точка не ведёт статистику)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 в сравнении с %2</translation>
    </message>
    <message>
        <source>Left: %1, %2.</source>
        <translation>Слева: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1, %2.</source>
        <translation>Справа: %1, %2.</translation>
    </message>
</context>
<context>
    <name>rowan::CensusComparisonPage</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Differences only</source>
        <translation>Только различия</translation>
    </message>
    <message>
        <source>Show the census of this table alone again</source>
        <translation>Снова показать только перепись этой таблицы</translation>
    </message>
    <message>
        <source>Hide the properties both tables hold alike</source>
        <translation>Скрыть свойства, одинаковые в обеих таблицах</translation>
    </message>
    <message>
        <source>Progress of the other table&apos;s census</source>
        <translation>Ход переписи другой таблицы</translation>
    </message>
    <message>
        <source>Cancel the other table&apos;s census</source>
        <translation>Отменить перепись другой таблицы</translation>
    </message>
    <message>
        <source>Properties of both tables</source>
        <translation>Свойства обеих таблиц</translation>
    </message>
    <message>
        <source>counting… %1 of %2 entities read</source>
        <translation>подсчёт… прочитано %1 из %2 сущностей</translation>
    </message>
    <message>
        <source>counting… %1 entities read</source>
        <translation>подсчёт… прочитано сущностей: %1</translation>
    </message>
    <message>
        <source>Right: %1, %2.</source>
        <translation>Справа: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1 could not be read: %2</source>
        <translation>Справа: не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>Right: %1, cancelled.</source>
        <translation>Справа: %1, отменено.</translation>
    </message>
    <message>
        <source>Left: %1, %2.</source>
        <translation>Слева: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1, opening…</source>
        <translation>Справа: %1, открытие…</translation>
    </message>
    <message>
        <source>Write the rows shown as a Markdown table</source>
        <translation>Записать показанные строки таблицей Markdown</translation>
    </message>
    <message>
        <source>Export the Comparison</source>
        <translation>Экспорт сравнения</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Back to the census</source>
        <translation>Назад к переписи</translation>
    </message>
    <message>
        <source>Export the comparison as Markdown</source>
        <translation>Экспортировать сравнение в Markdown</translation>
    </message>
</context>
<context>
    <name>rowan::CensusJob</name>
    <message>
        <source>No store is open.</source>
        <translation>Хранилище не открыто.</translation>
    </message>
</context>
<context>
    <name>rowan::CensusModel</name>
    <message>
        <source>%1 stored as %2</source>
        <translation>%1 хранится как %2</translation>
    </message>
    <message>
        <source>%1 empty</source>
        <translation>%1 пусто</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>без %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 в %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is stored with %n types: %2.</source>
        <translation>
            <numerusform>%1 хранится с %n типом: %2.</numerusform>
            <numerusform>%1 хранится с %n типами: %2.</numerusform>
            <numerusform>%1 хранится с %n типами: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to show %1 in the grid.</source>
        <translation>Дважды щёлкните, чтобы показать %1 в таблице.</translation>
    </message>
    <message numerus="yes">
        <source>%n types</source>
        <translation>
            <numerusform>%n тип</numerusform>
            <numerusform>%n типа</numerusform>
            <numerusform>%n типов</numerusform>
        </translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Пусто</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Отсутствует</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Диапазон</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Примеры</translation>
    </message>
</context>
<context>
    <name>rowan::ChangePassphraseDialog</name>
    <message>
        <source>Change Passphrase</source>
        <translation>Изменить парольную фразу</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is encrypted (SQLCipher).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; зашифровано (SQLCipher).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not encrypted.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; не зашифровано.</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>&amp;Новая парольная фраза:</translation>
    </message>
    <message>
        <source>&amp;Confirm:</source>
        <translation>&amp;Подтверждение:</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>Парольные фразы не совпадают.</translation>
    </message>
    <message>
        <source>⚠ An empty passphrase decrypts the store: anyone who can read the file will be able to read its tables.</source>
        <translation>⚠ Пустая парольная фраза расшифровывает хранилище: любой, кто может прочитать файл, сможет прочитать его таблицы.</translation>
    </message>
    <message>
        <source>Enter a passphrase to encrypt the store.</source>
        <translation>Введите парольную фразу, чтобы зашифровать хранилище.</translation>
    </message>
    <message>
        <source>Decrypt</source>
        <translation>Расшифровать</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Encrypt</source>
        <translation>Зашифровать</translation>
    </message>
    <message>
        <source>The store will be rewritten encrypted with the new passphrase. A lost passphrase cannot be recovered.</source>
        <translation>Хранилище будет перезаписано с шифрованием новой парольной фразой. Утерянную парольную фразу восстановить нельзя.</translation>
    </message>
    <message>
        <source>Decrypting the store…</source>
        <translation>Расшифровка хранилища…</translation>
    </message>
    <message>
        <source>Re-encrypting the store…</source>
        <translation>Повторное шифрование хранилища…</translation>
    </message>
    <message>
        <source>The passphrase was not changed (%1): %2
The store still opens with its old passphrase.</source>
        <translation>Парольная фраза не изменена (%1): %2
Хранилище по-прежнему открывается старой парольной фразой.</translation>
    </message>
</context>
<context>
    <name>rowan::ColumnChooserDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Вверх</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>В&amp;низ</translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation>&amp;Закрепить</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Choose Columns</source>
        <translation>Выбор столбцов</translation>
    </message>
    <message>
        <source>Filter columns</source>
        <translation>Фильтр столбцов</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Столбец</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Закреплён</translation>
    </message>
    <message>
        <source>Checked columns are shown; Space shows or hides the current one</source>
        <translation>Отмеченные столбцы показываются; Пробел показывает или скрывает текущий</translation>
    </message>
    <message>
        <source>Move the column to the left (Ctrl+Up)</source>
        <translation>Переместить столбец влево (Ctrl+Вверх)</translation>
    </message>
    <message>
        <source>Move the column to the right (Ctrl+Down)</source>
        <translation>Переместить столбец вправо (Ctrl+Вниз)</translation>
    </message>
    <message>
        <source>Keep the column on the left while the grid scrolls sideways (Ctrl+P)</source>
        <translation>Держать столбец слева при горизонтальной прокрутке таблицы (Ctrl+P)</translation>
    </message>
    <message>
        <source>Show A&amp;ll</source>
        <translation>Показать &amp;все</translation>
    </message>
    <message>
        <source>Show every column the filter lists</source>
        <translation>Показать все столбцы, которые оставляет фильтр</translation>
    </message>
    <message>
        <source>&amp;Hide All</source>
        <translation>С&amp;крыть все</translation>
    </message>
    <message>
        <source>Hide every column the filter lists</source>
        <translation>Скрыть все столбцы, которые оставляет фильтр</translation>
    </message>
    <message>
        <source>&amp;Named layout:</source>
        <translation>&amp;Именованный макет:</translation>
    </message>
    <message>
        <source>Named layouts</source>
        <translation>Именованные макеты</translation>
    </message>
    <message>
        <source>Arrange this table&apos;s columns as the named layout does</source>
        <translation>Расположить столбцы этой таблицы как в именованном макете</translation>
    </message>
    <message>
        <source>Save &amp;as:</source>
        <translation>Сохранить &amp;как:</translation>
    </message>
    <message>
        <source>Name of the layout to save</source>
        <translation>Имя сохраняемого макета</translation>
    </message>
    <message>
        <source>Layout name</source>
        <translation>Имя макета</translation>
    </message>
    <message>
        <source>Keep this arrangement under a name, to apply it to other tables</source>
        <translation>Сохранить это расположение под именем, чтобы применять его к другим таблицам</translation>
    </message>
    <message>
        <source>Un&amp;pin</source>
        <translation>&amp;Открепить</translation>
    </message>
</context>
<context>
    <name>rowan::CompareActions</name>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Сравнить с…</translation>
    </message>
    <message>
        <source>Compare the table with another table here, in another store or of a connection</source>
        <translation>Сравнить таблицу с другой таблицей здесь, в другом хранилище или в подключении</translation>
    </message>
    <message>
        <source>&amp;Snapshot to Local Store…</source>
        <translation>Снимок в &amp;локальное хранилище…</translation>
    </message>
    <message>
        <source>Copy the table into a store, with where and when it came from</source>
        <translation>Скопировать таблицу в хранилище с отметкой, откуда и когда она взята</translation>
    </message>
    <message>
        <source>Co&amp;mpare with Now</source>
        <translation>Сравнить с текущи&amp;м</translation>
    </message>
    <message>
        <source>Compare this snapshot with its source as it is now</source>
        <translation>Сравнить этот снимок с его источником в текущем состоянии</translation>
    </message>
    <message numerus="yes">
        <source>Snapshot %1 taken: %Ln entities of %2.</source>
        <translation>
            <numerusform>Снимок %1 сделан: %Ln сущность из %2.</numerusform>
            <numerusform>Снимок %1 сделан: %Ln сущности из %2.</numerusform>
            <numerusform>Снимок %1 сделан: %Ln сущностей из %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Снимок</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 в %2</translation>
    </message>
    <message>
        <source>Taking the snapshot %1…</source>
        <translation>Создание снимка %1…</translation>
    </message>
    <message>
        <source>Compare with Now</source>
        <translation>Сравнение с текущим</translation>
    </message>
    <message>
        <source>The snapshot&apos;s filter does not read: %1</source>
        <translation>Фильтр снимка не читается: %1</translation>
    </message>
    <message>
        <source>%1 (snapshot of %2)</source>
        <translation>%1 (снимок от %2)</translation>
    </message>
    <message>
        <source>%1 now</source>
        <translation>%1 сейчас</translation>
    </message>
    <message>
        <source>The snapshot came from %1, which is neither a store file here nor a saved connection.</source>
        <translation>Снимок взят из %1, а это здесь ни файл хранилища, ни сохранённое подключение.</translation>
    </message>
</context>
<context>
    <name>rowan::CompareDialog</name>
    <message>
        <source>Compare %1</source>
        <translation>Сравнить %1</translation>
    </message>
    <message>
        <source>Compare &lt;b&gt;%1&lt;/b&gt; (account %2) in %3 with:</source>
        <translation>Сравнить &lt;b&gt;%1&lt;/b&gt; (учётная запись %2) в %3 с:</translation>
    </message>
    <message>
        <source>Other side</source>
        <translation>Другая сторона</translation>
    </message>
    <message>
        <source>A table &amp;here</source>
        <translation>Таблица &amp;здесь</translation>
    </message>
    <message>
        <source>Other table</source>
        <translation>Другая таблица</translation>
    </message>
    <message>
        <source>Every entity</source>
        <translation>Все сущности</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Первый</translation>
    </message>
    <message>
        <source>From PartitionKey</source>
        <translation>От PartitionKey</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Последний</translation>
    </message>
    <message>
        <source>Through PartitionKey</source>
        <translation>До PartitionKey</translation>
    </message>
    <message>
        <source>through</source>
        <translation>до</translation>
    </message>
    <message>
        <source>Ignore &amp;Timestamp</source>
        <translation>Игнорировать &amp;Timestamp</translation>
    </message>
    <message>
        <source>Every write sets Timestamp, so two copies of an entity rarely share it</source>
        <translation>Каждая запись задаёт Timestamp, поэтому у двух копий сущности он редко совпадает</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Имена через запятую</translation>
    </message>
    <message>
        <source>Two Doubles are the same when they differ by at most this much</source>
        <translation>Два Double равны, если различаются не больше чем на столько</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>Т&amp;аблица:</translation>
    </message>
    <message>
        <source>&amp;Only entities matching:</source>
        <translation>&amp;Только сущности, подходящие под:</translation>
    </message>
    <message>
        <source>&amp;PartitionKey from:</source>
        <translation>&amp;PartitionKey от:</translation>
    </message>
    <message>
        <source>&amp;Ignore properties:</source>
        <translation>&amp;Игнорировать свойства:</translation>
    </message>
    <message>
        <source>&amp;Double tolerance:</source>
        <translation>&amp;Допуск для Double:</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Сравнить</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>The filter does not read: %1</source>
        <translation>Фильтр не читается: %1</translation>
    </message>
    <message>
        <source>The range ends before it starts: %1 sorts before %2.</source>
        <translation>Диапазон заканчивается раньше, чем начинается: %1 идёт перед %2.</translation>
    </message>
    <message>
        <source>The Double tolerance must be a number of 0 or more, not %1.</source>
        <translation>Допуск для Double должен быть числом не меньше 0, а не %1.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 в %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 здесь</translation>
    </message>
    <message>
        <source>A table is the same as itself: choose another table, or the same one elsewhere.</source>
        <translation>Таблица совпадает сама с собой: выберите другую таблицу или ту же в другом месте.</translation>
    </message>
    <message>
        <source>Choose the store file to compare with.</source>
        <translation>Выберите файл хранилища для сравнения.</translation>
    </message>
</context>
<context>
    <name>rowan::ConflictDialog</name>
    <message>
        <source>Entity Changed Since You Opened It</source>
        <translation>Сущность изменилась после открытия</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Ваша</translation>
    </message>
    <message>
        <source>(loaded earlier)</source>
        <translation>(загружено ранее)</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Сохранённая</translation>
    </message>
    <message>
        <source>1 property differs</source>
        <translation>Отличается 1 свойство</translation>
    </message>
    <message numerus="yes">
        <source>%1 properties differ</source>
        <translation>
            <numerusform>Отличается %1 свойство</numerusform>
            <numerusform>Отличаются %1 свойства</numerusform>
            <numerusform>Отличается %1 свойств</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone else saved this entity (at %1) after you opened it, so your save was refused (ETag mismatch). %2, highlighted below.</source>
        <translation>Кто-то другой сохранил эту сущность (в %1) после того, как вы её открыли, поэтому ваше сохранение отклонено (несовпадение ETag). %2, выделено ниже.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Перезагрузить</translation>
    </message>
    <message>
        <source>Discard your changes and edit the stored version</source>
        <translation>Отменить ваши изменения и править сохранённую версию</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Перезаписать</translation>
    </message>
    <message>
        <source>Save your version over the stored one</source>
        <translation>Сохранить вашу версию поверх сохранённой</translation>
    </message>
    <message>
        <source>Go back to your changes without saving</source>
        <translation>Вернуться к вашим изменениям без сохранения</translation>
    </message>
    <message>
        <source>Entities Changed Since the Action</source>
        <translation>Сущности изменились после действия</translation>
    </message>
    <message>
        <source>Keep current</source>
        <translation>Оставить текущую</translation>
    </message>
    <message>
        <source>Leave the entity as it is now</source>
        <translation>Оставить сущность как есть</translation>
    </message>
    <message>
        <source>Write back the earlier version</source>
        <translation>Записать прежнюю версию</translation>
    </message>
    <message>
        <source>Leave this entity and every remaining one as they are now</source>
        <translation>Оставить эту и все остальные сущности как есть</translation>
    </message>
    <message>
        <source>Earlier version</source>
        <translation>Прежняя версия</translation>
    </message>
    <message>
        <source>(did not exist)</source>
        <translation>(не существовала)</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Текущая</translation>
    </message>
    <message>
        <source>(does not exist)</source>
        <translation>(не существует)</translation>
    </message>
    <message>
        <source>Entity %1 of %2, %3 / %4: %5. The undo left it as it is now, so nothing written meanwhile was overwritten. %6, highlighted below.</source>
        <translation>Сущность %1 из %2, %3 / %4: %5. Отмена оставила её как есть, поэтому ничего записанного за это время не перезаписано. %6, выделено ниже.</translation>
    </message>
    <message>
        <source>Write the version from before the action over the current one</source>
        <translation>Записать версию до действия поверх текущей</translation>
    </message>
    <message>
        <source>Delete the entity: it did not exist before the action</source>
        <translation>Удалить сущность: до действия её не было</translation>
    </message>
    <message>
        <source>Apply to all remaining (%1 more)</source>
        <translation>Применить ко всем оставшимся (ещё %1)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Различия</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectDialog</name>
    <message>
        <source>Connect</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Строка подключения</translation>
    </message>
    <message>
        <source>SAS URL (a table&apos;s or the account&apos;s)</source>
        <translation>URL SAS (таблицы или учётной записи)</translation>
    </message>
    <message>
        <source>Azurite on this computer</source>
        <translation>Azurite на этом компьютере</translation>
    </message>
    <message>
        <source>rowan serve on this computer</source>
        <translation>rowan serve на этом компьютере</translation>
    </message>
    <message>
        <source>Connect &amp;to:</source>
        <translation>Подключиться &amp;к:</translation>
    </message>
    <message>
        <source>port</source>
        <translation>порт</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Конечная точка:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Keep the key or token in the system keychain</source>
        <translation>&amp;Хранить ключ или токен в системной связке ключей</translation>
    </message>
    <message>
        <source>Secrets are never written to Rowan&apos;s settings. Without the keychain Rowan asks for the connection string again each time.</source>
        <translation>Секреты никогда не записываются в настройки Rowan. Без связки ключей Rowan каждый раз запрашивает строку подключения заново.</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Проверить подключение</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <source>Paste a SAS URL: a table&apos;s or the account&apos;s endpoint with its token.</source>
        <translation>Вставьте URL SAS: конечную точку таблицы или учётной записи с токеном.</translation>
    </message>
    <message>
        <source>Paste a connection string, e.g. DefaultEndpointsProtocol=https;AccountName=…;AccountKey=…;EndpointSuffix=core.windows.net</source>
        <translation>Вставьте строку подключения, например DefaultEndpointsProtocol=https;AccountName=…;AccountKey=…;EndpointSuffix=core.windows.net</translation>
    </message>
    <message>
        <source>Enter the host the emulator or server listens on.</source>
        <translation>Введите узел, который слушает эмулятор или сервер.</translation>
    </message>
    <message>
        <source>AccountName, AccountKey and TableEndpoint or EndpointSuffix; a SharedAccessSignature instead of the key; or UseDevelopmentStorage=true.</source>
        <translation>AccountName, AccountKey и TableEndpoint или EndpointSuffix; SharedAccessSignature вместо ключа; или UseDevelopmentStorage=true.</translation>
    </message>
    <message>
        <source>e.g. https://account.table.core.windows.net/Orders?sv=…&amp;sig=… for one table, or the account&apos;s endpoint with an account SAS.</source>
        <translation>например https://account.table.core.windows.net/Orders?sv=…&amp;sig=… для одной таблицы или конечная точка учётной записи с SAS учётной записи.</translation>
    </message>
    <message>
        <source>Azurite&apos;s table service with the public development account (started with azurite-table; its default port is 10002).</source>
        <translation>Табличная служба Azurite с общедоступной учётной записью разработки (запускается командой azurite-table; порт по умолчанию 10002).</translation>
    </message>
    <message>
        <source>A store served with rowan serve --store PATH (default port 10002), through the public development account.</source>
        <translation>Хранилище, обслуживаемое командой rowan serve --store PATH (порт по умолчанию 10002), через общедоступную учётную запись разработки.</translation>
    </message>
    <message>
        <source>Azurite</source>
        <translation>Azurite</translation>
    </message>
    <message>
        <source>rowan serve</source>
        <translation>rowan serve</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>Не удаётся подключиться: %1</translation>
    </message>
    <message>
        <source>Connected: the endpoint answered and accepted the credentials.</source>
        <translation>Подключено: конечная точка ответила и приняла учётные данные.</translation>
    </message>
    <message>
        <source>Connection string or SAS URL</source>
        <translation>Строка подключения или URL SAS</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectionActions</name>
    <message>
        <source>&amp;Connect…</source>
        <translation>Подкл&amp;ючиться…</translation>
    </message>
    <message>
        <source>&amp;Forget Connection</source>
        <translation>&amp;Забыть подключение</translation>
    </message>
    <message>
        <source>Connect to Azure Table storage, Azurite or rowan serve</source>
        <translation>Подключиться к Azure Table Storage, Azurite или rowan serve</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <source>The connection works, but its secret could not be kept in the keychain: %1
Rowan will ask for it again next time.</source>
        <translation>Подключение работает, но его секрет не удалось сохранить в связке ключей: %1
Rowan запросит его снова в следующий раз.</translation>
    </message>
    <message>
        <source>No such saved connection.</source>
        <translation>Нет такого сохранённого подключения.</translation>
    </message>
    <message>
        <source>Rowan keeps no secret for %1: paste its connection string or SAS URL again.</source>
        <translation>Rowan не хранит секрет для %1: вставьте строку подключения или URL SAS ещё раз.</translation>
    </message>
    <message>
        <source>Cannot connect to %1 (%2):
%3</source>
        <translation>Не удаётся подключиться к %1 (%2):
%3</translation>
    </message>
    <message>
        <source>Forget Connection</source>
        <translation>Забыть подключение</translation>
    </message>
    <message>
        <source>Forget the connection %1 (%2), its secret in the keychain and its change journal? Its tables stay where they are.</source>
        <translation>Забыть подключение %1 (%2), его секрет в связке ключей и журнал изменений? Таблицы останутся на месте.</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectionJournals</name>
    <message>
        <source>The keychain&apos;s entry %1 is not a change journal key.</source>
        <translation>Запись связки ключей %1 не является ключом журнала изменений.</translation>
    </message>
    <message>
        <source>The connection id %1 cannot name a change journal file.</source>
        <translation>Идентификатор подключения %1 не может быть именем файла журнала изменений.</translation>
    </message>
    <message>
        <source>The change journal of this connection could not be opened because its key is no longer in the keychain; it was kept as %1 and a new one begun.</source>
        <translation>Журнал изменений этого подключения не удалось открыть, так как его ключа больше нет в связке ключей; он сохранён как %1, и начат новый.</translation>
    </message>
</context>
<context>
    <name>rowan::CopyTableDialog</name>
    <message>
        <source>Copy %1</source>
        <translation>Копировать %1</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Копировать в</translation>
    </message>
    <message>
        <source>A table &amp;here (new or existing)</source>
        <translation>Таблица &amp;здесь (новая или существующая)</translation>
    </message>
    <message>
        <source>Insert (an existing key is a failed row)</source>
        <translation>Вставка (существующий ключ — ошибочная строка)</translation>
    </message>
    <message>
        <source>Replace existing entities</source>
        <translation>Заменять существующие сущности</translation>
    </message>
    <message>
        <source>Merge into existing entities</source>
        <translation>Объединять с существующими сущностями</translation>
    </message>
    <message>
        <source>Skip existing entities</source>
        <translation>Пропускать существующие сущности</translation>
    </message>
    <message>
        <source>Create the table when it does not exist</source>
        <translation>Создать таблицу, если её нет</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Таблица:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <source>The whole t&amp;able</source>
        <translation>Вся т&amp;аблица</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 в %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 здесь</translation>
    </message>
    <message>
        <source>A table cannot be copied onto itself.</source>
        <translation>Таблицу нельзя скопировать саму в себя.</translation>
    </message>
    <message>
        <source>Choose the store file to copy to.</source>
        <translation>Выберите файл хранилища для копирования.</translation>
    </message>
    <message>
        <source>Target table</source>
        <translation>Целевая таблица</translation>
    </message>
</context>
<context>
    <name>rowan::DateTimeTicksEdit</name>
    <message>
        <source>Fraction of the second: 7 digits of 100 ns ticks</source>
        <translation>Доля секунды: 7 цифр тиков по 100 нс</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Date and time (UTC)</source>
        <translation>Дата и время (UTC)</translation>
    </message>
    <message>
        <source>Fraction of a second (7 digits)</source>
        <translation>Доля секунды (7 цифр)</translation>
    </message>
</context>
<context>
    <name>rowan::DeleteTableDialog</name>
    <message>
        <source>Delete Table</source>
        <translation>Удалить таблицу</translation>
    </message>
    <message>
        <source>Delete the empty table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Удалить пустую таблицу &lt;b&gt;%1&lt;/b&gt; учётной записи &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and all its entities? The endpoint keeps no count of them.</source>
        <translation>Удалить таблицу &lt;b&gt;%1&lt;/b&gt; учётной записи &lt;b&gt;%2&lt;/b&gt; со всеми сущностями? Конечная точка не ведёт их подсчёт.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;1&lt;/b&gt; entity?</source>
        <translation>Удалить таблицу &lt;b&gt;%1&lt;/b&gt; учётной записи &lt;b&gt;%2&lt;/b&gt; и её &lt;b&gt;1&lt;/b&gt; сущность?</translation>
    </message>
    <message numerus="yes">
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;%3&lt;/b&gt; entities?</source>
        <translation>
            <numerusform>Удалить таблицу &lt;b&gt;%1&lt;/b&gt; учётной записи &lt;b&gt;%2&lt;/b&gt; и её &lt;b&gt;%3&lt;/b&gt; сущность?</numerusform>
            <numerusform>Удалить таблицу &lt;b&gt;%1&lt;/b&gt; учётной записи &lt;b&gt;%2&lt;/b&gt; и её &lt;b&gt;%3&lt;/b&gt; сущности?</numerusform>
            <numerusform>Удалить таблицу &lt;b&gt;%1&lt;/b&gt; учётной записи &lt;b&gt;%2&lt;/b&gt; и её &lt;b&gt;%3&lt;/b&gt; сущностей?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Type the table name to confirm:</source>
        <translation>Введите имя таблицы для подтверждения:</translation>
    </message>
</context>
<context>
    <name>rowan::DiffEntityModel</name>
    <message>
        <source>same</source>
        <translation>совпадает</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>игнорируется</translation>
    </message>
    <message>
        <source>added</source>
        <translation>добавлено</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>удалено</translation>
    </message>
    <message>
        <source>value changed</source>
        <translation>значение изменено</translation>
    </message>
    <message>
        <source>type changed</source>
        <translation>тип изменён</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>type changed: %1 → %2</source>
        <translation>тип изменён: %1 → %2</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Слева</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Справа</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
</context>
<context>
    <name>rowan::DiffJob</name>
    <message>
        <source>The service has no account.</source>
        <translation>У службы нет учётной записи.</translation>
    </message>
</context>
<context>
    <name>rowan::DiffModel</name>
    <message>
        <source>Only left</source>
        <translation>Только слева</translation>
    </message>
    <message>
        <source>Only right</source>
        <translation>Только справа</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Изменено</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>%1 отсутствует</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Различие</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Слева</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Справа</translation>
    </message>
</context>
<context>
    <name>rowan::DiffView</name>
    <message>
        <source>Choose Compare With… on a table to compare it with another.</source>
        <translation>Выберите «Сравнить с…» у таблицы, чтобы сравнить её с другой.</translation>
    </message>
    <message>
        <source>Show &amp;identical</source>
        <translation>Показывать &amp;идентичные</translation>
    </message>
    <message>
        <source>Count the identical entities too, and show the properties that are the same</source>
        <translation>Считать и идентичные сущности и показывать совпадающие свойства</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Previous Difference</source>
        <translation>Предыдущее различие</translation>
    </message>
    <message>
        <source>Go to the previous entity that differs (Shift+F8)</source>
        <translation>Перейти к предыдущей различающейся сущности (Shift+F8)</translation>
    </message>
    <message>
        <source>Next Difference</source>
        <translation>Следующее различие</translation>
    </message>
    <message>
        <source>Go to the next entity that differs (F8)</source>
        <translation>Перейти к следующей различающейся сущности (F8)</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Сравнить снова</translation>
    </message>
    <message>
        <source>Compare the same two tables again</source>
        <translation>Сравнить те же две таблицы снова</translation>
    </message>
    <message>
        <source>Sync…</source>
        <translation>Синхронизировать…</translation>
    </message>
    <message>
        <source>Make one table like the other</source>
        <translation>Сделать одну таблицу такой же, как другая</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Различия</translation>
    </message>
    <message>
        <source>Properties side by side</source>
        <translation>Свойства рядом</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>Сравнение не удалось: %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln differences found before.</source>
        <translation>
            <numerusform>Отменено: до этого найдено %Ln различие.</numerusform>
            <numerusform>Отменено: до этого найдено %Ln различия.</numerusform>
            <numerusform>Отменено: до этого найдено %Ln различий.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sync failed: %1</source>
        <translation>Синхронизация не удалась: %1</translation>
    </message>
    <message>
        <source>The sync failed.</source>
        <translation>Синхронизация не удалась.</translation>
    </message>
    <message>
        <source>Sync cancelled: what was written stays, one action in the journal.</source>
        <translation>Синхронизация отменена: записанное остаётся одним действием в журнале.</translation>
    </message>
    <message>
        <source>Left: %1    Right: %2</source>
        <translation>Слева: %1    Справа: %2</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Сравнение…</translation>
    </message>
    <message>
        <source>%L1 read</source>
        <translation>прочитано %L1</translation>
    </message>
    <message numerus="yes">
        <source>Comparing… %Ln differences so far</source>
        <translation>
            <numerusform>Сравнение… пока %Ln различие</numerusform>
            <numerusform>Сравнение… пока %Ln различия</numerusform>
            <numerusform>Сравнение… пока %Ln различий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tables are identical: %Ln entities compared.</source>
        <translation>
            <numerusform>Таблицы идентичны: сравнена %Ln сущность.</numerusform>
            <numerusform>Таблицы идентичны: сравнено %Ln сущности.</numerusform>
            <numerusform>Таблицы идентичны: сравнено %Ln сущностей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed</source>
        <translation>
            <numerusform>%Ln изменена</numerusform>
            <numerusform>%Ln изменены</numerusform>
            <numerusform>%Ln изменено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only left</source>
        <translation>
            <numerusform>%Ln только слева</numerusform>
            <numerusform>%Ln только слева</numerusform>
            <numerusform>%Ln только слева</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only right</source>
        <translation>
            <numerusform>%Ln только справа</numerusform>
            <numerusform>%Ln только справа</numerusform>
            <numerusform>%Ln только справа</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln identical</source>
        <translation>
            <numerusform>%Ln идентична</numerusform>
            <numerusform>%Ln идентичны</numerusform>
            <numerusform>%Ln идентичных</numerusform>
        </translation>
    </message>
    <message>
        <source>(the first %L1 listed)</source>
        <translation>(показаны первые %L1)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities out of key order were left out.</source>
        <translation>
            <numerusform>%Ln сущность вне порядка ключей пропущена.</numerusform>
            <numerusform>%Ln сущности вне порядка ключей пропущены.</numerusform>
            <numerusform>%Ln сущностей вне порядка ключей пропущено.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sync Tables</source>
        <translation>Синхронизация таблиц</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Синхронизировать</translation>
    </message>
    <message>
        <source>Write into &lt;b&gt;%1&lt;/b&gt;: %2 inserted, %3 updated, %4 deleted?</source>
        <translation>Записать в &lt;b&gt;%1&lt;/b&gt;: вставить %2, обновить %3, удалить %4?</translation>
    </message>
    <message>
        <source>Syncing %1…</source>
        <translation>Синхронизация %1…</translation>
    </message>
    <message>
        <source>Synced: %1 inserted, %2 updated, %3 deleted.</source>
        <translation>Синхронизировано: вставлено %1, обновлено %2, удалено %3.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed meanwhile and were left as they are.</source>
        <translation>
            <numerusform>%Ln сущность изменилась за это время и осталась как есть.</numerusform>
            <numerusform>%Ln сущности изменились за это время и остались как есть.</numerusform>
            <numerusform>%Ln сущностей изменились за это время и остались как есть.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditActions</name>
    <message>
        <source>Add Entity…</source>
        <translation>Добавить сущность…</translation>
    </message>
    <message>
        <source>Edit Entity…</source>
        <translation>Изменить сущность…</translation>
    </message>
    <message>
        <source>Duplicate Entity…</source>
        <translation>Дублировать сущность…</translation>
    </message>
    <message>
        <source>Add an entity to this table</source>
        <translation>Добавить сущность в эту таблицу</translation>
    </message>
    <message>
        <source>Edit the selected entity (or double-click its row)</source>
        <translation>Изменить выбранную сущность (или дважды щёлкните её строку)</translation>
    </message>
    <message>
        <source>Start a new entity from a copy of the selected one</source>
        <translation>Создать новую сущность из копии выбранной</translation>
    </message>
    <message>
        <source>The entity no longer exists; it was deleted after the grid loaded it.</source>
        <translation>Сущность больше не существует; она была удалена после загрузки в таблицу.</translation>
    </message>
    <message>
        <source>Edit Entity</source>
        <translation>Изменить сущность</translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditModel</name>
    <message>
        <source>%1 of 1 MiB</source>
        <translation>%1 из 1 МиБ</translation>
    </message>
    <message>
        <source>The entity has %1 properties; at most %2 are allowed besides PartitionKey, RowKey and Timestamp.</source>
        <translation>У сущности свойств: %1; помимо PartitionKey, RowKey и Timestamp допускается не более %2.</translation>
    </message>
    <message>
        <source>The entity is %1 bytes by the size formula; at most %2 bytes (1 MiB) are allowed.</source>
        <translation>Размер сущности по формуле — %1 байт; допускается не более %2 байт (1 МиБ).</translation>
    </message>
    <message>
        <source>%1  (%2 bytes)</source>
        <translation>%1  (%2 байт)</translation>
    </message>
    <message>
        <source>Unknown type %1.</source>
        <translation>Неизвестный тип %1.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditor</name>
    <message>
        <source>Add Property</source>
        <translation>Добавить свойство</translation>
    </message>
    <message>
        <source>Remove Property</source>
        <translation>Удалить свойство</translation>
    </message>
    <message>
        <source>Add Entity</source>
        <translation>Добавить сущность</translation>
    </message>
    <message>
        <source>Edit Entity</source>
        <translation>Изменить сущность</translation>
    </message>
    <message>
        <source>Duplicate Entity</source>
        <translation>Дублировать сущность</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt; in account %2 · the keys of a stored entity cannot change (duplicate it instead).</source>
        <translation>Таблица &lt;b&gt;%1&lt;/b&gt; учётной записи %2 · ключи сохранённой сущности нельзя изменить (вместо этого создайте дубликат).</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt; in account %2</source>
        <translation>Таблица &lt;b&gt;%1&lt;/b&gt; учётной записи %2</translation>
    </message>
    <message>
        <source>Build Key…</source>
        <translation>Составить ключ…</translation>
    </message>
    <message>
        <source>Compose the PartitionKey or RowKey the design guide recommends.</source>
        <translation>Составить PartitionKey или RowKey по рекомендациям руководства по проектированию.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Замена</translation>
    </message>
    <message>
        <source>The stored entity becomes exactly this one: properties removed here are deleted.</source>
        <translation>Сохранённая сущность станет именно такой: удалённые здесь свойства будут стёрты.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Объединение</translation>
    </message>
    <message>
        <source>Adds and overwrites these properties; properties removed here stay stored.</source>
        <translation>Добавляет и перезаписывает эти свойства; удалённые здесь свойства остаются сохранёнными.</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Вставка</translation>
    </message>
    <message>
        <source>Fails when an entity with these keys exists.</source>
        <translation>Завершается ошибкой, если сущность с этими ключами существует.</translation>
    </message>
    <message>
        <source>Insert or replace</source>
        <translation>Вставка или замена</translation>
    </message>
    <message>
        <source>Insert or merge</source>
        <translation>Вставка или объединение</translation>
    </message>
    <message>
        <source>Save as:</source>
        <translation>Сохранить как:</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 properties</source>
        <translation>%1 · свойств: %2 из %3</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(без имени)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Сохранение…</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Хранилище не открыто.</translation>
    </message>
    <message>
        <source>Save Entity</source>
        <translation>Сохранить сущность</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save the entity &lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Сохранить сущность &lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Not saved: the entity was deleted after you opened it.</source>
        <translation>Не сохранено: сущность была удалена после того, как вы её открыли.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Not saved: the entity no longer exists (it was deleted after you opened it).</source>
        <translation>Не сохранено: сущность больше не существует (она была удалена после того, как вы её открыли).</translation>
    </message>
    <message>
        <source>Not saved: an entity with this PartitionKey and RowKey already exists. Change the keys or save as &quot;Insert or replace&quot;.</source>
        <translation>Не сохранено: сущность с такими PartitionKey и RowKey уже существует. Измените ключи или сохраните как «Вставка или замена».</translation>
    </message>
    <message>
        <source>Not saved: the entity changed after you opened it. Save again to compare, or close the editor to keep the stored version.</source>
        <translation>Не сохранено: сущность изменилась после того, как вы её открыли. Сохраните ещё раз, чтобы сравнить, или закройте редактор, чтобы оставить сохранённую версию.</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
</context>
<context>
    <name>rowan::EntityGrid</name>
    <message>
        <source>Local time</source>
        <translation>Местное время</translation>
    </message>
    <message>
        <source>Entity grid</source>
        <translation>Таблица сущностей</translation>
    </message>
    <message>
        <source>Show DateTime values in local time instead of UTC</source>
        <translation>Показывать значения DateTime в местном времени, а не в UTC</translation>
    </message>
    <message>
        <source>Loading failed: %1</source>
        <translation>Ошибка загрузки: %1</translation>
    </message>
    <message>
        <source>Choose a table in the Stores dock.</source>
        <translation>Выберите таблицу на панели «Хранилища».</translation>
    </message>
    <message>
        <source>%1: %2 entities read</source>
        <translation>%1: прочитано сущностей: %2</translation>
    </message>
    <message>
        <source>%1: %2 entities read so far; the endpoint keeps no count (Load all reads on to the end)</source>
        <translation>%1: пока прочитано сущностей: %2; конечная точка не ведёт подсчёт («Загрузить всё» читает до конца)</translation>
    </message>
    <message>
        <source>%1: %2 entities (%3 in memory)%4</source>
        <translation>%1: сущностей: %2 (в памяти: %3)%4</translation>
    </message>
    <message>
        <source> — loading all</source>
        <translation> — загружается всё</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the selected cells, or rows with a header line, as tab-separated text</source>
        <translation>Копировать выбранные ячейки или строки со строкой заголовка как текст, разделённый табуляцией</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Копировать как JSON</translation>
    </message>
    <message>
        <source>Copy the selected entities as a JSON array with @odata.type annotations</source>
        <translation>Копировать выбранные сущности как массив JSON с аннотациями @odata.type</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
    <message>
        <source>Select every row the grid holds in memory</source>
        <translation>Выделить все строки, которые таблица держит в памяти</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Перезагрузить</translation>
    </message>
    <message>
        <source>Read the table, or run the query, again from the start</source>
        <translation>Прочитать таблицу или выполнить запрос заново с начала</translation>
    </message>
    <message>
        <source>Delete Selected Rows…</source>
        <translation>Удалить выбранные строки…</translation>
    </message>
    <message>
        <source>Delete Entities Matching a Filter…</source>
        <translation>Удалить сущности по фильтру…</translation>
    </message>
    <message>
        <source>Filter by This Value</source>
        <translation>Фильтровать по этому значению</translation>
    </message>
    <message>
        <source>Exclude This Value</source>
        <translation>Исключить это значение</translation>
    </message>
    <message>
        <source>Show &amp;Versions…</source>
        <translation>Показать в&amp;ерсии…</translation>
    </message>
    <message>
        <source>The entity in every version the change journal holds, side by side</source>
        <translation>Сущность во всех версиях из журнала изменений, рядом друг с другом</translation>
    </message>
    <message>
        <source>Delete Entities</source>
        <translation>Удалить сущности</translation>
    </message>
    <message>
        <source>Delete %1 Entities</source>
        <translation>Удалить сущности (%1)</translation>
    </message>
    <message>
        <source>Delete the %1 selected entities from &lt;b&gt;%2&lt;/b&gt;?&lt;br&gt;&lt;br&gt;An entity someone changed after it was loaded is kept and reported, not deleted. %3</source>
        <translation>Удалить выбранные сущности (%1) из &lt;b&gt;%2&lt;/b&gt;?&lt;br&gt;&lt;br&gt;Сущность, изменённая кем-то после загрузки, сохраняется и попадает в отчёт, а не удаляется. %3</translation>
    </message>
    <message>
        <source>Edit ▸ Undo brings them back.</source>
        <translation>Правка ▸ Отменить возвращает их.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Delete Matching Entities</source>
        <translation>Удалить подходящие сущности</translation>
    </message>
    <message>
        <source>Delete the %1 entities of &lt;b&gt;%2&lt;/b&gt; matching &lt;code&gt;%3&lt;/code&gt;?</source>
        <translation>Удалить сущности &lt;b&gt;%2&lt;/b&gt;, подходящие под &lt;code&gt;%3&lt;/code&gt; (%1)?</translation>
    </message>
    <message>
        <source>Choose &amp;Columns…</source>
        <translation>&amp;Выбрать столбцы…</translation>
    </message>
    <message>
        <source>Show, hide, reorder and pin the grid&apos;s columns; save named layouts</source>
        <translation>Показать, скрыть, переставить и закрепить столбцы таблицы; сохранить именованные макеты</translation>
    </message>
    <message>
        <source>&amp;Hide “%1”</source>
        <translation>С&amp;крыть «%1»</translation>
    </message>
    <message>
        <source>Un&amp;pin “%1”</source>
        <translation>&amp;Открепить «%1»</translation>
    </message>
    <message>
        <source>&amp;Pin “%1”</source>
        <translation>&amp;Закрепить «%1»</translation>
    </message>
    <message>
        <source>&amp;Show All Columns</source>
        <translation>&amp;Показать все столбцы</translation>
    </message>
    <message>
        <source>Apply &amp;Layout</source>
        <translation>Применить &amp;макет</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Таблица</translation>
    </message>
    <message>
        <source>Show the rows as a table</source>
        <translation>Показать строки таблицей</translation>
    </message>
    <message>
        <source>Show each entity as a list of its own properties with their types</source>
        <translation>Показать каждую сущность списком её собственных свойств с их типами</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>Show each entity as the Table service&apos;s JSON, with @odata.type where needed</source>
        <translation>Показать каждую сущность в JSON службы таблиц, с @odata.type где нужно</translation>
    </message>
    <message>
        <source>Rec&amp;ords</source>
        <translation>За&amp;писи</translation>
    </message>
    <message>
        <source>%1: %2 matching entities (Esc in the Find bar shows the table again)</source>
        <translation>%1: найдено сущностей: %2 (Esc в панели поиска снова показывает таблицу)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Вырезать</translation>
    </message>
    <message>
        <source>Copy the selected entities as JSON, then delete them</source>
        <translation>Скопировать выбранные сущности как JSON, затем удалить их</translation>
    </message>
    <message>
        <source>%1: %2 entities sorted on this computer (%3 in memory)</source>
        <translation>%1: %2 сущностей отсортировано на этом компьютере (%3 в памяти)</translation>
    </message>
    <message>
        <source>Sort Whole Result &amp;Ascending</source>
        <translation>Сортировать весь результат по &amp;возрастанию</translation>
    </message>
    <message>
        <source>Sort Whole Result &amp;Descending</source>
        <translation>Сортировать весь результат по &amp;убыванию</translation>
    </message>
    <message>
        <source>&amp;Clear Sort</source>
        <translation>&amp;Сбросить сортировку</translation>
    </message>
    <message>
        <source>Click a column&apos;s header to sort the whole result by it, here on this computer</source>
        <translation>Щёлкните заголовок столбца, чтобы отсортировать по нему весь результат здесь, на этом компьютере</translation>
    </message>
    <message>
        <source>Sort Whole Result Ascending</source>
        <translation>Сортировать весь результат по возрастанию</translation>
    </message>
    <message>
        <source>Sort every entity shown by the current cell&apos;s column, here on this computer</source>
        <translation>Отсортировать все показанные сущности по столбцу текущей ячейки здесь, на этом компьютере</translation>
    </message>
    <message>
        <source>Sort Whole Result Descending</source>
        <translation>Сортировать весь результат по убыванию</translation>
    </message>
    <message>
        <source>Show the rows in the service&apos;s key order again</source>
        <translation>Снова показать строки в порядке ключей службы</translation>
    </message>
</context>
<context>
    <name>rowan::EntityRevisionsModel</name>
    <message>
        <source>(did not exist)</source>
        <translation>(не существовала)</translation>
    </message>
    <message>
        <source>Changed from the version to the left</source>
        <translation>Изменено относительно версии слева</translation>
    </message>
</context>
<context>
    <name>rowan::EntitySaveJob</name>
    <message>
        <source>Add %1 to %2</source>
        <translation>Добавление %1 в %2</translation>
    </message>
    <message>
        <source>Delete %1 from %2</source>
        <translation>Удаление %1 из %2</translation>
    </message>
    <message>
        <source>Edit %1 in %2</source>
        <translation>Изменение %1 в %2</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Хранилище не открыто.</translation>
    </message>
</context>
<context>
    <name>rowan::EntityTableModel</name>
    <message>
        <source>1 byte</source>
        <translation>1 байт</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 байт</numerusform>
            <numerusform>%1 байта</numerusform>
            <numerusform>%1 байт</numerusform>
        </translation>
    </message>
    <message>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <source>Pending: not written until Commit</source>
        <translation>Ожидает: не записано до фиксации</translation>
    </message>
    <message>
        <source>
Pending: not written until Commit</source>
        <translation>
Ожидает: не записано до фиксации</translation>
    </message>
</context>
<context>
    <name>rowan::EntityVersionsDialog</name>
    <message>
        <source>Reading the journal…</source>
        <translation>Чтение журнала…</translation>
    </message>
    <message>
        <source>Versions of %1 / %2 in %3</source>
        <translation>Версии %1 / %2 в %3</translation>
    </message>
    <message>
        <source>Versions of the entity, oldest first</source>
        <translation>Версии сущности, сначала старые</translation>
    </message>
    <message>
        <source>The versions could not be read: %1</source>
        <translation>Не удалось прочитать версии: %1</translation>
    </message>
    <message>
        <source>The journal holds no change of this entity: only the version now is shown.</source>
        <translation>В журнале нет изменений этой сущности: показана только текущая версия.</translation>
    </message>
    <message>
        <source>%1 earlier versions from the journal and the version now; marked values changed from the version to their left.</source>
        <translation>Прежних версий из журнала: %1 и текущая версия; отмеченные значения изменились относительно версии слева.</translation>
    </message>
</context>
<context>
    <name>rowan::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>Экспорт %1</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>Файл для записи</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>From the file name (.csv, .jsonl, .json)</source>
        <translation>По имени файла (.csv, .jsonl, .json)</translation>
    </message>
    <message>
        <source>Typed CSV (Storage Explorer)</source>
        <translation>Типизированный CSV (Storage Explorer)</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>JSON array</source>
        <translation>Массив JSON</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>Ф&amp;ормат:</translation>
    </message>
    <message>
        <source>The whole &amp;table</source>
        <translation>Вся &amp;таблица</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Экспорт в</translation>
    </message>
    <message>
        <source>Typed CSV (*.csv);;JSON Lines (*.jsonl *.ndjson);;JSON (*.json);;All files (*)</source>
        <translation>Типизированный CSV (*.csv);;JSON Lines (*.jsonl *.ndjson);;JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Выберите файл для записи.</translation>
    </message>
    <message>
        <source>The file name has no .csv, .jsonl or .json suffix: choose a format.</source>
        <translation>У имени файла нет расширения .csv, .jsonl или .json: выберите формат.</translation>
    </message>
</context>
<context>
    <name>rowan::FilterBuilder</name>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Местное</translation>
    </message>
    <message>
        <source>All of (and)</source>
        <translation>Все (and)</translation>
    </message>
    <message>
        <source>Any of (or)</source>
        <translation>Любое (or)</translation>
    </message>
    <message>
        <source>whole number, exact</source>
        <translation>целое число, точно</translation>
    </message>
    <message>
        <source>base64, e.g. Chs= for X&apos;0A1B&apos;</source>
        <translation>base64, например Chs= для X&apos;0A1B&apos;</translation>
    </message>
    <message>
        <source>Filter conditions</source>
        <translation>Условия фильтра</translation>
    </message>
    <message>
        <source>+ Condition</source>
        <translation>+ Условие</translation>
    </message>
    <message>
        <source>Add a condition to the current group (Insert)</source>
        <translation>Добавить условие в текущую группу (Insert)</translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation>+ Группа</translation>
    </message>
    <message>
        <source>Add a nested group (Ctrl+Insert)</source>
        <translation>Добавить вложенную группу (Ctrl+Insert)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove the current row (Delete)</source>
        <translation>Удалить текущую строку (Delete)</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Добавить условие</translation>
    </message>
    <message>
        <source>Add Group</source>
        <translation>Добавить группу</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>Удалить строку</translation>
    </message>
</context>
<context>
    <name>rowan::FilterBuilderModel</name>
    <message>
        <source>Any of (or)</source>
        <translation>Любое (or)</translation>
    </message>
    <message>
        <source>All of (and)</source>
        <translation>Все (and)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <source>Not</source>
        <translation>Не</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Оператор</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>The builder cannot show this filter until it parses: %1 (at position %2)</source>
        <translation>Конструктор не может показать этот фильтр, пока он не разбирается: %1 (в позиции %2)</translation>
    </message>
    <message>
        <source>Not a saved filter: %1.</source>
        <translation>Не сохранённый фильтр: %1.</translation>
    </message>
    <message>
        <source>Exact time</source>
        <translation>Точное время</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Последний час</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Последние 24 часа</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
</context>
<context>
    <name>rowan::FilterCompletionModel</name>
    <message>
        <source>equals</source>
        <translation>равно</translation>
    </message>
    <message>
        <source>does not equal</source>
        <translation>не равно</translation>
    </message>
    <message>
        <source>greater than</source>
        <translation>больше</translation>
    </message>
    <message>
        <source>greater than or equal</source>
        <translation>больше или равно</translation>
    </message>
    <message>
        <source>less than</source>
        <translation>меньше</translation>
    </message>
    <message>
        <source>less than or equal</source>
        <translation>меньше или равно</translation>
    </message>
    <message>
        <source>negates what follows</source>
        <translation>отрицает следующее</translation>
    </message>
</context>
<context>
    <name>rowan::FilterDeleteDialog</name>
    <message>
        <source>Delete Matching Entities</source>
        <translation>Удалить подходящие сущности</translation>
    </message>
    <message>
        <source>Delete the entities of &lt;b&gt;%1&lt;/b&gt; that match this OData &lt;tt&gt;$filter&lt;/tt&gt;. Leave it empty to delete every entity of the table.</source>
        <translation>Удалить сущности &lt;b&gt;%1&lt;/b&gt;, подходящие под этот OData &lt;tt&gt;$filter&lt;/tt&gt;. Оставьте пустым, чтобы удалить все сущности таблицы.</translation>
    </message>
    <message>
        <source>Count Matches</source>
        <translation>Подсчитать совпадения</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Count the matches first: nothing is deleted before you confirm the number.</source>
        <translation>Сначала подсчитайте совпадения: ничего не удаляется, пока вы не подтвердите их число.</translation>
    </message>
    <message>
        <source>The filter is not valid at position %1: %2</source>
        <translation>Фильтр недопустим в позиции %1: %2</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Подсчёт…</translation>
    </message>
    <message>
        <source>Counting… (a filter without PartitionKey reads the whole table)</source>
        <translation>Подсчёт… (фильтр без PartitionKey читает всю таблицу)</translation>
    </message>
    <message>
        <source>Cannot count: %1</source>
        <translation>Не удаётся подсчитать: %1</translation>
    </message>
    <message>
        <source>No entity matches.</source>
        <translation>Подходящих сущностей нет.</translation>
    </message>
    <message>
        <source>1 entity matches.</source>
        <translation>Подходит 1 сущность.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities match.</source>
        <translation>
            <numerusform>Подходит %1 сущность.</numerusform>
            <numerusform>Подходят %1 сущности.</numerusform>
            <numerusform>Подходит %1 сущностей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete all %1 entities of &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Удалить все сущности &lt;b&gt;%2&lt;/b&gt; (%1)?</translation>
    </message>
    <message>
        <source>Delete the %1 entities of &lt;b&gt;%2&lt;/b&gt; that match&lt;br&gt;&lt;tt&gt;%3&lt;/tt&gt;?</source>
        <translation>Удалить сущности &lt;b&gt;%2&lt;/b&gt; (%1), подходящие под&lt;br&gt;&lt;tt&gt;%3&lt;/tt&gt;?</translation>
    </message>
    <message>
        <source>Delete Entities</source>
        <translation>Удалить сущности</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;An entity that changes while the delete runs is kept and reported. This cannot be undone.</source>
        <translation>&lt;br&gt;&lt;br&gt;Сущность, изменившаяся во время удаления, сохраняется и попадает в отчёт. Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Delete %1 Entities</source>
        <translation>Удалить сущности (%1)</translation>
    </message>
    <message>
        <source>Filter of the entities to delete</source>
        <translation>Фильтр удаляемых сущностей</translation>
    </message>
</context>
<context>
    <name>rowan::FilterEditor</name>
    <message>
        <source>$filter, e.g. PartitionKey eq &apos;Sales&apos; and RowKey ge &apos;S&apos; — Ctrl+Space completes</source>
        <translation>$filter, например PartitionKey eq &apos;Sales&apos; and RowKey ge &apos;S&apos; — Ctrl+Пробел дополняет</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Столбец %1: %2</translation>
    </message>
</context>
<context>
    <name>rowan::FindActions</name>
    <message>
        <source>&amp;Quick Open…</source>
        <translation>Быс&amp;трое открытие…</translation>
    </message>
    <message>
        <source>Text &amp;Index…</source>
        <translation>&amp;Текстовый индекс…</translation>
    </message>
    <message>
        <source>Open a table or a saved connection by typing part of its name</source>
        <translation>Открыть таблицу или сохранённое подключение, набрав часть имени</translation>
    </message>
    <message>
        <source>Build or remove the table&apos;s text index, which Find answers from</source>
        <translation>Построить или удалить текстовый индекс таблицы, по которому отвечает поиск</translation>
    </message>
</context>
<context>
    <name>rowan::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>Учитывать регистр</translation>
    </message>
    <message>
        <source>Whole word</source>
        <translation>Слово целиком</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Регулярное выражение</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>Искомый текст</translation>
    </message>
    <message>
        <source>Find in the table&apos;s values…</source>
        <translation>Поиск в значениях таблицы…</translation>
    </message>
    <message>
        <source>Tell upper from lower case (off: &apos;Ä&apos; finds &apos;ä&apos;)</source>
        <translation>Различать прописные и строчные буквы (выкл.: «Ä» находит «ä»)</translation>
    </message>
    <message>
        <source>Only where no letter, digit or underscore is right before or after the text</source>
        <translation>Только там, где непосредственно до и после текста нет буквы, цифры или подчёркивания</translation>
    </message>
    <message>
        <source>The text is a Perl-style regular expression; ^ and $ anchor at a value&apos;s ends</source>
        <translation>Текст — регулярное выражение в стиле Perl; ^ и $ привязывают к началу и концу значения</translation>
    </message>
    <message>
        <source>Properties to look in</source>
        <translation>Свойства для поиска</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Где искать</translation>
    </message>
    <message>
        <source>Whole table</source>
        <translation>Вся таблица</translation>
    </message>
    <message>
        <source>Query results</source>
        <translation>Результаты запроса</translation>
    </message>
    <message>
        <source>Close the Find bar</source>
        <translation>Закрыть панель поиска</translation>
    </message>
    <message>
        <source>Close the Find bar and show the table again (Esc)</source>
        <translation>Закрыть панель поиска и снова показать таблицу (Esc)</translation>
    </message>
    <message>
        <source>Search progress</source>
        <translation>Ход поиска</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Найти…</translation>
    </message>
    <message>
        <source>Find a text in the values of the table shown</source>
        <translation>Найти текст в значениях показанной таблицы</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Найти &amp;далее</translation>
    </message>
    <message>
        <source>The next matching cell</source>
        <translation>Следующая совпадающая ячейка</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Найти пр&amp;едыдущее</translation>
    </message>
    <message>
        <source>The previous matching cell</source>
        <translation>Предыдущая совпадающая ячейка</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Следующее совпадение</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Предыдущее совпадение</translation>
    </message>
    <message>
        <source>Cancelled: %1 matches in the %2 entities read.</source>
        <translation>Отменено: совпадений — %1 среди прочитанных сущностей (%2).</translation>
    </message>
    <message>
        <source>Choose a table in the Stores dock first.</source>
        <translation>Сначала выберите таблицу в панели хранилищ.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>Searching on this computer: %1 entities read from the endpoint, %2 matches so far…</source>
        <translation>Поиск на этом компьютере: прочитано сущностей с конечной точки: %1, совпадений пока: %2…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches so far…</source>
        <translation>
            <numerusform>Пока %n совпадение…</numerusform>
            <numerusform>Пока %n совпадения…</numerusform>
            <numerusform>Пока %n совпадений…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches. The search ran on this computer over the %1 entities it read from the endpoint.</source>
        <translation>
            <numerusform>%n совпадение. Поиск выполнен на этом компьютере по сущностям, прочитанным с конечной точки: %1.</numerusform>
            <numerusform>%n совпадения. Поиск выполнен на этом компьютере по сущностям, прочитанным с конечной точки: %1.</numerusform>
            <numerusform>%n совпадений. Поиск выполнен на этом компьютере по сущностям, прочитанным с конечной точки: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches, found through the table&apos;s text index.</source>
        <translation>
            <numerusform>%n совпадение, найдено по текстовому индексу таблицы.</numerusform>
            <numerusform>%n совпадения, найдены по текстовому индексу таблицы.</numerusform>
            <numerusform>%n совпадений, найдены по текстовому индексу таблицы.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches in %1 entities read.</source>
        <translation>
            <numerusform>%n совпадение среди прочитанных сущностей: %1.</numerusform>
            <numerusform>%n совпадения среди прочитанных сущностей: %1.</numerusform>
            <numerusform>%n совпадений среди прочитанных сущностей: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 are shown: narrow the search to see the rest.</source>
        <translation>Показаны только первые %1: уточните поиск, чтобы увидеть остальные.</translation>
    </message>
    <message>
        <source>All properties</source>
        <translation>Все свойства</translation>
    </message>
    <message numerus="yes">
        <source>%n properties</source>
        <translation>
            <numerusform>%n свойство</numerusform>
            <numerusform>%n свойства</numerusform>
            <numerusform>%n свойств</numerusform>
        </translation>
    </message>
    <message>
        <source>Look in every property</source>
        <translation>Искать во всех свойствах</translation>
    </message>
    <message>
        <source>Look in %1</source>
        <translation>Искать в: %1</translation>
    </message>
    <message>
        <source>All Properties</source>
        <translation>Все свойства</translation>
    </message>
</context>
<context>
    <name>rowan::GridPaste</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <source>Insert the entities on the clipboard (copied as JSON) into this table</source>
        <translation>Вставить сущности из буфера обмена (скопированные как JSON) в эту таблицу</translation>
    </message>
    <message>
        <source>Paste Entities</source>
        <translation>Вставка сущностей</translation>
    </message>
    <message>
        <source>Nothing was pasted: %1.</source>
        <translation>Ничего не вставлено: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pasted entities staged as adds</source>
        <translation>
            <numerusform>%n вставленная сущность отложена как добавление</numerusform>
            <numerusform>%n вставленные сущности отложены как добавления</numerusform>
            <numerusform>%n вставленных сущностей отложено как добавления</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was pasted: %1</source>
        <translation>Ничего не вставлено: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of the entities to paste already exist in &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>
            <numerusform>%n из вставляемых сущностей уже существует в &lt;b&gt;%1&lt;/b&gt;:</numerusform>
            <numerusform>%n из вставляемых сущностей уже существуют в &lt;b&gt;%1&lt;/b&gt;:</numerusform>
            <numerusform>%n из вставляемых сущностей уже существуют в &lt;b&gt;%1&lt;/b&gt;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip them, or replace them with the pasted ones?</source>
        <translation>Пропустить их или заменить вставляемыми?</translation>
    </message>
    <message>
        <source>Skip Existing</source>
        <translation>Пропустить существующие</translation>
    </message>
    <message>
        <source>Replace Existing</source>
        <translation>Заменить существующие</translation>
    </message>
    <message>
        <source>Skip existing entities</source>
        <translation>Пропустить существующие сущности</translation>
    </message>
    <message>
        <source>Replace existing entities</source>
        <translation>Заменить существующие сущности</translation>
    </message>
    <message>
        <source>Nothing pasted: every entity already exists in %1</source>
        <translation>Ничего не вставлено: все сущности уже есть в %1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>Вставить %n сущность</numerusform>
            <numerusform>Вставить %n сущности</numerusform>
            <numerusform>Вставить %n сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Insert %n pasted entities into &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>
            <numerusform>Вставить %n сущность в &lt;b&gt;%1&lt;/b&gt;?</numerusform>
            <numerusform>Вставить %n сущности в &lt;b&gt;%1&lt;/b&gt;?</numerusform>
            <numerusform>Вставить %n сущностей в &lt;b&gt;%1&lt;/b&gt;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are replaced.</source>
        <translation>
            <numerusform>%n существующая сущность будет заменена.</numerusform>
            <numerusform>%n существующие сущности будут заменены.</numerusform>
            <numerusform>%n существующих сущностей будут заменены.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are skipped.</source>
        <translation>
            <numerusform>%n существующая сущность будет пропущена.</numerusform>
            <numerusform>%n существующие сущности будут пропущены.</numerusform>
            <numerusform>%n существующих сущностей будут пропущены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the paste back.</source>
        <translation>Правка ▸ Отменить отменяет вставку.</translation>
    </message>
    <message numerus="yes">
        <source>%n entities pasted into %1</source>
        <translation>
            <numerusform>%n сущность вставлена в %1</numerusform>
            <numerusform>%n сущности вставлены в %1</numerusform>
            <numerusform>%n сущностей вставлено в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing skipped</source>
        <translation>
            <numerusform>%n существующая пропущена</numerusform>
            <numerusform>%n существующие пропущены</numerusform>
            <numerusform>%n существующих пропущено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities could not be pasted.</source>
        <translation>
            <numerusform>%n сущность не удалось вставить.</numerusform>
            <numerusform>%n сущности не удалось вставить.</numerusform>
            <numerusform>%n сущностей не удалось вставить.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::HistoryActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <source>Nothing to take back</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <source>This store or connection keeps no change journal</source>
        <translation>Это хранилище или подключение не ведёт журнал изменений</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Откатить</translation>
    </message>
    <message>
        <source>Take back %1? Each entity is written back as it was before, unless it changed since.</source>
        <translation>Откатить %1? Каждая сущность будет записана в прежнем виде, если она с тех пор не изменилась.</translation>
    </message>
    <message>
        <source>Taking back %1…</source>
        <translation>Откат %1…</translation>
    </message>
    <message>
        <source>%1 could not be taken back</source>
        <translation>Не удалось откатить %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entities written back</source>
        <translation>
            <numerusform>Записана обратно %n сущность</numerusform>
            <numerusform>Записаны обратно %n сущности</numerusform>
            <numerusform>Записано обратно %n сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled taking back %1: %2.</source>
        <translation>Откат %1 отменён: %2.</translation>
    </message>
    <message>
        <source>Took back %1: %2.</source>
        <translation>%1 откачено: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Took back %1 in part: %2; %n changed since.</source>
        <translation>
            <numerusform>%1 откачено частично: %2; с тех пор изменилась %n.</numerusform>
            <numerusform>%1 откачено частично: %2; с тех пор изменились %n.</numerusform>
            <numerusform>%1 откачено частично: %2; с тех пор изменилось %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept the current version of %n entities.</source>
        <translation>
            <numerusform>Оставлена текущая версия %n сущности.</numerusform>
            <numerusform>Оставлена текущая версия %n сущностей.</numerusform>
            <numerusform>Оставлена текущая версия %n сущностей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing back %n earlier versions…</source>
        <translation>
            <numerusform>Запись %n прежней версии…</numerusform>
            <numerusform>Запись %n прежних версий…</numerusform>
            <numerusform>Запись %n прежних версий…</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier versions could not be written back</source>
        <translation>Не удалось записать прежние версии</translation>
    </message>
    <message numerus="yes">
        <source>Wrote back %n earlier versions</source>
        <translation>
            <numerusform>Записана %n прежняя версия</numerusform>
            <numerusform>Записаны %n прежние версии</numerusform>
            <numerusform>Записано %n прежних версий</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then cancelled.</source>
        <translation>%1, затем отменено.</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n changed again.</source>
        <translation>
            <numerusform>%1; снова изменилась %n.</numerusform>
            <numerusform>%1; снова изменились %n.</numerusform>
            <numerusform>%1; снова изменилось %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::HistoryView</name>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Откатить</translation>
    </message>
    <message>
        <source>&amp;Limits…</source>
        <translation>&amp;Лимиты…</translation>
    </message>
    <message>
        <source>Change history</source>
        <translation>История изменений</translation>
    </message>
    <message>
        <source>Take the chosen action back; entities changed since are left as they are</source>
        <translation>Откатить выбранное действие; сущности, изменённые с тех пор, остаются как есть</translation>
    </message>
    <message>
        <source>How large the journal may grow and how old its actions may be</source>
        <translation>Насколько может вырасти журнал и насколько старыми могут быть действия</translation>
    </message>
    <message>
        <source>No change journal here</source>
        <translation>Журнала изменений здесь нет</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>Журнал: %1</translation>
    </message>
</context>
<context>
    <name>rowan::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>Выберите файл</translation>
    </message>
    <message>
        <source>Typed CSV as Azure Storage Explorer writes it, JSON Lines, or a JSON array of entities.</source>
        <translation>Типизированный CSV в формате Azure Storage Explorer, JSON Lines или массив сущностей JSON.</translation>
    </message>
    <message>
        <source>/path/to/entities.csv</source>
        <translation>/путь/к/сущностям.csv</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>CSV (typed: Name@type columns, as Storage Explorer)</source>
        <translation>CSV (типизированный: столбцы Имя@тип, как в Storage Explorer)</translation>
    </message>
    <message>
        <source>JSON Lines (one entity per line)</source>
        <translation>JSON Lines (одна сущность на строку)</translation>
    </message>
    <message>
        <source>JSON array of entities</source>
        <translation>Массив сущностей JSON</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> МиБ</translation>
    </message>
    <message>
        <source>A row longer than this stops the import: a quote that is never closed would otherwise swallow the rest of the file</source>
        <translation>Более длинная строка останавливает импорт: иначе незакрытая кавычка поглотила бы остаток файла</translation>
    </message>
    <message>
        <source>CSV: comma-separated, UTF-8, a header row; a column &lt;i&gt;Name@type&lt;/i&gt; holds the EDM type of column &lt;i&gt;Name&lt;/i&gt;. Files without PartitionKey and RowKey columns import too: you choose the keys on a later page.</source>
        <translation>CSV: разделители-запятые, UTF-8, строка заголовка; столбец &lt;i&gt;Имя@type&lt;/i&gt; содержит тип EDM столбца &lt;i&gt;Имя&lt;/i&gt;. Файлы без столбцов PartitionKey и RowKey тоже импортируются: ключи выбираются на следующей странице.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>Ф&amp;ормат:</translation>
    </message>
    <message>
        <source>&amp;Longest row:</source>
        <translation>&amp;Самая длинная строка:</translation>
    </message>
    <message>
        <source>Import File</source>
        <translation>Импорт файла</translation>
    </message>
    <message>
        <source>Entities (*.csv *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>Сущности (*.csv *.jsonl *.ndjson *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Файла %1 нет.</translation>
    </message>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 не является читаемым файлом.</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Файл для импорта</translation>
    </message>
</context>
<context>
    <name>rowan::ImportKeysPage</name>
    <message>
        <source>From &amp;column</source>
        <translation>Из &amp;столбца</translation>
    </message>
    <message>
        <source>&amp;Same for every row</source>
        <translation>&amp;Одинаковый для всех строк</translation>
    </message>
    <message>
        <source>From c&amp;olumn</source>
        <translation>Из с&amp;толбца</translation>
    </message>
    <message>
        <source>&amp;Generated</source>
        <translation>С&amp;генерированный</translation>
    </message>
    <message>
        <source>&amp;Keep the key columns as properties too</source>
        <translation>&amp;Сохранить ключевые столбцы также как свойства</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Ключи</translation>
    </message>
    <message>
        <source>Every entity needs a PartitionKey and a RowKey: take them from columns, or give one PartitionKey to all rows and generate the RowKeys.</source>
        <translation>Каждой сущности нужны PartitionKey и RowKey: возьмите их из столбцов или задайте всем строкам один PartitionKey и сгенерируйте RowKey.</translation>
    </message>
    <message>
        <source>e.g. imported</source>
        <translation>например imported</translation>
    </message>
    <message>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>Inverted ticks (newest first)</source>
        <translation>Обратные тики (сначала новые)</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <source>width </source>
        <translation>ширина </translation>
    </message>
    <message>
        <source>from </source>
        <translation>с </translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>RowKey</source>
        <translation>RowKey</translation>
    </message>
    <message>
        <source>PartitionKey %1, RowKey %2</source>
        <translation>PartitionKey %1, RowKey %2</translation>
    </message>
    <message>
        <source>The first rows get:
%1</source>
        <translation>Первые строки получат:
%1</translation>
    </message>
</context>
<context>
    <name>rowan::ImportPreviewModel</name>
    <message>
        <source>Line %1 of the file</source>
        <translation>Строка %1 файла</translation>
    </message>
    <message>
        <source>%1
(ignored)</source>
        <translation>%1
(пропущено)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <source>%1: the file&apos;s key column</source>
        <translation>%1: ключевой столбец файла</translation>
    </message>
    <message>
        <source>typed in the file</source>
        <translation>тип задан в файле</translation>
    </message>
    <message>
        <source>detected from the text</source>
        <translation>определён по тексту</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2 chosen (%3 %4)</source>
        <translation>%1: выбран %2 (%3 %4)</translation>
    </message>
</context>
<context>
    <name>rowan::ImportPreviewPage</name>
    <message>
        <source>&amp;Leave out</source>
        <translation>&amp;Пропустить</translation>
    </message>
    <message>
        <source>Preview and types</source>
        <translation>Просмотр и типы</translation>
    </message>
    <message>
        <source>The first 100 rows with the type of each column: the file&apos;s own where it types a column, else the narrowest type every value fits. Choose another type or leave a column out.</source>
        <translation>Первые 100 строк с типом каждого столбца: собственным типом файла, если он его задаёт, иначе самым узким типом, в который укладывается каждое значение. Выберите другой тип или пропустите столбец.</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>&amp;Столбец:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>Чтение первых строк…</translation>
    </message>
    <message>
        <source>Keys are text</source>
        <translation>Ключи — текст</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;The file cannot be read: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;Не удаётся прочитать файл: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 строка</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 строка</numerusform>
            <numerusform>%1 строки</numerusform>
            <numerusform>%1 строк</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the whole file.</source>
        <translation>%1, весь файл.</translation>
    </message>
    <message>
        <source>The first %1.</source>
        <translation>Первые %1.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 not fit the chosen type: those rows would be rejected.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 в выбранный тип: эти строки будут отклонены.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>1 value does</source>
        <translation>1 значение не укладывается</translation>
    </message>
    <message numerus="yes">
        <source>%1 values do</source>
        <translation>
            <numerusform>%1 значение не укладывается</numerusform>
            <numerusform>%1 значения не укладываются</numerusform>
            <numerusform>%1 значений не укладываются</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 cannot be read (first: line %2, %3).&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;Не удаётся прочитать: %1 (первая: строка %2, %3).&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>rowan::ImportProgressPage</name>
    <message>
        <source>&amp;Cancel Import</source>
        <translation>&amp;Отменить импорт</translation>
    </message>
    <message>
        <source>&amp;Open Error Report</source>
        <translation>Открыть отчёт об &amp;ошибках</translation>
    </message>
    <message>
        <source>Importing</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <source>%1 into table %2 (%3).</source>
        <translation>%1 в таблицу %2 (%3).</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source> — cancelling after the transaction in flight…</source>
        <translation> — отмена после текущей транзакции…</translation>
    </message>
    <message>
        <source>%1 rows read · %2 written · %3 skipped · %4 failed · %5 rows/s</source>
        <translation>Прочитано строк: %1 · записано: %2 · пропущено: %3 · ошибок: %4 · %5 строк/с</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · осталось %1</translation>
    </message>
    <message>
        <source>%1 written, %2 skipped, %3 failed in %4</source>
        <translation>Записано: %1, пропущено: %2, ошибок: %3 за %4</translation>
    </message>
    <message>
        <source> (%1 rows/s).</source>
        <translation> (%1 строк/с).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The import stopped:&lt;/b&gt; %1&lt;br&gt;Transactions committed before stay.</source>
        <translation>&lt;b&gt;Импорт остановлен:&lt;/b&gt; %1&lt;br&gt;Ранее зафиксированные транзакции сохраняются.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancelled.&lt;/b&gt; %1&lt;br&gt;Every committed transaction is whole; import the file again with &lt;i&gt;Skip existing&lt;/i&gt; to finish.</source>
        <translation>&lt;b&gt;Отменено.&lt;/b&gt; %1&lt;br&gt;Каждая зафиксированная транзакция цела; импортируйте файл снова с режимом &lt;i&gt;Пропускать существующие&lt;/i&gt;, чтобы завершить.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped at the first rejected row.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Остановлено на первой отклонённой строке.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Done, with rejected rows.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Готово, есть отклонённые строки.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Done.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Готово.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Import stopped</source>
        <translation>Импорт остановлен</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Импорт отменён</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Импорт завершён</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#c01c28&apos;&gt;The error report could not be written: %1&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#c01c28&apos;&gt;Не удалось записать отчёт об ошибках: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 rows read.</source>
        <translation>Прочитано строк: %1.</translation>
    </message>
    <message>
        <source>&lt;br&gt;The rejected rows, with their line, column and reason, are listed in %1.</source>
        <translation>&lt;br&gt;Отклонённые строки с номером строки, столбцом и причиной перечислены в %1.</translation>
    </message>
</context>
<context>
    <name>rowan::ImportTargetPage</name>
    <message>
        <source>S&amp;top at the first rejected row (rows before it are written)</source>
        <translation>&amp;Остановиться на первой отклонённой строке (строки до неё записываются)</translation>
    </message>
    <message>
        <source>Target and write mode</source>
        <translation>Цель и режим записи</translation>
    </message>
    <message>
        <source>Rows are written in entity group transactions of up to 100 per partition; each is written whole or not at all.</source>
        <translation>Строки записываются транзакциями групп сущностей до 100 на раздел; каждая записывается целиком или не записывается вовсе.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
    <message>
        <source>I&amp;nsert</source>
        <translation>В&amp;ставка</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Замена</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Объединение</translation>
    </message>
    <message>
        <source>S&amp;kip existing</source>
        <translation>Пропускать с&amp;уществующие</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Таблица:</translation>
    </message>
    <message>
        <source>Write mode:</source>
        <translation>Режим записи:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <source>Import &lt;b&gt;%1&lt;/b&gt; into table &lt;b&gt;%2&lt;/b&gt; (%3)?</source>
        <translation>Импортировать &lt;b&gt;%1&lt;/b&gt; в таблицу &lt;b&gt;%2&lt;/b&gt; (%3)?</translation>
    </message>
    <message>
        <source>Choose a table or type the name of a new one.</source>
        <translation>Выберите таблицу или введите имя новой.</translation>
    </message>
    <message>
        <source>Table %1 does not exist yet: it will be created.</source>
        <translation>Таблицы %1 ещё нет: она будет создана.</translation>
    </message>
    <message>
        <source>Rows go into the existing table %1.</source>
        <translation>Строки попадут в существующую таблицу %1.</translation>
    </message>
    <message>
        <source>Adds each row as a new entity. A row whose keys exist already is rejected and listed in the error report; the entity stays as it is.</source>
        <translation>Добавляет каждую строку как новую сущность. Строка с уже существующими ключами отклоняется и попадает в отчёт об ошибках; сущность остаётся как есть.</translation>
    </message>
    <message>
        <source>Adds new entities and replaces existing ones whole: properties the row does not have are removed.</source>
        <translation>Добавляет новые сущности и целиком заменяет существующие: свойства, которых нет в строке, удаляются.</translation>
    </message>
    <message>
        <source>Adds new entities and merges rows into existing ones: the row&apos;s properties are set, the entity&apos;s other properties kept.</source>
        <translation>Добавляет новые сущности и объединяет строки с существующими: свойства строки устанавливаются, прочие свойства сущности сохраняются.</translation>
    </message>
    <message>
        <source>Adds new entities and leaves existing ones untouched, counting them as skipped. Running a cancelled import again this way finishes it.</source>
        <translation>Добавляет новые сущности и не трогает существующие, считая их пропущенными. Повторный запуск отменённого импорта в этом режиме завершает его.</translation>
    </message>
</context>
<context>
    <name>rowan::ImportWizard</name>
    <message>
        <source>Import into %1</source>
        <translation>Импорт в %1</translation>
    </message>
</context>
<context>
    <name>rowan::JournalLimitsDialog</name>
    <message>
        <source>Change Journal Limits</source>
        <translation>Ограничения журнала изменений</translation>
    </message>
    <message>
        <source>The oldest actions are removed once the journal is larger or they are older than this. The newest action is always kept.</source>
        <translation>Самые старые действия удаляются, как только журнал становится больше или они старше заданного. Последнее действие сохраняется всегда.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> МиБ</translation>
    </message>
    <message>
        <source> days</source>
        <translation> дн.</translation>
    </message>
    <message>
        <source>Largest &amp;size:</source>
        <translation>Наибольший &amp;размер:</translation>
    </message>
    <message>
        <source>Oldest &amp;actions:</source>
        <translation>Самые старые &amp;действия:</translation>
    </message>
    <message>
        <source>Trimming the journal…</source>
        <translation>Сокращение журнала…</translation>
    </message>
</context>
<context>
    <name>rowan::JournalLimitsModel</name>
    <message>
        <source>This store or connection keeps no change journal.</source>
        <translation>Это хранилище или подключение не ведёт журнал изменений.</translation>
    </message>
</context>
<context>
    <name>rowan::JournalModel</name>
    <message>
        <source>Redone</source>
        <translation>Повторено</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Прервано</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>%1
%2 entities, %3 by %4</source>
        <translation>%1
сущностей: %2, %3, %4</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>%1 (%2 entities)</source>
        <translation>%1 (сущностей: %2)</translation>
    </message>
</context>
<context>
    <name>rowan::JournalSetup</name>
    <message>
        <source>Connected to %1 without a change journal (%2): its writes cannot be undone.</source>
        <translation>Подключено к %1 без журнала изменений (%2): записи нельзя отменить.</translation>
    </message>
    <message>
        <source>Connected to %1 without a change journal: its writes cannot be undone.</source>
        <translation>Подключено к %1 без журнала изменений: записи нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>rowan::KeyBuilderDialog</name>
    <message>
        <source>Key Builder</source>
        <translation>Конструктор ключей</translation>
    </message>
    <message>
        <source>Zero-padded number</source>
        <translation>Число с ведущими нулями</translation>
    </message>
    <message>
        <source>Inverted ticks (newest first)</source>
        <translation>Обратные тики (сначала новые)</translation>
    </message>
    <message>
        <source>Reversed date</source>
        <translation>Обратная дата</translation>
    </message>
    <message>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>Compound key</source>
        <translation>Составной ключ</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>Keys sort as text: &apos;10&apos; comes before &apos;9&apos;. Padding every number to one width keeps numeric order.</source>
        <translation>Ключи сортируются как текст: &apos;10&apos; идёт перед &apos;9&apos;. Дополнение всех чисел до одной ширины сохраняет числовой порядок.</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Число:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Ширина:</translation>
    </message>
    <message>
        <source>Log tail pattern: DateTime.MaxValue.Ticks minus the time&apos;s ticks, 19 digits, so the newest entity comes first. Exact to 100 ns.</source>
        <translation>Шаблон «хвост журнала»: DateTime.MaxValue.Ticks минус тики времени, 19 цифр, поэтому самая новая сущность идёт первой. Точность 100 нс.</translation>
    </message>
    <message>
        <source>paste an inverted-ticks key to read its date</source>
        <translation>вставьте ключ с обратными тиками, чтобы прочитать его дату</translation>
    </message>
    <message>
        <source>&amp;Date (UTC):</source>
        <translation>&amp;Дата (UTC):</translation>
    </message>
    <message>
        <source>D&amp;ecode:</source>
        <translation>Р&amp;асшифровать:</translation>
    </message>
    <message>
        <source>99999999 minus yyyyMMdd: later days sort first, and the key still names its day.</source>
        <translation>99999999 минус yyyyMMdd: более поздние дни идут первыми, а ключ по-прежнему называет свой день.</translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation>&amp;День:</translation>
    </message>
    <message>
        <source>A random GUID spreads keys evenly, at the cost of any useful order.</source>
        <translation>Случайный GUID равномерно распределяет ключи ценой потери полезного порядка.</translation>
    </message>
    <message>
        <source>&amp;New GUID</source>
        <translation>&amp;Новый GUID</translation>
    </message>
    <message>
        <source>Compound keys hold several values, most general first, so one partition or prefix scan finds them together (index entities, heterogeneous entity types).</source>
        <translation>Составные ключи содержат несколько значений, от общего к частному, поэтому один просмотр раздела или префикса находит их вместе (индексные сущности, разнородные типы сущностей).</translation>
    </message>
    <message>
        <source>one part per line</source>
        <translation>одна часть на строку</translation>
    </message>
    <message>
        <source>&amp;Parts:</source>
        <translation>&amp;Части:</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Разделитель:</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Ключ:</translation>
    </message>
    <message>
        <source>Write the date as ISO 8601, such as 2026-11-25T09:30:00.1234567Z.</source>
        <translation>Запишите дату в формате ISO 8601, например 2026-11-25T09:30:00.1234567Z.</translation>
    </message>
    <message>
        <source>Write the day as yyyy-MM-dd, such as 2026-11-25.</source>
        <translation>Запишите день в формате yyyy-MM-dd, например 2026-11-25.</translation>
    </message>
    <message>
        <source>%1 (%2 beside it: %3)</source>
        <translation>%1 (%2 рядом: %3)</translation>
    </message>
    <message>
        <source>stands for %1</source>
        <translation>означает %1</translation>
    </message>
</context>
<context>
    <name>rowan::KeyBuilderPanel</name>
    <message>
        <source>&amp;Locate</source>
        <translation>&amp;Найти место</translation>
    </message>
    <message>
        <source>Where a key sorts in this table</source>
        <translation>Где ключ окажется в этой таблице</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Составить…</translation>
    </message>
    <message>
        <source>Compose a %1 the design guide recommends.</source>
        <translation>Составить %1 по рекомендациям руководства по проектированию.</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>RowKey</source>
        <translation>RowKey</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Положение</translation>
    </message>
    <message>
        <source>Service order and natural order</source>
        <translation>Порядок службы и естественный порядок</translation>
    </message>
    <message>
        <source>Keys, one per line</source>
        <translation>Ключи, по одному на строку</translation>
    </message>
    <message>
        <source>Service order</source>
        <translation>Порядок службы</translation>
    </message>
    <message>
        <source>Natural order</source>
        <translation>Естественный порядок</translation>
    </message>
    <message>
        <source>Choose a table first.</source>
        <translation>Сначала выберите таблицу.</translation>
    </message>
    <message>
        <source>Type or build a key, then Locate it among the keys of %1.</source>
        <translation>Введите или составьте ключ, затем найдите его место среди ключей %1.</translation>
    </message>
    <message>
        <source>Looking for the key&apos;s neighbours…</source>
        <translation>Поиск соседей ключа…</translation>
    </message>
    <message>
        <source>The key could not be placed: %1</source>
        <translation>Не удалось определить место ключа: %1</translation>
    </message>
    <message>
        <source>Partition &apos;%1&apos; holds %2 entities.</source>
        <translation>Раздел &apos;%1&apos; содержит сущностей: %2.</translation>
    </message>
    <message>
        <source>Partition &apos;%1&apos; exists.</source>
        <translation>Раздел &apos;%1&apos; существует.</translation>
    </message>
    <message>
        <source>No partition &apos;%1&apos; yet: the key would start a new one.</source>
        <translation>Раздела &apos;%1&apos; пока нет: ключ начнёт новый.</translation>
    </message>
    <message>
        <source>An entity with this key exists.</source>
        <translation>Сущность с этим ключом существует.</translation>
    </message>
    <message>
        <source>No entity has this key: it would go between the keys below.</source>
        <translation>Ни у одной сущности нет этого ключа: он встал бы между ключами ниже.</translation>
    </message>
    <message>
        <source>before</source>
        <translation>до</translation>
    </message>
    <message>
        <source>← this key (exists)</source>
        <translation>← этот ключ (существует)</translation>
    </message>
    <message>
        <source>← this key would go here</source>
        <translation>← этот ключ встал бы сюда</translation>
    </message>
    <message>
        <source>after</source>
        <translation>после</translation>
    </message>
    <message>
        <source>RowKey: %1</source>
        <translation>RowKey: %1</translation>
    </message>
    <message>
        <source>PartitionKey: %1</source>
        <translation>PartitionKey: %1</translation>
    </message>
    <message>
        <source>Type two or more keys to compare their orders.</source>
        <translation>Введите два или более ключей, чтобы сравнить их порядок.</translation>
    </message>
    <message>
        <source>The service sorts these keys as a person would.</source>
        <translation>Служба сортирует эти ключи так же, как человек.</translation>
    </message>
    <message>
        <source>%1 of %2 keys sort elsewhere in the service than a person expects: %3. Pad numbers to one width and keep one letter case to make the orders agree.</source>
        <translation>Ключей, которые служба сортирует не так, как ожидает человек: %1 из %2: %3. Дополняйте числа до одной ширины и используйте один регистр букв, чтобы порядки совпали.</translation>
    </message>
</context>
<context>
    <name>rowan::KeyFindingsModel</name>
    <message>
        <source>Read %1.</source>
        <translation>Прочитано: %1.</translation>
    </message>
    <message>
        <source>Judged on %1: findings about RowKeys hold for the sample.</source>
        <translation>Оценено по: %1; выводы о RowKey относятся к выборке.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Совет</translation>
    </message>
    <message>
        <source>Pattern recognised</source>
        <translation>Шаблон распознан</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>Шаблон:</translation>
    </message>
    <message>
        <source>Keys from the table:</source>
        <translation>Ключи из таблицы:</translation>
    </message>
    <message>
        <source>Consequence:</source>
        <translation>Последствие:</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Решение:</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Вывод</translation>
    </message>
    <message>
        <source>Pattern in the guide</source>
        <translation>Шаблон в руководстве</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Свидетельства</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Последствие</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Решение</translation>
    </message>
</context>
<context>
    <name>rowan::KeyPaddingHint</name>
    <message>
        <source>RowKey: %1</source>
        <translation>RowKey: %1</translation>
    </message>
    <message>
        <source>PartitionKey: %1</source>
        <translation>PartitionKey: %1</translation>
    </message>
</context>
<context>
    <name>rowan::KeysView</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Analyse Again</source>
        <translation>Проанализировать снова</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Выводы</translation>
    </message>
    <message>
        <source>Where a Key Sorts</source>
        <translation>Где окажется ключ</translation>
    </message>
    <message>
        <source>No findings: the keys show none of the patterns or problems the analysis knows.</source>
        <translation>Выводов нет: ключи не показывают ни одного из известных анализу шаблонов или проблем.</translation>
    </message>
    <message>
        <source>1 finding, in %1 ms.</source>
        <translation>1 вывод за %1 мс.</translation>
    </message>
    <message>
        <source>%1 findings, in %2 ms.</source>
        <translation>Выводов: %1, за %2 мс.</translation>
    </message>
    <message>
        <source>The keys could not be analysed: %1</source>
        <translation>Не удалось проанализировать ключи: %1</translation>
    </message>
    <message>
        <source>Cancelled. Choose Analyse Again to start over.</source>
        <translation>Отменено. Выберите «Проанализировать снова», чтобы начать заново.</translation>
    </message>
    <message>
        <source>Keys of %1</source>
        <translation>Ключи %1</translation>
    </message>
    <message>
        <source>Reading the statistics and a sample of the keys…</source>
        <translation>Чтение статистики и выборки ключей…</translation>
    </message>
    <message>
        <source>Reading the first keys (this endpoint gives no statistics)…</source>
        <translation>Чтение первых ключей (эта конечная точка не даёт статистики)…</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Ключи</translation>
    </message>
    <message>
        <source>Choose a table to see what its keys say about its design.</source>
        <translation>Выберите таблицу, чтобы увидеть, что её ключи говорят о её структуре.</translation>
    </message>
    <message>
        <source>Key findings</source>
        <translation>Выводы о ключах</translation>
    </message>
    <message>
        <source>Fix…</source>
        <translation>Исправить…</translation>
    </message>
    <message>
        <source>Open Re-key with a rule that fixes this finding, previewed before anything is written</source>
        <translation>Открыть смену ключей с правилом, исправляющим эту находку, с предпросмотром до любой записи</translation>
    </message>
    <message>
        <source>No rule for this finding: %1</source>
        <translation>Нет правила для этой находки: %1</translation>
    </message>
    <message>
        <source>Reading the keys to make the rule…</source>
        <translation>Чтение ключей для построения правила…</translation>
    </message>
</context>
<context>
    <name>rowan::LoadAllBar</name>
    <message>
        <source>Load all</source>
        <translation>Загрузить всё</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Load every remaining page of the table into the grid</source>
        <translation>Загрузить в таблицу все оставшиеся страницы</translation>
    </message>
    <message>
        <source>Stop loading; the entities loaded so far stay in the grid</source>
        <translation>Остановить загрузку; уже загруженные сущности остаются в таблице</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>rowan::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Stage Edits</source>
        <translation>Отложенная &amp;запись</translation>
    </message>
    <message>
        <source>Keep edits and deletes pending until Commit, for this store or connection</source>
        <translation>Откладывать изменения и удаления до фиксации для этого хранилища или подключения</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Rowan</source>
        <translation>&amp;О программе Rowan</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавиатурные сокращения</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Хранилища</translation>
    </message>
    <message>
        <source>&amp;Query Bar</source>
        <translation>Панель &amp;запросов</translation>
    </message>
    <message>
        <source>Edit &amp;Filter</source>
        <translation>Изменить &amp;фильтр</translation>
    </message>
    <message>
        <source>Review them to commit them, or discard them and open the other one?</source>
        <translation>Просмотреть их, чтобы зафиксировать, или отменить их и открыть другое?</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Ключи</translation>
    </message>
    <message>
        <source>Partition Chart</source>
        <translation>Диаграмма разделов</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Схема</translation>
    </message>
    <message>
        <source>Showing %1.</source>
        <translation>Показано: %1.</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Сбросить расположение</translation>
    </message>
    <message>
        <source>Pending Changes</source>
        <translation>Ожидающие изменения</translation>
    </message>
    <message>
        <source>1 change is pending and not written.</source>
        <translation>1 изменение ожидает и не записано.</translation>
    </message>
    <message>
        <source>%1 changes are pending and not written.</source>
        <translation>Ожидающих и не записанных изменений: %1.</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Просмотреть…</translation>
    </message>
    <message>
        <source>Review them to commit them, or discard them and close?</source>
        <translation>Просмотреть их, чтобы зафиксировать, или отменить их и закрыть?</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройка</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Основная панель инструментов</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Другие действия</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Таблица</translation>
    </message>
</context>
<context>
    <name>rowan::NewTableDialog</name>
    <message>
        <source>New Table</source>
        <translation>Новая таблица</translation>
    </message>
    <message>
        <source>Create a table in account &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Создать таблицу в учётной записи &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>e.g. Orders2024</source>
        <translation>например Orders2024</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>&amp;Имя таблицы:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>A table named &apos;%1&apos; already exists.</source>
        <translation>Таблица с именем &apos;%1&apos; уже существует.</translation>
    </message>
    <message>
        <source>A table named &apos;%1&apos; already exists; table names are compared ignoring case.</source>
        <translation>Таблица с именем &apos;%1&apos; уже существует; имена таблиц сравниваются без учёта регистра.</translation>
    </message>
    <message>
        <source>3 to 63 letters and digits, starting with a letter.</source>
        <translation>От 3 до 63 букв и цифр, начиная с буквы.</translation>
    </message>
    <message>
        <source>✓ &apos;%1&apos; is a valid table name.</source>
        <translation>✓ &apos;%1&apos; — допустимое имя таблицы.</translation>
    </message>
</context>
<context>
    <name>rowan::OpenTabs</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>A tab&apos;s title: the table, then the store file or connection it is in.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Store: %1</source>
        <translation>Хранилище: %1</translation>
    </message>
    <message>
        <source>Connection: %1</source>
        <translation>Подключение: %1</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Среда: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Таблица: %1</translation>
    </message>
    <message>
        <source>Table: %1/%2</source>
        <translation>Таблица: %1/%2</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Фильтр: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tab&apos;s name for screen readers: its title, then the place&apos;s environment (&quot;PROD&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionChart</name>
    <message>
        <source>Logarithmic</source>
        <translation>Логарифмическая</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Байты</translation>
    </message>
    <message>
        <source>A logarithmic scale shows the small partitions beside a hot one.</source>
        <translation>Логарифмическая шкала показывает малые разделы рядом с горячим.</translation>
    </message>
    <message>
        <source>Partitions ranked by</source>
        <translation>Разделы, упорядоченные по</translation>
    </message>
    <message>
        <source>Choose a table to see how its entities spread over its partitions.</source>
        <translation>Выберите таблицу, чтобы увидеть, как её сущности распределены по разделам.</translation>
    </message>
    <message>
        <source>Reading the partition statistics of %1…</source>
        <translation>Чтение статистики разделов %1…</translation>
    </message>
    <message>
        <source>This endpoint gives no partition statistics, so there is no chart of partition sizes: counting them would mean reading every key of the table (the Partitions dock can do that).</source>
        <translation>Эта конечная точка не даёт статистики разделов, поэтому диаграммы их размеров нет: для подсчёта пришлось бы прочитать все ключи таблицы (это умеет панель «Разделы»).</translation>
    </message>
    <message>
        <source>The partition statistics could not be read: %1</source>
        <translation>Не удалось прочитать статистику разделов: %1</translation>
    </message>
    <message>
        <source>%1 has no entities.</source>
        <translation>В %1 нет сущностей.</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>сущностей: %1</translation>
    </message>
    <message>
        <source>%1: %2 in %3 partitions.</source>
        <translation>%1: %2 в разделах: %3.</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Hot: %1.</source>
        <translation>Горячий: %1.</translation>
    </message>
    <message>
        <source>The largest, %1, holds %2% of the table.</source>
        <translation>Самый большой, %1, содержит %2% таблицы.</translation>
    </message>
    <message>
        <source>Click a bar to show that partition in the grid.</source>
        <translation>Щёлкните столбик, чтобы показать этот раздел в таблице.</translation>
    </message>
    <message>
        <source>#%1 %2
%3 entities, %4
%5% of the table%6</source>
        <translation>#%1 %2
сущностей: %3, %4
%5% таблицы%6</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>размер неизвестен</translation>
    </message>
    <message>
        <source> — hot</source>
        <translation> — горячий</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>самый большой</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionChartModel</name>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Share of entities</source>
        <translation>Доля сущностей</translation>
    </message>
    <message>
        <source>Share of bytes</source>
        <translation>Доля байтов</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionList</name>
    <message>
        <source>&amp;All partitions</source>
        <translation>&amp;Все разделы</translation>
    </message>
    <message>
        <source>Filter loaded partitions</source>
        <translation>Фильтр загруженных разделов</translation>
    </message>
    <message>
        <source>Shows the loaded partitions whose key contains this text (any case).
Down moves to the list, Escape clears.</source>
        <translation>Показывает загруженные разделы, ключ которых содержит этот текст (без учёта регистра).
Стрелка вниз переходит к списку, Escape очищает.</translation>
    </message>
    <message>
        <source>Show every partition in the entity grid (Escape in the list)</source>
        <translation>Показать все разделы в таблице сущностей (Escape в списке)</translation>
    </message>
    <message>
        <source>&amp;Scan Partitions</source>
        <translation>&amp;Просмотреть разделы</translation>
    </message>
    <message>
        <source>Read every key of the table once to list its partitions and count their entities; sizes stay unknown.</source>
        <translation>Прочитать все ключи таблицы один раз, чтобы перечислить разделы и подсчитать их сущности; размеры остаются неизвестными.</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Просмотр отменён.</translation>
    </message>
    <message>
        <source>Scanning… 0 entities read.</source>
        <translation>Просмотр… прочитано сущностей: 0.</translation>
    </message>
    <message>
        <source>Scanning… %1 entities read.</source>
        <translation>Просмотр… прочитано сущностей: %1.</translation>
    </message>
    <message>
        <source>Refresh Partitions</source>
        <translation>Обновить разделы</translation>
    </message>
    <message>
        <source>(empty key)</source>
        <translation>(пустой ключ)</translation>
    </message>
    <message>
        <source>No partition stands out: all are the same size.</source>
        <translation>Ни один раздел не выделяется: все одного размера.</translation>
    </message>
    <message>
        <source>Largest: %1 (%2, %3)</source>
        <translation>Самый большой: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 сущность</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 сущность</numerusform>
            <numerusform>%1 сущности</numerusform>
            <numerusform>%1 сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 by entities (%2)</source>
        <translation>%1 по сущностям (%2)</translation>
    </message>
    <message>
        <source>%1 partitions tie by entities (%2 each)</source>
        <translation>Разделов, равных по сущностям: %1 (по %2)</translation>
    </message>
    <message>
        <source>%1 by size (%2)</source>
        <translation>%1 по размеру (%2)</translation>
    </message>
    <message>
        <source>%1 partitions tie by size (%2 each)</source>
        <translation>Разделов, равных по размеру: %1 (по %2)</translation>
    </message>
    <message>
        <source>Largest: %1</source>
        <translation>Самый большой: %1</translation>
    </message>
    <message>
        <source>&amp;Cancel Scan</source>
        <translation>&amp;Отменить просмотр</translation>
    </message>
    <message>
        <source>Choose a table to see its partitions.</source>
        <translation>Выберите таблицу, чтобы увидеть её разделы.</translation>
    </message>
    <message>
        <source>This endpoint keeps no statistics: Scan Partitions reads every key once to list the partitions and count their entities.</source>
        <translation>Эта конечная точка не ведёт статистику: «Просмотреть разделы» читает каждый ключ один раз, чтобы перечислить разделы и подсчитать их сущности.</translation>
    </message>
    <message>
        <source>Cannot list the partitions: %1</source>
        <translation>Не удаётся перечислить разделы: %1</translation>
    </message>
    <message>
        <source>Counting partitions…</source>
        <translation>Подсчёт разделов…</translation>
    </message>
    <message>
        <source>No partitions: the table is empty.</source>
        <translation>Разделов нет: таблица пуста.</translation>
    </message>
    <message>
        <source>1 partition</source>
        <translation>1 раздел</translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 раздел</numerusform>
            <numerusform>%1 раздела</numerusform>
            <numerusform>%1 разделов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 (counted by a scan; sizes unknown)</source>
        <translation>%1, %2 (подсчитано просмотром; размеры неизвестны)</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1 loaded, scroll for more</source>
        <translation>загружено: %1, прокрутите для продолжения</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>показано: %1</translation>
    </message>
    <message>
        <source>grid shows 1 partition</source>
        <translation>в таблице 1 раздел</translation>
    </message>
    <message numerus="yes">
        <source>grid shows %1 partitions</source>
        <translation>
            <numerusform>в таблице %1 раздел</numerusform>
            <numerusform>в таблице %1 раздела</numerusform>
            <numerusform>в таблице %1 разделов</numerusform>
        </translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionListModel</name>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Просмотр отменён.</translation>
    </message>
    <message>
        <source>The scan failed: %1</source>
        <translation>Ошибка просмотра: %1</translation>
    </message>
    <message>
        <source>%1 entities in %2 partitions, counted by reading every key.</source>
        <translation>Сущностей: %1 в разделах: %2, подсчитано чтением всех ключей.</translation>
    </message>
    <message>
        <source>(empty key)</source>
        <translation>(пустой ключ)</translation>
    </message>
    <message>
        <source>The empty PartitionKey</source>
        <translation>Пустой PartitionKey</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>сущностей: %1</translation>
    </message>
    <message>
        <source>The endpoint keeps no sizes.</source>
        <translation>Конечная точка не ведёт учёт размеров.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байт(а)</translation>
    </message>
    <message>
        <source>%1 of the table&apos;s entities</source>
        <translation>%1 сущностей таблицы</translation>
    </message>
    <message>
        <source>%1 of the table&apos;s entities, %2 of its bytes</source>
        <translation>%1 сущностей таблицы, %2 её байтов</translation>
    </message>
    <message>
        <source>The table&apos;s largest partition by entities</source>
        <translation>Самый большой раздел таблицы по сущностям</translation>
    </message>
    <message>
        <source>One of the table&apos;s largest partitions by entities</source>
        <translation>Один из самых больших разделов таблицы по сущностям</translation>
    </message>
    <message>
        <source>The table&apos;s largest partition by size</source>
        <translation>Самый большой раздел таблицы по размеру</translation>
    </message>
    <message>
        <source>One of the table&apos;s largest partitions by size</source>
        <translation>Один из самых больших разделов таблицы по размеру</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Share of the table&apos;s entities</source>
        <translation>Доля сущностей таблицы</translation>
    </message>
</context>
<context>
    <name>rowan::PassphraseDialog</name>
    <message>
        <source>New Store</source>
        <translation>Новое хранилище</translation>
    </message>
    <message>
        <source>Choose a passphrase to encrypt &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Выберите парольную фразу для шифрования &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>Открыть хранилище</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is encrypted. Enter its passphrase.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; зашифровано. Введите парольную фразу.</translation>
    </message>
    <message>
        <source>Change Journal</source>
        <translation>Журнал изменений</translation>
    </message>
    <message>
        <source>No keychain is available to hold a key for the change journal of &lt;b&gt;%1&lt;/b&gt;. Choose a passphrase to encrypt it with; Rowan asks for it each time you connect.</source>
        <translation>Нет связки ключей для хранения ключа журнала изменений &lt;b&gt;%1&lt;/b&gt;. Выберите парольную фразу для его шифрования; Rowan будет запрашивать её при каждом подключении.</translation>
    </message>
    <message>
        <source>No keychain is available to hold the key of the change journal of &lt;b&gt;%1&lt;/b&gt;. Enter the passphrase it was made with, so its writes can be undone.</source>
        <translation>Нет связки ключей с ключом журнала изменений &lt;b&gt;%1&lt;/b&gt;. Введите парольную фразу, с которой он был создан, чтобы записи можно было отменить.</translation>
    </message>
    <message>
        <source>Cancel connects without a journal: writes cannot be undone.</source>
        <translation>«Отмена» подключает без журнала: записи нельзя будет отменить.</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Парольная фраза:</translation>
    </message>
    <message>
        <source>&amp;Confirm:</source>
        <translation>&amp;Подтверждение:</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>Парольные фразы не совпадают.</translation>
    </message>
    <message>
        <source>⚠ Without a passphrase the store is not encrypted: anyone who can read the file can read its tables.</source>
        <translation>⚠ Без парольной фразы хранилище не шифруется: любой, кто может прочитать файл, сможет прочитать его таблицы.</translation>
    </message>
    <message>
        <source>The store will be encrypted with SQLCipher. A lost passphrase cannot be recovered.</source>
        <translation>Хранилище будет зашифровано с помощью SQLCipher. Утерянную парольную фразу восстановить нельзя.</translation>
    </message>
</context>
<context>
    <name>rowan::PasteEntitiesJob</name>
    <message numerus="yes">
        <source>Paste %n entities into %1</source>
        <translation>
            <numerusform>Вставка %n сущности в %1</numerusform>
            <numerusform>Вставка %n сущностей в %1</numerusform>
            <numerusform>Вставка %n сущностей в %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::PinnedTableView</name>
    <message>
        <source>Pinned columns</source>
        <translation>Закреплённые столбцы</translation>
    </message>
</context>
<context>
    <name>rowan::PlanModel</name>
    <message>
        <source>Plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Фактически</translation>
    </message>
    <message>
        <source>Invalid filter</source>
        <translation>Недопустимый фильтр</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>не сообщается</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> пока</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source> (first rows %1 ms)</source>
        <translation> (первые строки %1 мс)</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, отменено</translation>
    </message>
    <message>
        <source>This endpoint keeps no statistics: only the kind and key ranges are known.</source>
        <translation>Эта конечная точка не ведёт статистику: известны только вид запроса и диапазоны ключей.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Key ranges</source>
        <translation>Диапазоны ключей</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>Scanned</source>
        <translation>Просмотрено</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Возвращено</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
</context>
<context>
    <name>rowan::PlanPanel</name>
    <message>
        <source> — estimating…</source>
        <translation> — оценка…</translation>
    </message>
    <message>
        <source>Query plan: estimate and actual</source>
        <translation>План запроса: оценка и факт</translation>
    </message>
</context>
<context>
    <name>rowan::PolicyDialog</name>
    <message>
        <source>&amp;Start (UTC):</source>
        <translation>&amp;Начало (UTC):</translation>
    </message>
    <message>
        <source>E&amp;xpiry (UTC):</source>
        <translation>&amp;Окончание (UTC):</translation>
    </message>
    <message>
        <source>&amp;Permissions:</source>
        <translation>&amp;Разрешения:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>A&amp;pply to selected</source>
        <translation>&amp;Применить к выбранной</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Stored access policies of %1</source>
        <translation>Хранимые политики доступа %1</translation>
    </message>
    <message>
        <source>A token bound to a policy takes the policy&apos;s start, expiry and permissions; editing or deleting the policy changes or revokes every such token at once. At most five per table.</source>
        <translation>Токен, привязанный к политике, получает её начало, окончание и разрешения; изменение или удаление политики сразу изменяет или отзывает все такие токены. Не более пяти на таблицу.</translation>
    </message>
    <message>
        <source>1 to 64 characters</source>
        <translation>от 1 до 64 символов</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>r query</source>
        <translation>r запрос</translation>
    </message>
    <message>
        <source>a add</source>
        <translation>a добавление</translation>
    </message>
    <message>
        <source>u update</source>
        <translation>u обновление</translation>
    </message>
    <message>
        <source>d delete</source>
        <translation>d удаление</translation>
    </message>
    <message>
        <source>A field left unchecked must then be given by each token.</source>
        <translation>Неотмеченное поле должен тогда задавать каждый токен.</translation>
    </message>
    <message>
        <source>Discard the changes that were not saved?</source>
        <translation>Отменить несохранённые изменения?</translation>
    </message>
    <message>
        <source>Loaded.</source>
        <translation>Загружено.</translation>
    </message>
    <message numerus="yes">
        <source>Saved: %n policies.</source>
        <translation>
            <numerusform>Сохранено: %n политика.</numerusform>
            <numerusform>Сохранено: %n политики.</numerusform>
            <numerusform>Сохранено: %n политик.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Чтение…</translation>
    </message>
    <message>
        <source>This service does not offer stored access policies.</source>
        <translation>Эта служба не поддерживает хранимые политики доступа.</translation>
    </message>
    <message>
        <source>Choose at least one permission, or uncheck Permissions.</source>
        <translation>Выберите хотя бы одно разрешение или снимите отметку «Разрешения».</translation>
    </message>
    <message>
        <source>Added %1; Save writes it.</source>
        <translation>%1 добавлена; «Сохранить» запишет её.</translation>
    </message>
    <message>
        <source>Changed %1; Save writes it.</source>
        <translation>%1 изменена; «Сохранить» запишет её.</translation>
    </message>
    <message>
        <source>Deleted %1; Save revokes every token bound to it.</source>
        <translation>%1 удалена; «Сохранить» отзовёт все привязанные к ней токены.</translation>
    </message>
    <message>
        <source>Save Access Policies</source>
        <translation>Сохранить политики доступа</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save the stored access policies of &lt;b&gt;%1&lt;/b&gt;? A policy deleted here revokes every token bound to it.</source>
        <translation>Сохранить хранимые политики доступа &lt;b&gt;%1&lt;/b&gt;? Удалённая здесь политика отзывает все привязанные к ней токены.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Сохранение…</translation>
    </message>
    <message>
        <source>Stored access policies</source>
        <translation>Сохранённые политики доступа</translation>
    </message>
    <message>
        <source>Start time</source>
        <translation>Время начала</translation>
    </message>
    <message>
        <source>Expiry time</source>
        <translation>Время истечения</translation>
    </message>
</context>
<context>
    <name>rowan::PolicyListModel</name>
    <message>
        <source>(from the token)</source>
        <translation>(из токена)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Expiry</source>
        <translation>Окончание</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Разрешения</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>Id пуст.</translation>
    </message>
    <message>
        <source>The id has %1 characters; at most %2 are allowed.</source>
        <translation>В id символов: %1; допускается не более %2.</translation>
    </message>
    <message>
        <source>The table already has a policy &apos;%1&apos;.</source>
        <translation>У таблицы уже есть политика &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A table holds at most %1 stored access policies.</source>
        <translation>Таблица может содержать не более %1 хранимых политик доступа.</translation>
    </message>
    <message>
        <source>The start is outside the range the service accepts.</source>
        <translation>Начало вне диапазона, принимаемого службой.</translation>
    </message>
    <message>
        <source>The expiry is outside the range the service accepts.</source>
        <translation>Окончание вне диапазона, принимаемого службой.</translation>
    </message>
    <message>
        <source>The expiry must come after the start.</source>
        <translation>Окончание должно быть позже начала.</translation>
    </message>
    <message>
        <source>Permissions are letters of raud, each at most once.</source>
        <translation>Разрешения — буквы из raud, каждая не более одного раза.</translation>
    </message>
    <message>
        <source>No policy in row %1.</source>
        <translation>В строке %1 нет политики.</translation>
    </message>
</context>
<context>
    <name>rowan::PreferencesDialog</name>
    <message>
        <source>Change Journal &amp;Limits…</source>
        <translation>&amp;Лимиты журнала изменений…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Menus, dialogs and messages; the command line stays in English</source>
        <translation>Меню, диалоги и сообщения; командная строка остаётся на английском</translation>
    </message>
    <message>
        <source>UTC, as stored</source>
        <translation>UTC, как хранится</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Местное время</translation>
    </message>
    <message>
        <source>DateTime values</source>
        <translation>Значения DateTime</translation>
    </message>
    <message>
        <source>How the grid shows DateTime values when a table opens; its Local time box changes it for one table</source>
        <translation>Как таблица показывает значения DateTime при открытии; флажок «Местное время» меняет это для одной таблицы</translation>
    </message>
    <message>
        <source>Entities per page</source>
        <translation>Сущностей на страницу</translation>
    </message>
    <message>
        <source>How many entities a table or query reads at a time (the service sends at most 1,000)</source>
        <translation>Сколько сущностей таблица или запрос читает за раз (служба отправляет не более 1 000)</translation>
    </message>
    <message>
        <source>How large and how old the change journal may grow</source>
        <translation>Насколько большим и старым может стать журнал изменений</translation>
    </message>
    <message>
        <source>The store or connection shown keeps no change journal</source>
        <translation>Показанное хранилище или подключение не ведёт журнал изменений</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>A new language shows in full after Rowan starts again.</source>
        <translation>Новый язык полностью применится после перезапуска Rowan.</translation>
    </message>
    <message>
        <source>&amp;DateTime values:</source>
        <translation>Значения &amp;DateTime:</translation>
    </message>
    <message>
        <source>Entities per &amp;page:</source>
        <translation>Сущностей на &amp;страницу:</translation>
    </message>
    <message>
        <source>Change journal:</source>
        <translation>Журнал изменений:</translation>
    </message>
    <message>
        <source>&amp;Safety Level…</source>
        <translation>Уровень &amp;безопасности…</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Подтверждения:</translation>
    </message>
    <message>
        <source>Whether writes to the store or connection shown are confirmed first, or refused (read-only)</source>
        <translation>Подтверждаются ли сначала записи в показанное хранилище или подключение, или отклоняются (только чтение)</translation>
    </message>
    <message>
        <source>Open a store or connect first: each has its own safety level</source>
        <translation>Сначала откройте хранилище или подключитесь: у каждого свой уровень безопасности</translation>
    </message>
</context>
<context>
    <name>rowan::QueryBar</name>
    <message>
        <source>Run</source>
        <translation>Выполнить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Конструктор</translation>
    </message>
    <message>
        <source>Show the visual filter builder</source>
        <translation>Показать визуальный конструктор фильтров</translation>
    </message>
    <message>
        <source>$select: all properties</source>
        <translation>$select: все свойства</translation>
    </message>
    <message>
        <source>Comma-separated property names; empty for every property</source>
        <translation>Имена свойств через запятую; пусто — все свойства</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>At most this many entities (all: every match)</source>
        <translation>Не более стольких сущностей (все: все совпадения)</translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation>Выполнить запрос (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Stop reading the query&apos;s pages</source>
        <translation>Прекратить чтение страниц запроса</translation>
    </message>
    <message>
        <source>Clear the query and show the whole table</source>
        <translation>Очистить запрос и показать всю таблицу</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Copy as Code</source>
        <translation>Копировать как код</translation>
    </message>
    <message>
        <source>$select: %1</source>
        <translation>$select: %1</translation>
    </message>
    <message>
        <source>Correct the filter before adding a condition to it: %1</source>
        <translation>Исправьте фильтр, прежде чем добавлять в него условие: %1</translation>
    </message>
    <message>
        <source>Copied the query as %1.</source>
        <translation>Запрос скопирован как %1.</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Недавние</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Сохранённые</translation>
    </message>
    <message>
        <source>(the whole table)</source>
        <translation>(вся таблица)</translation>
    </message>
    <message>
        <source>Save Query…</source>
        <translation>Сохранить запрос…</translation>
    </message>
    <message>
        <source>Save Query</source>
        <translation>Сохранить запрос</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>Сохранённые запросы</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Rename Query</source>
        <translation>Переименовать запрос</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Export Saved…</source>
        <translation>Экспорт сохранённых…</translation>
    </message>
    <message>
        <source>Export Saved Queries</source>
        <translation>Экспорт сохранённых запросов</translation>
    </message>
    <message>
        <source>Queries (*.json)</source>
        <translation>Запросы (*.json)</translation>
    </message>
    <message>
        <source>Import Saved…</source>
        <translation>Импорт сохранённых…</translation>
    </message>
    <message>
        <source>Import Saved Queries</source>
        <translation>Импорт сохранённых запросов</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n saved queries.</source>
        <translation>
            <numerusform>Импортирован %n сохранённый запрос.</numerusform>
            <numerusform>Импортировано %n сохранённых запроса.</numerusform>
            <numerusform>Импортировано %n сохранённых запросов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear Recent</source>
        <translation>Очистить недавние</translation>
    </message>
    <message>
        <source>&amp;Run Query</source>
        <translation>&amp;Выполнить запрос</translation>
    </message>
    <message>
        <source>Properties to return ($select)</source>
        <translation>Возвращаемые свойства ($select)</translation>
    </message>
    <message>
        <source>Entities to return at most ($top)</source>
        <translation>Наибольшее число возвращаемых сущностей ($top)</translation>
    </message>
</context>
<context>
    <name>rowan::QueryHistoryModel</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a query history file: %2</source>
        <translation>%1 не является файлом истории запросов: %2</translation>
    </message>
    <message>
        <source>(all entities)</source>
        <translation>(все сущности)</translation>
    </message>
    <message>
        <source>A saved query needs a name.</source>
        <translation>Сохранённому запросу нужно имя.</translation>
    </message>
    <message>
        <source>No saved query is called %1.</source>
        <translation>Сохранённого запроса с именем %1 нет.</translation>
    </message>
    <message>
        <source>Another saved query is already called %1.</source>
        <translation>Другой сохранённый запрос уже называется %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2 (at byte %3)</source>
        <translation>%1 не является JSON: %2 (в байте %3)</translation>
    </message>
    <message>
        <source>%1 is not a file of saved queries.</source>
        <translation>%1 не является файлом сохранённых запросов.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>rowan::QuickOpenDialog</name>
    <message>
        <source>Quick Open</source>
        <translation>Быстрое открытие</translation>
    </message>
    <message>
        <source>Table or connection to open</source>
        <translation>Таблица или подключение для открытия</translation>
    </message>
    <message>
        <source>Type part of a table&apos;s name…</source>
        <translation>Введите часть имени таблицы…</translation>
    </message>
    <message>
        <source>Tables and connections</source>
        <translation>Таблицы и подключения</translation>
    </message>
    <message>
        <source>Enter opens, Alt+Enter opens in a new tab, Esc closes</source>
        <translation>Enter — открыть, Alt+Enter — открыть в новой вкладке, Esc — закрыть</translation>
    </message>
</context>
<context>
    <name>rowan::QuickOpenModel</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — saved connection</source>
        <translation>%1 — сохранённое подключение</translation>
    </message>
    <message>
        <source>Table %1 of account %2</source>
        <translation>Таблица %1 учётной записи %2</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>Подключиться к %1</translation>
    </message>
    <message>
        <source>%1 — %2 in %3</source>
        <translation>%1 — %2 в %3</translation>
    </message>
    <message>
        <source>Table %1 of account %2, as %3 listed it last: opening it connects to %3</source>
        <translation>Таблица %1 учётной записи %2 по последнему списку %3: при открытии будет выполнено подключение к %3</translation>
    </message>
</context>
<context>
    <name>rowan::RecordView</name>
    <message>
        <source>Entity records</source>
        <translation>Записи сущностей</translation>
    </message>
    <message>
        <source>Loading row %1…</source>
        <translation>Загрузка строки %1…</translation>
    </message>
</context>
<context>
    <name>rowan::RekeyDialog</name>
    <message>
        <source>%1 / %2 already holds another entity</source>
        <translation>По ключу %1 / %2 уже есть другая сущность</translation>
    </message>
    <message>
        <source>%1 / %2 is the new key of another entity too</source>
        <translation>%1 / %2 — также новый ключ другой сущности</translation>
    </message>
    <message>
        <source>%1 / %2 is an entity still to be moved</source>
        <translation>%1 / %2 — сущность, которую ещё предстоит переместить</translation>
    </message>
    <message>
        <source>Re-key — %1</source>
        <translation>Смена ключей — %1</translation>
    </message>
    <message>
        <source>Give entities of &lt;b&gt;%1&lt;/b&gt; new keys made from their own values. A template is text with placeholders: &lt;tt&gt;{Name}&lt;/tt&gt; a property&apos;s value (&lt;tt&gt;{PartitionKey}&lt;/tt&gt;, &lt;tt&gt;{RowKey}&lt;/tt&gt; the current keys), &lt;tt&gt;{Name:D8}&lt;/tt&gt; a whole number zero-padded to 8 digits, &lt;tt&gt;{Name:N8}&lt;/tt&gt; the value with every number in it zero-padded, &lt;tt&gt;{invticks(Name)}&lt;/tt&gt; a DateTime as inverted ticks (newest first), &lt;tt&gt;{revdate(Name)}&lt;/tt&gt; a reversed date, &lt;tt&gt;{{&lt;/tt&gt; and &lt;tt&gt;}}&lt;/tt&gt; braces. An empty template keeps that key.</source>
        <translation>Дать сущностям &lt;b&gt;%1&lt;/b&gt; новые ключи из их собственных значений. Шаблон — это текст с подстановками: &lt;tt&gt;{Name}&lt;/tt&gt; значение свойства (&lt;tt&gt;{PartitionKey}&lt;/tt&gt;, &lt;tt&gt;{RowKey}&lt;/tt&gt; — текущие ключи), &lt;tt&gt;{Name:D8}&lt;/tt&gt; целое число, дополненное нулями до 8 цифр, &lt;tt&gt;{Name:N8}&lt;/tt&gt; значение, в котором каждое число дополнено нулями, &lt;tt&gt;{invticks(Name)}&lt;/tt&gt; DateTime как обратные тики (новые первыми), &lt;tt&gt;{revdate(Name)}&lt;/tt&gt; обратная дата, &lt;tt&gt;{{&lt;/tt&gt; и &lt;tt&gt;}}&lt;/tt&gt; — фигурные скобки. Пустой шаблон оставляет ключ прежним.</translation>
    </message>
    <message>
        <source>&amp;Apply to:</source>
        <translation>&amp;Применить к:</translation>
    </message>
    <message>
        <source>New PartitionKey template</source>
        <translation>Шаблон нового PartitionKey</translation>
    </message>
    <message>
        <source>New &amp;PartitionKey:</source>
        <translation>Новый &amp;PartitionKey:</translation>
    </message>
    <message>
        <source>New RowKey template</source>
        <translation>Шаблон нового RowKey</translation>
    </message>
    <message>
        <source>New &amp;RowKey:</source>
        <translation>Новый &amp;RowKey:</translation>
    </message>
    <message>
        <source>Old and new keys</source>
        <translation>Старые и новые ключи</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>RowKey</source>
        <translation>RowKey</translation>
    </message>
    <message>
        <source>New PartitionKey</source>
        <translation>Новый PartitionKey</translation>
    </message>
    <message>
        <source>New RowKey</source>
        <translation>Новый RowKey</translation>
    </message>
    <message>
        <source>Moved %1 of %2 entities…</source>
        <translation>Перемещено %1 из %2 сущностей…</translation>
    </message>
    <message>
        <source>Preview the new keys and their collisions; nothing is written before you run it.</source>
        <translation>Посмотрите новые ключи и их коллизии; ничего не записывается, пока вы не выполните смену.</translation>
    </message>
    <message>
        <source>Reading the entities and making their new keys…</source>
        <translation>Чтение сущностей и построение новых ключей…</translation>
    </message>
    <message>
        <source>Collisions (not moved)</source>
        <translation>Коллизии (не перемещены)</translation>
    </message>
    <message>
        <source>No key can be made (not moved)</source>
        <translation>Ключ не построить (не перемещены)</translation>
    </message>
    <message>
        <source>1 entity is in the scope.</source>
        <translation>В области 1 сущность.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>В области %1 сущность.</numerusform>
            <numerusform>В области %1 сущности.</numerusform>
            <numerusform>В области %1 сущностей.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 moves to a new key.</source>
        <translation>1 переходит на новый ключ.</translation>
    </message>
    <message numerus="yes">
        <source>%1 move to new keys.</source>
        <translation>
            <numerusform>%1 переходит на новые ключи.</numerusform>
            <numerusform>%1 переходят на новые ключи.</numerusform>
            <numerusform>%1 переходят на новые ключи.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys unchanged: %1.</source>
        <translation>Ключи не меняются: %1.</translation>
    </message>
    <message>
        <source>Colliding, not moved: %1.</source>
        <translation>Коллизии, не перемещаются: %1.</translation>
    </message>
    <message>
        <source>No key from this rule: %1.</source>
        <translation>Нет ключа по этому правилу: %1.</translation>
    </message>
    <message>
        <source>The first %1 moves are listed.</source>
        <translation>Показаны первые %1 перемещений.</translation>
    </message>
    <message>
        <source>Re-key</source>
        <translation>Смена ключей</translation>
    </message>
    <message>
        <source>Move %1 Entities</source>
        <translation>Переместить сущности (%1)</translation>
    </message>
    <message>
        <source>Give %1 entities of &lt;b&gt;%2&lt;/b&gt; new keys?&lt;br&gt;&lt;br&gt;%3</source>
        <translation>Дать %1 сущностям &lt;b&gt;%2&lt;/b&gt; новые ключи?&lt;br&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the whole re-key back.</source>
        <translation>Правка ▸ Отменить отменяет всю смену ключей.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Moving…</source>
        <translation>Перемещение…</translation>
    </message>
    <message>
        <source>Moved 1 entity to its new key.</source>
        <translation>1 сущность перемещена на новый ключ.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 entities to their new keys.</source>
        <translation>
            <numerusform>%1 сущность перемещена на новые ключи.</numerusform>
            <numerusform>%1 сущности перемещены на новые ключи.</numerusform>
            <numerusform>%1 сущностей перемещено на новые ключи.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the entities not moved yet keep their keys.</source>
        <translation>Отменено: ещё не перемещённые сущности сохраняют свои ключи.</translation>
    </message>
    <message>
        <source>Copied with the old entity still there (run the re-key again to finish): %1.</source>
        <translation>Скопированы, но старая сущность ещё на месте (выполните смену ключей снова, чтобы завершить): %1.</translation>
    </message>
    <message>
        <source>Collided, not moved: %1.</source>
        <translation>Коллизии, не перемещены: %1.</translation>
    </message>
    <message>
        <source>Not moved (listed below): %1.</source>
        <translation>Не перемещены (перечислены ниже): %1.</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the re-key back.</source>
        <translation>Правка ▸ Отменить отменяет смену ключей.</translation>
    </message>
    <message>
        <source>Changed meanwhile (not moved)</source>
        <translation>Изменены тем временем (не перемещены)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Отклонены</translation>
    </message>
    <message>
        <source>The re-key failed: %1</source>
        <translation>Смена ключей не удалась: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyActions</name>
    <message>
        <source>Safety &amp;Level…</source>
        <translation>Уровень &amp;безопасности…</translation>
    </message>
    <message>
        <source>Confirm or refuse writes to this store or connection, and name its environment</source>
        <translation>Подтверждать или запрещать запись в это хранилище или подключение и назвать его среду</translation>
    </message>
    <message>
        <source>Safety Level</source>
        <translation>Уровень безопасности</translation>
    </message>
    <message>
        <source>The safety level of %1 was not changed:
%2</source>
        <translation>Уровень безопасности %1 не изменён:
%2</translation>
    </message>
    <message>
        <source>Safety level of %1: %2.</source>
        <translation>Уровень безопасности %1: %2.</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyBadge</name>
    <message>
        <source>Environment: %1</source>
        <translation>Среда: %1</translation>
    </message>
    <message>
        <source>Safety level: %1</source>
        <translation>Уровень безопасности: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyDialog</name>
    <message>
        <source>Safety Level — %1</source>
        <translation>Уровень безопасности — %1</translation>
    </message>
    <message>
        <source>Kept in the store file: rowan commands, rowan serve and every explorer that opens it honour it.</source>
        <translation>Хранится в файле хранилища: его соблюдают команды rowan, rowan serve и любой открывший его обозреватель.</translation>
    </message>
    <message>
        <source>Kept with the saved connection on this computer.</source>
        <translation>Хранится вместе с сохранённым подключением на этом компьютере.</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Выключен</translation>
    </message>
    <message>
        <source>Writes go through as usual.</source>
        <translation>Запись выполняется как обычно.</translation>
    </message>
    <message>
        <source>&amp;Confirm writes</source>
        <translation>&amp;Подтверждать запись</translation>
    </message>
    <message>
        <source>Ask before every write, naming the account and table; bulk actions need the table&apos;s name typed.</source>
        <translation>Спрашивать перед каждой записью, называя учётную запись и таблицу; для массовых действий нужно ввести имя таблицы.</translation>
    </message>
    <message>
        <source>&amp;Read-only</source>
        <translation>&amp;Только чтение</translation>
    </message>
    <message>
        <source>Refuse every write: in the explorer, in rowan commands and through rowan serve.</source>
        <translation>Запрещать любую запись: в обозревателе, в командах rowan и через rowan serve.</translation>
    </message>
    <message>
        <source>Refuse every write to this connection.</source>
        <translation>Запрещать любую запись в это подключение.</translation>
    </message>
    <message>
        <source>e.g. PROD, test</source>
        <translation>например PROD, test</translation>
    </message>
    <message>
        <source>Environment &amp;label:</source>
        <translation>&amp;Метка среды:</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Оранжевый</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <source>C&amp;olour:</source>
        <translation>&amp;Цвет:</translation>
    </message>
    <message>
        <source>Shown as:</source>
        <translation>Отображается как:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
</context>
<context>
    <name>rowan::SasDialog</name>
    <message>
        <source>Generate SAS for table %1</source>
        <translation>Создание SAS для таблицы %1</translation>
    </message>
    <message>
        <source>Generate account SAS for %1</source>
        <translation>Создание SAS учётной записи %1</translation>
    </message>
    <message>
        <source>Reading the account&apos;s keys…</source>
        <translation>Чтение ключей учётной записи…</translation>
    </message>
    <message>
        <source>Stored access policies: %1</source>
        <translation>Хранимые политики доступа: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Разрешения</translation>
    </message>
    <message>
        <source>Bind the token to a stored access policy: the fields it sets are locked, and deleting the policy revokes the token.</source>
        <translation>Привязать токен к хранимой политике доступа: задаваемые ею поля блокируются, а удаление политики отзывает токен.</translation>
    </message>
    <message>
        <source>Stored &amp;policy:</source>
        <translation>Хранимая &amp;политика:</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Срок действия</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Местное время</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Times in:</source>
        <translation>Время в:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Начало:</translation>
    </message>
    <message>
        <source>&amp;Expiry:</source>
        <translation>&amp;Окончание:</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 час</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 день</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 дней</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 дней</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 год</translation>
    </message>
    <message>
        <source>From now:</source>
        <translation>С этого момента:</translation>
    </message>
    <message>
        <source>any address (or 10.0.0.1, or 10.0.0.1-10.0.0.255)</source>
        <translation>любой адрес (или 10.0.0.1, или 10.0.0.1-10.0.0.255)</translation>
    </message>
    <message>
        <source>&amp;IP range:</source>
        <translation>&amp;Диапазон IP:</translation>
    </message>
    <message>
        <source>HTTPS only (rowan serve speaks HTTP)</source>
        <translation>Только HTTPS (rowan serve работает по HTTP)</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Протокол:</translation>
    </message>
    <message>
        <source>Key 1</source>
        <translation>Ключ 1</translation>
    </message>
    <message>
        <source>Key 2</source>
        <translation>Ключ 2</translation>
    </message>
    <message>
        <source>Sign with:</source>
        <translation>Подписать:</translation>
    </message>
    <message>
        <source>Endpoint:</source>
        <translation>Конечная точка:</translation>
    </message>
    <message>
        <source>Key range (inclusive; empty: the whole table)</source>
        <translation>Диапазон ключей (включительно; пусто — вся таблица)</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>RowKey (empty: whole partition)</source>
        <translation>RowKey (пусто — весь раздел)</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>От:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>До:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>Токен:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Строка подключения:</translation>
    </message>
    <message>
        <source>Set by the stored policy %1.</source>
        <translation>Задано хранимой политикой %1.</translation>
    </message>
    <message>
        <source>Set by the stored policy %1: %2.</source>
        <translation>Задано хранимой политикой %1: %2.</translation>
    </message>
    <message>
        <source>SAS token</source>
        <translation>Токен SAS</translation>
    </message>
    <message>
        <source>SAS URL</source>
        <translation>URL SAS</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Строка подключения</translation>
    </message>
</context>
<context>
    <name>rowan::SasModel</name>
    <message>
        <source>Query</source>
        <translation>Запрос</translation>
    </message>
    <message>
        <source>Read entities: Get Entity and Query Entities.</source>
        <translation>Чтение сущностей: Get Entity и Query Entities.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавление</translation>
    </message>
    <message>
        <source>Insert new entities (with Update also Insert or Replace/Merge).</source>
        <translation>Вставка новых сущностей (вместе с «Обновлением» также Insert or Replace/Merge).</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Обновление</translation>
    </message>
    <message>
        <source>Replace and merge existing entities (with Add also the upserts).</source>
        <translation>Замена и объединение существующих сущностей (вместе с «Добавлением» также upsert).</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete entities.</source>
        <translation>Удаление сущностей.</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <source>Query entities in every table.</source>
        <translation>Запрос сущностей в любой таблице.</translation>
    </message>
    <message>
        <source>Insert entities; also create tables.</source>
        <translation>Вставка сущностей; также создание таблиц.</translation>
    </message>
    <message>
        <source>Replace and merge entities (with Add also the upserts).</source>
        <translation>Замена и объединение сущностей (вместе с «Добавлением» также upsert).</translation>
    </message>
    <message>
        <source>Delete entities, and delete whole tables.</source>
        <translation>Удаление сущностей и целых таблиц.</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>List the account&apos;s tables.</source>
        <translation>Перечисление таблиц учётной записи.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>Create tables.</source>
        <translation>Создание таблиц.</translation>
    </message>
    <message>
        <source>No account is chosen.</source>
        <translation>Учётная запись не выбрана.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys, so no token can be signed here.</source>
        <translation>Эта служба не предоставляет ключи учётной записи, поэтому здесь нельзя подписать токен.</translation>
    </message>
    <message>
        <source>No table is chosen.</source>
        <translation>Таблица не выбрана.</translation>
    </message>
    <message>
        <source>The table has no stored access policy &apos;%1&apos;.</source>
        <translation>У таблицы нет хранимой политики доступа &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Permissions: choose at least one.</source>
        <translation>Разрешения: выберите хотя бы одно.</translation>
    </message>
    <message>
        <source>Expiry: a token needs one (or a stored policy that sets it).</source>
        <translation>Окончание: токену оно необходимо (или хранимая политика, которая его задаёт).</translation>
    </message>
    <message>
        <source>Expiry: %1 is in the past.</source>
        <translation>Окончание: %1 уже в прошлом.</translation>
    </message>
    <message>
        <source>Expiry: it must come after the start.</source>
        <translation>Окончание: оно должно быть позже начала.</translation>
    </message>
    <message>
        <source>Range: a start RowKey needs a start PartitionKey.</source>
        <translation>Диапазон: начальному RowKey нужен начальный PartitionKey.</translation>
    </message>
    <message>
        <source>Range: an end RowKey needs an end PartitionKey.</source>
        <translation>Диапазон: конечному RowKey нужен конечный PartitionKey.</translation>
    </message>
    <message>
        <source>Range: its start comes after its end, so it grants nothing.</source>
        <translation>Диапазон: его начало позже конца, поэтому он ничего не разрешает.</translation>
    </message>
    <message>
        <source>IP range: &apos;%1&apos; is not an address or a range a-b of one family, low to high.</source>
        <translation>Диапазон IP: &apos;%1&apos; не является адресом или диапазоном a-b одного семейства, от меньшего к большему.</translation>
    </message>
    <message>
        <source>Endpoint: &apos;%1&apos; is not an http or https URL.</source>
        <translation>Конечная точка: &apos;%1&apos; не является URL http или https.</translation>
    </message>
    <message>
        <source>Valid for more than a day without a stored policy: it cannot be revoked, only made useless by regenerating key %1, which breaks every token signed with it.</source>
        <translation>Действует больше суток без хранимой политики: его нельзя отозвать, только сделать бесполезным, создав заново ключ %1, что сломает все подписанные им токены.</translation>
    </message>
    <message>
        <source>No key range: the token grants the whole table %1.</source>
        <translation>Нет диапазона ключей: токен даёт доступ ко всей таблице %1.</translation>
    </message>
    <message>
        <source>An account SAS applies to every table of %1, also tables created later.</source>
        <translation>SAS учётной записи действует для всех таблиц %1, в том числе созданных позже.</translation>
    </message>
    <message>
        <source>Signed with the public development key: anyone can make the same token.</source>
        <translation>Подписано общедоступным ключом разработки: кто угодно может создать такой же токен.</translation>
    </message>
    <message>
        <source>Only keys from %1 to %2 are granted.</source>
        <translation>Доступ даётся только к ключам от %1 до %2.</translation>
    </message>
    <message>
        <source>the first</source>
        <translation>первого</translation>
    </message>
    <message>
        <source>the last</source>
        <translation>последнего</translation>
    </message>
</context>
<context>
    <name>rowan::SchemaView</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Count Again</source>
        <translation>Подсчитать снова</translation>
    </message>
    <message>
        <source>Census progress</source>
        <translation>Ход переписи</translation>
    </message>
    <message>
        <source>Read the table again and count what its entities hold</source>
        <translation>Прочитать таблицу снова и подсчитать содержимое её сущностей</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Export the census</source>
        <translation>Экспортировать перепись</translation>
    </message>
    <message>
        <source>As &amp;JSON…</source>
        <translation>Как &amp;JSON…</translation>
    </message>
    <message>
        <source>As JSON &amp;Schema…</source>
        <translation>Как JSON &amp;Schema…</translation>
    </message>
    <message>
        <source>As &amp;Markdown…</source>
        <translation>Как &amp;Markdown…</translation>
    </message>
    <message>
        <source>Properties of the table</source>
        <translation>Свойства таблицы</translation>
    </message>
    <message>
        <source>Counting… %1 of %2 entities read.</source>
        <translation>Подсчёт… прочитано сущностей: %1 из %2.</translation>
    </message>
    <message>
        <source>Counting… %1 entities read.</source>
        <translation>Подсчёт… прочитано сущностей: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities</source>
        <translation>
            <numerusform>%Ln сущность</numerusform>
            <numerusform>%Ln сущности</numerusform>
            <numerusform>%Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole table: %1 in %2, %n properties.</source>
        <translation>
            <numerusform>Вся таблица: %1 в %2, %n свойство.</numerusform>
            <numerusform>Вся таблица: %1 в %2, %n свойства.</numerusform>
            <numerusform>Вся таблица: %1 в %2, %n свойств.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln partitions</source>
        <translation>
            <numerusform>%Ln разделе</numerusform>
            <numerusform>%Ln разделах</numerusform>
            <numerusform>%Ln разделах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A sample: the table&apos;s first %1 (this endpoint keeps no statistics), %n properties.</source>
        <translation>
            <numerusform>Выборка: первые %1 таблицы (эта конечная точка не ведёт статистику), %n свойство.</numerusform>
            <numerusform>Выборка: первые %1 таблицы (эта конечная точка не ведёт статистику), %n свойства.</numerusform>
            <numerusform>Выборка: первые %1 таблицы (эта конечная точка не ведёт статистику), %n свойств.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stored with more than one type.</source>
        <translation>
            <numerusform>%n хранится с несколькими типами.</numerusform>
            <numerusform>%n хранятся с несколькими типами.</numerusform>
            <numerusform>%n хранятся с несколькими типами.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table could not be read: %1</source>
        <translation>Не удалось прочитать таблицу: %1</translation>
    </message>
    <message>
        <source>Cancelled. Choose Count Again to start over.</source>
        <translation>Отменено. Выберите «Подсчитать снова», чтобы начать заново.</translation>
    </message>
    <message>
        <source>Schema of %1</source>
        <translation>Схема %1</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Подсчёт…</translation>
    </message>
    <message>
        <source>Counting the first entities (this endpoint keeps no statistics)…</source>
        <translation>Подсчёт первых сущностей (эта конечная точка не ведёт статистику)…</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Схема</translation>
    </message>
    <message>
        <source>Choose a table to see which properties and types its entities hold.</source>
        <translation>Выберите таблицу, чтобы увидеть, какие свойства и типы содержат её сущности.</translation>
    </message>
    <message>
        <source>Export the Census</source>
        <translation>Экспорт переписи</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>%1: the first %2 of %3</source>
        <translation>%1: первые %2 из %3</translation>
    </message>
    <message>
        <source>Compare With…</source>
        <translation>Сравнить с…</translation>
    </message>
    <message>
        <source>Put this census beside another table&apos;s: here, in another store file or of a saved connection</source>
        <translation>Поставить эту перепись рядом с переписью другой таблицы: здесь, в другом файле хранилища или из сохранённого подключения</translation>
    </message>
    <message>
        <source>Compare the Census of %1</source>
        <translation>Сравнение переписи %1</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 здесь</translation>
    </message>
</context>
<context>
    <name>rowan::ServicePicker</name>
    <message>
        <source>A table in another &amp;store file</source>
        <translation>Таблица в другом &amp;файле хранилища</translation>
    </message>
    <message>
        <source>Store file (.rowan); created when missing</source>
        <translation>Файл хранилища (.rowan); создаётся, если отсутствует</translation>
    </message>
    <message>
        <source>Store file</source>
        <translation>Файл хранилища</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>A table of a saved &amp;connection</source>
        <translation>Таблица сохранённого &amp;подключения</translation>
    </message>
    <message>
        <source>Saved connection</source>
        <translation>Сохранённое подключение</translation>
    </message>
    <message>
        <source>Rowan stores (*.rowan);;All files (*)</source>
        <translation>Хранилища Rowan (*.rowan);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again.</source>
        <translation>Неверная парольная фраза. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <source>There is no store file %1.</source>
        <translation>Файла хранилища %1 нет.</translation>
    </message>
    <message>
        <source>Cannot connect to %1:
%2</source>
        <translation>Не удаётся подключиться к %1:
%2</translation>
    </message>
</context>
<context>
    <name>rowan::ServiceSession</name>
    <message>
        <source>No store or connection is open.</source>
        <translation>Не открыто ни хранилище, ни подключение.</translation>
    </message>
</context>
<context>
    <name>rowan::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Клавиатурные сокращения</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавиатурные сокращения</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Ключи</translation>
    </message>
    <message>
        <source>Works</source>
        <translation>Действует</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Везде</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>В %1</translation>
    </message>
    <message>
        <source>While its view has the focus</source>
        <translation>Когда его представление в фокусе</translation>
    </message>
</context>
<context>
    <name>rowan::SnapshotDialog</name>
    <message>
        <source>Snapshot %1</source>
        <translation>Снимок %1</translation>
    </message>
    <message>
        <source>Snapshot into</source>
        <translation>Снимок в</translation>
    </message>
    <message>
        <source>A new table &amp;here</source>
        <translation>Новая таблица &amp;здесь</translation>
    </message>
    <message>
        <source>Every entity</source>
        <translation>Все сущности</translation>
    </message>
    <message>
        <source>&amp;Snapshot table:</source>
        <translation>&amp;Таблица снимка:</translation>
    </message>
    <message>
        <source>&amp;Only entities matching:</source>
        <translation>&amp;Только сущности, подходящие под:</translation>
    </message>
    <message>
        <source>The store records where and when the snapshot came from, so it can be compared with its source later.</source>
        <translation>Хранилище запоминает, откуда и когда взят снимок, чтобы позже сравнить его с источником.</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot</source>
        <translation>&amp;Сделать снимок</translation>
    </message>
    <message>
        <source>A table %1 exists: a snapshot goes into a new table.</source>
        <translation>Таблица %1 уже есть: снимок создаётся в новой таблице.</translation>
    </message>
    <message>
        <source>Choose the store file to keep the snapshot in.</source>
        <translation>Выберите файл хранилища для снимка.</translation>
    </message>
    <message>
        <source>The filter does not read: %1</source>
        <translation>Фильтр не читается: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SortBar</name>
    <message>
        <source>ascending</source>
        <translation>по возрастанию</translation>
    </message>
    <message>
        <source>descending</source>
        <translation>по убыванию</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Narrow the Query</source>
        <translation>Сузить запрос</translation>
    </message>
    <message>
        <source>Clear Sort</source>
        <translation>Сбросить сортировку</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Sort status</source>
        <translation>Состояние сортировки</translation>
    </message>
    <message>
        <source>Sort progress</source>
        <translation>Ход сортировки</translation>
    </message>
    <message>
        <source>Cancel the sort</source>
        <translation>Отменить сортировку</translation>
    </message>
    <message>
        <source>Stop sorting; the rows shown stay as they are</source>
        <translation>Остановить сортировку; показанные строки останутся как есть</translation>
    </message>
    <message>
        <source>Narrow the query</source>
        <translation>Сузить запрос</translation>
    </message>
    <message>
        <source>Put the keyboard in the query bar&apos;s filter, to sort fewer entities</source>
        <translation>Перевести ввод в фильтр строки запроса, чтобы сортировать меньше сущностей</translation>
    </message>
    <message>
        <source>Clear the sort</source>
        <translation>Сбросить сортировку</translation>
    </message>
    <message>
        <source>Show the rows in the service&apos;s key order again</source>
        <translation>Снова показать строки в порядке ключей службы</translation>
    </message>
    <message>
        <source>Dismiss the sort message</source>
        <translation>Закрыть сообщение о сортировке</translation>
    </message>
    <message>
        <source>Not sorted: the result has at least %1 entities, more than the %2 Rowan sorts on this computer. Narrow the query (a filter on the keys or a property), then sort again.</source>
        <translation>Не отсортировано: в результате не меньше %1 сущностей, больше, чем %2, которые Rowan сортирует на этом компьютере. Сузьте запрос (фильтр по ключам или свойству) и отсортируйте снова.</translation>
    </message>
    <message>
        <source>Sorting failed: %1</source>
        <translation>Сортировка не удалась: %1</translation>
    </message>
    <message>
        <source>Sorting all of %1 by “%2”, %3, on this computer…</source>
        <translation>Сортировка всего %1 по «%2», %3, на этом компьютере…</translation>
    </message>
    <message>
        <source>the query’s matches</source>
        <translation>результата запроса</translation>
    </message>
    <message numerus="yes">
        <source>Sorted here by Rowan, not by the service: %Ln entities by “%1”, %2.</source>
        <translation>
            <numerusform>Отсортировано здесь программой Rowan, не службой: %Ln сущность по «%1», %2.</numerusform>
            <numerusform>Отсортировано здесь программой Rowan, не службой: %Ln сущности по «%1», %2.</numerusform>
            <numerusform>Отсортировано здесь программой Rowan, не службой: %Ln сущностей по «%1», %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has changed since: sort again to see the changes.</source>
        <translation>Таблица с тех пор изменилась: отсортируйте снова, чтобы увидеть изменения.</translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation>прочитано %1 из %2</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>прочитано %1</translation>
    </message>
</context>
<context>
    <name>rowan::StagedBar</name>
    <message>
        <source>1 change</source>
        <translation>1 изменение</translation>
    </message>
    <message numerus="yes">
        <source>%1 changes</source>
        <translation>
            <numerusform>%1 изменение</numerusform>
            <numerusform>%1 изменения</numerusform>
            <numerusform>%1 изменений</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Просмотреть…</translation>
    </message>
    <message>
        <source>Co&amp;mmit</source>
        <translation>&amp;Зафиксировать</translation>
    </message>
    <message>
        <source>D&amp;iscard</source>
        <translation>&amp;Отбросить</translation>
    </message>
    <message>
        <source>Write every pending change, in entity group transactions guarded by the ETags the entities were loaded with</source>
        <translation>Записать все ожидающие изменения транзакциями групп сущностей, защищёнными ETag, с которыми сущности были загружены</translation>
    </message>
    <message>
        <source>Drop every pending change; nothing was written</source>
        <translation>Отбросить все ожидающие изменения; ничего не было записано</translation>
    </message>
    <message>
        <source>%1 written; %2 not written (see Review).</source>
        <translation>Записано: %1; не записано: %2 (см. «Просмотреть»).</translation>
    </message>
    <message>
        <source>%1 pending, not written yet</source>
        <translation>Ожидает: %1, ещё не записано</translation>
    </message>
    <message>
        <source>%1 pending in %2, not written yet</source>
        <translation>Ожидает: %1 в %2, ещё не записано</translation>
    </message>
    <message>
        <source>Commit Pending Changes</source>
        <translation>Зафиксировать ожидающие изменения</translation>
    </message>
    <message>
        <source>Commit 1 Change</source>
        <translation>Зафиксировать 1 изменение</translation>
    </message>
    <message numerus="yes">
        <source>Commit %1 Changes</source>
        <translation>
            <numerusform>Зафиксировать %1 изменение</numerusform>
            <numerusform>Зафиксировать %1 изменения</numerusform>
            <numerusform>Зафиксировать %1 изменений</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the %1 pending? An entity changed by someone else since it was loaded is not overwritten: its change stays pending.</source>
        <translation>Записать ожидающие (%1)? Сущность, изменённая кем-то другим после загрузки, не перезаписывается: её изменение остаётся ожидающим.</translation>
    </message>
    <message>
        <source>Discard Pending Changes</source>
        <translation>Отбросить ожидающие изменения</translation>
    </message>
    <message>
        <source>Drop the %1 pending? Nothing of them was written.</source>
        <translation>Отбросить ожидающие (%1)? Ничего из них не было записано.</translation>
    </message>
</context>
<context>
    <name>rowan::StagedEdits</name>
    <message>
        <source>The pending changes are being committed; wait for the commit.</source>
        <translation>Ожидающие изменения фиксируются; дождитесь завершения.</translation>
    </message>
    <message>
        <source>A change of an existing entity needs the entity as it was loaded.</source>
        <translation>Для изменения существующей сущности нужна сущность в загруженном виде.</translation>
    </message>
</context>
<context>
    <name>rowan::StagedReviewDialog</name>
    <message>
        <source>Add</source>
        <translation>Добавление</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Объединение</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Замена</translation>
    </message>
    <message>
        <source>Pending Changes</source>
        <translation>Ожидающие изменения</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Ожидающие изменения</translation>
    </message>
    <message>
        <source>Properties before and after</source>
        <translation>Свойства до и после</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <source>&amp;Discard Selected</source>
        <translation>&amp;Отбросить выбранные</translation>
    </message>
    <message>
        <source>&amp;Commit All</source>
        <translation>&amp;Зафиксировать все</translation>
    </message>
    <message>
        <source>Not written by the last commit: %1.</source>
        <translation>Не записано при последней фиксации: %1.</translation>
    </message>
</context>
<context>
    <name>rowan::StoreActions</name>
    <message>
        <source>&amp;New Store…</source>
        <translation>&amp;Новое хранилище…</translation>
    </message>
    <message>
        <source>&amp;Open Store…</source>
        <translation>&amp;Открыть хранилище…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Не&amp;давние</translation>
    </message>
    <message>
        <source>&amp;Close Store</source>
        <translation>&amp;Закрыть хранилище</translation>
    </message>
    <message>
        <source>Change &amp;Passphrase…</source>
        <translation>Изменить &amp;парольную фразу…</translation>
    </message>
    <message>
        <source>C&amp;heck Store</source>
        <translation>Провер&amp;ить хранилище</translation>
    </message>
    <message>
        <source>&amp;Back Up…</source>
        <translation>&amp;Резервная копия…</translation>
    </message>
    <message>
        <source>Clear Recent</source>
        <translation>Очистить недавние</translation>
    </message>
    <message>
        <source>New Store</source>
        <translation>Новое хранилище</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>Открыть хранилище</translation>
    </message>
    <message>
        <source>%1 already exists. Rowan never overwrites a file: choose a new name.</source>
        <translation>%1 уже существует. Rowan никогда не перезаписывает файлы: выберите новое имя.</translation>
    </message>
    <message>
        <source>There is no store at %1.</source>
        <translation>По адресу %1 нет хранилища.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открытие %1…</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыто %1</translation>
    </message>
    <message>
        <source>Damage Found</source>
        <translation>Обнаружены повреждения</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again.</source>
        <translation>Неверная парольная фраза. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Не открыто: %1</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <source>Creating the demo store %1…</source>
        <translation>Создание демонстрационного хранилища %1…</translation>
    </message>
    <message>
        <source>Demo Store</source>
        <translation>Демонстрационное хранилище</translation>
    </message>
    <message>
        <source>Cannot create %1:
%2</source>
        <translation>Не удаётся создать %1:
%2</translation>
    </message>
    <message>
        <source>Opened the demo store %1</source>
        <translation>Открыто демонстрационное хранилище %1</translation>
    </message>
    <message>
        <source>%1 was not opened: the changes pending here come first.</source>
        <translation>%1 не открыто: сначала нужно разобраться с ожидающими здесь изменениями.</translation>
    </message>
    <message>
        <source>Connected to %1 (%2)</source>
        <translation>Подключено к %1 (%2)</translation>
    </message>
    <message>
        <source>Changing the passphrase of %1…</source>
        <translation>Изменение парольной фразы %1…</translation>
    </message>
    <message>
        <source>%1 is now encrypted with the new passphrase.</source>
        <translation>%1 теперь зашифровано новой парольной фразой.</translation>
    </message>
    <message>
        <source>%1 is now decrypted.</source>
        <translation>%1 теперь расшифровано.</translation>
    </message>
    <message>
        <source>Back Up Store</source>
        <translation>Резервная копия хранилища</translation>
    </message>
    <message>
        <source>(read-only) </source>
        <translation>(только чтение) </translation>
    </message>
    <message>
        <source>%1 (remote) — Rowan</source>
        <translation>%1 (удалённое) — Rowan</translation>
    </message>
    <message>
        <source>Rowan</source>
        <translation>Rowan</translation>
    </message>
    <message>
        <source>%1 (encrypted) — Rowan</source>
        <translation>%1 (зашифровано) — Rowan</translation>
    </message>
    <message>
        <source>%1 (not encrypted) — Rowan</source>
        <translation>%1 (не зашифровано) — Rowan</translation>
    </message>
    <message>
        <source>No store open</source>
        <translation>Хранилище не открыто</translation>
    </message>
    <message>
        <source>Encrypted (SQLCipher)</source>
        <translation>Зашифровано (SQLCipher)</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Не зашифровано</translation>
    </message>
    <message>
        <source>The store file is encrypted with SQLCipher; it opens only with its passphrase. Click to change the passphrase.</source>
        <translation>Файл хранилища зашифрован SQLCipher; он открывается только с парольной фразой. Щёлкните, чтобы изменить парольную фразу.</translation>
    </message>
    <message>
        <source>Anyone who can read the store file can read its tables. Click to encrypt it.</source>
        <translation>Любой, кто может прочитать файл хранилища, может прочитать его таблицы. Щёлкните, чтобы зашифровать его.</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Показано: %1</translation>
    </message>
</context>
<context>
    <name>rowan::StoreMaintenanceDialog</name>
    <message>
        <source>Check Store</source>
        <translation>Проверка хранилища</translation>
    </message>
    <message>
        <source>Back Up Store</source>
        <translation>Резервная копия хранилища</translation>
    </message>
    <message>
        <source>Checking %1: every page, then every entity…</source>
        <translation>Проверка %1: каждая страница, затем каждая сущность…</translation>
    </message>
    <message>
        <source>Backing up %1 to %2…</source>
        <translation>Резервное копирование %1 в %2…</translation>
    </message>
    <message>
        <source>The backup failed (%1).</source>
        <translation>Ошибка резервного копирования (%1).</translation>
    </message>
    <message>
        <source>Backed up to %1, %2. Open it like any store to restore it.</source>
        <translation>Резервная копия создана в %1, %2. Чтобы восстановить, откройте её как любое хранилище.</translation>
    </message>
    <message>
        <source>encrypted with the store&apos;s passphrase</source>
        <translation>зашифрована парольной фразой хранилища</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>не зашифрована</translation>
    </message>
    <message>
        <source>The check stopped (%1).</source>
        <translation>Проверка остановлена (%1).</translation>
    </message>
    <message>
        <source>The store is sound: %1 pages authenticated, %2 tables, %3 entities decoded.</source>
        <translation>Хранилище исправно: страниц проверено: %1, таблиц: %2, сущностей декодировано: %3.</translation>
    </message>
    <message numerus="yes">
        <source>The store is damaged: %n problem(s). Stop writing to it and restore it from a backup.</source>
        <translation>
            <numerusform>Хранилище повреждено: %n проблема. Прекратите запись в него и восстановите его из резервной копии.</numerusform>
            <numerusform>Хранилище повреждено: %n проблемы. Прекратите запись в него и восстановите его из резервной копии.</numerusform>
            <numerusform>Хранилище повреждено: %n проблем. Прекратите запись в него и восстановите его из резервной копии.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entities: %p%</source>
        <translation>Сущности: %p%</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
</context>
<context>
    <name>rowan::StoreNavigator</name>
    <message>
        <source>Stores, accounts and tables</source>
        <translation>Хранилища, учётные записи и таблицы</translation>
    </message>
    <message>
        <source>Open in New &amp;Tab</source>
        <translation>Открыть в новой &amp;вкладке</translation>
    </message>
    <message>
        <source>Open the table in a tab of its own, keeping the one shown</source>
        <translation>Открыть таблицу в отдельной вкладке, не закрывая текущую</translation>
    </message>
</context>
<context>
    <name>rowan::StoreTreeModel</name>
    <message>
        <source>
Safety level: %1</source>
        <translation>
Уровень безопасности: %1</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 таблица</translation>
    </message>
    <message numerus="yes">
        <source>%1 tables</source>
        <translation>
            <numerusform>%1 таблица</numerusform>
            <numerusform>%1 таблицы</numerusform>
            <numerusform>%1 таблиц</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the public development account, whose key everyone knows</source>
        <translation>%1: общедоступная учётная запись разработки, ключ которой всем известен</translation>
    </message>
    <message>
        <source>public</source>
        <translation>общедоступная</translation>
    </message>
    <message>
        <source>%1: this endpoint keeps no statistics, so its size is unknown until it is counted</source>
        <translation>%1: эта конечная точка не ведёт статистику, поэтому размер неизвестен до подсчёта</translation>
    </message>
    <message>
        <source>%1: %2 entities in %3 partitions, %4</source>
        <translation>%1: сущностей: %2 в разделах: %3, %4</translation>
    </message>
    <message>
        <source>%1
A remote endpoint: reads and writes go over the network%2</source>
        <translation>%1
Удалённая конечная точка: чтение и запись идут по сети%2</translation>
    </message>
    <message>
        <source>; it keeps no statistics</source>
        <translation>; статистика не ведётся</translation>
    </message>
    <message>
        <source>HTTPS</source>
        <translation>HTTPS</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>%1
Encrypted (SQLCipher)</source>
        <translation>%1
Зашифровано (SQLCipher)</translation>
    </message>
    <message>
        <source>%1
Not encrypted: anyone who can read the file can read its tables</source>
        <translation>%1
Не зашифровано: любой, кто может прочитать файл, может прочитать его таблицы</translation>
    </message>
    <message>
        <source>encrypted</source>
        <translation>зашифровано</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>не зашифрована</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>не подключено</translation>
    </message>
    <message>
        <source>%1
%2
Double-click or press Enter to connect.</source>
        <translation>%1
%2
Дважды щёлкните или нажмите Enter, чтобы подключиться.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
</context>
<context>
    <name>rowan::SyncDialog</name>
    <message>
        <source>Sync Tables</source>
        <translation>Синхронизация таблиц</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Направление</translation>
    </message>
    <message>
        <source>Make the &amp;right like the left: %1 → %2</source>
        <translation>Сделать &amp;правую как левую: %1 → %2</translation>
    </message>
    <message>
        <source>Make the &amp;left like the right: %1 → %2</source>
        <translation>Сделать &amp;левую как правую: %1 → %2</translation>
    </message>
    <message>
        <source>Entities only the source has are inserted.</source>
        <translation>Сущности, которые есть только в источнике, вставляются.</translation>
    </message>
    <message>
        <source>Merge the source&apos;s properties (the target&apos;s other properties stay)</source>
        <translation>Слить свойства источника (прочие свойства цели остаются)</translation>
    </message>
    <message>
        <source>Replace with the source&apos;s entity</source>
        <translation>Заменить сущностью источника</translation>
    </message>
    <message>
        <source>&amp;Delete entities only the target has</source>
        <translation>&amp;Удалить сущности, которые есть только в цели</translation>
    </message>
    <message>
        <source>&amp;Update changed entities:</source>
        <translation>&amp;Обновлять изменённые сущности:</translation>
    </message>
    <message>
        <source>&amp;Sync</source>
        <translation>&amp;Синхронизировать</translation>
    </message>
    <message>
        <source>Counting what the sync would write… (%L1 and %L2 entities read)</source>
        <translation>Подсчёт того, что запишет синхронизация… (прочитано %L1 и %L2 сущностей)</translation>
    </message>
    <message>
        <source>Cannot count what the sync would write: %1</source>
        <translation>Не удалось подсчитать, что запишет синхронизация: %1</translation>
    </message>
    <message>
        <source>Counting what the sync would write…</source>
        <translation>Подсчёт того, что запишет синхронизация…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to insert</source>
        <translation>
            <numerusform>%Ln к вставке</numerusform>
            <numerusform>%Ln к вставке</numerusform>
            <numerusform>%Ln к вставке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to update</source>
        <translation>
            <numerusform>%Ln к обновлению</numerusform>
            <numerusform>%Ln к обновлению</numerusform>
            <numerusform>%Ln к обновлению</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to delete</source>
        <translation>
            <numerusform>%Ln к удалению</numerusform>
            <numerusform>%Ln к удалению</numerusform>
            <numerusform>%Ln к удалению</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only on the target kept</source>
        <translation>
            <numerusform>%Ln только в цели сохранена</numerusform>
            <numerusform>%Ln только в цели сохранены</numerusform>
            <numerusform>%Ln только в цели сохранено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln left alone by the merge</source>
        <translation>
            <numerusform>%Ln не затронута слиянием</numerusform>
            <numerusform>%Ln не затронуты слиянием</numerusform>
            <numerusform>%Ln не затронуто слиянием</numerusform>
        </translation>
    </message>
    <message>
        <source>In %1: %2.</source>
        <translation>В %1: %2.</translation>
    </message>
    <message>
        <source>Nothing to write.</source>
        <translation>Записывать нечего.</translation>
    </message>
</context>
<context>
    <name>rowan::TableActions</name>
    <message>
        <source>New Table…</source>
        <translation>Новая таблица…</translation>
    </message>
    <message>
        <source>Delete Table…</source>
        <translation>Удалить таблицу…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Create a table in the current account</source>
        <translation>Создать таблицу в текущей учётной записи</translation>
    </message>
    <message>
        <source>Delete the current table and its entities</source>
        <translation>Удалить текущую таблицу и её сущности</translation>
    </message>
    <message>
        <source>Reload accounts, tables and their counts</source>
        <translation>Перезагрузить учётные записи, таблицы и их счётчики</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Хранилища</translation>
    </message>
    <message>
        <source>Cannot read the store&apos;s tables:
%1</source>
        <translation>Не удаётся прочитать таблицы хранилища:
%1</translation>
    </message>
    <message>
        <source>New Table</source>
        <translation>Новая таблица</translation>
    </message>
    <message>
        <source>Create Table</source>
        <translation>Создать таблицу</translation>
    </message>
    <message>
        <source>Create the table &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Создать таблицу &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Удалить таблицу</translation>
    </message>
    <message>
        <source>Delete the table &lt;b&gt;%1&lt;/b&gt; with all its entities?</source>
        <translation>Удалить таблицу &lt;b&gt;%1&lt;/b&gt; со всеми её сущностями?</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <source>Table %1 of account %2: %3 (%4)</source>
        <translation>Таблица %1 учётной записи %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>rowan::TableJob</name>
    <message>
        <source>No store is open.</source>
        <translation>Хранилище не открыто.</translation>
    </message>
</context>
<context>
    <name>rowan::TableTabBar</name>
    <message>
        <source>Open tables</source>
        <translation>Открытые таблицы</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Закрыть в&amp;кладку</translation>
    </message>
    <message>
        <source>Close the current table&apos;s tab</source>
        <translation>Закрыть вкладку текущей таблицы</translation>
    </message>
    <message>
        <source>Close &amp;Other Tabs</source>
        <translation>Закрыть &amp;другие вкладки</translation>
    </message>
    <message>
        <source>Close every tab but the current one</source>
        <translation>Закрыть все вкладки, кроме текущей</translation>
    </message>
    <message>
        <source>&amp;Duplicate Tab</source>
        <translation>Д&amp;ублировать вкладку</translation>
    </message>
    <message>
        <source>Open the current table again in a new tab, with its query</source>
        <translation>Открыть текущую таблицу ещё раз в новой вкладке, вместе с её запросом</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>С&amp;ледующая вкладка</translation>
    </message>
    <message>
        <source>Show the next tab&apos;s table</source>
        <translation>Показать таблицу следующей вкладки</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>П&amp;редыдущая вкладка</translation>
    </message>
    <message>
        <source>Show the previous tab&apos;s table</source>
        <translation>Показать таблицу предыдущей вкладки</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Закрыть %1</translation>
    </message>
</context>
<context>
    <name>rowan::TextIndexDialog</name>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Построить</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Text Index of %1</source>
        <translation>Текстовый индекс %1</translation>
    </message>
    <message>
        <source>A text index lets Find answer a text of three or more characters without reading every entity of &lt;b&gt;%1&lt;/b&gt;. Every write keeps it up to date, in the same transaction; it takes room in the store file.</source>
        <translation>Текстовый индекс позволяет поиску находить текст из трёх и более символов, не читая каждую сущность &lt;b&gt;%1&lt;/b&gt;. Каждая запись обновляет его в той же транзакции; он занимает место в файле хранилища.</translation>
    </message>
    <message>
        <source>Reading the index&apos;s status…</source>
        <translation>Чтение состояния индекса…</translation>
    </message>
    <message>
        <source>Build progress</source>
        <translation>Ход построения</translation>
    </message>
    <message>
        <source>Build the index in the background; writes go on meanwhile</source>
        <translation>Построить индекс в фоне; запись тем временем продолжается</translation>
    </message>
    <message>
        <source>Remove the index; Find then reads the table</source>
        <translation>Удалить индекс; тогда поиск читает таблицу</translation>
    </message>
    <message>
        <source>Stop building; Build carries on from there later</source>
        <translation>Остановить построение; «Построить» позже продолжит с этого места</translation>
    </message>
    <message>
        <source>Building: %1 of %2 entities indexed…</source>
        <translation>Построение: проиндексировано %1 из %2 сущностей…</translation>
    </message>
    <message>
        <source>Building: %1 entities indexed…</source>
        <translation>Построение: проиндексировано сущностей: %1…</translation>
    </message>
    <message>
        <source>Stopped. What was built is kept: Build carries on from there.</source>
        <translation>Остановлено. Построенное сохранено: «Построить» продолжит с этого места.</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Построение…</translation>
    </message>
    <message>
        <source>Removing…</source>
        <translation>Удаление…</translation>
    </message>
    <message>
        <source>This table has no text index: Find reads every entity.</source>
        <translation>У этой таблицы нет текстового индекса: поиск читает каждую сущность.</translation>
    </message>
    <message>
        <source>The index is not finished (%1 entities so far): Find reads the table until it is. Build carries on.</source>
        <translation>Индекс не закончен (пока сущностей: %1): до завершения поиск читает таблицу. «Построить» продолжит.</translation>
    </message>
    <message>
        <source>Ready: %1 entities indexed, %2 in the store file.</source>
        <translation>Готово: проиндексировано сущностей: %1, в файле хранилища %2.</translation>
    </message>
</context>
<context>
    <name>rowan::Theme</name>
    <message>
        <source>As the desktop</source>
        <translation>Как на рабочем столе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокая контрастность</translation>
    </message>
</context>
<context>
    <name>rowan::TokenTestModel</name>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Paste a SAS token, a URL carrying one, or a SAS connection string.</source>
        <translation>Вставьте токен SAS, содержащий его URL или строку подключения SAS.</translation>
    </message>
    <message>
        <source>Not a valid connection string: %1</source>
        <translation>Недопустимая строка подключения: %1</translation>
    </message>
    <message>
        <source>This connection string holds an account key, not a SAS: whoever has it may do everything on the account.</source>
        <translation>Эта строка подключения содержит ключ учётной записи, а не SAS: её владелец может делать с учётной записью всё.</translation>
    </message>
    <message>
        <source>Not a valid URL: %1</source>
        <translation>Недопустимый URL: %1</translation>
    </message>
    <message>
        <source>The URL carries no query, so no SAS.</source>
        <translation>В URL нет строки запроса, а значит, нет SAS.</translation>
    </message>
    <message>
        <source>The token&apos;s percent-encoding is broken: %1</source>
        <translation>Процентная кодировка токена повреждена: %1</translation>
    </message>
    <message>
        <source>There is no signature (sig): this is not a shared access signature.</source>
        <translation>Подписи (sig) нет: это не подпись общего доступа.</translation>
    </message>
    <message>
        <source>Not a time: tokens use ISO-8601 UTC such as 2026-12-01T00:00:00Z.</source>
        <translation>Не время: токены используют ISO-8601 UTC, например 2026-12-01T00:00:00Z.</translation>
    </message>
    <message>
        <source>Expired %1 (%2).</source>
        <translation>Истёк %1 (%2).</translation>
    </message>
    <message>
        <source>Expires %1 (%2).</source>
        <translation>Истекает %1 (%2).</translation>
    </message>
    <message>
        <source>Valid from %1 (%2).</source>
        <translation>Действует с %1 (%2).</translation>
    </message>
    <message>
        <source>Not valid yet: from %1 (%2).</source>
        <translation>Ещё не действует: с %1 (%2).</translation>
    </message>
    <message>
        <source>Service version %1.</source>
        <translation>Версия службы %1.</translation>
    </message>
    <message>
        <source>Not a supported version: tokens need 2015-04-05 or later.</source>
        <translation>Неподдерживаемая версия: токенам нужна 2015-04-05 или новее.</translation>
    </message>
    <message>
        <source>Ignored in an account SAS.</source>
        <translation>Игнорируется в SAS учётной записи.</translation>
    </message>
    <message>
        <source>Table %1 only.</source>
        <translation>Только таблица %1.</translation>
    </message>
    <message>
        <source>Malformed: letters of %1, each once. %2</source>
        <translation>Неверный формат: буквы из %1, каждая по разу. %2</translation>
    </message>
    <message>
        <source> The policy sets the permissions too, so the token is refused.</source>
        <translation> Политика тоже задаёт разрешения, поэтому токен отклоняется.</translation>
    </message>
    <message>
        <source> The policy sets the expiry too, so the token is refused.</source>
        <translation> Политика тоже задаёт окончание, поэтому токен отклоняется.</translation>
    </message>
    <message>
        <source>Longer than 64 characters: malformed.</source>
        <translation>Длиннее 64 символов: неверный формат.</translation>
    </message>
    <message>
        <source>Table %1 has no stored access policy &apos;%2&apos;: it was deleted (revoked) or never existed, so the token is refused.</source>
        <translation>У таблицы %1 нет хранимой политики доступа &apos;%2&apos;: она удалена (отозвана) или никогда не существовала, поэтому токен отклоняется.</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>начало %1</translation>
    </message>
    <message>
        <source>expiry %1 (%2)</source>
        <translation>окончание %1 (%2)</translation>
    </message>
    <message>
        <source>permissions %1</source>
        <translation>разрешения %1</translation>
    </message>
    <message>
        <source>Stored policy &apos;%1&apos; gives: %2. Deleting it revokes the token.</source>
        <translation>Хранимая политика &apos;%1&apos; даёт: %2. Её удаление отзывает токен.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>Malformed: an address or a range a-b of one family, low to high.</source>
        <translation>Неверный формат: адрес или диапазон a-b одного семейства, от меньшего к большему.</translation>
    </message>
    <message>
        <source>Only clients from %1 (this computer is inside).</source>
        <translation>Только клиенты из %1 (этот компьютер входит в диапазон).</translation>
    </message>
    <message>
        <source>Only clients from %1 (this computer is outside).</source>
        <translation>Только клиенты из %1 (этот компьютер вне диапазона).</translation>
    </message>
    <message>
        <source>Malformed: https or https,http.</source>
        <translation>Неверный формат: https или https,http.</translation>
    </message>
    <message>
        <source>HTTPS only: refused over plain HTTP.</source>
        <translation>Только HTTPS: по обычному HTTP отклоняется.</translation>
    </message>
    <message>
        <source>HTTPS or HTTP.</source>
        <translation>HTTPS или HTTP.</translation>
    </message>
    <message>
        <source>From PartitionKey &apos;%1&apos;.</source>
        <translation>От PartitionKey &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Malformed: a start RowKey needs spk.</source>
        <translation>Неверный формат: начальному RowKey нужен spk.</translation>
    </message>
    <message>
        <source>From RowKey &apos;%1&apos; in the first partition.</source>
        <translation>От RowKey &apos;%1&apos; в первом разделе.</translation>
    </message>
    <message>
        <source>Up to PartitionKey &apos;%1&apos; (inclusive).</source>
        <translation>До PartitionKey &apos;%1&apos; (включительно).</translation>
    </message>
    <message>
        <source>Malformed: an end RowKey needs epk.</source>
        <translation>Неверный формат: конечному RowKey нужен epk.</translation>
    </message>
    <message>
        <source>Up to RowKey &apos;%1&apos; in the last partition.</source>
        <translation>До RowKey &apos;%1&apos; в последнем разделе.</translation>
    </message>
    <message>
        <source>Does not include the Table service (t): refused here.</source>
        <translation>Не включает службу таблиц (t): здесь отклоняется.</translation>
    </message>
    <message>
        <source>Malformed: letters of bqtf.</source>
        <translation>Неверный формат: буквы из bqtf.</translation>
    </message>
    <message>
        <source>Services %1, including tables.</source>
        <translation>Службы %1, включая таблицы.</translation>
    </message>
    <message>
        <source>service</source>
        <translation>служба</translation>
    </message>
    <message>
        <source>tables (c)</source>
        <translation>таблицы (c)</translation>
    </message>
    <message>
        <source>entities (o)</source>
        <translation>сущности (o)</translation>
    </message>
    <message>
        <source>Malformed: letters of sco.</source>
        <translation>Неверный формат: буквы из sco.</translation>
    </message>
    <message>
        <source>Resource types: %1.</source>
        <translation>Типы ресурсов: %1.</translation>
    </message>
    <message>
        <source>Encryption scope %1 (signed; no meaning here).</source>
        <translation>Область шифрования %1 (подписана; здесь не имеет смысла).</translation>
    </message>
    <message>
        <source>Not a SAS field: ignored and not signed.</source>
        <translation>Не поле SAS: игнорируется и не подписывается.</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(отсутствует)</translation>
    </message>
    <message>
        <source>No table named: the token is for table %1 only if it was signed for it.</source>
        <translation>Таблица не указана: токен действует для таблицы %1, только если подписан для неё.</translation>
    </message>
    <message>
        <source>No expiry, and no stored policy gives one: the token is refused.</source>
        <translation>Окончания нет, и ни одна хранимая политика его не задаёт: токен отклоняется.</translation>
    </message>
    <message>
        <source>Nothing is signed.</source>
        <translation>Ничего не подписано.</translation>
    </message>
    <message>
        <source>Not base64: malformed.</source>
        <translation>Не base64: неверный формат.</translation>
    </message>
    <message>
        <source>Not checked.</source>
        <translation>Не проверено.</translation>
    </message>
    <message>
        <source>Verified: signed with key 1 of %1.</source>
        <translation>Проверено: подписано ключом 1 учётной записи %1.</translation>
    </message>
    <message>
        <source>Verified: signed with key 2 of %1.</source>
        <translation>Проверено: подписано ключом 2 учётной записи %1.</translation>
    </message>
    <message>
        <source>Cannot be checked: this service does not give the account&apos;s keys.</source>
        <translation>Проверить нельзя: эта служба не предоставляет ключи учётной записи.</translation>
    </message>
    <message>
        <source>Matches neither key of %1: a field was changed after signing, or it was signed for another account or with a key since regenerated.</source>
        <translation>Не совпадает ни с одним ключом %1: поле изменено после подписи, или токен подписан для другой учётной записи либо ключом, который с тех пор создан заново.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys, so the token cannot be judged here.</source>
        <translation>Эта служба не предоставляет ключи учётной записи, поэтому здесь нельзя оценить токен.</translation>
    </message>
    <message>
        <source>Allowed: permission granted and the keys lie inside the token&apos;s range.</source>
        <translation>Разрешено: разрешение дано, и ключи лежат в диапазоне токена.</translation>
    </message>
    <message>
        <source>Allowed: permission granted.</source>
        <translation>Разрешено: разрешение дано.</translation>
    </message>
    <message>
        <source>Account SAS</source>
        <translation>SAS учётной записи</translation>
    </message>
    <message>
        <source>Service SAS</source>
        <translation>SAS службы</translation>
    </message>
    <message>
        <source>%1: allows querying %2 now. %3</source>
        <translation>%1: сейчас разрешает запрашивать %2. %3</translation>
    </message>
    <message>
        <source>%1: a query on %2 is refused now — %3</source>
        <translation>%1: запрос к %2 сейчас отклоняется — %3</translation>
    </message>
</context>
<context>
    <name>rowan::TokenTesterDialog</name>
    <message>
        <source>Show &amp;readable entities</source>
        <translation>Показать &amp;доступные сущности</translation>
    </message>
    <message>
        <source>Token tester — account %1</source>
        <translation>Проверка токенов — учётная запись %1</translation>
    </message>
    <message>
        <source>Paste a SAS token, a URL carrying one, or a SAS connection string. It is judged as `rowan serve` judges it: a request over HTTP from this computer, now.</source>
        <translation>Вставьте токен SAS, содержащий его URL или строку подключения SAS. Он оценивается так же, как его оценивает `rowan serve`: запрос по HTTP с этого компьютера, сейчас.</translation>
    </message>
    <message>
        <source>PartitionKey:</source>
        <translation>PartitionKey:</translation>
    </message>
    <message>
        <source>RowKey:</source>
        <translation>RowKey:</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Reading the account&apos;s keys…</source>
        <translation>Чтение ключей учётной записи…</translation>
    </message>
    <message>
        <source>No query allowed: %1</source>
        <translation>Запросы не разрешены: %1</translation>
    </message>
    <message>
        <source>Querying %1…</source>
        <translation>Запрос %1…</translation>
    </message>
    <message>
        <source>The query failed: %1</source>
        <translation>Ошибка запроса: %1</translation>
    </message>
    <message>
        <source>The first %1 entities the token can read (there are more).</source>
        <translation>Первые сущности, доступные токену для чтения: %1 (есть ещё).</translation>
    </message>
    <message numerus="yes">
        <source>%n entities the token can read.</source>
        <translation>
            <numerusform>%n сущность, доступная токену для чтения.</numerusform>
            <numerusform>%n сущности, доступные токену для чтения.</numerusform>
            <numerusform>%n сущностей, доступных токену для чтения.</numerusform>
        </translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>разрешено</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>SAS token, URL or connection string</source>
        <translation>SAS-токен, URL или строка подключения</translation>
    </message>
    <message>
        <source>The token&apos;s fields</source>
        <translation>Поля токена</translation>
    </message>
    <message>
        <source>Entities the test query read</source>
        <translation>Сущности, прочитанные тестовым запросом</translation>
    </message>
    <message>
        <source>What the token allows</source>
        <translation>Что разрешает токен</translation>
    </message>
</context>
<context>
    <name>rowan::TransferActions</name>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Import entities from a CSV or JSON file into a table</source>
        <translation>Импортировать сущности из файла CSV или JSON в таблицу</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Export the table or the current query&apos;s result to a CSV or JSON file</source>
        <translation>Экспортировать таблицу или результат текущего запроса в файл CSV или JSON</translation>
    </message>
    <message>
        <source>Cop&amp;y Table…</source>
        <translation>&amp;Копировать таблицу…</translation>
    </message>
    <message>
        <source>Copy the table or the current query&apos;s result to another table, store or connection</source>
        <translation>Копировать таблицу или результат текущего запроса в другую таблицу, хранилище или подключение</translation>
    </message>
    <message>
        <source>Exporting %1 to %2</source>
        <translation>Экспорт %1 в %2</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Копировать таблицу</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the entities of &lt;b&gt;%1&lt;/b&gt; into &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Скопировать сущности &lt;b&gt;%1&lt;/b&gt; в &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Copying %1 to %2</source>
        <translation>Копирование %1 в %2</translation>
    </message>
</context>
<context>
    <name>rowan::TransferProgressDialog</name>
    <message>
        <source>Copy Table</source>
        <translation>Копировать таблицу</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Open Error &amp;Report</source>
        <translation>Открыть отчёт об &amp;ошибках</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancelling after the batch in flight…</source>
        <translation>Отмена после текущего пакета…</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>сущностей: %1</translation>
    </message>
    <message>
        <source>%1 of %2 entities</source>
        <translation>Сущностей: %1 из %2</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1/с</translation>
    </message>
    <message>
        <source> · about %1 s left</source>
        <translation> · осталось около %1 с</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Остановлено: %1</translation>
    </message>
    <message>
        <source>Cancelled. Everything written before stays, in whole batches.</source>
        <translation>Отменено. Всё записанное ранее сохраняется целыми пакетами.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>%1 written, %2 skipped, %3 failed in %4 s (%5 entities/s).</source>
        <translation>Записано: %1, пропущено: %2, ошибок: %3 за %4 с (%5 сущностей/с).</translation>
    </message>
    <message>
        <source>%1 entities written in %2 s (%3 entities/s).</source>
        <translation>Записано сущностей: %1 за %2 с (%3 сущностей/с).</translation>
    </message>
    <message>
        <source>Every rejected row is listed in %1.</source>
        <translation>Все отклонённые строки перечислены в %1.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>rowan::TransferSourceBox</name>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>&amp;All columns</source>
        <translation>&amp;Все столбцы</translation>
    </message>
    <message numerus="yes">
        <source>Only the &amp;visible columns (%n)</source>
        <translation>
            <numerusform>Только &amp;видимые столбцы (%n)</numerusform>
            <numerusform>Только &amp;видимые столбцы (%n)</numerusform>
            <numerusform>Только &amp;видимые столбцы (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>every entity</source>
        <translation>все сущности</translation>
    </message>
    <message>
        <source>The current &amp;query&apos;s result: %1</source>
        <translation>Результат текущего &amp;запроса: %1</translation>
    </message>
</context>
<context>
    <name>rowan::TypedValueInput</name>
    <message>
        <source>Value type</source>
        <translation>Тип значения</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>rowan::UndoJob</name>
    <message>
        <source>Write back earlier versions: %1</source>
        <translation>Запись прежних версий: %1</translation>
    </message>
    <message>
        <source>changed again since it was shown</source>
        <translation>снова изменена после показа</translation>
    </message>
    <message>
        <source>deleted since it was shown</source>
        <translation>удалена после показа</translation>
    </message>
    <message>
        <source>created again since it was shown</source>
        <translation>снова создана после показа</translation>
    </message>
    <message>
        <source>No store or connection is open.</source>
        <translation>Не открыто ни хранилище, ни подключение.</translation>
    </message>
</context>
<context>
    <name>rowan::WriteConfirmDialog</name>
    <message>
        <source>This changes many entities. Type the table&apos;s name, &lt;b&gt;%1&lt;/b&gt;, to go on:</source>
        <translation>Это изменит много сущностей. Введите имя таблицы, &lt;b&gt;%1&lt;/b&gt;, чтобы продолжить:</translation>
    </message>
    <message>
        <source>Table name to confirm</source>
        <translation>Имя таблицы для подтверждения</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>%1&lt;b&gt;%2&lt;/b&gt; is read-only: nothing was written.&lt;br&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;Change its safety level (File ▸ Safety Level…) to write to it.</source>
        <translation>%1&lt;b&gt;%2&lt;/b&gt; доступно только для чтения: ничего не записано.&lt;br&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;Чтобы записывать в него, измените уровень безопасности (Файл ▸ Уровень безопасности…).</translation>
    </message>
</context>
</TS>
