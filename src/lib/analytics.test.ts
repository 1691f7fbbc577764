import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, track } from './analytics';

describe('analytics', () => {
  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
    setAnalyticsSink(null);
  });

  it("sends to the page's gtag when it has one", () => {
    window.gtag = vi.fn();
    track({ name: 'login', params: { method: 'email' } });
    expect(window.gtag).toHaveBeenCalledWith('event', 'login', { method: 'email' });
  });

  it('pushes to the dataLayer when there is no gtag', () => {
    window.dataLayer = [];
    track({ name: 'sign_up', params: { method: 'google' } });
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'google' }]);
  });

  it("also hands every event to the host's sink, and to nothing once unplugged", () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    track({ name: 'page_view', params: { page_path: '/', page_title: 'Dashboard · Job Tracker' } });
    expect(sink).toHaveBeenCalledWith({
      name: 'page_view',
      params: { page_path: '/', page_title: 'Dashboard · Job Tracker' },
    });
    setAnalyticsSink(null);
    track({ name: 'login', params: { method: 'google' } });
    expect(sink).toHaveBeenCalledTimes(1);
  });
});
