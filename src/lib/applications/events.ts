import type { Database, EventKind } from '@job-tracker/supabase-client/database';

export type { EventKind };

export type EventRow = Database['public']['Tables']['application_events']['Row'];

export interface ApplicationEvent {
  id: string;
  applicationId: string;
  kind: EventKind;
  startsAt: Date;
  note: string;
}

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  call: 'Call',
  interview: 'Interview',
  portfolio_presentation: 'Portfolio presentation',
  whiteboard: 'Whiteboard',
  other: 'Other',
};

export const EVENT_KINDS = Object.keys(EVENT_KIND_LABELS) as EventKind[];

export const EVENT_NOTE_LIMIT = 2000;

/** Days the board's "Up next" and its cards' marks look ahead: today and the next seven. */
export const UP_NEXT_DAYS = 7;

export function eventKindLabel(kind: string): string {
  return EVENT_KIND_LABELS[kind as EventKind] ?? 'Event';
}

export function toEvent(
  row: Pick<EventRow, 'id' | 'application_id' | 'kind' | 'starts_at' | 'note'>,
): ApplicationEvent {
  return {
    id: row.id,
    applicationId: row.application_id,
    kind: row.kind,
    startsAt: new Date(row.starts_at),
    note: row.note,
  };
}
