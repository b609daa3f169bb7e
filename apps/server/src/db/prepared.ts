import type { DbOrTx } from './client.ts';

// Statements prepared once per database handle (docs/decisions/090-listing-rows-as-json.md). Drizzle writes the
// SQL of a prepared statement once, and PostgreSQL parses it once per connection and, after five runs, keeps a
// generic plan instead of planning every run. Only a query whose best plan is the same whatever its values may
// be prepared: a generic plan is made without them.

const statementsByHandle = new WeakMap<DbOrTx, Map<string, unknown>>();

/** The statement `name` of `db`, made by `prepare(name)` the first time it is asked for. */
export function preparedOnce<Statement>(db: DbOrTx, name: string, prepare: (name: string) => Statement): Statement {
  let statements = statementsByHandle.get(db);
  if (!statements) {
    statements = new Map();
    statementsByHandle.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    statements.set(name, statement);
  }
  return statement;
}
