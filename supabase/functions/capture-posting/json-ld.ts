import { decodeEntities, richTextToPlain } from './html.ts';
import { cleanSalary, emptyPosting, periodFrom, workModeIn, type Posting, type Salary } from './posting.ts';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): string =>
  typeof value === 'string' ? decodeEntities(value).trim() : typeof value === 'number' ? String(value) : '';

const typesOf = (node: Node): string[] =>
  list(node['@type']).filter((type): type is string => typeof type === 'string');

/** Every object in the blocks: top-level ones, array items and `@graph` members, nested as deep as they go. */
function collectNodes(value: unknown, into: Node[], depth = 0): void {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, into, depth + 1);
  } else if (isNode(value)) {
    into.push(value);
    if (value['@graph'] !== undefined) collectNodes(value['@graph'], into, depth + 1);
  }
}

export function parseJsonLd(blocks: string[]): Node[] {
  const nodes: Node[] = [];
  for (const block of blocks) {
    const cleaned = block
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '');
    try {
      collectNodes(JSON.parse(cleaned), nodes);
    } catch {
      // A block that is not JSON says nothing about the posting; the meta tags may.
    }
  }
  return nodes;
}

function resolve(value: unknown, byId: Map<string, Node>): unknown {
  if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return byId.get(value['@id']) ?? value;
  }
  return value;
}

function organizationName(value: unknown, byId: Map<string, Node>): string {
  const organization = resolve(value, byId);
  if (typeof organization === 'string') return text(organization);
  return isNode(organization) ? text(organization.name) || text(organization.legalName) : '';
}

/** One place as "City, Region, Country", with parts that repeat an earlier one left out. */
function placeName(value: unknown, byId: Map<string, Node>): string {
  const place = resolve(value, byId);
  if (typeof place === 'string') return text(place);
  if (!isNode(place)) return '';
  const address = resolve(place.address, byId);
  if (typeof address === 'string') return text(address);
  if (!isNode(address)) return text(place.name);
  const country = resolve(address.addressCountry, byId);
  const parts = [
    text(address.addressLocality),
    text(address.addressRegion),
    isNode(country) ? text(country.name) : text(country),
  ].filter(Boolean);
  const unique = parts.filter(
    (part, index) => parts.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index,
  );
  return unique.join(', ') || text(place.name);
}

function salaryOf(value: unknown, byId: Map<string, Node>): Salary | null {
  const amount = resolve(list(value)[0], byId);
  if (typeof amount === 'number' || typeof amount === 'string') return cleanSalary({ min: amount, max: amount });
  if (!isNode(amount)) return null;
  const quantity = resolve(amount.value, byId);
  const currency = amount.currency ?? amount.salaryCurrency;
  if (isNode(quantity)) {
    const single = quantity.value;
    return cleanSalary({
      min: quantity.minValue ?? single,
      max: quantity.maxValue ?? single,
      currency,
      period: periodFrom(text(quantity.unitText)),
    });
  }
  return cleanSalary({
    min: amount.minValue ?? quantity,
    max: amount.maxValue ?? quantity,
    currency,
    period: periodFrom(text(amount.unitText)),
  });
}

/** The first schema.org JobPosting among the page's JSON-LD, read into a posting; null when there is none. */
export function postingFromJsonLd(nodes: Node[]): Posting | null {
  const byId = new Map<string, Node>();
  for (const node of nodes) if (typeof node['@id'] === 'string') byId.set(node['@id'], node);
  const job = nodes.find((node) => typesOf(node).some((type) => /^(https?:\/\/schema\.org\/)?JobPosting$/.test(type)));
  if (!job) return null;
  const posting = emptyPosting();
  posting.position = richTextToPlain(text(job.title) || text(job.name));
  posting.company = organizationName(job.hiringOrganization, byId);
  const places = list(job.jobLocation)
    .map((place) => placeName(place, byId))
    .filter(Boolean);
  posting.location = [...new Set(places)].join('; ');
  const remote = list(job.jobLocationType).some((type) => text(type).toUpperCase() === 'TELECOMMUTE');
  posting.workMode = remote ? 'remote' : workModeIn(posting.location);
  if (remote && !posting.location) {
    const regions = list(job.applicantLocationRequirements)
      .map((region) => placeName(region, byId))
      .filter(Boolean);
    posting.location = regions.length ? `Remote (${regions.join(', ')})` : 'Remote';
  }
  posting.salary = salaryOf(job.baseSalary, byId) ?? salaryOf(job.estimatedSalary, byId) ?? posting.salary;
  posting.description = richTextToPlain(text(job.description));
  const url = text(job.url);
  if (/^https?:\/\//i.test(url)) posting.url = url;
  return posting;
}
