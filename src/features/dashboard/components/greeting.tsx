import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAX_NAME_LENGTH, type AppUser } from '@/lib/auth/app-user';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { greeting, greetingLine } from '../utils/greeting';

/** Good Morning and the user's name; when we only know their e-mail handle, a form that asks for it. */
export function Greeting({ user }: { user: AppUser }) {
  if (user.hasName === false) return <AskForName />;
  return (
    <Title order={1} size="h3">
      {greetingLine(user.name, new Date())}
    </Title>
  );
}

/** Asks for the name the greeting shows, and saves it to the user's profile. */
function AskForName() {
  const { updateName } = useAuth();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useAction((value: string) => updateName(value), {
    failure: 'Failed to save your name. Please try again later.',
    onSuccess: () => notifySuccess('Name saved', 'Your greeting now uses your name.'),
  });
  const { text, emoji } = greeting(new Date().getHours());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '') return setError('Enter the name you would like to be greeted by.');
    if (value.length > MAX_NAME_LENGTH) return setError(`Use at most ${MAX_NAME_LENGTH} characters.`);
    setError(null);
    void save.run(value);
  };
  return (
    <Stack gap="xs">
      <Title order={1} size="h3">
        {text} {emoji}
      </Title>
      <form onSubmit={submit} noValidate aria-label="Your name">
        <TextInput
          label="What should we call you?"
          placeholder="Your name"
          autoComplete="name"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maw="24rem"
          // Save sits beside the field itself, not beside its label: it lines up whatever the text size, and
          // keeps its whole word while the field gives up room.
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: '1 1 auto', minWidth: 0 }}>{input}</div>
              <Button type="submit" loading={save.pending} style={{ flexShrink: 0 }}>
                Save
              </Button>
            </Group>
          )}
        />
      </form>
    </Stack>
  );
}
