import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { signUpTestAccount } from '../../../../tests/client/emulator-client';
import { calendarDay, startOfLocalDay } from '@/lib/applications/calendar';
import { addApplication, type ApplicationInput } from './add-application';

const INPUT: ApplicationInput = { company: ' Figma ', position: ' Designer ', source: 'linkedin', sourceUrl: '' };

async function stored(id: string) {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('company,position,user_name,work_mode,applied_date,status')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

/** addApplication with the page's client against the suite's emulator: what it sends is what is stored. */
describe('addApplication (against the emulator)', () => {
  it('stores the work mode, an earlier applied day at its start, and the user’s name with it', async () => {
    const { user } = await signUpTestAccount('Ada Lovelace');
    const added = await addApplication(user, { ...INPUT, workMode: 'remote', appliedDay: '2026-11-02' }, 'a0');
    expect(await stored(added.id)).toMatchObject({
      company: 'Figma',
      position: 'Designer',
      user_name: 'Ada Lovelace',
      work_mode: 'remote',
    });
    expect(new Date((await stored(added.id)).applied_date).getTime()).toBe(startOfLocalDay('2026-11-02').getTime());
    expect(added.appliedDate.getTime()).toBe(startOfLocalDay('2026-11-02').getTime());
  });

  it('applies today at the moment it is added, with no work mode, and names a user without a name by their e-mail', async () => {
    const { user } = await signUpTestAccount();
    const before = Date.now();
    const added = await addApplication(
      { ...user, name: '' },
      { ...INPUT, workMode: '', appliedDay: calendarDay(new Date()) },
      'a0',
    );
    const row = await stored(added.id);
    expect(row).toMatchObject({ user_name: user.email, work_mode: null });
    // The server's now(), not the start of the day.
    expect(new Date(row.applied_date).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('names the application "Anonymous" when the user has neither a name nor an e-mail', async () => {
    const { user } = await signUpTestAccount();
    const added = await addApplication({ ...user, name: '', email: '' }, INPUT, 'a0');
    expect((await stored(added.id)).user_name).toBe('Anonymous');
  });
});
