import { Avatar } from '@mantine/core';
import { useState } from 'react';
import { logoServiceUrl } from '@/lib/applications/logo-service';
import { useTrackerSettings } from '@/lib/tracker-settings';

interface CompanyLogoProps {
  company: string;
  /** From the lookup values, when the company has one. */
  logo?: string;
  size?: number;
}

/** The lookup value's logo, else the configured logo service's, else the company's first letter. */
export function CompanyLogo({ company, logo, size = 36 }: CompanyLogoProps) {
  const env = useTrackerSettings();
  const candidates = [logo, logoServiceUrl(env.logoServiceUrl, company)].filter((url): url is string => !!url);
  const [failed, setFailed] = useState<string[]>([]);
  const src = candidates.find((url) => !failed.includes(url)) ?? null;
  const letter = [...company.trim()][0]?.toUpperCase() ?? '?';

  return (
    <Avatar
      src={src}
      alt={`${company} logo`}
      size={size}
      radius="sm"
      color="iris"
      variant="light"
      imageProps={{
        onError: () => {
          if (!src) return;
          console.warn(`Could not load the logo of ${company} from ${src}; showing its first letter instead.`);
          setFailed((current) => [...current, src]);
        },
      }}
    >
      {letter}
    </Avatar>
  );
}
