/** The fictional showcase content: companies are real and well known; people and work are invented. */
export interface Company {
  name: string;
  key: string;
  color: string;
  monogram: string;
}

export const COMPANIES: Company[] = [
  { name: 'Google', key: 'google', color: '#4285F4', monogram: 'G' },
  { name: 'Airbnb', key: 'airbnb', color: '#FF5A5F', monogram: 'A' },
  { name: 'Stripe', key: 'stripe', color: '#635BFF', monogram: 'S' },
  { name: 'Figma', key: 'figma', color: '#A259FF', monogram: 'F' },
  { name: 'Spotify', key: 'spotify', color: '#1DB954', monogram: 'S' },
  { name: 'Atlassian', key: 'atlassian', color: '#0052CC', monogram: 'A' },
  { name: 'Shopify', key: 'shopify', color: '#5E8E3E', monogram: 'S' },
  { name: 'Netflix', key: 'netflix', color: '#B20710', monogram: 'N' },
  { name: 'Microsoft', key: 'microsoft', color: '#2F6FB5', monogram: 'M' },
  { name: 'Apple', key: 'apple', color: '#3A3A3C', monogram: 'A' },
  { name: 'Uber', key: 'uber', color: '#111111', monogram: 'U' },
  { name: 'Dropbox', key: 'dropbox', color: '#0061FE', monogram: 'D' },
  { name: 'Slack', key: 'slack', color: '#4A154B', monogram: 'S' },
  { name: 'Notion', key: 'notion', color: '#37352F', monogram: 'N' },
  { name: 'Canva', key: 'canva', color: '#00A3BF', monogram: 'C' },
  { name: 'Adobe', key: 'adobe', color: '#D7373F', monogram: 'A' },
  { name: 'Duolingo', key: 'duolingo', color: '#58A700', monogram: 'D' },
  { name: 'Pinterest', key: 'pinterest', color: '#BD081C', monogram: 'P' },
  { name: 'Goldman Sachs', key: 'goldmansachs', color: '#6B8EB5', monogram: 'GS' },
  { name: 'Linear', key: 'linear', color: '#5E6AD2', monogram: 'L' },
];

export const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chloé',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonah',
  'Kavya',
  'Liam',
  'Maya',
  'Nikolai',
  'Olu',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
  'Umar',
  'Vera',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Amara',
  'Bruno',
  'Camille',
  'Diego',
  'Esme',
  'Felix',
  'Gita',
  'Hugo',
  'Ivy',
  'Jae',
  'Kofi',
  'Lena',
  'Mateo',
  'Noor',
  'Oskar',
  'Paloma',
];

export const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Raman',
  'Petrova',
  'Haddad',
  'Nakamura',
  'Kim',
  'Alvarez',
  'Fischer',
  'Menon',
  'Brennan',
  'Osei',
  'Varga',
  'Adeyemi',
  'Sharma',
  'Harlow',
  'Delgado',
  'Aziz',
  'Whitfield',
  'Qureshi',
  'Novak',
  'Zhang',
  'Ruiz',
  'Demir',
  'Laurent',
  'Nwosu',
  'Costa',
  'Dubois',
  'Herrera',
  'Clarke',
  'Baptiste',
  'Iyer',
  'Berg',
  'Sato',
  'Park',
  'Mensah',
  'Vogel',
  'Romero',
  'Hassan',
  'Lund',
  'Serrano',
];

export const ROLES = [
  'Product Designer',
  'Senior Product Designer',
  'UX Designer',
  'UX Researcher',
  'Design Lead',
  'Interaction Designer',
  'Visual Designer',
  'Design Systems Designer',
  'Staff Product Designer',
  'Content Designer',
];

export const CASE_STUDY_TOPICS = [
  'Redesigning onboarding for first-time users',
  'A design system that scales across teams',
  'Making checkout accessible to everyone',
  'Reducing support tickets with clearer settings',
  'Dark mode without losing the brand',
  'Search that understands what people mean',
  'A mobile-first dashboard for busy managers',
  'Notifications people actually want',
  'Bringing collaboration into the editor',
  'Simplifying pricing pages',
  'An empty state that teaches',
  'Research-led navigation overhaul',
  'Localising for twelve new markets',
  'Designing for slow networks',
  'A calmer billing experience',
  'Offline mode for field teams',
];

type Status =
  | 'job_openings'
  | 'hr_exploratory_call'
  | 'hr_screen'
  | 'portfolio'
  | 'portfolio_presentation'
  | 'whiteboarding_assignment'
  | 'product_discussion_culture_fit'
  | 'applied'
  | 'rejected'
  | 'offer_letter';

export interface DemoEvent {
  kind: 'call' | 'interview' | 'portfolio_presentation' | 'whiteboard' | 'other';
  /** Days from now (negative: in the past) and the local hour, in the demo user's day. */
  inDays: number;
  hour: number;
  note?: string;
}

export interface DemoApplication {
  company: string;
  position: string;
  source: 'linkedin' | 'referral' | 'company_website' | 'instahyre' | 'other';
  sourceUrl: string;
  appliedDaysAgo: number;
  /** Every stage it went through, with how many days ago it entered it; the last one is where it is now. */
  stages: [Status, number][];
  location?: string;
  workMode?: 'on_site' | 'hybrid' | 'remote';
  salary?: [number, number, string];
  notes?: string;
  people?: { name: string; role?: string; contact?: string }[];
  portfolioLinks?: { url: string; label?: string }[];
  /** Days from now of the follow-up date (negative: overdue). */
  followUpInDays?: number;
  events?: DemoEvent[];
}

/** 20 applications over the last three months, each with the stages it went through. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    company: 'Stripe',
    position: 'Product Designer, Payments',
    source: 'linkedin',
    sourceUrl: 'https://stripe.com/jobs',
    appliedDaysAgo: 2,
    stages: [['job_openings', 2]],
    location: 'Dublin, Ireland',
    workMode: 'hybrid',
    salary: [85000, 105000, 'EUR'],
    notes: 'Team works on checkout for small businesses.\nAsk about the design system team size.',
  },
  {
    company: 'Figma',
    position: 'Product Designer, Editor',
    source: 'company_website',
    sourceUrl: 'https://www.figma.com/careers/',
    appliedDaysAgo: 3,
    stages: [['job_openings', 3]],
    location: 'San Francisco, CA',
    workMode: 'remote',
    followUpInDays: 0,
  },
  {
    company: 'Linear',
    position: 'Senior Product Designer',
    source: 'referral',
    sourceUrl: '',
    appliedDaysAgo: 5,
    stages: [['job_openings', 5]],
    workMode: 'remote',
    people: [{ name: 'Maya Chen', role: 'Referrer, Engineering', contact: 'maya.chen@example.com' }],
  },
  {
    company: 'Brightwave Studio',
    position: 'UI Designer',
    source: 'other',
    sourceUrl: '',
    appliedDaysAgo: 1,
    stages: [['job_openings', 1]],
    location: 'Lisbon, Portugal',
    workMode: 'on_site',
  },
  {
    company: 'Airbnb',
    position: 'Experience Designer',
    source: 'linkedin',
    sourceUrl: 'https://careers.airbnb.com/',
    appliedDaysAgo: 24,
    stages: [
      ['job_openings', 24],
      ['hr_exploratory_call', 19],
    ],
    location: 'Remote, US',
    workMode: 'remote',
    salary: [150000, 185000, 'USD'],
    notes: 'Recruiter call went well. They want a portfolio with end-to-end product work.',
    people: [{ name: 'Jordan Ellis', role: 'Recruiter', contact: 'https://www.linkedin.com/in/jordan-ellis-example' }],
    followUpInDays: -2,
  },
  {
    company: 'Spotify',
    position: 'Product Designer, Podcasts',
    source: 'instahyre',
    sourceUrl: '',
    appliedDaysAgo: 11,
    stages: [
      ['job_openings', 11],
      ['hr_exploratory_call', 6],
    ],
    location: 'Stockholm, Sweden',
    workMode: 'hybrid',
    events: [{ kind: 'call', inDays: 2, hour: 15, note: 'Hiring manager intro, 30 min' }],
  },
  {
    company: 'Canva',
    position: 'Product Designer, Education',
    source: 'linkedin',
    sourceUrl: 'https://www.canva.com/careers/',
    appliedDaysAgo: 30,
    stages: [
      ['job_openings', 30],
      ['applied', 27],
      ['hr_screen', 3],
    ],
    location: 'Sydney, Australia',
    workMode: 'hybrid',
    salary: [140000, 170000, 'AUD'],
    people: [{ name: 'Priya Natarajan', role: 'Talent Partner', contact: 'priya@example.com' }],
    events: [{ kind: 'interview', inDays: 0, hour: 16, note: 'Video call with the design lead' }],
  },
  {
    company: 'Shopify',
    position: 'UX Designer, Checkout',
    source: 'company_website',
    sourceUrl: 'https://www.shopify.com/careers',
    appliedDaysAgo: 38,
    stages: [
      ['job_openings', 38],
      ['applied', 36],
      ['hr_exploratory_call', 28],
      ['portfolio', 19],
    ],
    location: 'Toronto, Canada',
    workMode: 'remote',
    notes: 'Sent the checkout redesign case study. Waiting on the portfolio review feedback.',
    portfolioLinks: [{ url: 'https://portfolio.example.com/checkout-redesign', label: 'Checkout redesign' }],
  },
  {
    company: 'Google',
    position: 'Interaction Designer, Maps',
    source: 'referral',
    sourceUrl: '',
    appliedDaysAgo: 52,
    stages: [
      ['job_openings', 52],
      ['applied', 50],
      ['hr_exploratory_call', 41],
      ['hr_screen', 33],
      ['portfolio_presentation', 2],
    ],
    location: 'Zurich, Switzerland',
    workMode: 'on_site',
    salary: [130000, 160000, 'CHF'],
    people: [
      { name: 'Lena Fischer', role: 'Recruiter', contact: 'lena.fischer@example.com' },
      { name: 'Tomás Ruiz', role: 'Hiring manager' },
    ],
    portfolioLinks: [
      { url: 'https://portfolio.example.com/maps-2026', label: 'Portfolio, maps version' },
      { url: 'https://portfolio.example.com/wayfinding', label: 'Wayfinding case study' },
    ],
    events: [{ kind: 'portfolio_presentation', inDays: 3, hour: 11, note: '45 minutes, four panelists' }],
  },
  {
    company: 'Notion',
    position: 'Product Designer, Databases',
    source: 'linkedin',
    sourceUrl: 'https://www.notion.so/careers',
    appliedDaysAgo: 40,
    stages: [
      ['job_openings', 40],
      ['hr_exploratory_call', 31],
      ['portfolio_presentation', 18],
    ],
    location: 'New York, NY',
    workMode: 'hybrid',
    followUpInDays: 1,
  },
  {
    company: 'Atlassian',
    position: 'Senior Product Designer, Jira',
    source: 'linkedin',
    sourceUrl: '',
    appliedDaysAgo: 61,
    stages: [
      ['job_openings', 61],
      ['applied', 58],
      ['hr_exploratory_call', 47],
      ['portfolio_presentation', 30],
      ['whiteboarding_assignment', 3],
    ],
    workMode: 'remote',
    notes: 'Take-home: redesign the sprint planning view. Due Friday.',
    events: [{ kind: 'whiteboard', inDays: 5, hour: 10, note: 'Present the take-home' }],
  },
  {
    company: 'Dropbox',
    position: 'Product Designer, Sharing',
    source: 'instahyre',
    sourceUrl: '',
    appliedDaysAgo: 47,
    stages: [
      ['job_openings', 47],
      ['hr_exploratory_call', 39],
      ['whiteboarding_assignment', 21],
    ],
    workMode: 'remote',
  },
  {
    company: 'Microsoft',
    position: 'Designer II, Teams',
    source: 'company_website',
    sourceUrl: 'https://careers.microsoft.com/',
    appliedDaysAgo: 75,
    stages: [
      ['job_openings', 75],
      ['applied', 73],
      ['hr_screen', 62],
      ['portfolio_presentation', 45],
      ['whiteboarding_assignment', 26],
      ['product_discussion_culture_fit', 2],
    ],
    location: 'Redmond, WA',
    workMode: 'hybrid',
    salary: [125000, 150000, 'USD'],
    events: [{ kind: 'interview', inDays: 1, hour: 9, note: 'Culture fit with the product team' }],
  },
  {
    company: 'Duolingo',
    position: 'Product Designer, Learning',
    source: 'referral',
    sourceUrl: '',
    appliedDaysAgo: 9,
    stages: [
      ['job_openings', 12],
      ['applied', 9],
    ],
    location: 'Pittsburgh, PA',
    workMode: 'on_site',
  },
  {
    company: 'Netflix',
    position: 'Product Designer, TV',
    source: 'linkedin',
    sourceUrl: '',
    appliedDaysAgo: 68,
    stages: [
      ['job_openings', 68],
      ['hr_exploratory_call', 55],
      ['portfolio_presentation', 40],
      ['rejected', 33],
    ],
    notes: 'Feedback: strong visual craft, wanted more experimentation and data.',
  },
  {
    company: 'Uber',
    position: 'Product Designer, Rider',
    source: 'linkedin',
    sourceUrl: 'https://www.uber.com/careers/',
    appliedDaysAgo: 80,
    stages: [
      ['job_openings', 80],
      ['applied', 78],
      ['rejected', 48],
    ],
  },
  {
    company: 'Northwind Labs',
    position: 'UX Designer',
    source: 'other',
    sourceUrl: '',
    appliedDaysAgo: 88,
    stages: [
      ['job_openings', 88],
      ['hr_exploratory_call', 70],
      ['rejected', 55],
    ],
    notes: 'Never heard back after the first call; closed it myself.',
  },
  {
    company: 'Slack',
    position: 'Senior Product Designer, Huddles',
    source: 'referral',
    sourceUrl: '',
    appliedDaysAgo: 84,
    stages: [
      ['job_openings', 84],
      ['hr_exploratory_call', 76],
      ['portfolio_presentation', 60],
      ['whiteboarding_assignment', 44],
      ['product_discussion_culture_fit', 21],
      ['offer_letter', 1],
    ],
    location: 'Vancouver, Canada',
    workMode: 'hybrid',
    salary: [160000, 175000, 'CAD'],
    people: [{ name: 'Sam Okafor', role: 'Hiring manager', contact: 'sam.okafor@example.com' }],
    followUpInDays: 2,
  },
  {
    company: 'Goldman Sachs',
    position: 'UX Designer, Marcus',
    source: 'company_website',
    sourceUrl: '',
    appliedDaysAgo: 35,
    stages: [
      ['job_openings', 35],
      ['applied', 34],
      ['hr_screen', 29],
    ],
    location: 'London, UK',
    workMode: 'on_site',
  },
  {
    company: 'Adobe',
    position: 'Experience Designer, Express',
    source: 'linkedin',
    sourceUrl: '',
    appliedDaysAgo: 4,
    stages: [['job_openings', 4]],
    workMode: 'hybrid',
  },
];
