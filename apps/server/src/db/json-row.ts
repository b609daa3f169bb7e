import { is, sql, type Column, type GetColumnData, type SQL } from 'drizzle-orm';
import { PgDialect, PgTimestamp } from 'drizzle-orm/pg-core';
import { DB_CASING } from './client.ts';

// Columns read as one JSON array that PostgreSQL builds, mapped back to the object selecting them one by one
// gives (docs/decisions/090-listing-rows-as-json.md). The driver parses each column of a row on its own and
// Drizzle then maps each one; for the listing and seller columns of a catalogue page that was half of the
// server's work on the query. One JSON.parse of each row's array does it at half the cost.

type JsonRowColumns = Record<string, Column | SQL>;

/** What selecting `columns` one by one answers. */
export type JsonRow<T extends JsonRowColumns> = {
  [K in keyof T]: T[K] extends Column ? GetColumnData<T[K]> : T[K] extends SQL<infer Value> ? Value : never;
};

const dialect = new PgDialect({ casing: DB_CASING });

/**
 * `columns` as one select field: `json_build_array` of them (at most 100, PostgreSQL's limit on a
 * function's arguments), its SQL written once here rather than by every query, and each row mapped back
 * to `columns`' keys. Timestamps come as JSON text and are made Dates, as Drizzle makes them; every other
 * type JSON carries as it is (numbers, booleans, text, jsonb).
 */
export function jsonRow<T extends JsonRowColumns>(columns: T): SQL<JsonRow<T>> {
  const keys = Object.keys(columns);
  const isDate = keys.map((key) => is(columns[key], PgTimestamp));
  const built = dialect.sqlToQuery(sql`json_build_array(${sql.join(Object.values(columns), sql`, `)})`);
  // A value bound into the SQL would be lost by writing it once as text.
  if (built.params.length > 0) throw new Error('jsonRow takes columns and SQL without bound values');
  return sql.raw(built.sql).mapWith((values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (const [i, key] of keys.entries()) {
      const value = values[i];
      row[key] = isDate[i] && typeof value === 'string' ? new Date(value) : value;
    }
    return row as JsonRow<T>;
  });
}
