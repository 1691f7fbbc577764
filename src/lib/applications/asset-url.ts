import { getSupabaseUrl } from '@job-tracker/supabase-client';
import { safeHttpUrl } from '@/lib/safe-url';

/** Pictures the showcase data names by path (`/storage/v1/object/public/...`) live on the Supabase project. */
export function assetUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/')) return `${getSupabaseUrl()}${value}`;
  return safeHttpUrl(value) ?? undefined;
}
