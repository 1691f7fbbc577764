// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { merge, postingFromMeta, readTitle } from './page-meta.ts';
import { emptyPosting, type Posting } from './posting.ts';

const meta = (tags: Record<string, string>) => new Map(Object.entries(tags));

describe('readTitle', () => {
  it('reads the patterns job sites use for titles', () => {
    expect(readTitle('Job Application for Product Designer at Northwind', [])).toEqual({
      position: 'Product Designer',
      company: 'Northwind',
      location: '',
    });
    expect(readTitle('Quillwork hiring a UX Researcher in Lisbon, Portugal | LinkedIn', [])).toEqual({
      company: 'Quillwork',
      position: 'UX Researcher',
      location: 'Lisbon, Portugal',
    });
    expect(readTitle('Acme is hiring an Illustrator', [])).toEqual({
      company: 'Acme',
      position: 'Illustrator',
      location: '',
    });
    expect(readTitle('Brand Designer @ Bluefin', [])).toEqual({
      position: 'Brand Designer',
      company: 'Bluefin',
      location: '',
    });
  });

  it('splits "A - B" by the side that names the site, and otherwise keeps the whole title as the position', () => {
    expect(readTitle('Bluefin Labs - Staff Designer', ['bluefinlabs'])).toEqual({
      company: 'Bluefin Labs',
      position: 'Staff Designer',
      location: '',
    });
    expect(readTitle('Staff Designer – Bluefin Labs', ['bluefinlabs'])).toEqual({
      company: 'Bluefin Labs',
      position: 'Staff Designer',
      location: '',
    });
    expect(readTitle('Staff Designer - Berlin', ['bluefinlabs'])).toEqual({
      position: 'Staff Designer - Berlin',
      company: '',
      location: '',
    });
    expect(readTitle('Staff Designer - Berlin - Bluefin Labs', ['bluefinlabs']).company).toBe('');
  });

  it('drops a trailing job site name, and only a job site name', () => {
    expect(readTitle('  Motion Designer   |  Greenhouse ', []).position).toBe('Motion Designer');
    expect(readTitle('Motion Designer | Studio North', []).position).toBe('Motion Designer | Studio North');
  });
});

describe('postingFromMeta', () => {
  it('reads OpenGraph tags, the company from the link when the title names it', () => {
    const posting = postingFromMeta(
      meta({
        'og:title': 'Bluefin Labs - Staff Interaction Designer',
        'og:description': 'Own our <b>field app</b>.',
        'og:url': 'https://jobs.lever.co/bluefin-labs/123',
      }),
      'ignored title',
      new URL('https://jobs.lever.co/bluefin-labs/123?ref=x'),
    );
    expect(posting).toEqual({
      ...emptyPosting(),
      company: 'Bluefin Labs',
      position: 'Staff Interaction Designer',
      description: 'Own our field app.',
      url: 'https://jobs.lever.co/bluefin-labs/123',
    });
  });

  it('finds the company in the canonical address when the page address does not name it', () => {
    const posting = postingFromMeta(
      meta({ 'og:url': 'https://quillwork.workable.com/j/9' }),
      'Quillwork - Lead Researcher',
      null,
    );
    expect(posting).toMatchObject({ company: 'Quillwork', position: 'Lead Researcher' });
  });

  it('takes no company hint from a job site, "www" or a one-letter label of the address', () => {
    const read = (title: string, address: string) => {
      const { company, position } = postingFromMeta(meta({}), title, new URL(address));
      return { company, position };
    };
    expect(read('Lever - Designer', 'https://jobs.lever.co/q/1')).toEqual({
      company: '',
      position: 'Lever - Designer',
    });
    expect(read('Www - Designer', 'https://www.studio.example/')).toEqual({ company: '', position: 'Www - Designer' });
    expect(read('Q - Designer', 'https://q.example/')).toEqual({ company: '', position: 'Q - Designer' });
    expect(read('Qi - Designer', 'https://qi.example/')).toEqual({ company: 'Qi', position: 'Designer' });
  });

  it('falls back from og:title to twitter:title to the page title, and takes og:site_name unless it is a job site', () => {
    expect(postingFromMeta(meta({ 'twitter:title': 'Designer' }), 'Other', null).position).toBe('Designer');
    expect(postingFromMeta(meta({}), 'Page Title', null).position).toBe('Page Title');
    expect(postingFromMeta(meta({ 'og:site_name': 'Northwind' }), 'Designer', null).company).toBe('Northwind');
    expect(postingFromMeta(meta({ 'og:site_name': 'LinkedIn' }), 'Designer', null).company).toBe('');
  });

  it('reads the work mode from the place in the title, and keeps only an http(s) canonical address', () => {
    const posting = postingFromMeta(
      meta({ 'og:url': 'javascript:alert(1)', description: 'Plain description' }),
      'Acme hiring Designer in Remote, EU',
      null,
    );
    expect(posting).toMatchObject({
      location: 'Remote, EU',
      workMode: 'remote',
      url: '',
      description: 'Plain description',
    });
    expect(postingFromMeta(meta({ 'twitter:description': 'From Twitter' }), 'x', null).description).toBe(
      'From Twitter',
    );
  });
});

describe('merge', () => {
  const fallback: Posting = {
    company: 'Meta Co',
    position: 'Meta Role',
    location: 'Oslo',
    workMode: 'hybrid',
    salary: { min: 1, max: 2, currency: 'EUR', period: 'year' },
    description: 'From tags',
    url: 'https://meta.example/',
  };

  it('takes the meta reading whole when there is no JSON-LD one', () => {
    expect(merge(null, fallback)).toBe(fallback);
  });

  it('fills each gap of the JSON-LD reading from the meta tags, and keeps what it has', () => {
    expect(merge(emptyPosting(), fallback)).toEqual(fallback);
    const full: Posting = {
      company: 'LD Co',
      position: 'LD Role',
      location: 'Bergen',
      workMode: 'remote',
      salary: { min: 5, max: null, currency: null, period: null },
      description: 'From JSON-LD',
      url: 'https://ld.example/',
    };
    expect(merge(full, fallback)).toEqual(full);
    const maxOnly = { ...emptyPosting(), salary: { min: null, max: 9, currency: null, period: null } };
    expect(merge(maxOnly, fallback).salary).toEqual(maxOnly.salary);
  });
});
