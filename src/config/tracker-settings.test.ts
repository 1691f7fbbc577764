// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathBelowBase, withBase } from './paths';
import { readBasePath, readTrackerSettings } from './tracker-settings';

describe('readTrackerSettings', () => {
  it('defaults to the showcase example, no logo service and the root path', () => {
    expect(readTrackerSettings()).toEqual({
      showcaseUrl: 'https://showcase.example',
      logoServiceUrl: '',
      basePath: '/',
    });
  });

  it('takes what the host gives, trimmed of trailing slashes', () => {
    expect(
      readTrackerSettings({
        showcaseUrl: 'https://designers.example/',
        logoServiceUrl: 'https://logo.example/{domain}',
        basePath: '/jobs/',
      }),
    ).toEqual({
      showcaseUrl: 'https://designers.example',
      logoServiceUrl: 'https://logo.example/{domain}',
      basePath: '/jobs',
    });
  });

  it('refuses what it cannot use, saying what would do', () => {
    expect(() => readTrackerSettings({ showcaseUrl: 'javascript:alert(1)' })).toThrow(
      'showcaseUrl must be an http(s) URL such as https://showcase.example',
    );
    expect(() => readTrackerSettings({ logoServiceUrl: 'https://logo.example/' })).toThrow('must contain {domain}');
    for (const bad of ['jobs', '/jobs?x=1', 'https://site.example/jobs', '//evil.example']) {
      expect(() => readBasePath(bad)).toThrow('basePath must be a URL path such as /jobs');
    }
  });
});

describe('paths under a base', () => {
  it('puts our pages under the base and finds them there', () => {
    expect(withBase('/', '/login')).toBe('/login');
    expect(withBase('/jobs', '/login')).toBe('/jobs/login');
    expect(withBase('/jobs', '/')).toBe('/jobs/');
    expect(pathBelowBase('/jobs', '/jobs/login')).toBe('/login');
    expect(pathBelowBase('/jobs', '/jobs')).toBe('/');
    expect(pathBelowBase('/jobs', '/jobs/')).toBe('/');
    expect(pathBelowBase('/', '/login')).toBe('/login');
  });

  it("leaves the host's own pages alone, even when their name starts like the base", () => {
    expect(pathBelowBase('/jobs', '/about')).toBeNull();
    expect(pathBelowBase('/jobs', '/jobsearch')).toBeNull();
  });
});
