// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseHostCopy, loadableResolution, skewWarning, type ProvidedCopy } from './host-tree-shares';

const copy = (from: string, state: Partial<ProvidedCopy> = {}): ProvidedCopy => ({ from, ...state });

describe('chooseHostCopy', () => {
  it("takes the host's older minor version over the tracker's newer one", () => {
    const host = copy('vite_host');
    const ours = copy('job_tracker');
    const expected = { copy: host, version: '7.17.0', inRange: true };
    expect(chooseHostCopy({ '7.17.0': host, '7.18.5': ours }, 'job_tracker', '^7.6.0')).toEqual(expected);
    expect(chooseHostCopy({ '7.18.5': ours, '7.17.0': host }, 'job_tracker', '^7.6.0')).toEqual(expected);
  });

  it('takes the copy already in use, even our own, so the host and the tracker never split', () => {
    const ours = copy('job_tracker', { loaded: true });
    expect(chooseHostCopy({ '7.17.0': copy('vite_host'), '7.18.5': ours }, 'job_tracker', '^7.6.0')?.copy).toBe(ours);
    const oursWithLib = copy('job_tracker', { lib: () => ({}) });
    expect(chooseHostCopy({ '7.17.0': copy('vite_host'), '7.18.5': oursWithLib }, 'job_tracker', '^7.6.0')?.copy).toBe(
      oursWithLib,
    );
    const hostLoading = copy('vite_host', { loading: Promise.resolve() });
    const choice = chooseHostCopy({ '7.17.0': hostLoading, '7.18.5': copy('job_tracker') }, 'job_tracker', '^7.6.0');
    expect(choice?.copy).toBe(hostLoading);
  });

  it('prefers the newest of several host copies in range', () => {
    const newer = copy('host_b');
    const copies = { '7.10.0': copy('host_a'), '7.16.2': newer, '7.18.5': copy('job_tracker') };
    expect(chooseHostCopy(copies, 'job_tracker', '^7.6.0')?.copy).toBe(newer);
  });

  it("takes the host's copy outside the range too, marked so, rather than a second copy", () => {
    const host = copy('vite_host');
    expect(chooseHostCopy({ '7.5.0': host, '7.18.5': copy('job_tracker') }, 'job_tracker', '^7.6.0')).toEqual({
      copy: host,
      version: '7.5.0',
      inRange: false,
    });
    expect(skewWarning('react-router', '7.5.0', 'job_tracker', '^7.6.0')).toMatch(
      /^\[job_tracker\] Version 7\.5\.0 of shared singleton module react-router does not satisfy the requirement of job_tracker which needs \^7\.6\.0/,
    );
  });

  it('leaves the choice to the runtime when only our own copy is there and not yet in use', () => {
    expect(chooseHostCopy({ '7.18.5': copy('job_tracker') }, 'job_tracker', '^7.6.0')).toBeUndefined();
    expect(chooseHostCopy({}, 'job_tracker', '^7.6.0')).toBeUndefined();
  });
});

describe('loadableResolution', () => {
  it('takes a copy without a tree-shaken build whole, and leaves the rest as resolved', () => {
    const whole = { treeShaking: undefined };
    expect(loadableResolution({ shared: whole, useTreesShaking: true })).toEqual({
      shared: whole,
      useTreesShaking: false,
    });
    const shaken = { shared: { treeShaking: { mode: 'runtime-infer' } }, useTreesShaking: true };
    expect(loadableResolution(shaken)).toBe(shaken);
    expect(loadableResolution(undefined)).toBeUndefined();
  });
});
