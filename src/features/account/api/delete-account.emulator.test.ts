import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { seedApplications, serviceClient, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { deleteAccount } from './delete-account';

/** Deleting the signed-in user with the page's client against the suite's emulator. */
describe('deleteAccount (against the emulator)', () => {
  it('deletes the user and their applications, and ends the session on this page', async () => {
    const account = await signUpTestAccount();
    const [id] = await seedApplications([{ company: 'Airbnb', position: 'Product Designer' }]);
    await deleteAccount();
    expect((await getSupabase().auth.getSession()).data.session).toBeNull();
    await expect(account.signIn()).rejects.toThrow();
    const left = await serviceClient().from('job_applications').select('id').eq('id', id!);
    expect(left.data).toEqual([]);
  });

  it('fails, deleting nothing, when nobody is signed in', async () => {
    const account = await signUpTestAccount();
    await getSupabase().auth.signOut({ scope: 'local' });
    await expect(deleteAccount()).rejects.toThrow();
    await account.signIn();
    expect((await getSupabase().auth.getUser()).data.user?.id).toBe(account.user.id);
  });
});
