// Catalogue benchmark (`npm run bench`): fills a PostgreSQL database with 100,000 listings, serves the
// real app on a real port and measures the catalogue calls with autocannon, each beside a bare Fastify
// JSON route measured in the same run (the ceiling of this machine). Prints a table and the EXPLAIN
// summary of each query. A script, never a test: timings vary with the machine's load, so a timed
// assertion would fail at random (see docs/decisions/032-tests-against-real-postgresql.md).
//
// DATABASE_URL: a PostgreSQL server to use (a throwaway database is created on it and dropped after);
// otherwise an embedded PostgreSQL runs in a temporary folder. BENCH_REUSE_DATABASE_URL: a database to
// fill once and keep between runs. BENCH_LISTINGS, BENCH_SECONDS and BENCH_CONNECTIONS change the
// size of the run; BENCH_CHOSEN_SEARCHES how many random searches are timed one by one; BENCH_FLOOD_SECONDS how
// long searches are flooded, with turns and without, while a reader browses. Last, the same
// calls against one instance and against two, each a process of its own on this database and one
// redis-server, with the same total connections dealt to them in turn.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONDITIONS } from '@phonekade/shared/constants/catalog';
import { CATALOGUE_COUNT_CAP, CATALOGUE_SEARCH_COUNT_CAP } from '@phonekade/shared/constants/limits';
import { DISTRICT_NAMES, districtsOf } from '@phonekade/shared/constants/locations';
import { phonesQuerySchema } from '@phonekade/shared/phones/phone.schemas';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, ensureDatabaseExists, migrateDatabase, type Database } from '../src/db/client.ts';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import * as repository from '../src/modules/phones/phones.repository.ts';
import {
  answeringSearch,
  priceGuideSearch,
  searchOfMode,
  toCatalogueSearch,
  withLastWordSpelled,
} from '../src/modules/phones/phones.service.ts';
import { startRedisServer } from '../src/test/redis-server.ts';
import { inChild } from './child-process.ts';
import type { LoadRequest, LoadResult } from './load-runner.ts';
import type { FloodRequest, FloodResult } from './search-flood.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_EXPLAIN_ONLY=1: fill (or reuse) the database and print the EXPLAIN lines, without loading the servers.
const EXPLAIN_ONLY = process.env.BENCH_EXPLAIN_ONLY === '1';
const SELLERS = 500;
const AIM_P95_MS = 50;
const AIM_SHARE_OF_BARE = 0.7;
// BENCH_CHOSEN_SEARCHES: how many random searches to time one by one, uncached (0: none).
const CHOSEN_SEARCHES = Number(process.env.BENCH_CHOSEN_SEARCHES ?? 300);
// BENCH_FLOOD_SECONDS: how long FLOODERS connections send searches that read every listing, at the app with
// searches taking turns as deployed and at one without turns, while one reader browses (0: skip).
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const FLOODERS = 40;
// The calls measured against one instance and against two.
const INSTANCE_SCENARIOS = ['first browse page', 'text search "iphone 13"', 'phone details (200 ids)'];

// Real models with illustrative used prices in LKR (base storage, Excellent condition).
const MODELS: [brand: string, model: string, price: number, processor: string, ram: string, os: string][] = [
  ['Apple', 'iPhone XR', 62_000, 'A12 Bionic', '3GB', 'iOS'],
  ['Apple', 'iPhone 11', 85_000, 'A13 Bionic', '4GB', 'iOS'],
  ['Apple', 'iPhone 12', 115_000, 'A14 Bionic', '4GB', 'iOS'],
  ['Apple', 'iPhone 12 Pro', 150_000, 'A14 Bionic', '6GB', 'iOS'],
  ['Apple', 'iPhone 13', 145_000, 'A15 Bionic', '4GB', 'iOS'],
  ['Apple', 'iPhone 13 Pro Max', 230_000, 'A15 Bionic', '6GB', 'iOS'],
  ['Apple', 'iPhone 14', 190_000, 'A15 Bionic', '6GB', 'iOS'],
  ['Apple', 'iPhone 14 Pro', 270_000, 'A16 Bionic', '6GB', 'iOS'],
  ['Apple', 'iPhone 15', 260_000, 'A16 Bionic', '6GB', 'iOS'],
  ['Apple', 'iPhone SE (2022)', 70_000, 'A15 Bionic', '4GB', 'iOS'],
  ['Samsung', 'Galaxy S21 Ultra', 150_000, 'Exynos 2100', '12GB', 'Android'],
  ['Samsung', 'Galaxy S22', 140_000, 'Exynos 2200', '8GB', 'Android'],
  ['Samsung', 'Galaxy S23 Ultra', 290_000, 'Snapdragon 8 Gen 2', '12GB', 'Android'],
  ['Samsung', 'Galaxy A52', 55_000, 'Snapdragon 720G', '6GB', 'Android'],
  ['Samsung', 'Galaxy A54', 85_000, 'Exynos 1380', '8GB', 'Android'],
  ['Samsung', 'Galaxy Z Flip 4', 160_000, 'Snapdragon 8+ Gen 1', '8GB', 'Android'],
  ['Google', 'Pixel 6a', 70_000, 'Tensor', '6GB', 'Android'],
  ['Google', 'Pixel 7', 110_000, 'Tensor G2', '8GB', 'Android'],
  ['Google', 'Pixel 7 Pro', 150_000, 'Tensor G2', '12GB', 'Android'],
  ['Google', 'Pixel 8', 170_000, 'Tensor G3', '8GB', 'Android'],
  ['OnePlus', 'OnePlus 9', 80_000, 'Snapdragon 888', '8GB', 'Android'],
  ['OnePlus', 'OnePlus 11', 160_000, 'Snapdragon 8 Gen 2', '12GB', 'Android'],
  ['OnePlus', 'OnePlus Nord 2', 60_000, 'Dimensity 1200', '8GB', 'Android'],
  ['Xiaomi', 'Redmi Note 12', 45_000, 'Snapdragon 685', '6GB', 'Android'],
  ['Xiaomi', 'Redmi Note 13 Pro', 75_000, 'Snapdragon 7s Gen 2', '8GB', 'Android'],
  ['Xiaomi', 'Xiaomi 13T', 130_000, 'Dimensity 8200', '12GB', 'Android'],
  ['Huawei', 'P30 Pro', 65_000, 'Kirin 980', '8GB', 'Android'],
  ['Huawei', 'Nova 9', 70_000, 'Snapdragon 778G', '8GB', 'Android'],
  ['Sony', 'Xperia 1 IV', 140_000, 'Snapdragon 8 Gen 1', '12GB', 'Android'],
  ['Motorola', 'Moto G84', 50_000, 'Snapdragon 695', '12GB', 'Android'],
  ['Oppo', 'Reno 8 T', 75_000, 'Helio G99', '8GB', 'Android'],
  ['Vivo', 'V27', 95_000, 'Dimensity 7200', '8GB', 'Android'],
  ['Realme', 'Realme 11 Pro', 85_000, 'Dimensity 7050', '8GB', 'Android'],
  ['Tecno', 'Camon 20', 45_000, 'Helio G85', '8GB', 'Android'],
  ['Infinix', 'Note 30', 40_000, 'Helio G99', '8GB', 'Android'],
  ['Honor', 'X9a', 70_000, 'Snapdragon 695', '8GB', 'Android'],
  ['Nokia', 'Nokia G42', 40_000, 'Snapdragon 480+', '6GB', 'Android'],
];
const STORAGE = ['64GB', '128GB', '256GB', '512GB'];
const COLORS = ['Black', 'White', 'Blue', 'Midnight', 'Green', 'Purple', 'Silver'];
const PHRASES = [
  'Original box and charger included.',
  'Battery health is good, no scratches on the screen.',
  'Used with a case and screen protector since day one.',
  'Minor wear on the frame, works perfectly.',
  'Dual SIM, never repaired, all functions working.',
];

// The statement triggers that keep catalogue_counts and model_price_bands (docs/decisions/079-live-counts-and-stored-price-bands.md)
// and model_guide_prices (docs/decisions/082-price-guide-from-stored-prices.md).
const STORED_COUNT_TRIGGERS = [
  'listings_counts_and_bands_insert',
  'listings_counts_and_bands_update',
  'listings_counts_and_bands_delete',
  'listings_guide_prices_insert',
  'listings_guide_prices_update',
  'listings_guide_prices_delete',
];

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values: readonly string[]) => `array[${values.map(sqlText).join(',')}]`;

async function openBenchDatabase(): Promise<{ database: Database; url: string; cleanup: () => Promise<void> }> {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  if (reuse) {
    await ensureDatabaseExists(reuse);
    const database = connectDatabase(reuse);
    await migrateDatabase(database);
    return { database, url: reuse, cleanup: () => database.close() };
  }
  const name = `phonekade_bench_${randomBytes(4).toString('hex')}`;
  let serverUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-bench-'));
    const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    stopEmbedded = embedded.stop;
    serverUrl = embedded.url('postgres');
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await ensureDatabaseExists(url.toString());
  const database = connectDatabase(url.toString());
  await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      const adminUrl = new URL(serverUrl);
      adminUrl.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await stopEmbedded?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function fill(pool: pg.Pool): Promise<void> {
  const models = MODELS.map(
    ([brand, model, price, processor, ram, osName], i) =>
      `(${i}, ${sqlText(brand)}, ${sqlText(model)}, ${price}, ${sqlText(processor)}, ${sqlText(ram)}, ${sqlText(osName)})`,
  ).join(',\n');
  const client = await pool.connect();
  try {
    // A bulk load: the listings' secondary indexes are dropped first and built once at the end, which
    // is many times faster than keeping the GIN indexes up to date row by row.
    const indexes = await client.query<{ name: string; definition: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = 'listings'::regclass and not x.indisprimary and not x.indisunique`,
    );
    for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
    // The catalogue words and the listed words are filled once at the end too, instead of by the triggers row
    // by row.
    await client.query('alter table listings disable trigger listings_catalogue_words');
    await client.query('alter table listings disable trigger listings_listed_words');
    // And the live counts, price bands and guide prices, computed once from every row at the end.
    for (const trigger of STORED_COUNT_TRIGGERS) await client.query(`alter table listings disable trigger ${trigger}`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query('select setseed(0.42)');
    await client.query(`
      insert into users (email, password_hash, name, role, phone, rating, review_count, business_type, location, created_at)
      select 'seller' || g || '@bench.lk', 'not-a-hash', 'Seller ' || g, 'seller', '077' || lpad(g::text, 7, '0'),
             round((3 + random() * 2)::numeric, 1), (random() * 80)::int,
             (array['individual','retailer','repair-shop','wholesaler','importer'])[1 + g % 5],
             (${sqlArray(DISTRICT_NAMES)})[1 + g % ${DISTRICT_NAMES.length}],
             now() - g * interval '1 day'
      from generate_series(1, ${SELLERS}) g
      on conflict do nothing`);
    await client.query(`
      with models(n, brand, model, price, processor, ram, os) as (values ${models}),
      sellers as (select array_agg(id order by email) as ids from users where role = 'seller'),
      rows as (
        select g, m.*, s.ids[1 + ((g::bigint * 7919) % ${SELLERS})::int] as seller_id, random() as r1, random() as r2, random() as r3
        from generate_series(1, ${LISTINGS}) g
        join models m on m.n = (g * 7) % ${MODELS.length}
        cross join sellers s
      )
      insert into listings (seller_id, title, brand, condition, price, original_price, description, location, district, specs,
                            images, stock, imei, status, created_at, updated_at)
      select seller_id,
             model || ' ' || (${sqlArray(STORAGE)})[1 + g % 4] || ' ' || (${sqlArray(COLORS)})[1 + g % ${COLORS.length}],
             brand,
             (${sqlArray(CONDITIONS.map((c) => c.value))})[1 + (g / 7) % 4],
             greatest(5000, round(price * (1 + (g % 4) * 0.15) * (0.8 + r1 * 0.4) / 500) * 500)::int,
             case when r2 < 0.4 then round(price * (1 + (g % 4) * 0.15) * 1.3 / 1000)::int * 1000 end,
             'Used ' || model || ' for sale. ' || (${sqlArray(PHRASES)})[1 + g % ${PHRASES.length}],
             (${sqlArray(DISTRICT_NAMES)})[1 + g % ${DISTRICT_NAMES.length}],
             (${sqlArray(DISTRICT_NAMES)})[1 + g % ${DISTRICT_NAMES.length}],
             jsonb_build_object('processor', processor, 'ram', ram, 'storage', (${sqlArray(STORAGE)})[1 + g % 4],
                                'os', os, 'color', (${sqlArray(COLORS)})[1 + g % ${COLORS.length}]),
             (select jsonb_agg(jsonb_build_object('name', 'bench-' || g || '-' || i, 'width', 1200, 'height', 900))
                from generate_series(1, 1 + g % 4) i),
             case when r3 < 0.05 then 0 when g % 10 = 0 then 1 + g % 5 else 1 end,
             case when r2 > 0.7 then lpad(((g::bigint * 2654435761) % 1000000000000000)::text, 15, '0') end,
             case when r3 > 0.94 then 'pending' when r3 > 0.90 then 'rejected' else 'approved' end,
             now() - (r1 * 180) * interval '1 day',
             now()
      from rows`);
    for (const index of indexes.rows) await client.query(index.definition);
    await client.query('alter table listings enable trigger listings_catalogue_words');
    await client.query('alter table listings enable trigger listings_listed_words');
    for (const trigger of STORED_COUNT_TRIGGERS) await client.query(`alter table listings enable trigger ${trigger}`);
    await client.query('select recount_catalogue_counts()');
    await client.query('select refresh_model_price_bands(array_agg(distinct model_key)) from listings');
    await client.query('delete from model_guide_prices');
    await client.query(`
      insert into model_guide_prices (model, price, listings)
      select guide_model(model_key), price, count(*)::int from listings where status = 'approved' group by 1, 2`);
    await client.query(`
      insert into catalogue_words (word)
      select distinct w from listings, regexp_split_to_table(search_name, '[^[:alnum:]]+') as w
      where w <> '' and length(w) <= 40
      on conflict do nothing`);
    await client.query(`
      insert into listed_words (word)
      select distinct lexeme from listings, unnest(search_vector)
      on conflict do nothing`);
    await client.query('vacuum analyze listings');
    await client.query('vacuum analyze users');
  } finally {
    client.release();
  }
}

const load = (request: LoadRequest) => inChild<LoadResult>('./load-runner.ts', request);
const floodSearches = (request: FloodRequest) => inChild<FloodResult>('./search-flood.ts', request);

interface Scenario {
  name: string;
  paths: string[];
  /** Query parameters of GET /phones whose SQL to explain; undefined for the other calls. */
  query?: Record<string, string>;
  /** The SQL of the call, for calls other than GET /phones. */
  explainSql?: () => { sql: string; params: unknown[] };
}

interface PlanSummary {
  ms: number;
  planningMs: number;
  indexes: string[];
  nodes: string[];
}

function summarisePlan(lines: string[]): PlanSummary {
  const text = lines.join('\n');
  const indexes = new Set<string>();
  for (const match of text.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g)) {
    if (match[1]) indexes.add(match[1]);
  }
  const nodes = new Set<string>();
  for (const match of text.matchAll(
    /(Seq Scan on \S+|Incremental Sort|Sort(?= )|Bitmap Heap Scan on \S+|Hash Join|Nested Loop)/g,
  )) {
    if (match[1]) nodes.add(match[1]);
  }
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN);
  const planningMs = Number(/Planning Time: ([\d.]+) ms/.exec(text)?.[1] ?? Number.NaN);
  return { ms, planningMs, indexes: [...indexes], nodes: [...nodes] };
}

async function explain(database: Database, sql: string, params: unknown[]): Promise<PlanSummary> {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    await client.query('rollback');
    return summarisePlan(result.rows.map((row) => row['QUERY PLAN']));
  } finally {
    client.release();
  }
}

const describePlan = (label: string, plan: PlanSummary) =>
  `${label} ${plan.ms.toFixed(2)} ms (+${plan.planningMs.toFixed(2)} ms planning) via ${plan.indexes.join(', ') || 'no index'}${plan.nodes.length ? ` (${plan.nodes.join(', ')})` : ''}`;

async function explainScenario(database: Database, scenario: Scenario): Promise<string> {
  if (scenario.explainSql) {
    const { sql, params } = scenario.explainSql();
    return describePlan('query:', await explain(database, sql, params));
  }
  if (!scenario.query) return '';
  const query = phonesQuerySchema.parse(scenario.query);
  const districts = query.district
    ? [query.district]
    : query.province
      ? districtsOf(query.province).map((d) => d.name)
      : undefined;
  const base = {
    brand: query.brand,
    condition: query.condition,
    districts,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
  const cursor = query.cursor;
  // The same steps as listPhones (answeringSearch): the exact search, then the typo search and the closest
  // models' searches only while nothing is found; a cursor carries what the first page found, so nothing is
  // counted.
  const typed = await toCatalogueSearch(database.db, query.search, 'exact');
  let search = typed && (await withLastWordSpelled(database.db, typed));
  let counts = 0;
  if (search && cursor) {
    search = { ...(await searchOfMode(database.db, search, cursor.m)), ranked: cursor.r };
  } else if (search) {
    const found = await answeringSearch(database.db, base, search);
    counts = found.counted;
    search = found.search;
  }
  const filters: repository.CatalogueFilters = { ...base, search };
  const page = repository
    .listLiveListingsQuery(database.db, {
      filters,
      sort: query.sort,
      order: query.order,
      limit: query.limit + 1,
      offset: cursor ? cursor.n : (query.page - 1) * query.limit,
      after: cursor && !search?.ranked ? cursor.k : undefined,
    })
    .toSQL();
  const pagePlan = await explain(database, page.sql, page.params);
  const how = search
    ? ` [${search.mode}${search.ranked ? ', ranked' : ', featured order'}${counts > 1 ? `, ${counts} counts` : ''}]`
    : '';
  if (cursor) return `${describePlan('page:', pagePlan)}; no count (carried by the cursor)${how}`;
  // The whole catalogue and a brand alone read their total from catalogue_counts (phones.service.ts, countLive).
  if (
    !search &&
    base.condition === undefined &&
    base.districts === undefined &&
    base.minPrice === undefined &&
    base.maxPrice === undefined
  ) {
    return `${describePlan('page:', pagePlan)}; count: one row of catalogue_counts`;
  }
  // A district or a province alone reads its districts' rows (docs/decisions/091-district-counts.md).
  if (
    !search &&
    districts &&
    [base.brand, base.condition, base.minPrice, base.maxPrice].every((v) => v === undefined)
  ) {
    return `${describePlan('page:', pagePlan)}; count: ${districts.length} rows of catalogue_counts`;
  }
  const cap = search ? CATALOGUE_SEARCH_COUNT_CAP : CATALOGUE_COUNT_CAP;
  const onlyBrand = [base.condition, base.districts, base.minPrice, base.maxPrice].every((v) => v === undefined);
  if (search && onlyBrand && (await repository.countLiveByModels(database.db, search.tsquery, base.brand)) > cap) {
    return `${describePlan('page:', pagePlan)}; count: past ${cap} by the matching models' live counts${how}`;
  }
  const count = repository.countLiveListingsQuery(database.db, filters, cap).toSQL();
  const countPlan = await explain(database, count.sql, count.params);
  return `${describePlan('page:', pagePlan)}; ${describePlan('count:', countPlan)}${how}`;
}
/** An app instance in a process of its own (bench/instance.ts); resolves with its URL and how to stop it. */
function startInstance(env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./instance.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code} before listening`)));
    child.once('message', (message) =>
      resolve({
        url: `http://127.0.0.1:${(message as { port: number }).port}`,
        stop: async () => {
          child.send('stop');
          await exited;
        },
      }),
    );
  });
}

/**
 * One instance against two, measured in the same run: both are separate processes on the bench
 * database and one redis-server, configured as deployed (public answers kept, PUBLIC_CACHE_MS unset), and the
 * two-instance load deals the same total connections to them in turn.
 */
async function compareInstances(databaseUrl: string, dataDir: string, scenarios: Scenario[]): Promise<void> {
  if (spawnSync('redis-server', ['--version']).error) {
    console.log('\nOne instance vs two: skipped, redis-server is not installed.');
    return;
  }
  const redisPort = await freePort();
  const redis = await startRedisServer(redisPort);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://phonekade.lk',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    // Every connection waits its turn to search rather than being refused: the bench measures answers.
    SEARCHES_WAITING: String(CONNECTIONS),
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  };
  const instances = await Promise.all([startInstance(env), startInstance(env)]);
  try {
    const [first] = instances.map((instance) => instance.url);
    const both = instances.map((instance) => instance.url);
    const rows: { name: string; one: LoadResult; two: LoadResult }[] = [];
    for (const scenario of scenarios) {
      await load({ urls: both, paths: scenario.paths, connections: 10, durationSeconds: 1 });
      const one = await load({
        urls: [first!],
        paths: scenario.paths,
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      const two = await load({ urls: both, paths: scenario.paths, connections: CONNECTIONS, durationSeconds: SECONDS });
      rows.push({ name: scenario.name, one, two });
    }
    console.log(
      `\nOne instance vs two (processes on one database and one redis-server, answers kept, ${CONNECTIONS} connections in all):`,
    );
    const header = `${pad('call', 30)} ${pad('1: req/s', 9, true)} ${pad('p95 ms', 7, true)} ${pad('2: req/s', 9, true)} ${pad('p95 ms', 7, true)} ${pad('2 / 1', 6, true)} ${pad('errors', 6, true)}`;
    console.log(`${header}\n${'-'.repeat(header.length)}`);
    for (const { name, one, two } of rows) {
      const errors = one.non2xx + one.errors + two.non2xx + two.errors;
      console.log(
        `${pad(name, 30)} ${pad(one.requestsPerSecond.toFixed(0), 9, true)} ${pad(one.p95.toFixed(1), 7, true)} ${pad(two.requestsPerSecond.toFixed(0), 9, true)} ${pad(two.p95.toFixed(1), 7, true)} ${pad(`${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}x`, 6, true)} ${pad(String(errors), 6, true)}`,
      );
    }
    console.log(
      `The load generator shares the machine's ${os.cpus().length} cores with both instances and PostgreSQL.`,
    );
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    redis.kill('SIGTERM');
  }
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

/** The cursor of page `page` of `path`, reached by following nextCursor from the first page. */
async function cursorOfPage(baseUrl: string, path: string, page: number): Promise<string> {
  let cursor = '';
  for (let current = 1; current < page; current += 1) {
    const url = new URL(path, baseUrl);
    if (cursor) url.searchParams.set('cursor', cursor);
    const body = (await (await fetch(url)).json()) as { data: { pagination: { nextCursor: string | null } } };
    if (!body.data.pagination.nextCursor) throw new Error(`${path} has no page ${page}`);
    cursor = body.data.pagination.nextCursor;
  }
  return cursor;
}

async function printExplains(database: Database, scenarios: Scenario[]): Promise<void> {
  console.log('EXPLAIN (ANALYZE, BUFFERS), one line per call:');
  for (const scenario of scenarios) {
    const plan = await explainScenario(database, scenario);
    if (plan) console.log(`  ${pad(scenario.name, 30)} ${plan}`);
  }
}

/**
 * Searches anyone could choose, timed one by one without kept answers: one to three words of the bench's
 * titles and descriptions, some mistyped, and a last word of one or two letters or digits, the shape that
 * finds no index entry to start from (docs/decisions/092-whole-words-find-a-prefix-search.md). The same
 * searches every run (a seeded sequence), so runs compare. Prints the spread and the slowest.
 */
async function timeChosenSearches(baseUrl: string): Promise<void> {
  if (CHOSEN_SEARCHES <= 0) return;
  let seed = 20_261_128;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(from: readonly T[]): T => from[Math.floor(random() * from.length)]!;
  const words = [
    ...new Set(
      [...MODELS.flatMap(([brand, model]) => [brand, model]), ...PHRASES, ...STORAGE, ...COLORS]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 1),
    ),
  ];
  // A mistyped word: two letters swapped.
  const mistyped = (word: string) => {
    const at = Math.floor(random() * (word.length - 1));
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const characters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const timed: { search: string; ms: number; status: number }[] = [];
  for (let i = 0; i < CHOSEN_SEARCHES; i += 1) {
    const chosen = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const word = pick(words);
      return random() < 0.2 && word.length > 3 ? mistyped(word) : word;
    });
    chosen.push(Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick([...characters])).join(''));
    const search = chosen.join(' ');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/phones?search=${encodeURIComponent(search)}`);
    await response.arrayBuffer();
    timed.push({ search, ms: performance.now() - started, status: response.status });
  }
  const sorted = [...timed].sort((a, b) => a.ms - b.ms);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!.ms.toFixed(0);
  const over = (ms: number) => timed.filter((one) => one.ms > ms).length;
  console.log(
    `\nChosen searches (${CHOSEN_SEARCHES}, one at a time, no kept answers): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
      `max ${at(1)} ms; over 100 ms: ${over(100)}, over 250 ms: ${over(250)}; not 200: ${timed.filter((one) => one.status !== 200).length}. Slowest:`,
  );
  for (const { search, ms } of sorted.slice(-10).reverse()) console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${search}`);
}

/**
 * A reader's calls alone, then while FLOODERS connections send searches of description words (each word in
 * many listings, the words together in few or none, every search different), at each of `servers`
 * (docs/decisions/094-searches-take-turns.md).
 */
async function floodedSearches(
  servers: { label: string; url: string }[],
  readerPaths: Record<string, string>,
): Promise<void> {
  if (FLOOD_SECONDS <= 0) return;
  const words = [
    ...new Set(
      PHRASES.join(' ')
        .toLowerCase()
        .split(/[^a-z]+/),
    ),
  ].filter((word) => word.length > 1);
  const request = { flooders: FLOODERS, seconds: FLOOD_SECONDS, words, readerPaths };
  const alone = await floodSearches({ ...request, url: servers[0]!.url, flooders: 0 });
  const flooded: FloodResult[] = [];
  for (const { url } of servers) flooded.push(await floodSearches({ ...request, url }));
  const ms = (value: number) => value.toFixed(0);
  console.log(
    `\nSearches flooded: ${FLOODERS} connections of description-word searches, each different, ${FLOOD_SECONDS} s, no kept answers; one reader, a call every 50 ms, p50 and p95 ms:`,
  );
  console.log(`\n| reader's call | alone | ${servers.map(({ label }) => `flooded, ${label}`).join(' | ')} |`);
  console.log(`|---|---|${servers.map(() => '---|').join('')}`);
  for (const name of Object.keys(readerPaths)) {
    const cell = (result: FloodResult) => {
      const { p50, p95, answers, failed } = result.reader[name]!;
      return `${ms(p50)}, ${ms(p95)} (${answers} calls${failed ? `, ${failed} failed` : ''})`;
    };
    console.log(`| ${name} | ${cell(alone)} | ${flooded.map(cell).join(' | ')} |`);
  }
  const searches = ({ searches: { answered, refused, other } }: FloodResult) =>
    `${answered} answered, ${refused} refused${other ? `, ${other} other` : ''}`;
  console.log(`| searches | - | ${flooded.map(searches).join(' | ')} |`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const aimP95Ms = LISTINGS >= 1_000_000 ? 100 : AIM_P95_MS;
  console.log(
    `Catalogue benchmark: ${LISTINGS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
  const { database, url: databaseUrl, cleanup } = await openBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-bench-data-'));
  try {
    const fillStarted = Date.now();
    const existing = await database.pool.query<{ n: number }>('select count(*)::int as n from listings');
    if ((existing.rows[0]?.n ?? 0) < LISTINGS) await fill(database.pool);
    const counts = await database.pool.query<{ status: string; available: boolean; n: number }>(
      'select status, is_available as available, count(*)::int as n from listings group by 1, 2 order by 1, 2',
    );
    console.log(
      `Filled in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s: ` +
        counts.rows
          .map((r) => `${r.status}${r.status === 'approved' ? (r.available ? ' live' : ' sold') : ''} ${r.n}`)
          .join(', '),
    );

    // Searches take turns as deployed (SEARCHES_AT_ONCE), and every connection waits for its turn rather
    // than being refused: the bench measures answers (docs/decisions/094-searches-take-turns.md).
    const waitForEveryTurn = { SEARCHES_WAITING: String(CONNECTIONS) };
    // The app as deployed (public answers kept as bytes until the catalogue changes), and the same
    // app with that cache off, so the table shows what the queries themselves cost.
    const configFor = (publicCacheMs: string, searchTurns: Record<string, string> = waitForEveryTurn) =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        // Production requires a mail server; the catalogue sends no mail, so nothing connects to it.
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://phonekade.lk',
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'false',
        ...searchTurns,
        PUBLIC_CACHE_MS: publicCacheMs,
      });
    const cachedApp = await buildApp({ config: configFor('60000'), database });
    const uncachedApp = await buildApp({ config: configFor('0'), database });
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ success: true, data: { status: 'ok' } }));
    // The floor of any uncached call: one round trip to PostgreSQL through the app's driver and pool size,
    // and nothing else the app does.
    bare.get('/one-query', async () => {
      const { rows } = await database.pool.query<{ one: number }>('select 1 as one');
      return { success: true, data: rows[0] };
    });
    const servers = [cachedApp, uncachedApp, bare];
    for (const server of servers) await server.listen({ port: 0, host: '127.0.0.1' });
    const urlOf = (server: (typeof servers)[number]) =>
      `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const variants = [
      { label: 'cached', url: urlOf(cachedApp) },
      { label: 'no cache', url: urlOf(uncachedApp) },
    ];
    const bareUrl = urlOf(bare);

    const ids = await database.pool.query<{ id: string }>(
      `select id from listings where status = 'approved' order by random() limit 200`,
    );
    const detailPaths = ids.rows.map((row) => `/api/phones/${row.id}`);
    const guideModels = MODELS.slice(0, 10).map(([, model]) => model);
    const cursor50 = await cursorOfPage(variants[1]!.url, '/api/phones', 50);
    const cursor500 = await cursorOfPage(variants[1]!.url, '/api/phones', 500);
    const cursor500ByPrice = await cursorOfPage(variants[1]!.url, '/api/phones?sort=price_low', 500);
    const scenarios: Scenario[] = [
      { name: 'first browse page', paths: ['/api/phones'], query: {} },
      { name: 'text search "iphone 13"', paths: ['/api/phones?search=iphone%2013'], query: { search: 'iphone 13' } },
      { name: 'typo search "iphnoe 13"', paths: ['/api/phones?search=iphnoe%2013'], query: { search: 'iphnoe 13' } },
      // Not listed: the closest models (docs/decisions/076-search-ranking-and-local-script-brands.md).
      {
        name: 'closest model "iphone 12 pro max"',
        paths: ['/api/phones?search=iphone%2012%20pro%20max'],
        query: { search: 'iphone 12 pro max' },
      },
      {
        name: 'closest model "galaxy a54 ultra"',
        paths: ['/api/phones?search=galaxy%20a54%20ultra'],
        query: { search: 'galaxy a54 ultra' },
      },
      {
        name: 'same series "iphone 16 pro max"',
        paths: ['/api/phones?search=iphone%2016%20pro%20max'],
        query: { search: 'iphone 16 pro max' },
      },
      // Words every listing means, left out (docs/decisions/089-words-every-listing-means.md).
      {
        name: 'sentence "samsung phone for sale"',
        paths: ['/api/phones?search=samsung%20phone%20for%20sale'],
        query: { search: 'samsung phone for sale' },
      },
      // A last word that starts many listed words, after words never listed together
      // (docs/decisions/092-whole-words-find-a-prefix-search.md).
      {
        name: 'words never together "nokia iphone a"',
        paths: ['/api/phones?search=nokia%20iphone%20a'],
        query: { search: 'nokia iphone a' },
      },
      {
        name: 'Sinhala brand "ඇපල් 13"',
        paths: [`/api/phones?search=${encodeURIComponent('ඇපල් 13')}`],
        query: { search: 'ඇපල් 13' },
      },
      {
        name: 'Samsung 50k-150k price_low',
        paths: ['/api/phones?brand=Samsung&minPrice=50000&maxPrice=150000&sort=price_low'],
        query: { brand: 'Samsung', minPrice: '50000', maxPrice: '150000', sort: 'price_low' },
      },
      { name: 'best rated sellers first', paths: ['/api/phones?sort=rating'], query: { sort: 'rating' } },
      // Two queries or three, model by model (listBestDeals): timed, not explained.
      { name: 'Best Deal', paths: ['/api/phones?sort=best_deal'] },
      { name: 'district Kandy', paths: ['/api/phones?district=Kandy'], query: { district: 'Kandy' } },
      {
        name: 'Western province, Oppo, 50k-100k',
        paths: ['/api/phones?province=Western&brand=Oppo&minPrice=50000&maxPrice=100000'],
        query: { province: 'Western', brand: 'Oppo', minPrice: '50000', maxPrice: '100000' },
      },
      { name: 'brand counts', paths: ['/api/phones/brand-counts'] },
      { name: 'page 50 (page=50)', paths: ['/api/phones?page=50'], query: { page: '50' } },
      {
        name: 'page 50 (cursor)',
        paths: [`/api/phones?cursor=${encodeURIComponent(cursor50)}`],
        query: { cursor: cursor50 },
      },
      {
        name: 'page 500 (cursor)',
        paths: [`/api/phones?cursor=${encodeURIComponent(cursor500)}`],
        query: { cursor: cursor500 },
      },
      {
        name: 'page 500 (cursor, price_low)',
        paths: [`/api/phones?sort=price_low&cursor=${encodeURIComponent(cursor500ByPrice)}`],
        query: { sort: 'price_low', cursor: cursor500ByPrice },
      },
      {
        name: 'phone details (200 ids)',
        paths: detailPaths,
        explainSql: () => repository.findListingByIdQuery(database.db, ids.rows[0]?.id ?? '').toSQL(),
      },
      {
        name: 'price guide (10 models)',
        paths: guideModels.map((model) => `/api/phones/price-guide?title=${encodeURIComponent(model)}`),
        explainSql: () => {
          const guide = priceGuideSearch(guideModels[4] ?? '');
          return repository.guidePrices(database.db, guide?.tsquery ?? '', guide?.excluded ?? []).toSQL();
        },
      },
    ];

    if (EXPLAIN_ONLY) {
      await printExplains(database, scenarios);
      for (const server of servers) await server.close();
      return;
    }

    // Warm the servers (JIT, connection pools, PostgreSQL buffers) before measuring.
    for (const scenario of scenarios) {
      for (const variant of variants) {
        await load({ urls: [variant.url], paths: scenario.paths, connections: 10, durationSeconds: 1 });
      }
    }
    await load({ urls: [bareUrl], paths: ['/bare', '/one-query'], connections: 10, durationSeconds: 1 });

    const rows: { name: string; cached: LoadResult; uncached: LoadResult; bare: LoadResult; oneQuery: LoadResult }[] =
      [];
    for (const scenario of scenarios) {
      const run = (url: string, paths: string[]) =>
        load({ urls: [url], paths, connections: CONNECTIONS, durationSeconds: SECONDS });
      const bareResult = await run(bareUrl, ['/bare']);
      const oneQuery = await run(bareUrl, ['/one-query']);
      // Kept answers expire (PUBLIC_CACHE_MS) long before the last scenario's turn: each address is asked
      // once first, so the cached run measures kept answers, not a slow call's first load.
      for (const scenarioPath of scenario.paths)
        await (await fetch(`${variants[0]!.url}${scenarioPath}`)).arrayBuffer();
      const cached = await run(variants[0]!.url, scenario.paths);
      const uncached = await run(variants[1]!.url, scenario.paths);
      rows.push({ name: scenario.name, cached, uncached, bare: bareResult, oneQuery });
      console.log(`  measured ${scenario.name}`);
    }

    const errorsOf = (result: LoadResult) => result.non2xx + result.errors;
    // A run in which no request finished has no latencies (NaN, which arrives over IPC as null).
    const ms = (value: number | null) =>
      value === null || Number.isNaN(value) ? 'none done' : `${value.toFixed(1)} ms`;
    console.log(
      `\n| call | req/s cached | bare req/s | share of bare | p95 cached | req/s no cache | p50 no cache | p95 no cache | one query: req/s, p95 | errors | aims |`,
    );
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|');
    for (const { name, cached, uncached, bare: bareResult, oneQuery } of rows) {
      const share = cached.requestsPerSecond / bareResult.requestsPerSecond;
      const errors = errorsOf(cached) + errorsOf(uncached);
      const missed = [
        ...(share < AIM_SHARE_OF_BARE ? ['share'] : []),
        ...(!(uncached.p95 < aimP95Ms) ? ['p95'] : []),
        ...(errors > 0 ? ['errors'] : []),
      ];
      console.log(
        `| ${name} | ${cached.requestsPerSecond.toFixed(0)} | ${bareResult.requestsPerSecond.toFixed(0)} | ${(share * 100).toFixed(0)}% | ${ms(cached.p95)} | ${uncached.requestsPerSecond.toFixed(0)} | ${ms(uncached.p50)} | ${ms(uncached.p95)} | ${oneQuery.requestsPerSecond.toFixed(0)}, ${ms(oneQuery.p95)} | ${errors} | ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`,
      );
    }
    console.log(
      `\nAims: cached at least ${AIM_SHARE_OF_BARE * 100}% of the bare route's req/s (measured just before), uncached p95 under ${aimP95Ms} ms. "One query" is a bare route that runs \`select 1\` through the same pool (measured just before): no uncached call can be faster. Load average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores.\n`,
    );

    await printExplains(database, scenarios);
    await timeChosenSearches(variants[1]!.url);
    for (const server of servers) await server.close();

    // Searches flooded: the app as deployed (no kept answers, so every search reaches the database), and
    // one where every search runs at once, as many as the pool's connections.
    const deployed = await buildApp({ config: configFor('0', {}), database });
    const noTurns = await buildApp({
      config: configFor('0', { SEARCHES_AT_ONCE: '20', SEARCHES_WAITING: '1000' }),
      database,
    });
    for (const server of [deployed, noTurns]) await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      await floodedSearches(
        [
          {
            label: `turns (${deployed.config.SEARCHES_AT_ONCE} at once, ${deployed.config.SEARCHES_WAITING} waiting)`,
            url: urlOf(deployed),
          },
          { label: 'no turns (20 at once)', url: urlOf(noTurns) },
        ],
        {
          'a catalogue page': '/api/phones?page=2',
          'a phone': detailPaths[0]!,
          "a brand's page": '/api/phones?brand=Samsung',
        },
      );
    } finally {
      for (const server of [deployed, noTurns]) await server.close();
    }

    await compareInstances(
      databaseUrl,
      dataDir,
      scenarios.filter((scenario) => INSTANCE_SCENARIOS.includes(scenario.name)),
    );
  } finally {
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

await main();
