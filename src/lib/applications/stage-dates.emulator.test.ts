import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { seedApplications, signUpTestAccount } from '../../../tests/client/emulator-client';
import { dateStageChange, getLatestStageChange } from './stage-dates';

describe('stage dates (against the emulator)', () => {
  it('reads an application’s latest stage change with the one before, and dates it between them', async () => {
    await signUpTestAccount();
    const [id] = await seedApplications([{ company: 'Figma', position: 'Designer' }]);
    const first = await getLatestStageChange(id!);
    expect(first.change.status).toBe('job_openings');
    expect(first.neighbours).toEqual({ previous: null, next: null });

    const { error } = await getSupabase().from('job_applications').update({ status: 'applied' }).eq('id', id!);
    expect(error).toBeNull();
    const latest = await getLatestStageChange(id!);
    expect(latest.change.status).toBe('applied');
    expect(latest.neighbours.previous).toEqual(first.change.at);
    expect(Number(latest.change.id)).toBeGreaterThan(Number(first.change.id));

    // Dated back to a moment between the stage before it and now: stored, and read back as its date.
    const at = new Date(Math.round((first.change.at.getTime() + latest.change.at.getTime()) / 2));
    expect(at.getTime()).toBeLessThan(latest.change.at.getTime());
    expect(await dateStageChange(latest.change.id, at)).toEqual(at);
    expect((await getLatestStageChange(id!)).change.at).toEqual(at);
  });

  it('says so for an application it cannot read, rather than inventing a stage', async () => {
    await signUpTestAccount();
    await expect(getLatestStageChange('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      'This application has no stage history.',
    );
  });
});
