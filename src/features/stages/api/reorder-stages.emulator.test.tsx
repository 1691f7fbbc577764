import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { signUpTestAccount } from '../../../../tests/client/emulator-client';
import { reorderStages } from './reorder-stages';

async function serverOrder(): Promise<string[]> {
  const { data, error } = await getSupabase().from('application_stages').select('key').order('position');
  if (error) throw error;
  return data.map((row) => row.key);
}

describe('reorderStages (against the emulator)', () => {
  it('stores a whole new order, and rejects a list that leaves a stage out, changing nothing', async () => {
    await signUpTestAccount();
    const keys = DEFAULT_STAGES.map((stage) => stage.value);
    const reversed = [...keys].reverse();
    await reorderStages(reversed);
    expect(await serverOrder()).toEqual(reversed);

    await expect(reorderStages(keys.slice(1))).rejects.toMatchObject({
      message: 'Your stages changed since this list was loaded.',
    });
    expect(await serverOrder()).toEqual(reversed);
  });
});
