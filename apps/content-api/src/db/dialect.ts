import {
  type ColumnDefinitionBuilder,
  type DialectAdapter,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
} from "kysely";

/** The two databases the service runs on (docs/decisions/0038). */
export type Dialect = "sqlite" | "postgres";

/** Which database a Kysely instance (or transaction) talks to, read from its adapter. */
export function dialectOf(db: { getExecutor(): { readonly adapter: DialectAdapter } }): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

type ColumnBuild = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** What the migrations write differently per database. */
export type ColumnTypes = {
  /** A primary key the database assigns: SQLite's AUTOINCREMENT (ids never reused), an identity on PostgreSQL. */
  generatedId: ColumnBuild;
  /** 64-bit whole numbers (ids of tables that grow without bound, byte sizes): PostgreSQL's `integer` is 32. */
  int64: "integer" | "bigint";
  /** Seconds (or milliseconds) since the epoch: PostgreSQL's `integer` would end in 2038. */
  time: "integer" | "bigint";
  /** A float of 8 bytes, as SQLite's REAL is. */
  double: "real" | "double precision";
  /** The current time in whole seconds, as a column default. */
  nowSeconds: RawBuilder<number>;
};

/**
 * The column types of one database. SQLite's are exactly what the migrations wrote before PostgreSQL
 * was supported, so SQLite files migrated then match those migrated now.
 */
export function columnTypes(db: Kysely<unknown>): ColumnTypes {
  if (dialectOf(db) === "postgres") {
    return {
      generatedId: (c) => c.primaryKey().generatedByDefaultAsIdentity(),
      int64: "bigint",
      time: "bigint",
      double: "double precision",
      nowSeconds: sql<number>`(floor(extract(epoch from now()))::bigint)`,
    };
  }
  return {
    generatedId: (c) => c.primaryKey().autoIncrement(),
    int64: "integer",
    time: "integer",
    double: "real",
    nowSeconds: sql<number>`(unixepoch())`,
  };
}
