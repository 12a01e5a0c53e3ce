<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>BulkScope</name>
    <message>
        <source>Entities not written</source>
        <translation>Niet geschreven entiteiten</translation>
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
        <translation>Waarom</translation>
    </message>
</context>
<context>
    <name>CostEstimate</name>
    <message>
        <source>1 entity</source>
        <translation>1 entiteit</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 entiteit</numerusform>
            <numerusform>%1 entiteiten</numerusform>
        </translation>
    </message>
    <message>
        <source>The key conditions contradict each other: this query matches nothing.</source>
        <translation>De sleutelvoorwaarden spreken elkaar tegen: deze query levert niets op.</translation>
    </message>
    <message>
        <source>Add `PartitionKey eq …` to avoid scanning all %1 (%2).</source>
        <translation>Voeg `PartitionKey eq …` toe om niet alle %1 (%2) te scannen.</translation>
    </message>
    <message>
        <source>1 partition</source>
        <translation>1 partitie</translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 partitie</numerusform>
            <numerusform>%1 partities</numerusform>
        </translation>
    </message>
    <message>
        <source>An `or` branch (or a `ne`) leaves PartitionKey open, so all %1 are scanned: give every branch its own `PartitionKey eq …`, or run one query per branch.</source>
        <translation>Een `or`-tak (of een `ne`) laat PartitionKey open, dus alle %1 worden gescand: geef elke tak een eigen `PartitionKey eq …`, of voer per tak één query uit.</translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 point queries instead.</source>
        <translation>
            <numerusform>`or` over RowKey scant op de service de hele partitie %1 (%2): voer in plaats daarvan %3 puntquery uit.</numerusform>
            <numerusform>`or` over RowKey scant op de service de hele partitie %1 (%2): voer in plaats daarvan %3 puntquery&apos;s uit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 range queries instead.</source>
        <translation>
            <numerusform>`or` over RowKey scant op de service de hele partitie %1 (%2): voer in plaats daarvan %3 bereikquery uit.</numerusform>
            <numerusform>`or` over RowKey scant op de service de hele partitie %1 (%2): voer in plaats daarvan %3 bereikquery&apos;s uit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only PartitionKey narrows this query: all %1 of partition %2 are read and filtered; a RowKey condition (eq, or ge/lt for a prefix) would read fewer.</source>
        <translation>Alleen PartitionKey beperkt deze query: alle %1 van partitie %2 worden gelezen en gefilterd; een RowKey-voorwaarde (eq, of ge/lt voor een voorvoegsel) zou er minder lezen.</translation>
    </message>
    <message>
        <source>Reads all %1 of partition %2; add a RowKey condition (eq, or ge/lt for a prefix) to read fewer.</source>
        <translation>Leest alle %1 van partitie %2; voeg een RowKey-voorwaarde toe (eq, of ge/lt voor een voorvoegsel) om er minder te lezen.</translation>
    </message>
    <message>
        <source>up to 1 entity scanned</source>
        <translation>hoogstens 1 entiteit gescand</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 entities scanned</source>
        <translation>
            <numerusform>hoogstens %1 entiteit gescand</numerusform>
            <numerusform>hoogstens %1 entiteiten gescand</numerusform>
        </translation>
    </message>
    <message>
        <source>1 entity scanned</source>
        <translation>1 entiteit gescand</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities scanned</source>
        <translation>
            <numerusform>%1 entiteit gescand</numerusform>
            <numerusform>%1 entiteiten gescand</numerusform>
        </translation>
    </message>
    <message>
        <source>up to %1 returned</source>
        <translation>hoogstens %1 teruggegeven</translation>
    </message>
    <message>
        <source>%1 returned</source>
        <translation>%1 teruggegeven</translation>
    </message>
    <message>
        <source>up to 1 page</source>
        <translation>hoogstens 1 pagina</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 pages</source>
        <translation>
            <numerusform>hoogstens %1 pagina</numerusform>
            <numerusform>hoogstens %1 pagina&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 pagina</translation>
    </message>
    <message numerus="yes">
        <source>%1 pages</source>
        <translation>
            <numerusform>%1 pagina</numerusform>
            <numerusform>%1 pagina&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3, %4, %5, %6.</source>
        <translation>%1: %2 van %3, %4, %5, %6.</translation>
    </message>
</context>
<context>
    <name>KeyInsight</name>
    <message>
        <source> (in the sample)</source>
        <translation> (in de steekproef)</translation>
    </message>
    <message>
        <source>The key analysis was cancelled.</source>
        <translation>De sleutelanalyse is geannuleerd.</translation>
    </message>
    <message>
        <source>all %1 keys</source>
        <translation>alle %1 sleutels</translation>
    </message>
    <message>
        <source>a sample of %1 of %2 keys from %3 of %4 partitions</source>
        <translation>een steekproef van %1 van %2 sleutels uit %3 van %4 partities</translation>
    </message>
    <message>
        <source>Numbers in %1s are not padded: %2 sorts before %3</source>
        <translation>Getallen in %1&apos;s zijn niet aangevuld: %2 sorteert vóór %3</translation>
    </message>
    <message>
        <source>%1%2 sorts before %3 (%4 of %5 such keys have fewer than %6 digits)</source>
        <translation>%1%2 sorteert vóór %3 (%4 van %5 zulke sleutels hebben minder dan %6 cijfers)</translation>
    </message>
    <message>
        <source>in partition %1: </source>
        <translation>in partitie %1: </translation>
    </message>
    <message>
        <source>%1 partitions show this%2</source>
        <translation>%1 partities tonen dit%2</translation>
    </message>
    <message>
        <source>The service orders keys by UTF-16 code unit, not by number, so range queries (&apos;%1&apos; ge …) and $top return these entities out of numeric order, and a range over numbers misses some of them.</source>
        <translation>De service ordent sleutels per UTF-16-code-eenheid, niet als getal, dus bereikquery&apos;s (&apos;%1&apos; ge …) en $top geven deze entiteiten buiten numerieke volgorde terug, en een bereik over getallen mist er een aantal.</translation>
    </message>
    <message>
        <source>Pad the numbers with leading zeros to %1 digits (%2 becomes %3); keep one width for every key of the same shape.</source>
        <translation>Vul de getallen aan met voorloopnullen tot %1 cijfers (%2 wordt %3); houd één breedte aan voor elke sleutel van dezelfde vorm.</translation>
    </message>
    <message>
        <source>Keys with characters the service forbids: %1%2</source>
        <translation>Sleutels met tekens die de service verbiedt: %1%2</translation>
    </message>
    <message>
        <source>The Table service rejects &apos;/&apos;, &apos;\&apos;, &apos;#&apos;, &apos;?&apos; and control characters (U+0000–U+001F, U+007F–U+009F) in PartitionKey and RowKey: these entities cannot be written to Azure, and a copy of the table to Azure fails on them.</source>
        <translation>De Table-service weigert &apos;/&apos;, &apos;\&apos;, &apos;#&apos;, &apos;?&apos; en stuurtekens (U+0000–U+001F, U+007F–U+009F) in PartitionKey en RowKey: deze entiteiten kunnen niet naar Azure worden geschreven, en een kopie van de tabel naar Azure mislukt erop.</translation>
    </message>
    <message>
        <source>Replace those characters (e.g. &apos;/&apos; with &apos;|&apos; or &apos;_&apos;), or encode the key (URL-safe base64) when its text must survive.</source>
        <translation>Vervang die tekens (bijv. &apos;/&apos; door &apos;|&apos; of &apos;_&apos;), of codeer de sleutel (URL-veilige base64) als de tekst behouden moet blijven.</translation>
    </message>
    <message>
        <source>Keys with characters that URLs and SAS key ranges mangle: %1%2</source>
        <translation>Sleutels met tekens die URL&apos;s en SAS-sleutelbereiken verminken: %1%2</translation>
    </message>
    <message>
        <source>Keys travel in request URLs ((PartitionKey=&apos;…&apos;,RowKey=&apos;…&apos;)) and in SAS ranges (spk, srk, epk, erk): &apos;%&apos; and &apos;+&apos; are decoded once too often by many clients, spaces and non-ASCII text must be percent-encoded, and a single quote must be doubled. Hand-built URLs and SAS tokens then address the wrong key or fail to authenticate.</source>
        <translation>Sleutels reizen mee in verzoek-URL&apos;s ((PartitionKey=&apos;…&apos;,RowKey=&apos;…&apos;)) en in SAS-bereiken (spk, srk, epk, erk): &apos;%&apos; en &apos;+&apos; worden door veel clients één keer te vaak gedecodeerd, spaties en niet-ASCII-tekst moeten procentgecodeerd worden, en een enkel aanhalingsteken moet worden verdubbeld. Met de hand gebouwde URL&apos;s en SAS-tokens wijzen dan de verkeerde sleutel aan of authenticeren niet.</translation>
    </message>
    <message>
        <source>Keep keys to letters, digits and &apos;-&apos;, &apos;_&apos;, &apos;.&apos;, &apos;:&apos;, &apos;|&apos;; encode anything else (URL-safe base64) and keep the readable text in a property.</source>
        <translation>Beperk sleutels tot letters, cijfers en &apos;-&apos;, &apos;_&apos;, &apos;.&apos;, &apos;:&apos;, &apos;|&apos;; codeer al het andere (URL-veilige base64) en bewaar de leesbare tekst in een eigenschap.</translation>
    </message>
    <message>
        <source>%1 longer than 256 characters%2</source>
        <translation>%1 langer dan 256 tekens%2</translation>
    </message>
    <message>
        <source>1 key is</source>
        <translation>1 sleutel is</translation>
    </message>
    <message numerus="yes">
        <source>%1 keys are</source>
        <translation>
            <numerusform>%1 sleutel is</numerusform>
            <numerusform>%1 sleutels zijn</numerusform>
        </translation>
    </message>
    <message>
        <source>Every request URL, continuation token and index entry carries the key; the service allows at most 1 KiB per key, so long keys approach the limit and make every page and point query heavier.</source>
        <translation>Elke verzoek-URL, elk vervolgtoken en elke indexvermelding draagt de sleutel mee; de service staat hoogstens 1 KiB per sleutel toe, dus lange sleutels naderen de limiet en maken elke pagina en puntquery zwaarder.</translation>
    </message>
    <message>
        <source>Keep keys short: move descriptive text into properties and key by an id, or by a hash of the long value with the value itself stored as a property.</source>
        <translation>Houd sleutels kort: verplaats beschrijvende tekst naar eigenschappen en gebruik een id als sleutel, of een hash van de lange waarde met de waarde zelf als eigenschap.</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 entiteit</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 entiteit</numerusform>
            <numerusform>%1 entiteiten</numerusform>
        </translation>
    </message>
    <message>
        <source>All %1 of the table are in one partition</source>
        <translation>Alle %1 van de tabel staan in één partitie</translation>
    </message>
    <message>
        <source>PartitionKey %1: %2, %3</source>
        <translation>PartitionKey %1: %2, %3</translation>
    </message>
    <message>
        <source>A partition is served by one partition server, whose target is about 2,000 entities per second: the whole table shares that limit and cannot be spread over servers. Only entity group transactions gain, since they need one partition.</source>
        <translation>Een partitie wordt bediend door één partitieserver, met als doel ongeveer 2.000 entiteiten per seconde: de hele tabel deelt die limiet en kan niet over servers worden verdeeld. Alleen entiteitsgroeptransacties winnen erbij, omdat ze één partitie nodig hebben.</translation>
    </message>
    <message>
        <source>Unless the table stays small or needs transactions across all its entities, choose a PartitionKey with many values: a natural grouping (customer, department, device) or a hash bucket of the RowKey.</source>
        <translation>Tenzij de tabel klein blijft of transacties over al zijn entiteiten nodig heeft: kies een PartitionKey met veel waarden: een natuurlijke groepering (klant, afdeling, apparaat) of een hash-bucket van de RowKey.</translation>
    </message>
    <message>
        <source>%1 holds %2, %3 of the table&apos;s entities</source>
        <translation>%1 bevat %2, %3 van de entiteiten van de tabel</translation>
    </message>
    <message>
        <source>%1 holds %2, %3 of the table&apos;s bytes</source>
        <translation>%1 bevat %2, %3 van de bytes van de tabel</translation>
    </message>
    <message>
        <source>Partition %1 dominates the table (one of %2 partitions)</source>
        <translation>Partitie %1 domineert de tabel (een van %2 partities)</translation>
    </message>
    <message>
        <source>%1 of %2 partitions dominate the table: %3</source>
        <translation>%1 van %2 partities domineren de tabel: %3</translation>
    </message>
    <message>
        <source>Requests for those entities all go to one partition server (target about 2,000 entities per second), so it becomes hot while the other partitions idle; queries over it are long scans.</source>
        <translation>Verzoeken voor die entiteiten gaan allemaal naar één partitieserver (doel ongeveer 2.000 entiteiten per seconde), dus die wordt heet terwijl de andere partities niets doen; query&apos;s erover zijn lange scans.</translation>
    </message>
    <message>
        <source>Split the large partition: add a finer part to its PartitionKey (a sub-group, a date bucket, or a hash of the RowKey modulo N) so its entities spread over several partitions.</source>
        <translation>Splits de grote partitie: voeg een fijner deel toe aan de PartitionKey (een subgroep, een datum-bucket of een hash van de RowKey modulo N) zodat de entiteiten over meerdere partities worden verdeeld.</translation>
    </message>
    <message>
        <source>PartitionKeys are inverted ticks: every new entity lands in the first partition</source>
        <translation>PartitionKeys zijn omgekeerde ticks: elke nieuwe entiteit komt in de eerste partitie</translation>
    </message>
    <message>
        <source>PartitionKeys start with %1: every new entity lands in the last partition</source>
        <translation>PartitionKeys beginnen met %1: elke nieuwe entiteit komt in de laatste partitie</translation>
    </message>
    <message>
        <source>a date</source>
        <translation>een datum</translation>
    </message>
    <message>
        <source>a timestamp</source>
        <translation>een tijdstempel</translation>
    </message>
    <message>
        <source>first partition %1 (%2)</source>
        <translation>eerste partitie %1 (%2)</translation>
    </message>
    <message>
        <source>last partition %1 (%2)</source>
        <translation>laatste partitie %1 (%2)</translation>
    </message>
    <message>
        <source>newest partition %1 receives the writes</source>
        <translation>nieuwste partitie %1 ontvangt de schrijfacties</translation>
    </message>
    <message>
        <source>All writes of an hour go to that hour&apos;s partition, one partition server at a time: the table&apos;s write rate is one partition&apos;s (about 2,000 entities per second), however many partitions exist.</source>
        <translation>Alle schrijfacties van een uur gaan naar de partitie van dat uur, één partitieserver tegelijk: de schrijfsnelheid van de tabel is die van één partitie (ongeveer 2.000 entiteiten per seconde), hoeveel partities er ook zijn.</translation>
    </message>
    <message>
        <source>Writes always go to the %1 partition, served by one partition server (about 2,000 entities per second), while the others only serve reads: the service cannot spread the inserts.</source>
        <translation>Schrijfacties gaan altijd naar de %1 partitie, bediend door één partitieserver (ongeveer 2.000 entiteiten per seconde), terwijl de andere alleen leesacties bedienen: de service kan de invoegingen niet spreiden.</translation>
    </message>
    <message>
        <source>first</source>
        <translation>eerste</translation>
    </message>
    <message>
        <source>last</source>
        <translation>laatste</translation>
    </message>
    <message>
        <source>Lead the PartitionKey with something that spreads writes (a hash bucket, a device or customer id, e.g. &apos;&lt;bucket&gt;_&lt;date&gt;&apos;) and keep the time in the RowKey (inverted ticks for newest first). If old periods are deleted in bulk, the High volume delete pattern keeps each period in a table of its own, deleted at once.</source>
        <translation>Begin de PartitionKey met iets dat schrijfacties spreidt (een hash-bucket, een apparaat- of klant-id, bijv. &apos;&lt;bucket&gt;_&lt;date&gt;&apos;) en houd de tijd in de RowKey (omgekeerde ticks voor nieuwste eerst). Als oude periodes in bulk worden verwijderd, houdt het High volume delete-patroon elke periode in een eigen tabel, die in één keer wordt verwijderd.</translation>
    </message>
    <message>
        <source>PartitionKeys are consecutive numbers (%1 partitions numbered %2 to %3)</source>
        <translation>PartitionKeys zijn opeenvolgende getallen (%1 partities genummerd van %2 tot %3)</translation>
    </message>
    <message>
        <source>the latest write in the sample (%1) is in partition %2; each sampled partition&apos;s latest write is later than the previous partition&apos;s in %3 of them</source>
        <translation>de laatste schrijfactie in de steekproef (%1) staat in partitie %2; de laatste schrijfactie van elke partitie in de steekproef is later dan die van de vorige partitie in %3 ervan</translation>
    </message>
    <message>
        <source>New entities take the next number, so every write lands in the newest partition, served by one partition server at a time (about 2,000 entities per second).</source>
        <translation>Nieuwe entiteiten krijgen het volgende nummer, dus elke schrijfactie komt in de nieuwste partitie, bediend door één partitieserver tegelijk (ongeveer 2.000 entiteiten per seconde).</translation>
    </message>
    <message>
        <source>Spread the writes: lead the PartitionKey with a hash bucket or another attribute and keep the sequence in the RowKey.</source>
        <translation>Spreid de schrijfacties: begin de PartitionKey met een hash-bucket of een ander kenmerk en houd de reeks in de RowKey.</translation>
    </message>
    <message>
        <source>Index entities across partitions: PartitionKeys %1 hold the same %2 entities each</source>
        <translation>Indexentiteiten over partities heen: PartitionKeys %1 bevatten elk dezelfde %2 entiteiten</translation>
    </message>
    <message>
        <source>%1: %2 partitions such as %3, %4</source>
        <translation>%1: %2 partities zoals %3, %4</translation>
    </message>
    <message>
        <source>Each entity is stored once per kind, so a lookup by any of those values is a point or partition query; the copies live in different partitions, so one transaction cannot update them together.</source>
        <translation>Elke entiteit wordt één keer per soort opgeslagen, dus opzoeken op elk van die waarden is een punt- of partitiequery; de kopieën staan in verschillende partities, dus één transactie kan ze niet samen bijwerken.</translation>
    </message>
    <message>
        <source>Nothing, if the copies are kept consistent: write them with the Eventually consistent transactions pattern (a queue or retry) and tolerate a short window where they differ.</source>
        <translation>Niets, als de kopieën consistent worden gehouden: schrijf ze met het Eventually consistent transactions-patroon (een wachtrij of opnieuw proberen) en accepteer een kort moment waarin ze verschillen.</translation>
    </message>
    <message>
        <source>%1 keys in %2 of %3 partitions</source>
        <translation>%1 sleutels in %2 van %3 partities</translation>
    </message>
    <message>
        <source>RowKeys are inverted ticks: newest first (%1%2)</source>
        <translation>RowKeys zijn omgekeerde ticks: nieuwste eerst (%1%2)</translation>
    </message>
    <message>
        <source>%1 = %2 (newest)</source>
        <translation>%1 = %2 (nieuwste)</translation>
    </message>
    <message>
        <source>%1 = %2 (oldest)</source>
        <translation>%1 = %2 (oudste)</translation>
    </message>
    <message>
        <source>Each key is DateTime.MaxValue.Ticks minus the time, so a partition lists its latest entities first and $top=10 returns the ten most recent in one request.</source>
        <translation>Elke sleutel is DateTime.MaxValue.Ticks min de tijd, dus een partitie somt de laatste entiteiten eerst op en $top=10 geeft de tien recentste in één verzoek.</translation>
    </message>
    <message>
        <source>Nothing: the pattern is used as intended. Keep the 19-digit zero padding, and add a suffix (e.g. an id) if two entities can share a tick.</source>
        <translation>Niets: het patroon wordt gebruikt zoals bedoeld. Houd de aanvulling met nullen tot 19 cijfers aan, en voeg een achtervoegsel toe (bijv. een id) als twee entiteiten een tick kunnen delen.</translation>
    </message>
    <message>
        <source>RowKeys are timestamps in ascending order: oldest first (%1%2)</source>
        <translation>RowKeys zijn tijdstempels in oplopende volgorde: oudste eerst (%1%2)</translation>
    </message>
    <message>
        <source>The service has no &apos;last n&apos;: reading the most recent entities means scanning the whole partition.</source>
        <translation>De service kent geen &apos;laatste n&apos;: de recentste entiteiten lezen betekent de hele partitie scannen.</translation>
    </message>
    <message>
        <source>If the newest entities are read most, key them by inverted ticks: DateTime.MaxValue.Ticks − ticks as 19 digits (the key builder makes them), so $top=n returns the latest n.</source>
        <translation>Als de nieuwste entiteiten het meest worden gelezen, gebruik dan omgekeerde ticks als sleutel: DateTime.MaxValue.Ticks − ticks als 19 cijfers (de sleutelbouwer maakt ze), zodat $top=n de laatste n geeft.</translation>
    </message>
    <message>
        <source>RowKeys are dates: one entity per period in each partition (%1%2)</source>
        <translation>RowKeys zijn datums: één entiteit per periode in elke partitie (%1%2)</translation>
    </message>
    <message>
        <source>partition %1: %2 RowKeys from %3 to %4</source>
        <translation>partitie %1: %2 RowKeys van %3 tot %4</translation>
    </message>
    <message>
        <source>A series is one partition read in date order: a range on RowKey returns a period in one request, and each period&apos;s values sit together in one entity.</source>
        <translation>Een reeks is één partitie die in datumvolgorde wordt gelezen: een bereik op RowKey geeft een periode in één verzoek, en de waarden van elke periode staan samen in één entiteit.</translation>
    </message>
    <message>
        <source>Nothing if each entity holds a whole period&apos;s values (e.g. 24 hourly properties per day). If the series is read whole, fewer, wider entities (a week per entity) save requests.</source>
        <translation>Niets als elke entiteit de waarden van een hele periode bevat (bijv. 24 uurlijkse eigenschappen per dag). Als de reeks in zijn geheel wordt gelezen, besparen minder, bredere entiteiten (een week per entiteit) verzoeken.</translation>
    </message>
    <message>
        <source>partition %1: %2</source>
        <translation>partitie %1: %2</translation>
    </message>
    <message>
        <source>these partitions are larger than their share of the sample, which read an equal run of each prefix: the counts do not compare the kinds&apos; sizes</source>
        <translation>deze partities zijn groter dan hun aandeel in de steekproef, die van elk voorvoegsel een gelijke reeks las: de aantallen vergelijken de groottes van de soorten niet</translation>
    </message>
    <message>
        <source>%1 of %2 partitions%3 hold these kinds</source>
        <translation>%1 van %2 partities%3 bevatten deze soorten</translation>
    </message>
    <message>
        <source> in the sample</source>
        <translation> in de steekproef</translation>
    </message>
    <message>
        <source>Index entities in each partition: RowKey prefixes %1%2</source>
        <translation>Indexentiteiten in elke partitie: RowKey-voorvoegsels %1%2</translation>
    </message>
    <message>
        <source>Each entity is stored once per prefix in its own partition, so it can be found by each of those values with a point query or a RowKey range, and read in each order; the copies cost storage and every change must write them all.</source>
        <translation>Elke entiteit wordt één keer per voorvoegsel in zijn eigen partitie opgeslagen, dus hij kan op elk van die waarden worden gevonden met een puntquery of een RowKey-bereik, en in elke volgorde worden gelezen; de kopieën kosten opslag en elke wijziging moet ze allemaal schrijven.</translation>
    </message>
    <message>
        <source>Nothing, if every write updates all copies in one entity group transaction (they share the partition, so it can). Query one kind with a prefix range: RowKey ge &apos;%1&apos; and RowKey lt &apos;%2&apos;.</source>
        <translation>Niets, als elke schrijfactie alle kopieën bijwerkt in één entiteitsgroeptransactie (ze delen de partitie, dus dat kan). Vraag één soort op met een voorvoegselbereik: RowKey ge &apos;%1&apos; and RowKey lt &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Several entity kinds share partitions, told apart by RowKey: %1%2</source>
        <translation>Meerdere entiteitssoorten delen partities, onderscheiden door RowKey: %1%2</translation>
    </message>
    <message>
        <source>Different kinds of entity live in one partition, so one entity group transaction can change them together and one partition query returns them all; code reading the table must tell the kinds apart.</source>
        <translation>Verschillende soorten entiteiten staan in één partitie, dus één entiteitsgroeptransactie kan ze samen wijzigen en één partitiequery geeft ze allemaal; code die de tabel leest, moet de soorten uit elkaar houden.</translation>
    </message>
    <message>
        <source>Nothing, if each entity also carries an EntityType property and queries select a kind by RowKey range (ge &apos;%1&apos;, lt the next prefix) rather than by filtering every entity.</source>
        <translation>Niets, als elke entiteit ook een eigenschap EntityType heeft en query&apos;s een soort selecteren met een RowKey-bereik (ge &apos;%1&apos;, lt het volgende voorvoegsel) in plaats van elke entiteit te filteren.</translation>
    </message>
    <message>
        <source>&lt;%1 digits&gt;</source>
        <translation>&lt;%1 cijfers&gt;</translation>
    </message>
    <message>
        <source>&lt;text&gt;</source>
        <translation>&lt;tekst&gt;</translation>
    </message>
    <message>
        <source>Compound RowKeys: %1 keys are %2%3</source>
        <translation>Samengestelde RowKeys: %1-sleutels zijn %2%3</translation>
    </message>
    <message>
        <source>%1 of %2 %3 keys have %4 parts or more</source>
        <translation>%1 van %2 %3-sleutels hebben %4 of meer delen</translation>
    </message>
    <message>
        <source>The leading parts order the entities, so a RowKey range on a prefix (e.g. everything under %1 with one value of the second part) is an index range within the partition.</source>
        <translation>De voorste delen ordenen de entiteiten, dus een RowKey-bereik op een voorvoegsel (bijv. alles onder %1 met één waarde van het tweede deel) is een indexbereik binnen de partitie.</translation>
    </message>
    <message>
        <source>Nothing, if each numeric part keeps a fixed width, so the parts sort as numbers.</source>
        <translation>Niets, als elk numeriek deel een vaste breedte heeft, zodat de delen als getallen sorteren.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(absent)</source>
        <translation>(afwezig)</translation>
    </message>
    <message>
        <source>Account &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Account &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Tabel &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Rowan stores (*.rowan);;All files (*)</source>
        <translation>Rowan-opslagen (*.rowan);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>(choose a column)</source>
        <translation>(kies een kolom)</translation>
    </message>
    <message>
        <source>(from the token)</source>
        <translation>(uit het token)</translation>
    </message>
    <message>
        <source>r read entities</source>
        <translation>r entiteiten lezen</translation>
    </message>
    <message>
        <source>r query</source>
        <translation>r query</translation>
    </message>
    <message>
        <source>a add entities, create tables</source>
        <translation>a entiteiten toevoegen, tabellen aanmaken</translation>
    </message>
    <message>
        <source>a add</source>
        <translation>a toevoegen</translation>
    </message>
    <message>
        <source>u update</source>
        <translation>u bijwerken</translation>
    </message>
    <message>
        <source>d delete entities and tables</source>
        <translation>d entiteiten en tabellen verwijderen</translation>
    </message>
    <message>
        <source>d delete</source>
        <translation>d verwijderen</translation>
    </message>
    <message>
        <source>l list tables</source>
        <translation>l tabellen opsommen</translation>
    </message>
    <message>
        <source>c create tables</source>
        <translation>c tabellen aanmaken</translation>
    </message>
    <message>
        <source>w create tables</source>
        <translation>w tabellen aanmaken</translation>
    </message>
    <message>
        <source>p (no meaning for tables)</source>
        <translation>p (geen betekenis voor tabellen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a permission</source>
        <translation>&apos;%1&apos; is geen recht</translation>
    </message>
    <message>
        <source>a + u: the upserts</source>
        <translation>a + u: de upserts</translation>
    </message>
    <message>
        <source>Query / Get</source>
        <translation>Query / Get</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Invoegen</translation>
    </message>
    <message>
        <source>Update (replace)</source>
        <translation>Update (vervangen)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Samenvoegen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Insert or replace</source>
        <translation>Invoegen of vervangen</translation>
    </message>
    <message>
        <source>Insert or merge</source>
        <translation>Invoegen of samenvoegen</translation>
    </message>
    <message>
        <source>List tables</source>
        <translation>Tabellen opsommen</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>Tabel aanmaken</translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>Tabel verwijderen</translation>
    </message>
    <message>
        <source>Table ACL</source>
        <translation>Tabel-ACL</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 u</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 dag</translation>
    </message>
    <message numerus="yes">
        <source>%1 days</source>
        <translation>
            <numerusform>%1 dag</numerusform>
            <numerusform>%1 dagen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>%1 geleden</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>over %1</translation>
    </message>
    <message>
        <source>changed since it was loaded</source>
        <translation>gewijzigd sinds het laden</translation>
    </message>
    <message>
        <source>deleted since it was loaded</source>
        <translation>verwijderd sinds het laden</translation>
    </message>
    <message>
        <source>an entity with these keys exists already</source>
        <translation>er bestaat al een entiteit met deze sleutels</translation>
    </message>
    <message>
        <source>Commit 1 staged change to %1</source>
        <translation>1 klaargezette wijziging vastleggen in %1</translation>
    </message>
    <message>
        <source>Commit %1 staged changes to %2</source>
        <translation>%1 klaargezette wijzigingen vastleggen in %2</translation>
    </message>
    <message>
        <source>not sent: an earlier transaction failed</source>
        <translation>niet verzonden: een eerdere transactie is mislukt</translation>
    </message>
    <message>
        <source>Before %1</source>
        <translation>Vóór %1</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>No store or connection is open.</source>
        <translation>Er is geen opslag of verbinding geopend.</translation>
    </message>
    <message>
        <source>Import %1 into %2</source>
        <translation>%1 importeren in %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>The target has no account.</source>
        <translation>Het doel heeft geen account.</translation>
    </message>
    <message>
        <source>Copy %1 into %2</source>
        <translation>%1 kopiëren naar %2</translation>
    </message>
</context>
<context>
    <name>QueryPlan</name>
    <message>
        <source>Matches nothing</source>
        <translation>Levert niets op</translation>
    </message>
    <message>
        <source>Point query</source>
        <translation>Puntquery</translation>
    </message>
    <message>
        <source>Row range scan</source>
        <translation>Scan van rijbereik</translation>
    </message>
    <message>
        <source>Partition range scan</source>
        <translation>Scan van partitiebereik</translation>
    </message>
    <message>
        <source>Partition scan</source>
        <translation>Partitiescan</translation>
    </message>
    <message>
        <source>Table scan</source>
        <translation>Tabelscan</translation>
    </message>
</context>
<context>
    <name>rowan::AboutDialog</name>
    <message>
        <source>About Rowan</source>
        <translation>Over Rowan</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rowan %1&lt;/h2&gt;&lt;p&gt;An explorer and embedded engine for Azure-style table storage.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rowan %1&lt;/h2&gt;&lt;p&gt;Een verkenner en ingebedde engine voor tabelopslag in Azure-stijl.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rowan::AccessActions</name>
    <message>
        <source>&amp;Access</source>
        <translation>&amp;Toegang</translation>
    </message>
    <message>
        <source>&amp;Accounts and Keys…</source>
        <translation>&amp;Accounts en sleutels…</translation>
    </message>
    <message>
        <source>Generate &amp;SAS for Table…</source>
        <translation>&amp;SAS voor tabel genereren…</translation>
    </message>
    <message>
        <source>Generate A&amp;ccount SAS…</source>
        <translation>A&amp;ccount-SAS genereren…</translation>
    </message>
    <message>
        <source>Stored Access &amp;Policies…</source>
        <translation>Opgeslagen toegangs&amp;beleid…</translation>
    </message>
    <message>
        <source>&amp;Token Tester…</source>
        <translation>&amp;Tokentester…</translation>
    </message>
    <message>
        <source>Ser&amp;ve This Store…</source>
        <translation>Deze opslag ser&amp;veren…</translation>
    </message>
    <message>
        <source>Add Account…</source>
        <translation>Account toevoegen…</translation>
    </message>
    <message>
        <source>Remove Account…</source>
        <translation>Account verwijderen…</translation>
    </message>
    <message>
        <source>Show Keys…</source>
        <translation>Sleutels tonen…</translation>
    </message>
    <message>
        <source>Copy Connection String</source>
        <translation>Verbindingsreeks kopiëren</translation>
    </message>
    <message>
        <source>This service does not give the account keys needed to sign tokens.</source>
        <translation>Deze service geeft niet de accountsleutels die nodig zijn om tokens te ondertekenen.</translation>
    </message>
    <message>
        <source>Choose a table in the Stores tree.</source>
        <translation>Kies een tabel in de boom Opslagen.</translation>
    </message>
    <message>
        <source>This service does not offer stored access policies.</source>
        <translation>Deze service biedt geen opgeslagen toegangsbeleid.</translation>
    </message>
    <message>
        <source>Without the account keys no signature can be checked here.</source>
        <translation>Zonder de accountsleutels kan hier geen handtekening worden gecontroleerd.</translation>
    </message>
    <message>
        <source>Accounts are managed by the endpoint, not here.</source>
        <translation>Accounts worden door het eindpunt beheerd, niet hier.</translation>
    </message>
    <message>
        <source>Only an embedded store can be served from here.</source>
        <translation>Alleen een ingebedde opslag kan van hieruit worden geserveerd.</translation>
    </message>
    <message>
        <source>Add Account</source>
        <translation>Account toevoegen</translation>
    </message>
    <message>
        <source>Account name (3 to 24 lower-case letters and digits). Two keys are generated.</source>
        <translation>Accountnaam (3 tot 24 kleine letters en cijfers). Er worden twee sleutels gegenereerd.</translation>
    </message>
    <message>
        <source>Add the account &lt;b&gt;%1&lt;/b&gt; with two new keys?</source>
        <translation>Het account &lt;b&gt;%1&lt;/b&gt; met twee nieuwe sleutels toevoegen?</translation>
    </message>
    <message>
        <source>The account %1 was not added: %2</source>
        <translation>Het account %1 is niet toegevoegd: %2</translation>
    </message>
    <message>
        <source>Account %1 added with two new keys.</source>
        <translation>Account %1 toegevoegd met twee nieuwe sleutels.</translation>
    </message>
    <message>
        <source>Remove Account</source>
        <translation>Account verwijderen</translation>
    </message>
    <message>
        <source>Remove account %1 with %2 and all their entities? This cannot be undone.</source>
        <translation>Account %1 met %2 en al hun entiteiten verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>its 1 table</source>
        <translation>de ene tabel</translation>
    </message>
    <message numerus="yes">
        <source>its %1 tables</source>
        <translation>
            <numerusform>de %1 tabel</numerusform>
            <numerusform>de %1 tabellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the account &lt;b&gt;%1&lt;/b&gt; with all its tables?</source>
        <translation>Het account &lt;b&gt;%1&lt;/b&gt; met al zijn tabellen verwijderen?</translation>
    </message>
    <message>
        <source>The account %1 was not removed: %2</source>
        <translation>Het account %1 is niet verwijderd: %2</translation>
    </message>
    <message>
        <source>Account %1 removed.</source>
        <translation>Account %1 verwijderd.</translation>
    </message>
    <message>
        <source>The account %1 has no key to put in a connection string.</source>
        <translation>Het account %1 heeft geen sleutel voor een verbindingsreeks.</translation>
    </message>
    <message>
        <source>Copied the connection string of %1 (key 1, %2).</source>
        <translation>De verbindingsreeks van %1 gekopieerd (sleutel 1, %2).</translation>
    </message>
</context>
<context>
    <name>rowan::AccessCopyField</name>
    <message>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>Naar het klembord kopiëren</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1 kopiëren</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 tonen</translation>
    </message>
</context>
<context>
    <name>rowan::AccessServeDialog</name>
    <message>
        <source>Serve this store</source>
        <translation>Deze opslag serveren</translation>
    </message>
    <message>
        <source>127.0.0.1 serves this computer only; 0.0.0.0 every network it is on.</source>
        <translation>127.0.0.1 bedient alleen deze computer; 0.0.0.0 elk netwerk waarop hij zit.</translation>
    </message>
    <message>
        <source>10002 is the emulator&apos;s port; when it is taken a free port is chosen.</source>
        <translation>10002 is de poort van de emulator; als die bezet is, wordt een vrije poort gekozen.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Verbindingsreeks:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address.</source>
        <translation>&apos;%1&apos; is geen IP-adres.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Serving on port %1. Any Azure Tables SDK can use the connection string; writes show up in the explorer as they arrive.</source>
        <translation>Geserveerd op poort %1. Elke Azure Tables SDK kan de verbindingsreeks gebruiken; schrijfacties verschijnen in de verkenner zodra ze binnenkomen.</translation>
    </message>
    <message>
        <source>Not serving.</source>
        <translation>Niet geserveerd.</translation>
    </message>
    <message>
        <source>Only an embedded store can be served.</source>
        <translation>Alleen een ingebedde opslag kan worden geserveerd.</translation>
    </message>
    <message>
        <source>%1 requests, %2 refused or failed, %3 with a SAS</source>
        <translation>%1 verzoeken, %2 geweigerd of mislukt, %3 met een SAS</translation>
    </message>
    <message>
        <source> (%1 not kept in the log)</source>
        <translation> (%1 niet in het logboek bewaard)</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Verbindingsreeks</translation>
    </message>
</context>
<context>
    <name>rowan::AccessServeModel</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Resource</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latentie</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Autorisatie</translation>
    </message>
    <message>
        <source>Only an embedded store can be served from here.</source>
        <translation>Alleen een ingebedde opslag kan van hieruit worden geserveerd.</translation>
    </message>
    <message>
        <source>The store is not being served.</source>
        <translation>De opslag wordt niet geserveerd.</translation>
    </message>
</context>
<context>
    <name>rowan::AccountDialog</name>
    <message>
        <source>Regenerate…</source>
        <translation>Opnieuw genereren…</translation>
    </message>
    <message>
        <source>&amp;New Account…</source>
        <translation>&amp;Nieuw account…</translation>
    </message>
    <message>
        <source>&amp;Remove Account…</source>
        <translation>Account &amp;verwijderen…</translation>
    </message>
    <message>
        <source>Accounts and keys</source>
        <translation>Accounts en sleutels</translation>
    </message>
    <message>
        <source>Key 1:</source>
        <translation>Sleutel 1:</translation>
    </message>
    <message>
        <source>Key 2:</source>
        <translation>Sleutel 2:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Verbindingsreeks:</translation>
    </message>
    <message>
        <source>The connection string uses key 1 and the address `rowan serve` listens on by default. For a token with limited rights, use Access ▸ Generate SAS.</source>
        <translation>De verbindingsreeks gebruikt sleutel 1 en het adres waarop `rowan serve` standaard luistert. Gebruik voor een token met beperkte rechten Toegang ▸ SAS genereren.</translation>
    </message>
    <message>
        <source>This service does not manage accounts.</source>
        <translation>Deze service beheert geen accounts.</translation>
    </message>
    <message>
        <source>Account %1 added with two new keys.</source>
        <translation>Account %1 toegevoegd met twee nieuwe sleutels.</translation>
    </message>
    <message>
        <source>Account %1 removed.</source>
        <translation>Account %1 verwijderd.</translation>
    </message>
    <message>
        <source>Key %1 of %2 regenerated: tokens signed with the old key no longer work.</source>
        <translation>Sleutel %1 van %2 opnieuw gegenereerd: tokens die met de oude sleutel zijn ondertekend werken niet meer.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Mislukt: %1</translation>
    </message>
    <message>
        <source>No account</source>
        <translation>Geen account</translation>
    </message>
    <message>
        <source>⚠ The public development account: its key is the Azure Storage emulator&apos;s, known to everyone. Use it for development only; regenerate its keys or remove it before anyone else can reach this store.</source>
        <translation>⚠ Het openbare ontwikkelaccount: de sleutel is die van de Azure Storage-emulator, bij iedereen bekend. Gebruik het alleen voor ontwikkeling; genereer de sleutels opnieuw of verwijder het voordat iemand anders deze opslag kan bereiken.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys.</source>
        <translation>Deze service geeft de sleutels van het account niet.</translation>
    </message>
    <message>
        <source>New Account</source>
        <translation>Nieuw account</translation>
    </message>
    <message>
        <source>Account name (3 to 24 lower-case letters and digits). Two keys are generated.</source>
        <translation>Accountnaam (3 tot 24 kleine letters en cijfers). Er worden twee sleutels gegenereerd.</translation>
    </message>
    <message>
        <source>Adding %1…</source>
        <translation>%1 toevoegen…</translation>
    </message>
    <message>
        <source>Remove Account</source>
        <translation>Account verwijderen</translation>
    </message>
    <message>
        <source>Remove account %1 with all its tables and entities? This cannot be undone.</source>
        <translation>Account %1 met al zijn tabellen en entiteiten verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Remove the account &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Het account &lt;b&gt;%1&lt;/b&gt; verwijderen?</translation>
    </message>
    <message>
        <source>Removing %1…</source>
        <translation>%1 verwijderen…</translation>
    </message>
    <message>
        <source>Regenerate Key %1</source>
        <translation>Sleutel %1 opnieuw genereren</translation>
    </message>
    <message>
        <source>Regenerate key %1 of %2? Every SAS token signed with it and every connection string holding it stops working at once.</source>
        <translation>Sleutel %1 van %2 opnieuw genereren? Elk SAS-token dat ermee is ondertekend en elke verbindingsreeks die hem bevat, werkt dan meteen niet meer.</translation>
    </message>
    <message>
        <source>Regenerate key %1 of &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Sleutel %1 van &lt;b&gt;%2&lt;/b&gt; opnieuw genereren?</translation>
    </message>
    <message>
        <source>Regenerating key %1…</source>
        <translation>Sleutel %1 opnieuw genereren…</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Accounts</translation>
    </message>
    <message>
        <source>Key 1</source>
        <translation>Sleutel 1</translation>
    </message>
    <message>
        <source>Key 2</source>
        <translation>Sleutel 2</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Verbindingsreeks</translation>
    </message>
</context>
<context>
    <name>rowan::AccountListModel</name>
    <message>
        <source>Development account: its key is public</source>
        <translation>Ontwikkelaccount: de sleutel is openbaar</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
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
        <translation>Bestand…</translation>
    </message>
    <message>
        <source>Load the bytes of a file (at most 64 KiB)</source>
        <translation>De bytes van een bestand laden (hoogstens 64 KiB)</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>kan %1 niet lezen</translation>
    </message>
    <message>
        <source>%1 is %2; at most 64 KiB</source>
        <translation>%1 is %2; hoogstens 64 KiB</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ongeldig</translation>
    </message>
    <message>
        <source>1 byte</source>
        <translation>1 byte</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 byte</numerusform>
            <numerusform>%1 bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Binary Value</source>
        <translation>Binaire waarde laden</translation>
    </message>
    <message>
        <source>Binary value</source>
        <translation>Binaire waarde</translation>
    </message>
    <message>
        <source>Binary format</source>
        <translation>Binaire notatie</translation>
    </message>
    <message>
        <source>Load a file</source>
        <translation>Een bestand laden</translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteJob</name>
    <message>
        <source>Delete the matching entities of %1</source>
        <translation>De overeenkomende entiteiten van %1 verwijderen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entities of %1</source>
        <translation>
            <numerusform>%n entiteit van %1 verwijderen</numerusform>
            <numerusform>%n entiteiten van %1 verwijderen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteProgressDialog</name>
    <message>
        <source>Deleting Entities from %1</source>
        <translation>Entiteiten uit %1 verwijderen</translation>
    </message>
    <message>
        <source>Entities are deleted in transactions of up to 100 in one partition. Cancel stops after the transaction in progress: transactions already committed stay deleted.</source>
        <translation>Entiteiten worden verwijderd in transacties van hoogstens 100 binnen één partitie. Annuleren stopt na de lopende transactie: al vastgelegde transacties blijven verwijderd.</translation>
    </message>
    <message>
        <source>Deleting failed: %1</source>
        <translation>Verwijderen mislukt: %1</translation>
    </message>
    <message>
        <source>Deleted %1 of %2 entities…</source>
        <translation>%1 van %2 entiteiten verwijderd…</translation>
    </message>
    <message>
        <source>Deleted %1 entities…</source>
        <translation>%1 entiteiten verwijderd…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annuleren…</translation>
    </message>
    <message>
        <source>Deleted 1 entity</source>
        <translation>1 entiteit verwijderd</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %1 entities</source>
        <translation>
            <numerusform>%1 entiteit verwijderd</numerusform>
            <numerusform>%1 entiteiten verwijderd</numerusform>
        </translation>
    </message>
    <message>
        <source> in 1 transaction.</source>
        <translation> in 1 transactie.</translation>
    </message>
    <message numerus="yes">
        <source> in %1 transactions.</source>
        <translation>
            <numerusform> in %1 transactie.</numerusform>
            <numerusform> in %1 transacties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the entities not deleted yet are still in the table.</source>
        <translation>Geannuleerd: de entiteiten die nog niet verwijderd zijn, staan nog in de tabel.</translation>
    </message>
    <message>
        <source>%1 changed after they were read and were kept (not deleted): %2</source>
        <translation>%1 gewijzigd nadat ze gelezen waren en bewaard (niet verwijderd): %2</translation>
    </message>
    <message>
        <source>%1 were already gone.</source>
        <translation>%1 waren al weg.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkEditActions</name>
    <message>
        <source>&amp;Bulk Edit…</source>
        <translation>&amp;Bulkbewerking…</translation>
    </message>
    <message>
        <source>Re-&amp;key…</source>
        <translation>&amp;Sleutels vernieuwen…</translation>
    </message>
    <message>
        <source>Set, rename, remove or retype a property of the selected entities, the chosen partitions or every match of the query</source>
        <translation>Een eigenschap zetten, hernoemen, verwijderen of van type veranderen voor de geselecteerde entiteiten, de gekozen partities of elke overeenkomst van de query</translation>
    </message>
    <message>
        <source>Give entities new keys made by a template from their values</source>
        <translation>Entiteiten nieuwe sleutels geven, gemaakt door een sjabloon uit hun waarden</translation>
    </message>
    <message>
        <source>Fix for “%1”: the rule below is suggested; check the preview before you run it.</source>
        <translation>Oplossing voor “%1”: de regel hieronder wordt voorgesteld; controleer het voorbeeld voordat u hem uitvoert.</translation>
    </message>
    <message>
        <source>Fix for “%1”: the rule below spreads the partition by the day of each entity&apos;s last write. A property that spreads it better (a region, a device) can take that place: &lt;tt&gt;{Region}_{PartitionKey}&lt;/tt&gt;. Check the preview before you run it.</source>
        <translation>Oplossing voor “%1”: de regel hieronder verdeelt de partitie naar de dag van de laatste schrijfactie van elke entiteit. Een eigenschap die haar beter verdeelt (een regio, een apparaat) kan die plaats innemen: &lt;tt&gt;{Region}_{PartitionKey}&lt;/tt&gt;. Controleer het voorbeeld voordat u hem uitvoert.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkEditDialog</name>
    <message>
        <source>Bulk Edit — %1</source>
        <translation>Bulkbewerking — %1</translation>
    </message>
    <message>
        <source>Change one property of many entities of &lt;b&gt;%1&lt;/b&gt; at once: all the entities the store holds in the scope, not only the rows loaded. An entity someone changes meanwhile is skipped and listed, never overwritten.</source>
        <translation>Wijzig één eigenschap van veel entiteiten van &lt;b&gt;%1&lt;/b&gt; tegelijk: alle entiteiten die de opslag in het bereik heeft, niet alleen de geladen rijen. Een entiteit die iemand intussen wijzigt, wordt overgeslagen en vermeld, nooit overschreven.</translation>
    </message>
    <message>
        <source>&amp;Apply to:</source>
        <translation>&amp;Toepassen op:</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Wijziging</translation>
    </message>
    <message>
        <source>Set a property to a value</source>
        <translation>Een eigenschap op een waarde zetten</translation>
    </message>
    <message>
        <source>Rename a property</source>
        <translation>Een eigenschap hernoemen</translation>
    </message>
    <message>
        <source>Remove a property</source>
        <translation>Een eigenschap verwijderen</translation>
    </message>
    <message>
        <source>Change a property&apos;s type</source>
        <translation>Het type van een eigenschap wijzigen</translation>
    </message>
    <message>
        <source>&amp;Change:</source>
        <translation>&amp;Wijziging:</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>&amp;Eigenschap:</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nieuwe naam</translation>
    </message>
    <message>
        <source>&amp;New name:</source>
        <translation>&amp;Nieuwe naam:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>Waa&amp;rde:</translation>
    </message>
    <message>
        <source>New type</source>
        <translation>Nieuw type</translation>
    </message>
    <message>
        <source>New &amp;type:</source>
        <translation>Nieuw &amp;type:</translation>
    </message>
    <message>
        <source>Sample before and after</source>
        <translation>Voorbeeld voor en na</translation>
    </message>
    <message>
        <source>Entity / property</source>
        <translation>Entiteit / eigenschap</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Na</translation>
    </message>
    <message>
        <source>Edited %1 of %2 entities…</source>
        <translation>%1 van %2 entiteiten bewerkt…</translation>
    </message>
    <message>
        <source>Edited %1 entities…</source>
        <translation>%1 entiteiten bewerkt…</translation>
    </message>
    <message>
        <source>Name the property to change.</source>
        <translation>Noem de eigenschap die moet wijzigen.</translation>
    </message>
    <message>
        <source>Give the property&apos;s new name.</source>
        <translation>Geef de nieuwe naam van de eigenschap.</translation>
    </message>
    <message>
        <source>Preview the change to see how many entities it reaches; nothing is written before you run it.</source>
        <translation>Bekijk het voorbeeld om te zien hoeveel entiteiten de wijziging raakt; er wordt niets geschreven voordat u haar uitvoert.</translation>
    </message>
    <message>
        <source>Counting the entities and editing a sample…</source>
        <translation>Entiteiten tellen en een voorbeeld bewerken…</translation>
    </message>
    <message>
        <source>%1 / %2 — not changed: %3</source>
        <translation>%1 / %2 — niet gewijzigd: %3</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>ongewijzigd</translation>
    </message>
    <message>
        <source>No entity is in the scope.</source>
        <translation>Er zit geen entiteit in het bereik.</translation>
    </message>
    <message>
        <source>1 entity is in the scope.</source>
        <translation>1 entiteit zit in het bereik.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>%1 entiteit zit in het bereik.</numerusform>
            <numerusform>%1 entiteiten zitten in het bereik.</numerusform>
        </translation>
    </message>
    <message>
        <source>(counted from the statistics)</source>
        <translation>(geteld uit de statistieken)</translation>
    </message>
    <message>
        <source>The first %1 are shown before and after; an entity the change does not concern stays as it is.</source>
        <translation>De eerste %1 worden voor en na getoond; een entiteit die de wijziging niet aangaat, blijft zoals ze is.</translation>
    </message>
    <message>
        <source>Bulk Edit</source>
        <translation>Bulkbewerking</translation>
    </message>
    <message>
        <source>Edit %1 Entities</source>
        <translation>%1 entiteiten bewerken</translation>
    </message>
    <message>
        <source>%1 on %2 entities of &lt;b&gt;%3&lt;/b&gt;?&lt;br&gt;&lt;br&gt;%4</source>
        <translation>%1 op %2 entiteiten van &lt;b&gt;%3&lt;/b&gt;?&lt;br&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the whole change back.</source>
        <translation>Bewerken ▸ Ongedaan maken draait de hele wijziging terug.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Editing…</source>
        <translation>Bewerken…</translation>
    </message>
    <message>
        <source>Edited 1 entity.</source>
        <translation>1 entiteit bewerkt.</translation>
    </message>
    <message numerus="yes">
        <source>Edited %1 entities.</source>
        <translation>
            <numerusform>%1 entiteit bewerkt.</numerusform>
            <numerusform>%1 entiteiten bewerkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left as they were (nothing the change names): %1.</source>
        <translation>Gelaten zoals ze waren (niets wat de wijziging noemt): %1.</translation>
    </message>
    <message>
        <source>Cancelled: the entities not edited yet are as they were.</source>
        <translation>Geannuleerd: de nog niet bewerkte entiteiten zijn zoals ze waren.</translation>
    </message>
    <message>
        <source>Not written (listed below): %1.</source>
        <translation>Niet geschreven (hieronder vermeld): %1.</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the change back.</source>
        <translation>Bewerken ▸ Ongedaan maken draait de wijziging terug.</translation>
    </message>
    <message>
        <source>Changed meanwhile (skipped)</source>
        <translation>Intussen gewijzigd (overgeslagen)</translation>
    </message>
    <message>
        <source>Cannot convert</source>
        <translation>Niet te converteren</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Geweigerd</translation>
    </message>
    <message>
        <source>The edit failed: %1</source>
        <translation>De bewerking is mislukt: %1</translation>
    </message>
</context>
<context>
    <name>rowan::BulkRunDialog</name>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Voorbeeld</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Uitvoeren</translation>
    </message>
    <message>
        <source>Cancelled before anything was written.</source>
        <translation>Geannuleerd voordat er iets werd geschreven.</translation>
    </message>
    <message>
        <source>Cannot preview: %1</source>
        <translation>Geen voorbeeld mogelijk: %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annuleren…</translation>
    </message>
    <message>
        <source>Stage Edits is on, but a change of many entities is not staged: the preview is its review, and Edit ▸ Undo takes the whole run back.</source>
        <translation>Bewerkingen klaarzetten staat aan, maar een wijziging van veel entiteiten wordt niet klaargezet: de voorvertoning is de controle ervan, en Bewerken ▸ Ongedaan maken draait de hele uitvoering terug.</translation>
    </message>
    <message>
        <source>Stage Edits is on, but a change of many entities is not staged: the preview is its review, and this endpoint keeps no journal to take it back.</source>
        <translation>Bewerkingen klaarzetten staat aan, maar een wijziging van veel entiteiten wordt niet klaargezet: de voorvertoning is de controle ervan, en dit eindpunt houdt geen logboek bij om haar terug te draaien.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkScopeChooser</name>
    <message>
        <source>Entities to change</source>
        <translation>Te wijzigen entiteiten</translation>
    </message>
    <message>
        <source>The selected entity</source>
        <translation>De geselecteerde entiteit</translation>
    </message>
    <message numerus="yes">
        <source>The %1 selected entities</source>
        <translation>
            <numerusform>De %1 geselecteerde entiteit</numerusform>
            <numerusform>De %1 geselecteerde entiteiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entity of partition %1</source>
        <translation>Elke entiteit van partitie %1</translation>
    </message>
    <message numerus="yes">
        <source>Every entity of the %1 chosen partitions</source>
        <translation>
            <numerusform>Elke entiteit van de %1 gekozen partitie</numerusform>
            <numerusform>Elke entiteit van de %1 gekozen partities</numerusform>
        </translation>
    </message>
    <message>
        <source>Every match of the query %1</source>
        <translation>Elke overeenkomst van de query %1</translation>
    </message>
    <message>
        <source>Every entity of the table %1</source>
        <translation>Elke entiteit van de tabel %1</translation>
    </message>
</context>
<context>
    <name>rowan::CensusComparisonModel</name>
    <message>
        <source>Only in %1</source>
        <translation>Alleen in %1</translation>
    </message>
    <message>
        <source>Types differ</source>
        <translation>Typen verschillen</translation>
    </message>
    <message>
        <source>Share differs</source>
        <translation>Aandeel verschilt</translation>
    </message>
    <message numerus="yes">
        <source>No property differs: both hold the same %n properties with the same types.</source>
        <translation>
            <numerusform>Geen enkele eigenschap verschilt: beide bevatten dezelfde %n eigenschap met dezelfde typen.</numerusform>
            <numerusform>Geen enkele eigenschap verschilt: beide bevatten dezelfde %n eigenschappen met dezelfde typen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in %1</source>
        <translation>
            <numerusform>%n alleen in %1</numerusform>
            <numerusform>%n alleen in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with other types</source>
        <translation>
            <numerusform>%n met andere typen</numerusform>
            <numerusform>%n met andere typen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held by a different share of the entities</source>
        <translation>
            <numerusform>%n in een ander aandeel van de entiteiten</numerusform>
            <numerusform>%n in een ander aandeel van de entiteiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n properties differ: %1.</source>
        <translation>
            <numerusform>%n eigenschap verschilt: %1.</numerusform>
            <numerusform>%n eigenschappen verschillen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no difference.</source>
        <translation>%1: geen verschil.</translation>
    </message>
    <message>
        <source>Only %1 holds %2: %3.</source>
        <translation>Alleen %1 bevat %2: %3.</translation>
    </message>
    <message>
        <source>%1 is stored with other types: %2 in %3, %4 in %5.</source>
        <translation>%1 is met andere typen opgeslagen: %2 in %3, %4 in %5.</translation>
    </message>
    <message>
        <source>%1 is held by %2 of the entities in %3, by %4 in %5.</source>
        <translation>%1 zit in %2 van de entiteiten in %3, in %4 in %5.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Left share</source>
        <translation>Aandeel links</translation>
    </message>
    <message>
        <source>Left types</source>
        <translation>Typen links</translation>
    </message>
    <message>
        <source>Right share</source>
        <translation>Aandeel rechts</translation>
    </message>
    <message>
        <source>Right types</source>
        <translation>Typen rechts</translation>
    </message>
    <message numerus="yes">
        <source>the whole table, %Ln entities</source>
        <translation>
            <numerusform>de hele tabel, %Ln entiteit</numerusform>
            <numerusform>de hele tabel, %Ln entiteiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a sample: its first %Ln entities (the endpoint keeps no statistics)</source>
        <translation>
            <numerusform>een steekproef: de eerste %Ln entiteit (het eindpunt houdt geen statistieken bij)</numerusform>
            <numerusform>een steekproef: de eerste %Ln entiteiten (het eindpunt houdt geen statistieken bij)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 tegenover %2</translation>
    </message>
    <message>
        <source>Left: %1, %2.</source>
        <translation>Links: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1, %2.</source>
        <translation>Rechts: %1, %2.</translation>
    </message>
</context>
<context>
    <name>rowan::CensusComparisonPage</name>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Differences only</source>
        <translation>Alleen verschillen</translation>
    </message>
    <message>
        <source>Show the census of this table alone again</source>
        <translation>Weer alleen de telling van deze tabel tonen</translation>
    </message>
    <message>
        <source>Hide the properties both tables hold alike</source>
        <translation>De eigenschappen verbergen die beide tabellen gelijk bevatten</translation>
    </message>
    <message>
        <source>Progress of the other table&apos;s census</source>
        <translation>Voortgang van de telling van de andere tabel</translation>
    </message>
    <message>
        <source>Cancel the other table&apos;s census</source>
        <translation>De telling van de andere tabel annuleren</translation>
    </message>
    <message>
        <source>Properties of both tables</source>
        <translation>Eigenschappen van beide tabellen</translation>
    </message>
    <message>
        <source>counting… %1 of %2 entities read</source>
        <translation>tellen… %1 van %2 entiteiten gelezen</translation>
    </message>
    <message>
        <source>counting… %1 entities read</source>
        <translation>tellen… %1 entiteiten gelezen</translation>
    </message>
    <message>
        <source>Right: %1, %2.</source>
        <translation>Rechts: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1 could not be read: %2</source>
        <translation>Rechts: %1 kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>Right: %1, cancelled.</source>
        <translation>Rechts: %1, geannuleerd.</translation>
    </message>
    <message>
        <source>Left: %1, %2.</source>
        <translation>Links: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1, opening…</source>
        <translation>Rechts: %1, openen…</translation>
    </message>
    <message>
        <source>Write the rows shown as a Markdown table</source>
        <translation>De getoonde rijen als Markdown-tabel schrijven</translation>
    </message>
    <message>
        <source>Export the Comparison</source>
        <translation>De vergelijking exporteren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 kon niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>Back to the census</source>
        <translation>Terug naar de telling</translation>
    </message>
    <message>
        <source>Export the comparison as Markdown</source>
        <translation>De vergelijking als Markdown exporteren</translation>
    </message>
</context>
<context>
    <name>rowan::CensusJob</name>
    <message>
        <source>No store is open.</source>
        <translation>Er is geen opslag geopend.</translation>
    </message>
</context>
<context>
    <name>rowan::CensusModel</name>
    <message>
        <source>%1 stored as %2</source>
        <translation>%1 opgeslagen als %2</translation>
    </message>
    <message>
        <source>%1 empty</source>
        <translation>%1 leeg</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>zonder %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is stored with %n types: %2.</source>
        <translation>
            <numerusform>%1 is opgeslagen met %n type: %2.</numerusform>
            <numerusform>%1 is opgeslagen met %n typen: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to show %1 in the grid.</source>
        <translation>Dubbelklik om %1 in het raster te tonen.</translation>
    </message>
    <message numerus="yes">
        <source>%n types</source>
        <translation>
            <numerusform>%n type</numerusform>
            <numerusform>%n typen</numerusform>
        </translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entiteiten</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Aandeel</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leeg</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Ontbreekt</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereik</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partities</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Voorbeelden</translation>
    </message>
</context>
<context>
    <name>rowan::ChangePassphraseDialog</name>
    <message>
        <source>Change Passphrase</source>
        <translation>Wachtwoordzin wijzigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is encrypted (SQLCipher).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; is versleuteld (SQLCipher).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not encrypted.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; is niet versleuteld.</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>&amp;Nieuwe wachtwoordzin:</translation>
    </message>
    <message>
        <source>&amp;Confirm:</source>
        <translation>&amp;Bevestigen:</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>De wachtwoordzinnen komen niet overeen.</translation>
    </message>
    <message>
        <source>⚠ An empty passphrase decrypts the store: anyone who can read the file will be able to read its tables.</source>
        <translation>⚠ Een lege wachtwoordzin ontsleutelt de opslag: iedereen die het bestand kan lezen, kan dan de tabellen lezen.</translation>
    </message>
    <message>
        <source>Enter a passphrase to encrypt the store.</source>
        <translation>Voer een wachtwoordzin in om de opslag te versleutelen.</translation>
    </message>
    <message>
        <source>Decrypt</source>
        <translation>Ontsleutelen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Wijzigen</translation>
    </message>
    <message>
        <source>Encrypt</source>
        <translation>Versleutelen</translation>
    </message>
    <message>
        <source>The store will be rewritten encrypted with the new passphrase. A lost passphrase cannot be recovered.</source>
        <translation>De opslag wordt opnieuw geschreven, versleuteld met de nieuwe wachtwoordzin. Een verloren wachtwoordzin kan niet worden hersteld.</translation>
    </message>
    <message>
        <source>Decrypting the store…</source>
        <translation>De opslag wordt ontsleuteld…</translation>
    </message>
    <message>
        <source>Re-encrypting the store…</source>
        <translation>De opslag wordt opnieuw versleuteld…</translation>
    </message>
    <message>
        <source>The passphrase was not changed (%1): %2
The store still opens with its old passphrase.</source>
        <translation>De wachtwoordzin is niet gewijzigd (%1): %2
De opslag opent nog steeds met de oude wachtwoordzin.</translation>
    </message>
</context>
<context>
    <name>rowan::ColumnChooserDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>Omhoog &amp;verplaatsen</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Omlaag ver&amp;plaatsen</translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation>&amp;Vastzetten</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Toepassen</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>Ver&amp;wijderen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Opslaan</translation>
    </message>
    <message>
        <source>Choose Columns</source>
        <translation>Kolommen kiezen</translation>
    </message>
    <message>
        <source>Filter columns</source>
        <translation>Kolommen filteren</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolom</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Vastgezet</translation>
    </message>
    <message>
        <source>Checked columns are shown; Space shows or hides the current one</source>
        <translation>Aangevinkte kolommen worden getoond; Spatie toont of verbergt de huidige</translation>
    </message>
    <message>
        <source>Move the column to the left (Ctrl+Up)</source>
        <translation>De kolom naar links verplaatsen (Ctrl+Omhoog)</translation>
    </message>
    <message>
        <source>Move the column to the right (Ctrl+Down)</source>
        <translation>De kolom naar rechts verplaatsen (Ctrl+Omlaag)</translation>
    </message>
    <message>
        <source>Keep the column on the left while the grid scrolls sideways (Ctrl+P)</source>
        <translation>De kolom links houden terwijl het raster zijwaarts schuift (Ctrl+P)</translation>
    </message>
    <message>
        <source>Show A&amp;ll</source>
        <translation>A&amp;lle tonen</translation>
    </message>
    <message>
        <source>Show every column the filter lists</source>
        <translation>Elke kolom tonen die het filter toont</translation>
    </message>
    <message>
        <source>&amp;Hide All</source>
        <translation>Alle &amp;verbergen</translation>
    </message>
    <message>
        <source>Hide every column the filter lists</source>
        <translation>Elke kolom verbergen die het filter toont</translation>
    </message>
    <message>
        <source>&amp;Named layout:</source>
        <translation>&amp;Benoemde indeling:</translation>
    </message>
    <message>
        <source>Named layouts</source>
        <translation>Benoemde indelingen</translation>
    </message>
    <message>
        <source>Arrange this table&apos;s columns as the named layout does</source>
        <translation>De kolommen van deze tabel schikken zoals de benoemde indeling</translation>
    </message>
    <message>
        <source>Save &amp;as:</source>
        <translation>Opslaan &amp;als:</translation>
    </message>
    <message>
        <source>Name of the layout to save</source>
        <translation>Naam van de indeling om op te slaan</translation>
    </message>
    <message>
        <source>Layout name</source>
        <translation>Naam van de indeling</translation>
    </message>
    <message>
        <source>Keep this arrangement under a name, to apply it to other tables</source>
        <translation>Deze schikking onder een naam bewaren, om op andere tabellen toe te passen</translation>
    </message>
    <message>
        <source>Un&amp;pin</source>
        <translation>&amp;Losmaken</translation>
    </message>
</context>
<context>
    <name>rowan::CompareActions</name>
    <message>
        <source>Compare &amp;With…</source>
        <translation>Vergelijken &amp;met…</translation>
    </message>
    <message>
        <source>Compare the table with another table here, in another store or of a connection</source>
        <translation>De tabel vergelijken met een andere tabel hier, in een andere opslag of van een verbinding</translation>
    </message>
    <message>
        <source>&amp;Snapshot to Local Store…</source>
        <translation>Momentopname naar &amp;lokale opslag…</translation>
    </message>
    <message>
        <source>Copy the table into a store, with where and when it came from</source>
        <translation>De tabel naar een opslag kopiëren, met waar en wanneer die vandaan kwam</translation>
    </message>
    <message>
        <source>Co&amp;mpare with Now</source>
        <translation>Met nu ver&amp;gelijken</translation>
    </message>
    <message>
        <source>Compare this snapshot with its source as it is now</source>
        <translation>Deze momentopname vergelijken met de bron zoals die nu is</translation>
    </message>
    <message numerus="yes">
        <source>Snapshot %1 taken: %Ln entities of %2.</source>
        <translation>
            <numerusform>Momentopname %1 gemaakt: %Ln entiteit van %2.</numerusform>
            <numerusform>Momentopname %1 gemaakt: %Ln entiteiten van %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Momentopname</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergelijken</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Taking the snapshot %1…</source>
        <translation>Momentopname %1 maken…</translation>
    </message>
    <message>
        <source>Compare with Now</source>
        <translation>Met nu vergelijken</translation>
    </message>
    <message>
        <source>The snapshot&apos;s filter does not read: %1</source>
        <translation>Het filter van de momentopname is onleesbaar: %1</translation>
    </message>
    <message>
        <source>%1 (snapshot of %2)</source>
        <translation>%1 (momentopname van %2)</translation>
    </message>
    <message>
        <source>%1 now</source>
        <translation>%1 nu</translation>
    </message>
    <message>
        <source>The snapshot came from %1, which is neither a store file here nor a saved connection.</source>
        <translation>De momentopname kwam van %1, dat hier geen opslagbestand en geen opgeslagen verbinding is.</translation>
    </message>
</context>
<context>
    <name>rowan::CompareDialog</name>
    <message>
        <source>Compare %1</source>
        <translation>%1 vergelijken</translation>
    </message>
    <message>
        <source>Compare &lt;b&gt;%1&lt;/b&gt; (account %2) in %3 with:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (account %2) in %3 vergelijken met:</translation>
    </message>
    <message>
        <source>Other side</source>
        <translation>Andere kant</translation>
    </message>
    <message>
        <source>A table &amp;here</source>
        <translation>Een tabel &amp;hier</translation>
    </message>
    <message>
        <source>Other table</source>
        <translation>Andere tabel</translation>
    </message>
    <message>
        <source>Every entity</source>
        <translation>Elke entiteit</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Eerste</translation>
    </message>
    <message>
        <source>From PartitionKey</source>
        <translation>Vanaf PartitionKey</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Laatste</translation>
    </message>
    <message>
        <source>Through PartitionKey</source>
        <translation>Tot en met PartitionKey</translation>
    </message>
    <message>
        <source>through</source>
        <translation>tot en met</translation>
    </message>
    <message>
        <source>Ignore &amp;Timestamp</source>
        <translation>&amp;Timestamp negeren</translation>
    </message>
    <message>
        <source>Every write sets Timestamp, so two copies of an entity rarely share it</source>
        <translation>Elke schrijfactie zet Timestamp, dus twee kopieën van een entiteit delen die zelden</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Namen, gescheiden door komma&apos;s</translation>
    </message>
    <message>
        <source>Two Doubles are the same when they differ by at most this much</source>
        <translation>Twee Doubles zijn gelijk als ze hooguit zoveel verschillen</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>T&amp;abel:</translation>
    </message>
    <message>
        <source>&amp;Only entities matching:</source>
        <translation>&amp;Alleen entiteiten die voldoen aan:</translation>
    </message>
    <message>
        <source>&amp;PartitionKey from:</source>
        <translation>&amp;PartitionKey van:</translation>
    </message>
    <message>
        <source>&amp;Ignore properties:</source>
        <translation>Eigenschappen &amp;negeren:</translation>
    </message>
    <message>
        <source>&amp;Double tolerance:</source>
        <translation>&amp;Double-tolerantie:</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Ver&amp;gelijken</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergelijken</translation>
    </message>
    <message>
        <source>The filter does not read: %1</source>
        <translation>Het filter is onleesbaar: %1</translation>
    </message>
    <message>
        <source>The range ends before it starts: %1 sorts before %2.</source>
        <translation>Het bereik eindigt voordat het begint: %1 komt vóór %2.</translation>
    </message>
    <message>
        <source>The Double tolerance must be a number of 0 or more, not %1.</source>
        <translation>De Double-tolerantie moet een getal van 0 of meer zijn, niet %1.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 hier</translation>
    </message>
    <message>
        <source>A table is the same as itself: choose another table, or the same one elsewhere.</source>
        <translation>Een tabel is gelijk aan zichzelf: kies een andere tabel, of dezelfde elders.</translation>
    </message>
    <message>
        <source>Choose the store file to compare with.</source>
        <translation>Kies het opslagbestand om mee te vergelijken.</translation>
    </message>
</context>
<context>
    <name>rowan::ConflictDialog</name>
    <message>
        <source>Entity Changed Since You Opened It</source>
        <translation>Entiteit gewijzigd sinds u hem opende</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Uw versie</translation>
    </message>
    <message>
        <source>(loaded earlier)</source>
        <translation>(eerder geladen)</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Opgeslagen</translation>
    </message>
    <message>
        <source>1 property differs</source>
        <translation>1 eigenschap verschilt</translation>
    </message>
    <message numerus="yes">
        <source>%1 properties differ</source>
        <translation>
            <numerusform>%1 eigenschap verschilt</numerusform>
            <numerusform>%1 eigenschappen verschillen</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone else saved this entity (at %1) after you opened it, so your save was refused (ETag mismatch). %2, highlighted below.</source>
        <translation>Iemand anders heeft deze entiteit opgeslagen (om %1) nadat u hem opende, dus uw opslag is geweigerd (ETag komt niet overeen). %2, hieronder gemarkeerd.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Opnieuw laden</translation>
    </message>
    <message>
        <source>Discard your changes and edit the stored version</source>
        <translation>Uw wijzigingen verwerpen en de opgeslagen versie bewerken</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Overschrijven</translation>
    </message>
    <message>
        <source>Save your version over the stored one</source>
        <translation>Uw versie over de opgeslagen versie opslaan</translation>
    </message>
    <message>
        <source>Go back to your changes without saving</source>
        <translation>Terug naar uw wijzigingen zonder op te slaan</translation>
    </message>
    <message>
        <source>Entities Changed Since the Action</source>
        <translation>Entiteiten gewijzigd sinds de actie</translation>
    </message>
    <message>
        <source>Keep current</source>
        <translation>Huidige houden</translation>
    </message>
    <message>
        <source>Leave the entity as it is now</source>
        <translation>De entiteit laten zoals hij nu is</translation>
    </message>
    <message>
        <source>Write back the earlier version</source>
        <translation>De eerdere versie terugschrijven</translation>
    </message>
    <message>
        <source>Leave this entity and every remaining one as they are now</source>
        <translation>Deze entiteit en alle resterende laten zoals ze nu zijn</translation>
    </message>
    <message>
        <source>Earlier version</source>
        <translation>Eerdere versie</translation>
    </message>
    <message>
        <source>(did not exist)</source>
        <translation>(bestond niet)</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Huidig</translation>
    </message>
    <message>
        <source>(does not exist)</source>
        <translation>(bestaat niet)</translation>
    </message>
    <message>
        <source>Entity %1 of %2, %3 / %4: %5. The undo left it as it is now, so nothing written meanwhile was overwritten. %6, highlighted below.</source>
        <translation>Entiteit %1 van %2, %3 / %4: %5. Het ongedaan maken liet hem zoals hij nu is, zodat niets wat ondertussen is geschreven is overschreven. %6, hieronder gemarkeerd.</translation>
    </message>
    <message>
        <source>Write the version from before the action over the current one</source>
        <translation>De versie van vóór de actie over de huidige schrijven</translation>
    </message>
    <message>
        <source>Delete the entity: it did not exist before the action</source>
        <translation>De entiteit verwijderen: hij bestond niet vóór de actie</translation>
    </message>
    <message>
        <source>Apply to all remaining (%1 more)</source>
        <translation>Op alle resterende toepassen (nog %1)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Verschillen</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectDialog</name>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Verbindingsreeks</translation>
    </message>
    <message>
        <source>SAS URL (a table&apos;s or the account&apos;s)</source>
        <translation>SAS-URL (van een tabel of van het account)</translation>
    </message>
    <message>
        <source>Azurite on this computer</source>
        <translation>Azurite op deze computer</translation>
    </message>
    <message>
        <source>rowan serve on this computer</source>
        <translation>rowan serve op deze computer</translation>
    </message>
    <message>
        <source>Connect &amp;to:</source>
        <translation>Verbinden &amp;met:</translation>
    </message>
    <message>
        <source>port</source>
        <translation>poort</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Eindpunt:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>&amp;Keep the key or token in the system keychain</source>
        <translation>De sleutel of het token in de systeem&amp;sleutelbos bewaren</translation>
    </message>
    <message>
        <source>Secrets are never written to Rowan&apos;s settings. Without the keychain Rowan asks for the connection string again each time.</source>
        <translation>Geheimen worden nooit in de instellingen van Rowan geschreven. Zonder sleutelbos vraagt Rowan elke keer opnieuw om de verbindingsreeks.</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbinding &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Paste a SAS URL: a table&apos;s or the account&apos;s endpoint with its token.</source>
        <translation>Plak een SAS-URL: het eindpunt van een tabel of van het account met het token.</translation>
    </message>
    <message>
        <source>Paste a connection string, e.g. DefaultEndpointsProtocol=https;AccountName=…;AccountKey=…;EndpointSuffix=core.windows.net</source>
        <translation>Plak een verbindingsreeks, bijv. DefaultEndpointsProtocol=https;AccountName=…;AccountKey=…;EndpointSuffix=core.windows.net</translation>
    </message>
    <message>
        <source>Enter the host the emulator or server listens on.</source>
        <translation>Voer de host in waarop de emulator of server luistert.</translation>
    </message>
    <message>
        <source>AccountName, AccountKey and TableEndpoint or EndpointSuffix; a SharedAccessSignature instead of the key; or UseDevelopmentStorage=true.</source>
        <translation>AccountName, AccountKey en TableEndpoint of EndpointSuffix; een SharedAccessSignature in plaats van de sleutel; of UseDevelopmentStorage=true.</translation>
    </message>
    <message>
        <source>e.g. https://account.table.core.windows.net/Orders?sv=…&amp;sig=… for one table, or the account&apos;s endpoint with an account SAS.</source>
        <translation>bijv. https://account.table.core.windows.net/Orders?sv=…&amp;sig=… voor één tabel, of het eindpunt van het account met een account-SAS.</translation>
    </message>
    <message>
        <source>Azurite&apos;s table service with the public development account (started with azurite-table; its default port is 10002).</source>
        <translation>De tabelservice van Azurite met het openbare ontwikkelaccount (gestart met azurite-table; de standaardpoort is 10002).</translation>
    </message>
    <message>
        <source>A store served with rowan serve --store PATH (default port 10002), through the public development account.</source>
        <translation>Een opslag geserveerd met rowan serve --store PATH (standaardpoort 10002), via het openbare ontwikkelaccount.</translation>
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
        <translation>Verbinden met %1…</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>Kan niet verbinden: %1</translation>
    </message>
    <message>
        <source>Connected: the endpoint answered and accepted the credentials.</source>
        <translation>Verbonden: het eindpunt antwoordde en accepteerde de referenties.</translation>
    </message>
    <message>
        <source>Connection string or SAS URL</source>
        <translation>Verbindingsreeks of SAS-URL</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectionActions</name>
    <message>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <source>&amp;Forget Connection</source>
        <translation>Verbinding &amp;vergeten</translation>
    </message>
    <message>
        <source>Connect to Azure Table storage, Azurite or rowan serve</source>
        <translation>Verbinden met Azure Table Storage, Azurite of rowan serve</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>The connection works, but its secret could not be kept in the keychain: %1
Rowan will ask for it again next time.</source>
        <translation>De verbinding werkt, maar het geheim kon niet in de sleutelbos worden bewaard: %1
Rowan vraagt er de volgende keer opnieuw om.</translation>
    </message>
    <message>
        <source>No such saved connection.</source>
        <translation>Geen opgeslagen verbinding met die naam.</translation>
    </message>
    <message>
        <source>Rowan keeps no secret for %1: paste its connection string or SAS URL again.</source>
        <translation>Rowan bewaart geen geheim voor %1: plak de verbindingsreeks of SAS-URL opnieuw.</translation>
    </message>
    <message>
        <source>Cannot connect to %1 (%2):
%3</source>
        <translation>Kan niet verbinden met %1 (%2):
%3</translation>
    </message>
    <message>
        <source>Forget Connection</source>
        <translation>Verbinding vergeten</translation>
    </message>
    <message>
        <source>Forget the connection %1 (%2), its secret in the keychain and its change journal? Its tables stay where they are.</source>
        <translation>De verbinding %1 (%2), het geheim in de sleutelbos en het wijzigingsjournaal vergeten? De tabellen blijven waar ze zijn.</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectionJournals</name>
    <message>
        <source>The keychain&apos;s entry %1 is not a change journal key.</source>
        <translation>De sleutelbosvermelding %1 is geen sleutel van een wijzigingsjournaal.</translation>
    </message>
    <message>
        <source>The connection id %1 cannot name a change journal file.</source>
        <translation>De verbindings-id %1 kan geen bestand van een wijzigingsjournaal benoemen.</translation>
    </message>
    <message>
        <source>The change journal of this connection could not be opened because its key is no longer in the keychain; it was kept as %1 and a new one begun.</source>
        <translation>Het wijzigingsjournaal van deze verbinding kon niet worden geopend omdat de sleutel niet meer in de sleutelbos staat; het is bewaard als %1 en er is een nieuw begonnen.</translation>
    </message>
</context>
<context>
    <name>rowan::CopyTableDialog</name>
    <message>
        <source>Copy %1</source>
        <translation>%1 kopiëren</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Kopiëren naar</translation>
    </message>
    <message>
        <source>A table &amp;here (new or existing)</source>
        <translation>Een tabel &amp;hier (nieuw of bestaand)</translation>
    </message>
    <message>
        <source>Insert (an existing key is a failed row)</source>
        <translation>Invoegen (een bestaande sleutel is een mislukte rij)</translation>
    </message>
    <message>
        <source>Replace existing entities</source>
        <translation>Bestaande entiteiten vervangen</translation>
    </message>
    <message>
        <source>Merge into existing entities</source>
        <translation>Samenvoegen met bestaande entiteiten</translation>
    </message>
    <message>
        <source>Skip existing entities</source>
        <translation>Bestaande entiteiten overslaan</translation>
    </message>
    <message>
        <source>Create the table when it does not exist</source>
        <translation>De tabel aanmaken als hij niet bestaat</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabel:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>The whole t&amp;able</source>
        <translation>De hele t&amp;abel</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 hier</translation>
    </message>
    <message>
        <source>A table cannot be copied onto itself.</source>
        <translation>Een tabel kan niet op zichzelf worden gekopieerd.</translation>
    </message>
    <message>
        <source>Choose the store file to copy to.</source>
        <translation>Kies het opslagbestand om naar te kopiëren.</translation>
    </message>
    <message>
        <source>Target table</source>
        <translation>Doeltabel</translation>
    </message>
</context>
<context>
    <name>rowan::DateTimeTicksEdit</name>
    <message>
        <source>Fraction of the second: 7 digits of 100 ns ticks</source>
        <translation>Fractie van de seconde: 7 cijfers van ticks van 100 ns</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Date and time (UTC)</source>
        <translation>Datum en tijd (UTC)</translation>
    </message>
    <message>
        <source>Fraction of a second (7 digits)</source>
        <translation>Fractie van een seconde (7 cijfers)</translation>
    </message>
</context>
<context>
    <name>rowan::DeleteTableDialog</name>
    <message>
        <source>Delete Table</source>
        <translation>Tabel verwijderen</translation>
    </message>
    <message>
        <source>Delete the empty table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>De lege tabel &lt;b&gt;%1&lt;/b&gt; van account &lt;b&gt;%2&lt;/b&gt; verwijderen?</translation>
    </message>
    <message>
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and all its entities? The endpoint keeps no count of them.</source>
        <translation>Tabel &lt;b&gt;%1&lt;/b&gt; van account &lt;b&gt;%2&lt;/b&gt; en al zijn entiteiten verwijderen? Het eindpunt houdt geen aantal bij.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;1&lt;/b&gt; entity?</source>
        <translation>Tabel &lt;b&gt;%1&lt;/b&gt; van account &lt;b&gt;%2&lt;/b&gt; en de &lt;b&gt;1&lt;/b&gt; entiteit verwijderen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;%3&lt;/b&gt; entities?</source>
        <translation>
            <numerusform>Tabel &lt;b&gt;%1&lt;/b&gt; van account &lt;b&gt;%2&lt;/b&gt; en de &lt;b&gt;%3&lt;/b&gt; entiteit verwijderen?</numerusform>
            <numerusform>Tabel &lt;b&gt;%1&lt;/b&gt; van account &lt;b&gt;%2&lt;/b&gt; en de &lt;b&gt;%3&lt;/b&gt; entiteiten verwijderen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Type the table name to confirm:</source>
        <translation>Typ de tabelnaam om te bevestigen:</translation>
    </message>
</context>
<context>
    <name>rowan::DiffEntityModel</name>
    <message>
        <source>same</source>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>genegeerd</translation>
    </message>
    <message>
        <source>added</source>
        <translation>toegevoegd</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>verwijderd</translation>
    </message>
    <message>
        <source>value changed</source>
        <translation>waarde gewijzigd</translation>
    </message>
    <message>
        <source>type changed</source>
        <translation>type gewijzigd</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message>
        <source>type changed: %1 → %2</source>
        <translation>type gewijzigd: %1 → %2</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Wijziging</translation>
    </message>
</context>
<context>
    <name>rowan::DiffJob</name>
    <message>
        <source>The service has no account.</source>
        <translation>De service heeft geen account.</translation>
    </message>
</context>
<context>
    <name>rowan::DiffModel</name>
    <message>
        <source>Only left</source>
        <translation>Alleen links</translation>
    </message>
    <message>
        <source>Only right</source>
        <translation>Alleen rechts</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Gewijzigd</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>%1 ontbreekt</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschappen</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
</context>
<context>
    <name>rowan::DiffView</name>
    <message>
        <source>Choose Compare With… on a table to compare it with another.</source>
        <translation>Kies Vergelijken met… op een tabel om die met een andere te vergelijken.</translation>
    </message>
    <message>
        <source>Show &amp;identical</source>
        <translation>&amp;Identieke tonen</translation>
    </message>
    <message>
        <source>Count the identical entities too, and show the properties that are the same</source>
        <translation>Ook de identieke entiteiten tellen en de gelijke eigenschappen tonen</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Previous Difference</source>
        <translation>Vorig verschil</translation>
    </message>
    <message>
        <source>Go to the previous entity that differs (Shift+F8)</source>
        <translation>Naar de vorige entiteit die verschilt (Shift+F8)</translation>
    </message>
    <message>
        <source>Next Difference</source>
        <translation>Volgend verschil</translation>
    </message>
    <message>
        <source>Go to the next entity that differs (F8)</source>
        <translation>Naar de volgende entiteit die verschilt (F8)</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Opnieuw vergelijken</translation>
    </message>
    <message>
        <source>Compare the same two tables again</source>
        <translation>Dezelfde twee tabellen opnieuw vergelijken</translation>
    </message>
    <message>
        <source>Sync…</source>
        <translation>Synchroniseren…</translation>
    </message>
    <message>
        <source>Make one table like the other</source>
        <translation>De ene tabel gelijk maken aan de andere</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Verschillen</translation>
    </message>
    <message>
        <source>Properties side by side</source>
        <translation>Eigenschappen naast elkaar</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>Het vergelijken is mislukt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln differences found before.</source>
        <translation>
            <numerusform>Geannuleerd: %Ln verschil eerder gevonden.</numerusform>
            <numerusform>Geannuleerd: %Ln verschillen eerder gevonden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sync failed: %1</source>
        <translation>De synchronisatie is mislukt: %1</translation>
    </message>
    <message>
        <source>The sync failed.</source>
        <translation>De synchronisatie is mislukt.</translation>
    </message>
    <message>
        <source>Sync cancelled: what was written stays, one action in the journal.</source>
        <translation>Synchronisatie geannuleerd: wat geschreven is blijft, als één actie in het journaal.</translation>
    </message>
    <message>
        <source>Left: %1    Right: %2</source>
        <translation>Links: %1    Rechts: %2</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Vergelijken…</translation>
    </message>
    <message>
        <source>%L1 read</source>
        <translation>%L1 gelezen</translation>
    </message>
    <message numerus="yes">
        <source>Comparing… %Ln differences so far</source>
        <translation>
            <numerusform>Vergelijken… tot nu toe %Ln verschil</numerusform>
            <numerusform>Vergelijken… tot nu toe %Ln verschillen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tables are identical: %Ln entities compared.</source>
        <translation>
            <numerusform>De tabellen zijn identiek: %Ln entiteit vergeleken.</numerusform>
            <numerusform>De tabellen zijn identiek: %Ln entiteiten vergeleken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed</source>
        <translation>
            <numerusform>%Ln gewijzigd</numerusform>
            <numerusform>%Ln gewijzigd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only left</source>
        <translation>
            <numerusform>%Ln alleen links</numerusform>
            <numerusform>%Ln alleen links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only right</source>
        <translation>
            <numerusform>%Ln alleen rechts</numerusform>
            <numerusform>%Ln alleen rechts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln identical</source>
        <translation>
            <numerusform>%Ln identiek</numerusform>
            <numerusform>%Ln identiek</numerusform>
        </translation>
    </message>
    <message>
        <source>(the first %L1 listed)</source>
        <translation>(de eerste %L1 getoond)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities out of key order were left out.</source>
        <translation>
            <numerusform>%Ln entiteit buiten de sleutelvolgorde is weggelaten.</numerusform>
            <numerusform>%Ln entiteiten buiten de sleutelvolgorde zijn weggelaten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sync Tables</source>
        <translation>Tabellen synchroniseren</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Synchroniseren</translation>
    </message>
    <message>
        <source>Write into &lt;b&gt;%1&lt;/b&gt;: %2 inserted, %3 updated, %4 deleted?</source>
        <translation>Schrijven naar &lt;b&gt;%1&lt;/b&gt;: %2 ingevoegd, %3 bijgewerkt, %4 verwijderd?</translation>
    </message>
    <message>
        <source>Syncing %1…</source>
        <translation>%1 synchroniseren…</translation>
    </message>
    <message>
        <source>Synced: %1 inserted, %2 updated, %3 deleted.</source>
        <translation>Gesynchroniseerd: %1 ingevoegd, %2 bijgewerkt, %3 verwijderd.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed meanwhile and were left as they are.</source>
        <translation>
            <numerusform>%Ln is intussen gewijzigd en bleef zoals het was.</numerusform>
            <numerusform>%Ln zijn intussen gewijzigd en bleven zoals ze waren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditActions</name>
    <message>
        <source>Add Entity…</source>
        <translation>Entiteit toevoegen…</translation>
    </message>
    <message>
        <source>Edit Entity…</source>
        <translation>Entiteit bewerken…</translation>
    </message>
    <message>
        <source>Duplicate Entity…</source>
        <translation>Entiteit dupliceren…</translation>
    </message>
    <message>
        <source>Add an entity to this table</source>
        <translation>Een entiteit aan deze tabel toevoegen</translation>
    </message>
    <message>
        <source>Edit the selected entity (or double-click its row)</source>
        <translation>De geselecteerde entiteit bewerken (of dubbelklik op de rij)</translation>
    </message>
    <message>
        <source>Start a new entity from a copy of the selected one</source>
        <translation>Een nieuwe entiteit beginnen vanuit een kopie van de geselecteerde</translation>
    </message>
    <message>
        <source>The entity no longer exists; it was deleted after the grid loaded it.</source>
        <translation>De entiteit bestaat niet meer; hij is verwijderd nadat het raster hem laadde.</translation>
    </message>
    <message>
        <source>Edit Entity</source>
        <translation>Entiteit bewerken</translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditModel</name>
    <message>
        <source>%1 of 1 MiB</source>
        <translation>%1 van 1 MiB</translation>
    </message>
    <message>
        <source>The entity has %1 properties; at most %2 are allowed besides PartitionKey, RowKey and Timestamp.</source>
        <translation>De entiteit heeft %1 eigenschappen; er zijn er hoogstens %2 toegestaan naast PartitionKey, RowKey en Timestamp.</translation>
    </message>
    <message>
        <source>The entity is %1 bytes by the size formula; at most %2 bytes (1 MiB) are allowed.</source>
        <translation>De entiteit is %1 bytes volgens de grootteformule; hoogstens %2 bytes (1 MiB) zijn toegestaan.</translation>
    </message>
    <message>
        <source>%1  (%2 bytes)</source>
        <translation>%1  (%2 bytes)</translation>
    </message>
    <message>
        <source>Unknown type %1.</source>
        <translation>Onbekend type %1.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditor</name>
    <message>
        <source>Add Property</source>
        <translation>Eigenschap toevoegen</translation>
    </message>
    <message>
        <source>Remove Property</source>
        <translation>Eigenschap verwijderen</translation>
    </message>
    <message>
        <source>Add Entity</source>
        <translation>Entiteit toevoegen</translation>
    </message>
    <message>
        <source>Edit Entity</source>
        <translation>Entiteit bewerken</translation>
    </message>
    <message>
        <source>Duplicate Entity</source>
        <translation>Entiteit dupliceren</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt; in account %2 · the keys of a stored entity cannot change (duplicate it instead).</source>
        <translation>Tabel &lt;b&gt;%1&lt;/b&gt; in account %2 · de sleutels van een opgeslagen entiteit kunnen niet veranderen (dupliceer hem in plaats daarvan).</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt; in account %2</source>
        <translation>Tabel &lt;b&gt;%1&lt;/b&gt; in account %2</translation>
    </message>
    <message>
        <source>Build Key…</source>
        <translation>Sleutel opbouwen…</translation>
    </message>
    <message>
        <source>Compose the PartitionKey or RowKey the design guide recommends.</source>
        <translation>De PartitionKey of RowKey samenstellen die de ontwerpgids aanbeveelt.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>The stored entity becomes exactly this one: properties removed here are deleted.</source>
        <translation>De opgeslagen entiteit wordt precies deze: hier verwijderde eigenschappen worden gewist.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Samenvoegen</translation>
    </message>
    <message>
        <source>Adds and overwrites these properties; properties removed here stay stored.</source>
        <translation>Voegt deze eigenschappen toe en overschrijft ze; hier verwijderde eigenschappen blijven opgeslagen.</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Invoegen</translation>
    </message>
    <message>
        <source>Fails when an entity with these keys exists.</source>
        <translation>Mislukt als er een entiteit met deze sleutels bestaat.</translation>
    </message>
    <message>
        <source>Insert or replace</source>
        <translation>Invoegen of vervangen</translation>
    </message>
    <message>
        <source>Insert or merge</source>
        <translation>Invoegen of samenvoegen</translation>
    </message>
    <message>
        <source>Save as:</source>
        <translation>Opslaan als:</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 properties</source>
        <translation>%1 · %2 van %3 eigenschappen</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(naamloos)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Opslaan…</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Er is geen opslag geopend.</translation>
    </message>
    <message>
        <source>Save Entity</source>
        <translation>Entiteit opslaan</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Save the entity &lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>De entiteit &lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt; opslaan?</translation>
    </message>
    <message>
        <source>Not saved: the entity was deleted after you opened it.</source>
        <translation>Niet opgeslagen: de entiteit is verwijderd nadat u hem opende.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Niet opgeslagen: %1</translation>
    </message>
    <message>
        <source>Not saved: the entity no longer exists (it was deleted after you opened it).</source>
        <translation>Niet opgeslagen: de entiteit bestaat niet meer (hij is verwijderd nadat u hem opende).</translation>
    </message>
    <message>
        <source>Not saved: an entity with this PartitionKey and RowKey already exists. Change the keys or save as &quot;Insert or replace&quot;.</source>
        <translation>Niet opgeslagen: er bestaat al een entiteit met deze PartitionKey en RowKey. Wijzig de sleutels of sla op als &quot;Invoegen of vervangen&quot;.</translation>
    </message>
    <message>
        <source>Not saved: the entity changed after you opened it. Save again to compare, or close the editor to keep the stored version.</source>
        <translation>Niet opgeslagen: de entiteit is gewijzigd nadat u hem opende. Sla opnieuw op om te vergelijken, of sluit de editor om de opgeslagen versie te houden.</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschappen</translation>
    </message>
</context>
<context>
    <name>rowan::EntityGrid</name>
    <message>
        <source>Local time</source>
        <translation>Lokale tijd</translation>
    </message>
    <message>
        <source>Entity grid</source>
        <translation>Entiteitenraster</translation>
    </message>
    <message>
        <source>Show DateTime values in local time instead of UTC</source>
        <translation>DateTime-waarden in lokale tijd tonen in plaats van UTC</translation>
    </message>
    <message>
        <source>Loading failed: %1</source>
        <translation>Laden mislukt: %1</translation>
    </message>
    <message>
        <source>Choose a table in the Stores dock.</source>
        <translation>Kies een tabel in het paneel Opslagen.</translation>
    </message>
    <message>
        <source>%1: %2 entities read</source>
        <translation>%1: %2 entiteiten gelezen</translation>
    </message>
    <message>
        <source>%1: %2 entities read so far; the endpoint keeps no count (Load all reads on to the end)</source>
        <translation>%1: tot nu toe %2 entiteiten gelezen; het eindpunt houdt geen aantal bij (Alles laden leest door tot het einde)</translation>
    </message>
    <message>
        <source>%1: %2 entities (%3 in memory)%4</source>
        <translation>%1: %2 entiteiten (%3 in het geheugen)%4</translation>
    </message>
    <message>
        <source> — loading all</source>
        <translation> — alles wordt geladen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Copy the selected cells, or rows with a header line, as tab-separated text</source>
        <translation>De geselecteerde cellen, of rijen met een kopregel, als door tabs gescheiden tekst kopiëren</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Kopiëren als JSON</translation>
    </message>
    <message>
        <source>Copy the selected entities as a JSON array with @odata.type annotations</source>
        <translation>De geselecteerde entiteiten kopiëren als JSON-array met @odata.type-annotaties</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles selecteren</translation>
    </message>
    <message>
        <source>Select every row the grid holds in memory</source>
        <translation>Elke rij selecteren die het raster in het geheugen heeft</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Opnieuw laden</translation>
    </message>
    <message>
        <source>Read the table, or run the query, again from the start</source>
        <translation>De tabel opnieuw lezen, of de query opnieuw uitvoeren, vanaf het begin</translation>
    </message>
    <message>
        <source>Delete Selected Rows…</source>
        <translation>Geselecteerde rijen verwijderen…</translation>
    </message>
    <message>
        <source>Delete Entities Matching a Filter…</source>
        <translation>Entiteiten verwijderen die aan een filter voldoen…</translation>
    </message>
    <message>
        <source>Filter by This Value</source>
        <translation>Filteren op deze waarde</translation>
    </message>
    <message>
        <source>Exclude This Value</source>
        <translation>Deze waarde uitsluiten</translation>
    </message>
    <message>
        <source>Show &amp;Versions…</source>
        <translation>&amp;Versies tonen…</translation>
    </message>
    <message>
        <source>The entity in every version the change journal holds, side by side</source>
        <translation>De entiteit in elke versie die het wijzigingsjournaal bevat, naast elkaar</translation>
    </message>
    <message>
        <source>Delete Entities</source>
        <translation>Entiteiten verwijderen</translation>
    </message>
    <message>
        <source>Delete %1 Entities</source>
        <translation>%1 entiteiten verwijderen</translation>
    </message>
    <message>
        <source>Delete the %1 selected entities from &lt;b&gt;%2&lt;/b&gt;?&lt;br&gt;&lt;br&gt;An entity someone changed after it was loaded is kept and reported, not deleted. %3</source>
        <translation>De %1 geselecteerde entiteiten uit &lt;b&gt;%2&lt;/b&gt; verwijderen?&lt;br&gt;&lt;br&gt;Een entiteit die iemand na het laden heeft gewijzigd, wordt bewaard en gemeld, niet verwijderd. %3</translation>
    </message>
    <message>
        <source>Edit ▸ Undo brings them back.</source>
        <translation>Bewerken ▸ Ongedaan maken brengt ze terug.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Delete Matching Entities</source>
        <translation>Overeenkomende entiteiten verwijderen</translation>
    </message>
    <message>
        <source>Delete the %1 entities of &lt;b&gt;%2&lt;/b&gt; matching &lt;code&gt;%3&lt;/code&gt;?</source>
        <translation>De %1 entiteiten van &lt;b&gt;%2&lt;/b&gt; verwijderen die voldoen aan &lt;code&gt;%3&lt;/code&gt;?</translation>
    </message>
    <message>
        <source>Choose &amp;Columns…</source>
        <translation>Kolommen &amp;kiezen…</translation>
    </message>
    <message>
        <source>Show, hide, reorder and pin the grid&apos;s columns; save named layouts</source>
        <translation>De kolommen van het raster tonen, verbergen, herschikken en vastzetten; benoemde indelingen opslaan</translation>
    </message>
    <message>
        <source>&amp;Hide “%1”</source>
        <translation>„%1” &amp;verbergen</translation>
    </message>
    <message>
        <source>Un&amp;pin “%1”</source>
        <translation>„%1” &amp;losmaken</translation>
    </message>
    <message>
        <source>&amp;Pin “%1”</source>
        <translation>„%1” v&amp;astzetten</translation>
    </message>
    <message>
        <source>&amp;Show All Columns</source>
        <translation>Alle kolommen &amp;tonen</translation>
    </message>
    <message>
        <source>Apply &amp;Layout</source>
        <translation>&amp;Indeling toepassen</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabel</translation>
    </message>
    <message>
        <source>Show the rows as a table</source>
        <translation>De rijen als tabel tonen</translation>
    </message>
    <message>
        <source>Show each entity as a list of its own properties with their types</source>
        <translation>Elke entiteit tonen als lijst van haar eigen eigenschappen met hun typen</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>Show each entity as the Table service&apos;s JSON, with @odata.type where needed</source>
        <translation>Elke entiteit tonen als JSON van de Table-service, met @odata.type waar nodig</translation>
    </message>
    <message>
        <source>Rec&amp;ords</source>
        <translation>Rec&amp;ords</translation>
    </message>
    <message>
        <source>%1: %2 matching entities (Esc in the Find bar shows the table again)</source>
        <translation>%1: %2 overeenkomende entiteiten (Esc in de zoekbalk toont de tabel weer)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Knippen</translation>
    </message>
    <message>
        <source>Copy the selected entities as JSON, then delete them</source>
        <translation>De geselecteerde entiteiten als JSON kopiëren en daarna verwijderen</translation>
    </message>
    <message>
        <source>%1: %2 entities sorted on this computer (%3 in memory)</source>
        <translation>%1: %2 entiteiten gesorteerd op deze computer (%3 in het geheugen)</translation>
    </message>
    <message>
        <source>Sort Whole Result &amp;Ascending</source>
        <translation>Hele resultaat &amp;oplopend sorteren</translation>
    </message>
    <message>
        <source>Sort Whole Result &amp;Descending</source>
        <translation>Hele resultaat &amp;aflopend sorteren</translation>
    </message>
    <message>
        <source>&amp;Clear Sort</source>
        <translation>Sortering &amp;wissen</translation>
    </message>
    <message>
        <source>Click a column&apos;s header to sort the whole result by it, here on this computer</source>
        <translation>Klik op de kop van een kolom om het hele resultaat erop te sorteren, hier op deze computer</translation>
    </message>
    <message>
        <source>Sort Whole Result Ascending</source>
        <translation>Hele resultaat oplopend sorteren</translation>
    </message>
    <message>
        <source>Sort every entity shown by the current cell&apos;s column, here on this computer</source>
        <translation>Elke getoonde entiteit sorteren op de kolom van de huidige cel, hier op deze computer</translation>
    </message>
    <message>
        <source>Sort Whole Result Descending</source>
        <translation>Hele resultaat aflopend sorteren</translation>
    </message>
    <message>
        <source>Show the rows in the service&apos;s key order again</source>
        <translation>De rijen weer in de sleutelvolgorde van de service tonen</translation>
    </message>
</context>
<context>
    <name>rowan::EntityRevisionsModel</name>
    <message>
        <source>(did not exist)</source>
        <translation>(bestond niet)</translation>
    </message>
    <message>
        <source>Changed from the version to the left</source>
        <translation>Gewijzigd ten opzichte van de versie links</translation>
    </message>
</context>
<context>
    <name>rowan::EntitySaveJob</name>
    <message>
        <source>Add %1 to %2</source>
        <translation>%1 toevoegen aan %2</translation>
    </message>
    <message>
        <source>Delete %1 from %2</source>
        <translation>%1 verwijderen uit %2</translation>
    </message>
    <message>
        <source>Edit %1 in %2</source>
        <translation>%1 bewerken in %2</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Er is geen opslag geopend.</translation>
    </message>
</context>
<context>
    <name>rowan::EntityTableModel</name>
    <message>
        <source>1 byte</source>
        <translation>1 byte</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 byte</numerusform>
            <numerusform>%1 bytes</numerusform>
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
        <translation>In behandeling: niet geschreven tot Vastleggen</translation>
    </message>
    <message>
        <source>
Pending: not written until Commit</source>
        <translation>
In behandeling: niet geschreven tot Vastleggen</translation>
    </message>
</context>
<context>
    <name>rowan::EntityVersionsDialog</name>
    <message>
        <source>Reading the journal…</source>
        <translation>Het journaal lezen…</translation>
    </message>
    <message>
        <source>Versions of %1 / %2 in %3</source>
        <translation>Versies van %1 / %2 in %3</translation>
    </message>
    <message>
        <source>Versions of the entity, oldest first</source>
        <translation>Versies van de entiteit, oudste eerst</translation>
    </message>
    <message>
        <source>The versions could not be read: %1</source>
        <translation>De versies konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>The journal holds no change of this entity: only the version now is shown.</source>
        <translation>Het journaal bevat geen wijziging van deze entiteit: alleen de huidige versie wordt getoond.</translation>
    </message>
    <message>
        <source>%1 earlier versions from the journal and the version now; marked values changed from the version to their left.</source>
        <translation>%1 eerdere versies uit het journaal en de huidige versie; gemarkeerde waarden zijn gewijzigd ten opzichte van de versie links.</translation>
    </message>
</context>
<context>
    <name>rowan::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>%1 exporteren</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>Bestand om te schrijven</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>From the file name (.csv, .jsonl, .json)</source>
        <translation>Uit de bestandsnaam (.csv, .jsonl, .json)</translation>
    </message>
    <message>
        <source>Typed CSV (Storage Explorer)</source>
        <translation>Getypte CSV (Storage Explorer)</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>JSON array</source>
        <translation>JSON-array</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Bestand:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormaat:</translation>
    </message>
    <message>
        <source>The whole &amp;table</source>
        <translation>De hele &amp;tabel</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporteren</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exporteren naar</translation>
    </message>
    <message>
        <source>Typed CSV (*.csv);;JSON Lines (*.jsonl *.ndjson);;JSON (*.json);;All files (*)</source>
        <translation>Getypte CSV (*.csv);;JSON Lines (*.jsonl *.ndjson);;JSON (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Kies het bestand om te schrijven.</translation>
    </message>
    <message>
        <source>The file name has no .csv, .jsonl or .json suffix: choose a format.</source>
        <translation>De bestandsnaam heeft geen achtervoegsel .csv, .jsonl of .json: kies een formaat.</translation>
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
        <translation>Lokaal</translation>
    </message>
    <message>
        <source>All of (and)</source>
        <translation>Alle (en)</translation>
    </message>
    <message>
        <source>Any of (or)</source>
        <translation>Een van (of)</translation>
    </message>
    <message>
        <source>whole number, exact</source>
        <translation>geheel getal, exact</translation>
    </message>
    <message>
        <source>base64, e.g. Chs= for X&apos;0A1B&apos;</source>
        <translation>base64, bijv. Chs= voor X&apos;0A1B&apos;</translation>
    </message>
    <message>
        <source>Filter conditions</source>
        <translation>Filtervoorwaarden</translation>
    </message>
    <message>
        <source>+ Condition</source>
        <translation>+ Voorwaarde</translation>
    </message>
    <message>
        <source>Add a condition to the current group (Insert)</source>
        <translation>Een voorwaarde aan de huidige groep toevoegen (Insert)</translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation>+ Groep</translation>
    </message>
    <message>
        <source>Add a nested group (Ctrl+Insert)</source>
        <translation>Een geneste groep toevoegen (Ctrl+Insert)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Remove the current row (Delete)</source>
        <translation>De huidige rij verwijderen (Delete)</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Voorwaarde toevoegen</translation>
    </message>
    <message>
        <source>Add Group</source>
        <translation>Groep toevoegen</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>Rij verwijderen</translation>
    </message>
</context>
<context>
    <name>rowan::FilterBuilderModel</name>
    <message>
        <source>Any of (or)</source>
        <translation>Een van (of)</translation>
    </message>
    <message>
        <source>All of (and)</source>
        <translation>Alle (en)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groep</translation>
    </message>
    <message>
        <source>Not</source>
        <translation>Niet</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>The builder cannot show this filter until it parses: %1 (at position %2)</source>
        <translation>De bouwer kan dit filter pas tonen als het te ontleden is: %1 (op positie %2)</translation>
    </message>
    <message>
        <source>Not a saved filter: %1.</source>
        <translation>Geen opgeslagen filter: %1.</translation>
    </message>
    <message>
        <source>Exact time</source>
        <translation>Exacte tijd</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Afgelopen uur</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Afgelopen 24 uur</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Afgelopen 7 dagen</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Afgelopen 30 dagen</translation>
    </message>
</context>
<context>
    <name>rowan::FilterCompletionModel</name>
    <message>
        <source>equals</source>
        <translation>is gelijk aan</translation>
    </message>
    <message>
        <source>does not equal</source>
        <translation>is niet gelijk aan</translation>
    </message>
    <message>
        <source>greater than</source>
        <translation>groter dan</translation>
    </message>
    <message>
        <source>greater than or equal</source>
        <translation>groter dan of gelijk aan</translation>
    </message>
    <message>
        <source>less than</source>
        <translation>kleiner dan</translation>
    </message>
    <message>
        <source>less than or equal</source>
        <translation>kleiner dan of gelijk aan</translation>
    </message>
    <message>
        <source>negates what follows</source>
        <translation>ontkent wat volgt</translation>
    </message>
</context>
<context>
    <name>rowan::FilterDeleteDialog</name>
    <message>
        <source>Delete Matching Entities</source>
        <translation>Overeenkomende entiteiten verwijderen</translation>
    </message>
    <message>
        <source>Delete the entities of &lt;b&gt;%1&lt;/b&gt; that match this OData &lt;tt&gt;$filter&lt;/tt&gt;. Leave it empty to delete every entity of the table.</source>
        <translation>De entiteiten van &lt;b&gt;%1&lt;/b&gt; verwijderen die voldoen aan deze OData-&lt;tt&gt;$filter&lt;/tt&gt;. Laat leeg om elke entiteit van de tabel te verwijderen.</translation>
    </message>
    <message>
        <source>Count Matches</source>
        <translation>Overeenkomsten tellen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <source>Count the matches first: nothing is deleted before you confirm the number.</source>
        <translation>Tel eerst de overeenkomsten: er wordt niets verwijderd voordat u het aantal bevestigt.</translation>
    </message>
    <message>
        <source>The filter is not valid at position %1: %2</source>
        <translation>Het filter is niet geldig op positie %1: %2</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Tellen…</translation>
    </message>
    <message>
        <source>Counting… (a filter without PartitionKey reads the whole table)</source>
        <translation>Tellen… (een filter zonder PartitionKey leest de hele tabel)</translation>
    </message>
    <message>
        <source>Cannot count: %1</source>
        <translation>Kan niet tellen: %1</translation>
    </message>
    <message>
        <source>No entity matches.</source>
        <translation>Geen enkele entiteit voldoet.</translation>
    </message>
    <message>
        <source>1 entity matches.</source>
        <translation>1 entiteit voldoet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities match.</source>
        <translation>
            <numerusform>%1 entiteit voldoet.</numerusform>
            <numerusform>%1 entiteiten voldoen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete all %1 entities of &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Alle %1 entiteiten van &lt;b&gt;%2&lt;/b&gt; verwijderen?</translation>
    </message>
    <message>
        <source>Delete the %1 entities of &lt;b&gt;%2&lt;/b&gt; that match&lt;br&gt;&lt;tt&gt;%3&lt;/tt&gt;?</source>
        <translation>De %1 entiteiten van &lt;b&gt;%2&lt;/b&gt; verwijderen die voldoen aan&lt;br&gt;&lt;tt&gt;%3&lt;/tt&gt;?</translation>
    </message>
    <message>
        <source>Delete Entities</source>
        <translation>Entiteiten verwijderen</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;An entity that changes while the delete runs is kept and reported. This cannot be undone.</source>
        <translation>&lt;br&gt;&lt;br&gt;Een entiteit die wijzigt terwijl het verwijderen loopt, wordt bewaard en gemeld. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Delete %1 Entities</source>
        <translation>%1 entiteiten verwijderen</translation>
    </message>
    <message>
        <source>Filter of the entities to delete</source>
        <translation>Filter van de te verwijderen entiteiten</translation>
    </message>
</context>
<context>
    <name>rowan::FilterEditor</name>
    <message>
        <source>$filter, e.g. PartitionKey eq &apos;Sales&apos; and RowKey ge &apos;S&apos; — Ctrl+Space completes</source>
        <translation>$filter, bijv. PartitionKey eq &apos;Sales&apos; and RowKey ge &apos;S&apos; — Ctrl+Spatie vult aan</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Regel %1, kolom %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Kolom %1: %2</translation>
    </message>
</context>
<context>
    <name>rowan::FindActions</name>
    <message>
        <source>&amp;Quick Open…</source>
        <translation>Snel o&amp;penen…</translation>
    </message>
    <message>
        <source>Text &amp;Index…</source>
        <translation>Tekst&amp;index…</translation>
    </message>
    <message>
        <source>Open a table or a saved connection by typing part of its name</source>
        <translation>Een tabel of opgeslagen verbinding openen door een deel van de naam te typen</translation>
    </message>
    <message>
        <source>Build or remove the table&apos;s text index, which Find answers from</source>
        <translation>De tekstindex van de tabel opbouwen of verwijderen; Zoeken antwoordt daaruit</translation>
    </message>
</context>
<context>
    <name>rowan::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>Hoofdlettergevoelig</translation>
    </message>
    <message>
        <source>Whole word</source>
        <translation>Heel woord</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Reguliere expressie</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>Te zoeken tekst</translation>
    </message>
    <message>
        <source>Find in the table&apos;s values…</source>
        <translation>Zoeken in de waarden van de tabel…</translation>
    </message>
    <message>
        <source>Tell upper from lower case (off: &apos;Ä&apos; finds &apos;ä&apos;)</source>
        <translation>Hoofd- en kleine letters onderscheiden (uit: &apos;Ä&apos; vindt &apos;ä&apos;)</translation>
    </message>
    <message>
        <source>Only where no letter, digit or underscore is right before or after the text</source>
        <translation>Alleen waar direct voor of na de tekst geen letter, cijfer of onderstrepingsteken staat</translation>
    </message>
    <message>
        <source>The text is a Perl-style regular expression; ^ and $ anchor at a value&apos;s ends</source>
        <translation>De tekst is een reguliere expressie in Perl-stijl; ^ en $ verankeren aan de uiteinden van een waarde</translation>
    </message>
    <message>
        <source>Properties to look in</source>
        <translation>Eigenschappen om in te zoeken</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Waar zoeken</translation>
    </message>
    <message>
        <source>Whole table</source>
        <translation>Hele tabel</translation>
    </message>
    <message>
        <source>Query results</source>
        <translation>Queryresultaten</translation>
    </message>
    <message>
        <source>Close the Find bar</source>
        <translation>De zoekbalk sluiten</translation>
    </message>
    <message>
        <source>Close the Find bar and show the table again (Esc)</source>
        <translation>De zoekbalk sluiten en de tabel weer tonen (Esc)</translation>
    </message>
    <message>
        <source>Search progress</source>
        <translation>Voortgang van het zoeken</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Zoeken…</translation>
    </message>
    <message>
        <source>Find a text in the values of the table shown</source>
        <translation>Een tekst zoeken in de waarden van de getoonde tabel</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Volgende zoeken</translation>
    </message>
    <message>
        <source>The next matching cell</source>
        <translation>De volgende overeenkomende cel</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Vo&amp;rige zoeken</translation>
    </message>
    <message>
        <source>The previous matching cell</source>
        <translation>De vorige overeenkomende cel</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Volgende overeenkomst</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorige overeenkomst</translation>
    </message>
    <message>
        <source>Cancelled: %1 matches in the %2 entities read.</source>
        <translation>Geannuleerd: %1 overeenkomsten in de %2 gelezen entiteiten.</translation>
    </message>
    <message>
        <source>Choose a table in the Stores dock first.</source>
        <translation>Kies eerst een tabel in het paneel Opslagen.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Zoeken…</translation>
    </message>
    <message>
        <source>Searching on this computer: %1 entities read from the endpoint, %2 matches so far…</source>
        <translation>Zoeken op deze computer: %1 entiteiten van het eindpunt gelezen, tot nu toe %2 overeenkomsten…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches so far…</source>
        <translation>
            <numerusform>%n overeenkomst tot nu toe…</numerusform>
            <numerusform>%n overeenkomsten tot nu toe…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches. The search ran on this computer over the %1 entities it read from the endpoint.</source>
        <translation>
            <numerusform>%n overeenkomst. Er is op deze computer gezocht in de %1 entiteiten die van het eindpunt zijn gelezen.</numerusform>
            <numerusform>%n overeenkomsten. Er is op deze computer gezocht in de %1 entiteiten die van het eindpunt zijn gelezen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches, found through the table&apos;s text index.</source>
        <translation>
            <numerusform>%n overeenkomst, gevonden via de tekstindex van de tabel.</numerusform>
            <numerusform>%n overeenkomsten, gevonden via de tekstindex van de tabel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches in %1 entities read.</source>
        <translation>
            <numerusform>%n overeenkomst in %1 gelezen entiteiten.</numerusform>
            <numerusform>%n overeenkomsten in %1 gelezen entiteiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 are shown: narrow the search to see the rest.</source>
        <translation>Alleen de eerste %1 worden getoond: verfijn de zoekopdracht om de rest te zien.</translation>
    </message>
    <message>
        <source>All properties</source>
        <translation>Alle eigenschappen</translation>
    </message>
    <message numerus="yes">
        <source>%n properties</source>
        <translation>
            <numerusform>%n eigenschap</numerusform>
            <numerusform>%n eigenschappen</numerusform>
        </translation>
    </message>
    <message>
        <source>Look in every property</source>
        <translation>In elke eigenschap zoeken</translation>
    </message>
    <message>
        <source>Look in %1</source>
        <translation>Zoeken in %1</translation>
    </message>
    <message>
        <source>All Properties</source>
        <translation>Alle eigenschappen</translation>
    </message>
</context>
<context>
    <name>rowan::GridPaste</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… en nog %n</numerusform>
            <numerusform>… en nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Plakken</translation>
    </message>
    <message>
        <source>Insert the entities on the clipboard (copied as JSON) into this table</source>
        <translation>De entiteiten op het klembord (gekopieerd als JSON) in deze tabel invoegen</translation>
    </message>
    <message>
        <source>Paste Entities</source>
        <translation>Entiteiten plakken</translation>
    </message>
    <message>
        <source>Nothing was pasted: %1.</source>
        <translation>Er is niets geplakt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pasted entities staged as adds</source>
        <translation>
            <numerusform>%n geplakte entiteit klaargezet als toevoeging</numerusform>
            <numerusform>%n geplakte entiteiten klaargezet als toevoegingen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was pasted: %1</source>
        <translation>Er is niets geplakt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of the entities to paste already exist in &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>
            <numerusform>%n van de te plakken entiteiten bestaat al in &lt;b&gt;%1&lt;/b&gt;:</numerusform>
            <numerusform>%n van de te plakken entiteiten bestaan al in &lt;b&gt;%1&lt;/b&gt;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip them, or replace them with the pasted ones?</source>
        <translation>Overslaan, of vervangen door de geplakte?</translation>
    </message>
    <message>
        <source>Skip Existing</source>
        <translation>Bestaande overslaan</translation>
    </message>
    <message>
        <source>Replace Existing</source>
        <translation>Bestaande vervangen</translation>
    </message>
    <message>
        <source>Skip existing entities</source>
        <translation>Bestaande entiteiten overslaan</translation>
    </message>
    <message>
        <source>Replace existing entities</source>
        <translation>Bestaande entiteiten vervangen</translation>
    </message>
    <message>
        <source>Nothing pasted: every entity already exists in %1</source>
        <translation>Niets geplakt: elke entiteit bestaat al in %1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>%n entiteit plakken</numerusform>
            <numerusform>%n entiteiten plakken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Insert %n pasted entities into &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>
            <numerusform>%n geplakte entiteit invoegen in &lt;b&gt;%1&lt;/b&gt;?</numerusform>
            <numerusform>%n geplakte entiteiten invoegen in &lt;b&gt;%1&lt;/b&gt;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are replaced.</source>
        <translation>
            <numerusform>%n bestaande entiteit wordt vervangen.</numerusform>
            <numerusform>%n bestaande entiteiten worden vervangen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are skipped.</source>
        <translation>
            <numerusform>%n bestaande entiteit wordt overgeslagen.</numerusform>
            <numerusform>%n bestaande entiteiten worden overgeslagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the paste back.</source>
        <translation>Bewerken ▸ Ongedaan maken draait het plakken terug.</translation>
    </message>
    <message numerus="yes">
        <source>%n entities pasted into %1</source>
        <translation>
            <numerusform>%n entiteit geplakt in %1</numerusform>
            <numerusform>%n entiteiten geplakt in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing skipped</source>
        <translation>
            <numerusform>%n bestaande overgeslagen</numerusform>
            <numerusform>%n bestaande overgeslagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities could not be pasted.</source>
        <translation>
            <numerusform>%n entiteit kon niet worden geplakt.</numerusform>
            <numerusform>%n entiteiten konden niet worden geplakt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::HistoryActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>O&amp;pnieuw</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Ongedaan maken: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>O&amp;pnieuw: %1</translation>
    </message>
    <message>
        <source>Nothing to take back</source>
        <translation>Niets om terug te draaien</translation>
    </message>
    <message>
        <source>This store or connection keeps no change journal</source>
        <translation>Deze opslag of verbinding houdt geen wijzigingsjournaal bij</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Terugdraaien</translation>
    </message>
    <message>
        <source>Take back %1? Each entity is written back as it was before, unless it changed since.</source>
        <translation>%1 terugdraaien? Elke entiteit wordt teruggeschreven zoals hij ervoor was, tenzij hij sindsdien is gewijzigd.</translation>
    </message>
    <message>
        <source>Taking back %1…</source>
        <translation>%1 terugdraaien…</translation>
    </message>
    <message>
        <source>%1 could not be taken back</source>
        <translation>%1 kon niet worden teruggedraaid</translation>
    </message>
    <message numerus="yes">
        <source>%n entities written back</source>
        <translation>
            <numerusform>%n entiteit teruggeschreven</numerusform>
            <numerusform>%n entiteiten teruggeschreven</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled taking back %1: %2.</source>
        <translation>Terugdraaien van %1 geannuleerd: %2.</translation>
    </message>
    <message>
        <source>Took back %1: %2.</source>
        <translation>%1 teruggedraaid: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Took back %1 in part: %2; %n changed since.</source>
        <translation>
            <numerusform>%1 gedeeltelijk teruggedraaid: %2; %n sindsdien gewijzigd.</numerusform>
            <numerusform>%1 gedeeltelijk teruggedraaid: %2; %n sindsdien gewijzigd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept the current version of %n entities.</source>
        <translation>
            <numerusform>De huidige versie van %n entiteit behouden.</numerusform>
            <numerusform>De huidige versie van %n entiteiten behouden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing back %n earlier versions…</source>
        <translation>
            <numerusform>%n eerdere versie terugschrijven…</numerusform>
            <numerusform>%n eerdere versies terugschrijven…</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier versions could not be written back</source>
        <translation>De eerdere versies konden niet worden teruggeschreven</translation>
    </message>
    <message numerus="yes">
        <source>Wrote back %n earlier versions</source>
        <translation>
            <numerusform>%n eerdere versie teruggeschreven</numerusform>
            <numerusform>%n eerdere versies teruggeschreven</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then cancelled.</source>
        <translation>%1, daarna geannuleerd.</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n changed again.</source>
        <translation>
            <numerusform>%1; %n opnieuw gewijzigd.</numerusform>
            <numerusform>%1; %n opnieuw gewijzigd.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::HistoryView</name>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Terugzetten</translation>
    </message>
    <message>
        <source>&amp;Limits…</source>
        <translation>&amp;Limieten…</translation>
    </message>
    <message>
        <source>Change history</source>
        <translation>Wijzigingsgeschiedenis</translation>
    </message>
    <message>
        <source>Take the chosen action back; entities changed since are left as they are</source>
        <translation>De gekozen actie terugdraaien; sindsdien gewijzigde entiteiten blijven zoals ze zijn</translation>
    </message>
    <message>
        <source>How large the journal may grow and how old its actions may be</source>
        <translation>Hoe groot het journaal mag worden en hoe oud de acties mogen zijn</translation>
    </message>
    <message>
        <source>No change journal here</source>
        <translation>Hier is geen wijzigingsjournaal</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>Journaal: %1</translation>
    </message>
</context>
<context>
    <name>rowan::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>Kies een bestand</translation>
    </message>
    <message>
        <source>Typed CSV as Azure Storage Explorer writes it, JSON Lines, or a JSON array of entities.</source>
        <translation>Getypte CSV zoals Azure Storage Explorer die schrijft, JSON Lines, of een JSON-array van entiteiten.</translation>
    </message>
    <message>
        <source>/path/to/entities.csv</source>
        <translation>/pad/naar/entiteiten.csv</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>CSV (typed: Name@type columns, as Storage Explorer)</source>
        <translation>CSV (getypt: kolommen Naam@type, zoals Storage Explorer)</translation>
    </message>
    <message>
        <source>JSON Lines (one entity per line)</source>
        <translation>JSON Lines (één entiteit per regel)</translation>
    </message>
    <message>
        <source>JSON array of entities</source>
        <translation>JSON-array van entiteiten</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>A row longer than this stops the import: a quote that is never closed would otherwise swallow the rest of the file</source>
        <translation>Een langere rij stopt de import: een aanhalingsteken dat nooit wordt gesloten, zou anders de rest van het bestand opslokken</translation>
    </message>
    <message>
        <source>CSV: comma-separated, UTF-8, a header row; a column &lt;i&gt;Name@type&lt;/i&gt; holds the EDM type of column &lt;i&gt;Name&lt;/i&gt;. Files without PartitionKey and RowKey columns import too: you choose the keys on a later page.</source>
        <translation>CSV: kommagescheiden, UTF-8, een kopregel; een kolom &lt;i&gt;Naam@type&lt;/i&gt; bevat het EDM-type van kolom &lt;i&gt;Naam&lt;/i&gt;. Bestanden zonder kolommen PartitionKey en RowKey worden ook geïmporteerd: u kiest de sleutels op een latere pagina.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Bestand:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormaat:</translation>
    </message>
    <message>
        <source>&amp;Longest row:</source>
        <translation>&amp;Langste rij:</translation>
    </message>
    <message>
        <source>Import File</source>
        <translation>Bestand importeren</translation>
    </message>
    <message>
        <source>Entities (*.csv *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>Entiteiten (*.csv *.jsonl *.ndjson *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Er is geen bestand %1.</translation>
    </message>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 is geen leesbaar bestand.</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Te importeren bestand</translation>
    </message>
</context>
<context>
    <name>rowan::ImportKeysPage</name>
    <message>
        <source>From &amp;column</source>
        <translation>Uit &amp;kolom</translation>
    </message>
    <message>
        <source>&amp;Same for every row</source>
        <translation>&amp;Gelijk voor elke rij</translation>
    </message>
    <message>
        <source>From c&amp;olumn</source>
        <translation>Uit k&amp;olom</translation>
    </message>
    <message>
        <source>&amp;Generated</source>
        <translation>&amp;Gegenereerd</translation>
    </message>
    <message>
        <source>&amp;Keep the key columns as properties too</source>
        <translation>De sleutel&amp;kolommen ook als eigenschappen houden</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Sleutels</translation>
    </message>
    <message>
        <source>Every entity needs a PartitionKey and a RowKey: take them from columns, or give one PartitionKey to all rows and generate the RowKeys.</source>
        <translation>Elke entiteit heeft een PartitionKey en een RowKey nodig: neem ze uit kolommen, of geef alle rijen één PartitionKey en genereer de RowKeys.</translation>
    </message>
    <message>
        <source>e.g. imported</source>
        <translation>bijv. imported</translation>
    </message>
    <message>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>Inverted ticks (newest first)</source>
        <translation>Omgekeerde ticks (nieuwste eerst)</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Teller</translation>
    </message>
    <message>
        <source>width </source>
        <translation>breedte </translation>
    </message>
    <message>
        <source>from </source>
        <translation>vanaf </translation>
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
        <translation>De eerste rijen krijgen:
%1</translation>
    </message>
</context>
<context>
    <name>rowan::ImportPreviewModel</name>
    <message>
        <source>Line %1 of the file</source>
        <translation>Regel %1 van het bestand</translation>
    </message>
    <message>
        <source>%1
(ignored)</source>
        <translation>%1
(genegeerd)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>sleutel</translation>
    </message>
    <message>
        <source>%1: the file&apos;s key column</source>
        <translation>%1: de sleutelkolom van het bestand</translation>
    </message>
    <message>
        <source>typed in the file</source>
        <translation>getypt in het bestand</translation>
    </message>
    <message>
        <source>detected from the text</source>
        <translation>afgeleid uit de tekst</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2 chosen (%3 %4)</source>
        <translation>%1: %2 gekozen (%3 %4)</translation>
    </message>
</context>
<context>
    <name>rowan::ImportPreviewPage</name>
    <message>
        <source>&amp;Leave out</source>
        <translation>&amp;Weglaten</translation>
    </message>
    <message>
        <source>Preview and types</source>
        <translation>Voorbeeld en typen</translation>
    </message>
    <message>
        <source>The first 100 rows with the type of each column: the file&apos;s own where it types a column, else the narrowest type every value fits. Choose another type or leave a column out.</source>
        <translation>De eerste 100 rijen met het type van elke kolom: dat van het bestand zelf waar het een kolom typeert, anders het smalste type waarin elke waarde past. Kies een ander type of laat een kolom weg.</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>&amp;Kolom:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Type:</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>De eerste rijen lezen…</translation>
    </message>
    <message>
        <source>Keys are text</source>
        <translation>Sleutels zijn tekst</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;The file cannot be read: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;Het bestand kan niet worden gelezen: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 rij</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 rij</numerusform>
            <numerusform>%1 rijen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the whole file.</source>
        <translation>%1, het hele bestand.</translation>
    </message>
    <message>
        <source>The first %1.</source>
        <translation>De eerste %1.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 not fit the chosen type: those rows would be rejected.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 niet in het gekozen type: die rijen zouden worden geweigerd.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>1 value does</source>
        <translation>1 waarde past</translation>
    </message>
    <message numerus="yes">
        <source>%1 values do</source>
        <translation>
            <numerusform>%1 waarde past</numerusform>
            <numerusform>%1 waarden passen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 cannot be read (first: line %2, %3).&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 kan niet worden gelezen (eerste: regel %2, %3).&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>rowan::ImportProgressPage</name>
    <message>
        <source>&amp;Cancel Import</source>
        <translation>Import &amp;annuleren</translation>
    </message>
    <message>
        <source>&amp;Open Error Report</source>
        <translation>Fout&amp;rapport openen</translation>
    </message>
    <message>
        <source>Importing</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <source>%1 into table %2 (%3).</source>
        <translation>%1 naar tabel %2 (%3).</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source> — cancelling after the transaction in flight…</source>
        <translation> — annuleren na de lopende transactie…</translation>
    </message>
    <message>
        <source>%1 rows read · %2 written · %3 skipped · %4 failed · %5 rows/s</source>
        <translation>%1 rijen gelezen · %2 geschreven · %3 overgeslagen · %4 mislukt · %5 rijen/s</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · nog %1</translation>
    </message>
    <message>
        <source>%1 written, %2 skipped, %3 failed in %4</source>
        <translation>%1 geschreven, %2 overgeslagen, %3 mislukt in %4</translation>
    </message>
    <message>
        <source> (%1 rows/s).</source>
        <translation> (%1 rijen/s).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The import stopped:&lt;/b&gt; %1&lt;br&gt;Transactions committed before stay.</source>
        <translation>&lt;b&gt;De import is gestopt:&lt;/b&gt; %1&lt;br&gt;Eerder vastgelegde transacties blijven.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancelled.&lt;/b&gt; %1&lt;br&gt;Every committed transaction is whole; import the file again with &lt;i&gt;Skip existing&lt;/i&gt; to finish.</source>
        <translation>&lt;b&gt;Geannuleerd.&lt;/b&gt; %1&lt;br&gt;Elke vastgelegde transactie is volledig; importeer het bestand opnieuw met &lt;i&gt;Bestaande overslaan&lt;/i&gt; om af te maken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped at the first rejected row.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Gestopt bij de eerste geweigerde rij.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Done, with rejected rows.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Klaar, met geweigerde rijen.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Done.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Klaar.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Import stopped</source>
        <translation>Import gestopt</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Import geannuleerd</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Import voltooid</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#c01c28&apos;&gt;The error report could not be written: %1&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#c01c28&apos;&gt;Het foutrapport kon niet worden geschreven: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 rows read.</source>
        <translation>%1 rijen gelezen.</translation>
    </message>
    <message>
        <source>&lt;br&gt;The rejected rows, with their line, column and reason, are listed in %1.</source>
        <translation>&lt;br&gt;De geweigerde rijen, met hun regel, kolom en reden, staan in %1.</translation>
    </message>
</context>
<context>
    <name>rowan::ImportTargetPage</name>
    <message>
        <source>S&amp;top at the first rejected row (rows before it are written)</source>
        <translation>S&amp;toppen bij de eerste geweigerde rij (rijen ervoor worden geschreven)</translation>
    </message>
    <message>
        <source>Target and write mode</source>
        <translation>Doel en schrijfmodus</translation>
    </message>
    <message>
        <source>Rows are written in entity group transactions of up to 100 per partition; each is written whole or not at all.</source>
        <translation>Rijen worden geschreven in entiteitsgroeptransacties van hoogstens 100 per partitie; elke wordt volledig of helemaal niet geschreven.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importeren</translation>
    </message>
    <message>
        <source>I&amp;nsert</source>
        <translation>I&amp;nvoegen</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Vervangen</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Samenvoegen</translation>
    </message>
    <message>
        <source>S&amp;kip existing</source>
        <translation>Bestaande &amp;overslaan</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabel:</translation>
    </message>
    <message>
        <source>Write mode:</source>
        <translation>Schrijfmodus:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <source>Import &lt;b&gt;%1&lt;/b&gt; into table &lt;b&gt;%2&lt;/b&gt; (%3)?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; importeren in tabel &lt;b&gt;%2&lt;/b&gt; (%3)?</translation>
    </message>
    <message>
        <source>Choose a table or type the name of a new one.</source>
        <translation>Kies een tabel of typ de naam van een nieuwe.</translation>
    </message>
    <message>
        <source>Table %1 does not exist yet: it will be created.</source>
        <translation>Tabel %1 bestaat nog niet: hij wordt aangemaakt.</translation>
    </message>
    <message>
        <source>Rows go into the existing table %1.</source>
        <translation>Rijen gaan naar de bestaande tabel %1.</translation>
    </message>
    <message>
        <source>Adds each row as a new entity. A row whose keys exist already is rejected and listed in the error report; the entity stays as it is.</source>
        <translation>Voegt elke rij toe als nieuwe entiteit. Een rij waarvan de sleutels al bestaan, wordt geweigerd en in het foutrapport vermeld; de entiteit blijft zoals hij is.</translation>
    </message>
    <message>
        <source>Adds new entities and replaces existing ones whole: properties the row does not have are removed.</source>
        <translation>Voegt nieuwe entiteiten toe en vervangt bestaande volledig: eigenschappen die de rij niet heeft, worden verwijderd.</translation>
    </message>
    <message>
        <source>Adds new entities and merges rows into existing ones: the row&apos;s properties are set, the entity&apos;s other properties kept.</source>
        <translation>Voegt nieuwe entiteiten toe en voegt rijen samen met bestaande: de eigenschappen van de rij worden gezet, de andere eigenschappen van de entiteit blijven.</translation>
    </message>
    <message>
        <source>Adds new entities and leaves existing ones untouched, counting them as skipped. Running a cancelled import again this way finishes it.</source>
        <translation>Voegt nieuwe entiteiten toe en laat bestaande ongemoeid; die worden als overgeslagen geteld. Een geannuleerde import op deze manier opnieuw uitvoeren maakt hem af.</translation>
    </message>
</context>
<context>
    <name>rowan::ImportWizard</name>
    <message>
        <source>Import into %1</source>
        <translation>Importeren in %1</translation>
    </message>
</context>
<context>
    <name>rowan::JournalLimitsDialog</name>
    <message>
        <source>Change Journal Limits</source>
        <translation>Limieten van het wijzigingsjournaal</translation>
    </message>
    <message>
        <source>The oldest actions are removed once the journal is larger or they are older than this. The newest action is always kept.</source>
        <translation>De oudste acties worden verwijderd zodra het journaal groter is of ze ouder zijn dan dit. De nieuwste actie wordt altijd bewaard.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source> days</source>
        <translation> dagen</translation>
    </message>
    <message>
        <source>Largest &amp;size:</source>
        <translation>Grootste &amp;omvang:</translation>
    </message>
    <message>
        <source>Oldest &amp;actions:</source>
        <translation>Oudste &amp;acties:</translation>
    </message>
    <message>
        <source>Trimming the journal…</source>
        <translation>Het journaal inkorten…</translation>
    </message>
</context>
<context>
    <name>rowan::JournalLimitsModel</name>
    <message>
        <source>This store or connection keeps no change journal.</source>
        <translation>Deze opslag of verbinding houdt geen wijzigingsjournaal bij.</translation>
    </message>
</context>
<context>
    <name>rowan::JournalModel</name>
    <message>
        <source>Redone</source>
        <translation>Opnieuw uitgevoerd</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Ongedaan gemaakt</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Onderbroken</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>%1
%2 entities, %3 by %4</source>
        <translation>%1
%2 entiteiten, %3 door %4</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entiteiten</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 (%2 entities)</source>
        <translation>%1 (%2 entiteiten)</translation>
    </message>
</context>
<context>
    <name>rowan::JournalSetup</name>
    <message>
        <source>Connected to %1 without a change journal (%2): its writes cannot be undone.</source>
        <translation>Verbonden met %1 zonder wijzigingsjournaal (%2): de schrijfacties kunnen niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Connected to %1 without a change journal: its writes cannot be undone.</source>
        <translation>Verbonden met %1 zonder wijzigingsjournaal: de schrijfacties kunnen niet ongedaan worden gemaakt.</translation>
    </message>
</context>
<context>
    <name>rowan::KeyBuilderDialog</name>
    <message>
        <source>Key Builder</source>
        <translation>Sleutelbouwer</translation>
    </message>
    <message>
        <source>Zero-padded number</source>
        <translation>Getal met voorloopnullen</translation>
    </message>
    <message>
        <source>Inverted ticks (newest first)</source>
        <translation>Omgekeerde ticks (nieuwste eerst)</translation>
    </message>
    <message>
        <source>Reversed date</source>
        <translation>Omgekeerde datum</translation>
    </message>
    <message>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>Compound key</source>
        <translation>Samengestelde sleutel</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Soort:</translation>
    </message>
    <message>
        <source>Keys sort as text: &apos;10&apos; comes before &apos;9&apos;. Padding every number to one width keeps numeric order.</source>
        <translation>Sleutels sorteren als tekst: &apos;10&apos; komt vóór &apos;9&apos;. Elk getal tot één breedte aanvullen houdt de numerieke volgorde.</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Getal:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breedte:</translation>
    </message>
    <message>
        <source>Log tail pattern: DateTime.MaxValue.Ticks minus the time&apos;s ticks, 19 digits, so the newest entity comes first. Exact to 100 ns.</source>
        <translation>Log tail-patroon: DateTime.MaxValue.Ticks min de ticks van het tijdstip, 19 cijfers, zodat de nieuwste entiteit eerst komt. Exact tot op 100 ns.</translation>
    </message>
    <message>
        <source>paste an inverted-ticks key to read its date</source>
        <translation>plak een sleutel met omgekeerde ticks om de datum te lezen</translation>
    </message>
    <message>
        <source>&amp;Date (UTC):</source>
        <translation>&amp;Datum (UTC):</translation>
    </message>
    <message>
        <source>D&amp;ecode:</source>
        <translation>D&amp;ecoderen:</translation>
    </message>
    <message>
        <source>99999999 minus yyyyMMdd: later days sort first, and the key still names its day.</source>
        <translation>99999999 min yyyyMMdd: latere dagen sorteren eerst, en de sleutel noemt nog steeds zijn dag.</translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation>&amp;Dag:</translation>
    </message>
    <message>
        <source>A random GUID spreads keys evenly, at the cost of any useful order.</source>
        <translation>Een willekeurige GUID verdeelt sleutels gelijkmatig, ten koste van elke nuttige volgorde.</translation>
    </message>
    <message>
        <source>&amp;New GUID</source>
        <translation>&amp;Nieuwe GUID</translation>
    </message>
    <message>
        <source>Compound keys hold several values, most general first, so one partition or prefix scan finds them together (index entities, heterogeneous entity types).</source>
        <translation>Samengestelde sleutels bevatten meerdere waarden, de algemeenste eerst, zodat één partitie- of voorvoegselscan ze samen vindt (indexentiteiten, heterogene entiteitstypen).</translation>
    </message>
    <message>
        <source>one part per line</source>
        <translation>één deel per regel</translation>
    </message>
    <message>
        <source>&amp;Parts:</source>
        <translation>&amp;Delen:</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Scheidingsteken:</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Sleutel:</translation>
    </message>
    <message>
        <source>Write the date as ISO 8601, such as 2026-11-25T09:30:00.1234567Z.</source>
        <translation>Schrijf de datum als ISO 8601, zoals 2026-11-25T09:30:00.1234567Z.</translation>
    </message>
    <message>
        <source>Write the day as yyyy-MM-dd, such as 2026-11-25.</source>
        <translation>Schrijf de dag als yyyy-MM-dd, zoals 2026-11-25.</translation>
    </message>
    <message>
        <source>%1 (%2 beside it: %3)</source>
        <translation>%1 (%2 ernaast: %3)</translation>
    </message>
    <message>
        <source>stands for %1</source>
        <translation>staat voor %1</translation>
    </message>
</context>
<context>
    <name>rowan::KeyBuilderPanel</name>
    <message>
        <source>&amp;Locate</source>
        <translation>&amp;Lokaliseren</translation>
    </message>
    <message>
        <source>Where a key sorts in this table</source>
        <translation>Waar een sleutel in deze tabel sorteert</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Opbouwen…</translation>
    </message>
    <message>
        <source>Compose a %1 the design guide recommends.</source>
        <translation>Een %1 samenstellen die de ontwerpgids aanbeveelt.</translation>
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
        <translation>Positie</translation>
    </message>
    <message>
        <source>Service order and natural order</source>
        <translation>Servicevolgorde en natuurlijke volgorde</translation>
    </message>
    <message>
        <source>Keys, one per line</source>
        <translation>Sleutels, één per regel</translation>
    </message>
    <message>
        <source>Service order</source>
        <translation>Servicevolgorde</translation>
    </message>
    <message>
        <source>Natural order</source>
        <translation>Natuurlijke volgorde</translation>
    </message>
    <message>
        <source>Choose a table first.</source>
        <translation>Kies eerst een tabel.</translation>
    </message>
    <message>
        <source>Type or build a key, then Locate it among the keys of %1.</source>
        <translation>Typ of bouw een sleutel en lokaliseer hem tussen de sleutels van %1.</translation>
    </message>
    <message>
        <source>Looking for the key&apos;s neighbours…</source>
        <translation>De buren van de sleutel zoeken…</translation>
    </message>
    <message>
        <source>The key could not be placed: %1</source>
        <translation>De sleutel kon niet worden geplaatst: %1</translation>
    </message>
    <message>
        <source>Partition &apos;%1&apos; holds %2 entities.</source>
        <translation>Partitie &apos;%1&apos; bevat %2 entiteiten.</translation>
    </message>
    <message>
        <source>Partition &apos;%1&apos; exists.</source>
        <translation>Partitie &apos;%1&apos; bestaat.</translation>
    </message>
    <message>
        <source>No partition &apos;%1&apos; yet: the key would start a new one.</source>
        <translation>Nog geen partitie &apos;%1&apos;: de sleutel zou een nieuwe beginnen.</translation>
    </message>
    <message>
        <source>An entity with this key exists.</source>
        <translation>Er bestaat een entiteit met deze sleutel.</translation>
    </message>
    <message>
        <source>No entity has this key: it would go between the keys below.</source>
        <translation>Geen entiteit heeft deze sleutel: hij zou tussen de sleutels hieronder komen.</translation>
    </message>
    <message>
        <source>before</source>
        <translation>ervoor</translation>
    </message>
    <message>
        <source>← this key (exists)</source>
        <translation>← deze sleutel (bestaat)</translation>
    </message>
    <message>
        <source>← this key would go here</source>
        <translation>← deze sleutel zou hier komen</translation>
    </message>
    <message>
        <source>after</source>
        <translation>erna</translation>
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
        <translation>Typ twee of meer sleutels om hun volgordes te vergelijken.</translation>
    </message>
    <message>
        <source>The service sorts these keys as a person would.</source>
        <translation>De service sorteert deze sleutels zoals een mens zou doen.</translation>
    </message>
    <message>
        <source>%1 of %2 keys sort elsewhere in the service than a person expects: %3. Pad numbers to one width and keep one letter case to make the orders agree.</source>
        <translation>%1 van %2 sleutels sorteren in de service anders dan een mens verwacht: %3. Vul getallen aan tot één breedte en houd één hoofdlettergebruik aan om de volgordes gelijk te maken.</translation>
    </message>
</context>
<context>
    <name>rowan::KeyFindingsModel</name>
    <message>
        <source>Read %1.</source>
        <translation>%1 gelezen.</translation>
    </message>
    <message>
        <source>Judged on %1: findings about RowKeys hold for the sample.</source>
        <translation>Beoordeeld op %1: bevindingen over RowKeys gelden voor de steekproef.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Waarschuwing</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Advies</translation>
    </message>
    <message>
        <source>Pattern recognised</source>
        <translation>Patroon herkend</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>Patroon:</translation>
    </message>
    <message>
        <source>Keys from the table:</source>
        <translation>Sleutels uit de tabel:</translation>
    </message>
    <message>
        <source>Consequence:</source>
        <translation>Gevolg:</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Oplossing:</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Bevinding</translation>
    </message>
    <message>
        <source>Pattern in the guide</source>
        <translation>Patroon in de gids</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Bewijs</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Gevolg</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Oplossing</translation>
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
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Analyse Again</source>
        <translation>Opnieuw analyseren</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Bevindingen</translation>
    </message>
    <message>
        <source>Where a Key Sorts</source>
        <translation>Waar een sleutel sorteert</translation>
    </message>
    <message>
        <source>No findings: the keys show none of the patterns or problems the analysis knows.</source>
        <translation>Geen bevindingen: de sleutels tonen geen van de patronen of problemen die de analyse kent.</translation>
    </message>
    <message>
        <source>1 finding, in %1 ms.</source>
        <translation>1 bevinding, in %1 ms.</translation>
    </message>
    <message>
        <source>%1 findings, in %2 ms.</source>
        <translation>%1 bevindingen, in %2 ms.</translation>
    </message>
    <message>
        <source>The keys could not be analysed: %1</source>
        <translation>De sleutels konden niet worden geanalyseerd: %1</translation>
    </message>
    <message>
        <source>Cancelled. Choose Analyse Again to start over.</source>
        <translation>Geannuleerd. Kies Opnieuw analyseren om opnieuw te beginnen.</translation>
    </message>
    <message>
        <source>Keys of %1</source>
        <translation>Sleutels van %1</translation>
    </message>
    <message>
        <source>Reading the statistics and a sample of the keys…</source>
        <translation>De statistieken en een steekproef van de sleutels lezen…</translation>
    </message>
    <message>
        <source>Reading the first keys (this endpoint gives no statistics)…</source>
        <translation>De eerste sleutels lezen (dit eindpunt geeft geen statistieken)…</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Sleutels</translation>
    </message>
    <message>
        <source>Choose a table to see what its keys say about its design.</source>
        <translation>Kies een tabel om te zien wat de sleutels zeggen over het ontwerp.</translation>
    </message>
    <message>
        <source>Key findings</source>
        <translation>Bevindingen over sleutels</translation>
    </message>
    <message>
        <source>Fix…</source>
        <translation>Oplossen…</translation>
    </message>
    <message>
        <source>Open Re-key with a rule that fixes this finding, previewed before anything is written</source>
        <translation>Sleutels vernieuwen openen met een regel die deze bevinding oplost, met een voorbeeld voordat er iets wordt geschreven</translation>
    </message>
    <message>
        <source>No rule for this finding: %1</source>
        <translation>Geen regel voor deze bevinding: %1</translation>
    </message>
    <message>
        <source>Reading the keys to make the rule…</source>
        <translation>Sleutels lezen om de regel te maken…</translation>
    </message>
</context>
<context>
    <name>rowan::LoadAllBar</name>
    <message>
        <source>Load all</source>
        <translation>Alles laden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Load every remaining page of the table into the grid</source>
        <translation>Elke resterende pagina van de tabel in het raster laden</translation>
    </message>
    <message>
        <source>Stop loading; the entities loaded so far stay in the grid</source>
        <translation>Stoppen met laden; de tot nu toe geladen entiteiten blijven in het raster</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
</context>
<context>
    <name>rowan::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Gereed</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Stage Edits</source>
        <translation>Bewerkingen &amp;klaarzetten</translation>
    </message>
    <message>
        <source>Keep edits and deletes pending until Commit, for this store or connection</source>
        <translation>Bewerkingen en verwijderingen tot Vastleggen in behandeling houden, voor deze opslag of verbinding</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Rowan</source>
        <translation>&amp;Over Rowan</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Opslagen</translation>
    </message>
    <message>
        <source>&amp;Query Bar</source>
        <translation>&amp;Querybalk</translation>
    </message>
    <message>
        <source>Edit &amp;Filter</source>
        <translation>&amp;Filter bewerken</translation>
    </message>
    <message>
        <source>Review them to commit them, or discard them and open the other one?</source>
        <translation>Ze bekijken om ze vast te leggen, of ze verwerpen en de andere openen?</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partities</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Sleutels</translation>
    </message>
    <message>
        <source>Partition Chart</source>
        <translation>Partitiegrafiek</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Showing %1.</source>
        <translation>%1 wordt getoond.</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Indeling he&amp;rstellen</translation>
    </message>
    <message>
        <source>Pending Changes</source>
        <translation>Wijzigingen in behandeling</translation>
    </message>
    <message>
        <source>1 change is pending and not written.</source>
        <translation>1 wijziging is in behandeling en niet geschreven.</translation>
    </message>
    <message>
        <source>%1 changes are pending and not written.</source>
        <translation>%1 wijzigingen zijn in behandeling en niet geschreven.</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Bekijken…</translation>
    </message>
    <message>
        <source>Review them to commit them, or discard them and close?</source>
        <translation>Ze bekijken om ze vast te leggen, of ze verwerpen en sluiten?</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Meer acties</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>T&amp;abel</translation>
    </message>
</context>
<context>
    <name>rowan::NewTableDialog</name>
    <message>
        <source>New Table</source>
        <translation>Nieuwe tabel</translation>
    </message>
    <message>
        <source>Create a table in account &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Een tabel aanmaken in account &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>e.g. Orders2024</source>
        <translation>bijv. Orders2024</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>Tabel&amp;naam:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Aanmaken</translation>
    </message>
    <message>
        <source>A table named &apos;%1&apos; already exists.</source>
        <translation>Er bestaat al een tabel met de naam &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A table named &apos;%1&apos; already exists; table names are compared ignoring case.</source>
        <translation>Er bestaat al een tabel met de naam &apos;%1&apos;; tabelnamen worden zonder onderscheid naar hoofdletters vergeleken.</translation>
    </message>
    <message>
        <source>3 to 63 letters and digits, starting with a letter.</source>
        <translation>3 tot 63 letters en cijfers, beginnend met een letter.</translation>
    </message>
    <message>
        <source>✓ &apos;%1&apos; is a valid table name.</source>
        <translation>✓ &apos;%1&apos; is een geldige tabelnaam.</translation>
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
        <translation>Opslag: %1</translation>
    </message>
    <message>
        <source>Connection: %1</source>
        <translation>Verbinding: %1</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Omgeving: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tabel: %1</translation>
    </message>
    <message>
        <source>Table: %1/%2</source>
        <translation>Tabel: %1/%2</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filter: %1</translation>
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
        <translation>Logaritmisch</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entiteiten</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>A logarithmic scale shows the small partitions beside a hot one.</source>
        <translation>Een logaritmische schaal toont de kleine partities naast een hete.</translation>
    </message>
    <message>
        <source>Partitions ranked by</source>
        <translation>Partities gerangschikt op</translation>
    </message>
    <message>
        <source>Choose a table to see how its entities spread over its partitions.</source>
        <translation>Kies een tabel om te zien hoe de entiteiten over de partities zijn verdeeld.</translation>
    </message>
    <message>
        <source>Reading the partition statistics of %1…</source>
        <translation>De partitiestatistieken van %1 lezen…</translation>
    </message>
    <message>
        <source>This endpoint gives no partition statistics, so there is no chart of partition sizes: counting them would mean reading every key of the table (the Partitions dock can do that).</source>
        <translation>Dit eindpunt geeft geen partitiestatistieken, dus er is geen grafiek van partitiegroottes: ze tellen zou betekenen dat elke sleutel van de tabel gelezen moet worden (het paneel Partities kan dat).</translation>
    </message>
    <message>
        <source>The partition statistics could not be read: %1</source>
        <translation>De partitiestatistieken konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>%1 has no entities.</source>
        <translation>%1 heeft geen entiteiten.</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>%1 entiteiten</translation>
    </message>
    <message>
        <source>%1: %2 in %3 partitions.</source>
        <translation>%1: %2 in %3 partities.</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Hot: %1.</source>
        <translation>Heet: %1.</translation>
    </message>
    <message>
        <source>The largest, %1, holds %2% of the table.</source>
        <translation>De grootste, %1, bevat %2% van de tabel.</translation>
    </message>
    <message>
        <source>Click a bar to show that partition in the grid.</source>
        <translation>Klik op een balk om die partitie in het raster te tonen.</translation>
    </message>
    <message>
        <source>#%1 %2
%3 entities, %4
%5% of the table%6</source>
        <translation>#%1 %2
%3 entiteiten, %4
%5% van de tabel%6</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>grootte onbekend</translation>
    </message>
    <message>
        <source> — hot</source>
        <translation> — heet</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>grootste</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rang %1</translation>
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
        <translation>onbekend</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entiteiten</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Share of entities</source>
        <translation>Aandeel entiteiten</translation>
    </message>
    <message>
        <source>Share of bytes</source>
        <translation>Aandeel bytes</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionList</name>
    <message>
        <source>&amp;All partitions</source>
        <translation>&amp;Alle partities</translation>
    </message>
    <message>
        <source>Filter loaded partitions</source>
        <translation>Geladen partities filteren</translation>
    </message>
    <message>
        <source>Shows the loaded partitions whose key contains this text (any case).
Down moves to the list, Escape clears.</source>
        <translation>Toont de geladen partities waarvan de sleutel deze tekst bevat (hoofdletterongevoelig).
Omlaag gaat naar de lijst, Escape wist.</translation>
    </message>
    <message>
        <source>Show every partition in the entity grid (Escape in the list)</source>
        <translation>Elke partitie in het entiteitenraster tonen (Escape in de lijst)</translation>
    </message>
    <message>
        <source>&amp;Scan Partitions</source>
        <translation>Partities &amp;scannen</translation>
    </message>
    <message>
        <source>Read every key of the table once to list its partitions and count their entities; sizes stay unknown.</source>
        <translation>Elke sleutel van de tabel één keer lezen om de partities op te sommen en hun entiteiten te tellen; groottes blijven onbekend.</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>De scan is geannuleerd.</translation>
    </message>
    <message>
        <source>Scanning… 0 entities read.</source>
        <translation>Scannen… 0 entiteiten gelezen.</translation>
    </message>
    <message>
        <source>Scanning… %1 entities read.</source>
        <translation>Scannen… %1 entiteiten gelezen.</translation>
    </message>
    <message>
        <source>Refresh Partitions</source>
        <translation>Partities vernieuwen</translation>
    </message>
    <message>
        <source>(empty key)</source>
        <translation>(lege sleutel)</translation>
    </message>
    <message>
        <source>No partition stands out: all are the same size.</source>
        <translation>Geen partitie valt op: alle zijn even groot.</translation>
    </message>
    <message>
        <source>Largest: %1 (%2, %3)</source>
        <translation>Grootste: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 entiteit</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 entiteit</numerusform>
            <numerusform>%1 entiteiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 by entities (%2)</source>
        <translation>%1 op entiteiten (%2)</translation>
    </message>
    <message>
        <source>%1 partitions tie by entities (%2 each)</source>
        <translation>%1 partities gelijk op entiteiten (elk %2)</translation>
    </message>
    <message>
        <source>%1 by size (%2)</source>
        <translation>%1 op grootte (%2)</translation>
    </message>
    <message>
        <source>%1 partitions tie by size (%2 each)</source>
        <translation>%1 partities gelijk op grootte (elk %2)</translation>
    </message>
    <message>
        <source>Largest: %1</source>
        <translation>Grootste: %1</translation>
    </message>
    <message>
        <source>&amp;Cancel Scan</source>
        <translation>Scan &amp;annuleren</translation>
    </message>
    <message>
        <source>Choose a table to see its partitions.</source>
        <translation>Kies een tabel om de partities te zien.</translation>
    </message>
    <message>
        <source>This endpoint keeps no statistics: Scan Partitions reads every key once to list the partitions and count their entities.</source>
        <translation>Dit eindpunt houdt geen statistieken bij: Partities scannen leest elke sleutel één keer om de partities op te sommen en hun entiteiten te tellen.</translation>
    </message>
    <message>
        <source>Cannot list the partitions: %1</source>
        <translation>Kan de partities niet opsommen: %1</translation>
    </message>
    <message>
        <source>Counting partitions…</source>
        <translation>Partities tellen…</translation>
    </message>
    <message>
        <source>No partitions: the table is empty.</source>
        <translation>Geen partities: de tabel is leeg.</translation>
    </message>
    <message>
        <source>1 partition</source>
        <translation>1 partitie</translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 partitie</numerusform>
            <numerusform>%1 partities</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 (counted by a scan; sizes unknown)</source>
        <translation>%1, %2 (geteld met een scan; groottes onbekend)</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1 loaded, scroll for more</source>
        <translation>%1 geladen, scroll voor meer</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 getoond</translation>
    </message>
    <message>
        <source>grid shows 1 partition</source>
        <translation>raster toont 1 partitie</translation>
    </message>
    <message numerus="yes">
        <source>grid shows %1 partitions</source>
        <translation>
            <numerusform>raster toont %1 partitie</numerusform>
            <numerusform>raster toont %1 partities</numerusform>
        </translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partities</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionListModel</name>
    <message>
        <source>The scan was cancelled.</source>
        <translation>De scan is geannuleerd.</translation>
    </message>
    <message>
        <source>The scan failed: %1</source>
        <translation>De scan is mislukt: %1</translation>
    </message>
    <message>
        <source>%1 entities in %2 partitions, counted by reading every key.</source>
        <translation>%1 entiteiten in %2 partities, geteld door elke sleutel te lezen.</translation>
    </message>
    <message>
        <source>(empty key)</source>
        <translation>(lege sleutel)</translation>
    </message>
    <message>
        <source>The empty PartitionKey</source>
        <translation>De lege PartitionKey</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>%1 entiteiten</translation>
    </message>
    <message>
        <source>The endpoint keeps no sizes.</source>
        <translation>Het eindpunt houdt geen groottes bij.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1 of the table&apos;s entities</source>
        <translation>%1 van de entiteiten van de tabel</translation>
    </message>
    <message>
        <source>%1 of the table&apos;s entities, %2 of its bytes</source>
        <translation>%1 van de entiteiten van de tabel, %2 van de bytes</translation>
    </message>
    <message>
        <source>The table&apos;s largest partition by entities</source>
        <translation>De grootste partitie van de tabel op entiteiten</translation>
    </message>
    <message>
        <source>One of the table&apos;s largest partitions by entities</source>
        <translation>Een van de grootste partities van de tabel op entiteiten</translation>
    </message>
    <message>
        <source>The table&apos;s largest partition by size</source>
        <translation>De grootste partitie van de tabel op grootte</translation>
    </message>
    <message>
        <source>One of the table&apos;s largest partitions by size</source>
        <translation>Een van de grootste partities van de tabel op grootte</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entiteiten</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Aandeel</translation>
    </message>
    <message>
        <source>Share of the table&apos;s entities</source>
        <translation>Aandeel in de entiteiten van de tabel</translation>
    </message>
</context>
<context>
    <name>rowan::PassphraseDialog</name>
    <message>
        <source>New Store</source>
        <translation>Nieuwe opslag</translation>
    </message>
    <message>
        <source>Choose a passphrase to encrypt &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Kies een wachtwoordzin om &lt;b&gt;%1&lt;/b&gt; te versleutelen.</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>Opslag openen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is encrypted. Enter its passphrase.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; is versleuteld. Voer de wachtwoordzin in.</translation>
    </message>
    <message>
        <source>Change Journal</source>
        <translation>Wijzigingsjournaal</translation>
    </message>
    <message>
        <source>No keychain is available to hold a key for the change journal of &lt;b&gt;%1&lt;/b&gt;. Choose a passphrase to encrypt it with; Rowan asks for it each time you connect.</source>
        <translation>Er is geen sleutelbos beschikbaar voor een sleutel van het wijzigingsjournaal van &lt;b&gt;%1&lt;/b&gt;. Kies een wachtwoordzin om het mee te versleutelen; Rowan vraagt er elke keer om als u verbindt.</translation>
    </message>
    <message>
        <source>No keychain is available to hold the key of the change journal of &lt;b&gt;%1&lt;/b&gt;. Enter the passphrase it was made with, so its writes can be undone.</source>
        <translation>Er is geen sleutelbos beschikbaar met de sleutel van het wijzigingsjournaal van &lt;b&gt;%1&lt;/b&gt;. Voer de wachtwoordzin in waarmee het is gemaakt, zodat de schrijfacties ongedaan kunnen worden gemaakt.</translation>
    </message>
    <message>
        <source>Cancel connects without a journal: writes cannot be undone.</source>
        <translation>Annuleren verbindt zonder journaal: schrijfacties kunnen niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Wachtwoordzin:</translation>
    </message>
    <message>
        <source>&amp;Confirm:</source>
        <translation>&amp;Bevestigen:</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>De wachtwoordzinnen komen niet overeen.</translation>
    </message>
    <message>
        <source>⚠ Without a passphrase the store is not encrypted: anyone who can read the file can read its tables.</source>
        <translation>⚠ Zonder wachtwoordzin is de opslag niet versleuteld: iedereen die het bestand kan lezen, kan de tabellen lezen.</translation>
    </message>
    <message>
        <source>The store will be encrypted with SQLCipher. A lost passphrase cannot be recovered.</source>
        <translation>De opslag wordt versleuteld met SQLCipher. Een verloren wachtwoordzin kan niet worden hersteld.</translation>
    </message>
</context>
<context>
    <name>rowan::PasteEntitiesJob</name>
    <message numerus="yes">
        <source>Paste %n entities into %1</source>
        <translation>
            <numerusform>%n entiteit plakken in %1</numerusform>
            <numerusform>%n entiteiten plakken in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::PinnedTableView</name>
    <message>
        <source>Pinned columns</source>
        <translation>Vastgezette kolommen</translation>
    </message>
</context>
<context>
    <name>rowan::PlanModel</name>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Schatting</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Werkelijk</translation>
    </message>
    <message>
        <source>Invalid filter</source>
        <translation>Ongeldig filter</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>niet gemeld</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> tot nu toe</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source> (first rows %1 ms)</source>
        <translation> (eerste rijen %1 ms)</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, geannuleerd</translation>
    </message>
    <message>
        <source>This endpoint keeps no statistics: only the kind and key ranges are known.</source>
        <translation>Dit eindpunt houdt geen statistieken bij: alleen het soort en de sleutelbereiken zijn bekend.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Key ranges</source>
        <translation>Sleutelbereiken</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partities</translation>
    </message>
    <message>
        <source>Scanned</source>
        <translation>Gescand</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Teruggegeven</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pagina&apos;s</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
</context>
<context>
    <name>rowan::PlanPanel</name>
    <message>
        <source> — estimating…</source>
        <translation> — schatten…</translation>
    </message>
    <message>
        <source>Query plan: estimate and actual</source>
        <translation>Queryplan: schatting en werkelijk</translation>
    </message>
</context>
<context>
    <name>rowan::PolicyDialog</name>
    <message>
        <source>&amp;Start (UTC):</source>
        <translation>&amp;Begin (UTC):</translation>
    </message>
    <message>
        <source>E&amp;xpiry (UTC):</source>
        <translation>&amp;Verloop (UTC):</translation>
    </message>
    <message>
        <source>&amp;Permissions:</source>
        <translation>&amp;Rechten:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Toevoegen</translation>
    </message>
    <message>
        <source>A&amp;pply to selected</source>
        <translation>&amp;Op geselecteerde toepassen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Stored access policies of %1</source>
        <translation>Opgeslagen toegangsbeleid van %1</translation>
    </message>
    <message>
        <source>A token bound to a policy takes the policy&apos;s start, expiry and permissions; editing or deleting the policy changes or revokes every such token at once. At most five per table.</source>
        <translation>Een token dat aan een beleid is gebonden, neemt de begintijd, verlooptijd en rechten van het beleid over; het beleid bewerken of verwijderen wijzigt of herroept elk zulk token tegelijk. Hoogstens vijf per tabel.</translation>
    </message>
    <message>
        <source>1 to 64 characters</source>
        <translation>1 tot 64 tekens</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>r query</source>
        <translation>r query</translation>
    </message>
    <message>
        <source>a add</source>
        <translation>a toevoegen</translation>
    </message>
    <message>
        <source>u update</source>
        <translation>u bijwerken</translation>
    </message>
    <message>
        <source>d delete</source>
        <translation>d verwijderen</translation>
    </message>
    <message>
        <source>A field left unchecked must then be given by each token.</source>
        <translation>Een veld dat niet is aangevinkt, moet dan door elk token worden gegeven.</translation>
    </message>
    <message>
        <source>Discard the changes that were not saved?</source>
        <translation>De niet-opgeslagen wijzigingen verwerpen?</translation>
    </message>
    <message>
        <source>Loaded.</source>
        <translation>Geladen.</translation>
    </message>
    <message numerus="yes">
        <source>Saved: %n policies.</source>
        <translation>
            <numerusform>Opgeslagen: %n beleid.</numerusform>
            <numerusform>Opgeslagen: %n beleidsregels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Mislukt: %1</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lezen…</translation>
    </message>
    <message>
        <source>This service does not offer stored access policies.</source>
        <translation>Deze service biedt geen opgeslagen toegangsbeleid.</translation>
    </message>
    <message>
        <source>Choose at least one permission, or uncheck Permissions.</source>
        <translation>Kies minstens één recht, of vink Rechten uit.</translation>
    </message>
    <message>
        <source>Added %1; Save writes it.</source>
        <translation>%1 toegevoegd; Opslaan schrijft het weg.</translation>
    </message>
    <message>
        <source>Changed %1; Save writes it.</source>
        <translation>%1 gewijzigd; Opslaan schrijft het weg.</translation>
    </message>
    <message>
        <source>Deleted %1; Save revokes every token bound to it.</source>
        <translation>%1 verwijderd; Opslaan herroept elk token dat eraan gebonden is.</translation>
    </message>
    <message>
        <source>Save Access Policies</source>
        <translation>Toegangsbeleid opslaan</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Save the stored access policies of &lt;b&gt;%1&lt;/b&gt;? A policy deleted here revokes every token bound to it.</source>
        <translation>Het opgeslagen toegangsbeleid van &lt;b&gt;%1&lt;/b&gt; opslaan? Een hier verwijderd beleid herroept elk token dat eraan gebonden is.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Opslaan…</translation>
    </message>
    <message>
        <source>Stored access policies</source>
        <translation>Opgeslagen toegangsbeleid</translation>
    </message>
    <message>
        <source>Start time</source>
        <translation>Begintijd</translation>
    </message>
    <message>
        <source>Expiry time</source>
        <translation>Verlooptijd</translation>
    </message>
</context>
<context>
    <name>rowan::PolicyListModel</name>
    <message>
        <source>(from the token)</source>
        <translation>(uit het token)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Expiry</source>
        <translation>Verloop</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Rechten</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>De id is leeg.</translation>
    </message>
    <message>
        <source>The id has %1 characters; at most %2 are allowed.</source>
        <translation>De id heeft %1 tekens; hoogstens %2 zijn toegestaan.</translation>
    </message>
    <message>
        <source>The table already has a policy &apos;%1&apos;.</source>
        <translation>De tabel heeft al een beleid &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A table holds at most %1 stored access policies.</source>
        <translation>Een tabel bevat hoogstens %1 opgeslagen toegangsbeleidsregels.</translation>
    </message>
    <message>
        <source>The start is outside the range the service accepts.</source>
        <translation>De begintijd ligt buiten het bereik dat de service accepteert.</translation>
    </message>
    <message>
        <source>The expiry is outside the range the service accepts.</source>
        <translation>De verlooptijd ligt buiten het bereik dat de service accepteert.</translation>
    </message>
    <message>
        <source>The expiry must come after the start.</source>
        <translation>De verlooptijd moet na de begintijd komen.</translation>
    </message>
    <message>
        <source>Permissions are letters of raud, each at most once.</source>
        <translation>Rechten zijn letters uit raud, elk hoogstens één keer.</translation>
    </message>
    <message>
        <source>No policy in row %1.</source>
        <translation>Geen beleid in rij %1.</translation>
    </message>
</context>
<context>
    <name>rowan::PreferencesDialog</name>
    <message>
        <source>Change Journal &amp;Limits…</source>
        <translation>&amp;Limieten van het wijzigingsjournaal…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Menus, dialogs and messages; the command line stays in English</source>
        <translation>Menu&apos;s, dialoogvensters en meldingen; de opdrachtregel blijft Engels</translation>
    </message>
    <message>
        <source>UTC, as stored</source>
        <translation>UTC, zoals opgeslagen</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Lokale tijd</translation>
    </message>
    <message>
        <source>DateTime values</source>
        <translation>DateTime-waarden</translation>
    </message>
    <message>
        <source>How the grid shows DateTime values when a table opens; its Local time box changes it for one table</source>
        <translation>Hoe het raster DateTime-waarden toont als een tabel opent; het vakje Lokale tijd wijzigt dit voor één tabel</translation>
    </message>
    <message>
        <source>Entities per page</source>
        <translation>Entiteiten per pagina</translation>
    </message>
    <message>
        <source>How many entities a table or query reads at a time (the service sends at most 1,000)</source>
        <translation>Hoeveel entiteiten een tabel of query per keer leest (de service stuurt er hoogstens 1.000)</translation>
    </message>
    <message>
        <source>How large and how old the change journal may grow</source>
        <translation>Hoe groot en hoe oud het wijzigingsjournaal mag worden</translation>
    </message>
    <message>
        <source>The store or connection shown keeps no change journal</source>
        <translation>De getoonde opslag of verbinding houdt geen wijzigingsjournaal bij</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thema:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>A new language shows in full after Rowan starts again.</source>
        <translation>Een nieuwe taal is volledig zichtbaar nadat Rowan opnieuw is gestart.</translation>
    </message>
    <message>
        <source>&amp;DateTime values:</source>
        <translation>&amp;DateTime-waarden:</translation>
    </message>
    <message>
        <source>Entities per &amp;page:</source>
        <translation>Entiteiten per &amp;pagina:</translation>
    </message>
    <message>
        <source>Change journal:</source>
        <translation>Wijzigingsjournaal:</translation>
    </message>
    <message>
        <source>&amp;Safety Level…</source>
        <translation>&amp;Veiligheidsniveau…</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Bevestigingen:</translation>
    </message>
    <message>
        <source>Whether writes to the store or connection shown are confirmed first, or refused (read-only)</source>
        <translation>Of schrijfacties naar de getoonde opslag of verbinding eerst worden bevestigd, of geweigerd (alleen-lezen)</translation>
    </message>
    <message>
        <source>Open a store or connect first: each has its own safety level</source>
        <translation>Open eerst een opslag of maak verbinding: elk heeft zijn eigen veiligheidsniveau</translation>
    </message>
</context>
<context>
    <name>rowan::QueryBar</name>
    <message>
        <source>Run</source>
        <translation>Uitvoeren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Bouwer</translation>
    </message>
    <message>
        <source>Show the visual filter builder</source>
        <translation>De visuele filterbouwer tonen</translation>
    </message>
    <message>
        <source>$select: all properties</source>
        <translation>$select: alle eigenschappen</translation>
    </message>
    <message>
        <source>Comma-separated property names; empty for every property</source>
        <translation>Door komma&apos;s gescheiden eigenschapsnamen; leeg voor elke eigenschap</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>At most this many entities (all: every match)</source>
        <translation>Hoogstens zoveel entiteiten (alle: elke overeenkomst)</translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation>De query uitvoeren (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Stop reading the query&apos;s pages</source>
        <translation>Stoppen met het lezen van de pagina&apos;s van de query</translation>
    </message>
    <message>
        <source>Clear the query and show the whole table</source>
        <translation>De query wissen en de hele tabel tonen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>Copy as Code</source>
        <translation>Kopiëren als code</translation>
    </message>
    <message>
        <source>$select: %1</source>
        <translation>$select: %1</translation>
    </message>
    <message>
        <source>Correct the filter before adding a condition to it: %1</source>
        <translation>Corrigeer het filter voordat u er een voorwaarde aan toevoegt: %1</translation>
    </message>
    <message>
        <source>Copied the query as %1.</source>
        <translation>De query gekopieerd als %1.</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Recent</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Opgeslagen</translation>
    </message>
    <message>
        <source>(the whole table)</source>
        <translation>(de hele tabel)</translation>
    </message>
    <message>
        <source>Save Query…</source>
        <translation>Query opslaan…</translation>
    </message>
    <message>
        <source>Save Query</source>
        <translation>Query opslaan</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>Opgeslagen query&apos;s</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Hernoemen…</translation>
    </message>
    <message>
        <source>Rename Query</source>
        <translation>Query hernoemen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Export Saved…</source>
        <translation>Opgeslagen exporteren…</translation>
    </message>
    <message>
        <source>Export Saved Queries</source>
        <translation>Opgeslagen query&apos;s exporteren</translation>
    </message>
    <message>
        <source>Queries (*.json)</source>
        <translation>Query&apos;s (*.json)</translation>
    </message>
    <message>
        <source>Import Saved…</source>
        <translation>Opgeslagen importeren…</translation>
    </message>
    <message>
        <source>Import Saved Queries</source>
        <translation>Opgeslagen query&apos;s importeren</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n saved queries.</source>
        <translation>
            <numerusform>%n opgeslagen query geïmporteerd.</numerusform>
            <numerusform>%n opgeslagen query&apos;s geïmporteerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear Recent</source>
        <translation>Recente wissen</translation>
    </message>
    <message>
        <source>&amp;Run Query</source>
        <translation>Query &amp;uitvoeren</translation>
    </message>
    <message>
        <source>Properties to return ($select)</source>
        <translation>Terug te geven eigenschappen ($select)</translation>
    </message>
    <message>
        <source>Entities to return at most ($top)</source>
        <translation>Hoogstens terug te geven entiteiten ($top)</translation>
    </message>
</context>
<context>
    <name>rowan::QueryHistoryModel</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>%1 is not a query history file: %2</source>
        <translation>%1 is geen bestand met querygeschiedenis: %2</translation>
    </message>
    <message>
        <source>(all entities)</source>
        <translation>(alle entiteiten)</translation>
    </message>
    <message>
        <source>A saved query needs a name.</source>
        <translation>Een opgeslagen query heeft een naam nodig.</translation>
    </message>
    <message>
        <source>No saved query is called %1.</source>
        <translation>Er is geen opgeslagen query met de naam %1.</translation>
    </message>
    <message>
        <source>Another saved query is already called %1.</source>
        <translation>Een andere opgeslagen query heet al %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2 (at byte %3)</source>
        <translation>%1 is geen JSON: %2 (bij byte %3)</translation>
    </message>
    <message>
        <source>%1 is not a file of saved queries.</source>
        <translation>%1 is geen bestand met opgeslagen query&apos;s.</translation>
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
        <translation>Snel openen</translation>
    </message>
    <message>
        <source>Table or connection to open</source>
        <translation>Te openen tabel of verbinding</translation>
    </message>
    <message>
        <source>Type part of a table&apos;s name…</source>
        <translation>Typ een deel van de naam van een tabel…</translation>
    </message>
    <message>
        <source>Tables and connections</source>
        <translation>Tabellen en verbindingen</translation>
    </message>
    <message>
        <source>Enter opens, Alt+Enter opens in a new tab, Esc closes</source>
        <translation>Enter opent, Alt+Enter opent in een nieuw tabblad, Esc sluit</translation>
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
        <translation>%1 — opgeslagen verbinding</translation>
    </message>
    <message>
        <source>Table %1 of account %2</source>
        <translation>Tabel %1 van account %2</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>Verbinden met %1</translation>
    </message>
    <message>
        <source>%1 — %2 in %3</source>
        <translation>%1 — %2 in %3</translation>
    </message>
    <message>
        <source>Table %1 of account %2, as %3 listed it last: opening it connects to %3</source>
        <translation>Tabel %1 van account %2, zoals %3 die het laatst opsomde: openen maakt verbinding met %3</translation>
    </message>
</context>
<context>
    <name>rowan::RecordView</name>
    <message>
        <source>Entity records</source>
        <translation>Entiteitrecords</translation>
    </message>
    <message>
        <source>Loading row %1…</source>
        <translation>Rij %1 wordt geladen…</translation>
    </message>
</context>
<context>
    <name>rowan::RekeyDialog</name>
    <message>
        <source>%1 / %2 already holds another entity</source>
        <translation>%1 / %2 bevat al een andere entiteit</translation>
    </message>
    <message>
        <source>%1 / %2 is the new key of another entity too</source>
        <translation>%1 / %2 is ook de nieuwe sleutel van een andere entiteit</translation>
    </message>
    <message>
        <source>%1 / %2 is an entity still to be moved</source>
        <translation>%1 / %2 is een entiteit die nog verplaatst moet worden</translation>
    </message>
    <message>
        <source>Re-key — %1</source>
        <translation>Sleutels vernieuwen — %1</translation>
    </message>
    <message>
        <source>Give entities of &lt;b&gt;%1&lt;/b&gt; new keys made from their own values. A template is text with placeholders: &lt;tt&gt;{Name}&lt;/tt&gt; a property&apos;s value (&lt;tt&gt;{PartitionKey}&lt;/tt&gt;, &lt;tt&gt;{RowKey}&lt;/tt&gt; the current keys), &lt;tt&gt;{Name:D8}&lt;/tt&gt; a whole number zero-padded to 8 digits, &lt;tt&gt;{Name:N8}&lt;/tt&gt; the value with every number in it zero-padded, &lt;tt&gt;{invticks(Name)}&lt;/tt&gt; a DateTime as inverted ticks (newest first), &lt;tt&gt;{revdate(Name)}&lt;/tt&gt; a reversed date, &lt;tt&gt;{{&lt;/tt&gt; and &lt;tt&gt;}}&lt;/tt&gt; braces. An empty template keeps that key.</source>
        <translation>Geef entiteiten van &lt;b&gt;%1&lt;/b&gt; nieuwe sleutels, gemaakt uit hun eigen waarden. Een sjabloon is tekst met plaatshouders: &lt;tt&gt;{Name}&lt;/tt&gt; de waarde van een eigenschap (&lt;tt&gt;{PartitionKey}&lt;/tt&gt;, &lt;tt&gt;{RowKey}&lt;/tt&gt; de huidige sleutels), &lt;tt&gt;{Name:D8}&lt;/tt&gt; een geheel getal aangevuld met nullen tot 8 cijfers, &lt;tt&gt;{Name:N8}&lt;/tt&gt; de waarde met elk getal erin aangevuld met nullen, &lt;tt&gt;{invticks(Name)}&lt;/tt&gt; een DateTime als omgekeerde ticks (nieuwste eerst), &lt;tt&gt;{revdate(Name)}&lt;/tt&gt; een omgekeerde datum, &lt;tt&gt;{{&lt;/tt&gt; en &lt;tt&gt;}}&lt;/tt&gt; accolades. Een leeg sjabloon laat die sleutel zoals hij is.</translation>
    </message>
    <message>
        <source>&amp;Apply to:</source>
        <translation>&amp;Toepassen op:</translation>
    </message>
    <message>
        <source>New PartitionKey template</source>
        <translation>Sjabloon voor de nieuwe PartitionKey</translation>
    </message>
    <message>
        <source>New &amp;PartitionKey:</source>
        <translation>Nieuwe &amp;PartitionKey:</translation>
    </message>
    <message>
        <source>New RowKey template</source>
        <translation>Sjabloon voor de nieuwe RowKey</translation>
    </message>
    <message>
        <source>New &amp;RowKey:</source>
        <translation>Nieuwe &amp;RowKey:</translation>
    </message>
    <message>
        <source>Old and new keys</source>
        <translation>Oude en nieuwe sleutels</translation>
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
        <translation>Nieuwe PartitionKey</translation>
    </message>
    <message>
        <source>New RowKey</source>
        <translation>Nieuwe RowKey</translation>
    </message>
    <message>
        <source>Moved %1 of %2 entities…</source>
        <translation>%1 van %2 entiteiten verplaatst…</translation>
    </message>
    <message>
        <source>Preview the new keys and their collisions; nothing is written before you run it.</source>
        <translation>Bekijk de nieuwe sleutels en hun botsingen; er wordt niets geschreven voordat u het uitvoert.</translation>
    </message>
    <message>
        <source>Reading the entities and making their new keys…</source>
        <translation>Entiteiten lezen en hun nieuwe sleutels maken…</translation>
    </message>
    <message>
        <source>Collisions (not moved)</source>
        <translation>Botsingen (niet verplaatst)</translation>
    </message>
    <message>
        <source>No key can be made (not moved)</source>
        <translation>Geen sleutel te maken (niet verplaatst)</translation>
    </message>
    <message>
        <source>1 entity is in the scope.</source>
        <translation>1 entiteit zit in het bereik.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>%1 entiteit zit in het bereik.</numerusform>
            <numerusform>%1 entiteiten zitten in het bereik.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 moves to a new key.</source>
        <translation>1 gaat naar een nieuwe sleutel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 move to new keys.</source>
        <translation>
            <numerusform>%1 gaat naar een nieuwe sleutel.</numerusform>
            <numerusform>%1 gaan naar nieuwe sleutels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys unchanged: %1.</source>
        <translation>Sleutels ongewijzigd: %1.</translation>
    </message>
    <message>
        <source>Colliding, not moved: %1.</source>
        <translation>Botsend, niet verplaatst: %1.</translation>
    </message>
    <message>
        <source>No key from this rule: %1.</source>
        <translation>Geen sleutel uit deze regel: %1.</translation>
    </message>
    <message>
        <source>The first %1 moves are listed.</source>
        <translation>De eerste %1 verplaatsingen staan in de lijst.</translation>
    </message>
    <message>
        <source>Re-key</source>
        <translation>Sleutels vernieuwen</translation>
    </message>
    <message>
        <source>Move %1 Entities</source>
        <translation>%1 entiteiten verplaatsen</translation>
    </message>
    <message>
        <source>Give %1 entities of &lt;b&gt;%2&lt;/b&gt; new keys?&lt;br&gt;&lt;br&gt;%3</source>
        <translation>%1 entiteiten van &lt;b&gt;%2&lt;/b&gt; nieuwe sleutels geven?&lt;br&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the whole re-key back.</source>
        <translation>Bewerken ▸ Ongedaan maken draait de hele sleutelwijziging terug.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Moving…</source>
        <translation>Verplaatsen…</translation>
    </message>
    <message>
        <source>Moved 1 entity to its new key.</source>
        <translation>1 entiteit naar haar nieuwe sleutel verplaatst.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 entities to their new keys.</source>
        <translation>
            <numerusform>%1 entiteit naar haar nieuwe sleutel verplaatst.</numerusform>
            <numerusform>%1 entiteiten naar hun nieuwe sleutels verplaatst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the entities not moved yet keep their keys.</source>
        <translation>Geannuleerd: de nog niet verplaatste entiteiten houden hun sleutels.</translation>
    </message>
    <message>
        <source>Copied with the old entity still there (run the re-key again to finish): %1.</source>
        <translation>Gekopieerd terwijl de oude entiteit er nog is (voer de sleutelwijziging opnieuw uit om af te ronden): %1.</translation>
    </message>
    <message>
        <source>Collided, not moved: %1.</source>
        <translation>Gebotst, niet verplaatst: %1.</translation>
    </message>
    <message>
        <source>Not moved (listed below): %1.</source>
        <translation>Niet verplaatst (hieronder vermeld): %1.</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the re-key back.</source>
        <translation>Bewerken ▸ Ongedaan maken draait de sleutelwijziging terug.</translation>
    </message>
    <message>
        <source>Changed meanwhile (not moved)</source>
        <translation>Intussen gewijzigd (niet verplaatst)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Geweigerd</translation>
    </message>
    <message>
        <source>The re-key failed: %1</source>
        <translation>De sleutelwijziging is mislukt: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyActions</name>
    <message>
        <source>Safety &amp;Level…</source>
        <translation>Veilig&amp;heidsniveau…</translation>
    </message>
    <message>
        <source>Confirm or refuse writes to this store or connection, and name its environment</source>
        <translation>Schrijfacties naar deze opslag of verbinding laten bevestigen of weigeren, en de omgeving ervan benoemen</translation>
    </message>
    <message>
        <source>Safety Level</source>
        <translation>Veiligheidsniveau</translation>
    </message>
    <message>
        <source>The safety level of %1 was not changed:
%2</source>
        <translation>Het veiligheidsniveau van %1 is niet gewijzigd:
%2</translation>
    </message>
    <message>
        <source>Safety level of %1: %2.</source>
        <translation>Veiligheidsniveau van %1: %2.</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyBadge</name>
    <message>
        <source>Environment: %1</source>
        <translation>Omgeving: %1</translation>
    </message>
    <message>
        <source>Safety level: %1</source>
        <translation>Veiligheidsniveau: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyDialog</name>
    <message>
        <source>Safety Level — %1</source>
        <translation>Veiligheidsniveau — %1</translation>
    </message>
    <message>
        <source>Kept in the store file: rowan commands, rowan serve and every explorer that opens it honour it.</source>
        <translation>Bewaard in het opslagbestand: rowan-opdrachten, rowan serve en elke verkenner die het opent, houden zich eraan.</translation>
    </message>
    <message>
        <source>Kept with the saved connection on this computer.</source>
        <translation>Bewaard bij de opgeslagen verbinding op deze computer.</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Uit</translation>
    </message>
    <message>
        <source>Writes go through as usual.</source>
        <translation>Schrijfacties gaan zoals gewoonlijk door.</translation>
    </message>
    <message>
        <source>&amp;Confirm writes</source>
        <translation>Schrijfacties &amp;bevestigen</translation>
    </message>
    <message>
        <source>Ask before every write, naming the account and table; bulk actions need the table&apos;s name typed.</source>
        <translation>Vragen vóór elke schrijfactie, met account en tabel; voor bulkacties moet de tabelnaam worden getypt.</translation>
    </message>
    <message>
        <source>&amp;Read-only</source>
        <translation>&amp;Alleen-lezen</translation>
    </message>
    <message>
        <source>Refuse every write: in the explorer, in rowan commands and through rowan serve.</source>
        <translation>Elke schrijfactie weigeren: in de verkenner, in rowan-opdrachten en via rowan serve.</translation>
    </message>
    <message>
        <source>Refuse every write to this connection.</source>
        <translation>Elke schrijfactie naar deze verbinding weigeren.</translation>
    </message>
    <message>
        <source>e.g. PROD, test</source>
        <translation>bijv. PROD, test</translation>
    </message>
    <message>
        <source>Environment &amp;label:</source>
        <translation>&amp;Label van de omgeving:</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Oranje</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grijs</translation>
    </message>
    <message>
        <source>C&amp;olour:</source>
        <translation>K&amp;leur:</translation>
    </message>
    <message>
        <source>Shown as:</source>
        <translation>Getoond als:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
</context>
<context>
    <name>rowan::SasDialog</name>
    <message>
        <source>Generate SAS for table %1</source>
        <translation>SAS genereren voor tabel %1</translation>
    </message>
    <message>
        <source>Generate account SAS for %1</source>
        <translation>Account-SAS genereren voor %1</translation>
    </message>
    <message>
        <source>Reading the account&apos;s keys…</source>
        <translation>De sleutels van het account lezen…</translation>
    </message>
    <message>
        <source>Stored access policies: %1</source>
        <translation>Opgeslagen toegangsbeleid: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Rechten</translation>
    </message>
    <message>
        <source>Bind the token to a stored access policy: the fields it sets are locked, and deleting the policy revokes the token.</source>
        <translation>Het token aan een opgeslagen toegangsbeleid binden: de velden die het zet zijn vergrendeld, en het beleid verwijderen herroept het token.</translation>
    </message>
    <message>
        <source>Stored &amp;policy:</source>
        <translation>Opgeslagen &amp;beleid:</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Geldigheid</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Lokale tijd</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Times in:</source>
        <translation>Tijden in:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Begin:</translation>
    </message>
    <message>
        <source>&amp;Expiry:</source>
        <translation>&amp;Verloop:</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 uur</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 dag</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 dagen</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 dagen</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 jaar</translation>
    </message>
    <message>
        <source>From now:</source>
        <translation>Vanaf nu:</translation>
    </message>
    <message>
        <source>any address (or 10.0.0.1, or 10.0.0.1-10.0.0.255)</source>
        <translation>elk adres (of 10.0.0.1, of 10.0.0.1-10.0.0.255)</translation>
    </message>
    <message>
        <source>&amp;IP range:</source>
        <translation>&amp;IP-bereik:</translation>
    </message>
    <message>
        <source>HTTPS only (rowan serve speaks HTTP)</source>
        <translation>Alleen HTTPS (rowan serve spreekt HTTP)</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocol:</translation>
    </message>
    <message>
        <source>Key 1</source>
        <translation>Sleutel 1</translation>
    </message>
    <message>
        <source>Key 2</source>
        <translation>Sleutel 2</translation>
    </message>
    <message>
        <source>Sign with:</source>
        <translation>Ondertekenen met:</translation>
    </message>
    <message>
        <source>Endpoint:</source>
        <translation>Eindpunt:</translation>
    </message>
    <message>
        <source>Key range (inclusive; empty: the whole table)</source>
        <translation>Sleutelbereik (inclusief; leeg: de hele tabel)</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>RowKey (empty: whole partition)</source>
        <translation>RowKey (leeg: hele partitie)</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Van:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Tot:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Verbindingsreeks:</translation>
    </message>
    <message>
        <source>Set by the stored policy %1.</source>
        <translation>Gezet door het opgeslagen beleid %1.</translation>
    </message>
    <message>
        <source>Set by the stored policy %1: %2.</source>
        <translation>Gezet door het opgeslagen beleid %1: %2.</translation>
    </message>
    <message>
        <source>SAS token</source>
        <translation>SAS-token</translation>
    </message>
    <message>
        <source>SAS URL</source>
        <translation>SAS-URL</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Verbindingsreeks</translation>
    </message>
</context>
<context>
    <name>rowan::SasModel</name>
    <message>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>Read entities: Get Entity and Query Entities.</source>
        <translation>Entiteiten lezen: Get Entity en Query Entities.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Toevoegen</translation>
    </message>
    <message>
        <source>Insert new entities (with Update also Insert or Replace/Merge).</source>
        <translation>Nieuwe entiteiten invoegen (met Bijwerken ook Insert or Replace/Merge).</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Bijwerken</translation>
    </message>
    <message>
        <source>Replace and merge existing entities (with Add also the upserts).</source>
        <translation>Bestaande entiteiten vervangen en samenvoegen (met Toevoegen ook de upserts).</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Delete entities.</source>
        <translation>Entiteiten verwijderen.</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lezen</translation>
    </message>
    <message>
        <source>Query entities in every table.</source>
        <translation>Entiteiten in elke tabel opvragen.</translation>
    </message>
    <message>
        <source>Insert entities; also create tables.</source>
        <translation>Entiteiten invoegen; ook tabellen aanmaken.</translation>
    </message>
    <message>
        <source>Replace and merge entities (with Add also the upserts).</source>
        <translation>Entiteiten vervangen en samenvoegen (met Toevoegen ook de upserts).</translation>
    </message>
    <message>
        <source>Delete entities, and delete whole tables.</source>
        <translation>Entiteiten verwijderen, en hele tabellen verwijderen.</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Opsommen</translation>
    </message>
    <message>
        <source>List the account&apos;s tables.</source>
        <translation>De tabellen van het account opsommen.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Aanmaken</translation>
    </message>
    <message>
        <source>Create tables.</source>
        <translation>Tabellen aanmaken.</translation>
    </message>
    <message>
        <source>No account is chosen.</source>
        <translation>Er is geen account gekozen.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys, so no token can be signed here.</source>
        <translation>Deze service geeft de sleutels van het account niet, dus hier kan geen token worden ondertekend.</translation>
    </message>
    <message>
        <source>No table is chosen.</source>
        <translation>Er is geen tabel gekozen.</translation>
    </message>
    <message>
        <source>The table has no stored access policy &apos;%1&apos;.</source>
        <translation>De tabel heeft geen opgeslagen toegangsbeleid &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Permissions: choose at least one.</source>
        <translation>Rechten: kies er minstens één.</translation>
    </message>
    <message>
        <source>Expiry: a token needs one (or a stored policy that sets it).</source>
        <translation>Verloop: een token heeft er een nodig (of een opgeslagen beleid dat het zet).</translation>
    </message>
    <message>
        <source>Expiry: %1 is in the past.</source>
        <translation>Verloop: %1 ligt in het verleden.</translation>
    </message>
    <message>
        <source>Expiry: it must come after the start.</source>
        <translation>Verloop: het moet na het begin komen.</translation>
    </message>
    <message>
        <source>Range: a start RowKey needs a start PartitionKey.</source>
        <translation>Bereik: een begin-RowKey heeft een begin-PartitionKey nodig.</translation>
    </message>
    <message>
        <source>Range: an end RowKey needs an end PartitionKey.</source>
        <translation>Bereik: een eind-RowKey heeft een eind-PartitionKey nodig.</translation>
    </message>
    <message>
        <source>Range: its start comes after its end, so it grants nothing.</source>
        <translation>Bereik: het begin komt na het einde, dus het verleent niets.</translation>
    </message>
    <message>
        <source>IP range: &apos;%1&apos; is not an address or a range a-b of one family, low to high.</source>
        <translation>IP-bereik: &apos;%1&apos; is geen adres of bereik a-b van één familie, van laag naar hoog.</translation>
    </message>
    <message>
        <source>Endpoint: &apos;%1&apos; is not an http or https URL.</source>
        <translation>Eindpunt: &apos;%1&apos; is geen http- of https-URL.</translation>
    </message>
    <message>
        <source>Valid for more than a day without a stored policy: it cannot be revoked, only made useless by regenerating key %1, which breaks every token signed with it.</source>
        <translation>Langer dan een dag geldig zonder opgeslagen beleid: het kan niet worden herroepen, alleen onbruikbaar gemaakt door sleutel %1 opnieuw te genereren, wat elk token breekt dat ermee is ondertekend.</translation>
    </message>
    <message>
        <source>No key range: the token grants the whole table %1.</source>
        <translation>Geen sleutelbereik: het token verleent de hele tabel %1.</translation>
    </message>
    <message>
        <source>An account SAS applies to every table of %1, also tables created later.</source>
        <translation>Een account-SAS geldt voor elke tabel van %1, ook voor later aangemaakte tabellen.</translation>
    </message>
    <message>
        <source>Signed with the public development key: anyone can make the same token.</source>
        <translation>Ondertekend met de openbare ontwikkelsleutel: iedereen kan hetzelfde token maken.</translation>
    </message>
    <message>
        <source>Only keys from %1 to %2 are granted.</source>
        <translation>Alleen sleutels van %1 tot %2 worden verleend.</translation>
    </message>
    <message>
        <source>the first</source>
        <translation>de eerste</translation>
    </message>
    <message>
        <source>the last</source>
        <translation>de laatste</translation>
    </message>
</context>
<context>
    <name>rowan::SchemaView</name>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Count Again</source>
        <translation>Opnieuw tellen</translation>
    </message>
    <message>
        <source>Census progress</source>
        <translation>Voortgang van de telling</translation>
    </message>
    <message>
        <source>Read the table again and count what its entities hold</source>
        <translation>De tabel opnieuw lezen en tellen wat de entiteiten bevatten</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>Export the census</source>
        <translation>De telling exporteren</translation>
    </message>
    <message>
        <source>As &amp;JSON…</source>
        <translation>Als &amp;JSON…</translation>
    </message>
    <message>
        <source>As JSON &amp;Schema…</source>
        <translation>Als JSON-&amp;schema…</translation>
    </message>
    <message>
        <source>As &amp;Markdown…</source>
        <translation>Als &amp;Markdown…</translation>
    </message>
    <message>
        <source>Properties of the table</source>
        <translation>Eigenschappen van de tabel</translation>
    </message>
    <message>
        <source>Counting… %1 of %2 entities read.</source>
        <translation>Tellen… %1 van %2 entiteiten gelezen.</translation>
    </message>
    <message>
        <source>Counting… %1 entities read.</source>
        <translation>Tellen… %1 entiteiten gelezen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities</source>
        <translation>
            <numerusform>%Ln entiteit</numerusform>
            <numerusform>%Ln entiteiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole table: %1 in %2, %n properties.</source>
        <translation>
            <numerusform>De hele tabel: %1 in %2, %n eigenschap.</numerusform>
            <numerusform>De hele tabel: %1 in %2, %n eigenschappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln partitions</source>
        <translation>
            <numerusform>%Ln partitie</numerusform>
            <numerusform>%Ln partities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A sample: the table&apos;s first %1 (this endpoint keeps no statistics), %n properties.</source>
        <translation>
            <numerusform>Een steekproef: de eerste %1 van de tabel (dit eindpunt houdt geen statistieken bij), %n eigenschap.</numerusform>
            <numerusform>Een steekproef: de eerste %1 van de tabel (dit eindpunt houdt geen statistieken bij), %n eigenschappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stored with more than one type.</source>
        <translation>
            <numerusform>%n opgeslagen met meer dan één type.</numerusform>
            <numerusform>%n opgeslagen met meer dan één type.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table could not be read: %1</source>
        <translation>De tabel kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Cancelled. Choose Count Again to start over.</source>
        <translation>Geannuleerd. Kies Opnieuw tellen om opnieuw te beginnen.</translation>
    </message>
    <message>
        <source>Schema of %1</source>
        <translation>Schema van %1</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Tellen…</translation>
    </message>
    <message>
        <source>Counting the first entities (this endpoint keeps no statistics)…</source>
        <translation>De eerste entiteiten tellen (dit eindpunt houdt geen statistieken bij)…</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Choose a table to see which properties and types its entities hold.</source>
        <translation>Kies een tabel om te zien welke eigenschappen en typen de entiteiten bevatten.</translation>
    </message>
    <message>
        <source>Export the Census</source>
        <translation>De telling exporteren</translation>
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
        <translation>%1 kon niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>%1: the first %2 of %3</source>
        <translation>%1: de eerste %2 van %3</translation>
    </message>
    <message>
        <source>Compare With…</source>
        <translation>Vergelijken met…</translation>
    </message>
    <message>
        <source>Put this census beside another table&apos;s: here, in another store file or of a saved connection</source>
        <translation>Deze telling naast die van een andere tabel zetten: hier, in een ander opslagbestand of van een opgeslagen verbinding</translation>
    </message>
    <message>
        <source>Compare the Census of %1</source>
        <translation>De telling van %1 vergelijken</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 hier</translation>
    </message>
</context>
<context>
    <name>rowan::ServicePicker</name>
    <message>
        <source>A table in another &amp;store file</source>
        <translation>Een tabel in een ander &amp;opslagbestand</translation>
    </message>
    <message>
        <source>Store file (.rowan); created when missing</source>
        <translation>Opslagbestand (.rowan); aangemaakt als het ontbreekt</translation>
    </message>
    <message>
        <source>Store file</source>
        <translation>Opslagbestand</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>A table of a saved &amp;connection</source>
        <translation>Een tabel van een opgeslagen &amp;verbinding</translation>
    </message>
    <message>
        <source>Saved connection</source>
        <translation>Opgeslagen verbinding</translation>
    </message>
    <message>
        <source>Rowan stores (*.rowan);;All files (*)</source>
        <translation>Rowan-opslagen (*.rowan);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again.</source>
        <translation>Verkeerde wachtwoordzin. Probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Kan %1 niet openen:
%2</translation>
    </message>
    <message>
        <source>There is no store file %1.</source>
        <translation>Er is geen opslagbestand %1.</translation>
    </message>
    <message>
        <source>Cannot connect to %1:
%2</source>
        <translation>Kan niet verbinden met %1:
%2</translation>
    </message>
</context>
<context>
    <name>rowan::ServiceSession</name>
    <message>
        <source>No store or connection is open.</source>
        <translation>Er is geen opslag of verbinding geopend.</translation>
    </message>
</context>
<context>
    <name>rowan::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Sleutels</translation>
    </message>
    <message>
        <source>Works</source>
        <translation>Werkt</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Overal</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>In %1</translation>
    </message>
    <message>
        <source>While its view has the focus</source>
        <translation>Terwijl de weergave de focus heeft</translation>
    </message>
</context>
<context>
    <name>rowan::SnapshotDialog</name>
    <message>
        <source>Snapshot %1</source>
        <translation>Momentopname van %1</translation>
    </message>
    <message>
        <source>Snapshot into</source>
        <translation>Momentopname in</translation>
    </message>
    <message>
        <source>A new table &amp;here</source>
        <translation>Een nieuwe tabel &amp;hier</translation>
    </message>
    <message>
        <source>Every entity</source>
        <translation>Elke entiteit</translation>
    </message>
    <message>
        <source>&amp;Snapshot table:</source>
        <translation>&amp;Momentopnametabel:</translation>
    </message>
    <message>
        <source>&amp;Only entities matching:</source>
        <translation>&amp;Alleen entiteiten die voldoen aan:</translation>
    </message>
    <message>
        <source>The store records where and when the snapshot came from, so it can be compared with its source later.</source>
        <translation>De opslag legt vast waar en wanneer de momentopname vandaan kwam, zodat die later met de bron kan worden vergeleken.</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot</source>
        <translation>Momentopname &amp;maken</translation>
    </message>
    <message>
        <source>A table %1 exists: a snapshot goes into a new table.</source>
        <translation>Er bestaat al een tabel %1: een momentopname komt in een nieuwe tabel.</translation>
    </message>
    <message>
        <source>Choose the store file to keep the snapshot in.</source>
        <translation>Kies het opslagbestand voor de momentopname.</translation>
    </message>
    <message>
        <source>The filter does not read: %1</source>
        <translation>Het filter is onleesbaar: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SortBar</name>
    <message>
        <source>ascending</source>
        <translation>oplopend</translation>
    </message>
    <message>
        <source>descending</source>
        <translation>aflopend</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Narrow the Query</source>
        <translation>Query verfijnen</translation>
    </message>
    <message>
        <source>Clear Sort</source>
        <translation>Sortering wissen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Sort status</source>
        <translation>Sorteerstatus</translation>
    </message>
    <message>
        <source>Sort progress</source>
        <translation>Voortgang van het sorteren</translation>
    </message>
    <message>
        <source>Cancel the sort</source>
        <translation>Het sorteren annuleren</translation>
    </message>
    <message>
        <source>Stop sorting; the rows shown stay as they are</source>
        <translation>Stoppen met sorteren; de getoonde rijen blijven zoals ze zijn</translation>
    </message>
    <message>
        <source>Narrow the query</source>
        <translation>De query verfijnen</translation>
    </message>
    <message>
        <source>Put the keyboard in the query bar&apos;s filter, to sort fewer entities</source>
        <translation>Het toetsenbord naar het filter van de querybalk brengen, om minder entiteiten te sorteren</translation>
    </message>
    <message>
        <source>Clear the sort</source>
        <translation>De sortering wissen</translation>
    </message>
    <message>
        <source>Show the rows in the service&apos;s key order again</source>
        <translation>De rijen weer in de sleutelvolgorde van de service tonen</translation>
    </message>
    <message>
        <source>Dismiss the sort message</source>
        <translation>De sorteermelding sluiten</translation>
    </message>
    <message>
        <source>Not sorted: the result has at least %1 entities, more than the %2 Rowan sorts on this computer. Narrow the query (a filter on the keys or a property), then sort again.</source>
        <translation>Niet gesorteerd: het resultaat heeft minstens %1 entiteiten, meer dan de %2 die Rowan op deze computer sorteert. Verfijn de query (een filter op de sleutels of een eigenschap) en sorteer opnieuw.</translation>
    </message>
    <message>
        <source>Sorting failed: %1</source>
        <translation>Sorteren mislukt: %1</translation>
    </message>
    <message>
        <source>Sorting all of %1 by “%2”, %3, on this computer…</source>
        <translation>Heel %1 sorteren op „%2”, %3, op deze computer…</translation>
    </message>
    <message>
        <source>the query’s matches</source>
        <translation>de treffers van de query</translation>
    </message>
    <message numerus="yes">
        <source>Sorted here by Rowan, not by the service: %Ln entities by “%1”, %2.</source>
        <translation>
            <numerusform>Hier gesorteerd door Rowan, niet door de service: %Ln entiteit op „%1”, %2.</numerusform>
            <numerusform>Hier gesorteerd door Rowan, niet door de service: %Ln entiteiten op „%1”, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has changed since: sort again to see the changes.</source>
        <translation>De tabel is sindsdien gewijzigd: sorteer opnieuw om de wijzigingen te zien.</translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation>%1 van %2 gelezen</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 gelezen</translation>
    </message>
</context>
<context>
    <name>rowan::StagedBar</name>
    <message>
        <source>1 change</source>
        <translation>1 wijziging</translation>
    </message>
    <message numerus="yes">
        <source>%1 changes</source>
        <translation>
            <numerusform>%1 wijziging</numerusform>
            <numerusform>%1 wijzigingen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Bekijken…</translation>
    </message>
    <message>
        <source>Co&amp;mmit</source>
        <translation>&amp;Vastleggen</translation>
    </message>
    <message>
        <source>D&amp;iscard</source>
        <translation>&amp;Verwerpen</translation>
    </message>
    <message>
        <source>Write every pending change, in entity group transactions guarded by the ETags the entities were loaded with</source>
        <translation>Elke wijziging in behandeling schrijven, in entiteitsgroeptransacties bewaakt door de ETags waarmee de entiteiten zijn geladen</translation>
    </message>
    <message>
        <source>Drop every pending change; nothing was written</source>
        <translation>Elke wijziging in behandeling laten vallen; er is niets geschreven</translation>
    </message>
    <message>
        <source>%1 written; %2 not written (see Review).</source>
        <translation>%1 geschreven; %2 niet geschreven (zie Bekijken).</translation>
    </message>
    <message>
        <source>%1 pending, not written yet</source>
        <translation>%1 in behandeling, nog niet geschreven</translation>
    </message>
    <message>
        <source>%1 pending in %2, not written yet</source>
        <translation>%1 in behandeling in %2, nog niet geschreven</translation>
    </message>
    <message>
        <source>Commit Pending Changes</source>
        <translation>Wijzigingen in behandeling vastleggen</translation>
    </message>
    <message>
        <source>Commit 1 Change</source>
        <translation>1 wijziging vastleggen</translation>
    </message>
    <message numerus="yes">
        <source>Commit %1 Changes</source>
        <translation>
            <numerusform>%1 wijziging vastleggen</numerusform>
            <numerusform>%1 wijzigingen vastleggen</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the %1 pending? An entity changed by someone else since it was loaded is not overwritten: its change stays pending.</source>
        <translation>De %1 in behandeling schrijven? Een entiteit die iemand anders sinds het laden heeft gewijzigd, wordt niet overschreven: de wijziging blijft in behandeling.</translation>
    </message>
    <message>
        <source>Discard Pending Changes</source>
        <translation>Wijzigingen in behandeling verwerpen</translation>
    </message>
    <message>
        <source>Drop the %1 pending? Nothing of them was written.</source>
        <translation>De %1 in behandeling laten vallen? Er is niets van geschreven.</translation>
    </message>
</context>
<context>
    <name>rowan::StagedEdits</name>
    <message>
        <source>The pending changes are being committed; wait for the commit.</source>
        <translation>De wijzigingen in behandeling worden vastgelegd; wacht op het vastleggen.</translation>
    </message>
    <message>
        <source>A change of an existing entity needs the entity as it was loaded.</source>
        <translation>Een wijziging van een bestaande entiteit heeft de entiteit nodig zoals die is geladen.</translation>
    </message>
</context>
<context>
    <name>rowan::StagedReviewDialog</name>
    <message>
        <source>Add</source>
        <translation>Toevoegen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Samenvoegen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>Pending Changes</source>
        <translation>Wijzigingen in behandeling</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Wijzigingen in behandeling</translation>
    </message>
    <message>
        <source>Properties before and after</source>
        <translation>Eigenschappen ervoor en erna</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Ervoor</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Erna</translation>
    </message>
    <message>
        <source>&amp;Discard Selected</source>
        <translation>Selectie &amp;verwerpen</translation>
    </message>
    <message>
        <source>&amp;Commit All</source>
        <translation>&amp;Alles vastleggen</translation>
    </message>
    <message>
        <source>Not written by the last commit: %1.</source>
        <translation>Niet geschreven door het laatste vastleggen: %1.</translation>
    </message>
</context>
<context>
    <name>rowan::StoreActions</name>
    <message>
        <source>&amp;New Store…</source>
        <translation>&amp;Nieuwe opslag…</translation>
    </message>
    <message>
        <source>&amp;Open Store…</source>
        <translation>Opslag &amp;openen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Close Store</source>
        <translation>Opslag &amp;sluiten</translation>
    </message>
    <message>
        <source>Change &amp;Passphrase…</source>
        <translation>&amp;Wachtwoordzin wijzigen…</translation>
    </message>
    <message>
        <source>C&amp;heck Store</source>
        <translation>Opslag &amp;controleren</translation>
    </message>
    <message>
        <source>&amp;Back Up…</source>
        <translation>&amp;Back-up maken…</translation>
    </message>
    <message>
        <source>Clear Recent</source>
        <translation>Recente wissen</translation>
    </message>
    <message>
        <source>New Store</source>
        <translation>Nieuwe opslag</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>Opslag openen</translation>
    </message>
    <message>
        <source>%1 already exists. Rowan never overwrites a file: choose a new name.</source>
        <translation>%1 bestaat al. Rowan overschrijft nooit een bestand: kies een nieuwe naam.</translation>
    </message>
    <message>
        <source>There is no store at %1.</source>
        <translation>Er is geen opslag op %1.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 openen…</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geopend</translation>
    </message>
    <message>
        <source>Damage Found</source>
        <translation>Schade gevonden</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again.</source>
        <translation>Verkeerde wachtwoordzin. Probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Niet geopend: %1</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Kan %1 niet openen:
%2</translation>
    </message>
    <message>
        <source>Creating the demo store %1…</source>
        <translation>De demo-opslag %1 aanmaken…</translation>
    </message>
    <message>
        <source>Demo Store</source>
        <translation>Demo-opslag</translation>
    </message>
    <message>
        <source>Cannot create %1:
%2</source>
        <translation>Kan %1 niet aanmaken:
%2</translation>
    </message>
    <message>
        <source>Opened the demo store %1</source>
        <translation>De demo-opslag %1 geopend</translation>
    </message>
    <message>
        <source>%1 was not opened: the changes pending here come first.</source>
        <translation>%1 is niet geopend: de wijzigingen die hier in behandeling zijn, gaan voor.</translation>
    </message>
    <message>
        <source>Connected to %1 (%2)</source>
        <translation>Verbonden met %1 (%2)</translation>
    </message>
    <message>
        <source>Changing the passphrase of %1…</source>
        <translation>De wachtwoordzin van %1 wijzigen…</translation>
    </message>
    <message>
        <source>%1 is now encrypted with the new passphrase.</source>
        <translation>%1 is nu versleuteld met de nieuwe wachtwoordzin.</translation>
    </message>
    <message>
        <source>%1 is now decrypted.</source>
        <translation>%1 is nu ontsleuteld.</translation>
    </message>
    <message>
        <source>Back Up Store</source>
        <translation>Back-up van opslag maken</translation>
    </message>
    <message>
        <source>(read-only) </source>
        <translation>(alleen-lezen) </translation>
    </message>
    <message>
        <source>%1 (remote) — Rowan</source>
        <translation>%1 (extern) — Rowan</translation>
    </message>
    <message>
        <source>Rowan</source>
        <translation>Rowan</translation>
    </message>
    <message>
        <source>%1 (encrypted) — Rowan</source>
        <translation>%1 (versleuteld) — Rowan</translation>
    </message>
    <message>
        <source>%1 (not encrypted) — Rowan</source>
        <translation>%1 (niet versleuteld) — Rowan</translation>
    </message>
    <message>
        <source>No store open</source>
        <translation>Geen opslag geopend</translation>
    </message>
    <message>
        <source>Encrypted (SQLCipher)</source>
        <translation>Versleuteld (SQLCipher)</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Niet versleuteld</translation>
    </message>
    <message>
        <source>The store file is encrypted with SQLCipher; it opens only with its passphrase. Click to change the passphrase.</source>
        <translation>Het opslagbestand is versleuteld met SQLCipher; het opent alleen met de wachtwoordzin. Klik om de wachtwoordzin te wijzigen.</translation>
    </message>
    <message>
        <source>Anyone who can read the store file can read its tables. Click to encrypt it.</source>
        <translation>Iedereen die het opslagbestand kan lezen, kan de tabellen lezen. Klik om het te versleutelen.</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>%1 wordt getoond</translation>
    </message>
</context>
<context>
    <name>rowan::StoreMaintenanceDialog</name>
    <message>
        <source>Check Store</source>
        <translation>Opslag controleren</translation>
    </message>
    <message>
        <source>Back Up Store</source>
        <translation>Back-up van opslag maken</translation>
    </message>
    <message>
        <source>Checking %1: every page, then every entity…</source>
        <translation>%1 controleren: elke pagina, daarna elke entiteit…</translation>
    </message>
    <message>
        <source>Backing up %1 to %2…</source>
        <translation>Back-up van %1 naar %2…</translation>
    </message>
    <message>
        <source>The backup failed (%1).</source>
        <translation>De back-up is mislukt (%1).</translation>
    </message>
    <message>
        <source>Backed up to %1, %2. Open it like any store to restore it.</source>
        <translation>Back-up gemaakt naar %1, %2. Open hem zoals elke opslag om hem terug te zetten.</translation>
    </message>
    <message>
        <source>encrypted with the store&apos;s passphrase</source>
        <translation>versleuteld met de wachtwoordzin van de opslag</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>niet versleuteld</translation>
    </message>
    <message>
        <source>The check stopped (%1).</source>
        <translation>De controle is gestopt (%1).</translation>
    </message>
    <message>
        <source>The store is sound: %1 pages authenticated, %2 tables, %3 entities decoded.</source>
        <translation>De opslag is in orde: %1 pagina&apos;s geverifieerd, %2 tabellen, %3 entiteiten gedecodeerd.</translation>
    </message>
    <message numerus="yes">
        <source>The store is damaged: %n problem(s). Stop writing to it and restore it from a backup.</source>
        <translation>
            <numerusform>De opslag is beschadigd: %n probleem. Stop met schrijven en zet hem terug vanuit een back-up.</numerusform>
            <numerusform>De opslag is beschadigd: %n problemen. Stop met schrijven en zet hem terug vanuit een back-up.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entities: %p%</source>
        <translation>Entiteiten: %p%</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pagina&apos;s</translation>
    </message>
</context>
<context>
    <name>rowan::StoreNavigator</name>
    <message>
        <source>Stores, accounts and tables</source>
        <translation>Opslagen, accounts en tabellen</translation>
    </message>
    <message>
        <source>Open in New &amp;Tab</source>
        <translation>Openen in nieuw &amp;tabblad</translation>
    </message>
    <message>
        <source>Open the table in a tab of its own, keeping the one shown</source>
        <translation>De tabel in een eigen tabblad openen; het getoonde blijft open</translation>
    </message>
</context>
<context>
    <name>rowan::StoreTreeModel</name>
    <message>
        <source>
Safety level: %1</source>
        <translation>
Veiligheidsniveau: %1</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 tabel</translation>
    </message>
    <message numerus="yes">
        <source>%1 tables</source>
        <translation>
            <numerusform>%1 tabel</numerusform>
            <numerusform>%1 tabellen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the public development account, whose key everyone knows</source>
        <translation>%1: het openbare ontwikkelaccount, waarvan iedereen de sleutel kent</translation>
    </message>
    <message>
        <source>public</source>
        <translation>openbaar</translation>
    </message>
    <message>
        <source>%1: this endpoint keeps no statistics, so its size is unknown until it is counted</source>
        <translation>%1: dit eindpunt houdt geen statistieken bij, dus de grootte is onbekend tot hij geteld is</translation>
    </message>
    <message>
        <source>%1: %2 entities in %3 partitions, %4</source>
        <translation>%1: %2 entiteiten in %3 partities, %4</translation>
    </message>
    <message>
        <source>%1
A remote endpoint: reads and writes go over the network%2</source>
        <translation>%1
Een extern eindpunt: lezen en schrijven gaan over het netwerk%2</translation>
    </message>
    <message>
        <source>; it keeps no statistics</source>
        <translation>; het houdt geen statistieken bij</translation>
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
Versleuteld (SQLCipher)</translation>
    </message>
    <message>
        <source>%1
Not encrypted: anyone who can read the file can read its tables</source>
        <translation>%1
Niet versleuteld: iedereen die het bestand kan lezen, kan de tabellen lezen</translation>
    </message>
    <message>
        <source>encrypted</source>
        <translation>versleuteld</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>niet versleuteld</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>niet verbonden</translation>
    </message>
    <message>
        <source>%1
%2
Double-click or press Enter to connect.</source>
        <translation>%1
%2
Dubbelklik of druk op Enter om te verbinden.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entiteiten</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
</context>
<context>
    <name>rowan::SyncDialog</name>
    <message>
        <source>Sync Tables</source>
        <translation>Tabellen synchroniseren</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richting</translation>
    </message>
    <message>
        <source>Make the &amp;right like the left: %1 → %2</source>
        <translation>&amp;Rechts gelijk maken aan links: %1 → %2</translation>
    </message>
    <message>
        <source>Make the &amp;left like the right: %1 → %2</source>
        <translation>&amp;Links gelijk maken aan rechts: %1 → %2</translation>
    </message>
    <message>
        <source>Entities only the source has are inserted.</source>
        <translation>Entiteiten die alleen de bron heeft, worden ingevoegd.</translation>
    </message>
    <message>
        <source>Merge the source&apos;s properties (the target&apos;s other properties stay)</source>
        <translation>De eigenschappen van de bron samenvoegen (de andere eigenschappen van het doel blijven)</translation>
    </message>
    <message>
        <source>Replace with the source&apos;s entity</source>
        <translation>Vervangen door de entiteit van de bron</translation>
    </message>
    <message>
        <source>&amp;Delete entities only the target has</source>
        <translation>Entiteiten die alleen het doel heeft &amp;verwijderen</translation>
    </message>
    <message>
        <source>&amp;Update changed entities:</source>
        <translation>Gewijzigde entiteiten &amp;bijwerken:</translation>
    </message>
    <message>
        <source>&amp;Sync</source>
        <translation>&amp;Synchroniseren</translation>
    </message>
    <message>
        <source>Counting what the sync would write… (%L1 and %L2 entities read)</source>
        <translation>Tellen wat de synchronisatie zou schrijven… (%L1 en %L2 entiteiten gelezen)</translation>
    </message>
    <message>
        <source>Cannot count what the sync would write: %1</source>
        <translation>Kan niet tellen wat de synchronisatie zou schrijven: %1</translation>
    </message>
    <message>
        <source>Counting what the sync would write…</source>
        <translation>Tellen wat de synchronisatie zou schrijven…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to insert</source>
        <translation>
            <numerusform>%Ln in te voegen</numerusform>
            <numerusform>%Ln in te voegen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to update</source>
        <translation>
            <numerusform>%Ln bij te werken</numerusform>
            <numerusform>%Ln bij te werken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to delete</source>
        <translation>
            <numerusform>%Ln te verwijderen</numerusform>
            <numerusform>%Ln te verwijderen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only on the target kept</source>
        <translation>
            <numerusform>%Ln alleen in het doel behouden</numerusform>
            <numerusform>%Ln alleen in het doel behouden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln left alone by the merge</source>
        <translation>
            <numerusform>%Ln ongemoeid door het samenvoegen</numerusform>
            <numerusform>%Ln ongemoeid door het samenvoegen</numerusform>
        </translation>
    </message>
    <message>
        <source>In %1: %2.</source>
        <translation>In %1: %2.</translation>
    </message>
    <message>
        <source>Nothing to write.</source>
        <translation>Niets te schrijven.</translation>
    </message>
</context>
<context>
    <name>rowan::TableActions</name>
    <message>
        <source>New Table…</source>
        <translation>Nieuwe tabel…</translation>
    </message>
    <message>
        <source>Delete Table…</source>
        <translation>Tabel verwijderen…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Vernieuwen</translation>
    </message>
    <message>
        <source>Create a table in the current account</source>
        <translation>Een tabel aanmaken in het huidige account</translation>
    </message>
    <message>
        <source>Delete the current table and its entities</source>
        <translation>De huidige tabel en zijn entiteiten verwijderen</translation>
    </message>
    <message>
        <source>Reload accounts, tables and their counts</source>
        <translation>Accounts, tabellen en hun aantallen opnieuw laden</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Opslagen</translation>
    </message>
    <message>
        <source>Cannot read the store&apos;s tables:
%1</source>
        <translation>Kan de tabellen van de opslag niet lezen:
%1</translation>
    </message>
    <message>
        <source>New Table</source>
        <translation>Nieuwe tabel</translation>
    </message>
    <message>
        <source>Create Table</source>
        <translation>Tabel aanmaken</translation>
    </message>
    <message>
        <source>Create the table &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>De tabel &lt;b&gt;%1&lt;/b&gt; aanmaken?</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Tabel verwijderen</translation>
    </message>
    <message>
        <source>Delete the table &lt;b&gt;%1&lt;/b&gt; with all its entities?</source>
        <translation>De tabel &lt;b&gt;%1&lt;/b&gt; met al zijn entiteiten verwijderen?</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Table %1 of account %2: %3 (%4)</source>
        <translation>Tabel %1 van account %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>rowan::TableJob</name>
    <message>
        <source>No store is open.</source>
        <translation>Er is geen opslag geopend.</translation>
    </message>
</context>
<context>
    <name>rowan::TableTabBar</name>
    <message>
        <source>Open tables</source>
        <translation>Geopende tabellen</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tabblad &amp;sluiten</translation>
    </message>
    <message>
        <source>Close the current table&apos;s tab</source>
        <translation>Het tabblad van de huidige tabel sluiten</translation>
    </message>
    <message>
        <source>Close &amp;Other Tabs</source>
        <translation>&amp;Andere tabbladen sluiten</translation>
    </message>
    <message>
        <source>Close every tab but the current one</source>
        <translation>Alle tabbladen behalve het huidige sluiten</translation>
    </message>
    <message>
        <source>&amp;Duplicate Tab</source>
        <translation>Tabblad &amp;dupliceren</translation>
    </message>
    <message>
        <source>Open the current table again in a new tab, with its query</source>
        <translation>De huidige tabel nogmaals openen in een nieuw tabblad, met haar query</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>&amp;Volgend tabblad</translation>
    </message>
    <message>
        <source>Show the next tab&apos;s table</source>
        <translation>De tabel van het volgende tabblad tonen</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>Vor&amp;ig tabblad</translation>
    </message>
    <message>
        <source>Show the previous tab&apos;s table</source>
        <translation>De tabel van het vorige tabblad tonen</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 sluiten</translation>
    </message>
</context>
<context>
    <name>rowan::TextIndexDialog</name>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Opbouwen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>Text Index of %1</source>
        <translation>Tekstindex van %1</translation>
    </message>
    <message>
        <source>A text index lets Find answer a text of three or more characters without reading every entity of &lt;b&gt;%1&lt;/b&gt;. Every write keeps it up to date, in the same transaction; it takes room in the store file.</source>
        <translation>Met een tekstindex beantwoordt Zoeken een tekst van drie of meer tekens zonder elke entiteit van &lt;b&gt;%1&lt;/b&gt; te lezen. Elke schrijfactie houdt hem bij, in dezelfde transactie; hij neemt ruimte in het opslagbestand in.</translation>
    </message>
    <message>
        <source>Reading the index&apos;s status…</source>
        <translation>De status van de index wordt gelezen…</translation>
    </message>
    <message>
        <source>Build progress</source>
        <translation>Voortgang van het opbouwen</translation>
    </message>
    <message>
        <source>Build the index in the background; writes go on meanwhile</source>
        <translation>De index op de achtergrond opbouwen; schrijven gaat intussen door</translation>
    </message>
    <message>
        <source>Remove the index; Find then reads the table</source>
        <translation>De index verwijderen; Zoeken leest dan de tabel</translation>
    </message>
    <message>
        <source>Stop building; Build carries on from there later</source>
        <translation>Stoppen met opbouwen; Opbouwen gaat later vanaf daar verder</translation>
    </message>
    <message>
        <source>Building: %1 of %2 entities indexed…</source>
        <translation>Opbouwen: %1 van %2 entiteiten geïndexeerd…</translation>
    </message>
    <message>
        <source>Building: %1 entities indexed…</source>
        <translation>Opbouwen: %1 entiteiten geïndexeerd…</translation>
    </message>
    <message>
        <source>Stopped. What was built is kept: Build carries on from there.</source>
        <translation>Gestopt. Wat al is opgebouwd blijft bewaard: Opbouwen gaat vanaf daar verder.</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Opbouwen…</translation>
    </message>
    <message>
        <source>Removing…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <source>This table has no text index: Find reads every entity.</source>
        <translation>Deze tabel heeft geen tekstindex: Zoeken leest elke entiteit.</translation>
    </message>
    <message>
        <source>The index is not finished (%1 entities so far): Find reads the table until it is. Build carries on.</source>
        <translation>De index is niet af (tot nu toe %1 entiteiten): Zoeken leest de tabel tot hij klaar is. Opbouwen gaat verder.</translation>
    </message>
    <message>
        <source>Ready: %1 entities indexed, %2 in the store file.</source>
        <translation>Klaar: %1 entiteiten geïndexeerd, %2 in het opslagbestand.</translation>
    </message>
</context>
<context>
    <name>rowan::Theme</name>
    <message>
        <source>As the desktop</source>
        <translation>Zoals het bureaublad</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
</context>
<context>
    <name>rowan::TokenTestModel</name>
    <message>
        <source>Field</source>
        <translation>Veld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Betekenis</translation>
    </message>
    <message>
        <source>Paste a SAS token, a URL carrying one, or a SAS connection string.</source>
        <translation>Plak een SAS-token, een URL die er een bevat, of een SAS-verbindingsreeks.</translation>
    </message>
    <message>
        <source>Not a valid connection string: %1</source>
        <translation>Geen geldige verbindingsreeks: %1</translation>
    </message>
    <message>
        <source>This connection string holds an account key, not a SAS: whoever has it may do everything on the account.</source>
        <translation>Deze verbindingsreeks bevat een accountsleutel, geen SAS: wie hem heeft, mag alles met het account doen.</translation>
    </message>
    <message>
        <source>Not a valid URL: %1</source>
        <translation>Geen geldige URL: %1</translation>
    </message>
    <message>
        <source>The URL carries no query, so no SAS.</source>
        <translation>De URL heeft geen query, dus geen SAS.</translation>
    </message>
    <message>
        <source>The token&apos;s percent-encoding is broken: %1</source>
        <translation>De procentcodering van het token is defect: %1</translation>
    </message>
    <message>
        <source>There is no signature (sig): this is not a shared access signature.</source>
        <translation>Er is geen handtekening (sig): dit is geen shared access signature.</translation>
    </message>
    <message>
        <source>Not a time: tokens use ISO-8601 UTC such as 2026-12-01T00:00:00Z.</source>
        <translation>Geen tijd: tokens gebruiken ISO-8601 UTC zoals 2026-12-01T00:00:00Z.</translation>
    </message>
    <message>
        <source>Expired %1 (%2).</source>
        <translation>Verlopen %1 (%2).</translation>
    </message>
    <message>
        <source>Expires %1 (%2).</source>
        <translation>Verloopt %1 (%2).</translation>
    </message>
    <message>
        <source>Valid from %1 (%2).</source>
        <translation>Geldig vanaf %1 (%2).</translation>
    </message>
    <message>
        <source>Not valid yet: from %1 (%2).</source>
        <translation>Nog niet geldig: vanaf %1 (%2).</translation>
    </message>
    <message>
        <source>Service version %1.</source>
        <translation>Serviceversie %1.</translation>
    </message>
    <message>
        <source>Not a supported version: tokens need 2015-04-05 or later.</source>
        <translation>Geen ondersteunde versie: tokens hebben 2015-04-05 of later nodig.</translation>
    </message>
    <message>
        <source>Ignored in an account SAS.</source>
        <translation>Genegeerd in een account-SAS.</translation>
    </message>
    <message>
        <source>Table %1 only.</source>
        <translation>Alleen tabel %1.</translation>
    </message>
    <message>
        <source>Malformed: letters of %1, each once. %2</source>
        <translation>Onjuist gevormd: letters uit %1, elk één keer. %2</translation>
    </message>
    <message>
        <source> The policy sets the permissions too, so the token is refused.</source>
        <translation> Het beleid zet de rechten ook, dus het token wordt geweigerd.</translation>
    </message>
    <message>
        <source> The policy sets the expiry too, so the token is refused.</source>
        <translation> Het beleid zet de verlooptijd ook, dus het token wordt geweigerd.</translation>
    </message>
    <message>
        <source>Longer than 64 characters: malformed.</source>
        <translation>Langer dan 64 tekens: onjuist gevormd.</translation>
    </message>
    <message>
        <source>Table %1 has no stored access policy &apos;%2&apos;: it was deleted (revoked) or never existed, so the token is refused.</source>
        <translation>Tabel %1 heeft geen opgeslagen toegangsbeleid &apos;%2&apos;: het is verwijderd (herroepen) of heeft nooit bestaan, dus het token wordt geweigerd.</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>begin %1</translation>
    </message>
    <message>
        <source>expiry %1 (%2)</source>
        <translation>verloop %1 (%2)</translation>
    </message>
    <message>
        <source>permissions %1</source>
        <translation>rechten %1</translation>
    </message>
    <message>
        <source>Stored policy &apos;%1&apos; gives: %2. Deleting it revokes the token.</source>
        <translation>Opgeslagen beleid &apos;%1&apos; geeft: %2. Het verwijderen herroept het token.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>Malformed: an address or a range a-b of one family, low to high.</source>
        <translation>Onjuist gevormd: een adres of een bereik a-b van één familie, van laag naar hoog.</translation>
    </message>
    <message>
        <source>Only clients from %1 (this computer is inside).</source>
        <translation>Alleen clients uit %1 (deze computer valt erbinnen).</translation>
    </message>
    <message>
        <source>Only clients from %1 (this computer is outside).</source>
        <translation>Alleen clients uit %1 (deze computer valt erbuiten).</translation>
    </message>
    <message>
        <source>Malformed: https or https,http.</source>
        <translation>Onjuist gevormd: https of https,http.</translation>
    </message>
    <message>
        <source>HTTPS only: refused over plain HTTP.</source>
        <translation>Alleen HTTPS: geweigerd via gewone HTTP.</translation>
    </message>
    <message>
        <source>HTTPS or HTTP.</source>
        <translation>HTTPS of HTTP.</translation>
    </message>
    <message>
        <source>From PartitionKey &apos;%1&apos;.</source>
        <translation>Vanaf PartitionKey &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Malformed: a start RowKey needs spk.</source>
        <translation>Onjuist gevormd: een begin-RowKey heeft spk nodig.</translation>
    </message>
    <message>
        <source>From RowKey &apos;%1&apos; in the first partition.</source>
        <translation>Vanaf RowKey &apos;%1&apos; in de eerste partitie.</translation>
    </message>
    <message>
        <source>Up to PartitionKey &apos;%1&apos; (inclusive).</source>
        <translation>Tot en met PartitionKey &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Malformed: an end RowKey needs epk.</source>
        <translation>Onjuist gevormd: een eind-RowKey heeft epk nodig.</translation>
    </message>
    <message>
        <source>Up to RowKey &apos;%1&apos; in the last partition.</source>
        <translation>Tot RowKey &apos;%1&apos; in de laatste partitie.</translation>
    </message>
    <message>
        <source>Does not include the Table service (t): refused here.</source>
        <translation>Bevat de Table-service (t) niet: hier geweigerd.</translation>
    </message>
    <message>
        <source>Malformed: letters of bqtf.</source>
        <translation>Onjuist gevormd: letters uit bqtf.</translation>
    </message>
    <message>
        <source>Services %1, including tables.</source>
        <translation>Services %1, inclusief tabellen.</translation>
    </message>
    <message>
        <source>service</source>
        <translation>service</translation>
    </message>
    <message>
        <source>tables (c)</source>
        <translation>tabellen (c)</translation>
    </message>
    <message>
        <source>entities (o)</source>
        <translation>entiteiten (o)</translation>
    </message>
    <message>
        <source>Malformed: letters of sco.</source>
        <translation>Onjuist gevormd: letters uit sco.</translation>
    </message>
    <message>
        <source>Resource types: %1.</source>
        <translation>Resourcetypen: %1.</translation>
    </message>
    <message>
        <source>Encryption scope %1 (signed; no meaning here).</source>
        <translation>Versleutelingsbereik %1 (ondertekend; heeft hier geen betekenis).</translation>
    </message>
    <message>
        <source>Not a SAS field: ignored and not signed.</source>
        <translation>Geen SAS-veld: genegeerd en niet ondertekend.</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(ontbreekt)</translation>
    </message>
    <message>
        <source>No table named: the token is for table %1 only if it was signed for it.</source>
        <translation>Geen tabel genoemd: het token geldt alleen voor tabel %1 als het daarvoor is ondertekend.</translation>
    </message>
    <message>
        <source>No expiry, and no stored policy gives one: the token is refused.</source>
        <translation>Geen verlooptijd, en geen opgeslagen beleid geeft er een: het token wordt geweigerd.</translation>
    </message>
    <message>
        <source>Nothing is signed.</source>
        <translation>Er is niets ondertekend.</translation>
    </message>
    <message>
        <source>Not base64: malformed.</source>
        <translation>Geen base64: onjuist gevormd.</translation>
    </message>
    <message>
        <source>Not checked.</source>
        <translation>Niet gecontroleerd.</translation>
    </message>
    <message>
        <source>Verified: signed with key 1 of %1.</source>
        <translation>Geverifieerd: ondertekend met sleutel 1 van %1.</translation>
    </message>
    <message>
        <source>Verified: signed with key 2 of %1.</source>
        <translation>Geverifieerd: ondertekend met sleutel 2 van %1.</translation>
    </message>
    <message>
        <source>Cannot be checked: this service does not give the account&apos;s keys.</source>
        <translation>Kan niet worden gecontroleerd: deze service geeft de sleutels van het account niet.</translation>
    </message>
    <message>
        <source>Matches neither key of %1: a field was changed after signing, or it was signed for another account or with a key since regenerated.</source>
        <translation>Komt met geen van beide sleutels van %1 overeen: een veld is na het ondertekenen gewijzigd, of het is ondertekend voor een ander account of met een sindsdien opnieuw gegenereerde sleutel.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys, so the token cannot be judged here.</source>
        <translation>Deze service geeft de sleutels van het account niet, dus het token kan hier niet worden beoordeeld.</translation>
    </message>
    <message>
        <source>Allowed: permission granted and the keys lie inside the token&apos;s range.</source>
        <translation>Toegestaan: recht verleend en de sleutels liggen binnen het bereik van het token.</translation>
    </message>
    <message>
        <source>Allowed: permission granted.</source>
        <translation>Toegestaan: recht verleend.</translation>
    </message>
    <message>
        <source>Account SAS</source>
        <translation>Account-SAS</translation>
    </message>
    <message>
        <source>Service SAS</source>
        <translation>Service-SAS</translation>
    </message>
    <message>
        <source>%1: allows querying %2 now. %3</source>
        <translation>%1: staat nu toe %2 op te vragen. %3</translation>
    </message>
    <message>
        <source>%1: a query on %2 is refused now — %3</source>
        <translation>%1: een query op %2 wordt nu geweigerd — %3</translation>
    </message>
</context>
<context>
    <name>rowan::TokenTesterDialog</name>
    <message>
        <source>Show &amp;readable entities</source>
        <translation>&amp;Leesbare entiteiten tonen</translation>
    </message>
    <message>
        <source>Token tester — account %1</source>
        <translation>Tokentester — account %1</translation>
    </message>
    <message>
        <source>Paste a SAS token, a URL carrying one, or a SAS connection string. It is judged as `rowan serve` judges it: a request over HTTP from this computer, now.</source>
        <translation>Plak een SAS-token, een URL die er een bevat, of een SAS-verbindingsreeks. Het wordt beoordeeld zoals `rowan serve` het beoordeelt: een verzoek via HTTP vanaf deze computer, nu.</translation>
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
        <translation>Bewerking</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>Reading the account&apos;s keys…</source>
        <translation>De sleutels van het account lezen…</translation>
    </message>
    <message>
        <source>No query allowed: %1</source>
        <translation>Geen query toegestaan: %1</translation>
    </message>
    <message>
        <source>Querying %1…</source>
        <translation>%1 opvragen…</translation>
    </message>
    <message>
        <source>The query failed: %1</source>
        <translation>De query is mislukt: %1</translation>
    </message>
    <message>
        <source>The first %1 entities the token can read (there are more).</source>
        <translation>De eerste %1 entiteiten die het token kan lezen (er zijn er meer).</translation>
    </message>
    <message numerus="yes">
        <source>%n entities the token can read.</source>
        <translation>
            <numerusform>%n entiteit die het token kan lezen.</numerusform>
            <numerusform>%n entiteiten die het token kan lezen.</numerusform>
        </translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>toegestaan</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>geweigerd</translation>
    </message>
    <message>
        <source>SAS token, URL or connection string</source>
        <translation>SAS-token, URL of verbindingsreeks</translation>
    </message>
    <message>
        <source>The token&apos;s fields</source>
        <translation>Velden van het token</translation>
    </message>
    <message>
        <source>Entities the test query read</source>
        <translation>Entiteiten die de testquery las</translation>
    </message>
    <message>
        <source>What the token allows</source>
        <translation>Wat het token toestaat</translation>
    </message>
</context>
<context>
    <name>rowan::TransferActions</name>
    <message>
        <source>Import…</source>
        <translation>Importeren…</translation>
    </message>
    <message>
        <source>Import entities from a CSV or JSON file into a table</source>
        <translation>Entiteiten uit een CSV- of JSON-bestand in een tabel importeren</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>Export the table or the current query&apos;s result to a CSV or JSON file</source>
        <translation>De tabel of het resultaat van de huidige query naar een CSV- of JSON-bestand exporteren</translation>
    </message>
    <message>
        <source>Cop&amp;y Table…</source>
        <translation>Tabel kop&amp;iëren…</translation>
    </message>
    <message>
        <source>Copy the table or the current query&apos;s result to another table, store or connection</source>
        <translation>De tabel of het resultaat van de huidige query naar een andere tabel, opslag of verbinding kopiëren</translation>
    </message>
    <message>
        <source>Exporting %1 to %2</source>
        <translation>%1 exporteren naar %2</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Tabel kopiëren</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Copy the entities of &lt;b&gt;%1&lt;/b&gt; into &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>De entiteiten van &lt;b&gt;%1&lt;/b&gt; kopiëren naar &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Copying %1 to %2</source>
        <translation>%1 kopiëren naar %2</translation>
    </message>
</context>
<context>
    <name>rowan::TransferProgressDialog</name>
    <message>
        <source>Copy Table</source>
        <translation>Tabel kopiëren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source>Open Error &amp;Report</source>
        <translation>Fout&amp;rapport openen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Cancelling after the batch in flight…</source>
        <translation>Annuleren na de lopende batch…</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>%1 entiteiten</translation>
    </message>
    <message>
        <source>%1 of %2 entities</source>
        <translation>%1 van %2 entiteiten</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1/s</translation>
    </message>
    <message>
        <source> · about %1 s left</source>
        <translation> · nog ongeveer %1 s</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Gestopt: %1</translation>
    </message>
    <message>
        <source>Cancelled. Everything written before stays, in whole batches.</source>
        <translation>Geannuleerd. Alles wat eerder is geschreven blijft, in hele batches.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Klaar.</translation>
    </message>
    <message>
        <source>%1 written, %2 skipped, %3 failed in %4 s (%5 entities/s).</source>
        <translation>%1 geschreven, %2 overgeslagen, %3 mislukt in %4 s (%5 entiteiten/s).</translation>
    </message>
    <message>
        <source>%1 entities written in %2 s (%3 entities/s).</source>
        <translation>%1 entiteiten geschreven in %2 s (%3 entiteiten/s).</translation>
    </message>
    <message>
        <source>Every rejected row is listed in %1.</source>
        <translation>Elke geweigerde rij staat in %1.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>rowan::TransferSourceBox</name>
    <message>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <source>&amp;All columns</source>
        <translation>&amp;Alle kolommen</translation>
    </message>
    <message numerus="yes">
        <source>Only the &amp;visible columns (%n)</source>
        <translation>
            <numerusform>Alleen de &amp;zichtbare kolom (%n)</numerusform>
            <numerusform>Alleen de &amp;zichtbare kolommen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rijen</translation>
    </message>
    <message>
        <source>every entity</source>
        <translation>elke entiteit</translation>
    </message>
    <message>
        <source>The current &amp;query&apos;s result: %1</source>
        <translation>Het resultaat van de huidige &amp;query: %1</translation>
    </message>
</context>
<context>
    <name>rowan::TypedValueInput</name>
    <message>
        <source>Value type</source>
        <translation>Type van de waarde</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
</context>
<context>
    <name>rowan::UndoJob</name>
    <message>
        <source>Write back earlier versions: %1</source>
        <translation>Eerdere versies terugschrijven: %1</translation>
    </message>
    <message>
        <source>changed again since it was shown</source>
        <translation>opnieuw gewijzigd sinds het werd getoond</translation>
    </message>
    <message>
        <source>deleted since it was shown</source>
        <translation>verwijderd sinds het werd getoond</translation>
    </message>
    <message>
        <source>created again since it was shown</source>
        <translation>opnieuw aangemaakt sinds het werd getoond</translation>
    </message>
    <message>
        <source>No store or connection is open.</source>
        <translation>Er is geen opslag of verbinding geopend.</translation>
    </message>
</context>
<context>
    <name>rowan::WriteConfirmDialog</name>
    <message>
        <source>This changes many entities. Type the table&apos;s name, &lt;b&gt;%1&lt;/b&gt;, to go on:</source>
        <translation>Dit wijzigt veel entiteiten. Typ de naam van de tabel, &lt;b&gt;%1&lt;/b&gt;, om door te gaan:</translation>
    </message>
    <message>
        <source>Table name to confirm</source>
        <translation>Tabelnaam ter bevestiging</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schrijven</translation>
    </message>
    <message>
        <source>%1&lt;b&gt;%2&lt;/b&gt; is read-only: nothing was written.&lt;br&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;Change its safety level (File ▸ Safety Level…) to write to it.</source>
        <translation>%1&lt;b&gt;%2&lt;/b&gt; is alleen-lezen: er is niets geschreven.&lt;br&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;Wijzig het veiligheidsniveau (Bestand ▸ Veiligheidsniveau…) om ernaar te schrijven.</translation>
    </message>
</context>
</TS>
