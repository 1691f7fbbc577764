import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signUp } from '../../tests/reliability/support/api-user';
import { createStorage, type Backend } from '../../tests/reliability/support/databases';
import { startEmulatorProcess, stopEmulatorProcess } from '../../tests/reliability/support/emulator-process';
import { figure, type Figure } from '../lib/stats';

export interface RealtimeReport {
  backend: Backend;
  /** From sending an update over REST to its postgres_changes event arriving at the one subscriber. */
  latency: Figure;
  subscribers: number;
  /** The same, until the event reached the last of `subscribers` subscribers (one socket each). */
  fanOut: Figure;
}

async function subscriber(url: string, anonKey: string, token: string, onEvent: () => void): Promise<SupabaseClient> {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  await client.realtime.setAuth(token);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), 15_000);
    client
      .channel('bench')
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'job_applications' }, onEvent)
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        clearTimeout(timer);
        resolve();
      });
  });
  return client;
}

/** `runs` updates of one row, each timed from the request to the arrival of its event at every subscriber. */
async function time(
  update: () => Promise<void>,
  arrived: () => number,
  expected: number,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const before = arrived();
    const started = performance.now();
    await update();
    const deadline = Date.now() + 10_000;
    while (arrived() < before + expected) {
      if (Date.now() > deadline) throw new Error('an event did not arrive within 10 s');
      await new Promise((resolve) => setImmediate(resolve));
    }
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureRealtime(backend: Backend, subscribers = 50, runs = 20): Promise<RealtimeReport> {
  const storage = await createStorage(backend);
  const emulator = await startEmulatorProcess({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  const clients: SupabaseClient[] = [];
  try {
    const user = await signUp(emulator.url, emulator.keys.anonKey, 'realtime');
    const created = await user.rest('job_applications', {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ company: 'Bench Studio', position: 'Designer' }),
    });
    const [row] = (await created.json()) as { id: string }[];
    let n = 0;
    const update = async (): Promise<void> => {
      n += 1;
      const response = await user.rest(`job_applications?id=eq.${row!.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ notes: `update ${n}` }),
      });
      if (!response.ok) throw new Error(`update failed: ${response.status}`);
    };
    let arrived = 0;
    clients.push(await subscriber(emulator.url, emulator.keys.anonKey, user.token, () => (arrived += 1)));
    await time(update, () => arrived, 1, 3); // warm-up
    const latency = await time(update, () => arrived, 1, runs);
    for (let i = 1; i < subscribers; i += 1) {
      clients.push(await subscriber(emulator.url, emulator.keys.anonKey, user.token, () => (arrived += 1)));
    }
    await time(update, () => arrived, subscribers, 3);
    const fanOut = await time(update, () => arrived, subscribers, runs);
    return { backend, latency: figure(latency, 'ms'), subscribers, fanOut: figure(fanOut, 'ms') };
  } finally {
    for (const client of clients) await client.removeAllChannels();
    await stopEmulatorProcess(emulator);
    await storage.remove();
  }
}
