import type { Stage, StageKind } from '@/lib/applications/stages';

/** How a file's own name for a stage ("Interviewing", "hr_screen") is matched to one of the user's. */
export function stageKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

// Names other trackers give their stages, with the stage of ours each most likely means (by value), then
// the kind to fall back on when the user has no such stage.
const SYNONYMS: [string[], string, StageKind][] = [
  [
    ['wishlist', 'saved', 'bookmarked', 'interested', 'to apply', 'not applied', 'watching', 'wish list'],
    'job_openings',
    'active',
  ],
  [['applied', 'application submitted', 'submitted', 'applying', 'sent'], 'applied', 'active'],
  [['exploratory call', 'intro call', 'first call', 'recruiter call'], 'hr_exploratory_call', 'active'],
  [['screen', 'screening', 'phone screen', 'hr screen', 'recruiter screen'], 'hr_screen', 'active'],
  [['portfolio review', 'portfolio'], 'portfolio', 'active'],
  [['portfolio presentation', 'presentation'], 'portfolio_presentation', 'active'],
  [
    [
      'assignment',
      'take home',
      'take-home',
      'challenge',
      'whiteboard',
      'whiteboarding',
      'design challenge',
      'case study',
    ],
    'whiteboarding_assignment',
    'active',
  ],
  [
    ['interview', 'interviewing', 'interviews', 'onsite', 'on-site', 'final round', 'culture fit', 'in progress'],
    'product_discussion_culture_fit',
    'active',
  ],
  [['offer', 'offered', 'offer received', 'accepted', 'hired', 'selected'], 'offer_letter', 'offer'],
  [['rejected', 'declined', 'not selected', 'no offer', 'turned down', 'denied'], 'rejected', 'rejected'],
  [['ghosted', 'no response', 'withdrawn', 'withdrew', 'closed', 'archived', 'expired'], 'ghosted', 'closed'],
];

/** The kind of stage another tracker's name means ("Ghosted" is closed), or null for a name we do not know. */
export function synonymKind(name: string): StageKind | null {
  return SYNONYMS.find(([names]) => names.includes(stageKey(name)))?.[2] ?? null;
}

export interface StageGuess {
  /** The value of the user's stage the name maps to. */
  value: string;
  /** True when we only fell back on the first stage: the preview asks the user to look. */
  unsure: boolean;
}

/**
 * The user's stage a file's stage name most likely means. `fileLabel` is the name our JSON export gives
 * the stage beside its key (a stage the exporting account added has a generated key): matched when the key
 * is not one of the user's.
 */
export function guessStage(name: string, stages: readonly Stage[], fileLabel?: string): StageGuess {
  const key = stageKey(fileLabel ?? name);
  const first = stages.find((stage) => stage.kind === 'active') ?? stages[0]!;
  if (stageKey(name) === '') return { value: first.value, unsure: false };
  const exact =
    stages.find((stage) => stage.value === name.trim()) ??
    stages.find((stage) => stageKey(stage.label) === key || stageKey(stage.label) === stageKey(name));
  if (exact) return { value: exact.value, unsure: false };
  const synonym = SYNONYMS.find(([names]) => names.includes(key) || names.includes(stageKey(name)));
  if (synonym) {
    const [names, value, kind] = synonym;
    // Our stage of that meaning, or one of the user's named like it ("No response" → their "Ghosted").
    const named =
      stages.find((stage) => stage.value === value) ?? stages.find((stage) => names.includes(stageKey(stage.label)));
    if (named) return { value: named.value, unsure: false };
    const byKind = stages.find((stage) => stage.kind === kind) ?? stages.find((stage) => stage.kind === 'rejected');
    // The user has no such stage (deleted, or never had it): one of the same kind, and the preview asks.
    if (byKind) return { value: byKind.value, unsure: true };
  }
  return { value: first.value, unsure: true };
}

/** The stage names a file uses, in first-seen order (without case or spacing differences). */
export function distinctStageNames(names: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const key = stageKey(name);
    if (!seen.has(key)) seen.set(key, name.trim());
  }
  return [...seen.values()];
}
