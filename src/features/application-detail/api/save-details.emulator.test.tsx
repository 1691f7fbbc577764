import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { EditConflictError, saveDetails } from './save-details';

/** What a tab read when its edit began: the row's revision and the values of the fields it shows. */
async function openEdit(id: string) {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('revision,notes,location,salary_min,salary_max')
    .eq('id', id)
    .single();
  if (error) throw error;
  const { revision, ...values } = data;
  return { revision: Number(revision), values: values as Record<string, unknown> };
}

describe('saveDetails: two tabs editing one application (against the emulator)', () => {
  it('keeps both edits when the tabs changed different fields (last write per field)', async () => {
    await signUpTestAccount();
    const [id] = await seedApplications([{ company: 'Linear', position: 'Designer', notes: 'Applied via site' }]);
    const firstTab = await openEdit(id!);
    const secondTab = await openEdit(id!);

    const first = await saveDetails(id!, firstTab, { notes: 'Recruiter called on Monday' });
    // The second tab started from the older revision: its save is re-applied onto the newer row.
    const second = await saveDetails(id!, secondTab, { location: 'Lisbon', salary_min: 70_000, salary_max: 90_000 });

    expect(second).toMatchObject({ notes: 'Recruiter called on Monday', location: 'Lisbon', salaryMin: 70_000 });
    expect(second.revision).toBe(first.revision + 1);
    const stored = await openEdit(id!);
    expect(stored.values).toEqual({
      notes: 'Recruiter called on Monday',
      location: 'Lisbon',
      salary_min: 70_000,
      salary_max: 90_000,
    });
  });

  it('refuses, with a message naming the field, a save over a newer value of the same field', async () => {
    await signUpTestAccount();
    const [id] = await seedApplications([{ company: 'Linear', position: 'Designer', notes: 'Applied via site' }]);
    const firstTab = await openEdit(id!);
    const secondTab = await openEdit(id!);
    await saveDetails(id!, firstTab, { notes: 'Portfolio review booked' });

    const refused = saveDetails(id!, secondTab, { notes: 'Waiting to hear back', location: 'Remote' });
    await expect(refused).rejects.toBeInstanceOf(EditConflictError);
    await expect(refused).rejects.toThrow(
      'Notes changed in another tab or device while you were editing. Your edit was not saved: ' +
        'the newer version is shown now; make your change again.',
    );
    // Nothing of the refused edit was written: not the conflicting field, nor the other one.
    expect((await openEdit(id!)).values).toMatchObject({ notes: 'Portfolio review booked', location: '' });
  });

  it('saves when the other tab wrote the same value this edit writes', async () => {
    await signUpTestAccount();
    const [id] = await seedApplications([{ company: 'Linear', position: 'Designer' }]);
    const firstTab = await openEdit(id!);
    const secondTab = await openEdit(id!);
    await saveDetails(id!, firstTab, { location: 'Lisbon' });
    const saved = await saveDetails(id!, secondTab, { location: 'Lisbon', notes: 'Same city, no conflict' });
    expect(saved).toMatchObject({ location: 'Lisbon', notes: 'Same city, no conflict' });
  });
});
