// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, ghostedStage, stageKind, stageLabel, startStage, toStage, type Stage } from './stages';

const stage = (value: string, kind: Stage['kind'], label = value, hidden = false): Stage => ({
  value,
  label,
  kind,
  hidden,
});

describe('stages at their edges', () => {
  it('starts a new application in the first shown active stage, a hidden one only when all are hidden', () => {
    expect(startStage(DEFAULT_STAGES)).toBe('job_openings');
    expect(
      startStage([stage('no', 'rejected'), stage('saved', 'active', 'Saved', true), stage('sent', 'active')]),
    ).toBe('sent');
    expect(startStage([stage('no', 'rejected'), stage('saved', 'active', 'Saved', true)])).toBe('saved');
    expect(startStage([stage('no', 'rejected')])).toBe('job_openings');
  });

  it('takes the kind of the user’s stage, else of the default of that key, else active', () => {
    const own = [stage('job_openings', 'closed')];
    expect(stageKind(own, 'job_openings')).toBe('closed');
    expect(stageKind(own, 'rejected')).toBe('rejected');
    expect(stageKind(own, 'stage_0123456789ab')).toBe('active');
  });

  it('labels a default key the user no longer has by the default’s label', () => {
    expect(stageLabel([], 'rejected')).toBe(DEFAULT_STAGES.find((s) => s.value === 'rejected')!.label);
    expect(stageLabel([], 'stage_not-hex')).not.toBe('Deleted stage');
  });

  it('finds a closed stage named Ghosted whatever its case, and no other', () => {
    const ghosted = stage('stage_1', 'closed', ' ghosted ');
    expect(ghostedStage([stage('stage_0', 'active', 'Ghosted'), ghosted])).toBe(ghosted);
    expect(ghostedStage([stage('stage_2', 'closed', 'Withdrawn')])).toBeUndefined();
  });

  it('shows every default stage on a new board but HR screen and Portfolio review', () => {
    expect(DEFAULT_STAGES.filter((s) => s.hidden).map((s) => s.value)).toEqual(['hr_screen', 'portfolio']);
  });

  it('reads a stage row field by field', () => {
    expect(toStage({ key: 'stage_1', label: 'Take-home', kind: 'active', hidden: true })).toEqual({
      value: 'stage_1',
      label: 'Take-home',
      kind: 'active',
      hidden: true,
    });
  });
});
