// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companyDomain, logoServiceUrl } from './logo-service';

describe('logo service', () => {
  it('builds the domain from the slugified name, with a few special cases', () => {
    expect(companyDomain('Goldman Sachs')).toBe('goldmansachs.com');
    expect(companyDomain('Notion')).toBe('notion.so');
    expect(companyDomain('Booking.com')).toBe('booking.com');
    expect(companyDomain('Meta')).toBe('meta.com');
  });

  it('fills the configured template, and gives nothing when no service is configured', () => {
    expect(logoServiceUrl('https://logo.example/{domain}?size=64', 'Stripe')).toBe(
      'https://logo.example/stripe.com?size=64',
    );
    expect(logoServiceUrl('', 'Stripe')).toBeUndefined();
  });
});
