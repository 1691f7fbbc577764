// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, DEFAULT_WAITING_STAGES, type Stage } from '@/lib/applications/stages';
import { testApplication } from '../../../../tests/test-application';
import { computeInsights, median, type InsightsOptions, type InsightsPeriod } from './compute-insights';
import { buildStagePaths, type HistoryEntry } from './stage-paths';
import { describeStanding } from './describe';

// Sunday 22 November 2026, noon in London.
const NOW = new Date('2026-11-22T12:00:00Z');

type Move = [status: string, at: string];

/** An application with the moves it made (the first is where it started), and its history entries. */
function withMoves(id: string, source: string, moves: Move[], appliedAt?: string) {
  const history: HistoryEntry[] = moves.map(([status, at]) => ({ applicationId: id, status, at: new Date(at) }));
  const [status, at] = moves.at(-1)!;
  const app = testApplication(id, status, {
    source,
    appliedDate: new Date(appliedAt ?? moves[0]![1]),
    statusChangedAt: new Date(at),
  });
  return { app, history };
}

/**
 * The hand-counted account (see the figures in each test):
 * A went all the way to an offer; B skipped the exploratory call and was rejected; C went back to
 * Wishlist and forward again; D was just added; E is from July; G was back-dated to 1 October and went
 * through two stages the board hides; F was deleted (its history stays until purged).
 */
function account() {
  const parts = [
    withMoves('A', 'linkedin', [
      ['job_openings', '2026-11-02T09:00:00Z'],
      ['hr_exploratory_call', '2026-11-05T09:00:00Z'],
      ['portfolio_presentation', '2026-11-12T09:00:00Z'],
      ['whiteboarding_assignment', '2026-11-20T09:00:00Z'],
      ['offer_letter', '2026-11-21T09:00:00Z'],
    ]),
    withMoves('B', 'linkedin', [
      ['job_openings', '2026-11-03T09:00:00Z'],
      ['portfolio_presentation', '2026-11-10T09:00:00Z'],
      ['rejected', '2026-11-15T09:00:00Z'],
    ]),
    withMoves('C', 'referral', [
      ['job_openings', '2026-11-01T09:00:00Z'],
      ['hr_exploratory_call', '2026-11-04T09:00:00Z'],
      ['job_openings', '2026-11-06T09:00:00Z'],
      ['hr_exploratory_call', '2026-11-09T09:00:00Z'],
    ]),
    withMoves('D', 'company_website', [['job_openings', '2026-11-20T09:00:00Z']]),
    withMoves('E', 'other', [
      ['job_openings', '2026-07-01T09:00:00Z'],
      ['rejected', '2026-07-15T09:00:00Z'],
    ]),
    withMoves(
      'G',
      'linkedin',
      [
        ['job_openings', '2026-11-10T09:00:00Z'],
        ['applied', '2026-11-11T09:00:00Z'],
        ['hr_screen', '2026-11-14T09:00:00Z'],
      ],
      '2026-10-01T09:00:00Z',
    ),
  ];
  const deleted: HistoryEntry[] = [
    { applicationId: 'F', status: 'job_openings', at: new Date('2026-11-05T09:00:00Z') },
    { applicationId: 'F', status: 'offer_letter', at: new Date('2026-11-06T09:00:00Z') },
  ];
  return {
    applications: parts.map((part) => part.app),
    history: [...parts.flatMap((part) => part.history), ...deleted],
  };
}

/** An account made before new ones showed Applied: Applied, HR Screen and Portfolio Review hidden. */
const STAGES: readonly Stage[] = DEFAULT_STAGES.map((stage) =>
  stage.value === 'applied' ? { ...stage, hidden: true } : stage,
);

function insightsOf(period: InsightsPeriod, overrides: Partial<InsightsOptions> = {}, data = account()) {
  return computeInsights(buildStagePaths(data.applications, data.history), {
    stages: STAGES,
    waitingStages: DEFAULT_WAITING_STAGES,
    period,
    now: NOW,
    timeZone: 'UTC',
    ...overrides,
  });
}

const funnelOf = (insights: ReturnType<typeof insightsOf>) =>
  insights.funnel.map((step) => [step.stage.value, step.reached, step.conversion]);

describe('computeInsights', () => {
  it('counts the funnel by the furthest stage reached: skipped stages pass, moves back take nothing', () => {
    const insights = insightsOf('all');
    expect(insights.applications).toBe(6);
    // Portfolio Review is hidden on the board and nobody was in it, so it is left out; Applied and HR
    // Screen are hidden too, but G was in them.
    expect(funnelOf(insights)).toEqual([
      ['job_openings', 6, null],
      ['applied', 4, 4 / 6],
      ['hr_exploratory_call', 4, 1],
      ['hr_screen', 3, 3 / 4],
      ['portfolio_presentation', 2, 2 / 3],
      ['whiteboarding_assignment', 1, 1 / 2],
      ['product_discussion_culture_fit', 1, 1],
      ['offer_letter', 1, 1],
    ]);
  });

  it('keeps the furthest stage reached when an application moves back and stays back', () => {
    const back = withMoves('back', 'linkedin', [
      ['job_openings', '2026-11-01T09:00:00Z'],
      ['whiteboarding_assignment', '2026-11-03T09:00:00Z'],
      ['hr_exploratory_call', '2026-11-05T09:00:00Z'],
    ]);
    const insights = insightsOf('all', {}, { applications: [back.app], history: back.history });
    expect(funnelOf(insights).map(([value, reached]) => [value, reached])).toEqual([
      ['job_openings', 1],
      ['hr_exploratory_call', 1],
      ['portfolio_presentation', 1],
      ['whiteboarding_assignment', 1],
      ['product_discussion_culture_fit', 0],
      ['offer_letter', 0],
    ]);
  });

  it('measures the response rate and the median calendar days to a first response', () => {
    const insights = insightsOf('all');
    // A 3 days (2→5 Nov), B 7 (3→10 Nov), C 3 (1→4 Nov), E 14 (a rejection is a response),
    // G 44 (back-dated 1 Oct → 14 Nov); D is still waiting.
    expect(insights.responded).toBe(5);
    expect(insights.responseRate).toBe(5 / 6);
    expect(insights.medianDaysToResponse).toBe(7);
  });

  it('takes the median of finished stays per stage, each return to a stage a stay of its own', () => {
    const insights = insightsOf('all');
    const times = Object.fromEntries(insights.stageTimes.map((t) => [t.stage.value, [t.medianDays, t.stays]]));
    expect(times).toEqual({
      // A 3, B 7, C 3 and 3 (it came back), E 14, G 1; D is still there.
      job_openings: [3, 6],
      applied: [3, 1],
      // A 7, C 2; C's second stay goes on.
      hr_exploratory_call: [4.5, 2],
      hr_screen: [null, 0],
      portfolio_presentation: [6.5, 2],
      whiteboarding_assignment: [1, 1],
      product_discussion_culture_fit: [null, 0],
    });
  });

  it('counts outcomes per source in the order of the source list', () => {
    expect(insightsOf('all').sources).toEqual([
      { source: 'linkedin', label: 'LinkedIn', applications: 3, interviews: 3, offers: 1 },
      { source: 'referral', label: 'Referral', applications: 1, interviews: 1, offers: 0 },
      { source: 'company_website', label: 'Company website', applications: 1, interviews: 0, offers: 0 },
      { source: 'other', label: 'Other sources', applications: 1, interviews: 0, offers: 0 },
    ]);
  });

  it('keeps to the applications that started in the period', () => {
    // Since 24 October: A, B, C and D; G started on 1 October and E in July.
    const insights = insightsOf('30d');
    expect(insights.applications).toBe(4);
    expect(funnelOf(insights)).toEqual([
      ['job_openings', 4, null],
      ['hr_exploratory_call', 3, 3 / 4],
      ['portfolio_presentation', 2, 2 / 3],
      ['whiteboarding_assignment', 1, 1 / 2],
      ['product_discussion_culture_fit', 1, 1],
      ['offer_letter', 1, 1],
    ]);
    expect(insights.responseRate).toBe(3 / 4);
    expect(insights.medianDaysToResponse).toBe(3);
    expect(insightsOf('90d').applications).toBe(5);
  });

  it('counts applications added per week over the last 12 weeks, whatever the period', () => {
    const pace = insightsOf('30d').weeklyPace;
    expect(pace).toHaveLength(12);
    expect(pace[0]!.weekStart).toBe('2026-08-31');
    expect(pace[11]!.weekStart).toBe('2026-11-16');
    // G on Thursday 1 Oct (week of 28 Sep), C on Sunday 1 Nov (week of 26 Oct), A and B the week of
    // 2 Nov, D this week; E in July is before the twelve weeks.
    expect(pace.map((week) => week.added)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 1, 2, 0, 1]);
  });

  it('counts calendar days in the user’s time zone', () => {
    const data = {
      applications: [] as ReturnType<typeof withMoves>['app'][],
      history: [] as HistoryEntry[],
    };
    const add = (part: ReturnType<typeof withMoves>) => {
      data.applications.push(part.app);
      data.history.push(...part.history);
    };
    // Left Wishlist 2.5 hours later: across midnight in London, the same afternoon in Los Angeles.
    add(
      withMoves('late', 'linkedin', [
        ['job_openings', '2026-11-10T22:30:00Z'],
        ['hr_exploratory_call', '2026-11-11T01:00:00Z'],
      ]),
    );
    // Added 23:30 UTC on 23 October: 30 days before today in UTC, 24 October in Tokyo.
    add(withMoves('edge', 'referral', [['job_openings', '2026-10-23T23:30:00Z']]));
    // Across the end of summer time in Berlin (25 October): 24 → 26 October is 2 days, 49 hours.
    add(
      withMoves('dst', 'other', [
        ['job_openings', '2026-10-24T10:00:00Z'],
        ['hr_exploratory_call', '2026-10-26T11:00:00Z'],
      ]),
    );
    // Sunday 22:30 UTC on 15 November is already Monday 16 November in Tokyo.
    add(withMoves('sunday', 'other', [['job_openings', '2026-11-15T22:30:00Z']]));

    const utc = insightsOf('30d', { timeZone: 'UTC' }, data);
    const london = insightsOf('30d', { timeZone: 'Europe/London' }, data);
    const angeles = insightsOf('30d', { timeZone: 'America/Los_Angeles' }, data);
    const tokyo = insightsOf('30d', { timeZone: 'Asia/Tokyo' }, data);
    const berlin = insightsOf('30d', { timeZone: 'Europe/Berlin' }, data);
    const wishlistStays = (i: typeof london) => i.stageTimes.find((t) => t.stage.value === 'job_openings')!;

    expect(utc.applications).toBe(3);
    expect(tokyo.applications).toBe(4);
    // London: late 1 day, dst 2 days → median 1.5; Los Angeles: late 0 days, dst 2 → 1.
    expect(wishlistStays(london).medianDays).toBe(1.5);
    expect(wishlistStays(angeles).medianDays).toBe(1);
    expect(wishlistStays(berlin).medianDays).toBe(1.5);
    // The week of 9 November holds 'late' and, in London only, 'sunday'.
    expect(london.weeklyPace.slice(-2).map((week) => week.added)).toEqual([2, 0]);
    expect(tokyo.weeklyPace.slice(-2).map((week) => week.added)).toEqual([1, 1]);
  });

  it('works on stages of the user’s own, by their kind', () => {
    const stages: Stage[] = [
      { value: 'saved', label: 'Saved', kind: 'active', hidden: false },
      { value: 'sent', label: 'Sent', kind: 'active', hidden: false },
      { value: 'chat', label: 'First chat', kind: 'active', hidden: false },
      { value: 'case', label: 'Case study review', kind: 'active', hidden: false },
      { value: 'hired', label: 'Hired', kind: 'offer', hidden: false },
      { value: 'ghosted', label: 'Ghosted', kind: 'closed', hidden: false },
      { value: 'no', label: 'Turned down', kind: 'rejected', hidden: false },
    ];
    const parts = [
      // Ghosted after sending: closing it yourself is not a response.
      withMoves('1', 'linkedin', [
        ['saved', '2026-11-01T09:00:00Z'],
        ['sent', '2026-11-02T09:00:00Z'],
        ['ghosted', '2026-11-20T09:00:00Z'],
      ]),
      withMoves('2', 'referral', [
        ['saved', '2026-11-01T09:00:00Z'],
        ['chat', '2026-11-05T09:00:00Z'],
        ['hired', '2026-11-15T09:00:00Z'],
      ]),
      withMoves('3', 'referral', [
        ['sent', '2026-11-03T09:00:00Z'],
        ['no', '2026-11-04T09:00:00Z'],
      ]),
      // A status that is no stage of the list counts as an application, and as no stage.
      withMoves('4', 'instahyre', [['on_hold', '2026-11-03T09:00:00Z']]),
    ];
    const insights = insightsOf(
      'all',
      { stages, waitingStages: ['saved', 'sent'] },
      { applications: parts.map((p) => p.app), history: parts.flatMap((p) => p.history) },
    );
    expect(insights.applications).toBe(4);
    expect(funnelOf(insights)).toEqual([
      ['saved', 3, null],
      ['sent', 3, 1],
      ['chat', 1, 1 / 3],
      ['case', 1, 1],
      ['hired', 1, 1],
    ]);
    // 2 after 4 days, 3 after 1 day (turned down).
    expect(insights.responded).toBe(2);
    expect(insights.medianDaysToResponse).toBe(2.5);
    expect(insights.sources.map((s) => [s.source, s.applications, s.interviews, s.offers])).toEqual([
      ['linkedin', 1, 0, 0],
      ['referral', 2, 1, 1],
      ['instahyre', 1, 0, 0],
    ]);
    // Where they stand: 4 (no stage of the list) counts as in play; Ghosted has a place of its own.
    expect(insights.standing.map((entry) => [entry.stage?.value ?? null, entry.applications])).toEqual([
      [null, 1],
      ['hired', 1],
      ['ghosted', 1],
      ['no', 1],
    ]);
    expect(describeStanding(insights)).toBe(
      '1 of your 4 applications is still in play; you closed 1 yourself (withdrawn or gone quiet).',
    );
  });

  it('counts an answer on the day of applying as 0 days', () => {
    const parts = [
      withMoves('same-day', 'linkedin', [
        ['job_openings', '2026-11-10T08:00:00Z'],
        ['hr_exploratory_call', '2026-11-10T17:00:00Z'],
      ]),
    ];
    const insights = insightsOf(
      'all',
      {},
      { applications: parts.map((p) => p.app), history: parts.flatMap((p) => p.history) },
    );
    expect(insights.responded).toBe(1);
    expect(insights.medianDaysToResponse).toBe(0);
  });

  it('gives nulls, not NaN, for an empty account and for a period without applications', () => {
    const empty = insightsOf('all', {}, { applications: [], history: [] });
    expect(empty.applications).toBe(0);
    expect(empty.responseRate).toBeNull();
    expect(empty.medianDaysToResponse).toBeNull();
    expect(empty.funnel.every((step) => step.reached === 0 && step.conversion === null)).toBe(true);
    expect(empty.stageTimes.every((time) => time.medianDays === null)).toBe(true);
    expect(empty.sources).toEqual([]);
    expect(empty.standing.map((entry) => entry.applications)).toEqual([0, 0, 0]);
    expect(empty.weeklyPace.every((week) => week.added === 0)).toBe(true);

    const old = withMoves('old', 'linkedin', [['job_openings', '2026-01-05T09:00:00Z']]);
    const quiet = insightsOf('30d', {}, { applications: [old.app], history: old.history });
    expect(quiet.applications).toBe(0);
    expect(quiet.responseRate).toBeNull();
  });
});

describe('buildStagePaths', () => {
  it('leaves out the history of deleted applications and starts at the applied date when earlier', () => {
    const { applications, history } = account();
    const paths = buildStagePaths(applications, history);
    expect(paths.map((path) => path.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'G']);
    expect(paths.find((path) => path.id === 'G')!.start).toEqual(new Date('2026-10-01T09:00:00Z'));
  });

  it('starts an application without history in its current stage, and ends one whose history lags', () => {
    const bare = testApplication('bare', 'hr_exploratory_call', {
      appliedDate: new Date('2026-11-01T09:00:00Z'),
      statusChangedAt: new Date('2026-11-03T09:00:00Z'),
    });
    const lagging = testApplication('lagging', 'portfolio_presentation', {
      appliedDate: new Date('2026-11-01T09:00:00Z'),
      statusChangedAt: new Date('2026-11-21T09:00:00Z'),
    });
    const history: HistoryEntry[] = [
      { applicationId: 'lagging', status: 'hr_exploratory_call', at: new Date('2026-11-04T09:00:00Z') },
      { applicationId: 'lagging', status: 'job_openings', at: new Date('2026-11-01T09:00:00Z') },
      { applicationId: 'lagging', status: 'job_openings', at: new Date('2026-11-01T09:00:00Z') },
    ];
    const [barePath, laggingPath] = buildStagePaths([bare, lagging], history);
    expect(barePath!.entries).toEqual([{ status: 'hr_exploratory_call', at: new Date('2026-11-03T09:00:00Z') }]);
    expect(barePath!.start).toEqual(new Date('2026-11-01T09:00:00Z'));
    expect(laggingPath!.entries.map((entry) => entry.status)).toEqual([
      'job_openings',
      'hr_exploratory_call',
      'portfolio_presentation',
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([1, 9, 4, 2])).toBe(3);
  });
});
