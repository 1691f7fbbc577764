import type { PublishedTable } from './capture';
import { parseFilter, type ChangeFilter } from './filter';

export const MAX_BINDINGS = 100;
const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/** One `postgres_changes` listener of a channel, with the id the join reply gives it. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string | undefined;
  filter: ChangeFilter | null;
  /** What the client asked for, echoed in the join reply (realtime-js compares it field by field). */
  echo: Record<string, unknown>;
}

export type BindingsResult =
  { ok: true; bindings: Binding[]; unpublished: Record<string, unknown>[] } | { ok: false; message: string };

const matchesName = (wanted: string | undefined, actual: string): boolean =>
  wanted === undefined || wanted === '*' || wanted === actual;

/** Reads a join's `config.postgres_changes`, checking each listener against the published tables. */
export function readBindings(raw: unknown, tables: readonly PublishedTable[], nextId: () => number): BindingsResult {
  if (raw === undefined || raw === null) return { ok: true, bindings: [], unpublished: [] };
  if (!Array.isArray(raw)) return { ok: false, message: 'config.postgres_changes must be a list' };
  if (raw.length > MAX_BINDINGS) {
    return { ok: false, message: `a channel takes at most ${MAX_BINDINGS} postgres_changes listeners` };
  }
  const bindings: Binding[] = [];
  const unpublished: Record<string, unknown>[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null)
      return { ok: false, message: 'a postgres_changes listener must be an object' };
    const echo = entry as Record<string, unknown>;
    const { event, schema, table, filter } = echo;
    if (typeof event !== 'string' || !EVENTS.has(event)) {
      return { ok: false, message: `postgres_changes event must be one of *, INSERT, UPDATE, DELETE` };
    }
    if (typeof schema !== 'string' || schema === '' || schema.length > 63) {
      return { ok: false, message: 'postgres_changes schema must be a name of at most 63 characters' };
    }
    if (table !== undefined && table !== null && (typeof table !== 'string' || table.length > 63)) {
      return { ok: false, message: 'postgres_changes table must be a name of at most 63 characters' };
    }
    const tableName = typeof table === 'string' && table !== '' ? table : undefined;
    const matching = tables.filter((t) => matchesName(schema, t.schema) && matchesName(tableName, t.table));
    if (matching.length === 0) unpublished.push(echo);
    let parsed: ChangeFilter | null = null;
    if (filter !== undefined && filter !== null && filter !== '') {
      if (matching.length > 1) {
        return { ok: false, message: 'a postgres_changes filter needs one table, named with its schema' };
      }
      if (matching.length === 1) {
        const result = parseFilter(
          filter,
          matching[0]!.columns.map((column) => column.name),
        );
        if (!result.ok) return { ok: false, message: result.message };
        parsed = result.filter;
      }
    }
    bindings.push({ id: nextId(), event, schema, table: tableName, filter: parsed, echo });
  }
  return { ok: true, bindings, unpublished };
}

export function bindingMatches(binding: Binding, schema: string, table: string, type: string): boolean {
  return (
    matchesName(binding.schema, schema) &&
    matchesName(binding.table, table) &&
    (binding.event === '*' || binding.event === type)
  );
}
