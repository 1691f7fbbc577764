import type { Database } from '../db/database';
import type { Change, PublishedTable } from './capture';
import { canReceive, send, type Channel, type Connection } from './channels';
import { bindingMatches } from './join';
import { checkRows, type Verdict } from './visibility';

/** One change a channel has bindings for: which change, and which of its bindings match it. */
interface Wanted {
  change: number;
  bindings: Channel['bindings'];
}

/** The message a change becomes, as hosted Realtime sends it (old records cut to the replica identity). */
function changeData(change: Change, table: PublishedTable): Record<string, unknown> {
  const oldRecord = change.oldRecord
    ? Object.fromEntries(table.identity.filter((c) => c in change.oldRecord!).map((c) => [c, change.oldRecord![c]]))
    : null;
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: table.columns,
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = change.record;
  if (change.type !== 'INSERT') data.old_record = oldRecord;
  return data;
}

/**
 * Sends a batch of changes (what one drain took, in commit order) to every channel bound to them. Each
 * channel's rows of one table are checked as its subscriber in one query (row security and filters), all
 * channels at once; then the messages go out in commit order. One query per subscriber and table, not
 * one per change: a thirty-row import does not keep PGlite busy for thirty round trips per subscriber.
 */
export async function deliverChanges(
  db: Database,
  tables: readonly PublishedTable[],
  connections: Iterable<Connection>,
  changes: readonly Change[],
): Promise<void> {
  const tableOf = changes.map((change) => tables.find((t) => t.schema === change.schema && t.table === change.table));
  const rowOf = changes.map((change) => (change.type === 'DELETE' ? change.oldRecord : change.record));
  // For each channel and table, the changes it wants checked.
  const groups = new Map<Channel, Map<PublishedTable, Wanted[]>>();
  for (const connection of connections) {
    for (const channel of connection.channels.values()) {
      if (!canReceive(channel)) continue;
      changes.forEach((change, i) => {
        const table = tableOf[i];
        if (!table || !rowOf[i]) return;
        const bindings = channel.bindings.filter((b) => bindingMatches(b, change.schema, change.table, change.type));
        if (bindings.length === 0) return;
        const byTable = groups.get(channel) ?? new Map<PublishedTable, Wanted[]>();
        groups.set(channel, byTable);
        byTable.set(table, [...(byTable.get(table) ?? []), { change: i, bindings }]);
      });
    }
  }
  if (groups.size === 0) return;
  // Each subscriber's verdict on each change it wants, with the ids of the bindings the row passes.
  const ids = new Map<Channel, Map<number, number[]>>();
  await Promise.all(
    [...groups].flatMap(([channel, byTable]) =>
      [...byTable].map(async ([table, wanted]) => {
        // Every binding the channel has for this table, so one query answers each change's own ones.
        const all = [...new Set(wanted.flatMap((w) => w.bindings))];
        const verdicts: Verdict[] = await checkRows(
          db,
          table,
          channel.auth!.role,
          channel.auth!.claims,
          wanted.map((w) => rowOf[w.change]!),
          all.map((b) => b.filter),
        );
        const mine = ids.get(channel) ?? new Map<number, number[]>();
        ids.set(channel, mine);
        wanted.forEach((w, k) => {
          const verdict = verdicts[k]!;
          if (!verdict.visible) return;
          const passed = w.bindings.filter((b) => verdict.matches[all.indexOf(b)]).map((b) => b.id);
          if (passed.length > 0) mine.set(w.change, passed);
        });
      }),
    ),
  );
  changes.forEach((change, i) => {
    let data: Record<string, unknown> | null = null;
    for (const [channel, mine] of ids) {
      const passed = mine.get(i);
      if (!passed || !canReceive(channel)) continue;
      data ??= changeData(change, tableOf[i]!);
      send(channel.connection, {
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids: passed, data },
      });
    }
  });
}
