import { companyKey } from './application';

// Companies whose web address is not simply "{name}.com".
const SPECIAL_DOMAINS: Record<string, string> = {
  x: 'x.com',
  twitter: 'x.com',
  meta: 'meta.com',
  facebook: 'meta.com',
  canva: 'canva.com',
  notion: 'notion.so',
  linear: 'linear.app',
  atlassian: 'atlassian.com',
  booking: 'booking.com',
  bookingcom: 'booking.com',
  monzo: 'monzo.com',
  revolut: 'revolut.com',
  zomato: 'zomato.com',
  swiggy: 'swiggy.com',
  cred: 'cred.club',
};

/** The company's likely domain: its slug plus .com, but for a few that live elsewhere. */
export function companyDomain(company: string): string {
  const slug = companyKey(company).replace(/[^a-z0-9.]/g, '');
  return SPECIAL_DOMAINS[slug] ?? (slug.includes('.') ? slug : `${slug}.com`);
}

/** The logo service's URL for a company, when a service is configured. */
export function logoServiceUrl(template: string, company: string): string | undefined {
  if (!template) return undefined;
  return template.replace('{domain}', encodeURIComponent(companyDomain(company)));
}
