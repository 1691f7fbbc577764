// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJsonLd, postingFromJsonLd } from './json-ld.ts';

const posting = (...blocks: unknown[]) => postingFromJsonLd(parseJsonLd(blocks.map((block) => JSON.stringify(block))));
const job = (fields: Record<string, unknown>) => ({ '@type': 'JobPosting', title: 'Designer', ...fields });

describe('postingFromJsonLd', () => {
  it('reads a salary range given on the MonetaryAmount itself', () => {
    const salary = { '@type': 'MonetaryAmount', currency: 'EUR', minValue: 50_000, maxValue: 70_000, unitText: 'YEAR' };
    expect(posting(job({ baseSalary: salary }))!.salary).toEqual({
      min: 50_000,
      max: 70_000,
      currency: 'EUR',
      period: 'year',
    });
  });

  it('reads a single amount as both ends, on the MonetaryAmount or in its QuantitativeValue', () => {
    const flat = { '@type': 'MonetaryAmount', currency: 'USD', value: 60_000, unitText: 'YEAR' };
    expect(posting(job({ baseSalary: flat }))!.salary).toEqual({
      min: 60_000,
      max: 60_000,
      currency: 'USD',
      period: 'year',
    });
    const nested = { currency: 'GBP', value: { '@type': 'QuantitativeValue', value: 40, unitText: 'HOUR' } };
    expect(posting(job({ baseSalary: nested }))!.salary).toEqual({ min: 40, max: 40, currency: 'GBP', period: 'hour' });
    const range = { salaryCurrency: 'CHF', value: { minValue: 90_000, maxValue: 110_000, unitText: 'YEAR' } };
    expect(posting(job({ estimatedSalary: range }))!.salary).toEqual({
      min: 90_000,
      max: 110_000,
      currency: 'CHF',
      period: 'year',
    });
    expect(posting(job({ baseSalary: '85000' }))!.salary).toMatchObject({ min: 85_000, max: 85_000 });
  });

  it('follows @id references in @graph for the company and the place, each part of a place once', () => {
    const result = posting({
      '@graph': [
        { '@id': '#org', '@type': 'Organization', name: 'Acme &amp; Co' },
        {
          '@id': '#berlin',
          '@type': 'Place',
          address: { addressLocality: 'Berlin', addressRegion: 'berlin', addressCountry: { name: 'Germany' } },
        },
        job({
          hiringOrganization: { '@id': '#org' },
          jobLocation: [{ '@id': '#berlin' }, { '@id': '#berlin' }, 'Remote'],
          url: 'https://jobs.example/1',
        }),
      ],
    })!;
    expect(result).toMatchObject({
      company: 'Acme & Co',
      location: 'Berlin, Germany; Remote',
      workMode: 'remote',
      url: 'https://jobs.example/1',
    });
  });

  it('says where a remote job may be done from when it names no place', () => {
    const remote = { jobLocationType: 'TELECOMMUTE' };
    expect(posting(job(remote))!).toMatchObject({ location: 'Remote', workMode: 'remote' });
    const regions = {
      ...remote,
      applicantLocationRequirements: [{ '@type': 'Country', name: 'Portugal' }, { name: 'Spain' }],
    };
    expect(posting(job(regions))!.location).toBe('Remote (Portugal, Spain)');
    expect(posting(job({ ...remote, jobLocation: 'Lisbon' }))!).toMatchObject({
      location: 'Lisbon',
      workMode: 'remote',
    });
    expect(posting(job({}))!).toMatchObject({ location: '', workMode: null });
  });

  it('looks eight levels deep into arrays and @graph, and no deeper', () => {
    const inArrays = (levels: number): unknown => (levels === 0 ? job({}) : [inArrays(levels - 1)]);
    expect(posting(inArrays(8))).not.toBeNull();
    expect(posting(inArrays(9))).toBeNull();
    const inGraphs = (levels: number): unknown => (levels === 0 ? job({}) : { '@graph': inGraphs(levels - 1) });
    expect(posting(inGraphs(8))).not.toBeNull();
    expect(posting(inGraphs(9))).toBeNull();
  });

  it('finds nothing without a JobPosting, and skips blocks that are not JSON', () => {
    expect(posting({ '@type': 'Organization', name: 'Acme' })).toBeNull();
    expect(postingFromJsonLd(parseJsonLd(['{not json', JSON.stringify(job({}))]))!.position).toBe('Designer');
    expect(posting({ '@type': 'https://schema.org/JobPosting', name: 'Illustrator' })!.position).toBe('Illustrator');
  });
});
