// npx tsx bench/bank-import.ts — a 10 MB camt.053 statement (about
// 28,000 entries, as a busy account's year) imported into the real server on SQLite, while
// /management/health is asked again as soon as it answers: how long the import takes, and the
// slowest health answer meanwhile (target < 1000 ms throughout); then the same file again,
// which must store nothing new.
import { loadavg } from 'node:os';
import { healthProbe, percentile, startServer } from './support.ts';

const SHOP_IBAN = 'SK3112000000198742637541';
const TARGET_BYTES = 10 * 1024 * 1024;

/** One booked credit, written compactly as banks export it (about 370 bytes). */
const entryXml = (i: number): string =>
  `<Ntry><Amt Ccy="EUR">12.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>2026-11-20</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt>` +
  `<AcctSvcrRef>E-${i}</AcctSvcrRef><NtryDtls><TxDtls><Refs><AcctSvcrRef>TX-${i}</AcctSvcrRef>` +
  `<EndToEndId>/VS${9_000_000 + i}</EndToEndId></Refs><RltdPties><Dbtr><Nm>Jana Nováková</Nm>` +
  `</Dbtr></RltdPties><RmtInf><Ustrd>Objednávka fotoobraz</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;

const statementOf = (entries: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">` +
  `<BkToCstmrStmt><GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-11-24T06:00:00</CreDtTm></GrpHdr>` +
  `<Stmt><Id>BENCH-1</Id><CreDtTm>2026-11-24T06:00:00</CreDtTm><Acct><Id><IBAN>${SHOP_IBAN}</IBAN></Id>` +
  `<Ccy>EUR</Ccy></Acct>${entries.join('')}</Stmt></BkToCstmrStmt></Document>`;

const entries: string[] = [];
let bytes = 400;
while (bytes < TARGET_BYTES - 400) {
  const entry = entryXml(entries.length);
  entries.push(entry);
  bytes += Buffer.byteLength(entry);
}
const xml = statementOf(entries);

// The demo seed sets SHOP_IBAN and the admin account.
const server = await startServer({ SEED_DEMO: 'true' });
try {
  const signedIn = await fetch(`${server.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const { id_token: token } = (await signedIn.json()) as { id_token: string };

  const importOnce = async () => {
    const health = healthProbe(server.url);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/bank-statements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
      body: xml,
    });
    const summary = await res.json();
    const ms = performance.now() - started;
    const healthMs = await health.stop();
    return { status: res.status, summary, ms, healthMs };
  };

  console.log(
    `statement: ${(Buffer.byteLength(xml) / 1024 / 1024).toFixed(1)} MB, ${entries.length} entries; load ${loadavg()[0].toFixed(1)}`,
  );
  for (const round of ['first import', 'same file again']) {
    const { status, summary, ms, healthMs } = await importOnce();
    console.log(
      `${round}: ${status} in ${(ms / 1000).toFixed(1)} s ${JSON.stringify(summary)}; ` +
        `health answered ${healthMs.length} times, median ${percentile(healthMs, 50).toFixed(0)} ms, ` +
        `slowest ${Math.max(...healthMs).toFixed(0)} ms (target < 1000 ms)`,
    );
  }
} finally {
  await server.stop();
}
