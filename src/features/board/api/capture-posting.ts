import { loadSupabase } from '@job-tracker/supabase-client';
import type { WorkMode } from '@/lib/applications/application';

export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

/** What the capture-posting function read from a job posting. */
export interface CapturedPosting {
  company: string;
  position: string;
  location: string;
  workMode: WorkMode | null;
  salary: { min: number | null; max: number | null; currency: string | null; period: SalaryPeriod | null };
  description: string;
  url: string;
}

/** A capture that failed with a sentence for the user (the function's own, or ours when it had none). */
export class CaptureError extends Error {}

const FALLBACK = 'The posting could not be read just now. Try again, or fill in the form yourself.';

/** An http(s) address alone is a link; anything else is the posting's text. */
export function captureInput(pasted: string): { url: string } | { text: string } {
  const trimmed = pasted.trim();
  return /^https?:\/\/\S+$/i.test(trimmed) ? { url: trimmed } : { text: trimmed };
}

/** Asks the capture-posting Edge Function to read a link or pasted text. */
export async function capturePosting(pasted: string): Promise<CapturedPosting> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<CapturedPosting>('capture-posting', {
    body: captureInput(pasted),
  });
  if (!error && data) return data;
  // supabase-js's FunctionsHttpError, told by its name: importing the class would load supabase-js early.
  const context = (error as { name?: string; context?: unknown } | null)?.context;
  if ((error as { name?: string } | null)?.name === 'FunctionsHttpError' && context instanceof Response) {
    const response = context;
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (response.status < 500 && typeof body?.error === 'string') throw new CaptureError(body.error);
  }
  console.error('capture-posting failed', error);
  throw new CaptureError(FALLBACK);
}
