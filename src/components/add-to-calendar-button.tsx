import { Button } from '@mantine/core';
import { buildCalendar, type CalendarEvent } from '../../supabase/functions/_shared/ics';

/** The browser's IANA zone: the file's times are written in it, with its VTIMEZONE. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Saves one event as an .ics file, which a calendar app opens to add it. */
export function downloadCalendarFile(event: CalendarEvent, fileName: string): void {
  const ics = buildCalendar({ name: 'Job Tracker', timeZone: browserTimeZone(), events: [event], now: new Date() });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'event'}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Add to calendar" for an interview or a follow-up: an .ics download (RFC 5545, in the user's zone). */
export function AddToCalendarButton({
  event,
  fileName,
  label,
}: {
  event: CalendarEvent;
  fileName: string;
  label: string;
}) {
  return (
    <Button variant="subtle" size="compact-sm" aria-label={label} onClick={() => downloadCalendarFile(event, fileName)}>
      Add to calendar
    </Button>
  );
}
