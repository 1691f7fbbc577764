import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchDownloads } from '../../tests/downloads';
import { renderWithProviders } from '../../tests/render';
import { AddToCalendarButton } from './add-to-calendar-button';

const interview = {
  uid: 'event-1@job-tracker',
  summary: 'Interview: Figma',
  when: { start: new Date('2026-12-01T15:00:00Z'), minutes: 60 },
};

describe('<AddToCalendarButton>', () => {
  const downloads = watchDownloads();

  it('saves the event as an .ics file named after it, safe for any file system', async () => {
    const { user } = renderWithProviders(
      <AddToCalendarButton
        event={interview}
        fileName="Figma / Interview: round 2"
        label="Add the interview to your calendar"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add the interview to your calendar' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toBe('Figma-Interview-round-2.ics');
    expect(downloads[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await downloads[0]!.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Interview: Figma');
  });

  it('names the file "event" when nothing of the name is left', async () => {
    const { user } = renderWithProviders(<AddToCalendarButton event={interview} fileName=" / .. " label="Add" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(downloads[0]!.fileName).toBe('event.ics');
  });
});
