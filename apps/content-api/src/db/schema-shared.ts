/** State the service's processes share through the database (migration 005, docs/decisions/0038). */

/** A token bucket of one rate limiter for one client (migration 005). */
export interface RateBucketsTable {
  name: string;
  key: string;
  tokens: number;
  at_ms: number;
  /** 1 when the last take got a token, 0 when the bucket was empty. */
  taken: number;
}

/** How often something was used per key and period, up to a cap. */
export interface CappedCountsTable {
  scope: string;
  key: string;
  period: string;
  count: number;
  /** Seconds since the epoch after which the period is over and the row may go. */
  expires_at: number;
}

/** A value from outside (a WeChat ticket) that every process uses until it expires. */
export interface SharedValuesTable {
  name: string;
  value: string;
  expires_at_ms: number;
}

export interface SharedStateTables {
  rate_buckets: RateBucketsTable;
  capped_counts: CappedCountsTable;
  shared_values: SharedValuesTable;
}
