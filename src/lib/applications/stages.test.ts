// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDialogStage, DEFAULT_STAGES, stageLabel, waitingStages, type Stage } from './stages';

describe('stages', () => {
  it('waits in Job openings and Applied while they are active stages, else in the first active stage, else none', () => {
    expect(waitingStages(DEFAULT_STAGES)).toEqual(['job_openings', 'applied']);
    const stage = (value: string, kind: Stage['kind']): Stage => ({ value, label: value, kind, hidden: false });
    expect(
      waitingStages([stage('applied', 'closed'), stage('stage_a', 'rejected'), stage('stage_b', 'active')]),
    ).toEqual(['stage_b']);
    expect(waitingStages([stage('job_openings', 'active'), stage('applied', 'offer')])).toEqual(['job_openings']);
    expect(waitingStages([stage('stage_a', 'rejected'), stage('stage_b', 'closed')])).toEqual([]);
  });

  it('proposes Applied in the Add dialog once the applied day is set, else the first active stage', () => {
    expect(addDialogStage(DEFAULT_STAGES, '2026-11-20')).toBe('applied');
    expect(addDialogStage(DEFAULT_STAGES, '')).toBe('job_openings');
    const own: Stage[] = [
      { value: 'stage_a', label: 'Saved', kind: 'active', hidden: false },
      { value: 'stage_b', label: 'applied ', kind: 'active', hidden: true },
    ];
    expect(addDialogStage(own, '2026-11-20')).toBe('stage_b');
    expect(addDialogStage(own.slice(0, 1), '2026-11-20')).toBe('stage_a');
  });

  it('labels a stage as the user named it, a deleted custom one as such, and never by its key', () => {
    const own: Stage[] = [
      { value: 'stage_542a31a2136b', label: 'Take-home', kind: 'active', hidden: false },
      { value: 'hr_exploratory_call', label: 'Intro call', kind: 'active', hidden: false },
    ];
    expect(stageLabel(own, 'stage_542a31a2136b')).toBe('Take-home');
    expect(stageLabel(own, 'hr_exploratory_call')).toBe('Intro call');
    expect(stageLabel(own, 'stage_0123456789ab')).toBe('Deleted stage');
  });
});
