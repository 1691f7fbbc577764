import { safeHttpUrl } from '@/lib/applications/application';
import { DEFAULT_SOURCE, SOURCES, type ApplicationSource } from '@/lib/applications/statuses';

export const FIELD_LIMITS = { company: 200, position: 200, sourceUrl: 2048 } as const;

export interface ApplicationFormValues {
  company: string;
  position: string;
  sourceUrl: string;
  source: ApplicationSource;
}

export const emptyApplicationForm: ApplicationFormValues = {
  company: '',
  position: '',
  sourceUrl: '',
  source: DEFAULT_SOURCE,
};

function required(label: string, limit: number) {
  return (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return `${label} is required`;
    if (trimmed.length > limit) return `${label} must be at most ${limit} characters`;
    return null;
  };
}

/** Company and Position required; Source Link optional but http(s) only; Source one of the five. */
export const applicationFormRules = {
  company: required('Company', FIELD_LIMITS.company),
  position: required('Position', FIELD_LIMITS.position),
  sourceUrl: (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (trimmed.length > FIELD_LIMITS.sourceUrl)
      return `Source Link must be at most ${FIELD_LIMITS.sourceUrl} characters`;
    return safeHttpUrl(trimmed) ? null : 'Enter a link that starts with http:// or https://';
  },
  source: (value: string) => (SOURCES.includes(value as ApplicationSource) ? null : 'Choose where you found the job'),
};
