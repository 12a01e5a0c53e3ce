<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>BulkScope</name>
    <message>
        <source>Entities not written</source>
        <translation>Niezapisane encje</translation>
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
        <translation>Dlaczego</translation>
    </message>
</context>
<context>
    <name>CostEstimate</name>
    <message>
        <source>1 entity</source>
        <translation>1 encja</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 encja</numerusform>
            <numerusform>%1 encje</numerusform>
            <numerusform>%1 encji</numerusform>
        </translation>
    </message>
    <message>
        <source>The key conditions contradict each other: this query matches nothing.</source>
        <translation>Warunki kluczy są sprzeczne: to zapytanie niczego nie znajdzie.</translation>
    </message>
    <message>
        <source>Add `PartitionKey eq …` to avoid scanning all %1 (%2).</source>
        <translation>Dodaj `PartitionKey eq …`, aby nie skanować wszystkich partycji (%1; %2).</translation>
    </message>
    <message>
        <source>1 partition</source>
        <translation>1 partycja</translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 partycja</numerusform>
            <numerusform>%1 partycje</numerusform>
            <numerusform>%1 partycji</numerusform>
        </translation>
    </message>
    <message>
        <source>An `or` branch (or a `ne`) leaves PartitionKey open, so all %1 are scanned: give every branch its own `PartitionKey eq …`, or run one query per branch.</source>
        <translation>Gałąź `or` (lub `ne`) pozostawia PartitionKey otwarty, więc skanowane są wszystkie partycje (%1): nadaj każdej gałęzi własny `PartitionKey eq …` lub wykonaj jedno zapytanie na gałąź.</translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 point queries instead.</source>
        <translation>
            <numerusform>`or` na RowKey skanuje w usłudze całą partycję %1 (%2): zamiast tego wykonaj %3 zapytanie punktowe.</numerusform>
            <numerusform>`or` na RowKey skanuje w usłudze całą partycję %1 (%2): zamiast tego wykonaj %3 zapytania punktowe.</numerusform>
            <numerusform>`or` na RowKey skanuje w usłudze całą partycję %1 (%2): zamiast tego wykonaj %3 zapytań punktowych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`or` over RowKey scans the whole partition %1 (%2) on the service: run %3 range queries instead.</source>
        <translation>
            <numerusform>`or` na RowKey skanuje w usłudze całą partycję %1 (%2): zamiast tego wykonaj %3 zapytanie o zakres.</numerusform>
            <numerusform>`or` na RowKey skanuje w usłudze całą partycję %1 (%2): zamiast tego wykonaj %3 zapytania o zakres.</numerusform>
            <numerusform>`or` na RowKey skanuje w usłudze całą partycję %1 (%2): zamiast tego wykonaj %3 zapytań o zakres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only PartitionKey narrows this query: all %1 of partition %2 are read and filtered; a RowKey condition (eq, or ge/lt for a prefix) would read fewer.</source>
        <translation>To zapytanie zawęża tylko PartitionKey: wszystkie encje partycji %2 (%1) są odczytywane i filtrowane; warunek na RowKey (eq lub ge/lt dla prefiksu) odczytałby mniej.</translation>
    </message>
    <message>
        <source>Reads all %1 of partition %2; add a RowKey condition (eq, or ge/lt for a prefix) to read fewer.</source>
        <translation>Odczytuje wszystkie encje partycji %2 (%1); dodaj warunek na RowKey (eq lub ge/lt dla prefiksu), aby czytać mniej.</translation>
    </message>
    <message>
        <source>up to 1 entity scanned</source>
        <translation>przeskanowano do 1 encji</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 entities scanned</source>
        <translation>
            <numerusform>przeskanowano do %1 encji</numerusform>
            <numerusform>przeskanowano do %1 encji</numerusform>
            <numerusform>przeskanowano do %1 encji</numerusform>
        </translation>
    </message>
    <message>
        <source>1 entity scanned</source>
        <translation>przeskanowano 1 encję</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities scanned</source>
        <translation>
            <numerusform>przeskanowano %1 encję</numerusform>
            <numerusform>przeskanowano %1 encje</numerusform>
            <numerusform>przeskanowano %1 encji</numerusform>
        </translation>
    </message>
    <message>
        <source>up to %1 returned</source>
        <translation>zwrócono do %1</translation>
    </message>
    <message>
        <source>%1 returned</source>
        <translation>zwrócono %1</translation>
    </message>
    <message>
        <source>up to 1 page</source>
        <translation>do 1 strony</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 pages</source>
        <translation>
            <numerusform>do %1 strony</numerusform>
            <numerusform>do %1 stron</numerusform>
            <numerusform>do %1 stron</numerusform>
        </translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 strona</translation>
    </message>
    <message numerus="yes">
        <source>%1 pages</source>
        <translation>
            <numerusform>%1 strona</numerusform>
            <numerusform>%1 strony</numerusform>
            <numerusform>%1 stron</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3, %4, %5, %6.</source>
        <translation>%1: %2 z %3, %4, %5, %6.</translation>
    </message>
</context>
<context>
    <name>KeyInsight</name>
    <message>
        <source> (in the sample)</source>
        <translation> (w próbce)</translation>
    </message>
    <message>
        <source>The key analysis was cancelled.</source>
        <translation>Analiza kluczy została anulowana.</translation>
    </message>
    <message>
        <source>all %1 keys</source>
        <translation>wszystkich kluczach (%1)</translation>
    </message>
    <message>
        <source>a sample of %1 of %2 keys from %3 of %4 partitions</source>
        <translation>próbce %1 kluczy z %2 z %3 partycji z %4</translation>
    </message>
    <message>
        <source>Numbers in %1s are not padded: %2 sorts before %3</source>
        <translation>Liczby w %1 nie są dopełnione: %2 jest sortowane przed %3</translation>
    </message>
    <message>
        <source>%1%2 sorts before %3 (%4 of %5 such keys have fewer than %6 digits)</source>
        <translation>%1%2 jest sortowane przed %3 (takie klucze mające mniej niż %6 cyfr: %4 z %5)</translation>
    </message>
    <message>
        <source>in partition %1: </source>
        <translation>w partycji %1: </translation>
    </message>
    <message>
        <source>%1 partitions show this%2</source>
        <translation>Partycje, w których to widać: %1%2</translation>
    </message>
    <message>
        <source>The service orders keys by UTF-16 code unit, not by number, so range queries (&apos;%1&apos; ge …) and $top return these entities out of numeric order, and a range over numbers misses some of them.</source>
        <translation>Usługa porządkuje klucze według jednostek kodu UTF-16, a nie jako liczby, więc zapytania o zakres (&apos;%1&apos; ge …) i $top zwracają te encje poza porządkiem liczbowym, a zakres liczb pomija część z nich.</translation>
    </message>
    <message>
        <source>Pad the numbers with leading zeros to %1 digits (%2 becomes %3); keep one width for every key of the same shape.</source>
        <translation>Dopełnij liczby zerami wiodącymi do %1 cyfr (%2 staje się %3); zachowaj jedną szerokość dla każdego klucza o tym samym kształcie.</translation>
    </message>
    <message>
        <source>Keys with characters the service forbids: %1%2</source>
        <translation>Klucze ze znakami zabronionymi przez usługę: %1%2</translation>
    </message>
    <message>
        <source>The Table service rejects &apos;/&apos;, &apos;\&apos;, &apos;#&apos;, &apos;?&apos; and control characters (U+0000–U+001F, U+007F–U+009F) in PartitionKey and RowKey: these entities cannot be written to Azure, and a copy of the table to Azure fails on them.</source>
        <translation>Usługa tabel odrzuca &apos;/&apos;, &apos;\&apos;, &apos;#&apos;, &apos;?&apos; i znaki sterujące (U+0000–U+001F, U+007F–U+009F) w PartitionKey i RowKey: tych encji nie można zapisać w Azure, a kopiowanie tabeli do Azure się na nich nie powiedzie.</translation>
    </message>
    <message>
        <source>Replace those characters (e.g. &apos;/&apos; with &apos;|&apos; or &apos;_&apos;), or encode the key (URL-safe base64) when its text must survive.</source>
        <translation>Zastąp te znaki (np. &apos;/&apos; przez &apos;|&apos; lub &apos;_&apos;) albo zakoduj klucz (base64 bezpieczny dla URL), gdy jego tekst musi przetrwać.</translation>
    </message>
    <message>
        <source>Keys with characters that URLs and SAS key ranges mangle: %1%2</source>
        <translation>Klucze ze znakami, które psują adresy URL i zakresy kluczy SAS: %1%2</translation>
    </message>
    <message>
        <source>Keys travel in request URLs ((PartitionKey=&apos;…&apos;,RowKey=&apos;…&apos;)) and in SAS ranges (spk, srk, epk, erk): &apos;%&apos; and &apos;+&apos; are decoded once too often by many clients, spaces and non-ASCII text must be percent-encoded, and a single quote must be doubled. Hand-built URLs and SAS tokens then address the wrong key or fail to authenticate.</source>
        <translation>Klucze są przesyłane w adresach URL żądań ((PartitionKey=&apos;…&apos;,RowKey=&apos;…&apos;)) i w zakresach SAS (spk, srk, epk, erk): wielu klientów dekoduje &apos;%&apos; i &apos;+&apos; o jeden raz za dużo, spacje i tekst spoza ASCII muszą być zakodowane procentowo, a pojedynczy cudzysłów trzeba podwoić. Ręcznie budowane adresy URL i tokeny SAS wskazują wtedy niewłaściwy klucz lub nie przechodzą uwierzytelniania.</translation>
    </message>
    <message>
        <source>Keep keys to letters, digits and &apos;-&apos;, &apos;_&apos;, &apos;.&apos;, &apos;:&apos;, &apos;|&apos;; encode anything else (URL-safe base64) and keep the readable text in a property.</source>
        <translation>Ogranicz klucze do liter, cyfr i &apos;-&apos;, &apos;_&apos;, &apos;.&apos;, &apos;:&apos;, &apos;|&apos;; wszystko inne zakoduj (base64 bezpieczny dla URL), a czytelny tekst trzymaj we właściwości.</translation>
    </message>
    <message>
        <source>%1 longer than 256 characters%2</source>
        <translation>%1 dłuższe niż 256 znaków%2</translation>
    </message>
    <message>
        <source>1 key is</source>
        <translation>1 klucz jest</translation>
    </message>
    <message numerus="yes">
        <source>%1 keys are</source>
        <translation>
            <numerusform>%1 klucz jest</numerusform>
            <numerusform>%1 klucze są</numerusform>
            <numerusform>%1 kluczy jest</numerusform>
        </translation>
    </message>
    <message>
        <source>Every request URL, continuation token and index entry carries the key; the service allows at most 1 KiB per key, so long keys approach the limit and make every page and point query heavier.</source>
        <translation>Każdy adres URL żądania, token kontynuacji i wpis indeksu zawiera klucz; usługa dopuszcza najwyżej 1 KiB na klucz, więc długie klucze zbliżają się do limitu i obciążają każdą stronę i zapytanie punktowe.</translation>
    </message>
    <message>
        <source>Keep keys short: move descriptive text into properties and key by an id, or by a hash of the long value with the value itself stored as a property.</source>
        <translation>Utrzymuj krótkie klucze: przenieś tekst opisowy do właściwości i kluczuj identyfikatorem albo skrótem długiej wartości, przechowując samą wartość we właściwości.</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 encja</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 encja</numerusform>
            <numerusform>%1 encje</numerusform>
            <numerusform>%1 encji</numerusform>
        </translation>
    </message>
    <message>
        <source>All %1 of the table are in one partition</source>
        <translation>Wszystkie encje tabeli (%1) są w jednej partycji</translation>
    </message>
    <message>
        <source>PartitionKey %1: %2, %3</source>
        <translation>PartitionKey %1: %2, %3</translation>
    </message>
    <message>
        <source>A partition is served by one partition server, whose target is about 2,000 entities per second: the whole table shares that limit and cannot be spread over servers. Only entity group transactions gain, since they need one partition.</source>
        <translation>Partycję obsługuje jeden serwer partycji, którego docelowa wydajność to około 2000 encji na sekundę: cała tabela dzieli ten limit i nie można jej rozłożyć na serwery. Zyskują tylko transakcje grup encji, ponieważ wymagają jednej partycji.</translation>
    </message>
    <message>
        <source>Unless the table stays small or needs transactions across all its entities, choose a PartitionKey with many values: a natural grouping (customer, department, device) or a hash bucket of the RowKey.</source>
        <translation>O ile tabela nie pozostanie mała lub nie potrzebuje transakcji obejmujących wszystkie encje, wybierz PartitionKey o wielu wartościach: naturalne grupowanie (klient, dział, urządzenie) lub kubełek skrótu RowKey.</translation>
    </message>
    <message>
        <source>%1 holds %2, %3 of the table&apos;s entities</source>
        <translation>%1 zawiera %2, %3 encji tabeli</translation>
    </message>
    <message>
        <source>%1 holds %2, %3 of the table&apos;s bytes</source>
        <translation>%1 zawiera %2, %3 bajtów tabeli</translation>
    </message>
    <message>
        <source>Partition %1 dominates the table (one of %2 partitions)</source>
        <translation>Partycja %1 dominuje w tabeli (jedna z partycji: %2)</translation>
    </message>
    <message>
        <source>%1 of %2 partitions dominate the table: %3</source>
        <translation>W tabeli dominują partycje (%1 z %2): %3</translation>
    </message>
    <message>
        <source>Requests for those entities all go to one partition server (target about 2,000 entities per second), so it becomes hot while the other partitions idle; queries over it are long scans.</source>
        <translation>Wszystkie żądania do tych encji trafiają do jednego serwera partycji (cel około 2000 encji na sekundę), więc staje się on gorący, podczas gdy inne partycje są bezczynne; zapytania do niego to długie skanowania.</translation>
    </message>
    <message>
        <source>Split the large partition: add a finer part to its PartitionKey (a sub-group, a date bucket, or a hash of the RowKey modulo N) so its entities spread over several partitions.</source>
        <translation>Podziel dużą partycję: dodaj do jej PartitionKey drobniejszą część (podgrupę, kubełek daty lub skrót RowKey modulo N), aby jej encje rozłożyły się na kilka partycji.</translation>
    </message>
    <message>
        <source>PartitionKeys are inverted ticks: every new entity lands in the first partition</source>
        <translation>PartitionKey to odwrócone tyknięcia: każda nowa encja trafia do pierwszej partycji</translation>
    </message>
    <message>
        <source>PartitionKeys start with %1: every new entity lands in the last partition</source>
        <translation>PartitionKey zaczynają się od %1: każda nowa encja trafia do ostatniej partycji</translation>
    </message>
    <message>
        <source>a date</source>
        <translation>daty</translation>
    </message>
    <message>
        <source>a timestamp</source>
        <translation>znacznika czasu</translation>
    </message>
    <message>
        <source>first partition %1 (%2)</source>
        <translation>pierwsza partycja %1 (%2)</translation>
    </message>
    <message>
        <source>last partition %1 (%2)</source>
        <translation>ostatnia partycja %1 (%2)</translation>
    </message>
    <message>
        <source>newest partition %1 receives the writes</source>
        <translation>najnowsza partycja %1 przyjmuje zapisy</translation>
    </message>
    <message>
        <source>All writes of an hour go to that hour&apos;s partition, one partition server at a time: the table&apos;s write rate is one partition&apos;s (about 2,000 entities per second), however many partitions exist.</source>
        <translation>Wszystkie zapisy z danej godziny trafiają do partycji tej godziny, na jeden serwer partycji naraz: szybkość zapisu tabeli to szybkość jednej partycji (około 2000 encji na sekundę), niezależnie od liczby partycji.</translation>
    </message>
    <message>
        <source>Writes always go to the %1 partition, served by one partition server (about 2,000 entities per second), while the others only serve reads: the service cannot spread the inserts.</source>
        <translation>Zapisy zawsze trafiają do %1 partycji, obsługiwanej przez jeden serwer partycji (około 2000 encji na sekundę), a pozostałe obsługują tylko odczyty: usługa nie może rozłożyć wstawień.</translation>
    </message>
    <message>
        <source>first</source>
        <translation>pierwszej</translation>
    </message>
    <message>
        <source>last</source>
        <translation>ostatniej</translation>
    </message>
    <message>
        <source>Lead the PartitionKey with something that spreads writes (a hash bucket, a device or customer id, e.g. &apos;&lt;bucket&gt;_&lt;date&gt;&apos;) and keep the time in the RowKey (inverted ticks for newest first). If old periods are deleted in bulk, the High volume delete pattern keeps each period in a table of its own, deleted at once.</source>
        <translation>Zaczynaj PartitionKey od czegoś, co rozkłada zapisy (kubełek skrótu, identyfikator urządzenia lub klienta, np. &apos;&lt;bucket&gt;_&lt;date&gt;&apos;), a czas trzymaj w RowKey (odwrócone tyknięcia — od najnowszych). Jeśli stare okresy są usuwane hurtowo, wzorzec High volume delete trzyma każdy okres w osobnej tabeli, usuwanej za jednym razem.</translation>
    </message>
    <message>
        <source>PartitionKeys are consecutive numbers (%1 partitions numbered %2 to %3)</source>
        <translation>PartitionKey to kolejne liczby (partycje: %1, numery od %2 do %3)</translation>
    </message>
    <message>
        <source>the latest write in the sample (%1) is in partition %2; each sampled partition&apos;s latest write is later than the previous partition&apos;s in %3 of them</source>
        <translation>najpóźniejszy zapis w próbce (%1) jest w partycji %2; najpóźniejszy zapis każdej partycji z próbki jest późniejszy niż poprzedniej partycji w %3 z nich</translation>
    </message>
    <message>
        <source>New entities take the next number, so every write lands in the newest partition, served by one partition server at a time (about 2,000 entities per second).</source>
        <translation>Nowe encje dostają kolejny numer, więc każdy zapis trafia do najnowszej partycji, obsługiwanej przez jeden serwer partycji naraz (około 2000 encji na sekundę).</translation>
    </message>
    <message>
        <source>Spread the writes: lead the PartitionKey with a hash bucket or another attribute and keep the sequence in the RowKey.</source>
        <translation>Rozłóż zapisy: zaczynaj PartitionKey od kubełka skrótu lub innego atrybutu, a sekwencję trzymaj w RowKey.</translation>
    </message>
    <message>
        <source>Index entities across partitions: PartitionKeys %1 hold the same %2 entities each</source>
        <translation>Encje indeksowe w różnych partycjach: każdy z PartitionKey %1 zawiera te same encje (%2)</translation>
    </message>
    <message>
        <source>%1: %2 partitions such as %3, %4</source>
        <translation>%1: partycje: %2, np. %3, %4</translation>
    </message>
    <message>
        <source>Each entity is stored once per kind, so a lookup by any of those values is a point or partition query; the copies live in different partitions, so one transaction cannot update them together.</source>
        <translation>Każda encja jest przechowywana raz dla każdego rodzaju, więc wyszukiwanie według dowolnej z tych wartości to zapytanie punktowe lub o partycję; kopie znajdują się w różnych partycjach, więc jedna transakcja nie może zaktualizować ich razem.</translation>
    </message>
    <message>
        <source>Nothing, if the copies are kept consistent: write them with the Eventually consistent transactions pattern (a queue or retry) and tolerate a short window where they differ.</source>
        <translation>Nic, jeśli kopie są utrzymywane w spójności: zapisuj je według wzorca Eventually consistent transactions (kolejka lub ponawianie) i toleruj krótki okres, w którym się różnią.</translation>
    </message>
    <message>
        <source>%1 keys in %2 of %3 partitions</source>
        <translation>klucze: %1 w %2 z %3 partycji</translation>
    </message>
    <message>
        <source>RowKeys are inverted ticks: newest first (%1%2)</source>
        <translation>RowKey to odwrócone tyknięcia: od najnowszych (%1%2)</translation>
    </message>
    <message>
        <source>%1 = %2 (newest)</source>
        <translation>%1 = %2 (najnowszy)</translation>
    </message>
    <message>
        <source>%1 = %2 (oldest)</source>
        <translation>%1 = %2 (najstarszy)</translation>
    </message>
    <message>
        <source>Each key is DateTime.MaxValue.Ticks minus the time, so a partition lists its latest entities first and $top=10 returns the ten most recent in one request.</source>
        <translation>Każdy klucz to DateTime.MaxValue.Ticks minus czas, więc partycja wymienia najpierw swoje najnowsze encje, a $top=10 zwraca dziesięć najnowszych w jednym żądaniu.</translation>
    </message>
    <message>
        <source>Nothing: the pattern is used as intended. Keep the 19-digit zero padding, and add a suffix (e.g. an id) if two entities can share a tick.</source>
        <translation>Nic: wzorzec jest używany zgodnie z przeznaczeniem. Zachowaj dopełnienie zerami do 19 cyfr i dodaj przyrostek (np. identyfikator), jeśli dwie encje mogą mieć to samo tyknięcie.</translation>
    </message>
    <message>
        <source>RowKeys are timestamps in ascending order: oldest first (%1%2)</source>
        <translation>RowKey to znaczniki czasu w porządku rosnącym: od najstarszych (%1%2)</translation>
    </message>
    <message>
        <source>The service has no &apos;last n&apos;: reading the most recent entities means scanning the whole partition.</source>
        <translation>Usługa nie ma „ostatnich n”: odczytanie najnowszych encji oznacza skanowanie całej partycji.</translation>
    </message>
    <message>
        <source>If the newest entities are read most, key them by inverted ticks: DateTime.MaxValue.Ticks − ticks as 19 digits (the key builder makes them), so $top=n returns the latest n.</source>
        <translation>Jeśli najczęściej odczytywane są najnowsze encje, kluczuj je odwróconymi tyknięciami: DateTime.MaxValue.Ticks − tyknięcia jako 19 cyfr (tworzy je kreator kluczy), wtedy $top=n zwróci ostatnie n.</translation>
    </message>
    <message>
        <source>RowKeys are dates: one entity per period in each partition (%1%2)</source>
        <translation>RowKey to daty: jedna encja na okres w każdej partycji (%1%2)</translation>
    </message>
    <message>
        <source>partition %1: %2 RowKeys from %3 to %4</source>
        <translation>partycja %1: RowKey: %2, od %3 do %4</translation>
    </message>
    <message>
        <source>A series is one partition read in date order: a range on RowKey returns a period in one request, and each period&apos;s values sit together in one entity.</source>
        <translation>Seria to jedna partycja odczytywana w porządku dat: zakres na RowKey zwraca okres w jednym żądaniu, a wartości każdego okresu są razem w jednej encji.</translation>
    </message>
    <message>
        <source>Nothing if each entity holds a whole period&apos;s values (e.g. 24 hourly properties per day). If the series is read whole, fewer, wider entities (a week per entity) save requests.</source>
        <translation>Nic, jeśli każda encja zawiera wartości całego okresu (np. 24 godzinowe właściwości na dzień). Jeśli seria jest czytana w całości, mniej szerszych encji (tydzień na encję) oszczędza żądania.</translation>
    </message>
    <message>
        <source>partition %1: %2</source>
        <translation>partycja %1: %2</translation>
    </message>
    <message>
        <source>these partitions are larger than their share of the sample, which read an equal run of each prefix: the counts do not compare the kinds&apos; sizes</source>
        <translation>te partycje są większe niż ich udział w próbce, która odczytała równą liczbę kluczy każdego prefiksu: liczby nie porównują rozmiarów rodzajów</translation>
    </message>
    <message>
        <source>%1 of %2 partitions%3 hold these kinds</source>
        <translation>te rodzaje zawierają partycje: %1 z %2%3</translation>
    </message>
    <message>
        <source> in the sample</source>
        <translation> w próbce</translation>
    </message>
    <message>
        <source>Index entities in each partition: RowKey prefixes %1%2</source>
        <translation>Encje indeksowe w każdej partycji: prefiksy RowKey %1%2</translation>
    </message>
    <message>
        <source>Each entity is stored once per prefix in its own partition, so it can be found by each of those values with a point query or a RowKey range, and read in each order; the copies cost storage and every change must write them all.</source>
        <translation>Każda encja jest przechowywana raz dla każdego prefiksu we własnej partycji, więc można ją znaleźć według każdej z tych wartości zapytaniem punktowym lub zakresem RowKey i czytać w każdym porządku; kopie zajmują miejsce, a każda zmiana musi zapisać je wszystkie.</translation>
    </message>
    <message>
        <source>Nothing, if every write updates all copies in one entity group transaction (they share the partition, so it can). Query one kind with a prefix range: RowKey ge &apos;%1&apos; and RowKey lt &apos;%2&apos;.</source>
        <translation>Nic, jeśli każdy zapis aktualizuje wszystkie kopie w jednej transakcji grupy encji (dzielą partycję, więc to możliwe). Odpytuj jeden rodzaj zakresem prefiksu: RowKey ge &apos;%1&apos; and RowKey lt &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>Several entity kinds share partitions, told apart by RowKey: %1%2</source>
        <translation>Kilka rodzajów encji dzieli partycje, rozróżnianych po RowKey: %1%2</translation>
    </message>
    <message>
        <source>Different kinds of entity live in one partition, so one entity group transaction can change them together and one partition query returns them all; code reading the table must tell the kinds apart.</source>
        <translation>Różne rodzaje encji są w jednej partycji, więc jedna transakcja grupy encji może zmienić je razem, a jedno zapytanie o partycję zwraca je wszystkie; kod czytający tabelę musi rozróżniać rodzaje.</translation>
    </message>
    <message>
        <source>Nothing, if each entity also carries an EntityType property and queries select a kind by RowKey range (ge &apos;%1&apos;, lt the next prefix) rather than by filtering every entity.</source>
        <translation>Nic, jeśli każda encja ma też właściwość EntityType, a zapytania wybierają rodzaj zakresem RowKey (ge &apos;%1&apos;, lt następny prefiks), a nie filtrowaniem każdej encji.</translation>
    </message>
    <message>
        <source>&lt;%1 digits&gt;</source>
        <translation>&lt;cyfry: %1&gt;</translation>
    </message>
    <message>
        <source>&lt;text&gt;</source>
        <translation>&lt;tekst&gt;</translation>
    </message>
    <message>
        <source>Compound RowKeys: %1 keys are %2%3</source>
        <translation>Złożone RowKey: klucze rodzaju %1 mają postać %2%3</translation>
    </message>
    <message>
        <source>%1 of %2 %3 keys have %4 parts or more</source>
        <translation>klucze %3 z co najmniej %4 częściami: %1 z %2</translation>
    </message>
    <message>
        <source>The leading parts order the entities, so a RowKey range on a prefix (e.g. everything under %1 with one value of the second part) is an index range within the partition.</source>
        <translation>Początkowe części porządkują encje, więc zakres RowKey na prefiksie (np. wszystko pod %1 z jedną wartością drugiej części) to zakres indeksu w partycji.</translation>
    </message>
    <message>
        <source>Nothing, if each numeric part keeps a fixed width, so the parts sort as numbers.</source>
        <translation>Nic, jeśli każda część liczbowa ma stałą szerokość, więc części sortują się jak liczby.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>(absent)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>Account &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Konto &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Tabela &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Rowan stores (*.rowan);;All files (*)</source>
        <translation>Magazyny Rowan (*.rowan);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>(choose a column)</source>
        <translation>(wybierz kolumnę)</translation>
    </message>
    <message>
        <source>(from the token)</source>
        <translation>(z tokenu)</translation>
    </message>
    <message>
        <source>r read entities</source>
        <translation>r odczyt encji</translation>
    </message>
    <message>
        <source>r query</source>
        <translation>r zapytanie</translation>
    </message>
    <message>
        <source>a add entities, create tables</source>
        <translation>a dodawanie encji, tworzenie tabel</translation>
    </message>
    <message>
        <source>a add</source>
        <translation>a dodawanie</translation>
    </message>
    <message>
        <source>u update</source>
        <translation>u aktualizacja</translation>
    </message>
    <message>
        <source>d delete entities and tables</source>
        <translation>d usuwanie encji i tabel</translation>
    </message>
    <message>
        <source>d delete</source>
        <translation>d usuwanie</translation>
    </message>
    <message>
        <source>l list tables</source>
        <translation>l lista tabel</translation>
    </message>
    <message>
        <source>c create tables</source>
        <translation>c tworzenie tabel</translation>
    </message>
    <message>
        <source>w create tables</source>
        <translation>w tworzenie tabel</translation>
    </message>
    <message>
        <source>p (no meaning for tables)</source>
        <translation>p (bez znaczenia dla tabel)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a permission</source>
        <translation>&apos;%1&apos; nie jest uprawnieniem</translation>
    </message>
    <message>
        <source>a + u: the upserts</source>
        <translation>a + u: operacje upsert</translation>
    </message>
    <message>
        <source>Query / Get</source>
        <translation>Query / Get</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Wstaw</translation>
    </message>
    <message>
        <source>Update (replace)</source>
        <translation>Update (zastąpienie)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Scal</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Insert or replace</source>
        <translation>Wstaw lub zastąp</translation>
    </message>
    <message>
        <source>Insert or merge</source>
        <translation>Wstaw lub scal</translation>
    </message>
    <message>
        <source>List tables</source>
        <translation>Lista tabel</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>Tworzenie tabeli</translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>Usuwanie tabeli</translation>
    </message>
    <message>
        <source>Table ACL</source>
        <translation>ACL tabeli</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 godz.</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 dzień</translation>
    </message>
    <message numerus="yes">
        <source>%1 days</source>
        <translation>
            <numerusform>%1 dzień</numerusform>
            <numerusform>%1 dni</numerusform>
            <numerusform>%1 dni</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>%1 temu</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>za %1</translation>
    </message>
    <message>
        <source>changed since it was loaded</source>
        <translation>zmieniona od wczytania</translation>
    </message>
    <message>
        <source>deleted since it was loaded</source>
        <translation>usunięta od wczytania</translation>
    </message>
    <message>
        <source>an entity with these keys exists already</source>
        <translation>encja z tymi kluczami już istnieje</translation>
    </message>
    <message>
        <source>Commit 1 staged change to %1</source>
        <translation>Zatwierdź 1 oczekującą zmianę w %1</translation>
    </message>
    <message>
        <source>Commit %1 staged changes to %2</source>
        <translation>Zatwierdź oczekujące zmiany (%1) w %2</translation>
    </message>
    <message>
        <source>not sent: an earlier transaction failed</source>
        <translation>nie wysłano: wcześniejsza transakcja nie powiodła się</translation>
    </message>
    <message>
        <source>Before %1</source>
        <translation>Przed %1</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <source>No store or connection is open.</source>
        <translation>Nie otwarto żadnego magazynu ani połączenia.</translation>
    </message>
    <message>
        <source>Import %1 into %2</source>
        <translation>Import %1 do %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>The target has no account.</source>
        <translation>Cel nie ma konta.</translation>
    </message>
    <message>
        <source>Copy %1 into %2</source>
        <translation>Kopiowanie %1 do %2</translation>
    </message>
</context>
<context>
    <name>QueryPlan</name>
    <message>
        <source>Matches nothing</source>
        <translation>Nic nie pasuje</translation>
    </message>
    <message>
        <source>Point query</source>
        <translation>Zapytanie punktowe</translation>
    </message>
    <message>
        <source>Row range scan</source>
        <translation>Skanowanie zakresu wierszy</translation>
    </message>
    <message>
        <source>Partition range scan</source>
        <translation>Skanowanie zakresu partycji</translation>
    </message>
    <message>
        <source>Partition scan</source>
        <translation>Skanowanie partycji</translation>
    </message>
    <message>
        <source>Table scan</source>
        <translation>Skanowanie tabeli</translation>
    </message>
</context>
<context>
    <name>rowan::AboutDialog</name>
    <message>
        <source>About Rowan</source>
        <translation>O programie Rowan</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Rowan %1&lt;/h2&gt;&lt;p&gt;An explorer and embedded engine for Azure-style table storage.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Rowan %1&lt;/h2&gt;&lt;p&gt;Eksplorator i wbudowany silnik dla magazynu tabel w stylu Azure.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>rowan::AccessActions</name>
    <message>
        <source>&amp;Access</source>
        <translation>&amp;Dostęp</translation>
    </message>
    <message>
        <source>&amp;Accounts and Keys…</source>
        <translation>&amp;Konta i klucze…</translation>
    </message>
    <message>
        <source>Generate &amp;SAS for Table…</source>
        <translation>Generuj &amp;SAS dla tabeli…</translation>
    </message>
    <message>
        <source>Generate A&amp;ccount SAS…</source>
        <translation>Generuj SAS k&amp;onta…</translation>
    </message>
    <message>
        <source>Stored Access &amp;Policies…</source>
        <translation>Przechowywane &amp;zasady dostępu…</translation>
    </message>
    <message>
        <source>&amp;Token Tester…</source>
        <translation>&amp;Tester tokenów…</translation>
    </message>
    <message>
        <source>Ser&amp;ve This Store…</source>
        <translation>&amp;Udostępnij ten magazyn…</translation>
    </message>
    <message>
        <source>Add Account…</source>
        <translation>Dodaj konto…</translation>
    </message>
    <message>
        <source>Remove Account…</source>
        <translation>Usuń konto…</translation>
    </message>
    <message>
        <source>Show Keys…</source>
        <translation>Pokaż klucze…</translation>
    </message>
    <message>
        <source>Copy Connection String</source>
        <translation>Kopiuj parametry połączenia</translation>
    </message>
    <message>
        <source>This service does not give the account keys needed to sign tokens.</source>
        <translation>Ta usługa nie udostępnia kluczy konta potrzebnych do podpisywania tokenów.</translation>
    </message>
    <message>
        <source>Choose a table in the Stores tree.</source>
        <translation>Wybierz tabelę w drzewie Magazyny.</translation>
    </message>
    <message>
        <source>This service does not offer stored access policies.</source>
        <translation>Ta usługa nie oferuje przechowywanych zasad dostępu.</translation>
    </message>
    <message>
        <source>Without the account keys no signature can be checked here.</source>
        <translation>Bez kluczy konta nie można tu sprawdzić podpisu.</translation>
    </message>
    <message>
        <source>Accounts are managed by the endpoint, not here.</source>
        <translation>Kontami zarządza punkt końcowy, nie ta aplikacja.</translation>
    </message>
    <message>
        <source>Only an embedded store can be served from here.</source>
        <translation>Stąd można udostępnić tylko wbudowany magazyn.</translation>
    </message>
    <message>
        <source>Add Account</source>
        <translation>Dodaj konto</translation>
    </message>
    <message>
        <source>Account name (3 to 24 lower-case letters and digits). Two keys are generated.</source>
        <translation>Nazwa konta (od 3 do 24 małych liter i cyfr). Zostaną wygenerowane dwa klucze.</translation>
    </message>
    <message>
        <source>Add the account &lt;b&gt;%1&lt;/b&gt; with two new keys?</source>
        <translation>Dodać konto &lt;b&gt;%1&lt;/b&gt; z dwoma nowymi kluczami?</translation>
    </message>
    <message>
        <source>The account %1 was not added: %2</source>
        <translation>Konto %1 nie zostało dodane: %2</translation>
    </message>
    <message>
        <source>Account %1 added with two new keys.</source>
        <translation>Dodano konto %1 z dwoma nowymi kluczami.</translation>
    </message>
    <message>
        <source>Remove Account</source>
        <translation>Usuń konto</translation>
    </message>
    <message>
        <source>Remove account %1 with %2 and all their entities? This cannot be undone.</source>
        <translation>Usunąć konto %1 (%2) ze wszystkimi encjami? Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>its 1 table</source>
        <translation>1 tabela</translation>
    </message>
    <message numerus="yes">
        <source>its %1 tables</source>
        <translation>
            <numerusform>%1 tabela</numerusform>
            <numerusform>%1 tabele</numerusform>
            <numerusform>%1 tabel</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the account &lt;b&gt;%1&lt;/b&gt; with all its tables?</source>
        <translation>Usunąć konto &lt;b&gt;%1&lt;/b&gt; ze wszystkimi jego tabelami?</translation>
    </message>
    <message>
        <source>The account %1 was not removed: %2</source>
        <translation>Konto %1 nie zostało usunięte: %2</translation>
    </message>
    <message>
        <source>Account %1 removed.</source>
        <translation>Usunięto konto %1.</translation>
    </message>
    <message>
        <source>The account %1 has no key to put in a connection string.</source>
        <translation>Konto %1 nie ma klucza do umieszczenia w parametrach połączenia.</translation>
    </message>
    <message>
        <source>Copied the connection string of %1 (key 1, %2).</source>
        <translation>Skopiowano parametry połączenia konta %1 (klucz 1, %2).</translation>
    </message>
</context>
<context>
    <name>rowan::AccessCopyField</name>
    <message>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>Kopiuj do schowka</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Kopiuj %1</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Pokaż %1</translation>
    </message>
</context>
<context>
    <name>rowan::AccessServeDialog</name>
    <message>
        <source>Serve this store</source>
        <translation>Udostępnij ten magazyn</translation>
    </message>
    <message>
        <source>127.0.0.1 serves this computer only; 0.0.0.0 every network it is on.</source>
        <translation>127.0.0.1 obsługuje tylko ten komputer; 0.0.0.0 każdą sieć, do której jest podłączony.</translation>
    </message>
    <message>
        <source>10002 is the emulator&apos;s port; when it is taken a free port is chosen.</source>
        <translation>10002 to port emulatora; gdy jest zajęty, wybierany jest wolny port.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Parametry połączenia:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IP address.</source>
        <translation>„%1” nie jest adresem IP.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Zatrzymaj</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Uruchom</translation>
    </message>
    <message>
        <source>Serving on port %1. Any Azure Tables SDK can use the connection string; writes show up in the explorer as they arrive.</source>
        <translation>Udostępniane na porcie %1. Każdy Azure Tables SDK może użyć parametrów połączenia; zapisy pojawiają się w eksploratorze na bieżąco.</translation>
    </message>
    <message>
        <source>Not serving.</source>
        <translation>Nie udostępniany.</translation>
    </message>
    <message>
        <source>Only an embedded store can be served.</source>
        <translation>Udostępnić można tylko wbudowany magazyn.</translation>
    </message>
    <message>
        <source>%1 requests, %2 refused or failed, %3 with a SAS</source>
        <translation>Żądania: %1, odrzucone lub nieudane: %2, z SAS: %3</translation>
    </message>
    <message>
        <source> (%1 not kept in the log)</source>
        <translation> (nie zachowano w dzienniku: %1)</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Parametry połączenia</translation>
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
        <translation>Czas</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Klient</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Metoda</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Zasób</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Opóźnienie</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Autoryzacja</translation>
    </message>
    <message>
        <source>Only an embedded store can be served from here.</source>
        <translation>Stąd można udostępnić tylko wbudowany magazyn.</translation>
    </message>
    <message>
        <source>The store is not being served.</source>
        <translation>Magazyn nie jest udostępniany.</translation>
    </message>
</context>
<context>
    <name>rowan::AccountDialog</name>
    <message>
        <source>Regenerate…</source>
        <translation>Wygeneruj ponownie…</translation>
    </message>
    <message>
        <source>&amp;New Account…</source>
        <translation>&amp;Nowe konto…</translation>
    </message>
    <message>
        <source>&amp;Remove Account…</source>
        <translation>&amp;Usuń konto…</translation>
    </message>
    <message>
        <source>Accounts and keys</source>
        <translation>Konta i klucze</translation>
    </message>
    <message>
        <source>Key 1:</source>
        <translation>Klucz 1:</translation>
    </message>
    <message>
        <source>Key 2:</source>
        <translation>Klucz 2:</translation>
    </message>
    <message>
        <source>Connection string:</source>
        <translation>Parametry połączenia:</translation>
    </message>
    <message>
        <source>The connection string uses key 1 and the address `rowan serve` listens on by default. For a token with limited rights, use Access ▸ Generate SAS.</source>
        <translation>Parametry połączenia używają klucza 1 i adresu, na którym domyślnie nasłuchuje `rowan serve`. Token z ograniczonymi uprawnieniami utworzysz przez Dostęp ▸ Generuj SAS.</translation>
    </message>
    <message>
        <source>This service does not manage accounts.</source>
        <translation>Ta usługa nie zarządza kontami.</translation>
    </message>
    <message>
        <source>Account %1 added with two new keys.</source>
        <translation>Dodano konto %1 z dwoma nowymi kluczami.</translation>
    </message>
    <message>
        <source>Account %1 removed.</source>
        <translation>Usunięto konto %1.</translation>
    </message>
    <message>
        <source>Key %1 of %2 regenerated: tokens signed with the old key no longer work.</source>
        <translation>Klucz %1 konta %2 wygenerowano ponownie: tokeny podpisane starym kluczem przestały działać.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Niepowodzenie: %1</translation>
    </message>
    <message>
        <source>No account</source>
        <translation>Brak konta</translation>
    </message>
    <message>
        <source>⚠ The public development account: its key is the Azure Storage emulator&apos;s, known to everyone. Use it for development only; regenerate its keys or remove it before anyone else can reach this store.</source>
        <translation>⚠ Publiczne konto deweloperskie: jego klucz to klucz emulatora Azure Storage, znany wszystkim. Używaj go tylko do programowania; wygeneruj klucze ponownie lub usuń je, zanim ktokolwiek inny uzyska dostęp do tego magazynu.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys.</source>
        <translation>Ta usługa nie udostępnia kluczy konta.</translation>
    </message>
    <message>
        <source>New Account</source>
        <translation>Nowe konto</translation>
    </message>
    <message>
        <source>Account name (3 to 24 lower-case letters and digits). Two keys are generated.</source>
        <translation>Nazwa konta (od 3 do 24 małych liter i cyfr). Zostaną wygenerowane dwa klucze.</translation>
    </message>
    <message>
        <source>Adding %1…</source>
        <translation>Dodawanie %1…</translation>
    </message>
    <message>
        <source>Remove Account</source>
        <translation>Usuń konto</translation>
    </message>
    <message>
        <source>Remove account %1 with all its tables and entities? This cannot be undone.</source>
        <translation>Usunąć konto %1 ze wszystkimi jego tabelami i encjami? Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>Remove the account &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Usunąć konto &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Removing %1…</source>
        <translation>Usuwanie %1…</translation>
    </message>
    <message>
        <source>Regenerate Key %1</source>
        <translation>Wygeneruj ponownie klucz %1</translation>
    </message>
    <message>
        <source>Regenerate key %1 of %2? Every SAS token signed with it and every connection string holding it stops working at once.</source>
        <translation>Wygenerować ponownie klucz %1 konta %2? Każdy podpisany nim token SAS i każde zawierające go parametry połączenia natychmiast przestaną działać.</translation>
    </message>
    <message>
        <source>Regenerate key %1 of &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Wygenerować ponownie klucz %1 konta &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Regenerating key %1…</source>
        <translation>Generowanie klucza %1…</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konta</translation>
    </message>
    <message>
        <source>Key 1</source>
        <translation>Klucz 1</translation>
    </message>
    <message>
        <source>Key 2</source>
        <translation>Klucz 2</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Parametry połączenia</translation>
    </message>
</context>
<context>
    <name>rowan::AccountListModel</name>
    <message>
        <source>Development account: its key is public</source>
        <translation>Konto deweloperskie: jego klucz jest publiczny</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Utworzono</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Uwaga</translation>
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
        <translation>Plik…</translation>
    </message>
    <message>
        <source>Load the bytes of a file (at most 64 KiB)</source>
        <translation>Wczytaj bajty z pliku (najwyżej 64 KiB)</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>nie można odczytać %1</translation>
    </message>
    <message>
        <source>%1 is %2; at most 64 KiB</source>
        <translation>%1 ma rozmiar %2; najwyżej 64 KiB</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>nieprawidłowe</translation>
    </message>
    <message>
        <source>1 byte</source>
        <translation>1 bajt</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 bajt</numerusform>
            <numerusform>%1 bajty</numerusform>
            <numerusform>%1 bajtów</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Binary Value</source>
        <translation>Wczytaj wartość binarną</translation>
    </message>
    <message>
        <source>Binary value</source>
        <translation>Wartość binarna</translation>
    </message>
    <message>
        <source>Binary format</source>
        <translation>Format binarny</translation>
    </message>
    <message>
        <source>Load a file</source>
        <translation>Wczytaj plik</translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteJob</name>
    <message>
        <source>Delete the matching entities of %1</source>
        <translation>Usuń pasujące encje z %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entities of %1</source>
        <translation>
            <numerusform>Usuń %n encję z %1</numerusform>
            <numerusform>Usuń %n encje z %1</numerusform>
            <numerusform>Usuń %n encji z %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::BulkDeleteProgressDialog</name>
    <message>
        <source>Deleting Entities from %1</source>
        <translation>Usuwanie encji z %1</translation>
    </message>
    <message>
        <source>Entities are deleted in transactions of up to 100 in one partition. Cancel stops after the transaction in progress: transactions already committed stay deleted.</source>
        <translation>Encje są usuwane w transakcjach do 100 w jednej partycji. Anulowanie zatrzymuje usuwanie po bieżącej transakcji: już zatwierdzone transakcje pozostają usunięte.</translation>
    </message>
    <message>
        <source>Deleting failed: %1</source>
        <translation>Usuwanie nie powiodło się: %1</translation>
    </message>
    <message>
        <source>Deleted %1 of %2 entities…</source>
        <translation>Usunięto encji: %1 z %2…</translation>
    </message>
    <message>
        <source>Deleted %1 entities…</source>
        <translation>Usunięto encji: %1…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Anulowanie…</translation>
    </message>
    <message>
        <source>Deleted 1 entity</source>
        <translation>Usunięto 1 encję</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %1 entities</source>
        <translation>
            <numerusform>Usunięto %1 encję</numerusform>
            <numerusform>Usunięto %1 encje</numerusform>
            <numerusform>Usunięto %1 encji</numerusform>
        </translation>
    </message>
    <message>
        <source> in 1 transaction.</source>
        <translation> w 1 transakcji.</translation>
    </message>
    <message numerus="yes">
        <source> in %1 transactions.</source>
        <translation>
            <numerusform> w %1 transakcji.</numerusform>
            <numerusform> w %1 transakcjach.</numerusform>
            <numerusform> w %1 transakcjach.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the entities not deleted yet are still in the table.</source>
        <translation>Anulowano: encje, których jeszcze nie usunięto, pozostały w tabeli.</translation>
    </message>
    <message>
        <source>%1 changed after they were read and were kept (not deleted): %2</source>
        <translation>%1 zmieniły się po odczycie i zostały zachowane (nie usunięte): %2</translation>
    </message>
    <message>
        <source>%1 were already gone.</source>
        <translation>%1 już nie istniały.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkEditActions</name>
    <message>
        <source>&amp;Bulk Edit…</source>
        <translation>&amp;Edycja zbiorcza…</translation>
    </message>
    <message>
        <source>Re-&amp;key…</source>
        <translation>Zmiana &amp;kluczy…</translation>
    </message>
    <message>
        <source>Set, rename, remove or retype a property of the selected entities, the chosen partitions or every match of the query</source>
        <translation>Ustaw, zmień nazwę, usuń lub zmień typ właściwości zaznaczonych encji, wybranych partycji lub wszystkich dopasowań zapytania</translation>
    </message>
    <message>
        <source>Give entities new keys made by a template from their values</source>
        <translation>Nadaj encjom nowe klucze utworzone szablonem z ich wartości</translation>
    </message>
    <message>
        <source>Fix for “%1”: the rule below is suggested; check the preview before you run it.</source>
        <translation>Poprawka dla „%1”: poniżej zaproponowano regułę; sprawdź podgląd, zanim ją uruchomisz.</translation>
    </message>
    <message>
        <source>Fix for “%1”: the rule below spreads the partition by the day of each entity&apos;s last write. A property that spreads it better (a region, a device) can take that place: &lt;tt&gt;{Region}_{PartitionKey}&lt;/tt&gt;. Check the preview before you run it.</source>
        <translation>Poprawka dla „%1”: reguła poniżej rozkłada partycję według dnia ostatniego zapisu każdej encji. Jej miejsce może zająć właściwość, która rozkłada ją lepiej (region, urządzenie): &lt;tt&gt;{Region}_{PartitionKey}&lt;/tt&gt;. Sprawdź podgląd, zanim ją uruchomisz.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkEditDialog</name>
    <message>
        <source>Bulk Edit — %1</source>
        <translation>Edycja zbiorcza — %1</translation>
    </message>
    <message>
        <source>Change one property of many entities of &lt;b&gt;%1&lt;/b&gt; at once: all the entities the store holds in the scope, not only the rows loaded. An entity someone changes meanwhile is skipped and listed, never overwritten.</source>
        <translation>Zmień jedną właściwość wielu encji tabeli &lt;b&gt;%1&lt;/b&gt; naraz: wszystkich encji z zakresu w magazynie, nie tylko wczytanych wierszy. Encja zmieniona w międzyczasie przez kogoś innego zostaje pominięta i wypisana, nigdy nadpisana.</translation>
    </message>
    <message>
        <source>&amp;Apply to:</source>
        <translation>&amp;Zastosuj do:</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Zmiana</translation>
    </message>
    <message>
        <source>Set a property to a value</source>
        <translation>Ustaw wartość właściwości</translation>
    </message>
    <message>
        <source>Rename a property</source>
        <translation>Zmień nazwę właściwości</translation>
    </message>
    <message>
        <source>Remove a property</source>
        <translation>Usuń właściwość</translation>
    </message>
    <message>
        <source>Change a property&apos;s type</source>
        <translation>Zmień typ właściwości</translation>
    </message>
    <message>
        <source>&amp;Change:</source>
        <translation>Z&amp;miana:</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>&amp;Właściwość:</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nowa nazwa</translation>
    </message>
    <message>
        <source>&amp;New name:</source>
        <translation>&amp;Nowa nazwa:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>Wa&amp;rtość:</translation>
    </message>
    <message>
        <source>New type</source>
        <translation>Nowy typ</translation>
    </message>
    <message>
        <source>New &amp;type:</source>
        <translation>Nowy &amp;typ:</translation>
    </message>
    <message>
        <source>Sample before and after</source>
        <translation>Próbka przed i po</translation>
    </message>
    <message>
        <source>Entity / property</source>
        <translation>Encja / właściwość</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Przed</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Po</translation>
    </message>
    <message>
        <source>Edited %1 of %2 entities…</source>
        <translation>Zmieniono %1 z %2 encji…</translation>
    </message>
    <message>
        <source>Edited %1 entities…</source>
        <translation>Zmieniono encji: %1…</translation>
    </message>
    <message>
        <source>Name the property to change.</source>
        <translation>Podaj właściwość do zmiany.</translation>
    </message>
    <message>
        <source>Give the property&apos;s new name.</source>
        <translation>Podaj nową nazwę właściwości.</translation>
    </message>
    <message>
        <source>Preview the change to see how many entities it reaches; nothing is written before you run it.</source>
        <translation>Obejrzyj podgląd, aby zobaczyć, ilu encji dotyczy zmiana; nic nie zostanie zapisane, zanim jej nie uruchomisz.</translation>
    </message>
    <message>
        <source>Counting the entities and editing a sample…</source>
        <translation>Liczenie encji i zmiana próbki…</translation>
    </message>
    <message>
        <source>%1 / %2 — not changed: %3</source>
        <translation>%1 / %2 — bez zmian: %3</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>bez zmian</translation>
    </message>
    <message>
        <source>No entity is in the scope.</source>
        <translation>W zakresie nie ma żadnej encji.</translation>
    </message>
    <message>
        <source>1 entity is in the scope.</source>
        <translation>W zakresie jest 1 encja.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>W zakresie jest %1 encja.</numerusform>
            <numerusform>W zakresie są %1 encje.</numerusform>
            <numerusform>W zakresie jest %1 encji.</numerusform>
        </translation>
    </message>
    <message>
        <source>(counted from the statistics)</source>
        <translation>(policzone ze statystyk)</translation>
    </message>
    <message>
        <source>The first %1 are shown before and after; an entity the change does not concern stays as it is.</source>
        <translation>Pierwsze %1 pokazano przed i po; encja, której zmiana nie dotyczy, pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>Bulk Edit</source>
        <translation>Edycja zbiorcza</translation>
    </message>
    <message>
        <source>Edit %1 Entities</source>
        <translation>Zmień encje (%1)</translation>
    </message>
    <message>
        <source>%1 on %2 entities of &lt;b&gt;%3&lt;/b&gt;?&lt;br&gt;&lt;br&gt;%4</source>
        <translation>%1 dla %2 encji tabeli &lt;b&gt;%3&lt;/b&gt;?&lt;br&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the whole change back.</source>
        <translation>Edycja ▸ Cofnij wycofuje całą zmianę.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>Editing…</source>
        <translation>Zmienianie…</translation>
    </message>
    <message>
        <source>Edited 1 entity.</source>
        <translation>Zmieniono 1 encję.</translation>
    </message>
    <message numerus="yes">
        <source>Edited %1 entities.</source>
        <translation>
            <numerusform>Zmieniono %1 encję.</numerusform>
            <numerusform>Zmieniono %1 encje.</numerusform>
            <numerusform>Zmieniono %1 encji.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left as they were (nothing the change names): %1.</source>
        <translation>Pozostawione bez zmian (brak tego, co wskazuje zmiana): %1.</translation>
    </message>
    <message>
        <source>Cancelled: the entities not edited yet are as they were.</source>
        <translation>Anulowano: encje jeszcze niezmienione pozostają bez zmian.</translation>
    </message>
    <message>
        <source>Not written (listed below): %1.</source>
        <translation>Niezapisane (wymienione poniżej): %1.</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the change back.</source>
        <translation>Edycja ▸ Cofnij wycofuje zmianę.</translation>
    </message>
    <message>
        <source>Changed meanwhile (skipped)</source>
        <translation>Zmienione w międzyczasie (pominięte)</translation>
    </message>
    <message>
        <source>Cannot convert</source>
        <translation>Nie da się przekształcić</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <source>The edit failed: %1</source>
        <translation>Zmiana nie powiodła się: %1</translation>
    </message>
</context>
<context>
    <name>rowan::BulkRunDialog</name>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Podgląd</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Uruchom</translation>
    </message>
    <message>
        <source>Cancelled before anything was written.</source>
        <translation>Anulowano, zanim cokolwiek zapisano.</translation>
    </message>
    <message>
        <source>Cannot preview: %1</source>
        <translation>Podgląd niemożliwy: %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Anulowanie…</translation>
    </message>
    <message>
        <source>Stage Edits is on, but a change of many entities is not staged: the preview is its review, and Edit ▸ Undo takes the whole run back.</source>
        <translation>Zmiany oczekujące są włączone, ale zmiana wielu encji nie czeka: jej przeglądem jest podgląd, a Edycja ▸ Cofnij wycofuje całe uruchomienie.</translation>
    </message>
    <message>
        <source>Stage Edits is on, but a change of many entities is not staged: the preview is its review, and this endpoint keeps no journal to take it back.</source>
        <translation>Zmiany oczekujące są włączone, ale zmiana wielu encji nie czeka: jej przeglądem jest podgląd, a ten punkt końcowy nie prowadzi dziennika, by ją wycofać.</translation>
    </message>
</context>
<context>
    <name>rowan::BulkScopeChooser</name>
    <message>
        <source>Entities to change</source>
        <translation>Encje do zmiany</translation>
    </message>
    <message>
        <source>The selected entity</source>
        <translation>Zaznaczona encja</translation>
    </message>
    <message numerus="yes">
        <source>The %1 selected entities</source>
        <translation>
            <numerusform>%1 zaznaczona encja</numerusform>
            <numerusform>%1 zaznaczone encje</numerusform>
            <numerusform>%1 zaznaczonych encji</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entity of partition %1</source>
        <translation>Każda encja partycji %1</translation>
    </message>
    <message numerus="yes">
        <source>Every entity of the %1 chosen partitions</source>
        <translation>
            <numerusform>Każda encja %1 wybranej partycji</numerusform>
            <numerusform>Każda encja %1 wybranych partycji</numerusform>
            <numerusform>Każda encja %1 wybranych partycji</numerusform>
        </translation>
    </message>
    <message>
        <source>Every match of the query %1</source>
        <translation>Każde dopasowanie zapytania %1</translation>
    </message>
    <message>
        <source>Every entity of the table %1</source>
        <translation>Każda encja tabeli %1</translation>
    </message>
</context>
<context>
    <name>rowan::CensusComparisonModel</name>
    <message>
        <source>Only in %1</source>
        <translation>Tylko w %1</translation>
    </message>
    <message>
        <source>Types differ</source>
        <translation>Typy się różnią</translation>
    </message>
    <message>
        <source>Share differs</source>
        <translation>Udział się różni</translation>
    </message>
    <message numerus="yes">
        <source>No property differs: both hold the same %n properties with the same types.</source>
        <translation>
            <numerusform>Brak różnic: obie tabele mają %n właściwość o tych samych typach.</numerusform>
            <numerusform>Brak różnic: obie tabele mają %n właściwości o tych samych typach.</numerusform>
            <numerusform>Brak różnic: obie tabele mają %n właściwości o tych samych typach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n only in %1</source>
        <translation>
            <numerusform>%n tylko w %1</numerusform>
            <numerusform>%n tylko w %1</numerusform>
            <numerusform>%n tylko w %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with other types</source>
        <translation>
            <numerusform>%n z innymi typami</numerusform>
            <numerusform>%n z innymi typami</numerusform>
            <numerusform>%n z innymi typami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held by a different share of the entities</source>
        <translation>
            <numerusform>%n z innym udziałem encji</numerusform>
            <numerusform>%n z innym udziałem encji</numerusform>
            <numerusform>%n z innym udziałem encji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n properties differ: %1.</source>
        <translation>
            <numerusform>%n właściwość się różni: %1.</numerusform>
            <numerusform>%n właściwości się różnią: %1.</numerusform>
            <numerusform>%n właściwości się różni: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no difference.</source>
        <translation>%1: bez różnic.</translation>
    </message>
    <message>
        <source>Only %1 holds %2: %3.</source>
        <translation>Tylko %1 zawiera %2: %3.</translation>
    </message>
    <message>
        <source>%1 is stored with other types: %2 in %3, %4 in %5.</source>
        <translation>Właściwość %1 jest zapisana z innymi typami: %2 w %3, %4 w %5.</translation>
    </message>
    <message>
        <source>%1 is held by %2 of the entities in %3, by %4 in %5.</source>
        <translation>Właściwość %1 ma %2 encji w %3 i %4 w %5.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Różnica</translation>
    </message>
    <message>
        <source>Left share</source>
        <translation>Udział po lewej</translation>
    </message>
    <message>
        <source>Left types</source>
        <translation>Typy po lewej</translation>
    </message>
    <message>
        <source>Right share</source>
        <translation>Udział po prawej</translation>
    </message>
    <message>
        <source>Right types</source>
        <translation>Typy po prawej</translation>
    </message>
    <message numerus="yes">
        <source>the whole table, %Ln entities</source>
        <translation>
            <numerusform>cała tabela, %Ln encja</numerusform>
            <numerusform>cała tabela, %Ln encje</numerusform>
            <numerusform>cała tabela, %Ln encji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a sample: its first %Ln entities (the endpoint keeps no statistics)</source>
        <translation>
            <numerusform>próbka: pierwsza %Ln encja (punkt końcowy nie prowadzi statystyk)</numerusform>
            <numerusform>próbka: pierwsze %Ln encje (punkt końcowy nie prowadzi statystyk)</numerusform>
            <numerusform>próbka: pierwsze %Ln encji (punkt końcowy nie prowadzi statystyk)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 w porównaniu z %2</translation>
    </message>
    <message>
        <source>Left: %1, %2.</source>
        <translation>Po lewej: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1, %2.</source>
        <translation>Po prawej: %1, %2.</translation>
    </message>
</context>
<context>
    <name>rowan::CensusComparisonPage</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Differences only</source>
        <translation>Tylko różnice</translation>
    </message>
    <message>
        <source>Show the census of this table alone again</source>
        <translation>Znów pokaż tylko spis tej tabeli</translation>
    </message>
    <message>
        <source>Hide the properties both tables hold alike</source>
        <translation>Ukryj właściwości, które obie tabele mają tak samo</translation>
    </message>
    <message>
        <source>Progress of the other table&apos;s census</source>
        <translation>Postęp spisu drugiej tabeli</translation>
    </message>
    <message>
        <source>Cancel the other table&apos;s census</source>
        <translation>Anuluj spis drugiej tabeli</translation>
    </message>
    <message>
        <source>Properties of both tables</source>
        <translation>Właściwości obu tabel</translation>
    </message>
    <message>
        <source>counting… %1 of %2 entities read</source>
        <translation>liczenie… odczytano %1 z %2 encji</translation>
    </message>
    <message>
        <source>counting… %1 entities read</source>
        <translation>liczenie… odczytano encji: %1</translation>
    </message>
    <message>
        <source>Right: %1, %2.</source>
        <translation>Po prawej: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1 could not be read: %2</source>
        <translation>Po prawej: nie udało się odczytać %1: %2</translation>
    </message>
    <message>
        <source>Right: %1, cancelled.</source>
        <translation>Po prawej: %1, anulowano.</translation>
    </message>
    <message>
        <source>Left: %1, %2.</source>
        <translation>Po lewej: %1, %2.</translation>
    </message>
    <message>
        <source>Right: %1, opening…</source>
        <translation>Po prawej: %1, otwieranie…</translation>
    </message>
    <message>
        <source>Write the rows shown as a Markdown table</source>
        <translation>Zapisz pokazane wiersze jako tabelę Markdown</translation>
    </message>
    <message>
        <source>Export the Comparison</source>
        <translation>Eksport porównania</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Back to the census</source>
        <translation>Powrót do spisu</translation>
    </message>
    <message>
        <source>Export the comparison as Markdown</source>
        <translation>Eksportuj porównanie jako Markdown</translation>
    </message>
</context>
<context>
    <name>rowan::CensusJob</name>
    <message>
        <source>No store is open.</source>
        <translation>Nie otwarto żadnego magazynu.</translation>
    </message>
</context>
<context>
    <name>rowan::CensusModel</name>
    <message>
        <source>%1 stored as %2</source>
        <translation>%1 zapisane jako %2</translation>
    </message>
    <message>
        <source>%1 empty</source>
        <translation>%1 puste</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>bez %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 w %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is stored with %n types: %2.</source>
        <translation>
            <numerusform>%1 jest zapisana z %n typem: %2.</numerusform>
            <numerusform>%1 jest zapisana z %n typami: %2.</numerusform>
            <numerusform>%1 jest zapisana z %n typami: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to show %1 in the grid.</source>
        <translation>Kliknij dwukrotnie, aby pokazać %1 w siatce.</translation>
    </message>
    <message numerus="yes">
        <source>%n types</source>
        <translation>
            <numerusform>%n typ</numerusform>
            <numerusform>%n typy</numerusform>
            <numerusform>%n typów</numerusform>
        </translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Encje</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Udział</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Puste</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Zakres</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partycje</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Przykłady</translation>
    </message>
</context>
<context>
    <name>rowan::ChangePassphraseDialog</name>
    <message>
        <source>Change Passphrase</source>
        <translation>Zmień hasło</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is encrypted (SQLCipher).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; jest zaszyfrowany (SQLCipher).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not encrypted.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; nie jest zaszyfrowany.</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>&amp;Nowe hasło:</translation>
    </message>
    <message>
        <source>&amp;Confirm:</source>
        <translation>&amp;Potwierdź:</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>Hasła nie są zgodne.</translation>
    </message>
    <message>
        <source>⚠ An empty passphrase decrypts the store: anyone who can read the file will be able to read its tables.</source>
        <translation>⚠ Puste hasło odszyfrowuje magazyn: każdy, kto może odczytać plik, będzie mógł odczytać jego tabele.</translation>
    </message>
    <message>
        <source>Enter a passphrase to encrypt the store.</source>
        <translation>Wprowadź hasło, aby zaszyfrować magazyn.</translation>
    </message>
    <message>
        <source>Decrypt</source>
        <translation>Odszyfruj</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Zmień</translation>
    </message>
    <message>
        <source>Encrypt</source>
        <translation>Zaszyfruj</translation>
    </message>
    <message>
        <source>The store will be rewritten encrypted with the new passphrase. A lost passphrase cannot be recovered.</source>
        <translation>Magazyn zostanie przepisany i zaszyfrowany nowym hasłem. Utraconego hasła nie da się odzyskać.</translation>
    </message>
    <message>
        <source>Decrypting the store…</source>
        <translation>Odszyfrowywanie magazynu…</translation>
    </message>
    <message>
        <source>Re-encrypting the store…</source>
        <translation>Ponowne szyfrowanie magazynu…</translation>
    </message>
    <message>
        <source>The passphrase was not changed (%1): %2
The store still opens with its old passphrase.</source>
        <translation>Hasło nie zostało zmienione (%1): %2
Magazyn nadal otwiera się starym hasłem.</translation>
    </message>
</context>
<context>
    <name>rowan::ColumnChooserDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>Przenieś w &amp;górę</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Przenieś w &amp;dół</translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation>&amp;Przypnij</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Zastosuj</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Za&amp;pisz</translation>
    </message>
    <message>
        <source>Choose Columns</source>
        <translation>Wybierz kolumny</translation>
    </message>
    <message>
        <source>Filter columns</source>
        <translation>Filtruj kolumny</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolumna</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Przypięta</translation>
    </message>
    <message>
        <source>Checked columns are shown; Space shows or hides the current one</source>
        <translation>Zaznaczone kolumny są widoczne; Spacja pokazuje lub ukrywa bieżącą</translation>
    </message>
    <message>
        <source>Move the column to the left (Ctrl+Up)</source>
        <translation>Przenieś kolumnę w lewo (Ctrl+Góra)</translation>
    </message>
    <message>
        <source>Move the column to the right (Ctrl+Down)</source>
        <translation>Przenieś kolumnę w prawo (Ctrl+Dół)</translation>
    </message>
    <message>
        <source>Keep the column on the left while the grid scrolls sideways (Ctrl+P)</source>
        <translation>Trzymaj kolumnę po lewej podczas przewijania siatki w bok (Ctrl+P)</translation>
    </message>
    <message>
        <source>Show A&amp;ll</source>
        <translation>Pokaż &amp;wszystkie</translation>
    </message>
    <message>
        <source>Show every column the filter lists</source>
        <translation>Pokaż każdą kolumnę z listy filtru</translation>
    </message>
    <message>
        <source>&amp;Hide All</source>
        <translation>&amp;Ukryj wszystkie</translation>
    </message>
    <message>
        <source>Hide every column the filter lists</source>
        <translation>Ukryj każdą kolumnę z listy filtru</translation>
    </message>
    <message>
        <source>&amp;Named layout:</source>
        <translation>&amp;Nazwany układ:</translation>
    </message>
    <message>
        <source>Named layouts</source>
        <translation>Nazwane układy</translation>
    </message>
    <message>
        <source>Arrange this table&apos;s columns as the named layout does</source>
        <translation>Ułóż kolumny tej tabeli tak jak nazwany układ</translation>
    </message>
    <message>
        <source>Save &amp;as:</source>
        <translation>Zapisz &amp;jako:</translation>
    </message>
    <message>
        <source>Name of the layout to save</source>
        <translation>Nazwa układu do zapisania</translation>
    </message>
    <message>
        <source>Layout name</source>
        <translation>Nazwa układu</translation>
    </message>
    <message>
        <source>Keep this arrangement under a name, to apply it to other tables</source>
        <translation>Zachowaj ten układ pod nazwą, aby stosować go do innych tabel</translation>
    </message>
    <message>
        <source>Un&amp;pin</source>
        <translation>&amp;Odepnij</translation>
    </message>
</context>
<context>
    <name>rowan::CompareActions</name>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Porównaj z…</translation>
    </message>
    <message>
        <source>Compare the table with another table here, in another store or of a connection</source>
        <translation>Porównaj tabelę z inną tabelą tutaj, w innym magazynie lub z połączenia</translation>
    </message>
    <message>
        <source>&amp;Snapshot to Local Store…</source>
        <translation>&amp;Migawka do magazynu lokalnego…</translation>
    </message>
    <message>
        <source>Copy the table into a store, with where and when it came from</source>
        <translation>Skopiuj tabelę do magazynu z informacją, skąd i kiedy pochodzi</translation>
    </message>
    <message>
        <source>Co&amp;mpare with Now</source>
        <translation>Porównaj z bieżącym s&amp;tanem</translation>
    </message>
    <message>
        <source>Compare this snapshot with its source as it is now</source>
        <translation>Porównaj tę migawkę z jej źródłem w obecnym stanie</translation>
    </message>
    <message numerus="yes">
        <source>Snapshot %1 taken: %Ln entities of %2.</source>
        <translation>
            <numerusform>Migawka %1 zrobiona: %Ln encja z %2.</numerusform>
            <numerusform>Migawka %1 zrobiona: %Ln encje z %2.</numerusform>
            <numerusform>Migawka %1 zrobiona: %Ln encji z %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Migawka</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porównanie</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 w %2</translation>
    </message>
    <message>
        <source>Taking the snapshot %1…</source>
        <translation>Robienie migawki %1…</translation>
    </message>
    <message>
        <source>Compare with Now</source>
        <translation>Porównanie z bieżącym stanem</translation>
    </message>
    <message>
        <source>The snapshot&apos;s filter does not read: %1</source>
        <translation>Filtra migawki nie da się odczytać: %1</translation>
    </message>
    <message>
        <source>%1 (snapshot of %2)</source>
        <translation>%1 (migawka z %2)</translation>
    </message>
    <message>
        <source>%1 now</source>
        <translation>%1 teraz</translation>
    </message>
    <message>
        <source>The snapshot came from %1, which is neither a store file here nor a saved connection.</source>
        <translation>Migawka pochodzi z %1, co tutaj nie jest ani plikiem magazynu, ani zapisanym połączeniem.</translation>
    </message>
</context>
<context>
    <name>rowan::CompareDialog</name>
    <message>
        <source>Compare %1</source>
        <translation>Porównaj %1</translation>
    </message>
    <message>
        <source>Compare &lt;b&gt;%1&lt;/b&gt; (account %2) in %3 with:</source>
        <translation>Porównaj &lt;b&gt;%1&lt;/b&gt; (konto %2) w %3 z:</translation>
    </message>
    <message>
        <source>Other side</source>
        <translation>Druga strona</translation>
    </message>
    <message>
        <source>A table &amp;here</source>
        <translation>Tabela &amp;tutaj</translation>
    </message>
    <message>
        <source>Other table</source>
        <translation>Druga tabela</translation>
    </message>
    <message>
        <source>Every entity</source>
        <translation>Każda encja</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Pierwszy</translation>
    </message>
    <message>
        <source>From PartitionKey</source>
        <translation>Od PartitionKey</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ostatni</translation>
    </message>
    <message>
        <source>Through PartitionKey</source>
        <translation>Do PartitionKey</translation>
    </message>
    <message>
        <source>through</source>
        <translation>do</translation>
    </message>
    <message>
        <source>Ignore &amp;Timestamp</source>
        <translation>Ignoruj &amp;Timestamp</translation>
    </message>
    <message>
        <source>Every write sets Timestamp, so two copies of an entity rarely share it</source>
        <translation>Każdy zapis ustawia Timestamp, więc dwie kopie encji rzadko go współdzielą</translation>
    </message>
    <message>
        <source>Names, separated by commas</source>
        <translation>Nazwy oddzielone przecinkami</translation>
    </message>
    <message>
        <source>Two Doubles are the same when they differ by at most this much</source>
        <translation>Dwie wartości Double są równe, gdy różnią się najwyżej o tyle</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>T&amp;abela:</translation>
    </message>
    <message>
        <source>&amp;Only entities matching:</source>
        <translation>&amp;Tylko encje pasujące do:</translation>
    </message>
    <message>
        <source>&amp;PartitionKey from:</source>
        <translation>&amp;PartitionKey od:</translation>
    </message>
    <message>
        <source>&amp;Ignore properties:</source>
        <translation>&amp;Ignoruj właściwości:</translation>
    </message>
    <message>
        <source>&amp;Double tolerance:</source>
        <translation>&amp;Tolerancja Double:</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Porównaj</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porównanie</translation>
    </message>
    <message>
        <source>The filter does not read: %1</source>
        <translation>Filtra nie da się odczytać: %1</translation>
    </message>
    <message>
        <source>The range ends before it starts: %1 sorts before %2.</source>
        <translation>Zakres kończy się, zanim się zaczyna: %1 jest przed %2.</translation>
    </message>
    <message>
        <source>The Double tolerance must be a number of 0 or more, not %1.</source>
        <translation>Tolerancja Double musi być liczbą równą 0 lub większą, a nie %1.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 w %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 tutaj</translation>
    </message>
    <message>
        <source>A table is the same as itself: choose another table, or the same one elsewhere.</source>
        <translation>Tabela jest taka sama jak ona sama: wybierz inną tabelę albo tę samą gdzie indziej.</translation>
    </message>
    <message>
        <source>Choose the store file to compare with.</source>
        <translation>Wybierz plik magazynu do porównania.</translation>
    </message>
</context>
<context>
    <name>rowan::ConflictDialog</name>
    <message>
        <source>Entity Changed Since You Opened It</source>
        <translation>Encja zmieniła się od otwarcia</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Twoja</translation>
    </message>
    <message>
        <source>(loaded earlier)</source>
        <translation>(wczytana wcześniej)</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Zapisana</translation>
    </message>
    <message>
        <source>1 property differs</source>
        <translation>Różni się 1 właściwość</translation>
    </message>
    <message numerus="yes">
        <source>%1 properties differ</source>
        <translation>
            <numerusform>Różni się %1 właściwość</numerusform>
            <numerusform>Różnią się %1 właściwości</numerusform>
            <numerusform>Różni się %1 właściwości</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone else saved this entity (at %1) after you opened it, so your save was refused (ETag mismatch). %2, highlighted below.</source>
        <translation>Ktoś inny zapisał tę encję (o %1) po jej otwarciu, więc twój zapis został odrzucony (niezgodność ETag). %2, wyróżniono poniżej.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Wczytaj ponownie</translation>
    </message>
    <message>
        <source>Discard your changes and edit the stored version</source>
        <translation>Odrzuć swoje zmiany i edytuj zapisaną wersję</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Nadpisz</translation>
    </message>
    <message>
        <source>Save your version over the stored one</source>
        <translation>Zapisz swoją wersję w miejsce zapisanej</translation>
    </message>
    <message>
        <source>Go back to your changes without saving</source>
        <translation>Wróć do swoich zmian bez zapisywania</translation>
    </message>
    <message>
        <source>Entities Changed Since the Action</source>
        <translation>Encje zmieniły się od czasu akcji</translation>
    </message>
    <message>
        <source>Keep current</source>
        <translation>Zachowaj bieżącą</translation>
    </message>
    <message>
        <source>Leave the entity as it is now</source>
        <translation>Pozostaw encję w obecnym stanie</translation>
    </message>
    <message>
        <source>Write back the earlier version</source>
        <translation>Zapisz z powrotem wcześniejszą wersję</translation>
    </message>
    <message>
        <source>Leave this entity and every remaining one as they are now</source>
        <translation>Pozostaw tę i wszystkie pozostałe encje w obecnym stanie</translation>
    </message>
    <message>
        <source>Earlier version</source>
        <translation>Wcześniejsza wersja</translation>
    </message>
    <message>
        <source>(did not exist)</source>
        <translation>(nie istniała)</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Bieżąca</translation>
    </message>
    <message>
        <source>(does not exist)</source>
        <translation>(nie istnieje)</translation>
    </message>
    <message>
        <source>Entity %1 of %2, %3 / %4: %5. The undo left it as it is now, so nothing written meanwhile was overwritten. %6, highlighted below.</source>
        <translation>Encja %1 z %2, %3 / %4: %5. Cofanie pozostawiło ją w obecnym stanie, więc nic zapisanego w międzyczasie nie zostało nadpisane. %6, wyróżniono poniżej.</translation>
    </message>
    <message>
        <source>Write the version from before the action over the current one</source>
        <translation>Zapisz wersję sprzed akcji w miejsce bieżącej</translation>
    </message>
    <message>
        <source>Delete the entity: it did not exist before the action</source>
        <translation>Usuń encję: nie istniała przed akcją</translation>
    </message>
    <message>
        <source>Apply to all remaining (%1 more)</source>
        <translation>Zastosuj do wszystkich pozostałych (jeszcze %1)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Różnice</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectDialog</name>
    <message>
        <source>Connect</source>
        <translation>Połącz</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Parametry połączenia</translation>
    </message>
    <message>
        <source>SAS URL (a table&apos;s or the account&apos;s)</source>
        <translation>Adres URL SAS (tabeli lub konta)</translation>
    </message>
    <message>
        <source>Azurite on this computer</source>
        <translation>Azurite na tym komputerze</translation>
    </message>
    <message>
        <source>rowan serve on this computer</source>
        <translation>rowan serve na tym komputerze</translation>
    </message>
    <message>
        <source>Connect &amp;to:</source>
        <translation>Połącz &amp;z:</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Punkt końcowy:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>&amp;Keep the key or token in the system keychain</source>
        <translation>&amp;Przechowuj klucz lub token w systemowym pęku kluczy</translation>
    </message>
    <message>
        <source>Secrets are never written to Rowan&apos;s settings. Without the keychain Rowan asks for the connection string again each time.</source>
        <translation>Sekrety nigdy nie są zapisywane w ustawieniach programu Rowan. Bez pęku kluczy Rowan za każdym razem ponownie prosi o parametry połączenia.</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Testuj połączenie</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>P&amp;ołącz</translation>
    </message>
    <message>
        <source>Paste a SAS URL: a table&apos;s or the account&apos;s endpoint with its token.</source>
        <translation>Wklej adres URL SAS: punkt końcowy tabeli lub konta z tokenem.</translation>
    </message>
    <message>
        <source>Paste a connection string, e.g. DefaultEndpointsProtocol=https;AccountName=…;AccountKey=…;EndpointSuffix=core.windows.net</source>
        <translation>Wklej parametry połączenia, np. DefaultEndpointsProtocol=https;AccountName=…;AccountKey=…;EndpointSuffix=core.windows.net</translation>
    </message>
    <message>
        <source>Enter the host the emulator or server listens on.</source>
        <translation>Wprowadź host, na którym nasłuchuje emulator lub serwer.</translation>
    </message>
    <message>
        <source>AccountName, AccountKey and TableEndpoint or EndpointSuffix; a SharedAccessSignature instead of the key; or UseDevelopmentStorage=true.</source>
        <translation>AccountName, AccountKey i TableEndpoint lub EndpointSuffix; SharedAccessSignature zamiast klucza; albo UseDevelopmentStorage=true.</translation>
    </message>
    <message>
        <source>e.g. https://account.table.core.windows.net/Orders?sv=…&amp;sig=… for one table, or the account&apos;s endpoint with an account SAS.</source>
        <translation>np. https://account.table.core.windows.net/Orders?sv=…&amp;sig=… dla jednej tabeli albo punkt końcowy konta z SAS konta.</translation>
    </message>
    <message>
        <source>Azurite&apos;s table service with the public development account (started with azurite-table; its default port is 10002).</source>
        <translation>Usługa tabel Azurite z publicznym kontem deweloperskim (uruchamiana przez azurite-table; domyślny port to 10002).</translation>
    </message>
    <message>
        <source>A store served with rowan serve --store PATH (default port 10002), through the public development account.</source>
        <translation>Magazyn udostępniany przez rowan serve --store PATH (domyślny port 10002), przez publiczne konto deweloperskie.</translation>
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
        <translation>Łączenie z %1…</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>Nie można połączyć: %1</translation>
    </message>
    <message>
        <source>Connected: the endpoint answered and accepted the credentials.</source>
        <translation>Połączono: punkt końcowy odpowiedział i zaakceptował poświadczenia.</translation>
    </message>
    <message>
        <source>Connection string or SAS URL</source>
        <translation>Parametry połączenia lub adres URL SAS</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectionActions</name>
    <message>
        <source>&amp;Connect…</source>
        <translation>Poł&amp;ącz…</translation>
    </message>
    <message>
        <source>&amp;Forget Connection</source>
        <translation>&amp;Zapomnij połączenie</translation>
    </message>
    <message>
        <source>Connect to Azure Table storage, Azurite or rowan serve</source>
        <translation>Połącz z Azure Table Storage, Azurite lub rowan serve</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Połącz</translation>
    </message>
    <message>
        <source>The connection works, but its secret could not be kept in the keychain: %1
Rowan will ask for it again next time.</source>
        <translation>Połączenie działa, ale jego sekretu nie udało się zachować w pęku kluczy: %1
Rowan poprosi o niego ponownie następnym razem.</translation>
    </message>
    <message>
        <source>No such saved connection.</source>
        <translation>Nie ma takiego zapisanego połączenia.</translation>
    </message>
    <message>
        <source>Rowan keeps no secret for %1: paste its connection string or SAS URL again.</source>
        <translation>Rowan nie przechowuje sekretu dla %1: wklej ponownie parametry połączenia lub adres URL SAS.</translation>
    </message>
    <message>
        <source>Cannot connect to %1 (%2):
%3</source>
        <translation>Nie można połączyć z %1 (%2):
%3</translation>
    </message>
    <message>
        <source>Forget Connection</source>
        <translation>Zapomnij połączenie</translation>
    </message>
    <message>
        <source>Forget the connection %1 (%2), its secret in the keychain and its change journal? Its tables stay where they are.</source>
        <translation>Zapomnieć połączenie %1 (%2), jego sekret w pęku kluczy i dziennik zmian? Tabele pozostaną na miejscu.</translation>
    </message>
</context>
<context>
    <name>rowan::ConnectionJournals</name>
    <message>
        <source>The keychain&apos;s entry %1 is not a change journal key.</source>
        <translation>Wpis pęku kluczy %1 nie jest kluczem dziennika zmian.</translation>
    </message>
    <message>
        <source>The connection id %1 cannot name a change journal file.</source>
        <translation>Identyfikator połączenia %1 nie może być nazwą pliku dziennika zmian.</translation>
    </message>
    <message>
        <source>The change journal of this connection could not be opened because its key is no longer in the keychain; it was kept as %1 and a new one begun.</source>
        <translation>Nie udało się otworzyć dziennika zmian tego połączenia, ponieważ jego klucza nie ma już w pęku kluczy; zachowano go jako %1 i rozpoczęto nowy.</translation>
    </message>
</context>
<context>
    <name>rowan::CopyTableDialog</name>
    <message>
        <source>Copy %1</source>
        <translation>Kopiuj %1</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Kopiuj do</translation>
    </message>
    <message>
        <source>A table &amp;here (new or existing)</source>
        <translation>Tabela &amp;tutaj (nowa lub istniejąca)</translation>
    </message>
    <message>
        <source>Insert (an existing key is a failed row)</source>
        <translation>Wstaw (istniejący klucz to nieudany wiersz)</translation>
    </message>
    <message>
        <source>Replace existing entities</source>
        <translation>Zastępuj istniejące encje</translation>
    </message>
    <message>
        <source>Merge into existing entities</source>
        <translation>Scalaj z istniejącymi encjami</translation>
    </message>
    <message>
        <source>Skip existing entities</source>
        <translation>Pomijaj istniejące encje</translation>
    </message>
    <message>
        <source>Create the table when it does not exist</source>
        <translation>Utwórz tabelę, jeśli nie istnieje</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabela:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Tryb:</translation>
    </message>
    <message>
        <source>The whole t&amp;able</source>
        <translation>Cała t&amp;abela</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 w %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 tutaj</translation>
    </message>
    <message>
        <source>A table cannot be copied onto itself.</source>
        <translation>Tabeli nie można skopiować do niej samej.</translation>
    </message>
    <message>
        <source>Choose the store file to copy to.</source>
        <translation>Wybierz plik magazynu, do którego kopiować.</translation>
    </message>
    <message>
        <source>Target table</source>
        <translation>Tabela docelowa</translation>
    </message>
</context>
<context>
    <name>rowan::DateTimeTicksEdit</name>
    <message>
        <source>Fraction of the second: 7 digits of 100 ns ticks</source>
        <translation>Ułamek sekundy: 7 cyfr tyknięć po 100 ns</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Date and time (UTC)</source>
        <translation>Data i godzina (UTC)</translation>
    </message>
    <message>
        <source>Fraction of a second (7 digits)</source>
        <translation>Ułamek sekundy (7 cyfr)</translation>
    </message>
</context>
<context>
    <name>rowan::DeleteTableDialog</name>
    <message>
        <source>Delete Table</source>
        <translation>Usuń tabelę</translation>
    </message>
    <message>
        <source>Delete the empty table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Usunąć pustą tabelę &lt;b&gt;%1&lt;/b&gt; konta &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and all its entities? The endpoint keeps no count of them.</source>
        <translation>Usunąć tabelę &lt;b&gt;%1&lt;/b&gt; konta &lt;b&gt;%2&lt;/b&gt; ze wszystkimi encjami? Punkt końcowy nie podaje ich liczby.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;1&lt;/b&gt; entity?</source>
        <translation>Usunąć tabelę &lt;b&gt;%1&lt;/b&gt; konta &lt;b&gt;%2&lt;/b&gt; i jej &lt;b&gt;1&lt;/b&gt; encję?</translation>
    </message>
    <message numerus="yes">
        <source>Delete table &lt;b&gt;%1&lt;/b&gt; of account &lt;b&gt;%2&lt;/b&gt; and its &lt;b&gt;%3&lt;/b&gt; entities?</source>
        <translation>
            <numerusform>Usunąć tabelę &lt;b&gt;%1&lt;/b&gt; konta &lt;b&gt;%2&lt;/b&gt; i jej &lt;b&gt;%3&lt;/b&gt; encję?</numerusform>
            <numerusform>Usunąć tabelę &lt;b&gt;%1&lt;/b&gt; konta &lt;b&gt;%2&lt;/b&gt; i jej &lt;b&gt;%3&lt;/b&gt; encje?</numerusform>
            <numerusform>Usunąć tabelę &lt;b&gt;%1&lt;/b&gt; konta &lt;b&gt;%2&lt;/b&gt; i jej &lt;b&gt;%3&lt;/b&gt; encji?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Type the table name to confirm:</source>
        <translation>Wpisz nazwę tabeli, aby potwierdzić:</translation>
    </message>
</context>
<context>
    <name>rowan::DiffEntityModel</name>
    <message>
        <source>same</source>
        <translation>taka sama</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>pominięta</translation>
    </message>
    <message>
        <source>added</source>
        <translation>dodana</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>usunięta</translation>
    </message>
    <message>
        <source>value changed</source>
        <translation>zmieniona wartość</translation>
    </message>
    <message>
        <source>type changed</source>
        <translation>zmieniony typ</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>type changed: %1 → %2</source>
        <translation>zmieniony typ: %1 → %2</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Lewa</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Prawa</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Zmiana</translation>
    </message>
</context>
<context>
    <name>rowan::DiffJob</name>
    <message>
        <source>The service has no account.</source>
        <translation>Usługa nie ma konta.</translation>
    </message>
</context>
<context>
    <name>rowan::DiffModel</name>
    <message>
        <source>Only left</source>
        <translation>Tylko po lewej</translation>
    </message>
    <message>
        <source>Only right</source>
        <translation>Tylko po prawej</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Zmienione</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>Brak: %1</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Różnica</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Lewa</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Prawa</translation>
    </message>
</context>
<context>
    <name>rowan::DiffView</name>
    <message>
        <source>Choose Compare With… on a table to compare it with another.</source>
        <translation>Wybierz Porównaj z… dla tabeli, aby porównać ją z inną.</translation>
    </message>
    <message>
        <source>Show &amp;identical</source>
        <translation>Pokaż &amp;identyczne</translation>
    </message>
    <message>
        <source>Count the identical entities too, and show the properties that are the same</source>
        <translation>Licz też identyczne encje i pokazuj takie same właściwości</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Previous Difference</source>
        <translation>Poprzednia różnica</translation>
    </message>
    <message>
        <source>Go to the previous entity that differs (Shift+F8)</source>
        <translation>Przejdź do poprzedniej różniącej się encji (Shift+F8)</translation>
    </message>
    <message>
        <source>Next Difference</source>
        <translation>Następna różnica</translation>
    </message>
    <message>
        <source>Go to the next entity that differs (F8)</source>
        <translation>Przejdź do następnej różniącej się encji (F8)</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Porównaj ponownie</translation>
    </message>
    <message>
        <source>Compare the same two tables again</source>
        <translation>Porównaj ponownie te same dwie tabele</translation>
    </message>
    <message>
        <source>Sync…</source>
        <translation>Synchronizuj…</translation>
    </message>
    <message>
        <source>Make one table like the other</source>
        <translation>Upodobnij jedną tabelę do drugiej</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Różnice</translation>
    </message>
    <message>
        <source>Properties side by side</source>
        <translation>Właściwości obok siebie</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>Porównanie nie powiodło się: %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln differences found before.</source>
        <translation>
            <numerusform>Anulowano: wcześniej znaleziono %Ln różnicę.</numerusform>
            <numerusform>Anulowano: wcześniej znaleziono %Ln różnice.</numerusform>
            <numerusform>Anulowano: wcześniej znaleziono %Ln różnic.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sync failed: %1</source>
        <translation>Synchronizacja nie powiodła się: %1</translation>
    </message>
    <message>
        <source>The sync failed.</source>
        <translation>Synchronizacja nie powiodła się.</translation>
    </message>
    <message>
        <source>Sync cancelled: what was written stays, one action in the journal.</source>
        <translation>Synchronizację anulowano: to, co zapisano, zostaje jako jedna akcja w dzienniku.</translation>
    </message>
    <message>
        <source>Left: %1    Right: %2</source>
        <translation>Lewa: %1    Prawa: %2</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Porównywanie…</translation>
    </message>
    <message>
        <source>%L1 read</source>
        <translation>odczytano %L1</translation>
    </message>
    <message numerus="yes">
        <source>Comparing… %Ln differences so far</source>
        <translation>
            <numerusform>Porównywanie… na razie %Ln różnica</numerusform>
            <numerusform>Porównywanie… na razie %Ln różnice</numerusform>
            <numerusform>Porównywanie… na razie %Ln różnic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tables are identical: %Ln entities compared.</source>
        <translation>
            <numerusform>Tabele są identyczne: porównano %Ln encję.</numerusform>
            <numerusform>Tabele są identyczne: porównano %Ln encje.</numerusform>
            <numerusform>Tabele są identyczne: porównano %Ln encji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed</source>
        <translation>
            <numerusform>%Ln zmieniona</numerusform>
            <numerusform>%Ln zmienione</numerusform>
            <numerusform>%Ln zmienionych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only left</source>
        <translation>
            <numerusform>%Ln tylko po lewej</numerusform>
            <numerusform>%Ln tylko po lewej</numerusform>
            <numerusform>%Ln tylko po lewej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only right</source>
        <translation>
            <numerusform>%Ln tylko po prawej</numerusform>
            <numerusform>%Ln tylko po prawej</numerusform>
            <numerusform>%Ln tylko po prawej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln identical</source>
        <translation>
            <numerusform>%Ln identyczna</numerusform>
            <numerusform>%Ln identyczne</numerusform>
            <numerusform>%Ln identycznych</numerusform>
        </translation>
    </message>
    <message>
        <source>(the first %L1 listed)</source>
        <translation>(pokazano pierwsze %L1)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities out of key order were left out.</source>
        <translation>
            <numerusform>Pominięto %Ln encję spoza kolejności kluczy.</numerusform>
            <numerusform>Pominięto %Ln encje spoza kolejności kluczy.</numerusform>
            <numerusform>Pominięto %Ln encji spoza kolejności kluczy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sync Tables</source>
        <translation>Synchronizacja tabel</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Synchronizuj</translation>
    </message>
    <message>
        <source>Write into &lt;b&gt;%1&lt;/b&gt;: %2 inserted, %3 updated, %4 deleted?</source>
        <translation>Zapisać do &lt;b&gt;%1&lt;/b&gt;: wstawić %2, zaktualizować %3, usunąć %4?</translation>
    </message>
    <message>
        <source>Syncing %1…</source>
        <translation>Synchronizacja %1…</translation>
    </message>
    <message>
        <source>Synced: %1 inserted, %2 updated, %3 deleted.</source>
        <translation>Zsynchronizowano: wstawiono %1, zaktualizowano %2, usunięto %3.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed meanwhile and were left as they are.</source>
        <translation>
            <numerusform>%Ln encja zmieniła się w międzyczasie i pozostała bez zmian.</numerusform>
            <numerusform>%Ln encje zmieniły się w międzyczasie i pozostały bez zmian.</numerusform>
            <numerusform>%Ln encji zmieniło się w międzyczasie i pozostało bez zmian.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditActions</name>
    <message>
        <source>Add Entity…</source>
        <translation>Dodaj encję…</translation>
    </message>
    <message>
        <source>Edit Entity…</source>
        <translation>Edytuj encję…</translation>
    </message>
    <message>
        <source>Duplicate Entity…</source>
        <translation>Duplikuj encję…</translation>
    </message>
    <message>
        <source>Add an entity to this table</source>
        <translation>Dodaj encję do tej tabeli</translation>
    </message>
    <message>
        <source>Edit the selected entity (or double-click its row)</source>
        <translation>Edytuj zaznaczoną encję (lub kliknij dwukrotnie jej wiersz)</translation>
    </message>
    <message>
        <source>Start a new entity from a copy of the selected one</source>
        <translation>Utwórz nową encję z kopii zaznaczonej</translation>
    </message>
    <message>
        <source>The entity no longer exists; it was deleted after the grid loaded it.</source>
        <translation>Encja już nie istnieje; usunięto ją po wczytaniu do siatki.</translation>
    </message>
    <message>
        <source>Edit Entity</source>
        <translation>Edytuj encję</translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditModel</name>
    <message>
        <source>%1 of 1 MiB</source>
        <translation>%1 z 1 MiB</translation>
    </message>
    <message>
        <source>The entity has %1 properties; at most %2 are allowed besides PartitionKey, RowKey and Timestamp.</source>
        <translation>Encja ma właściwości: %1; poza PartitionKey, RowKey i Timestamp dozwolonych jest najwyżej %2.</translation>
    </message>
    <message>
        <source>The entity is %1 bytes by the size formula; at most %2 bytes (1 MiB) are allowed.</source>
        <translation>Rozmiar encji według wzoru to %1 B; dozwolone jest najwyżej %2 B (1 MiB).</translation>
    </message>
    <message>
        <source>%1  (%2 bytes)</source>
        <translation>%1  (%2 B)</translation>
    </message>
    <message>
        <source>Unknown type %1.</source>
        <translation>Nieznany typ %1.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
</context>
<context>
    <name>rowan::EntityEditor</name>
    <message>
        <source>Add Property</source>
        <translation>Dodaj właściwość</translation>
    </message>
    <message>
        <source>Remove Property</source>
        <translation>Usuń właściwość</translation>
    </message>
    <message>
        <source>Add Entity</source>
        <translation>Dodaj encję</translation>
    </message>
    <message>
        <source>Edit Entity</source>
        <translation>Edytuj encję</translation>
    </message>
    <message>
        <source>Duplicate Entity</source>
        <translation>Duplikuj encję</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt; in account %2 · the keys of a stored entity cannot change (duplicate it instead).</source>
        <translation>Tabela &lt;b&gt;%1&lt;/b&gt; konta %2 · kluczy zapisanej encji nie można zmienić (zamiast tego ją zduplikuj).</translation>
    </message>
    <message>
        <source>Table &lt;b&gt;%1&lt;/b&gt; in account %2</source>
        <translation>Tabela &lt;b&gt;%1&lt;/b&gt; konta %2</translation>
    </message>
    <message>
        <source>Build Key…</source>
        <translation>Zbuduj klucz…</translation>
    </message>
    <message>
        <source>Compose the PartitionKey or RowKey the design guide recommends.</source>
        <translation>Złóż PartitionKey lub RowKey zalecany przez przewodnik projektowania.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Zastąp</translation>
    </message>
    <message>
        <source>The stored entity becomes exactly this one: properties removed here are deleted.</source>
        <translation>Zapisana encja stanie się dokładnie taka: usunięte tu właściwości zostaną skasowane.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Scal</translation>
    </message>
    <message>
        <source>Adds and overwrites these properties; properties removed here stay stored.</source>
        <translation>Dodaje i nadpisuje te właściwości; usunięte tu właściwości pozostają zapisane.</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Wstaw</translation>
    </message>
    <message>
        <source>Fails when an entity with these keys exists.</source>
        <translation>Kończy się błędem, gdy istnieje encja z tymi kluczami.</translation>
    </message>
    <message>
        <source>Insert or replace</source>
        <translation>Wstaw lub zastąp</translation>
    </message>
    <message>
        <source>Insert or merge</source>
        <translation>Wstaw lub scal</translation>
    </message>
    <message>
        <source>Save as:</source>
        <translation>Zapisz jako:</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 properties</source>
        <translation>%1 · właściwości: %2 z %3</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(bez nazwy)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Zapisywanie…</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Nie otwarto żadnego magazynu.</translation>
    </message>
    <message>
        <source>Save Entity</source>
        <translation>Zapisz encję</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save the entity &lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Zapisać encję &lt;b&gt;%1&lt;/b&gt; / &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Not saved: the entity was deleted after you opened it.</source>
        <translation>Nie zapisano: encję usunięto po jej otwarciu.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nie zapisano: %1</translation>
    </message>
    <message>
        <source>Not saved: the entity no longer exists (it was deleted after you opened it).</source>
        <translation>Nie zapisano: encja już nie istnieje (usunięto ją po jej otwarciu).</translation>
    </message>
    <message>
        <source>Not saved: an entity with this PartitionKey and RowKey already exists. Change the keys or save as &quot;Insert or replace&quot;.</source>
        <translation>Nie zapisano: encja z tym PartitionKey i RowKey już istnieje. Zmień klucze lub zapisz jako „Wstaw lub zastąp”.</translation>
    </message>
    <message>
        <source>Not saved: the entity changed after you opened it. Save again to compare, or close the editor to keep the stored version.</source>
        <translation>Nie zapisano: encja zmieniła się po jej otwarciu. Zapisz ponownie, aby porównać, lub zamknij edytor, aby zachować zapisaną wersję.</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
</context>
<context>
    <name>rowan::EntityGrid</name>
    <message>
        <source>Local time</source>
        <translation>Czas lokalny</translation>
    </message>
    <message>
        <source>Entity grid</source>
        <translation>Siatka encji</translation>
    </message>
    <message>
        <source>Show DateTime values in local time instead of UTC</source>
        <translation>Pokazuj wartości DateTime w czasie lokalnym zamiast UTC</translation>
    </message>
    <message>
        <source>Loading failed: %1</source>
        <translation>Wczytywanie nie powiodło się: %1</translation>
    </message>
    <message>
        <source>Choose a table in the Stores dock.</source>
        <translation>Wybierz tabelę w panelu Magazyny.</translation>
    </message>
    <message>
        <source>%1: %2 entities read</source>
        <translation>%1: odczytano encji: %2</translation>
    </message>
    <message>
        <source>%1: %2 entities read so far; the endpoint keeps no count (Load all reads on to the end)</source>
        <translation>%1: dotąd odczytano encji: %2; punkt końcowy nie podaje liczby (Wczytaj wszystko czyta do końca)</translation>
    </message>
    <message>
        <source>%1: %2 entities (%3 in memory)%4</source>
        <translation>%1: encji: %2 (w pamięci: %3)%4</translation>
    </message>
    <message>
        <source> — loading all</source>
        <translation> — wczytywanie wszystkiego</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Copy the selected cells, or rows with a header line, as tab-separated text</source>
        <translation>Kopiuj zaznaczone komórki lub wiersze z wierszem nagłówka jako tekst rozdzielany tabulatorami</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Kopiuj jako JSON</translation>
    </message>
    <message>
        <source>Copy the selected entities as a JSON array with @odata.type annotations</source>
        <translation>Kopiuj zaznaczone encje jako tablicę JSON z adnotacjami @odata.type</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
    </message>
    <message>
        <source>Select every row the grid holds in memory</source>
        <translation>Zaznacz każdy wiersz, który siatka ma w pamięci</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Wczytaj ponownie</translation>
    </message>
    <message>
        <source>Read the table, or run the query, again from the start</source>
        <translation>Odczytaj tabelę lub wykonaj zapytanie ponownie od początku</translation>
    </message>
    <message>
        <source>Delete Selected Rows…</source>
        <translation>Usuń zaznaczone wiersze…</translation>
    </message>
    <message>
        <source>Delete Entities Matching a Filter…</source>
        <translation>Usuń encje pasujące do filtra…</translation>
    </message>
    <message>
        <source>Filter by This Value</source>
        <translation>Filtruj według tej wartości</translation>
    </message>
    <message>
        <source>Exclude This Value</source>
        <translation>Wyklucz tę wartość</translation>
    </message>
    <message>
        <source>Show &amp;Versions…</source>
        <translation>Pokaż wer&amp;sje…</translation>
    </message>
    <message>
        <source>The entity in every version the change journal holds, side by side</source>
        <translation>Encja w każdej wersji zachowanej w dzienniku zmian, obok siebie</translation>
    </message>
    <message>
        <source>Delete Entities</source>
        <translation>Usuń encje</translation>
    </message>
    <message>
        <source>Delete %1 Entities</source>
        <translation>Usuń encje (%1)</translation>
    </message>
    <message>
        <source>Delete the %1 selected entities from &lt;b&gt;%2&lt;/b&gt;?&lt;br&gt;&lt;br&gt;An entity someone changed after it was loaded is kept and reported, not deleted. %3</source>
        <translation>Usunąć zaznaczone encje (%1) z &lt;b&gt;%2&lt;/b&gt;?&lt;br&gt;&lt;br&gt;Encja zmieniona przez kogoś po wczytaniu zostanie zachowana i zgłoszona, a nie usunięta. %3</translation>
    </message>
    <message>
        <source>Edit ▸ Undo brings them back.</source>
        <translation>Edycja ▸ Cofnij przywraca je.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>Delete Matching Entities</source>
        <translation>Usuń pasujące encje</translation>
    </message>
    <message>
        <source>Delete the %1 entities of &lt;b&gt;%2&lt;/b&gt; matching &lt;code&gt;%3&lt;/code&gt;?</source>
        <translation>Usunąć encje z &lt;b&gt;%2&lt;/b&gt; pasujące do &lt;code&gt;%3&lt;/code&gt; (%1)?</translation>
    </message>
    <message>
        <source>Choose &amp;Columns…</source>
        <translation>Wybierz &amp;kolumny…</translation>
    </message>
    <message>
        <source>Show, hide, reorder and pin the grid&apos;s columns; save named layouts</source>
        <translation>Pokaż, ukryj, przestaw i przypnij kolumny siatki; zapisz nazwane układy</translation>
    </message>
    <message>
        <source>&amp;Hide “%1”</source>
        <translation>&amp;Ukryj „%1”</translation>
    </message>
    <message>
        <source>Un&amp;pin “%1”</source>
        <translation>&amp;Odepnij „%1”</translation>
    </message>
    <message>
        <source>&amp;Pin “%1”</source>
        <translation>&amp;Przypnij „%1”</translation>
    </message>
    <message>
        <source>&amp;Show All Columns</source>
        <translation>Pokaż &amp;wszystkie kolumny</translation>
    </message>
    <message>
        <source>Apply &amp;Layout</source>
        <translation>Zastosuj &amp;układ</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabela</translation>
    </message>
    <message>
        <source>Show the rows as a table</source>
        <translation>Pokaż wiersze jako tabelę</translation>
    </message>
    <message>
        <source>Show each entity as a list of its own properties with their types</source>
        <translation>Pokaż każdą encję jako listę jej własnych właściwości z ich typami</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>Show each entity as the Table service&apos;s JSON, with @odata.type where needed</source>
        <translation>Pokaż każdą encję jako JSON usługi Table, z @odata.type tam, gdzie potrzeba</translation>
    </message>
    <message>
        <source>Rec&amp;ords</source>
        <translation>R&amp;ekordy</translation>
    </message>
    <message>
        <source>%1: %2 matching entities (Esc in the Find bar shows the table again)</source>
        <translation>%1: pasujące encje: %2 (Esc w pasku wyszukiwania znów pokazuje tabelę)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Wytnij</translation>
    </message>
    <message>
        <source>Copy the selected entities as JSON, then delete them</source>
        <translation>Skopiuj zaznaczone encje jako JSON, a następnie je usuń</translation>
    </message>
    <message>
        <source>%1: %2 entities sorted on this computer (%3 in memory)</source>
        <translation>%1: %2 encji posortowanych na tym komputerze (%3 w pamięci)</translation>
    </message>
    <message>
        <source>Sort Whole Result &amp;Ascending</source>
        <translation>Sortuj cały wynik &amp;rosnąco</translation>
    </message>
    <message>
        <source>Sort Whole Result &amp;Descending</source>
        <translation>Sortuj cały wynik &amp;malejąco</translation>
    </message>
    <message>
        <source>&amp;Clear Sort</source>
        <translation>Wy&amp;czyść sortowanie</translation>
    </message>
    <message>
        <source>Click a column&apos;s header to sort the whole result by it, here on this computer</source>
        <translation>Kliknij nagłówek kolumny, aby posortować według niej cały wynik, tutaj na tym komputerze</translation>
    </message>
    <message>
        <source>Sort Whole Result Ascending</source>
        <translation>Sortuj cały wynik rosnąco</translation>
    </message>
    <message>
        <source>Sort every entity shown by the current cell&apos;s column, here on this computer</source>
        <translation>Posortuj każdą pokazaną encję według kolumny bieżącej komórki, tutaj na tym komputerze</translation>
    </message>
    <message>
        <source>Sort Whole Result Descending</source>
        <translation>Sortuj cały wynik malejąco</translation>
    </message>
    <message>
        <source>Show the rows in the service&apos;s key order again</source>
        <translation>Pokaż wiersze znów w kolejności kluczy usługi</translation>
    </message>
</context>
<context>
    <name>rowan::EntityRevisionsModel</name>
    <message>
        <source>(did not exist)</source>
        <translation>(nie istniała)</translation>
    </message>
    <message>
        <source>Changed from the version to the left</source>
        <translation>Zmieniono względem wersji po lewej</translation>
    </message>
</context>
<context>
    <name>rowan::EntitySaveJob</name>
    <message>
        <source>Add %1 to %2</source>
        <translation>Dodanie %1 do %2</translation>
    </message>
    <message>
        <source>Delete %1 from %2</source>
        <translation>Usunięcie %1 z %2</translation>
    </message>
    <message>
        <source>Edit %1 in %2</source>
        <translation>Edycja %1 w %2</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Nie otwarto żadnego magazynu.</translation>
    </message>
</context>
<context>
    <name>rowan::EntityTableModel</name>
    <message>
        <source>1 byte</source>
        <translation>1 bajt</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes</source>
        <translation>
            <numerusform>%1 bajt</numerusform>
            <numerusform>%1 bajty</numerusform>
            <numerusform>%1 bajtów</numerusform>
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
        <translation>Oczekuje: nie zapisano do zatwierdzenia</translation>
    </message>
    <message>
        <source>
Pending: not written until Commit</source>
        <translation>
Oczekuje: nie zapisano do zatwierdzenia</translation>
    </message>
</context>
<context>
    <name>rowan::EntityVersionsDialog</name>
    <message>
        <source>Reading the journal…</source>
        <translation>Odczytywanie dziennika…</translation>
    </message>
    <message>
        <source>Versions of %1 / %2 in %3</source>
        <translation>Wersje %1 / %2 w %3</translation>
    </message>
    <message>
        <source>Versions of the entity, oldest first</source>
        <translation>Wersje encji, od najstarszej</translation>
    </message>
    <message>
        <source>The versions could not be read: %1</source>
        <translation>Nie udało się odczytać wersji: %1</translation>
    </message>
    <message>
        <source>The journal holds no change of this entity: only the version now is shown.</source>
        <translation>Dziennik nie zawiera zmian tej encji: pokazano tylko bieżącą wersję.</translation>
    </message>
    <message>
        <source>%1 earlier versions from the journal and the version now; marked values changed from the version to their left.</source>
        <translation>Wcześniejsze wersje z dziennika (%1) i wersja bieżąca; oznaczone wartości zmieniły się względem wersji po lewej.</translation>
    </message>
</context>
<context>
    <name>rowan::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>Eksportuj %1</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>Plik do zapisu</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Przeglądaj…</translation>
    </message>
    <message>
        <source>From the file name (.csv, .jsonl, .json)</source>
        <translation>Z nazwy pliku (.csv, .jsonl, .json)</translation>
    </message>
    <message>
        <source>Typed CSV (Storage Explorer)</source>
        <translation>Typowany CSV (Storage Explorer)</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>JSON array</source>
        <translation>Tablica JSON</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Plik:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>The whole &amp;table</source>
        <translation>Cała &amp;tabela</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Eksportuj</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Eksportuj do</translation>
    </message>
    <message>
        <source>Typed CSV (*.csv);;JSON Lines (*.jsonl *.ndjson);;JSON (*.json);;All files (*)</source>
        <translation>Typowany CSV (*.csv);;JSON Lines (*.jsonl *.ndjson);;JSON (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Wybierz plik do zapisu.</translation>
    </message>
    <message>
        <source>The file name has no .csv, .jsonl or .json suffix: choose a format.</source>
        <translation>Nazwa pliku nie ma rozszerzenia .csv, .jsonl ani .json: wybierz format.</translation>
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
        <translation>Lokalny</translation>
    </message>
    <message>
        <source>All of (and)</source>
        <translation>Wszystkie (and)</translation>
    </message>
    <message>
        <source>Any of (or)</source>
        <translation>Dowolny (or)</translation>
    </message>
    <message>
        <source>whole number, exact</source>
        <translation>liczba całkowita, dokładnie</translation>
    </message>
    <message>
        <source>base64, e.g. Chs= for X&apos;0A1B&apos;</source>
        <translation>base64, np. Chs= dla X&apos;0A1B&apos;</translation>
    </message>
    <message>
        <source>Filter conditions</source>
        <translation>Warunki filtra</translation>
    </message>
    <message>
        <source>+ Condition</source>
        <translation>+ Warunek</translation>
    </message>
    <message>
        <source>Add a condition to the current group (Insert)</source>
        <translation>Dodaj warunek do bieżącej grupy (Insert)</translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation>+ Grupa</translation>
    </message>
    <message>
        <source>Add a nested group (Ctrl+Insert)</source>
        <translation>Dodaj zagnieżdżoną grupę (Ctrl+Insert)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove the current row (Delete)</source>
        <translation>Usuń bieżący wiersz (Delete)</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Dodaj warunek</translation>
    </message>
    <message>
        <source>Add Group</source>
        <translation>Dodaj grupę</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>Usuń wiersz</translation>
    </message>
</context>
<context>
    <name>rowan::FilterBuilderModel</name>
    <message>
        <source>Any of (or)</source>
        <translation>Dowolny (or)</translation>
    </message>
    <message>
        <source>All of (and)</source>
        <translation>Wszystkie (and)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupa</translation>
    </message>
    <message>
        <source>Not</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>The builder cannot show this filter until it parses: %1 (at position %2)</source>
        <translation>Kreator nie może pokazać tego filtra, dopóki nie da się go przeanalizować: %1 (na pozycji %2)</translation>
    </message>
    <message>
        <source>Not a saved filter: %1.</source>
        <translation>To nie jest zapisany filtr: %1.</translation>
    </message>
    <message>
        <source>Exact time</source>
        <translation>Dokładny czas</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Ostatnia godzina</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Ostatnie 24 godziny</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Ostatnie 7 dni</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Ostatnie 30 dni</translation>
    </message>
</context>
<context>
    <name>rowan::FilterCompletionModel</name>
    <message>
        <source>equals</source>
        <translation>równa się</translation>
    </message>
    <message>
        <source>does not equal</source>
        <translation>nie równa się</translation>
    </message>
    <message>
        <source>greater than</source>
        <translation>większe niż</translation>
    </message>
    <message>
        <source>greater than or equal</source>
        <translation>większe lub równe</translation>
    </message>
    <message>
        <source>less than</source>
        <translation>mniejsze niż</translation>
    </message>
    <message>
        <source>less than or equal</source>
        <translation>mniejsze lub równe</translation>
    </message>
    <message>
        <source>negates what follows</source>
        <translation>neguje to, co następuje</translation>
    </message>
</context>
<context>
    <name>rowan::FilterDeleteDialog</name>
    <message>
        <source>Delete Matching Entities</source>
        <translation>Usuń pasujące encje</translation>
    </message>
    <message>
        <source>Delete the entities of &lt;b&gt;%1&lt;/b&gt; that match this OData &lt;tt&gt;$filter&lt;/tt&gt;. Leave it empty to delete every entity of the table.</source>
        <translation>Usuń encje z &lt;b&gt;%1&lt;/b&gt; pasujące do tego OData &lt;tt&gt;$filter&lt;/tt&gt;. Pozostaw puste, aby usunąć wszystkie encje tabeli.</translation>
    </message>
    <message>
        <source>Count Matches</source>
        <translation>Policz dopasowania</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>Count the matches first: nothing is deleted before you confirm the number.</source>
        <translation>Najpierw policz dopasowania: nic nie zostanie usunięte, zanim nie potwierdzisz ich liczby.</translation>
    </message>
    <message>
        <source>The filter is not valid at position %1: %2</source>
        <translation>Filtr jest nieprawidłowy na pozycji %1: %2</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Liczenie…</translation>
    </message>
    <message>
        <source>Counting… (a filter without PartitionKey reads the whole table)</source>
        <translation>Liczenie… (filtr bez PartitionKey odczytuje całą tabelę)</translation>
    </message>
    <message>
        <source>Cannot count: %1</source>
        <translation>Nie można policzyć: %1</translation>
    </message>
    <message>
        <source>No entity matches.</source>
        <translation>Żadna encja nie pasuje.</translation>
    </message>
    <message>
        <source>1 entity matches.</source>
        <translation>Pasuje 1 encja.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities match.</source>
        <translation>
            <numerusform>Pasuje %1 encja.</numerusform>
            <numerusform>Pasują %1 encje.</numerusform>
            <numerusform>Pasuje %1 encji.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete all %1 entities of &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Usunąć wszystkie encje z &lt;b&gt;%2&lt;/b&gt; (%1)?</translation>
    </message>
    <message>
        <source>Delete the %1 entities of &lt;b&gt;%2&lt;/b&gt; that match&lt;br&gt;&lt;tt&gt;%3&lt;/tt&gt;?</source>
        <translation>Usunąć encje z &lt;b&gt;%2&lt;/b&gt; (%1) pasujące do&lt;br&gt;&lt;tt&gt;%3&lt;/tt&gt;?</translation>
    </message>
    <message>
        <source>Delete Entities</source>
        <translation>Usuń encje</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;An entity that changes while the delete runs is kept and reported. This cannot be undone.</source>
        <translation>&lt;br&gt;&lt;br&gt;Encja, która zmieni się podczas usuwania, zostanie zachowana i zgłoszona. Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>Delete %1 Entities</source>
        <translation>Usuń encje (%1)</translation>
    </message>
    <message>
        <source>Filter of the entities to delete</source>
        <translation>Filtr encji do usunięcia</translation>
    </message>
</context>
<context>
    <name>rowan::FilterEditor</name>
    <message>
        <source>$filter, e.g. PartitionKey eq &apos;Sales&apos; and RowKey ge &apos;S&apos; — Ctrl+Space completes</source>
        <translation>$filter, np. PartitionKey eq &apos;Sales&apos; and RowKey ge &apos;S&apos; — Ctrl+Spacja uzupełnia</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtr</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Wiersz %1, kolumna %2: %3</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Kolumna %1: %2</translation>
    </message>
</context>
<context>
    <name>rowan::FindActions</name>
    <message>
        <source>&amp;Quick Open…</source>
        <translation>Szybkie ot&amp;wieranie…</translation>
    </message>
    <message>
        <source>Text &amp;Index…</source>
        <translation>&amp;Indeks tekstowy…</translation>
    </message>
    <message>
        <source>Open a table or a saved connection by typing part of its name</source>
        <translation>Otwórz tabelę lub zapisane połączenie, wpisując część nazwy</translation>
    </message>
    <message>
        <source>Build or remove the table&apos;s text index, which Find answers from</source>
        <translation>Zbuduj lub usuń indeks tekstowy tabeli, z którego odpowiada wyszukiwanie</translation>
    </message>
</context>
<context>
    <name>rowan::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>Uwzględniaj wielkość liter</translation>
    </message>
    <message>
        <source>Whole word</source>
        <translation>Całe słowo</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Wyrażenie regularne</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Znajdź</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>Szukany tekst</translation>
    </message>
    <message>
        <source>Find in the table&apos;s values…</source>
        <translation>Szukaj w wartościach tabeli…</translation>
    </message>
    <message>
        <source>Tell upper from lower case (off: &apos;Ä&apos; finds &apos;ä&apos;)</source>
        <translation>Rozróżniaj wielkie i małe litery (wył.: &apos;Ä&apos; znajduje &apos;ä&apos;)</translation>
    </message>
    <message>
        <source>Only where no letter, digit or underscore is right before or after the text</source>
        <translation>Tylko tam, gdzie tuż przed tekstem i po nim nie ma litery, cyfry ani podkreślenia</translation>
    </message>
    <message>
        <source>The text is a Perl-style regular expression; ^ and $ anchor at a value&apos;s ends</source>
        <translation>Tekst jest wyrażeniem regularnym w stylu Perla; ^ i $ kotwiczą na końcach wartości</translation>
    </message>
    <message>
        <source>Properties to look in</source>
        <translation>Właściwości do przeszukania</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>Gdzie szukać</translation>
    </message>
    <message>
        <source>Whole table</source>
        <translation>Cała tabela</translation>
    </message>
    <message>
        <source>Query results</source>
        <translation>Wyniki zapytania</translation>
    </message>
    <message>
        <source>Close the Find bar</source>
        <translation>Zamknij pasek wyszukiwania</translation>
    </message>
    <message>
        <source>Close the Find bar and show the table again (Esc)</source>
        <translation>Zamknij pasek wyszukiwania i znów pokaż tabelę (Esc)</translation>
    </message>
    <message>
        <source>Search progress</source>
        <translation>Postęp wyszukiwania</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>Zna&amp;jdź…</translation>
    </message>
    <message>
        <source>Find a text in the values of the table shown</source>
        <translation>Znajdź tekst w wartościach pokazanej tabeli</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Znajdź &amp;następny</translation>
    </message>
    <message>
        <source>The next matching cell</source>
        <translation>Następna pasująca komórka</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Znajdź p&amp;oprzedni</translation>
    </message>
    <message>
        <source>The previous matching cell</source>
        <translation>Poprzednia pasująca komórka</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Następne dopasowanie</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Poprzednie dopasowanie</translation>
    </message>
    <message>
        <source>Cancelled: %1 matches in the %2 entities read.</source>
        <translation>Anulowano: dopasowania: %1 wśród przeczytanych encji (%2).</translation>
    </message>
    <message>
        <source>Choose a table in the Stores dock first.</source>
        <translation>Najpierw wybierz tabelę w panelu magazynów.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Wyszukiwanie…</translation>
    </message>
    <message>
        <source>Searching on this computer: %1 entities read from the endpoint, %2 matches so far…</source>
        <translation>Wyszukiwanie na tym komputerze: przeczytane encje z punktu końcowego: %1, dopasowania jak dotąd: %2…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches so far…</source>
        <translation>
            <numerusform>Jak dotąd %n dopasowanie…</numerusform>
            <numerusform>Jak dotąd %n dopasowania…</numerusform>
            <numerusform>Jak dotąd %n dopasowań…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches. The search ran on this computer over the %1 entities it read from the endpoint.</source>
        <translation>
            <numerusform>%n dopasowanie. Wyszukiwanie działało na tym komputerze na encjach odczytanych z punktu końcowego: %1.</numerusform>
            <numerusform>%n dopasowania. Wyszukiwanie działało na tym komputerze na encjach odczytanych z punktu końcowego: %1.</numerusform>
            <numerusform>%n dopasowań. Wyszukiwanie działało na tym komputerze na encjach odczytanych z punktu końcowego: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches, found through the table&apos;s text index.</source>
        <translation>
            <numerusform>%n dopasowanie, znalezione przez indeks tekstowy tabeli.</numerusform>
            <numerusform>%n dopasowania, znalezione przez indeks tekstowy tabeli.</numerusform>
            <numerusform>%n dopasowań, znalezionych przez indeks tekstowy tabeli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches in %1 entities read.</source>
        <translation>
            <numerusform>%n dopasowanie wśród przeczytanych encji: %1.</numerusform>
            <numerusform>%n dopasowania wśród przeczytanych encji: %1.</numerusform>
            <numerusform>%n dopasowań wśród przeczytanych encji: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 are shown: narrow the search to see the rest.</source>
        <translation>Pokazano tylko pierwsze %1: zawęź wyszukiwanie, aby zobaczyć resztę.</translation>
    </message>
    <message>
        <source>All properties</source>
        <translation>Wszystkie właściwości</translation>
    </message>
    <message numerus="yes">
        <source>%n properties</source>
        <translation>
            <numerusform>%n właściwość</numerusform>
            <numerusform>%n właściwości</numerusform>
            <numerusform>%n właściwości</numerusform>
        </translation>
    </message>
    <message>
        <source>Look in every property</source>
        <translation>Szukaj w każdej właściwości</translation>
    </message>
    <message>
        <source>Look in %1</source>
        <translation>Szukaj w: %1</translation>
    </message>
    <message>
        <source>All Properties</source>
        <translation>Wszystkie właściwości</translation>
    </message>
</context>
<context>
    <name>rowan::GridPaste</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… i jeszcze %n</numerusform>
            <numerusform>… i jeszcze %n</numerusform>
            <numerusform>… i jeszcze %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Wklej</translation>
    </message>
    <message>
        <source>Insert the entities on the clipboard (copied as JSON) into this table</source>
        <translation>Wstaw encje ze schowka (skopiowane jako JSON) do tej tabeli</translation>
    </message>
    <message>
        <source>Paste Entities</source>
        <translation>Wklejanie encji</translation>
    </message>
    <message>
        <source>Nothing was pasted: %1.</source>
        <translation>Nic nie wklejono: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pasted entities staged as adds</source>
        <translation>
            <numerusform>%n wklejona encja odłożona jako dodanie</numerusform>
            <numerusform>%n wklejone encje odłożone jako dodania</numerusform>
            <numerusform>%n wklejonych encji odłożonych jako dodania</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was pasted: %1</source>
        <translation>Nic nie wklejono: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of the entities to paste already exist in &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>
            <numerusform>%n z wklejanych encji już istnieje w &lt;b&gt;%1&lt;/b&gt;:</numerusform>
            <numerusform>%n z wklejanych encji już istnieją w &lt;b&gt;%1&lt;/b&gt;:</numerusform>
            <numerusform>%n z wklejanych encji już istnieje w &lt;b&gt;%1&lt;/b&gt;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip them, or replace them with the pasted ones?</source>
        <translation>Pominąć je czy zastąpić wklejanymi?</translation>
    </message>
    <message>
        <source>Skip Existing</source>
        <translation>Pomiń istniejące</translation>
    </message>
    <message>
        <source>Replace Existing</source>
        <translation>Zastąp istniejące</translation>
    </message>
    <message>
        <source>Skip existing entities</source>
        <translation>Pomiń istniejące encje</translation>
    </message>
    <message>
        <source>Replace existing entities</source>
        <translation>Zastąp istniejące encje</translation>
    </message>
    <message>
        <source>Nothing pasted: every entity already exists in %1</source>
        <translation>Nic nie wklejono: każda encja już istnieje w %1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>Wklej %n encję</numerusform>
            <numerusform>Wklej %n encje</numerusform>
            <numerusform>Wklej %n encji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Insert %n pasted entities into &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>
            <numerusform>Wstawić %n wklejoną encję do &lt;b&gt;%1&lt;/b&gt;?</numerusform>
            <numerusform>Wstawić %n wklejone encje do &lt;b&gt;%1&lt;/b&gt;?</numerusform>
            <numerusform>Wstawić %n wklejonych encji do &lt;b&gt;%1&lt;/b&gt;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are replaced.</source>
        <translation>
            <numerusform>%n istniejąca encja zostanie zastąpiona.</numerusform>
            <numerusform>%n istniejące encje zostaną zastąpione.</numerusform>
            <numerusform>%n istniejących encji zostanie zastąpionych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing entities are skipped.</source>
        <translation>
            <numerusform>%n istniejąca encja zostanie pominięta.</numerusform>
            <numerusform>%n istniejące encje zostaną pominięte.</numerusform>
            <numerusform>%n istniejących encji zostanie pominiętych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the paste back.</source>
        <translation>Edycja ▸ Cofnij wycofuje wklejenie.</translation>
    </message>
    <message numerus="yes">
        <source>%n entities pasted into %1</source>
        <translation>
            <numerusform>%n encja wklejona do %1</numerusform>
            <numerusform>%n encje wklejone do %1</numerusform>
            <numerusform>%n encji wklejonych do %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n existing skipped</source>
        <translation>
            <numerusform>%n istniejąca pominięta</numerusform>
            <numerusform>%n istniejące pominięte</numerusform>
            <numerusform>%n istniejących pominiętych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities could not be pasted.</source>
        <translation>
            <numerusform>Nie udało się wkleić %n encji.</numerusform>
            <numerusform>Nie udało się wkleić %n encji.</numerusform>
            <numerusform>Nie udało się wkleić %n encji.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::HistoryActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Cofnij: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ponów: %1</translation>
    </message>
    <message>
        <source>Nothing to take back</source>
        <translation>Nie ma czego cofnąć</translation>
    </message>
    <message>
        <source>This store or connection keeps no change journal</source>
        <translation>Ten magazyn lub połączenie nie prowadzi dziennika zmian</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Wycofaj</translation>
    </message>
    <message>
        <source>Take back %1? Each entity is written back as it was before, unless it changed since.</source>
        <translation>Wycofać %1? Każda encja zostanie zapisana w poprzedniej postaci, chyba że od tego czasu się zmieniła.</translation>
    </message>
    <message>
        <source>Taking back %1…</source>
        <translation>Wycofywanie %1…</translation>
    </message>
    <message>
        <source>%1 could not be taken back</source>
        <translation>Nie udało się wycofać %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entities written back</source>
        <translation>
            <numerusform>Zapisano z powrotem %n encję</numerusform>
            <numerusform>Zapisano z powrotem %n encje</numerusform>
            <numerusform>Zapisano z powrotem %n encji</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled taking back %1: %2.</source>
        <translation>Anulowano wycofywanie %1: %2.</translation>
    </message>
    <message>
        <source>Took back %1: %2.</source>
        <translation>Wycofano %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Took back %1 in part: %2; %n changed since.</source>
        <translation>
            <numerusform>Częściowo wycofano %1: %2; od tego czasu zmieniła się %n.</numerusform>
            <numerusform>Częściowo wycofano %1: %2; od tego czasu zmieniły się %n.</numerusform>
            <numerusform>Częściowo wycofano %1: %2; od tego czasu zmieniło się %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept the current version of %n entities.</source>
        <translation>
            <numerusform>Zachowano bieżącą wersję %n encji.</numerusform>
            <numerusform>Zachowano bieżącą wersję %n encji.</numerusform>
            <numerusform>Zachowano bieżącą wersję %n encji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Writing back %n earlier versions…</source>
        <translation>
            <numerusform>Zapisywanie %n wcześniejszej wersji…</numerusform>
            <numerusform>Zapisywanie %n wcześniejszych wersji…</numerusform>
            <numerusform>Zapisywanie %n wcześniejszych wersji…</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier versions could not be written back</source>
        <translation>Nie udało się zapisać wcześniejszych wersji</translation>
    </message>
    <message numerus="yes">
        <source>Wrote back %n earlier versions</source>
        <translation>
            <numerusform>Zapisano %n wcześniejszą wersję</numerusform>
            <numerusform>Zapisano %n wcześniejsze wersje</numerusform>
            <numerusform>Zapisano %n wcześniejszych wersji</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, then cancelled.</source>
        <translation>%1, następnie anulowano.</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n changed again.</source>
        <translation>
            <numerusform>%1; ponownie zmieniła się %n.</numerusform>
            <numerusform>%1; ponownie zmieniły się %n.</numerusform>
            <numerusform>%1; ponownie zmieniło się %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::HistoryView</name>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Wycofaj</translation>
    </message>
    <message>
        <source>&amp;Limits…</source>
        <translation>&amp;Limity…</translation>
    </message>
    <message>
        <source>Change history</source>
        <translation>Historia zmian</translation>
    </message>
    <message>
        <source>Take the chosen action back; entities changed since are left as they are</source>
        <translation>Wycofaj wybraną akcję; encje zmienione od tego czasu pozostają bez zmian</translation>
    </message>
    <message>
        <source>How large the journal may grow and how old its actions may be</source>
        <translation>Jak duży może być dziennik i jak stare mogą być akcje</translation>
    </message>
    <message>
        <source>No change journal here</source>
        <translation>Brak tu dziennika zmian</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>Dziennik: %1</translation>
    </message>
</context>
<context>
    <name>rowan::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>Wybierz plik</translation>
    </message>
    <message>
        <source>Typed CSV as Azure Storage Explorer writes it, JSON Lines, or a JSON array of entities.</source>
        <translation>Typowany CSV w postaci zapisywanej przez Azure Storage Explorer, JSON Lines lub tablica encji JSON.</translation>
    </message>
    <message>
        <source>/path/to/entities.csv</source>
        <translation>/ścieżka/do/encji.csv</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Przeglądaj…</translation>
    </message>
    <message>
        <source>CSV (typed: Name@type columns, as Storage Explorer)</source>
        <translation>CSV (typowany: kolumny Nazwa@typ, jak w Storage Explorer)</translation>
    </message>
    <message>
        <source>JSON Lines (one entity per line)</source>
        <translation>JSON Lines (jedna encja na wiersz)</translation>
    </message>
    <message>
        <source>JSON array of entities</source>
        <translation>Tablica encji JSON</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>A row longer than this stops the import: a quote that is never closed would otherwise swallow the rest of the file</source>
        <translation>Dłuższy wiersz zatrzymuje import: niezamknięty cudzysłów pochłonąłby inaczej resztę pliku</translation>
    </message>
    <message>
        <source>CSV: comma-separated, UTF-8, a header row; a column &lt;i&gt;Name@type&lt;/i&gt; holds the EDM type of column &lt;i&gt;Name&lt;/i&gt;. Files without PartitionKey and RowKey columns import too: you choose the keys on a later page.</source>
        <translation>CSV: rozdzielany przecinkami, UTF-8, wiersz nagłówka; kolumna &lt;i&gt;Nazwa@type&lt;/i&gt; zawiera typ EDM kolumny &lt;i&gt;Nazwa&lt;/i&gt;. Pliki bez kolumn PartitionKey i RowKey też można zaimportować: klucze wybierasz na dalszej stronie.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Plik:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>&amp;Longest row:</source>
        <translation>&amp;Najdłuższy wiersz:</translation>
    </message>
    <message>
        <source>Import File</source>
        <translation>Importuj plik</translation>
    </message>
    <message>
        <source>Entities (*.csv *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>Encje (*.csv *.jsonl *.ndjson *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Nie ma pliku %1.</translation>
    </message>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 nie jest plikiem do odczytu.</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Plik do zaimportowania</translation>
    </message>
</context>
<context>
    <name>rowan::ImportKeysPage</name>
    <message>
        <source>From &amp;column</source>
        <translation>Z &amp;kolumny</translation>
    </message>
    <message>
        <source>&amp;Same for every row</source>
        <translation>&amp;Taki sam dla każdego wiersza</translation>
    </message>
    <message>
        <source>From c&amp;olumn</source>
        <translation>Z k&amp;olumny</translation>
    </message>
    <message>
        <source>&amp;Generated</source>
        <translation>&amp;Generowany</translation>
    </message>
    <message>
        <source>&amp;Keep the key columns as properties too</source>
        <translation>&amp;Zachowaj kolumny kluczy również jako właściwości</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klucze</translation>
    </message>
    <message>
        <source>Every entity needs a PartitionKey and a RowKey: take them from columns, or give one PartitionKey to all rows and generate the RowKeys.</source>
        <translation>Każda encja potrzebuje PartitionKey i RowKey: weź je z kolumn albo nadaj wszystkim wierszom jeden PartitionKey i wygeneruj RowKey.</translation>
    </message>
    <message>
        <source>e.g. imported</source>
        <translation>np. imported</translation>
    </message>
    <message>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>Inverted ticks (newest first)</source>
        <translation>Odwrócone tyknięcia (od najnowszych)</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Licznik</translation>
    </message>
    <message>
        <source>width </source>
        <translation>szerokość </translation>
    </message>
    <message>
        <source>from </source>
        <translation>od </translation>
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
        <translation>Pierwsze wiersze otrzymają:
%1</translation>
    </message>
</context>
<context>
    <name>rowan::ImportPreviewModel</name>
    <message>
        <source>Line %1 of the file</source>
        <translation>Wiersz %1 pliku</translation>
    </message>
    <message>
        <source>%1
(ignored)</source>
        <translation>%1
(pominięte)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>klucz</translation>
    </message>
    <message>
        <source>%1: the file&apos;s key column</source>
        <translation>%1: kolumna klucza pliku</translation>
    </message>
    <message>
        <source>typed in the file</source>
        <translation>typ określony w pliku</translation>
    </message>
    <message>
        <source>detected from the text</source>
        <translation>wykryty z tekstu</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: %2 chosen (%3 %4)</source>
        <translation>%1: wybrano %2 (%3 %4)</translation>
    </message>
</context>
<context>
    <name>rowan::ImportPreviewPage</name>
    <message>
        <source>&amp;Leave out</source>
        <translation>&amp;Pomiń</translation>
    </message>
    <message>
        <source>Preview and types</source>
        <translation>Podgląd i typy</translation>
    </message>
    <message>
        <source>The first 100 rows with the type of each column: the file&apos;s own where it types a column, else the narrowest type every value fits. Choose another type or leave a column out.</source>
        <translation>Pierwsze 100 wierszy z typem każdej kolumny: własnym typem pliku, gdy go określa, w przeciwnym razie najwęższym typem, w którym mieści się każda wartość. Wybierz inny typ lub pomiń kolumnę.</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>&amp;Kolumna:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>Odczytywanie pierwszych wierszy…</translation>
    </message>
    <message>
        <source>Keys are text</source>
        <translation>Klucze są tekstem</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;The file cannot be read: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;Nie można odczytać pliku: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 wiersz</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows</source>
        <translation>
            <numerusform>%1 wiersz</numerusform>
            <numerusform>%1 wiersze</numerusform>
            <numerusform>%1 wierszy</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the whole file.</source>
        <translation>%1, cały plik.</translation>
    </message>
    <message>
        <source>The first %1.</source>
        <translation>Pierwsze %1.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 not fit the chosen type: those rows would be rejected.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 do wybranego typu: te wiersze zostałyby odrzucone.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>1 value does</source>
        <translation>1 wartość nie pasuje</translation>
    </message>
    <message numerus="yes">
        <source>%1 values do</source>
        <translation>
            <numerusform>%1 wartość nie pasuje</numerusform>
            <numerusform>%1 wartości nie pasują</numerusform>
            <numerusform>%1 wartości nie pasuje</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c01c28&apos;&gt;%1 cannot be read (first: line %2, %3).&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c01c28&apos;&gt;Nie można odczytać: %1 (pierwszy: wiersz %2, %3).&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>rowan::ImportProgressPage</name>
    <message>
        <source>&amp;Cancel Import</source>
        <translation>&amp;Anuluj import</translation>
    </message>
    <message>
        <source>&amp;Open Error Report</source>
        <translation>Otwórz &amp;raport błędów</translation>
    </message>
    <message>
        <source>Importing</source>
        <translation>Importowanie</translation>
    </message>
    <message>
        <source>%1 into table %2 (%3).</source>
        <translation>%1 do tabeli %2 (%3).</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
    <message>
        <source> — cancelling after the transaction in flight…</source>
        <translation> — anulowanie po bieżącej transakcji…</translation>
    </message>
    <message>
        <source>%1 rows read · %2 written · %3 skipped · %4 failed · %5 rows/s</source>
        <translation>Odczytane wiersze: %1 · zapisane: %2 · pominięte: %3 · nieudane: %4 · %5 wierszy/s</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · pozostało %1</translation>
    </message>
    <message>
        <source>%1 written, %2 skipped, %3 failed in %4</source>
        <translation>Zapisane: %1, pominięte: %2, nieudane: %3 w czasie %4</translation>
    </message>
    <message>
        <source> (%1 rows/s).</source>
        <translation> (%1 wierszy/s).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The import stopped:&lt;/b&gt; %1&lt;br&gt;Transactions committed before stay.</source>
        <translation>&lt;b&gt;Import zatrzymany:&lt;/b&gt; %1&lt;br&gt;Wcześniej zatwierdzone transakcje pozostają.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancelled.&lt;/b&gt; %1&lt;br&gt;Every committed transaction is whole; import the file again with &lt;i&gt;Skip existing&lt;/i&gt; to finish.</source>
        <translation>&lt;b&gt;Anulowano.&lt;/b&gt; %1&lt;br&gt;Każda zatwierdzona transakcja jest kompletna; zaimportuj plik ponownie z opcją &lt;i&gt;Pomijaj istniejące&lt;/i&gt;, aby dokończyć.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped at the first rejected row.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Zatrzymano na pierwszym odrzuconym wierszu.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Done, with rejected rows.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Gotowe, z odrzuconymi wierszami.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Done.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Gotowe.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Import stopped</source>
        <translation>Import zatrzymany</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Import anulowany</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Import zakończony</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#c01c28&apos;&gt;The error report could not be written: %1&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#c01c28&apos;&gt;Nie udało się zapisać raportu błędów: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 rows read.</source>
        <translation>Odczytane wiersze: %1.</translation>
    </message>
    <message>
        <source>&lt;br&gt;The rejected rows, with their line, column and reason, are listed in %1.</source>
        <translation>&lt;br&gt;Odrzucone wiersze wraz z numerem wiersza, kolumną i przyczyną są wymienione w %1.</translation>
    </message>
</context>
<context>
    <name>rowan::ImportTargetPage</name>
    <message>
        <source>S&amp;top at the first rejected row (rows before it are written)</source>
        <translation>&amp;Zatrzymaj na pierwszym odrzuconym wierszu (wiersze przed nim są zapisywane)</translation>
    </message>
    <message>
        <source>Target and write mode</source>
        <translation>Cel i tryb zapisu</translation>
    </message>
    <message>
        <source>Rows are written in entity group transactions of up to 100 per partition; each is written whole or not at all.</source>
        <translation>Wiersze są zapisywane w transakcjach grup encji do 100 na partycję; każda jest zapisywana w całości albo wcale.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importuj</translation>
    </message>
    <message>
        <source>I&amp;nsert</source>
        <translation>W&amp;staw</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Zastąp</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Scal</translation>
    </message>
    <message>
        <source>S&amp;kip existing</source>
        <translation>Pomi&amp;jaj istniejące</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabela:</translation>
    </message>
    <message>
        <source>Write mode:</source>
        <translation>Tryb zapisu:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Import &lt;b&gt;%1&lt;/b&gt; into table &lt;b&gt;%2&lt;/b&gt; (%3)?</source>
        <translation>Zaimportować &lt;b&gt;%1&lt;/b&gt; do tabeli &lt;b&gt;%2&lt;/b&gt; (%3)?</translation>
    </message>
    <message>
        <source>Choose a table or type the name of a new one.</source>
        <translation>Wybierz tabelę lub wpisz nazwę nowej.</translation>
    </message>
    <message>
        <source>Table %1 does not exist yet: it will be created.</source>
        <translation>Tabela %1 jeszcze nie istnieje: zostanie utworzona.</translation>
    </message>
    <message>
        <source>Rows go into the existing table %1.</source>
        <translation>Wiersze trafią do istniejącej tabeli %1.</translation>
    </message>
    <message>
        <source>Adds each row as a new entity. A row whose keys exist already is rejected and listed in the error report; the entity stays as it is.</source>
        <translation>Dodaje każdy wiersz jako nową encję. Wiersz, którego klucze już istnieją, zostaje odrzucony i wymieniony w raporcie błędów; encja pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>Adds new entities and replaces existing ones whole: properties the row does not have are removed.</source>
        <translation>Dodaje nowe encje i zastępuje istniejące w całości: właściwości, których wiersz nie ma, są usuwane.</translation>
    </message>
    <message>
        <source>Adds new entities and merges rows into existing ones: the row&apos;s properties are set, the entity&apos;s other properties kept.</source>
        <translation>Dodaje nowe encje i scala wiersze z istniejącymi: właściwości wiersza są ustawiane, pozostałe właściwości encji zachowywane.</translation>
    </message>
    <message>
        <source>Adds new entities and leaves existing ones untouched, counting them as skipped. Running a cancelled import again this way finishes it.</source>
        <translation>Dodaje nowe encje i nie rusza istniejących, licząc je jako pominięte. Ponowne uruchomienie anulowanego importu w tym trybie go kończy.</translation>
    </message>
</context>
<context>
    <name>rowan::ImportWizard</name>
    <message>
        <source>Import into %1</source>
        <translation>Import do %1</translation>
    </message>
</context>
<context>
    <name>rowan::JournalLimitsDialog</name>
    <message>
        <source>Change Journal Limits</source>
        <translation>Limity dziennika zmian</translation>
    </message>
    <message>
        <source>The oldest actions are removed once the journal is larger or they are older than this. The newest action is always kept.</source>
        <translation>Najstarsze akcje są usuwane, gdy dziennik jest większy lub one są starsze niż podano. Najnowsza akcja jest zawsze zachowywana.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source> days</source>
        <translation> dni</translation>
    </message>
    <message>
        <source>Largest &amp;size:</source>
        <translation>Największy &amp;rozmiar:</translation>
    </message>
    <message>
        <source>Oldest &amp;actions:</source>
        <translation>Najstarsze &amp;akcje:</translation>
    </message>
    <message>
        <source>Trimming the journal…</source>
        <translation>Przycinanie dziennika…</translation>
    </message>
</context>
<context>
    <name>rowan::JournalLimitsModel</name>
    <message>
        <source>This store or connection keeps no change journal.</source>
        <translation>Ten magazyn lub połączenie nie prowadzi dziennika zmian.</translation>
    </message>
</context>
<context>
    <name>rowan::JournalModel</name>
    <message>
        <source>Redone</source>
        <translation>Ponowiono</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Cofnięto</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Przerwano</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>W toku</translation>
    </message>
    <message>
        <source>%1
%2 entities, %3 by %4</source>
        <translation>%1
encji: %2, %3, %4</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Encje</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>%1 (%2 entities)</source>
        <translation>%1 (encji: %2)</translation>
    </message>
</context>
<context>
    <name>rowan::JournalSetup</name>
    <message>
        <source>Connected to %1 without a change journal (%2): its writes cannot be undone.</source>
        <translation>Połączono z %1 bez dziennika zmian (%2): zapisów nie można cofnąć.</translation>
    </message>
    <message>
        <source>Connected to %1 without a change journal: its writes cannot be undone.</source>
        <translation>Połączono z %1 bez dziennika zmian: zapisów nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>rowan::KeyBuilderDialog</name>
    <message>
        <source>Key Builder</source>
        <translation>Kreator kluczy</translation>
    </message>
    <message>
        <source>Zero-padded number</source>
        <translation>Liczba z zerami wiodącymi</translation>
    </message>
    <message>
        <source>Inverted ticks (newest first)</source>
        <translation>Odwrócone tyknięcia (od najnowszych)</translation>
    </message>
    <message>
        <source>Reversed date</source>
        <translation>Odwrócona data</translation>
    </message>
    <message>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>Compound key</source>
        <translation>Klucz złożony</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Rodzaj:</translation>
    </message>
    <message>
        <source>Keys sort as text: &apos;10&apos; comes before &apos;9&apos;. Padding every number to one width keeps numeric order.</source>
        <translation>Klucze są sortowane jak tekst: &apos;10&apos; jest przed &apos;9&apos;. Dopełnienie każdej liczby do jednej szerokości zachowuje porządek liczbowy.</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Liczba:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Szerokość:</translation>
    </message>
    <message>
        <source>Log tail pattern: DateTime.MaxValue.Ticks minus the time&apos;s ticks, 19 digits, so the newest entity comes first. Exact to 100 ns.</source>
        <translation>Wzorzec ogona dziennika: DateTime.MaxValue.Ticks minus tyknięcia czasu, 19 cyfr, więc najnowsza encja jest pierwsza. Dokładność 100 ns.</translation>
    </message>
    <message>
        <source>paste an inverted-ticks key to read its date</source>
        <translation>wklej klucz z odwróconymi tyknięciami, aby odczytać jego datę</translation>
    </message>
    <message>
        <source>&amp;Date (UTC):</source>
        <translation>&amp;Data (UTC):</translation>
    </message>
    <message>
        <source>D&amp;ecode:</source>
        <translation>D&amp;ekoduj:</translation>
    </message>
    <message>
        <source>99999999 minus yyyyMMdd: later days sort first, and the key still names its day.</source>
        <translation>99999999 minus yyyyMMdd: późniejsze dni są pierwsze, a klucz nadal wskazuje swój dzień.</translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation>&amp;Dzień:</translation>
    </message>
    <message>
        <source>A random GUID spreads keys evenly, at the cost of any useful order.</source>
        <translation>Losowy GUID rozkłada klucze równomiernie kosztem jakiegokolwiek użytecznego porządku.</translation>
    </message>
    <message>
        <source>&amp;New GUID</source>
        <translation>&amp;Nowy GUID</translation>
    </message>
    <message>
        <source>Compound keys hold several values, most general first, so one partition or prefix scan finds them together (index entities, heterogeneous entity types).</source>
        <translation>Klucze złożone zawierają kilka wartości, od najogólniejszej, więc jedno skanowanie partycji lub prefiksu znajduje je razem (encje indeksowe, różnorodne typy encji).</translation>
    </message>
    <message>
        <source>one part per line</source>
        <translation>jedna część na wiersz</translation>
    </message>
    <message>
        <source>&amp;Parts:</source>
        <translation>&amp;Części:</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Separator:</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Klucz:</translation>
    </message>
    <message>
        <source>Write the date as ISO 8601, such as 2026-11-25T09:30:00.1234567Z.</source>
        <translation>Zapisz datę w formacie ISO 8601, np. 2026-11-25T09:30:00.1234567Z.</translation>
    </message>
    <message>
        <source>Write the day as yyyy-MM-dd, such as 2026-11-25.</source>
        <translation>Zapisz dzień w formacie yyyy-MM-dd, np. 2026-11-25.</translation>
    </message>
    <message>
        <source>%1 (%2 beside it: %3)</source>
        <translation>%1 (%2 obok: %3)</translation>
    </message>
    <message>
        <source>stands for %1</source>
        <translation>oznacza %1</translation>
    </message>
</context>
<context>
    <name>rowan::KeyBuilderPanel</name>
    <message>
        <source>&amp;Locate</source>
        <translation>&amp;Zlokalizuj</translation>
    </message>
    <message>
        <source>Where a key sorts in this table</source>
        <translation>Gdzie klucz znajdzie się w tej tabeli</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Zbuduj…</translation>
    </message>
    <message>
        <source>Compose a %1 the design guide recommends.</source>
        <translation>Złóż %1 zalecany przez przewodnik projektowania.</translation>
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
        <translation>Pozycja</translation>
    </message>
    <message>
        <source>Service order and natural order</source>
        <translation>Porządek usługi i porządek naturalny</translation>
    </message>
    <message>
        <source>Keys, one per line</source>
        <translation>Klucze, jeden na wiersz</translation>
    </message>
    <message>
        <source>Service order</source>
        <translation>Porządek usługi</translation>
    </message>
    <message>
        <source>Natural order</source>
        <translation>Porządek naturalny</translation>
    </message>
    <message>
        <source>Choose a table first.</source>
        <translation>Najpierw wybierz tabelę.</translation>
    </message>
    <message>
        <source>Type or build a key, then Locate it among the keys of %1.</source>
        <translation>Wpisz lub zbuduj klucz, a następnie zlokalizuj go wśród kluczy %1.</translation>
    </message>
    <message>
        <source>Looking for the key&apos;s neighbours…</source>
        <translation>Szukanie sąsiadów klucza…</translation>
    </message>
    <message>
        <source>The key could not be placed: %1</source>
        <translation>Nie udało się umieścić klucza: %1</translation>
    </message>
    <message>
        <source>Partition &apos;%1&apos; holds %2 entities.</source>
        <translation>Partycja &apos;%1&apos; zawiera encji: %2.</translation>
    </message>
    <message>
        <source>Partition &apos;%1&apos; exists.</source>
        <translation>Partycja &apos;%1&apos; istnieje.</translation>
    </message>
    <message>
        <source>No partition &apos;%1&apos; yet: the key would start a new one.</source>
        <translation>Nie ma jeszcze partycji &apos;%1&apos;: klucz rozpocząłby nową.</translation>
    </message>
    <message>
        <source>An entity with this key exists.</source>
        <translation>Istnieje encja z tym kluczem.</translation>
    </message>
    <message>
        <source>No entity has this key: it would go between the keys below.</source>
        <translation>Żadna encja nie ma tego klucza: znalazłby się między kluczami poniżej.</translation>
    </message>
    <message>
        <source>before</source>
        <translation>przed</translation>
    </message>
    <message>
        <source>← this key (exists)</source>
        <translation>← ten klucz (istnieje)</translation>
    </message>
    <message>
        <source>← this key would go here</source>
        <translation>← ten klucz trafiłby tutaj</translation>
    </message>
    <message>
        <source>after</source>
        <translation>po</translation>
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
        <translation>Wpisz dwa lub więcej kluczy, aby porównać ich porządek.</translation>
    </message>
    <message>
        <source>The service sorts these keys as a person would.</source>
        <translation>Usługa sortuje te klucze tak, jak zrobiłby to człowiek.</translation>
    </message>
    <message>
        <source>%1 of %2 keys sort elsewhere in the service than a person expects: %3. Pad numbers to one width and keep one letter case to make the orders agree.</source>
        <translation>Klucze sortowane przez usługę inaczej, niż oczekuje człowiek: %1 z %2: %3. Dopełniaj liczby do jednej szerokości i używaj jednej wielkości liter, aby porządki się zgadzały.</translation>
    </message>
</context>
<context>
    <name>rowan::KeyFindingsModel</name>
    <message>
        <source>Read %1.</source>
        <translation>Odczytano: %1.</translation>
    </message>
    <message>
        <source>Judged on %1: findings about RowKeys hold for the sample.</source>
        <translation>Oceniono na podstawie: %1; ustalenia dotyczące RowKey dotyczą próbki.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Porada</translation>
    </message>
    <message>
        <source>Pattern recognised</source>
        <translation>Rozpoznano wzorzec</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>Wzorzec:</translation>
    </message>
    <message>
        <source>Keys from the table:</source>
        <translation>Klucze z tabeli:</translation>
    </message>
    <message>
        <source>Consequence:</source>
        <translation>Konsekwencja:</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Rozwiązanie:</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Ustalenie</translation>
    </message>
    <message>
        <source>Pattern in the guide</source>
        <translation>Wzorzec w przewodniku</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Reguła</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Dowody</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Konsekwencja</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Rozwiązanie</translation>
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
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Analyse Again</source>
        <translation>Analizuj ponownie</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Ustalenia</translation>
    </message>
    <message>
        <source>Where a Key Sorts</source>
        <translation>Gdzie znajdzie się klucz</translation>
    </message>
    <message>
        <source>No findings: the keys show none of the patterns or problems the analysis knows.</source>
        <translation>Brak ustaleń: klucze nie wykazują żadnego ze znanych analizie wzorców ani problemów.</translation>
    </message>
    <message>
        <source>1 finding, in %1 ms.</source>
        <translation>1 ustalenie w %1 ms.</translation>
    </message>
    <message>
        <source>%1 findings, in %2 ms.</source>
        <translation>Ustalenia: %1, w %2 ms.</translation>
    </message>
    <message>
        <source>The keys could not be analysed: %1</source>
        <translation>Nie udało się przeanalizować kluczy: %1</translation>
    </message>
    <message>
        <source>Cancelled. Choose Analyse Again to start over.</source>
        <translation>Anulowano. Wybierz Analizuj ponownie, aby zacząć od nowa.</translation>
    </message>
    <message>
        <source>Keys of %1</source>
        <translation>Klucze %1</translation>
    </message>
    <message>
        <source>Reading the statistics and a sample of the keys…</source>
        <translation>Odczytywanie statystyk i próbki kluczy…</translation>
    </message>
    <message>
        <source>Reading the first keys (this endpoint gives no statistics)…</source>
        <translation>Odczytywanie pierwszych kluczy (ten punkt końcowy nie podaje statystyk)…</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klucze</translation>
    </message>
    <message>
        <source>Choose a table to see what its keys say about its design.</source>
        <translation>Wybierz tabelę, aby zobaczyć, co jej klucze mówią o jej projekcie.</translation>
    </message>
    <message>
        <source>Key findings</source>
        <translation>Ustalenia dotyczące kluczy</translation>
    </message>
    <message>
        <source>Fix…</source>
        <translation>Popraw…</translation>
    </message>
    <message>
        <source>Open Re-key with a rule that fixes this finding, previewed before anything is written</source>
        <translation>Otwórz zmianę kluczy z regułą, która poprawia to ustalenie, z podglądem przed jakimkolwiek zapisem</translation>
    </message>
    <message>
        <source>No rule for this finding: %1</source>
        <translation>Brak reguły dla tego ustalenia: %1</translation>
    </message>
    <message>
        <source>Reading the keys to make the rule…</source>
        <translation>Odczyt kluczy w celu utworzenia reguły…</translation>
    </message>
</context>
<context>
    <name>rowan::LoadAllBar</name>
    <message>
        <source>Load all</source>
        <translation>Wczytaj wszystko</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Load every remaining page of the table into the grid</source>
        <translation>Wczytaj do siatki każdą pozostałą stronę tabeli</translation>
    </message>
    <message>
        <source>Stop loading; the entities loaded so far stay in the grid</source>
        <translation>Zatrzymaj wczytywanie; dotąd wczytane encje pozostają w siatce</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
</context>
<context>
    <name>rowan::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Zakoń&amp;cz</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Stage Edits</source>
        <translation>&amp;Zmiany oczekujące</translation>
    </message>
    <message>
        <source>Keep edits and deletes pending until Commit, for this store or connection</source>
        <translation>Wstrzymuj edycje i usunięcia do zatwierdzenia, dla tego magazynu lub połączenia</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;About Rowan</source>
        <translation>&amp;O programie Rowan</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Magazyny</translation>
    </message>
    <message>
        <source>&amp;Query Bar</source>
        <translation>Pasek &amp;zapytań</translation>
    </message>
    <message>
        <source>Edit &amp;Filter</source>
        <translation>Edytuj &amp;filtr</translation>
    </message>
    <message>
        <source>Review them to commit them, or discard them and open the other one?</source>
        <translation>Przejrzeć je, aby je zatwierdzić, czy odrzucić je i otworzyć drugi?</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partycje</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klucze</translation>
    </message>
    <message>
        <source>Partition Chart</source>
        <translation>Wykres partycji</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schemat</translation>
    </message>
    <message>
        <source>Showing %1.</source>
        <translation>Pokazano: %1.</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Resetuj układ</translation>
    </message>
    <message>
        <source>Pending Changes</source>
        <translation>Oczekujące zmiany</translation>
    </message>
    <message>
        <source>1 change is pending and not written.</source>
        <translation>1 zmiana oczekuje i nie została zapisana.</translation>
    </message>
    <message>
        <source>%1 changes are pending and not written.</source>
        <translation>Oczekujące i niezapisane zmiany: %1.</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Przejrzyj…</translation>
    </message>
    <message>
        <source>Review them to commit them, or discard them and close?</source>
        <translation>Przejrzeć je, aby je zatwierdzić, czy odrzucić je i zamknąć?</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Główny pasek narzędzi</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Więcej działań</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabela</translation>
    </message>
</context>
<context>
    <name>rowan::NewTableDialog</name>
    <message>
        <source>New Table</source>
        <translation>Nowa tabela</translation>
    </message>
    <message>
        <source>Create a table in account &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Utwórz tabelę w koncie &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>e.g. Orders2024</source>
        <translation>np. Orders2024</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>&amp;Nazwa tabeli:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Utwórz</translation>
    </message>
    <message>
        <source>A table named &apos;%1&apos; already exists.</source>
        <translation>Tabela o nazwie &apos;%1&apos; już istnieje.</translation>
    </message>
    <message>
        <source>A table named &apos;%1&apos; already exists; table names are compared ignoring case.</source>
        <translation>Tabela o nazwie &apos;%1&apos; już istnieje; nazwy tabel są porównywane bez rozróżniania wielkości liter.</translation>
    </message>
    <message>
        <source>3 to 63 letters and digits, starting with a letter.</source>
        <translation>Od 3 do 63 liter i cyfr, zaczynając od litery.</translation>
    </message>
    <message>
        <source>✓ &apos;%1&apos; is a valid table name.</source>
        <translation>✓ &apos;%1&apos; to prawidłowa nazwa tabeli.</translation>
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
        <translation>Magazyn: %1</translation>
    </message>
    <message>
        <source>Connection: %1</source>
        <translation>Połączenie: %1</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Środowisko: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tabela: %1</translation>
    </message>
    <message>
        <source>Table: %1/%2</source>
        <translation>Tabela: %1/%2</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filtr: %1</translation>
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
        <translation>Logarytmiczna</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Encje</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bajty</translation>
    </message>
    <message>
        <source>A logarithmic scale shows the small partitions beside a hot one.</source>
        <translation>Skala logarytmiczna pokazuje małe partycje obok gorącej.</translation>
    </message>
    <message>
        <source>Partitions ranked by</source>
        <translation>Partycje uszeregowane według</translation>
    </message>
    <message>
        <source>Choose a table to see how its entities spread over its partitions.</source>
        <translation>Wybierz tabelę, aby zobaczyć, jak jej encje rozkładają się na partycje.</translation>
    </message>
    <message>
        <source>Reading the partition statistics of %1…</source>
        <translation>Odczytywanie statystyk partycji %1…</translation>
    </message>
    <message>
        <source>This endpoint gives no partition statistics, so there is no chart of partition sizes: counting them would mean reading every key of the table (the Partitions dock can do that).</source>
        <translation>Ten punkt końcowy nie podaje statystyk partycji, więc nie ma wykresu ich rozmiarów: policzenie ich wymagałoby odczytania każdego klucza tabeli (potrafi to panel Partycje).</translation>
    </message>
    <message>
        <source>The partition statistics could not be read: %1</source>
        <translation>Nie udało się odczytać statystyk partycji: %1</translation>
    </message>
    <message>
        <source>%1 has no entities.</source>
        <translation>%1 nie ma encji.</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>encji: %1</translation>
    </message>
    <message>
        <source>%1: %2 in %3 partitions.</source>
        <translation>%1: %2 w partycjach: %3.</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Hot: %1.</source>
        <translation>Gorąca: %1.</translation>
    </message>
    <message>
        <source>The largest, %1, holds %2% of the table.</source>
        <translation>Największa, %1, zawiera %2% tabeli.</translation>
    </message>
    <message>
        <source>Click a bar to show that partition in the grid.</source>
        <translation>Kliknij słupek, aby pokazać tę partycję w siatce.</translation>
    </message>
    <message>
        <source>#%1 %2
%3 entities, %4
%5% of the table%6</source>
        <translation>#%1 %2
encji: %3, %4
%5% tabeli%6</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>rozmiar nieznany</translation>
    </message>
    <message>
        <source> — hot</source>
        <translation> — gorąca</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>największa</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>pozycja %1</translation>
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
        <translation>nieznany</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pozycja</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Encje</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Share of entities</source>
        <translation>Udział encji</translation>
    </message>
    <message>
        <source>Share of bytes</source>
        <translation>Udział bajtów</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionList</name>
    <message>
        <source>&amp;All partitions</source>
        <translation>&amp;Wszystkie partycje</translation>
    </message>
    <message>
        <source>Filter loaded partitions</source>
        <translation>Filtruj wczytane partycje</translation>
    </message>
    <message>
        <source>Shows the loaded partitions whose key contains this text (any case).
Down moves to the list, Escape clears.</source>
        <translation>Pokazuje wczytane partycje, których klucz zawiera ten tekst (bez rozróżniania wielkości liter).
Strzałka w dół przechodzi do listy, Escape czyści.</translation>
    </message>
    <message>
        <source>Show every partition in the entity grid (Escape in the list)</source>
        <translation>Pokaż każdą partycję w siatce encji (Escape na liście)</translation>
    </message>
    <message>
        <source>&amp;Scan Partitions</source>
        <translation>&amp;Skanuj partycje</translation>
    </message>
    <message>
        <source>Read every key of the table once to list its partitions and count their entities; sizes stay unknown.</source>
        <translation>Odczytaj raz każdy klucz tabeli, aby wypisać partycje i policzyć ich encje; rozmiary pozostają nieznane.</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Skanowanie anulowano.</translation>
    </message>
    <message>
        <source>Scanning… 0 entities read.</source>
        <translation>Skanowanie… odczytano encji: 0.</translation>
    </message>
    <message>
        <source>Scanning… %1 entities read.</source>
        <translation>Skanowanie… odczytano encji: %1.</translation>
    </message>
    <message>
        <source>Refresh Partitions</source>
        <translation>Odśwież partycje</translation>
    </message>
    <message>
        <source>(empty key)</source>
        <translation>(pusty klucz)</translation>
    </message>
    <message>
        <source>No partition stands out: all are the same size.</source>
        <translation>Żadna partycja się nie wyróżnia: wszystkie są tej samej wielkości.</translation>
    </message>
    <message>
        <source>Largest: %1 (%2, %3)</source>
        <translation>Największa: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 encja</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities</source>
        <translation>
            <numerusform>%1 encja</numerusform>
            <numerusform>%1 encje</numerusform>
            <numerusform>%1 encji</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 by entities (%2)</source>
        <translation>%1 według encji (%2)</translation>
    </message>
    <message>
        <source>%1 partitions tie by entities (%2 each)</source>
        <translation>Partycje równe pod względem encji: %1 (po %2)</translation>
    </message>
    <message>
        <source>%1 by size (%2)</source>
        <translation>%1 według rozmiaru (%2)</translation>
    </message>
    <message>
        <source>%1 partitions tie by size (%2 each)</source>
        <translation>Partycje równe pod względem rozmiaru: %1 (po %2)</translation>
    </message>
    <message>
        <source>Largest: %1</source>
        <translation>Największa: %1</translation>
    </message>
    <message>
        <source>&amp;Cancel Scan</source>
        <translation>&amp;Anuluj skanowanie</translation>
    </message>
    <message>
        <source>Choose a table to see its partitions.</source>
        <translation>Wybierz tabelę, aby zobaczyć jej partycje.</translation>
    </message>
    <message>
        <source>This endpoint keeps no statistics: Scan Partitions reads every key once to list the partitions and count their entities.</source>
        <translation>Ten punkt końcowy nie prowadzi statystyk: Skanuj partycje odczytuje raz każdy klucz, aby wypisać partycje i policzyć ich encje.</translation>
    </message>
    <message>
        <source>Cannot list the partitions: %1</source>
        <translation>Nie można wypisać partycji: %1</translation>
    </message>
    <message>
        <source>Counting partitions…</source>
        <translation>Liczenie partycji…</translation>
    </message>
    <message>
        <source>No partitions: the table is empty.</source>
        <translation>Brak partycji: tabela jest pusta.</translation>
    </message>
    <message>
        <source>1 partition</source>
        <translation>1 partycja</translation>
    </message>
    <message numerus="yes">
        <source>%1 partitions</source>
        <translation>
            <numerusform>%1 partycja</numerusform>
            <numerusform>%1 partycje</numerusform>
            <numerusform>%1 partycji</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 (counted by a scan; sizes unknown)</source>
        <translation>%1, %2 (policzone skanowaniem; rozmiary nieznane)</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1 loaded, scroll for more</source>
        <translation>wczytano: %1, przewiń, aby zobaczyć więcej</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>pokazano: %1</translation>
    </message>
    <message>
        <source>grid shows 1 partition</source>
        <translation>siatka pokazuje 1 partycję</translation>
    </message>
    <message numerus="yes">
        <source>grid shows %1 partitions</source>
        <translation>
            <numerusform>siatka pokazuje %1 partycję</numerusform>
            <numerusform>siatka pokazuje %1 partycje</numerusform>
            <numerusform>siatka pokazuje %1 partycji</numerusform>
        </translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partycje</translation>
    </message>
</context>
<context>
    <name>rowan::PartitionListModel</name>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Skanowanie anulowano.</translation>
    </message>
    <message>
        <source>The scan failed: %1</source>
        <translation>Skanowanie nie powiodło się: %1</translation>
    </message>
    <message>
        <source>%1 entities in %2 partitions, counted by reading every key.</source>
        <translation>Encji: %1 w partycjach: %2, policzone przez odczytanie każdego klucza.</translation>
    </message>
    <message>
        <source>(empty key)</source>
        <translation>(pusty klucz)</translation>
    </message>
    <message>
        <source>The empty PartitionKey</source>
        <translation>Pusty PartitionKey</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>encji: %1</translation>
    </message>
    <message>
        <source>The endpoint keeps no sizes.</source>
        <translation>Punkt końcowy nie podaje rozmiarów.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bajtów</translation>
    </message>
    <message>
        <source>%1 of the table&apos;s entities</source>
        <translation>%1 encji tabeli</translation>
    </message>
    <message>
        <source>%1 of the table&apos;s entities, %2 of its bytes</source>
        <translation>%1 encji tabeli, %2 jej bajtów</translation>
    </message>
    <message>
        <source>The table&apos;s largest partition by entities</source>
        <translation>Największa partycja tabeli według encji</translation>
    </message>
    <message>
        <source>One of the table&apos;s largest partitions by entities</source>
        <translation>Jedna z największych partycji tabeli według encji</translation>
    </message>
    <message>
        <source>The table&apos;s largest partition by size</source>
        <translation>Największa partycja tabeli według rozmiaru</translation>
    </message>
    <message>
        <source>One of the table&apos;s largest partitions by size</source>
        <translation>Jedna z największych partycji tabeli według rozmiaru</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Encje</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Udział</translation>
    </message>
    <message>
        <source>Share of the table&apos;s entities</source>
        <translation>Udział w encjach tabeli</translation>
    </message>
</context>
<context>
    <name>rowan::PassphraseDialog</name>
    <message>
        <source>New Store</source>
        <translation>Nowy magazyn</translation>
    </message>
    <message>
        <source>Choose a passphrase to encrypt &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Wybierz hasło do zaszyfrowania &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>Otwórz magazyn</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is encrypted. Enter its passphrase.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; jest zaszyfrowany. Wprowadź jego hasło.</translation>
    </message>
    <message>
        <source>Change Journal</source>
        <translation>Dziennik zmian</translation>
    </message>
    <message>
        <source>No keychain is available to hold a key for the change journal of &lt;b&gt;%1&lt;/b&gt;. Choose a passphrase to encrypt it with; Rowan asks for it each time you connect.</source>
        <translation>Brak pęku kluczy do przechowania klucza dziennika zmian &lt;b&gt;%1&lt;/b&gt;. Wybierz hasło do jego zaszyfrowania; Rowan poprosi o nie przy każdym połączeniu.</translation>
    </message>
    <message>
        <source>No keychain is available to hold the key of the change journal of &lt;b&gt;%1&lt;/b&gt;. Enter the passphrase it was made with, so its writes can be undone.</source>
        <translation>Brak pęku kluczy z kluczem dziennika zmian &lt;b&gt;%1&lt;/b&gt;. Wprowadź hasło, z którym go utworzono, aby zapisy można było cofnąć.</translation>
    </message>
    <message>
        <source>Cancel connects without a journal: writes cannot be undone.</source>
        <translation>Anuluj łączy bez dziennika: zapisów nie będzie można cofnąć.</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Hasło:</translation>
    </message>
    <message>
        <source>&amp;Confirm:</source>
        <translation>&amp;Potwierdź:</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>Hasła nie są zgodne.</translation>
    </message>
    <message>
        <source>⚠ Without a passphrase the store is not encrypted: anyone who can read the file can read its tables.</source>
        <translation>⚠ Bez hasła magazyn nie jest szyfrowany: każdy, kto może odczytać plik, może odczytać jego tabele.</translation>
    </message>
    <message>
        <source>The store will be encrypted with SQLCipher. A lost passphrase cannot be recovered.</source>
        <translation>Magazyn zostanie zaszyfrowany za pomocą SQLCipher. Utraconego hasła nie da się odzyskać.</translation>
    </message>
</context>
<context>
    <name>rowan::PasteEntitiesJob</name>
    <message numerus="yes">
        <source>Paste %n entities into %1</source>
        <translation>
            <numerusform>Wklejenie %n encji do %1</numerusform>
            <numerusform>Wklejenie %n encji do %1</numerusform>
            <numerusform>Wklejenie %n encji do %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rowan::PinnedTableView</name>
    <message>
        <source>Pinned columns</source>
        <translation>Przypięte kolumny</translation>
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
        <translation>Szacunek</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Rzeczywiście</translation>
    </message>
    <message>
        <source>Invalid filter</source>
        <translation>Nieprawidłowy filtr</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nie podano</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> dotąd</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source> (first rows %1 ms)</source>
        <translation> (pierwsze wiersze %1 ms)</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, anulowano</translation>
    </message>
    <message>
        <source>This endpoint keeps no statistics: only the kind and key ranges are known.</source>
        <translation>Ten punkt końcowy nie prowadzi statystyk: znane są tylko rodzaj i zakresy kluczy.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Key ranges</source>
        <translation>Zakresy kluczy</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partycje</translation>
    </message>
    <message>
        <source>Scanned</source>
        <translation>Przeskanowano</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Zwrócono</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Strony</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
</context>
<context>
    <name>rowan::PlanPanel</name>
    <message>
        <source> — estimating…</source>
        <translation> — szacowanie…</translation>
    </message>
    <message>
        <source>Query plan: estimate and actual</source>
        <translation>Plan zapytania: szacunek i rzeczywistość</translation>
    </message>
</context>
<context>
    <name>rowan::PolicyDialog</name>
    <message>
        <source>&amp;Start (UTC):</source>
        <translation>&amp;Początek (UTC):</translation>
    </message>
    <message>
        <source>E&amp;xpiry (UTC):</source>
        <translation>&amp;Wygaśnięcie (UTC):</translation>
    </message>
    <message>
        <source>&amp;Permissions:</source>
        <translation>&amp;Uprawnienia:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Dodaj</translation>
    </message>
    <message>
        <source>A&amp;pply to selected</source>
        <translation>&amp;Zastosuj do zaznaczonej</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Za&amp;pisz</translation>
    </message>
    <message>
        <source>Stored access policies of %1</source>
        <translation>Przechowywane zasady dostępu %1</translation>
    </message>
    <message>
        <source>A token bound to a policy takes the policy&apos;s start, expiry and permissions; editing or deleting the policy changes or revokes every such token at once. At most five per table.</source>
        <translation>Token powiązany z zasadą przejmuje jej początek, wygaśnięcie i uprawnienia; edycja lub usunięcie zasady od razu zmienia lub unieważnia każdy taki token. Najwyżej pięć na tabelę.</translation>
    </message>
    <message>
        <source>1 to 64 characters</source>
        <translation>od 1 do 64 znaków</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>r query</source>
        <translation>r zapytanie</translation>
    </message>
    <message>
        <source>a add</source>
        <translation>a dodawanie</translation>
    </message>
    <message>
        <source>u update</source>
        <translation>u aktualizacja</translation>
    </message>
    <message>
        <source>d delete</source>
        <translation>d usuwanie</translation>
    </message>
    <message>
        <source>A field left unchecked must then be given by each token.</source>
        <translation>Pole pozostawione niezaznaczone musi wtedy podać każdy token.</translation>
    </message>
    <message>
        <source>Discard the changes that were not saved?</source>
        <translation>Odrzucić niezapisane zmiany?</translation>
    </message>
    <message>
        <source>Loaded.</source>
        <translation>Wczytano.</translation>
    </message>
    <message numerus="yes">
        <source>Saved: %n policies.</source>
        <translation>
            <numerusform>Zapisano: %n zasadę.</numerusform>
            <numerusform>Zapisano: %n zasady.</numerusform>
            <numerusform>Zapisano: %n zasad.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Niepowodzenie: %1</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Odczytywanie…</translation>
    </message>
    <message>
        <source>This service does not offer stored access policies.</source>
        <translation>Ta usługa nie oferuje przechowywanych zasad dostępu.</translation>
    </message>
    <message>
        <source>Choose at least one permission, or uncheck Permissions.</source>
        <translation>Wybierz co najmniej jedno uprawnienie lub odznacz Uprawnienia.</translation>
    </message>
    <message>
        <source>Added %1; Save writes it.</source>
        <translation>Dodano %1; Zapisz ją zapisze.</translation>
    </message>
    <message>
        <source>Changed %1; Save writes it.</source>
        <translation>Zmieniono %1; Zapisz ją zapisze.</translation>
    </message>
    <message>
        <source>Deleted %1; Save revokes every token bound to it.</source>
        <translation>Usunięto %1; Zapisz unieważni każdy powiązany z nią token.</translation>
    </message>
    <message>
        <source>Save Access Policies</source>
        <translation>Zapisz zasady dostępu</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save the stored access policies of &lt;b&gt;%1&lt;/b&gt;? A policy deleted here revokes every token bound to it.</source>
        <translation>Zapisać przechowywane zasady dostępu &lt;b&gt;%1&lt;/b&gt;? Usunięta tu zasada unieważnia każdy powiązany z nią token.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Zapisywanie…</translation>
    </message>
    <message>
        <source>Stored access policies</source>
        <translation>Zapisane zasady dostępu</translation>
    </message>
    <message>
        <source>Start time</source>
        <translation>Czas rozpoczęcia</translation>
    </message>
    <message>
        <source>Expiry time</source>
        <translation>Czas wygaśnięcia</translation>
    </message>
</context>
<context>
    <name>rowan::PolicyListModel</name>
    <message>
        <source>(from the token)</source>
        <translation>(z tokenu)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>Expiry</source>
        <translation>Wygaśnięcie</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Uprawnienia</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>Id jest pusty.</translation>
    </message>
    <message>
        <source>The id has %1 characters; at most %2 are allowed.</source>
        <translation>Id ma znaków: %1; dozwolonych jest najwyżej %2.</translation>
    </message>
    <message>
        <source>The table already has a policy &apos;%1&apos;.</source>
        <translation>Tabela ma już zasadę &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A table holds at most %1 stored access policies.</source>
        <translation>Tabela może mieć najwyżej %1 przechowywanych zasad dostępu.</translation>
    </message>
    <message>
        <source>The start is outside the range the service accepts.</source>
        <translation>Początek jest poza zakresem akceptowanym przez usługę.</translation>
    </message>
    <message>
        <source>The expiry is outside the range the service accepts.</source>
        <translation>Wygaśnięcie jest poza zakresem akceptowanym przez usługę.</translation>
    </message>
    <message>
        <source>The expiry must come after the start.</source>
        <translation>Wygaśnięcie musi nastąpić po początku.</translation>
    </message>
    <message>
        <source>Permissions are letters of raud, each at most once.</source>
        <translation>Uprawnienia to litery z raud, każda najwyżej raz.</translation>
    </message>
    <message>
        <source>No policy in row %1.</source>
        <translation>Brak zasady w wierszu %1.</translation>
    </message>
</context>
<context>
    <name>rowan::PreferencesDialog</name>
    <message>
        <source>Change Journal &amp;Limits…</source>
        <translation>&amp;Limity dziennika zmian…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Menus, dialogs and messages; the command line stays in English</source>
        <translation>Menu, okna dialogowe i komunikaty; wiersz poleceń pozostaje po angielsku</translation>
    </message>
    <message>
        <source>UTC, as stored</source>
        <translation>UTC, jak zapisano</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Czas lokalny</translation>
    </message>
    <message>
        <source>DateTime values</source>
        <translation>Wartości DateTime</translation>
    </message>
    <message>
        <source>How the grid shows DateTime values when a table opens; its Local time box changes it for one table</source>
        <translation>Jak siatka pokazuje wartości DateTime po otwarciu tabeli; pole Czas lokalny zmienia to dla jednej tabeli</translation>
    </message>
    <message>
        <source>Entities per page</source>
        <translation>Encji na stronę</translation>
    </message>
    <message>
        <source>How many entities a table or query reads at a time (the service sends at most 1,000)</source>
        <translation>Ile encji tabela lub zapytanie odczytuje naraz (usługa wysyła najwyżej 1000)</translation>
    </message>
    <message>
        <source>How large and how old the change journal may grow</source>
        <translation>Jak duży i jak stary może stać się dziennik zmian</translation>
    </message>
    <message>
        <source>The store or connection shown keeps no change journal</source>
        <translation>Pokazany magazyn lub połączenie nie prowadzi dziennika zmian</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>A new language shows in full after Rowan starts again.</source>
        <translation>Nowy język będzie widoczny w całości po ponownym uruchomieniu programu Rowan.</translation>
    </message>
    <message>
        <source>&amp;DateTime values:</source>
        <translation>Wartości &amp;DateTime:</translation>
    </message>
    <message>
        <source>Entities per &amp;page:</source>
        <translation>Encji na &amp;stronę:</translation>
    </message>
    <message>
        <source>Change journal:</source>
        <translation>Dziennik zmian:</translation>
    </message>
    <message>
        <source>&amp;Safety Level…</source>
        <translation>Poziom &amp;bezpieczeństwa…</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>Potwierdzenia:</translation>
    </message>
    <message>
        <source>Whether writes to the store or connection shown are confirmed first, or refused (read-only)</source>
        <translation>Czy zapisy do pokazanego magazynu lub połączenia są najpierw potwierdzane, czy odrzucane (tylko do odczytu)</translation>
    </message>
    <message>
        <source>Open a store or connect first: each has its own safety level</source>
        <translation>Najpierw otwórz magazyn lub połącz się: każdy ma własny poziom bezpieczeństwa</translation>
    </message>
</context>
<context>
    <name>rowan::QueryBar</name>
    <message>
        <source>Run</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Kreator</translation>
    </message>
    <message>
        <source>Show the visual filter builder</source>
        <translation>Pokaż wizualny kreator filtrów</translation>
    </message>
    <message>
        <source>$select: all properties</source>
        <translation>$select: wszystkie właściwości</translation>
    </message>
    <message>
        <source>Comma-separated property names; empty for every property</source>
        <translation>Nazwy właściwości rozdzielone przecinkami; puste oznacza wszystkie</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>all</source>
        <translation>wszystkie</translation>
    </message>
    <message>
        <source>At most this many entities (all: every match)</source>
        <translation>Najwyżej tyle encji (wszystkie: każde dopasowanie)</translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation>Wykonaj zapytanie (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Stop reading the query&apos;s pages</source>
        <translation>Przestań odczytywać strony zapytania</translation>
    </message>
    <message>
        <source>Clear the query and show the whole table</source>
        <translation>Wyczyść zapytanie i pokaż całą tabelę</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>Copy as Code</source>
        <translation>Kopiuj jako kod</translation>
    </message>
    <message>
        <source>$select: %1</source>
        <translation>$select: %1</translation>
    </message>
    <message>
        <source>Correct the filter before adding a condition to it: %1</source>
        <translation>Popraw filtr przed dodaniem do niego warunku: %1</translation>
    </message>
    <message>
        <source>Copied the query as %1.</source>
        <translation>Skopiowano zapytanie jako %1.</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Ostatnie</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Zapisane</translation>
    </message>
    <message>
        <source>(the whole table)</source>
        <translation>(cała tabela)</translation>
    </message>
    <message>
        <source>Save Query…</source>
        <translation>Zapisz zapytanie…</translation>
    </message>
    <message>
        <source>Save Query</source>
        <translation>Zapisz zapytanie</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <source>Saved Queries</source>
        <translation>Zapisane zapytania</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Zmień nazwę…</translation>
    </message>
    <message>
        <source>Rename Query</source>
        <translation>Zmień nazwę zapytania</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Export Saved…</source>
        <translation>Eksportuj zapisane…</translation>
    </message>
    <message>
        <source>Export Saved Queries</source>
        <translation>Eksportuj zapisane zapytania</translation>
    </message>
    <message>
        <source>Queries (*.json)</source>
        <translation>Zapytania (*.json)</translation>
    </message>
    <message>
        <source>Import Saved…</source>
        <translation>Importuj zapisane…</translation>
    </message>
    <message>
        <source>Import Saved Queries</source>
        <translation>Importuj zapisane zapytania</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n saved queries.</source>
        <translation>
            <numerusform>Zaimportowano %n zapisane zapytanie.</numerusform>
            <numerusform>Zaimportowano %n zapisane zapytania.</numerusform>
            <numerusform>Zaimportowano %n zapisanych zapytań.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear Recent</source>
        <translation>Wyczyść ostatnie</translation>
    </message>
    <message>
        <source>&amp;Run Query</source>
        <translation>&amp;Wykonaj zapytanie</translation>
    </message>
    <message>
        <source>Properties to return ($select)</source>
        <translation>Zwracane właściwości ($select)</translation>
    </message>
    <message>
        <source>Entities to return at most ($top)</source>
        <translation>Najwyżej tyle zwracanych encji ($top)</translation>
    </message>
</context>
<context>
    <name>rowan::QueryHistoryModel</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a query history file: %2</source>
        <translation>%1 nie jest plikiem historii zapytań: %2</translation>
    </message>
    <message>
        <source>(all entities)</source>
        <translation>(wszystkie encje)</translation>
    </message>
    <message>
        <source>A saved query needs a name.</source>
        <translation>Zapisane zapytanie wymaga nazwy.</translation>
    </message>
    <message>
        <source>No saved query is called %1.</source>
        <translation>Nie ma zapisanego zapytania o nazwie %1.</translation>
    </message>
    <message>
        <source>Another saved query is already called %1.</source>
        <translation>Inne zapisane zapytanie ma już nazwę %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2 (at byte %3)</source>
        <translation>%1 nie jest JSON: %2 (w bajcie %3)</translation>
    </message>
    <message>
        <source>%1 is not a file of saved queries.</source>
        <translation>%1 nie jest plikiem zapisanych zapytań.</translation>
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
        <translation>Szybkie otwieranie</translation>
    </message>
    <message>
        <source>Table or connection to open</source>
        <translation>Tabela lub połączenie do otwarcia</translation>
    </message>
    <message>
        <source>Type part of a table&apos;s name…</source>
        <translation>Wpisz część nazwy tabeli…</translation>
    </message>
    <message>
        <source>Tables and connections</source>
        <translation>Tabele i połączenia</translation>
    </message>
    <message>
        <source>Enter opens, Alt+Enter opens in a new tab, Esc closes</source>
        <translation>Enter otwiera, Alt+Enter otwiera w nowej karcie, Esc zamyka</translation>
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
        <translation>%1 — zapisane połączenie</translation>
    </message>
    <message>
        <source>Table %1 of account %2</source>
        <translation>Tabela %1 konta %2</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>Połącz z %1</translation>
    </message>
    <message>
        <source>%1 — %2 in %3</source>
        <translation>%1 — %2 w %3</translation>
    </message>
    <message>
        <source>Table %1 of account %2, as %3 listed it last: opening it connects to %3</source>
        <translation>Tabela %1 konta %2 według ostatniej listy %3: otwarcie łączy z %3</translation>
    </message>
</context>
<context>
    <name>rowan::RecordView</name>
    <message>
        <source>Entity records</source>
        <translation>Rekordy encji</translation>
    </message>
    <message>
        <source>Loading row %1…</source>
        <translation>Wczytywanie wiersza %1…</translation>
    </message>
</context>
<context>
    <name>rowan::RekeyDialog</name>
    <message>
        <source>%1 / %2 already holds another entity</source>
        <translation>%1 / %2 zawiera już inną encję</translation>
    </message>
    <message>
        <source>%1 / %2 is the new key of another entity too</source>
        <translation>%1 / %2 to także nowy klucz innej encji</translation>
    </message>
    <message>
        <source>%1 / %2 is an entity still to be moved</source>
        <translation>%1 / %2 to encja, która dopiero ma zostać przeniesiona</translation>
    </message>
    <message>
        <source>Re-key — %1</source>
        <translation>Zmiana kluczy — %1</translation>
    </message>
    <message>
        <source>Give entities of &lt;b&gt;%1&lt;/b&gt; new keys made from their own values. A template is text with placeholders: &lt;tt&gt;{Name}&lt;/tt&gt; a property&apos;s value (&lt;tt&gt;{PartitionKey}&lt;/tt&gt;, &lt;tt&gt;{RowKey}&lt;/tt&gt; the current keys), &lt;tt&gt;{Name:D8}&lt;/tt&gt; a whole number zero-padded to 8 digits, &lt;tt&gt;{Name:N8}&lt;/tt&gt; the value with every number in it zero-padded, &lt;tt&gt;{invticks(Name)}&lt;/tt&gt; a DateTime as inverted ticks (newest first), &lt;tt&gt;{revdate(Name)}&lt;/tt&gt; a reversed date, &lt;tt&gt;{{&lt;/tt&gt; and &lt;tt&gt;}}&lt;/tt&gt; braces. An empty template keeps that key.</source>
        <translation>Nadaj encjom tabeli &lt;b&gt;%1&lt;/b&gt; nowe klucze utworzone z ich własnych wartości. Szablon to tekst z symbolami zastępczymi: &lt;tt&gt;{Name}&lt;/tt&gt; wartość właściwości (&lt;tt&gt;{PartitionKey}&lt;/tt&gt;, &lt;tt&gt;{RowKey}&lt;/tt&gt; bieżące klucze), &lt;tt&gt;{Name:D8}&lt;/tt&gt; liczba całkowita uzupełniona zerami do 8 cyfr, &lt;tt&gt;{Name:N8}&lt;/tt&gt; wartość z każdą liczbą w niej uzupełnioną zerami, &lt;tt&gt;{invticks(Name)}&lt;/tt&gt; DateTime jako odwrócone tyknięcia (najnowsze najpierw), &lt;tt&gt;{revdate(Name)}&lt;/tt&gt; odwrócona data, &lt;tt&gt;{{&lt;/tt&gt; i &lt;tt&gt;}}&lt;/tt&gt; nawiasy klamrowe. Pusty szablon pozostawia ten klucz bez zmian.</translation>
    </message>
    <message>
        <source>&amp;Apply to:</source>
        <translation>&amp;Zastosuj do:</translation>
    </message>
    <message>
        <source>New PartitionKey template</source>
        <translation>Szablon nowego PartitionKey</translation>
    </message>
    <message>
        <source>New &amp;PartitionKey:</source>
        <translation>Nowy &amp;PartitionKey:</translation>
    </message>
    <message>
        <source>New RowKey template</source>
        <translation>Szablon nowego RowKey</translation>
    </message>
    <message>
        <source>New &amp;RowKey:</source>
        <translation>Nowy &amp;RowKey:</translation>
    </message>
    <message>
        <source>Old and new keys</source>
        <translation>Stare i nowe klucze</translation>
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
        <translation>Nowy PartitionKey</translation>
    </message>
    <message>
        <source>New RowKey</source>
        <translation>Nowy RowKey</translation>
    </message>
    <message>
        <source>Moved %1 of %2 entities…</source>
        <translation>Przeniesiono %1 z %2 encji…</translation>
    </message>
    <message>
        <source>Preview the new keys and their collisions; nothing is written before you run it.</source>
        <translation>Obejrzyj nowe klucze i ich kolizje; nic nie zostanie zapisane, zanim nie uruchomisz zmiany.</translation>
    </message>
    <message>
        <source>Reading the entities and making their new keys…</source>
        <translation>Odczyt encji i tworzenie ich nowych kluczy…</translation>
    </message>
    <message>
        <source>Collisions (not moved)</source>
        <translation>Kolizje (nieprzeniesione)</translation>
    </message>
    <message>
        <source>No key can be made (not moved)</source>
        <translation>Nie da się utworzyć klucza (nieprzeniesione)</translation>
    </message>
    <message>
        <source>1 entity is in the scope.</source>
        <translation>W zakresie jest 1 encja.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entities are in the scope.</source>
        <translation>
            <numerusform>W zakresie jest %1 encja.</numerusform>
            <numerusform>W zakresie są %1 encje.</numerusform>
            <numerusform>W zakresie jest %1 encji.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 moves to a new key.</source>
        <translation>1 przechodzi na nowy klucz.</translation>
    </message>
    <message numerus="yes">
        <source>%1 move to new keys.</source>
        <translation>
            <numerusform>%1 przechodzi na nowe klucze.</numerusform>
            <numerusform>%1 przechodzą na nowe klucze.</numerusform>
            <numerusform>%1 przechodzi na nowe klucze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys unchanged: %1.</source>
        <translation>Klucze bez zmian: %1.</translation>
    </message>
    <message>
        <source>Colliding, not moved: %1.</source>
        <translation>Kolidujące, nieprzenoszone: %1.</translation>
    </message>
    <message>
        <source>No key from this rule: %1.</source>
        <translation>Brak klucza z tej reguły: %1.</translation>
    </message>
    <message>
        <source>The first %1 moves are listed.</source>
        <translation>Wypisano pierwsze %1 przeniesień.</translation>
    </message>
    <message>
        <source>Re-key</source>
        <translation>Zmiana kluczy</translation>
    </message>
    <message>
        <source>Move %1 Entities</source>
        <translation>Przenieś encje (%1)</translation>
    </message>
    <message>
        <source>Give %1 entities of &lt;b&gt;%2&lt;/b&gt; new keys?&lt;br&gt;&lt;br&gt;%3</source>
        <translation>Nadać %1 encjom tabeli &lt;b&gt;%2&lt;/b&gt; nowe klucze?&lt;br&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the whole re-key back.</source>
        <translation>Edycja ▸ Cofnij wycofuje całą zmianę kluczy.</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>Moving…</source>
        <translation>Przenoszenie…</translation>
    </message>
    <message>
        <source>Moved 1 entity to its new key.</source>
        <translation>Przeniesiono 1 encję na nowy klucz.</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 entities to their new keys.</source>
        <translation>
            <numerusform>Przeniesiono %1 encję na nowe klucze.</numerusform>
            <numerusform>Przeniesiono %1 encje na nowe klucze.</numerusform>
            <numerusform>Przeniesiono %1 encji na nowe klucze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the entities not moved yet keep their keys.</source>
        <translation>Anulowano: encje jeszcze nieprzeniesione zachowują swoje klucze.</translation>
    </message>
    <message>
        <source>Copied with the old entity still there (run the re-key again to finish): %1.</source>
        <translation>Skopiowane, a stara encja nadal istnieje (uruchom zmianę kluczy ponownie, aby dokończyć): %1.</translation>
    </message>
    <message>
        <source>Collided, not moved: %1.</source>
        <translation>Kolidujące, nieprzeniesione: %1.</translation>
    </message>
    <message>
        <source>Not moved (listed below): %1.</source>
        <translation>Nieprzeniesione (wymienione poniżej): %1.</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the re-key back.</source>
        <translation>Edycja ▸ Cofnij wycofuje zmianę kluczy.</translation>
    </message>
    <message>
        <source>Changed meanwhile (not moved)</source>
        <translation>Zmienione w międzyczasie (nieprzeniesione)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <source>The re-key failed: %1</source>
        <translation>Zmiana kluczy nie powiodła się: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyActions</name>
    <message>
        <source>Safety &amp;Level…</source>
        <translation>Poziom &amp;bezpieczeństwa…</translation>
    </message>
    <message>
        <source>Confirm or refuse writes to this store or connection, and name its environment</source>
        <translation>Potwierdzaj lub odrzucaj zapisy do tego magazynu lub połączenia i nazwij jego środowisko</translation>
    </message>
    <message>
        <source>Safety Level</source>
        <translation>Poziom bezpieczeństwa</translation>
    </message>
    <message>
        <source>The safety level of %1 was not changed:
%2</source>
        <translation>Poziom bezpieczeństwa %1 nie został zmieniony:
%2</translation>
    </message>
    <message>
        <source>Safety level of %1: %2.</source>
        <translation>Poziom bezpieczeństwa %1: %2.</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyBadge</name>
    <message>
        <source>Environment: %1</source>
        <translation>Środowisko: %1</translation>
    </message>
    <message>
        <source>Safety level: %1</source>
        <translation>Poziom bezpieczeństwa: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SafetyDialog</name>
    <message>
        <source>Safety Level — %1</source>
        <translation>Poziom bezpieczeństwa — %1</translation>
    </message>
    <message>
        <source>Kept in the store file: rowan commands, rowan serve and every explorer that opens it honour it.</source>
        <translation>Przechowywany w pliku magazynu: przestrzegają go polecenia rowan, rowan serve i każdy eksplorator, który go otworzy.</translation>
    </message>
    <message>
        <source>Kept with the saved connection on this computer.</source>
        <translation>Przechowywany z zapisanym połączeniem na tym komputerze.</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Wyłączony</translation>
    </message>
    <message>
        <source>Writes go through as usual.</source>
        <translation>Zapisy przebiegają jak zwykle.</translation>
    </message>
    <message>
        <source>&amp;Confirm writes</source>
        <translation>&amp;Potwierdzaj zapisy</translation>
    </message>
    <message>
        <source>Ask before every write, naming the account and table; bulk actions need the table&apos;s name typed.</source>
        <translation>Pytaj przed każdym zapisem, podając konto i tabelę; działania masowe wymagają wpisania nazwy tabeli.</translation>
    </message>
    <message>
        <source>&amp;Read-only</source>
        <translation>&amp;Tylko do odczytu</translation>
    </message>
    <message>
        <source>Refuse every write: in the explorer, in rowan commands and through rowan serve.</source>
        <translation>Odrzucaj każdy zapis: w eksploratorze, w poleceniach rowan i przez rowan serve.</translation>
    </message>
    <message>
        <source>Refuse every write to this connection.</source>
        <translation>Odrzucaj każdy zapis do tego połączenia.</translation>
    </message>
    <message>
        <source>e.g. PROD, test</source>
        <translation>np. PROD, test</translation>
    </message>
    <message>
        <source>Environment &amp;label:</source>
        <translation>&amp;Etykieta środowiska:</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Domyślny</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Pomarańczowy</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Szary</translation>
    </message>
    <message>
        <source>C&amp;olour:</source>
        <translation>&amp;Kolor:</translation>
    </message>
    <message>
        <source>Shown as:</source>
        <translation>Wyświetlane jako:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
</context>
<context>
    <name>rowan::SasDialog</name>
    <message>
        <source>Generate SAS for table %1</source>
        <translation>Generowanie SAS dla tabeli %1</translation>
    </message>
    <message>
        <source>Generate account SAS for %1</source>
        <translation>Generowanie SAS konta %1</translation>
    </message>
    <message>
        <source>Reading the account&apos;s keys…</source>
        <translation>Odczytywanie kluczy konta…</translation>
    </message>
    <message>
        <source>Stored access policies: %1</source>
        <translation>Przechowywane zasady dostępu: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>Permissions</source>
        <translation>Uprawnienia</translation>
    </message>
    <message>
        <source>Bind the token to a stored access policy: the fields it sets are locked, and deleting the policy revokes the token.</source>
        <translation>Powiąż token z przechowywaną zasadą dostępu: ustawiane przez nią pola są zablokowane, a usunięcie zasady unieważnia token.</translation>
    </message>
    <message>
        <source>Stored &amp;policy:</source>
        <translation>Przechowywana &amp;zasada:</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Ważność</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Czas lokalny</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Times in:</source>
        <translation>Czas w:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>&amp;Początek:</translation>
    </message>
    <message>
        <source>&amp;Expiry:</source>
        <translation>&amp;Wygaśnięcie:</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 godzina</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 dzień</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 dni</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 dni</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 rok</translation>
    </message>
    <message>
        <source>From now:</source>
        <translation>Od teraz:</translation>
    </message>
    <message>
        <source>any address (or 10.0.0.1, or 10.0.0.1-10.0.0.255)</source>
        <translation>dowolny adres (lub 10.0.0.1, lub 10.0.0.1-10.0.0.255)</translation>
    </message>
    <message>
        <source>&amp;IP range:</source>
        <translation>&amp;Zakres IP:</translation>
    </message>
    <message>
        <source>HTTPS only (rowan serve speaks HTTP)</source>
        <translation>Tylko HTTPS (rowan serve używa HTTP)</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protokół:</translation>
    </message>
    <message>
        <source>Key 1</source>
        <translation>Klucz 1</translation>
    </message>
    <message>
        <source>Key 2</source>
        <translation>Klucz 2</translation>
    </message>
    <message>
        <source>Sign with:</source>
        <translation>Podpisz kluczem:</translation>
    </message>
    <message>
        <source>Endpoint:</source>
        <translation>Punkt końcowy:</translation>
    </message>
    <message>
        <source>Key range (inclusive; empty: the whole table)</source>
        <translation>Zakres kluczy (włącznie; puste: cała tabela)</translation>
    </message>
    <message>
        <source>PartitionKey</source>
        <translation>PartitionKey</translation>
    </message>
    <message>
        <source>RowKey (empty: whole partition)</source>
        <translation>RowKey (puste: cała partycja)</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Od:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Do:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
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
        <translation>Parametry połączenia:</translation>
    </message>
    <message>
        <source>Set by the stored policy %1.</source>
        <translation>Ustawione przez przechowywaną zasadę %1.</translation>
    </message>
    <message>
        <source>Set by the stored policy %1: %2.</source>
        <translation>Ustawione przez przechowywaną zasadę %1: %2.</translation>
    </message>
    <message>
        <source>SAS token</source>
        <translation>Token SAS</translation>
    </message>
    <message>
        <source>SAS URL</source>
        <translation>Adres URL SAS</translation>
    </message>
    <message>
        <source>Connection string</source>
        <translation>Parametry połączenia</translation>
    </message>
</context>
<context>
    <name>rowan::SasModel</name>
    <message>
        <source>Query</source>
        <translation>Zapytanie</translation>
    </message>
    <message>
        <source>Read entities: Get Entity and Query Entities.</source>
        <translation>Odczyt encji: Get Entity i Query Entities.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodawanie</translation>
    </message>
    <message>
        <source>Insert new entities (with Update also Insert or Replace/Merge).</source>
        <translation>Wstawianie nowych encji (z Aktualizacją także Insert or Replace/Merge).</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualizacja</translation>
    </message>
    <message>
        <source>Replace and merge existing entities (with Add also the upserts).</source>
        <translation>Zastępowanie i scalanie istniejących encji (z Dodawaniem także operacje upsert).</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Delete entities.</source>
        <translation>Usuwanie encji.</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Odczyt</translation>
    </message>
    <message>
        <source>Query entities in every table.</source>
        <translation>Zapytania o encje w każdej tabeli.</translation>
    </message>
    <message>
        <source>Insert entities; also create tables.</source>
        <translation>Wstawianie encji; także tworzenie tabel.</translation>
    </message>
    <message>
        <source>Replace and merge entities (with Add also the upserts).</source>
        <translation>Zastępowanie i scalanie encji (z Dodawaniem także operacje upsert).</translation>
    </message>
    <message>
        <source>Delete entities, and delete whole tables.</source>
        <translation>Usuwanie encji oraz całych tabel.</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>List the account&apos;s tables.</source>
        <translation>Wyświetlanie tabel konta.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Utwórz</translation>
    </message>
    <message>
        <source>Create tables.</source>
        <translation>Tworzenie tabel.</translation>
    </message>
    <message>
        <source>No account is chosen.</source>
        <translation>Nie wybrano konta.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys, so no token can be signed here.</source>
        <translation>Ta usługa nie udostępnia kluczy konta, więc nie można tu podpisać tokenu.</translation>
    </message>
    <message>
        <source>No table is chosen.</source>
        <translation>Nie wybrano tabeli.</translation>
    </message>
    <message>
        <source>The table has no stored access policy &apos;%1&apos;.</source>
        <translation>Tabela nie ma przechowywanej zasady dostępu &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Permissions: choose at least one.</source>
        <translation>Uprawnienia: wybierz co najmniej jedno.</translation>
    </message>
    <message>
        <source>Expiry: a token needs one (or a stored policy that sets it).</source>
        <translation>Wygaśnięcie: token go wymaga (albo przechowywanej zasady, która je ustawia).</translation>
    </message>
    <message>
        <source>Expiry: %1 is in the past.</source>
        <translation>Wygaśnięcie: %1 jest w przeszłości.</translation>
    </message>
    <message>
        <source>Expiry: it must come after the start.</source>
        <translation>Wygaśnięcie: musi nastąpić po początku.</translation>
    </message>
    <message>
        <source>Range: a start RowKey needs a start PartitionKey.</source>
        <translation>Zakres: początkowy RowKey wymaga początkowego PartitionKey.</translation>
    </message>
    <message>
        <source>Range: an end RowKey needs an end PartitionKey.</source>
        <translation>Zakres: końcowy RowKey wymaga końcowego PartitionKey.</translation>
    </message>
    <message>
        <source>Range: its start comes after its end, so it grants nothing.</source>
        <translation>Zakres: jego początek jest po końcu, więc niczego nie przyznaje.</translation>
    </message>
    <message>
        <source>IP range: &apos;%1&apos; is not an address or a range a-b of one family, low to high.</source>
        <translation>Zakres IP: &apos;%1&apos; nie jest adresem ani zakresem a-b jednej rodziny, od niższego do wyższego.</translation>
    </message>
    <message>
        <source>Endpoint: &apos;%1&apos; is not an http or https URL.</source>
        <translation>Punkt końcowy: &apos;%1&apos; nie jest adresem URL http ani https.</translation>
    </message>
    <message>
        <source>Valid for more than a day without a stored policy: it cannot be revoked, only made useless by regenerating key %1, which breaks every token signed with it.</source>
        <translation>Ważny dłużej niż dzień bez przechowywanej zasady: nie można go unieważnić, a jedynie uczynić bezużytecznym przez ponowne wygenerowanie klucza %1, co psuje każdy podpisany nim token.</translation>
    </message>
    <message>
        <source>No key range: the token grants the whole table %1.</source>
        <translation>Brak zakresu kluczy: token przyznaje dostęp do całej tabeli %1.</translation>
    </message>
    <message>
        <source>An account SAS applies to every table of %1, also tables created later.</source>
        <translation>SAS konta dotyczy każdej tabeli %1, także tabel utworzonych później.</translation>
    </message>
    <message>
        <source>Signed with the public development key: anyone can make the same token.</source>
        <translation>Podpisano publicznym kluczem deweloperskim: każdy może utworzyć taki sam token.</translation>
    </message>
    <message>
        <source>Only keys from %1 to %2 are granted.</source>
        <translation>Przyznawane są tylko klucze od %1 do %2.</translation>
    </message>
    <message>
        <source>the first</source>
        <translation>pierwszego</translation>
    </message>
    <message>
        <source>the last</source>
        <translation>ostatniego</translation>
    </message>
</context>
<context>
    <name>rowan::SchemaView</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Count Again</source>
        <translation>Policz ponownie</translation>
    </message>
    <message>
        <source>Census progress</source>
        <translation>Postęp spisu</translation>
    </message>
    <message>
        <source>Read the table again and count what its entities hold</source>
        <translation>Odczytaj tabelę ponownie i policz, co zawierają jej encje</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>Export the census</source>
        <translation>Eksportuj spis</translation>
    </message>
    <message>
        <source>As &amp;JSON…</source>
        <translation>Jako &amp;JSON…</translation>
    </message>
    <message>
        <source>As JSON &amp;Schema…</source>
        <translation>Jako JSON &amp;Schema…</translation>
    </message>
    <message>
        <source>As &amp;Markdown…</source>
        <translation>Jako &amp;Markdown…</translation>
    </message>
    <message>
        <source>Properties of the table</source>
        <translation>Właściwości tabeli</translation>
    </message>
    <message>
        <source>Counting… %1 of %2 entities read.</source>
        <translation>Liczenie… odczytano encji: %1 z %2.</translation>
    </message>
    <message>
        <source>Counting… %1 entities read.</source>
        <translation>Liczenie… odczytano encji: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities</source>
        <translation>
            <numerusform>%Ln encja</numerusform>
            <numerusform>%Ln encje</numerusform>
            <numerusform>%Ln encji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole table: %1 in %2, %n properties.</source>
        <translation>
            <numerusform>Cała tabela: %1 w %2, %n właściwość.</numerusform>
            <numerusform>Cała tabela: %1 w %2, %n właściwości.</numerusform>
            <numerusform>Cała tabela: %1 w %2, %n właściwości.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln partitions</source>
        <translation>
            <numerusform>%Ln partycji</numerusform>
            <numerusform>%Ln partycjach</numerusform>
            <numerusform>%Ln partycjach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A sample: the table&apos;s first %1 (this endpoint keeps no statistics), %n properties.</source>
        <translation>
            <numerusform>Próbka: pierwsze %1 tabeli (ten punkt końcowy nie prowadzi statystyk), %n właściwość.</numerusform>
            <numerusform>Próbka: pierwsze %1 tabeli (ten punkt końcowy nie prowadzi statystyk), %n właściwości.</numerusform>
            <numerusform>Próbka: pierwsze %1 tabeli (ten punkt końcowy nie prowadzi statystyk), %n właściwości.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stored with more than one type.</source>
        <translation>
            <numerusform>%n zapisana z więcej niż jednym typem.</numerusform>
            <numerusform>%n zapisane z więcej niż jednym typem.</numerusform>
            <numerusform>%n zapisanych z więcej niż jednym typem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table could not be read: %1</source>
        <translation>Nie udało się odczytać tabeli: %1</translation>
    </message>
    <message>
        <source>Cancelled. Choose Count Again to start over.</source>
        <translation>Anulowano. Wybierz Policz ponownie, aby zacząć od nowa.</translation>
    </message>
    <message>
        <source>Schema of %1</source>
        <translation>Schemat %1</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Liczenie…</translation>
    </message>
    <message>
        <source>Counting the first entities (this endpoint keeps no statistics)…</source>
        <translation>Liczenie pierwszych encji (ten punkt końcowy nie prowadzi statystyk)…</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schemat</translation>
    </message>
    <message>
        <source>Choose a table to see which properties and types its entities hold.</source>
        <translation>Wybierz tabelę, aby zobaczyć, jakie właściwości i typy zawierają jej encje.</translation>
    </message>
    <message>
        <source>Export the Census</source>
        <translation>Eksport spisu</translation>
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
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message>
        <source>%1: the first %2 of %3</source>
        <translation>%1: pierwsze %2 z %3</translation>
    </message>
    <message>
        <source>Compare With…</source>
        <translation>Porównaj z…</translation>
    </message>
    <message>
        <source>Put this census beside another table&apos;s: here, in another store file or of a saved connection</source>
        <translation>Zestaw ten spis ze spisem innej tabeli: tutaj, w innym pliku magazynu lub z zapisanego połączenia</translation>
    </message>
    <message>
        <source>Compare the Census of %1</source>
        <translation>Porównanie spisu %1</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 tutaj</translation>
    </message>
</context>
<context>
    <name>rowan::ServicePicker</name>
    <message>
        <source>A table in another &amp;store file</source>
        <translation>Tabela w innym &amp;pliku magazynu</translation>
    </message>
    <message>
        <source>Store file (.rowan); created when missing</source>
        <translation>Plik magazynu (.rowan); tworzony, gdy go brak</translation>
    </message>
    <message>
        <source>Store file</source>
        <translation>Plik magazynu</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Przeglądaj…</translation>
    </message>
    <message>
        <source>A table of a saved &amp;connection</source>
        <translation>Tabela zapisanego &amp;połączenia</translation>
    </message>
    <message>
        <source>Saved connection</source>
        <translation>Zapisane połączenie</translation>
    </message>
    <message>
        <source>Rowan stores (*.rowan);;All files (*)</source>
        <translation>Magazyny Rowan (*.rowan);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again.</source>
        <translation>Nieprawidłowe hasło. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Nie można otworzyć %1:
%2</translation>
    </message>
    <message>
        <source>There is no store file %1.</source>
        <translation>Nie ma pliku magazynu %1.</translation>
    </message>
    <message>
        <source>Cannot connect to %1:
%2</source>
        <translation>Nie można połączyć z %1:
%2</translation>
    </message>
</context>
<context>
    <name>rowan::ServiceSession</name>
    <message>
        <source>No store or connection is open.</source>
        <translation>Nie otwarto żadnego magazynu ani połączenia.</translation>
    </message>
</context>
<context>
    <name>rowan::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klucze</translation>
    </message>
    <message>
        <source>Works</source>
        <translation>Działa</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Wszędzie</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>W %1</translation>
    </message>
    <message>
        <source>While its view has the focus</source>
        <translation>Gdy jego widok ma fokus</translation>
    </message>
</context>
<context>
    <name>rowan::SnapshotDialog</name>
    <message>
        <source>Snapshot %1</source>
        <translation>Migawka %1</translation>
    </message>
    <message>
        <source>Snapshot into</source>
        <translation>Migawka do</translation>
    </message>
    <message>
        <source>A new table &amp;here</source>
        <translation>Nowa tabela &amp;tutaj</translation>
    </message>
    <message>
        <source>Every entity</source>
        <translation>Każda encja</translation>
    </message>
    <message>
        <source>&amp;Snapshot table:</source>
        <translation>&amp;Tabela migawki:</translation>
    </message>
    <message>
        <source>&amp;Only entities matching:</source>
        <translation>&amp;Tylko encje pasujące do:</translation>
    </message>
    <message>
        <source>The store records where and when the snapshot came from, so it can be compared with its source later.</source>
        <translation>Magazyn zapisuje, skąd i kiedy pochodzi migawka, aby można ją było później porównać ze źródłem.</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot</source>
        <translation>&amp;Zrób migawkę</translation>
    </message>
    <message>
        <source>A table %1 exists: a snapshot goes into a new table.</source>
        <translation>Tabela %1 istnieje: migawka trafia do nowej tabeli.</translation>
    </message>
    <message>
        <source>Choose the store file to keep the snapshot in.</source>
        <translation>Wybierz plik magazynu na migawkę.</translation>
    </message>
    <message>
        <source>The filter does not read: %1</source>
        <translation>Filtra nie da się odczytać: %1</translation>
    </message>
</context>
<context>
    <name>rowan::SortBar</name>
    <message>
        <source>ascending</source>
        <translation>rosnąco</translation>
    </message>
    <message>
        <source>descending</source>
        <translation>malejąco</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Narrow the Query</source>
        <translation>Zawęź zapytanie</translation>
    </message>
    <message>
        <source>Clear Sort</source>
        <translation>Wyczyść sortowanie</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Sort status</source>
        <translation>Stan sortowania</translation>
    </message>
    <message>
        <source>Sort progress</source>
        <translation>Postęp sortowania</translation>
    </message>
    <message>
        <source>Cancel the sort</source>
        <translation>Anuluj sortowanie</translation>
    </message>
    <message>
        <source>Stop sorting; the rows shown stay as they are</source>
        <translation>Zatrzymaj sortowanie; pokazane wiersze pozostaną bez zmian</translation>
    </message>
    <message>
        <source>Narrow the query</source>
        <translation>Zawęź zapytanie</translation>
    </message>
    <message>
        <source>Put the keyboard in the query bar&apos;s filter, to sort fewer entities</source>
        <translation>Przenieś klawiaturę do filtra paska zapytania, aby sortować mniej encji</translation>
    </message>
    <message>
        <source>Clear the sort</source>
        <translation>Wyczyść sortowanie</translation>
    </message>
    <message>
        <source>Show the rows in the service&apos;s key order again</source>
        <translation>Pokaż wiersze znów w kolejności kluczy usługi</translation>
    </message>
    <message>
        <source>Dismiss the sort message</source>
        <translation>Zamknij komunikat o sortowaniu</translation>
    </message>
    <message>
        <source>Not sorted: the result has at least %1 entities, more than the %2 Rowan sorts on this computer. Narrow the query (a filter on the keys or a property), then sort again.</source>
        <translation>Nie posortowano: wynik ma co najmniej %1 encji, więcej niż %2, które Rowan sortuje na tym komputerze. Zawęź zapytanie (filtr kluczy lub właściwości), a potem posortuj ponownie.</translation>
    </message>
    <message>
        <source>Sorting failed: %1</source>
        <translation>Sortowanie nie powiodło się: %1</translation>
    </message>
    <message>
        <source>Sorting all of %1 by “%2”, %3, on this computer…</source>
        <translation>Sortowanie całego %1 według „%2”, %3, na tym komputerze…</translation>
    </message>
    <message>
        <source>the query’s matches</source>
        <translation>wyniku zapytania</translation>
    </message>
    <message numerus="yes">
        <source>Sorted here by Rowan, not by the service: %Ln entities by “%1”, %2.</source>
        <translation>
            <numerusform>Posortowano tutaj przez Rowan, nie przez usługę: %Ln encja według „%1”, %2.</numerusform>
            <numerusform>Posortowano tutaj przez Rowan, nie przez usługę: %Ln encje według „%1”, %2.</numerusform>
            <numerusform>Posortowano tutaj przez Rowan, nie przez usługę: %Ln encji według „%1”, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has changed since: sort again to see the changes.</source>
        <translation>Tabela zmieniła się od tego czasu: posortuj ponownie, aby zobaczyć zmiany.</translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation>odczytano %1 z %2</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>odczytano %1</translation>
    </message>
</context>
<context>
    <name>rowan::StagedBar</name>
    <message>
        <source>1 change</source>
        <translation>1 zmiana</translation>
    </message>
    <message numerus="yes">
        <source>%1 changes</source>
        <translation>
            <numerusform>%1 zmiana</numerusform>
            <numerusform>%1 zmiany</numerusform>
            <numerusform>%1 zmian</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Przejrzyj…</translation>
    </message>
    <message>
        <source>Co&amp;mmit</source>
        <translation>&amp;Zatwierdź</translation>
    </message>
    <message>
        <source>D&amp;iscard</source>
        <translation>&amp;Odrzuć</translation>
    </message>
    <message>
        <source>Write every pending change, in entity group transactions guarded by the ETags the entities were loaded with</source>
        <translation>Zapisz każdą oczekującą zmianę w transakcjach grup encji chronionych przez ETag, z którymi encje wczytano</translation>
    </message>
    <message>
        <source>Drop every pending change; nothing was written</source>
        <translation>Porzuć każdą oczekującą zmianę; nic nie zostało zapisane</translation>
    </message>
    <message>
        <source>%1 written; %2 not written (see Review).</source>
        <translation>Zapisano: %1; nie zapisano: %2 (zobacz Przejrzyj).</translation>
    </message>
    <message>
        <source>%1 pending, not written yet</source>
        <translation>Oczekuje: %1, jeszcze nie zapisano</translation>
    </message>
    <message>
        <source>%1 pending in %2, not written yet</source>
        <translation>Oczekuje: %1 w %2, jeszcze nie zapisano</translation>
    </message>
    <message>
        <source>Commit Pending Changes</source>
        <translation>Zatwierdź oczekujące zmiany</translation>
    </message>
    <message>
        <source>Commit 1 Change</source>
        <translation>Zatwierdź 1 zmianę</translation>
    </message>
    <message numerus="yes">
        <source>Commit %1 Changes</source>
        <translation>
            <numerusform>Zatwierdź %1 zmianę</numerusform>
            <numerusform>Zatwierdź %1 zmiany</numerusform>
            <numerusform>Zatwierdź %1 zmian</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the %1 pending? An entity changed by someone else since it was loaded is not overwritten: its change stays pending.</source>
        <translation>Zapisać oczekujące (%1)? Encja zmieniona przez kogoś innego od wczytania nie zostanie nadpisana: jej zmiana pozostanie oczekująca.</translation>
    </message>
    <message>
        <source>Discard Pending Changes</source>
        <translation>Odrzuć oczekujące zmiany</translation>
    </message>
    <message>
        <source>Drop the %1 pending? Nothing of them was written.</source>
        <translation>Porzucić oczekujące (%1)? Nic z nich nie zostało zapisane.</translation>
    </message>
</context>
<context>
    <name>rowan::StagedEdits</name>
    <message>
        <source>The pending changes are being committed; wait for the commit.</source>
        <translation>Oczekujące zmiany są zatwierdzane; poczekaj na zakończenie.</translation>
    </message>
    <message>
        <source>A change of an existing entity needs the entity as it was loaded.</source>
        <translation>Zmiana istniejącej encji wymaga encji w postaci, w jakiej ją wczytano.</translation>
    </message>
</context>
<context>
    <name>rowan::StagedReviewDialog</name>
    <message>
        <source>Add</source>
        <translation>Dodawanie</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Scal</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Zastąp</translation>
    </message>
    <message>
        <source>Pending Changes</source>
        <translation>Oczekujące zmiany</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Oczekujące zmiany</translation>
    </message>
    <message>
        <source>Properties before and after</source>
        <translation>Właściwości przed i po</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Właściwość</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Przed</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Po</translation>
    </message>
    <message>
        <source>&amp;Discard Selected</source>
        <translation>&amp;Odrzuć zaznaczone</translation>
    </message>
    <message>
        <source>&amp;Commit All</source>
        <translation>&amp;Zatwierdź wszystkie</translation>
    </message>
    <message>
        <source>Not written by the last commit: %1.</source>
        <translation>Nie zapisane przez ostatnie zatwierdzenie: %1.</translation>
    </message>
</context>
<context>
    <name>rowan::StoreActions</name>
    <message>
        <source>&amp;New Store…</source>
        <translation>&amp;Nowy magazyn…</translation>
    </message>
    <message>
        <source>&amp;Open Store…</source>
        <translation>&amp;Otwórz magazyn…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otwórz o&amp;statnie</translation>
    </message>
    <message>
        <source>&amp;Close Store</source>
        <translation>&amp;Zamknij magazyn</translation>
    </message>
    <message>
        <source>Change &amp;Passphrase…</source>
        <translation>Zmień &amp;hasło…</translation>
    </message>
    <message>
        <source>C&amp;heck Store</source>
        <translation>Sp&amp;rawdź magazyn</translation>
    </message>
    <message>
        <source>&amp;Back Up…</source>
        <translation>&amp;Kopia zapasowa…</translation>
    </message>
    <message>
        <source>Clear Recent</source>
        <translation>Wyczyść ostatnie</translation>
    </message>
    <message>
        <source>New Store</source>
        <translation>Nowy magazyn</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>Otwórz magazyn</translation>
    </message>
    <message>
        <source>%1 already exists. Rowan never overwrites a file: choose a new name.</source>
        <translation>%1 już istnieje. Rowan nigdy nie nadpisuje plików: wybierz nową nazwę.</translation>
    </message>
    <message>
        <source>There is no store at %1.</source>
        <translation>W %1 nie ma magazynu.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Otwieranie %1…</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otwarto %1</translation>
    </message>
    <message>
        <source>Damage Found</source>
        <translation>Wykryto uszkodzenia</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again.</source>
        <translation>Nieprawidłowe hasło. Spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Nie otwarto: %1</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Nie można otworzyć %1:
%2</translation>
    </message>
    <message>
        <source>Creating the demo store %1…</source>
        <translation>Tworzenie magazynu demonstracyjnego %1…</translation>
    </message>
    <message>
        <source>Demo Store</source>
        <translation>Magazyn demonstracyjny</translation>
    </message>
    <message>
        <source>Cannot create %1:
%2</source>
        <translation>Nie można utworzyć %1:
%2</translation>
    </message>
    <message>
        <source>Opened the demo store %1</source>
        <translation>Otwarto magazyn demonstracyjny %1</translation>
    </message>
    <message>
        <source>%1 was not opened: the changes pending here come first.</source>
        <translation>Nie otwarto %1: najpierw oczekujące tu zmiany.</translation>
    </message>
    <message>
        <source>Connected to %1 (%2)</source>
        <translation>Połączono z %1 (%2)</translation>
    </message>
    <message>
        <source>Changing the passphrase of %1…</source>
        <translation>Zmiana hasła %1…</translation>
    </message>
    <message>
        <source>%1 is now encrypted with the new passphrase.</source>
        <translation>%1 jest teraz zaszyfrowany nowym hasłem.</translation>
    </message>
    <message>
        <source>%1 is now decrypted.</source>
        <translation>%1 jest teraz odszyfrowany.</translation>
    </message>
    <message>
        <source>Back Up Store</source>
        <translation>Kopia zapasowa magazynu</translation>
    </message>
    <message>
        <source>(read-only) </source>
        <translation>(tylko do odczytu) </translation>
    </message>
    <message>
        <source>%1 (remote) — Rowan</source>
        <translation>%1 (zdalny) — Rowan</translation>
    </message>
    <message>
        <source>Rowan</source>
        <translation>Rowan</translation>
    </message>
    <message>
        <source>%1 (encrypted) — Rowan</source>
        <translation>%1 (zaszyfrowany) — Rowan</translation>
    </message>
    <message>
        <source>%1 (not encrypted) — Rowan</source>
        <translation>%1 (niezaszyfrowany) — Rowan</translation>
    </message>
    <message>
        <source>No store open</source>
        <translation>Nie otwarto magazynu</translation>
    </message>
    <message>
        <source>Encrypted (SQLCipher)</source>
        <translation>Zaszyfrowany (SQLCipher)</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Niezaszyfrowany</translation>
    </message>
    <message>
        <source>The store file is encrypted with SQLCipher; it opens only with its passphrase. Click to change the passphrase.</source>
        <translation>Plik magazynu jest zaszyfrowany przez SQLCipher; otwiera się tylko z hasłem. Kliknij, aby zmienić hasło.</translation>
    </message>
    <message>
        <source>Anyone who can read the store file can read its tables. Click to encrypt it.</source>
        <translation>Każdy, kto może odczytać plik magazynu, może odczytać jego tabele. Kliknij, aby go zaszyfrować.</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Pokazano %1</translation>
    </message>
</context>
<context>
    <name>rowan::StoreMaintenanceDialog</name>
    <message>
        <source>Check Store</source>
        <translation>Sprawdzanie magazynu</translation>
    </message>
    <message>
        <source>Back Up Store</source>
        <translation>Kopia zapasowa magazynu</translation>
    </message>
    <message>
        <source>Checking %1: every page, then every entity…</source>
        <translation>Sprawdzanie %1: każda strona, potem każda encja…</translation>
    </message>
    <message>
        <source>Backing up %1 to %2…</source>
        <translation>Kopia zapasowa %1 do %2…</translation>
    </message>
    <message>
        <source>The backup failed (%1).</source>
        <translation>Kopia zapasowa nie powiodła się (%1).</translation>
    </message>
    <message>
        <source>Backed up to %1, %2. Open it like any store to restore it.</source>
        <translation>Utworzono kopię zapasową w %1, %2. Aby ją przywrócić, otwórz ją jak każdy magazyn.</translation>
    </message>
    <message>
        <source>encrypted with the store&apos;s passphrase</source>
        <translation>zaszyfrowana hasłem magazynu</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>niezaszyfrowana</translation>
    </message>
    <message>
        <source>The check stopped (%1).</source>
        <translation>Sprawdzanie zatrzymane (%1).</translation>
    </message>
    <message>
        <source>The store is sound: %1 pages authenticated, %2 tables, %3 entities decoded.</source>
        <translation>Magazyn jest sprawny: uwierzytelnione strony: %1, tabele: %2, zdekodowane encje: %3.</translation>
    </message>
    <message numerus="yes">
        <source>The store is damaged: %n problem(s). Stop writing to it and restore it from a backup.</source>
        <translation>
            <numerusform>Magazyn jest uszkodzony: %n problem. Przestań do niego zapisywać i przywróć go z kopii zapasowej.</numerusform>
            <numerusform>Magazyn jest uszkodzony: %n problemy. Przestań do niego zapisywać i przywróć go z kopii zapasowej.</numerusform>
            <numerusform>Magazyn jest uszkodzony: %n problemów. Przestań do niego zapisywać i przywróć go z kopii zapasowej.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entities: %p%</source>
        <translation>Encje: %p%</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Strony</translation>
    </message>
</context>
<context>
    <name>rowan::StoreNavigator</name>
    <message>
        <source>Stores, accounts and tables</source>
        <translation>Magazyny, konta i tabele</translation>
    </message>
    <message>
        <source>Open in New &amp;Tab</source>
        <translation>Otwórz w nowej &amp;karcie</translation>
    </message>
    <message>
        <source>Open the table in a tab of its own, keeping the one shown</source>
        <translation>Otwórz tabelę w osobnej karcie, zachowując bieżącą</translation>
    </message>
</context>
<context>
    <name>rowan::StoreTreeModel</name>
    <message>
        <source>
Safety level: %1</source>
        <translation>
Poziom bezpieczeństwa: %1</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 tabela</translation>
    </message>
    <message numerus="yes">
        <source>%1 tables</source>
        <translation>
            <numerusform>%1 tabela</numerusform>
            <numerusform>%1 tabele</numerusform>
            <numerusform>%1 tabel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the public development account, whose key everyone knows</source>
        <translation>%1: publiczne konto deweloperskie, którego klucz wszyscy znają</translation>
    </message>
    <message>
        <source>public</source>
        <translation>publiczne</translation>
    </message>
    <message>
        <source>%1: this endpoint keeps no statistics, so its size is unknown until it is counted</source>
        <translation>%1: ten punkt końcowy nie prowadzi statystyk, więc rozmiar jest nieznany do czasu policzenia</translation>
    </message>
    <message>
        <source>%1: %2 entities in %3 partitions, %4</source>
        <translation>%1: encji: %2 w partycjach: %3, %4</translation>
    </message>
    <message>
        <source>%1
A remote endpoint: reads and writes go over the network%2</source>
        <translation>%1
Zdalny punkt końcowy: odczyty i zapisy przechodzą przez sieć%2</translation>
    </message>
    <message>
        <source>; it keeps no statistics</source>
        <translation>; nie prowadzi statystyk</translation>
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
Zaszyfrowany (SQLCipher)</translation>
    </message>
    <message>
        <source>%1
Not encrypted: anyone who can read the file can read its tables</source>
        <translation>%1
Niezaszyfrowany: każdy, kto może odczytać plik, może odczytać jego tabele</translation>
    </message>
    <message>
        <source>encrypted</source>
        <translation>zaszyfrowany</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>niezaszyfrowana</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nie połączono</translation>
    </message>
    <message>
        <source>%1
%2
Double-click or press Enter to connect.</source>
        <translation>%1
%2
Kliknij dwukrotnie lub naciśnij Enter, aby połączyć.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Encje</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Rozmiar</translation>
    </message>
</context>
<context>
    <name>rowan::SyncDialog</name>
    <message>
        <source>Sync Tables</source>
        <translation>Synchronizacja tabel</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Kierunek</translation>
    </message>
    <message>
        <source>Make the &amp;right like the left: %1 → %2</source>
        <translation>Upodobnij &amp;prawą do lewej: %1 → %2</translation>
    </message>
    <message>
        <source>Make the &amp;left like the right: %1 → %2</source>
        <translation>Upodobnij &amp;lewą do prawej: %1 → %2</translation>
    </message>
    <message>
        <source>Entities only the source has are inserted.</source>
        <translation>Encje, które ma tylko źródło, są wstawiane.</translation>
    </message>
    <message>
        <source>Merge the source&apos;s properties (the target&apos;s other properties stay)</source>
        <translation>Scal właściwości źródła (pozostałe właściwości celu zostają)</translation>
    </message>
    <message>
        <source>Replace with the source&apos;s entity</source>
        <translation>Zastąp encją źródła</translation>
    </message>
    <message>
        <source>&amp;Delete entities only the target has</source>
        <translation>&amp;Usuń encje, które ma tylko cel</translation>
    </message>
    <message>
        <source>&amp;Update changed entities:</source>
        <translation>&amp;Aktualizuj zmienione encje:</translation>
    </message>
    <message>
        <source>&amp;Sync</source>
        <translation>&amp;Synchronizuj</translation>
    </message>
    <message>
        <source>Counting what the sync would write… (%L1 and %L2 entities read)</source>
        <translation>Liczenie, co zapisze synchronizacja… (odczytano %L1 i %L2 encji)</translation>
    </message>
    <message>
        <source>Cannot count what the sync would write: %1</source>
        <translation>Nie można policzyć, co zapisze synchronizacja: %1</translation>
    </message>
    <message>
        <source>Counting what the sync would write…</source>
        <translation>Liczenie, co zapisze synchronizacja…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to insert</source>
        <translation>
            <numerusform>%Ln do wstawienia</numerusform>
            <numerusform>%Ln do wstawienia</numerusform>
            <numerusform>%Ln do wstawienia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to update</source>
        <translation>
            <numerusform>%Ln do aktualizacji</numerusform>
            <numerusform>%Ln do aktualizacji</numerusform>
            <numerusform>%Ln do aktualizacji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to delete</source>
        <translation>
            <numerusform>%Ln do usunięcia</numerusform>
            <numerusform>%Ln do usunięcia</numerusform>
            <numerusform>%Ln do usunięcia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln only on the target kept</source>
        <translation>
            <numerusform>%Ln tylko w celu zachowana</numerusform>
            <numerusform>%Ln tylko w celu zachowane</numerusform>
            <numerusform>%Ln tylko w celu zachowanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln left alone by the merge</source>
        <translation>
            <numerusform>%Ln pominięta przy scalaniu</numerusform>
            <numerusform>%Ln pominięte przy scalaniu</numerusform>
            <numerusform>%Ln pominiętych przy scalaniu</numerusform>
        </translation>
    </message>
    <message>
        <source>In %1: %2.</source>
        <translation>W %1: %2.</translation>
    </message>
    <message>
        <source>Nothing to write.</source>
        <translation>Nie ma nic do zapisania.</translation>
    </message>
</context>
<context>
    <name>rowan::TableActions</name>
    <message>
        <source>New Table…</source>
        <translation>Nowa tabela…</translation>
    </message>
    <message>
        <source>Delete Table…</source>
        <translation>Usuń tabelę…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Odśwież</translation>
    </message>
    <message>
        <source>Create a table in the current account</source>
        <translation>Utwórz tabelę w bieżącym koncie</translation>
    </message>
    <message>
        <source>Delete the current table and its entities</source>
        <translation>Usuń bieżącą tabelę i jej encje</translation>
    </message>
    <message>
        <source>Reload accounts, tables and their counts</source>
        <translation>Wczytaj ponownie konta, tabele i ich liczniki</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Magazyny</translation>
    </message>
    <message>
        <source>Cannot read the store&apos;s tables:
%1</source>
        <translation>Nie można odczytać tabel magazynu:
%1</translation>
    </message>
    <message>
        <source>New Table</source>
        <translation>Nowa tabela</translation>
    </message>
    <message>
        <source>Create Table</source>
        <translation>Utwórz tabelę</translation>
    </message>
    <message>
        <source>Create the table &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Utworzyć tabelę &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Usuń tabelę</translation>
    </message>
    <message>
        <source>Delete the table &lt;b&gt;%1&lt;/b&gt; with all its entities?</source>
        <translation>Usunąć tabelę &lt;b&gt;%1&lt;/b&gt; ze wszystkimi jej encjami?</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabele</translation>
    </message>
    <message>
        <source>Table %1 of account %2: %3 (%4)</source>
        <translation>Tabela %1 konta %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>rowan::TableJob</name>
    <message>
        <source>No store is open.</source>
        <translation>Nie otwarto żadnego magazynu.</translation>
    </message>
</context>
<context>
    <name>rowan::TableTabBar</name>
    <message>
        <source>Open tables</source>
        <translation>Otwarte tabele</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Za&amp;mknij kartę</translation>
    </message>
    <message>
        <source>Close the current table&apos;s tab</source>
        <translation>Zamknij kartę bieżącej tabeli</translation>
    </message>
    <message>
        <source>Close &amp;Other Tabs</source>
        <translation>Zamknij &amp;inne karty</translation>
    </message>
    <message>
        <source>Close every tab but the current one</source>
        <translation>Zamknij wszystkie karty oprócz bieżącej</translation>
    </message>
    <message>
        <source>&amp;Duplicate Tab</source>
        <translation>&amp;Duplikuj kartę</translation>
    </message>
    <message>
        <source>Open the current table again in a new tab, with its query</source>
        <translation>Otwórz bieżącą tabelę ponownie w nowej karcie, wraz z jej zapytaniem</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>&amp;Następna karta</translation>
    </message>
    <message>
        <source>Show the next tab&apos;s table</source>
        <translation>Pokaż tabelę następnej karty</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>&amp;Poprzednia karta</translation>
    </message>
    <message>
        <source>Show the previous tab&apos;s table</source>
        <translation>Pokaż tabelę poprzedniej karty</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Zamknij %1</translation>
    </message>
</context>
<context>
    <name>rowan::TextIndexDialog</name>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Zbuduj</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Zatrzymaj</translation>
    </message>
    <message>
        <source>Text Index of %1</source>
        <translation>Indeks tekstowy %1</translation>
    </message>
    <message>
        <source>A text index lets Find answer a text of three or more characters without reading every entity of &lt;b&gt;%1&lt;/b&gt;. Every write keeps it up to date, in the same transaction; it takes room in the store file.</source>
        <translation>Indeks tekstowy pozwala wyszukiwaniu odpowiadać na tekst z trzech lub więcej znaków bez czytania każdej encji &lt;b&gt;%1&lt;/b&gt;. Każdy zapis aktualizuje go w tej samej transakcji; zajmuje miejsce w pliku magazynu.</translation>
    </message>
    <message>
        <source>Reading the index&apos;s status…</source>
        <translation>Odczyt stanu indeksu…</translation>
    </message>
    <message>
        <source>Build progress</source>
        <translation>Postęp budowania</translation>
    </message>
    <message>
        <source>Build the index in the background; writes go on meanwhile</source>
        <translation>Zbuduj indeks w tle; zapisy trwają w tym czasie</translation>
    </message>
    <message>
        <source>Remove the index; Find then reads the table</source>
        <translation>Usuń indeks; wyszukiwanie czyta wtedy tabelę</translation>
    </message>
    <message>
        <source>Stop building; Build carries on from there later</source>
        <translation>Zatrzymaj budowanie; Zbuduj później kontynuuje od tego miejsca</translation>
    </message>
    <message>
        <source>Building: %1 of %2 entities indexed…</source>
        <translation>Budowanie: zindeksowano %1 z %2 encji…</translation>
    </message>
    <message>
        <source>Building: %1 entities indexed…</source>
        <translation>Budowanie: zindeksowane encje: %1…</translation>
    </message>
    <message>
        <source>Stopped. What was built is kept: Build carries on from there.</source>
        <translation>Zatrzymano. To, co zbudowano, zostaje: Zbuduj kontynuuje od tego miejsca.</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Budowanie…</translation>
    </message>
    <message>
        <source>Removing…</source>
        <translation>Usuwanie…</translation>
    </message>
    <message>
        <source>This table has no text index: Find reads every entity.</source>
        <translation>Ta tabela nie ma indeksu tekstowego: wyszukiwanie czyta każdą encję.</translation>
    </message>
    <message>
        <source>The index is not finished (%1 entities so far): Find reads the table until it is. Build carries on.</source>
        <translation>Indeks nie jest ukończony (jak dotąd encji: %1): do tego czasu wyszukiwanie czyta tabelę. Zbuduj kontynuuje.</translation>
    </message>
    <message>
        <source>Ready: %1 entities indexed, %2 in the store file.</source>
        <translation>Gotowe: zindeksowane encje: %1, %2 w pliku magazynu.</translation>
    </message>
</context>
<context>
    <name>rowan::Theme</name>
    <message>
        <source>As the desktop</source>
        <translation>Jak pulpit</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
</context>
<context>
    <name>rowan::TokenTestModel</name>
    <message>
        <source>Field</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
    </message>
    <message>
        <source>Paste a SAS token, a URL carrying one, or a SAS connection string.</source>
        <translation>Wklej token SAS, adres URL, który go zawiera, lub parametry połączenia SAS.</translation>
    </message>
    <message>
        <source>Not a valid connection string: %1</source>
        <translation>Nieprawidłowe parametry połączenia: %1</translation>
    </message>
    <message>
        <source>This connection string holds an account key, not a SAS: whoever has it may do everything on the account.</source>
        <translation>Te parametry połączenia zawierają klucz konta, a nie SAS: kto je ma, może zrobić z kontem wszystko.</translation>
    </message>
    <message>
        <source>Not a valid URL: %1</source>
        <translation>Nieprawidłowy adres URL: %1</translation>
    </message>
    <message>
        <source>The URL carries no query, so no SAS.</source>
        <translation>Adres URL nie ma zapytania, więc nie ma SAS.</translation>
    </message>
    <message>
        <source>The token&apos;s percent-encoding is broken: %1</source>
        <translation>Kodowanie procentowe tokenu jest uszkodzone: %1</translation>
    </message>
    <message>
        <source>There is no signature (sig): this is not a shared access signature.</source>
        <translation>Brak podpisu (sig): to nie jest sygnatura dostępu współdzielonego.</translation>
    </message>
    <message>
        <source>Not a time: tokens use ISO-8601 UTC such as 2026-12-01T00:00:00Z.</source>
        <translation>To nie jest czas: tokeny używają ISO-8601 UTC, np. 2026-12-01T00:00:00Z.</translation>
    </message>
    <message>
        <source>Expired %1 (%2).</source>
        <translation>Wygasł %1 (%2).</translation>
    </message>
    <message>
        <source>Expires %1 (%2).</source>
        <translation>Wygasa %1 (%2).</translation>
    </message>
    <message>
        <source>Valid from %1 (%2).</source>
        <translation>Ważny od %1 (%2).</translation>
    </message>
    <message>
        <source>Not valid yet: from %1 (%2).</source>
        <translation>Jeszcze nieważny: od %1 (%2).</translation>
    </message>
    <message>
        <source>Service version %1.</source>
        <translation>Wersja usługi %1.</translation>
    </message>
    <message>
        <source>Not a supported version: tokens need 2015-04-05 or later.</source>
        <translation>Nieobsługiwana wersja: tokeny wymagają 2015-04-05 lub nowszej.</translation>
    </message>
    <message>
        <source>Ignored in an account SAS.</source>
        <translation>Ignorowane w SAS konta.</translation>
    </message>
    <message>
        <source>Table %1 only.</source>
        <translation>Tylko tabela %1.</translation>
    </message>
    <message>
        <source>Malformed: letters of %1, each once. %2</source>
        <translation>Nieprawidłowy format: litery z %1, każda raz. %2</translation>
    </message>
    <message>
        <source> The policy sets the permissions too, so the token is refused.</source>
        <translation> Zasada również ustawia uprawnienia, więc token jest odrzucany.</translation>
    </message>
    <message>
        <source> The policy sets the expiry too, so the token is refused.</source>
        <translation> Zasada również ustawia wygaśnięcie, więc token jest odrzucany.</translation>
    </message>
    <message>
        <source>Longer than 64 characters: malformed.</source>
        <translation>Dłuższy niż 64 znaki: nieprawidłowy format.</translation>
    </message>
    <message>
        <source>Table %1 has no stored access policy &apos;%2&apos;: it was deleted (revoked) or never existed, so the token is refused.</source>
        <translation>Tabela %1 nie ma przechowywanej zasady dostępu &apos;%2&apos;: została usunięta (unieważniona) lub nigdy nie istniała, więc token jest odrzucany.</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>początek %1</translation>
    </message>
    <message>
        <source>expiry %1 (%2)</source>
        <translation>wygaśnięcie %1 (%2)</translation>
    </message>
    <message>
        <source>permissions %1</source>
        <translation>uprawnienia %1</translation>
    </message>
    <message>
        <source>Stored policy &apos;%1&apos; gives: %2. Deleting it revokes the token.</source>
        <translation>Przechowywana zasada &apos;%1&apos; daje: %2. Jej usunięcie unieważnia token.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>Malformed: an address or a range a-b of one family, low to high.</source>
        <translation>Nieprawidłowy format: adres lub zakres a-b jednej rodziny, od niższego do wyższego.</translation>
    </message>
    <message>
        <source>Only clients from %1 (this computer is inside).</source>
        <translation>Tylko klienci z %1 (ten komputer jest w zakresie).</translation>
    </message>
    <message>
        <source>Only clients from %1 (this computer is outside).</source>
        <translation>Tylko klienci z %1 (ten komputer jest poza zakresem).</translation>
    </message>
    <message>
        <source>Malformed: https or https,http.</source>
        <translation>Nieprawidłowy format: https lub https,http.</translation>
    </message>
    <message>
        <source>HTTPS only: refused over plain HTTP.</source>
        <translation>Tylko HTTPS: odrzucane przez zwykły HTTP.</translation>
    </message>
    <message>
        <source>HTTPS or HTTP.</source>
        <translation>HTTPS lub HTTP.</translation>
    </message>
    <message>
        <source>From PartitionKey &apos;%1&apos;.</source>
        <translation>Od PartitionKey &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Malformed: a start RowKey needs spk.</source>
        <translation>Nieprawidłowy format: początkowy RowKey wymaga spk.</translation>
    </message>
    <message>
        <source>From RowKey &apos;%1&apos; in the first partition.</source>
        <translation>Od RowKey &apos;%1&apos; w pierwszej partycji.</translation>
    </message>
    <message>
        <source>Up to PartitionKey &apos;%1&apos; (inclusive).</source>
        <translation>Do PartitionKey &apos;%1&apos; (włącznie).</translation>
    </message>
    <message>
        <source>Malformed: an end RowKey needs epk.</source>
        <translation>Nieprawidłowy format: końcowy RowKey wymaga epk.</translation>
    </message>
    <message>
        <source>Up to RowKey &apos;%1&apos; in the last partition.</source>
        <translation>Do RowKey &apos;%1&apos; w ostatniej partycji.</translation>
    </message>
    <message>
        <source>Does not include the Table service (t): refused here.</source>
        <translation>Nie obejmuje usługi tabel (t): tu odrzucany.</translation>
    </message>
    <message>
        <source>Malformed: letters of bqtf.</source>
        <translation>Nieprawidłowy format: litery z bqtf.</translation>
    </message>
    <message>
        <source>Services %1, including tables.</source>
        <translation>Usługi %1, w tym tabele.</translation>
    </message>
    <message>
        <source>service</source>
        <translation>usługa</translation>
    </message>
    <message>
        <source>tables (c)</source>
        <translation>tabele (c)</translation>
    </message>
    <message>
        <source>entities (o)</source>
        <translation>encje (o)</translation>
    </message>
    <message>
        <source>Malformed: letters of sco.</source>
        <translation>Nieprawidłowy format: litery z sco.</translation>
    </message>
    <message>
        <source>Resource types: %1.</source>
        <translation>Typy zasobów: %1.</translation>
    </message>
    <message>
        <source>Encryption scope %1 (signed; no meaning here).</source>
        <translation>Zakres szyfrowania %1 (podpisany; tu bez znaczenia).</translation>
    </message>
    <message>
        <source>Not a SAS field: ignored and not signed.</source>
        <translation>To nie jest pole SAS: ignorowane i niepodpisane.</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>No table named: the token is for table %1 only if it was signed for it.</source>
        <translation>Nie podano tabeli: token dotyczy tabeli %1 tylko wtedy, gdy został dla niej podpisany.</translation>
    </message>
    <message>
        <source>No expiry, and no stored policy gives one: the token is refused.</source>
        <translation>Brak wygaśnięcia i żadna przechowywana zasada go nie ustawia: token jest odrzucany.</translation>
    </message>
    <message>
        <source>Nothing is signed.</source>
        <translation>Nic nie jest podpisane.</translation>
    </message>
    <message>
        <source>Not base64: malformed.</source>
        <translation>To nie jest base64: nieprawidłowy format.</translation>
    </message>
    <message>
        <source>Not checked.</source>
        <translation>Nie sprawdzono.</translation>
    </message>
    <message>
        <source>Verified: signed with key 1 of %1.</source>
        <translation>Zweryfikowano: podpisano kluczem 1 konta %1.</translation>
    </message>
    <message>
        <source>Verified: signed with key 2 of %1.</source>
        <translation>Zweryfikowano: podpisano kluczem 2 konta %1.</translation>
    </message>
    <message>
        <source>Cannot be checked: this service does not give the account&apos;s keys.</source>
        <translation>Nie można sprawdzić: ta usługa nie udostępnia kluczy konta.</translation>
    </message>
    <message>
        <source>Matches neither key of %1: a field was changed after signing, or it was signed for another account or with a key since regenerated.</source>
        <translation>Nie pasuje do żadnego klucza konta %1: pole zmieniono po podpisaniu albo podpisano go dla innego konta lub kluczem wygenerowanym od tego czasu ponownie.</translation>
    </message>
    <message>
        <source>This service does not give the account&apos;s keys, so the token cannot be judged here.</source>
        <translation>Ta usługa nie udostępnia kluczy konta, więc nie można tu ocenić tokenu.</translation>
    </message>
    <message>
        <source>Allowed: permission granted and the keys lie inside the token&apos;s range.</source>
        <translation>Dozwolone: uprawnienie przyznane, a klucze leżą w zakresie tokenu.</translation>
    </message>
    <message>
        <source>Allowed: permission granted.</source>
        <translation>Dozwolone: uprawnienie przyznane.</translation>
    </message>
    <message>
        <source>Account SAS</source>
        <translation>SAS konta</translation>
    </message>
    <message>
        <source>Service SAS</source>
        <translation>SAS usługi</translation>
    </message>
    <message>
        <source>%1: allows querying %2 now. %3</source>
        <translation>%1: obecnie pozwala na zapytania do %2. %3</translation>
    </message>
    <message>
        <source>%1: a query on %2 is refused now — %3</source>
        <translation>%1: zapytanie do %2 jest obecnie odrzucane — %3</translation>
    </message>
</context>
<context>
    <name>rowan::TokenTesterDialog</name>
    <message>
        <source>Show &amp;readable entities</source>
        <translation>Pokaż &amp;dostępne encje</translation>
    </message>
    <message>
        <source>Token tester — account %1</source>
        <translation>Tester tokenów — konto %1</translation>
    </message>
    <message>
        <source>Paste a SAS token, a URL carrying one, or a SAS connection string. It is judged as `rowan serve` judges it: a request over HTTP from this computer, now.</source>
        <translation>Wklej token SAS, adres URL, który go zawiera, lub parametry połączenia SAS. Zostanie oceniony tak, jak ocenia go `rowan serve`: żądanie przez HTTP z tego komputera, teraz.</translation>
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
        <translation>Operacja</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Werdykt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Dlaczego</translation>
    </message>
    <message>
        <source>Reading the account&apos;s keys…</source>
        <translation>Odczytywanie kluczy konta…</translation>
    </message>
    <message>
        <source>No query allowed: %1</source>
        <translation>Zapytania niedozwolone: %1</translation>
    </message>
    <message>
        <source>Querying %1…</source>
        <translation>Zapytanie do %1…</translation>
    </message>
    <message>
        <source>The query failed: %1</source>
        <translation>Zapytanie nie powiodło się: %1</translation>
    </message>
    <message>
        <source>The first %1 entities the token can read (there are more).</source>
        <translation>Pierwsze encje, które token może odczytać: %1 (jest ich więcej).</translation>
    </message>
    <message numerus="yes">
        <source>%n entities the token can read.</source>
        <translation>
            <numerusform>%n encja, którą token może odczytać.</numerusform>
            <numerusform>%n encje, które token może odczytać.</numerusform>
            <numerusform>%n encji, które token może odczytać.</numerusform>
        </translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>dozwolone</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>odrzucone</translation>
    </message>
    <message>
        <source>SAS token, URL or connection string</source>
        <translation>Token SAS, adres URL lub parametry połączenia</translation>
    </message>
    <message>
        <source>The token&apos;s fields</source>
        <translation>Pola tokenu</translation>
    </message>
    <message>
        <source>Entities the test query read</source>
        <translation>Encje odczytane przez zapytanie testowe</translation>
    </message>
    <message>
        <source>What the token allows</source>
        <translation>Na co pozwala token</translation>
    </message>
</context>
<context>
    <name>rowan::TransferActions</name>
    <message>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <source>Import entities from a CSV or JSON file into a table</source>
        <translation>Importuj encje z pliku CSV lub JSON do tabeli</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <source>Export the table or the current query&apos;s result to a CSV or JSON file</source>
        <translation>Eksportuj tabelę lub wynik bieżącego zapytania do pliku CSV lub JSON</translation>
    </message>
    <message>
        <source>Cop&amp;y Table…</source>
        <translation>Kop&amp;iuj tabelę…</translation>
    </message>
    <message>
        <source>Copy the table or the current query&apos;s result to another table, store or connection</source>
        <translation>Kopiuj tabelę lub wynik bieżącego zapytania do innej tabeli, magazynu lub połączenia</translation>
    </message>
    <message>
        <source>Exporting %1 to %2</source>
        <translation>Eksportowanie %1 do %2</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Kopiuj tabelę</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Copy the entities of &lt;b&gt;%1&lt;/b&gt; into &lt;b&gt;%2&lt;/b&gt;?</source>
        <translation>Skopiować encje z &lt;b&gt;%1&lt;/b&gt; do &lt;b&gt;%2&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>Copying %1 to %2</source>
        <translation>Kopiowanie %1 do %2</translation>
    </message>
</context>
<context>
    <name>rowan::TransferProgressDialog</name>
    <message>
        <source>Copy Table</source>
        <translation>Kopiuj tabelę</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Uruchamianie…</translation>
    </message>
    <message>
        <source>Open Error &amp;Report</source>
        <translation>Otwórz &amp;raport błędów</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Cancelling after the batch in flight…</source>
        <translation>Anulowanie po bieżącej partii…</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>encji: %1</translation>
    </message>
    <message>
        <source>%1 of %2 entities</source>
        <translation>Encje: %1 z %2</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1/s</translation>
    </message>
    <message>
        <source> · about %1 s left</source>
        <translation> · pozostało około %1 s</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Zatrzymano: %1</translation>
    </message>
    <message>
        <source>Cancelled. Everything written before stays, in whole batches.</source>
        <translation>Anulowano. Wszystko zapisane wcześniej pozostaje, w całych partiach.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Gotowe.</translation>
    </message>
    <message>
        <source>%1 written, %2 skipped, %3 failed in %4 s (%5 entities/s).</source>
        <translation>Zapisane: %1, pominięte: %2, nieudane: %3 w %4 s (%5 encji/s).</translation>
    </message>
    <message>
        <source>%1 entities written in %2 s (%3 entities/s).</source>
        <translation>Zapisano encji: %1 w %2 s (%3 encji/s).</translation>
    </message>
    <message>
        <source>Every rejected row is listed in %1.</source>
        <translation>Każdy odrzucony wiersz jest wymieniony w %1.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>rowan::TransferSourceBox</name>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>&amp;All columns</source>
        <translation>&amp;Wszystkie kolumny</translation>
    </message>
    <message numerus="yes">
        <source>Only the &amp;visible columns (%n)</source>
        <translation>
            <numerusform>Tylko &amp;widoczne kolumny (%n)</numerusform>
            <numerusform>Tylko &amp;widoczne kolumny (%n)</numerusform>
            <numerusform>Tylko &amp;widoczne kolumny (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Wiersze</translation>
    </message>
    <message>
        <source>every entity</source>
        <translation>każda encja</translation>
    </message>
    <message>
        <source>The current &amp;query&apos;s result: %1</source>
        <translation>Wynik bieżącego &amp;zapytania: %1</translation>
    </message>
</context>
<context>
    <name>rowan::TypedValueInput</name>
    <message>
        <source>Value type</source>
        <translation>Typ wartości</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
</context>
<context>
    <name>rowan::UndoJob</name>
    <message>
        <source>Write back earlier versions: %1</source>
        <translation>Zapisywanie wcześniejszych wersji: %1</translation>
    </message>
    <message>
        <source>changed again since it was shown</source>
        <translation>ponownie zmieniona od wyświetlenia</translation>
    </message>
    <message>
        <source>deleted since it was shown</source>
        <translation>usunięta od wyświetlenia</translation>
    </message>
    <message>
        <source>created again since it was shown</source>
        <translation>ponownie utworzona od wyświetlenia</translation>
    </message>
    <message>
        <source>No store or connection is open.</source>
        <translation>Nie otwarto żadnego magazynu ani połączenia.</translation>
    </message>
</context>
<context>
    <name>rowan::WriteConfirmDialog</name>
    <message>
        <source>This changes many entities. Type the table&apos;s name, &lt;b&gt;%1&lt;/b&gt;, to go on:</source>
        <translation>To zmieni wiele encji. Wpisz nazwę tabeli, &lt;b&gt;%1&lt;/b&gt;, aby kontynuować:</translation>
    </message>
    <message>
        <source>Table name to confirm</source>
        <translation>Nazwa tabeli do potwierdzenia</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>%1&lt;b&gt;%2&lt;/b&gt; is read-only: nothing was written.&lt;br&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;Change its safety level (File ▸ Safety Level…) to write to it.</source>
        <translation>%1&lt;b&gt;%2&lt;/b&gt; jest tylko do odczytu: nic nie zapisano.&lt;br&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;Aby do niego zapisywać, zmień poziom bezpieczeństwa (Plik ▸ Poziom bezpieczeństwa…).</translation>
    </message>
</context>
</TS>
