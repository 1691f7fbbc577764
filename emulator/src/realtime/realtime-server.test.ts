import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;
type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

const WAIT_MS = 5_000;

/** Polls `check` until it holds or WAIT_MS passes (then fails with `what`). */
async function waitFor(check: () => boolean, what: string, timeout = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Subscription {
  channel: RealtimeChannel;
  /** Events per listener, in the order of `listeners`. */
  events: Change[][];
  statuses: string[];
  errors: string[];
  broadcasts: unknown[];
  /** Resolves once everything the server sent this socket before now has arrived (a broadcast to self). */
  flush(): Promise<void>;
}

let topicCount = 0;

/** Joins a channel with one postgres_changes listener per entry and waits for SUBSCRIBED (or an error). */
async function subscribe(
  client: SupabaseClient,
  listeners: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table?: string; filter?: string }[],
  wanted: 'SUBSCRIBED' | 'CHANNEL_ERROR' = 'SUBSCRIBED',
): Promise<Subscription> {
  // As the app does after signing in: the socket holds the token before the channel joins.
  await client.realtime.setAuth();
  const channel = client.channel(`test-${++topicCount}`, { config: { broadcast: { self: true, ack: true } } });
  const sub: Subscription = {
    channel,
    events: listeners.map(() => []),
    statuses: [],
    errors: [],
    broadcasts: [],
    flush: async () => {
      const marker = `flush-${Math.random()}`;
      expect(await channel.send({ type: 'broadcast', event: 'flush', payload: { marker } })).toBe('ok');
      await waitFor(() => sub.broadcasts.some((b) => (b as { marker?: string }).marker === marker), 'a flush');
    },
  };
  listeners.forEach(({ event, table, filter }, i) => {
    channel.on(
      'postgres_changes',
      { event: event as '*', schema: 'public', table: table ?? 'job_applications', ...(filter ? { filter } : {}) },
      (payload: Change) => sub.events[i]!.push(payload),
    );
  });
  channel.on('broadcast', { event: 'flush' }, ({ payload }) => sub.broadcasts.push(payload));
  channel.subscribe((status, error) => {
    sub.statuses.push(status);
    if (error) sub.errors.push(error.message);
  });
  await waitFor(() => sub.statuses.includes(wanted), `channel status ${wanted} (got ${sub.statuses.join(', ')})`);
  return sub;
}

describe.each(BACKENDS)('realtime postgres_changes on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: User;
  let bob: User;
  const clients: SupabaseClient[] = [];
  const client = (token: string): SupabaseClient => {
    const made = emulator.withToken(token) as unknown as SupabaseClient;
    clients.push(made);
    return made;
  };
  const insert = async (token: string, row: Row): Promise<Row> => {
    const { data, error } = await emulator
      .withToken(token)
      .from('job_applications')
      .insert(row as never)
      .select()
      .single();
    expect(error).toBeNull();
    return data as Row;
  };

  const update = async (token: string, id: unknown, values: Row): Promise<void> => {
    const { error, count } = await emulator
      .withToken(token)
      .from('job_applications')
      .update(values as never, { count: 'exact' })
      .eq('id', String(id));
    expect([error, count]).toEqual([null, 1]);
  };
  const remove = async (token: string, id: unknown): Promise<void> => {
    const { error, count } = await emulator
      .withToken(token)
      .from('job_applications')
      .delete({ count: 'exact' })
      .eq('id', String(id));
    expect([error, count]).toEqual([null, 1]);
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
  });
  afterAll(async () => {
    for (const made of clients) await made.removeAllChannels();
    await emulator?.stop();
  });

  it('sends INSERT, UPDATE and DELETE as hosted Realtime does, old records with the primary key only', async () => {
    const sub = await subscribe(client(alice.token), [{ event: '*' }]);
    const row = await insert(alice.token, { company: 'Stripe', position: 'Designer', salary_min: 100 });
    await update(alice.token, row.id, { status: 'applied' });
    await remove(alice.token, row.id);
    await waitFor(() => sub.events[0]!.length === 3, `three events (got ${JSON.stringify(sub.events)})`);
    const [created, updated, deleted] = sub.events[0]! as [Change, Change, Change];
    expect(created).toMatchObject({
      schema: 'public',
      table: 'job_applications',
      eventType: 'INSERT',
      errors: null,
      old: {},
    });
    expect(created.new).toEqual(row);
    expect(created.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(updated).toMatchObject({ eventType: 'UPDATE', old: { id: row.id }, new: { id: row.id, status: 'applied' } });
    expect(Object.keys(updated.old)).toEqual(['id']);
    expect(deleted).toMatchObject({ eventType: 'DELETE', old: { id: row.id }, new: {} });
    expect(Object.keys(deleted.old)).toEqual(['id']);
  });

  it('re-checks row level security for every event and subscriber', async () => {
    const bobs = await subscribe(client(bob.token), [{ event: '*' }]);
    const anons = await subscribe(emulator.anon() as unknown as SupabaseClient, [{ event: '*' }]);
    const alices = await subscribe(client(alice.token), [{ event: '*' }]);
    const row = await insert(alice.token, { company: 'Figma', position: 'Private' });
    await update(alice.token, row.id, { notes: 'secret' });
    await remove(alice.token, row.id);
    const own = await insert(bob.token, { company: 'Linear', position: 'Bob' });
    await waitFor(() => alices.events[0]!.length === 3, "Alice's three events");
    await waitFor(() => bobs.events[0]!.length === 1, "Bob's own insert");
    await anons.flush();
    expect(bobs.events[0]!.map((e) => [e.eventType, (e.new as Row).id])).toEqual([['INSERT', own.id]]);
    expect(anons.events[0]).toEqual([]);
    expect(alices.events[0]!.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('sends a subscriber no frame at all of a row it may not see, not even one its client would drop', async () => {
    // Read on the socket itself: realtime-js drops a change whose binding ids are not its own, so a leak
    // without ids would never show through supabase-js.
    const frames: { event: string; payload: { data?: { record?: Row } } }[] = [];
    const socket = new WebSocket(
      `${emulator.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${emulator.keys.anonKey}&vsn=1.0.0`,
    );
    socket.addEventListener('message', (message) => frames.push(JSON.parse(String(message.data))));
    await new Promise((open) => socket.addEventListener('open', open, { once: true }));
    socket.send(
      JSON.stringify({
        topic: 'realtime:raw-bob',
        event: 'phx_join',
        ref: '1',
        join_ref: '1',
        payload: {
          config: { postgres_changes: [{ event: '*', schema: 'public', table: 'job_applications' }] },
          access_token: bob.token,
        },
      }),
    );
    try {
      await waitFor(() => frames.some((f) => f.event === 'phx_reply'), "the join's reply");
      const hidden = await insert(alice.token, { company: 'Raw', position: 'Private' });
      const own = await insert(bob.token, { company: 'Raw', position: 'Bob' });
      const changes = () => frames.filter((f) => f.event === 'postgres_changes');
      await waitFor(() => changes().some((f) => f.payload.data?.record?.id === own.id), "Bob's own change");
      expect(changes().map((f) => f.payload.data?.record?.id)).toEqual([own.id]);
      expect(JSON.stringify(frames)).not.toContain(String(hidden.id));
    } finally {
      socket.close();
    }
  });

  it('applies eq, neq, lt, lte, gt, gte and in filters, and a filter on another user finds nothing', async () => {
    const sub = await subscribe(client(alice.token), [
      { event: 'INSERT', filter: 'company=eq.Acme' },
      { event: 'INSERT', filter: 'company=neq.Acme' },
      { event: 'INSERT', filter: 'salary_min=lt.200' },
      { event: 'INSERT', filter: 'salary_min=lte.200' },
      { event: 'INSERT', filter: 'salary_min=gt.200' },
      { event: 'INSERT', filter: 'salary_min=gte.200' },
      { event: 'INSERT', filter: 'company=in.(Acme,"Big, Co")' },
      { event: '*', filter: `user_id=eq.${bob.id}` },
    ]);
    for (const [company, salary] of [
      ['Acme', 100],
      ['Big, Co', 200],
      ['Other', 300],
    ] as const) {
      await insert(alice.token, { company, position: 'Filtered', salary_min: salary });
    }
    await insert(bob.token, { company: 'Acme', position: 'Bob', salary_min: 200 });
    // Changes go out in commit order: once this one is in, Bob's was decided.
    await insert(alice.token, { company: 'Last', position: 'Filtered', salary_min: 999 });
    await waitFor(() => sub.events[1]!.length === 3, 'the neq events');
    const companies = sub.events.map((events) => events.map((e) => (e.new as Row).company));
    expect(companies).toEqual([
      ['Acme'],
      ['Big, Co', 'Other', 'Last'],
      ['Acme'],
      ['Acme', 'Big, Co'],
      ['Other', 'Last'],
      ['Big, Co', 'Other', 'Last'],
      ['Acme', 'Big, Co'],
      [],
    ]);
  });

  it('refuses a filter it cannot read, an expired token and a private channel', async () => {
    const bad = await subscribe(client(alice.token), [{ event: '*', filter: 'nope=eq.1' }], 'CHANNEL_ERROR');
    expect(bad.errors.join()).toContain('invalid column for filter nope');
    const badOp = await subscribe(client(alice.token), [{ event: '*', filter: 'company=like.A%' }], 'CHANNEL_ERROR');
    expect(badOp.errors.join()).toContain('expected column=op.value');
    const expired = await subscribe(
      client(emulator.mintToken({ sub: alice.id, role: 'authenticated' }, -10)),
      [{ event: '*' }],
      'CHANNEL_ERROR',
    );
    expect(expired.errors.join()).toContain('Token has expired');
    const statuses: string[] = [];
    const made = client(alice.token);
    await made.realtime.setAuth();
    made.channel('private-one', { config: { private: true } }).subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('CHANNEL_ERROR'), 'the private channel refused');
  });

  it("hands a '*' listener every kind of change", async () => {
    const sub = await subscribe(client(alice.token), [{ event: '*' }]);
    const row = await insert(alice.token, { company: 'Every kind', position: 'x' });
    await update(alice.token, row.id, { position: 'y' });
    await remove(alice.token, row.id);
    await waitFor(() => sub.events[0]!.length === 3, 'three changes');
    expect(sub.events[0]!.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('stops delivering when the token expires and resumes with a fresh access_token', async () => {
    const made = client(emulator.mintToken({ sub: alice.id, role: 'authenticated' }, 2));
    const sub = await subscribe(made, [{ event: 'INSERT' }]);
    const witness = await subscribe(client(alice.token), [{ event: 'INSERT' }]);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await insert(alice.token, { company: 'While expired', position: 'x' });
    // Every subscriber of one change is served at once: once the witness has it, the other was decided.
    await waitFor(() => witness.events[0]!.length === 1, "the witness's event");
    await sub.flush();
    expect(sub.events[0]).toEqual([]);
    await made.realtime.setAuth(emulator.mintToken({ sub: alice.id, role: 'authenticated' }, 60));
    await insert(alice.token, { company: 'After refresh', position: 'x' });
    await waitFor(() => sub.events[0]!.length === 1, 'the event after the refresh');
    expect((sub.events[0]![0]!.new as Row).company).toBe('After refresh');
  });

  it('sends nothing to a channel that left, and rejoins after the server drops the socket', async () => {
    const made = client(alice.token);
    const stays = await subscribe(made, [{ event: 'INSERT' }]);
    const leaves = await subscribe(made, [{ event: 'INSERT' }]);
    expect(await leaves.channel.unsubscribe()).toBe('ok');
    await insert(alice.token, { company: 'After leave', position: 'x' });
    await waitFor(() => stays.events[0]!.length === 1, 'the event on the channel that stayed');
    expect(leaves.events[0]).toEqual([]);

    emulator.realtime.dropConnections();
    await waitFor(() => stays.channel.state !== 'joined', 'the channel to notice the drop');
    await waitFor(() => stays.channel.state === 'joined', 'the channel to rejoin', 10_000);
    await insert(alice.token, { company: 'After reconnect', position: 'x' });
    await waitFor(() => stays.events[0]!.length === 2, 'the event after the reconnect');
    expect((stays.events[0]![1]!.new as Row).company).toBe('After reconnect');
  });

  it('sends the whole old record when the replica identity is FULL', async () => {
    await emulator.database.exec('alter table public.application_stages replica identity full');
    await emulator.reloadSchema();
    const sub = await subscribe(client(alice.token), [{ event: 'UPDATE', table: 'application_stages' }]);
    const { error } = await emulator
      .withToken(alice.token)
      .from('application_stages')
      .update({ label: 'Dream list' })
      .eq('key', 'job_openings');
    expect(error).toBeNull();
    await waitFor(() => sub.events[0]!.length === 1, 'the stage update');
    expect(sub.events[0]![0]!.old).toMatchObject({ user_id: alice.id, key: 'job_openings', label: 'Wishlist' });
    expect(sub.events[0]![0]!.new).toMatchObject({ user_id: alice.id, key: 'job_openings', label: 'Dream list' });
  });

  it('broadcasts to the other subscribers of a topic, to itself only with self, and acknowledges', async () => {
    const received: { who: string; payload: unknown }[] = [];
    const join = async (who: string, self: boolean): Promise<RealtimeChannel> => {
      const statuses: string[] = [];
      const made = client(alice.token);
      await made.realtime.setAuth();
      const channel = made
        .channel('room-1', { config: { broadcast: { self, ack: true } } })
        .on('broadcast', { event: 'moved' }, ({ payload }) => received.push({ who, payload }));
      channel.subscribe((status) => statuses.push(status));
      await waitFor(() => statuses.includes('SUBSCRIBED'), `${who} joined`);
      return channel;
    };
    const sender = await join('sender', false);
    await join('other', false);
    const echo = await join('echo', true);
    expect(await sender.send({ type: 'broadcast', event: 'moved', payload: { id: 1 } })).toBe('ok');
    expect(await echo.send({ type: 'broadcast', event: 'moved', payload: { id: 2 } })).toBe('ok');
    await waitFor(() => received.length === 5, `five broadcasts (got ${JSON.stringify(received)})`);
    expect(received.filter((r) => r.who === 'sender').map((r) => r.payload)).toEqual([{ id: 2 }]);
    expect(received.filter((r) => r.who === 'other').map((r) => r.payload)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(received.filter((r) => r.who === 'echo').map((r) => r.payload)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps presence by each channel’s key: state on join, a join and a leave for the others', async () => {
    const join = async (key: string | undefined) => {
      const made = client(alice.token);
      await made.realtime.setAuth();
      const statuses: string[] = [];
      const channel = made.channel('lobby-1', { config: { presence: { key: key ?? '' } } });
      const leaves: string[] = [];
      channel.on('presence', { event: 'leave' }, ({ key: left }) => leaves.push(left));
      channel.subscribe((status) => statuses.push(status));
      await waitFor(() => statuses.includes('SUBSCRIBED'), `${key ?? 'no key'} joined`);
      return { channel, leaves };
    };
    const ada = await join('ada');
    const ben = await join('ben');
    const keyless = await join(undefined);
    expect(await ada.channel.track({ editing: 'card-1' })).toBe('ok');
    expect(await ben.channel.track({ editing: 'card-2' })).toBe('ok');
    expect(await keyless.channel.track({ editing: 'card-3' })).toBe('ok');
    const editing = (state: Record<string, { editing?: string }[]>) =>
      Object.fromEntries(Object.entries(state).map(([key, metas]) => [key, metas.map((m) => m.editing)]));
    await waitFor(() => Object.keys(ada.channel.presenceState()).length === 3, 'three present');
    const state = editing(ada.channel.presenceState() as never);
    expect(state).toMatchObject({ ada: ['card-1'], ben: ['card-2'] });
    // A channel that names no key gets one of its own (a fresh id), not the empty string.
    const [generated] = Object.keys(state).filter((key) => key !== 'ada' && key !== 'ben');
    expect(generated).toMatch(/^[0-9a-f-]{8,}$/);
    expect(state[generated!]).toEqual(['card-3']);
    await waitFor(() => Object.keys(ben.channel.presenceState()).length === 3, 'ben sees three');

    expect(await ben.channel.untrack()).toBe('ok');
    await waitFor(() => ada.leaves.includes('ben'), "ben's leave");
    expect(Object.keys(ada.channel.presenceState()).sort()).toEqual(['ada', generated].sort());
  });

  it('refuses a socket without a valid API key or with an unknown protocol version', async () => {
    const status = (query: string): Promise<number> =>
      new Promise((resolve, reject) => {
        const req = request(`${emulator.url}/realtime/v1/websocket${query}`, {
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          },
        });
        req.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        req.on('upgrade', (_response, socket) => {
          socket.destroy();
          resolve(101);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status('?vsn=2.0.0')).toBe(401);
    expect(await status(`?vsn=2.0.0&apikey=${emulator.mintToken({ sub: alice.id, role: 'authenticated' })}`)).toBe(401);
    expect(await status(`?vsn=3.0.0&apikey=${emulator.keys.anonKey}`)).toBe(400);
    expect(await status(`?vsn=2.0.0&apikey=${emulator.keys.anonKey}`)).toBe(101);
  });
});
