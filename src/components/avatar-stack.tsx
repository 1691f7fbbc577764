import { Avatar, Tooltip } from '@mantine/core';

export interface StackPerson {
  name: string;
  picture?: string;
}

/** Up to three pictures, then a badge counting the rest. */
export function AvatarStack({
  people,
  max = 3,
  size = 24,
}: {
  people: readonly StackPerson[];
  max?: number;
  size?: number;
}) {
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  return (
    <Tooltip.Group openDelay={700} closeDelay={300}>
      <Avatar.Group spacing={size / 3}>
        {shown.map((person) => (
          <Tooltip key={person.name} label={person.name} withArrow>
            <Avatar src={person.picture ?? null} alt={person.name} size={size} radius="xl" color="iris">
              {person.name[0]?.toUpperCase()}
            </Avatar>
          </Tooltip>
        ))}
        {rest > 0 && (
          <Avatar size={size} radius="xl" color="sand.9" variant="filled" aria-label={`and ${rest} more`}>
            +{rest}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
