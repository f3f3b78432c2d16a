/**
 * `npm run bench:statement`: a bank statement of 10,000 credit entries imported through the real
 * `POST /api/admin/bank-statements` of the production server (its bundle, dist/server/index.mjs, as
 * `npm start` runs it, built afresh from the sources; one process) on a throwaway PostgreSQL. Seeds companies, each with an owner, and their open invoices straight into
 * the database the server migrated; writes a camt.053 file whose entries pay them as payers do (most
 * quote the RF reference as printed, some the invoice number, some pay in two parts, a few quote
 * nothing we know); signs in as the admin and uploads it. Prints the upload's wall time, the
 * server's CPU time, its resident memory before the upload and its peak during it (VmHWM, counted
 * again from the upload's start), the answer's counts, then the same file again (every entry a duplicate), and whether the goals are met:
 * 10,000 entries in at most 10 s and 200 MB (issue 42).
 *
 *   npm run bench:statement
 *   BENCH_ENTRIES=2000 npm run bench:statement
 *   BENCH_DATABASE_URL=postgres://... npm run bench:statement
 *
 * BENCH_ENTRIES  credit entries in the statement, default 10,000 (one invoice for each, or two
 *                entries for one when it is paid in parts).
 * BENCH_PG_PORT  the throwaway server's port (default 5795, or a free one if that is taken).
 * BENCH_PORT     the product server's port (default a free one).
 * BENCH_SERVER_NODE_ARGS  more flags for the server's node, after the heap settings `npm start`
 *                gives it (scripts/server-node-flags.mjs), e.g. "--max-old-space-size=4096".
 *
 * Needs the client build (`npm run build`): the production server serves it.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { formatCreditorReference, invoicePaymentReference } from "@shared/payment-reference";
import { REMITTANCE } from "@shared/remittance";
import { serverNodeFlags } from "../scripts/server-node-flags.mjs";
import { processTreeCpuMs } from "./machine";
import { machineLoad, prng, ROOT, withPostgres } from "./support";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
const GOALS = { seconds: 10, megabytes: 200 };
const COMPANIES = Math.max(1, Math.ceil(ENTRIES / 10));
const ADMIN_PASSWORD = "statement-bench-admin-password";
const BOOKED_ON = "2026-11-27";
const serverArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];

interface Invoice {
  id: number;
  number: number;
  companyId: number;
  companyName: string;
  totalCents: number;
  reference: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

/**
 * Starts counting the process's peak resident memory again from what it holds now (Linux: writing 5
 * to clear_refs resets VmHWM), so the peak read after the upload is the upload's. False when the
 * kernel does not allow it: the peak then counts from the start.
 */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** The most resident memory a process has held (VmHWM), and what it holds now (VmRSS), in MB. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { peakMb: kb("VmHWM") / 1024, nowMb: kb("VmRSS") / 1024 };
}

/**
 * Companies with an owner each, and one open invoice a month for each entry the statement will pay
 * (a month apart, up to ten a company), numbered and referenced as issued ones are.
 */
async function seed(url: string, count: number): Promise<Invoice[]> {
  const rand = prng(20261129);
  const companies = await query<{ id: number; name: string }>(
    url,
    `insert into companies (name, location) select 'Bench Company ' || g, 'Cape Town' from generate_series(1, $1::int) g returning id, name`,
    [COMPANIES],
  );
  const users = await query<{ id: number }>(
    url,
    `insert into users (username, email, password_hash, first_name, last_name, user_type)
     select 'bench-owner-' || g, 'owner' || g || '@bench.example', 'x', 'Owner', 'Number ' || g, 'client' from generate_series(1, $1::int) g returning id`,
    [COMPANIES],
  );
  await query(url, `insert into company_members (company_id, user_id, role) select unnest($1::int[]), unnest($2::int[]), 'owner'`, [companies.map((c) => c.id), users.map((u) => u.id)]);

  const rows: Omit<Invoice, "id">[] = [];
  for (let i = 0; i < count; i++) {
    const company = companies[i % companies.length];
    rows.push({ number: i + 1, companyId: company.id, companyName: company.name, totalCents: 50_000 + Math.floor(rand() * 950_000), reference: invoicePaymentReference(i + 1) });
  }
  const invoices: Invoice[] = [];
  for (let i = 0; i < rows.length; i += 2_000) {
    const chunk = rows.slice(i, i + 2_000);
    const ids = await query<{ id: number }>(
      url,
      `insert into invoices (number, company_id, period_start, status, total_cents, billed_name, billed_company, billed_location, po_numbers, payment_terms_days, due_date, payment_reference, remittance, issued_at)
       select n, c, (date '2020-01-01' + make_interval(months => ((n - 1) / $5::int)::int))::date, 'open', t, bn, bn, 'Cape Town', '{}', 14, date '2026-11-20', r, $7::jsonb, timestamptz '2026-11-06 02:00Z'
         from unnest($1::int[], $2::int[], $3::bigint[], $4::text[], $6::text[]) as x(n, c, t, r, bn)
       order by n returning id`,
      [chunk.map((r) => r.number), chunk.map((r) => r.companyId), chunk.map((r) => r.totalCents), chunk.map((r) => r.reference), COMPANIES, chunk.map((r) => r.companyName), JSON.stringify(REMITTANCE)],
    );
    chunk.forEach((r, j) => invoices.push({ ...r, id: ids[j].id }));
  }
  await query(url, `update invoice_numbers set last_number = $1 where id = 1`, [count]);
  await query(url, `insert into invoice_numbers (id, last_number) values (1, $1) on conflict (id) do nothing`, [count]);
  // The tables seeded; those the upload writes are left to the planner's own estimate of their size as
  // they grow. Analyzed while empty, they would plan the foreign-key checks into them as scans for
  // the rest of the run, a cost a database with some history never has.
  await query(url, "analyze invoices, companies, users, company_members");
  return invoices;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A camt.053 statement of `entries` credit entries: nine in ten pay an invoice in full quoting its
 * reference as printed (in groups of four), one in twenty quotes its number instead, one in fifty is
 * a part payment followed by the rest, and the remaining few quote nothing we know.
 */
function camt053(invoices: Invoice[], entries: number) {
  const rand = prng(42);
  const out: string[] = [];
  let next = 0;
  const entry = (n: number, cents: number, reference: string, payer: string) => {
    const amount = (cents / 100).toFixed(2);
    out.push(
      `<Ntry><NtryRef>${n}</NtryRef><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${BOOKED_ON}</Dt></BookgDt><ValDt><Dt>${BOOKED_ON}</Dt></ValDt>` +
        `<AcctSvcrRef>BENCH-${String(n).padStart(6, "0")}</AcctSvcrRef>` +
        `<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${escapeXml(payer)}</Nm></Dbtr></RltdPties><RmtInf>${reference}</RmtInf></TxDtls></NtryDtls></Ntry>`,
    );
  };
  for (let n = 1; n <= entries; ) {
    const r = rand();
    const invoice = invoices[next++ % invoices.length];
    const structured = `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${formatCreditorReference(invoice.reference)}</Ref></CdtrRefInf></Strd>`;
    if (r < 0.02) {
      entry(n++, 1_000 + Math.floor(rand() * 10_000), "<Ustrd>Thank you for your services</Ustrd>", "Unknown payer");
    } else if (r < 0.04 && n < entries) {
      const first = Math.floor(invoice.totalCents / 2);
      entry(n++, first, structured, invoice.companyName);
      entry(n++, invoice.totalCents - first, structured, invoice.companyName);
    } else if (r < 0.09) {
      entry(n++, invoice.totalCents, `<Ustrd>Invoice INV-${String(invoice.number).padStart(6, "0")}</Ustrd>`, invoice.companyName);
    } else {
      entry(n++, invoice.totalCents, structured, invoice.companyName);
    }
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>` +
    `<GrpHdr><MsgId>BENCH-STATEMENT</MsgId><CreDtTm>${BOOKED_ON}T18:00:00Z</CreDtTm></GrpHdr>` +
    `<Stmt><Id>BENCH-1</Id><CreDtTm>${BOOKED_ON}T18:00:00Z</CreDtTm><Acct><Id><Othr><Id>628841007215</Id></Othr></Id><Ccy>USD</Ccy></Acct>\n` +
    out.join("\n") +
    `\n</Stmt></BkToCstmrStmt></Document>\n`
  );
}

async function waitForHealth(base: string, child: ReturnType<typeof spawn>, logFile: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("The server did not become healthy within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Uploads the statement as an admin's browser does. While the server refuses work because its event
 * loop runs late (503 "overloaded", server/lib/overload.ts; the machine's other work can cause it),
 * the upload is sent again after the Retry-After it names, as a person would; the wall time is the
 * answered upload's, and the refusals are counted.
 */
async function upload(base: string, token: string, xml: string) {
  for (let refused = 0; ; refused++) {
    const form = new FormData();
    form.append("file", new Blob([xml], { type: "application/xml" }), "statement.xml");
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/bank-statements`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await res.text();
    const seconds = (performance.now() - started) / 1000;
    if (res.status === 503 && refused < 10) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get("retry-after") ?? 1)));
      continue;
    }
    if (res.status !== 201) throw new Error(`The upload answered ${res.status}: ${body.slice(0, 500)}`);
    return { seconds, refused, answer: JSON.parse(body) as Record<string, number> };
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "dist/public/index.html"))) {
    throw new Error('The client build is missing: run "npm run build" first (the production server serves it).');
  }
  const built = spawnSync(process.execPath, [path.join(ROOT, "scripts/build-server.mjs")], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error("The server's bundle did not build");
  const before = machineLoad();
  await withPostgres(5795, async (adminUrl) => {
    const name = `bench_statement_${process.pid}`;
    await query(adminUrl, `drop database if exists ${name} with (force)`);
    await query(adminUrl, `create database ${name}`);
    const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-statement-"));
    const logFile = path.join(tmp, "server.log");
    const log = fs.openSync(logFile, "a");
    const port = Number(process.env.BENCH_PORT ?? (await freePort()));
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [...serverNodeFlags(), ...serverArgs, "dist/server/index.mjs"], {
      cwd: ROOT,
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: dbUrl,
        DATA_DIR: tmp,
        // One process, so its memory is the server's.
        WEB_CONCURRENCY: "1",
        SESSION_SECRET: "statement-bench-session-secret-0123456789abcdef",
        ADMIN_PASSWORD,
        ADMIN_REQUIRE_2FA: "false",
        SEED_DEMO_DATA: "false",
        PUBLIC_URL: base,
        LOG_LEVEL: "warn",
        TRUST_PROXY: "true",
        PAYOUT_ACCOUNT_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
      },
    });
    try {
      await waitForHealth(base, server, logFile);
      const seeding = performance.now();
      const invoiceCount = Math.ceil(ENTRIES * 0.99);
      const invoices = await seed(dbUrl, invoiceCount);
      const xml = camt053(invoices, ENTRIES);
      const bytes = Buffer.byteLength(xml);
      console.error(`seeded ${COMPANIES} companies and ${invoices.length} open invoices in ${((performance.now() - seeding) / 1000).toFixed(1)} s; statement ${(bytes / 1024 / 1024).toFixed(2)} MB`);

      const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }) });
      if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${await login.text()}`);
      const { token } = (await login.json()) as { token: string };

      const started = memoryOf(server.pid!);
      const reset = resetPeak(server.pid!);
      const idle = memoryOf(server.pid!);
      const cpu0 = processTreeCpuMs(server.pid);
      const first = await upload(base, token, xml);
      const afterFirst = memoryOf(server.pid!);
      const cpu1 = processTreeCpuMs(server.pid);
      resetPeak(server.pid!);
      const again = await upload(base, token, xml);
      const afterAgain = memoryOf(server.pid!);
      const cpu2 = processTreeCpuMs(server.pid);
      const [{ paid }] = await query<{ paid: number }>(dbUrl, `select count(*)::int as paid from invoices where status = 'paid'`);

      console.log(`bench:statement on ${before} (before the run); Node ${process.version}, PostgreSQL on this machine, the server as one process (WEB_CONCURRENCY=1) run as npm start runs it: node ${[...serverNodeFlags(), ...serverArgs].join(" ")} dist/server/index.mjs.`);
      console.log(`Statement: camt.053, ${ENTRIES} credit entries, ${(bytes / 1024 / 1024).toFixed(2)} MB, against ${invoices.length} open invoices of ${COMPANIES} companies.`);
      console.log("");
      console.log(`| upload | wall time | server CPU | server RSS before | server peak RSS ${reset ? "during the upload" : "since it started"} | server RSS after | entries | matched | unmatched | duplicates |`);
      console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
      const row = (label: string, r: typeof first, cpuMs: number, before: ReturnType<typeof memoryOf>, m: ReturnType<typeof memoryOf>) =>
        console.log(
          `| ${label} | ${r.seconds.toFixed(2)} s | ${(cpuMs / 1000).toFixed(2)} s | ${before.nowMb.toFixed(0)} MB | ${m.peakMb.toFixed(0)} MB | ${m.nowMb.toFixed(0)} MB | ${r.answer.entries} | ${r.answer.matched} | ${r.answer.unmatched} | ${r.answer.duplicates} |`,
        );
      row("first", first, cpu1 - cpu0, idle, afterFirst);
      row("same file again", again, cpu2 - cpu1, afterFirst, afterAgain);
      if (first.refused + again.refused > 0) console.log(`\nRefused as overloaded and sent again: ${first.refused} time(s) the first upload, ${again.refused} the second.`);
      console.log("");
      console.log(`The server held ${idle.nowMb.toFixed(0)} MB before the upload (its peak since it started: ${started.peakMb.toFixed(0)} MB); ${paid} invoices are paid after it.`);
      const met = first.seconds <= GOALS.seconds && afterFirst.peakMb <= GOALS.megabytes;
      console.log(`Goal (${ENTRIES} entries in at most ${GOALS.seconds} s and ${GOALS.megabytes} MB): ${met ? "met" : "NOT met"}.`);
      if (first.answer.entries !== ENTRIES || again.answer.duplicates !== ENTRIES) throw new Error("The answers do not count every entry: see the table");
    } finally {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      fs.closeSync(log);
      fs.rmSync(tmp, { recursive: true, force: true });
      await query(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
