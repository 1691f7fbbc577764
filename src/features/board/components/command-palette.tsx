import { Highlight } from '@mantine/core';
import { Spotlight, useSpotlight, type SpotlightStore } from '@mantine/spotlight';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { usePageScrollLock } from '@/lib/page-scroll-lock';
import { useApplicationsWhileOpen } from '../api/get-applications';
import { usePaletteCommands } from '../hooks/use-palette-commands';
import { createApplicationIndex, filterCommands } from '../utils/palette-search';
import { useBoardActions } from './board-context';
import { useBoardStages } from './board-stages';
import classes from './command-palette.module.css';

/** At most this many applications are listed: enough to pick from, few enough to render at once. */
export const PALETTE_LIMIT = 12;

interface Entry {
  id: string;
  label: string;
  description?: string;
  run: () => void;
}

/**
 * Chooses the first entry of the list as it now shows. Mantine's Spotlight does so a tick after the query
 * changes, which can be before React has drawn the new results: then an Enter would run an entry that
 * has moved down the list.
 */
function chooseFirst(store: SpotlightStore) {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  for (const marked of list.querySelectorAll('[data-selected]')) marked.removeAttribute('data-selected');
  const first = list.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

/**
 * The command palette (Mantine Spotlight), opened through `store` (keyboard-commands.tsx): jump to an application by company or position and open its
 * details, switch views, add, export, or move the application whose details are open. The search is a
 * combobox whose active option screen readers follow; a new list chooses its first entry, so Enter runs it.
 */
export function CommandPalette({ store }: { store: SpotlightStore }) {
  const { user, openDialog } = useBoardActions();
  const { label: stageLabel } = useBoardStages();
  const { opened, selected } = useSpotlight(store);
  const [query, setQuery] = useState('');
  const applications = useApplicationsWhileOpen(user.id, opened);
  const index = useMemo(() => createApplicationIndex(applications ?? []), [applications]);
  const matches = useMemo(() => index.search(query, PALETTE_LIMIT), [index, query]);
  const commands = filterCommands(usePaletteCommands(), query);
  const baseId = useId().replace(/:/g, '');
  const listId = `palette-${baseId}-list`;

  const groups: { label: string; entries: Entry[] }[] = [];
  if (matches.length > 0)
    groups.push({
      label: 'Applications',
      entries: matches.map((app) => ({
        id: `app-${app.id}`,
        label: app.company,
        description: `${app.position} · ${stageLabel(app.status)}`,
        run: () => openDialog({ type: 'details', applicationId: app.id }),
      })),
    });
  for (const command of commands) {
    const group = groups.find((each) => each.label === command.group);
    if (group) group.entries.push(command);
    else groups.push({ label: command.group, entries: [command] });
  }
  const entries = groups.flatMap((group) => group.entries);
  const optionId = (entry: Entry) => `palette-${baseId}-${entry.id}`;
  const active = entries[selected];
  const shownKey = entries.map((entry) => entry.id).join(' ');

  useEffect(() => {
    if (opened) chooseFirst(store);
  }, [opened, shownKey, store]);

  let position = 0;
  const lockScroll = usePageScrollLock(opened);
  return (
    <Spotlight.Root
      lockScroll={lockScroll}
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={420}
      yOffset="10vh"
      // Dimmed as the other dialogs are (Mantine's overlay, 60 % black), not blurred as Spotlight's default
      // is: a blurred backdrop is painted again at every keystroke that changes the results, over the whole
      // board behind it (236 against 38 ms from a keystroke to its paint at 5,000 cards, in Chromium
      // drawing without a GPU).
      overlayProps={{ blur: 0 }}
      classNames={{ content: classes.content, search: classes.search, action: classes.action }}
      // The dialog's title is the search's label: the dialog and the field are both named by it.
      title={
        <label htmlFor={`palette-${baseId}-search`} className={classes.label}>
          Find an application or a command
        </label>
      }
    >
      <Spotlight.Search
        id={`palette-${baseId}-search`}
        placeholder="Company, position or what to do"
        role="combobox"
        aria-expanded={entries.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        maxLength={200}
      />
      <Spotlight.ActionsList id={listId} role="listbox" aria-label="Results" className={classes.list}>
        {groups.map((group) => (
          <div key={group.label} role="group" aria-labelledby={`palette-${baseId}-${group.label}`}>
            <div id={`palette-${baseId}-${group.label}`} className={classes.group}>
              {group.label}
            </div>
            {group.entries.map((entry) => {
              const here = position++;
              return (
                <Spotlight.Action
                  key={entry.id}
                  // Spotlight keeps an action's `id` for itself; the search's aria-activedescendant needs one.
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) element.id = optionId(entry);
                  }}
                  role="option"
                  aria-selected={here === selected}
                  onClick={entry.run}
                >
                  <Label entry={entry} query={group.label === 'Applications' ? query : ''} />
                </Spotlight.Action>
              );
            })}
          </div>
        ))}
      </Spotlight.ActionsList>
      {entries.length === 0 && <Spotlight.Empty>Nothing matches “{query.trim()}”.</Spotlight.Empty>}
      <Spotlight.Footer className={classes.footer}>
        {matches.length === PALETTE_LIMIT
          ? `The first ${PALETTE_LIMIT} applications that match: type more to narrow them. `
          : ''}
        ↑ ↓ to choose, Enter to run, Esc to close.
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

function Label({ entry, query }: { entry: Entry; query: string }): ReactNode {
  return (
    <span className={classes.body}>
      <Highlight component="span" highlight={query.trim().split(/\s+/).filter(Boolean)} className={classes.title}>
        {entry.label}
      </Highlight>
      {entry.description && <span className={classes.description}>{entry.description}</span>}
    </span>
  );
}
