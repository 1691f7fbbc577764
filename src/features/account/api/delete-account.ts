import { getSupabase } from '@job-tracker/supabase-client';
import { useSWRConfig } from 'swr';

/**
 * Deletes the signed-in user and all their data (the database function `delete_my_account`, which acts
 * only on the caller), then ends the session on this page. The server already forgot the session: its
 * answer to the sign-out (user_not_found) counts as signed out for supabase-js.
 */
export async function deleteAccount(): Promise<void> {
  const { error } = await getSupabase().rpc('delete_my_account');
  if (error) throw error;
  await getSupabase().auth.signOut({ scope: 'local' });
}

/** deleteAccount, then drops every cached response: nothing of the deleted user stays in memory. */
export function useDeleteAccount() {
  const { mutate } = useSWRConfig();
  return async () => {
    await deleteAccount();
    await mutate(() => true, undefined, { revalidate: false });
  };
}
