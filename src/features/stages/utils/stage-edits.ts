import { MAX_STAGES, STAGE_LABEL_MAX, type Stage } from '@/lib/applications/stages';

/** Why a label cannot be saved (the database says the same), or null when it can. */
export function labelProblem(label: string, stages: readonly Stage[], ownValue?: string): string | null {
  const trimmed = label.trim();
  if (trimmed.length === 0) return 'Give the stage a name.';
  if (trimmed.length > STAGE_LABEL_MAX) return `A stage name has at most ${STAGE_LABEL_MAX} characters.`;
  // eslint-disable-next-line no-control-regex -- the database refuses control characters in a label
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'A stage name is one line of text.';
  const same = stages.find((s) => s.value !== ownValue && s.label.toLowerCase() === trimmed.toLowerCase());
  if (same) return `You already have a stage named “${same.label}”.`;
  return null;
}

export function canAddStage(stages: readonly Stage[]): boolean {
  return stages.length < MAX_STAGES;
}

/** The values in their new order after the stage at `from` moves to `to` (both indexes in `values`). */
export function moveValue(values: readonly string[], from: number, to: number): string[] {
  const next = [...values];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

interface ServerError {
  code?: string;
  message?: string;
}

/** What to tell the user when the server refused a stage edit. */
export function stageEditMessage(error: unknown, fallback: string, label?: string): string {
  const { code, message } = (error ?? {}) as ServerError;
  if (code === '23505')
    return label ? `You already have a stage named “${label.trim()}”.` : 'You already have a stage with that name.';
  // Our own rules come back as sentences written for people (the limit, the last active stage, a stale list).
  if ((code === '23514' || code === '23503' || code === '22023') && message && !/constraint/.test(message))
    return message;
  if (error instanceof Error && error.message === 'This stage no longer exists.') return error.message;
  return fallback;
}
