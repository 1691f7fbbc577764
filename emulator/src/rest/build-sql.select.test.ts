import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SCHEMA = `
  create table public.t_teams (id int primary key, name text not null);
  create table public.t_players (id int primary key, team_id int references public.t_teams, name text, goals int);
  insert into public.t_teams values (1, 'red'), (2, 'blue');
  insert into public.t_players values (1, 1, 'ada', 3), (2, 1, 'bob', 1);
  grant select on public.t_teams, public.t_players to anon;`;

/** How select trees turn into rows: spreads, embeds used only to filter, counts and embedded errors. */
describe.each(BACKENDS)('select trees on %s', (backend) => {
  let emulator: TestEmulator;
  const call = (path: string) => rawRequest(emulator.url, 'GET', `/rest/v1/${path}`, { apikey: emulator.keys.anonKey });
  const get = async (path: string): Promise<unknown> => {
    const response = await call(path);
    expect(response.status, `${path}: ${response.text}`).toBe(200);
    return response.json;
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    await emulator.database.exec(SCHEMA);
    await emulator.reloadSchema();
  });
  afterAll(() => emulator?.stop());

  it('spreads a to-many resource into one list per column, empty for a parent without rows', async () => {
    expect(await get('t_teams?select=name,...t_players(player:name,goals)&order=id&t_players.order=id')).toEqual([
      { name: 'red', player: ['ada', 'bob'], goals: [3, 1] },
      { name: 'blue', player: [], goals: [] },
    ]);
  });

  it('spreads every column of a to-one resource into its parent', async () => {
    expect(await get('t_players?select=name,...t_teams(team:name,team_id:id)&order=id')).toEqual([
      { name: 'ada', team: 'red', team_id: 1 },
      { name: 'bob', team: 'red', team_id: 1 },
    ]);
  });

  it('filters by an embed that selects nothing without showing it', async () => {
    expect(await get('t_teams?select=name,t_players!inner()&t_players.goals=gt.2')).toEqual([{ name: 'red' }]);
  });

  it('shows only the table’s columns for * beside an embed', async () => {
    const rows = (await get('t_teams?select=*,t_players(id)&order=id')) as Array<Record<string, unknown>>;
    expect(rows.map((row) => Object.keys(row).sort())).toEqual([
      ['id', 'name', 't_players'],
      ['id', 'name', 't_players'],
    ]);
    expect(rows[0]).toEqual({ id: 1, name: 'red', t_players: [{ id: 1 }, { id: 2 }] });
  });

  it('counts an embed’s rows for a bare count when aggregates are on', async () => {
    emulator.rest.aggregates = true;
    try {
      expect(await get('t_teams?select=name,t_players(count)&order=id')).toEqual([
        { name: 'red', t_players: [{ count: 2 }] },
        { name: 'blue', t_players: [{ count: 0 }] },
      ]);
    } finally {
      emulator.rest.aggregates = false;
    }
  });

  it('names an unknown column of an embed by the embed’s alias, as PostgREST does', async () => {
    for (const path of [
      't_teams?select=name,t_players(nope)',
      't_teams?select=name,t_players(id)&t_players.nope=eq.1',
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(response.json, path).toMatchObject({ code: '42703', message: 'column t_players_1.nope does not exist' });
    }
  });
});
