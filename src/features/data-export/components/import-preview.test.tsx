import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { ignoreFocusTrapWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { spelledDay } from '../utils/import-dates';
import type { ImportSource } from '../utils/import-file';
import { ImportPreview, type Loaded } from './import-preview';

function csv(headers: string[], rows: string[][], fileName = 'jobs.csv'): ImportSource {
  return { kind: 'csv', fileName, headers, rows };
}

function renderPreview(source: ImportSource, options: Partial<Loaded> & { failure?: string } = {}) {
  const { failure = null, ...rest } = options;
  const loaded: Loaded = { source, existing: [], none: false, stages: [...DEFAULT_STAGES], ...rest };
  const onImport = vi.fn<ComponentProps<typeof ImportPreview>['onImport']>(async () => {});
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <ImportPreview loaded={loaded} failure={failure} onCancel={onCancel} onImport={onImport} />,
  );
  return { ...view, onImport, onCancel };
}

const rowsTable = () => screen.getByRole('table', { name: /as they will be imported$/ });
const bodyRows = () => within(rowsTable()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const HEADERS = ['Company', 'Position', 'Stage', 'Date applied', 'Salary'];

// Mantine renders slowly in jsdom on a busy machine; a second or less on a quiet one.
describe('<ImportPreview>', { timeout: 20_000 }, () => {
  ignoreFocusTrapWarnings();

  const FILE = csv(HEADERS, [
    ['Figma', 'Product Designer', 'Applied', '2026-03-02', '90000'],
    ['', 'UX Designer', 'Applied', '2026-03-03', ''],
    ['Linear', 'Designer', 'Wishlist', '', ''],
    ['Figma', 'Product Designer', 'Applied', '', ''],
  ]);
  const ON_BOARD = [{ id: 'on-board', company: 'linear', position: 'designer' }];

  it('shows every row as it will be imported, with its errors and duplicates a choice away', () => {
    renderPreview(FILE, { existing: ON_BOARD });
    // A row without a date was applied for today.
    const today = spelledDay(new Date());
    expect(screen.getByText(/: 4 applications\.$/)).toHaveTextContent('jobs.csv: 4 applications.');
    expect(bodyRows().map(cells)).toEqual([
      ['2', 'Figma', 'Product Designer', 'Applied', '2 March 2026', '$90,000', 'Not recorded', 'Ready'],
      ['3', '', 'UX Designer', 'Applied', '3 March 2026', '', 'Not recorded', '1 errorCompany is missing.'],
      ['4', 'Linear', 'Designer', 'Wishlist', today, '', 'Not recorded', 'On your board'],
      ['5', 'Figma', 'Product Designer', 'Applied', today, '', 'Not recorded', 'Same as row 2'],
    ]);
    expect(
      screen.getByText('2 rows have the company and position of an application on your board or of an earlier row.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Errors by row' })).toHaveTextContent(/^Row 3: /);
    fireEvent.click(screen.getByRole('radio', { name: 'With errors (1)' }));
    expect(bodyRows().map((row) => cells(row)[0])).toEqual(['3']);
    fireEvent.click(screen.getByRole('radio', { name: 'Duplicates (2)' }));
    expect(bodyRows().map((row) => cells(row)[0])).toEqual(['4', '5']);
  });

  it('holds the import while rows have errors, until they are left out, and hands the plan on', () => {
    const { onImport } = renderPreview(FILE, { existing: ON_BOARD });
    const button = screen.getByRole('button', { name: 'Import 1 application' });
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Leave out the 1 row with errors and import the rest' }));
    expect(button).toBeEnabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Merge into the existing one' }));
    expect(screen.getByRole('button', { name: 'Import 1 application' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 application' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    const plan = onImport.mock.calls[0]![0];
    // Figma is added; Linear merges into the board's, the repeated Figma into the row before it.
    expect(plan).toMatchObject({ added: 1, merged: 2 });
  });

  it('skips a duplicate of the board by default, and names a merge-only import as such', () => {
    renderPreview(csv(['Company', 'Position'], [['Linear', 'Designer']]), {
      existing: [{ id: 'on-board', company: 'Linear', position: 'Designer' }],
    });
    expect(
      screen.getByText('1 row has the company and position of an application on your board or of an earlier row.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 applications' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Merge into the existing one' }));
    expect(screen.getByRole('button', { name: 'Merge 1 application' })).toBeEnabled();
  });

  it('offers no leaving out when every row has errors', () => {
    renderPreview(
      csv(
        ['Company', 'Position'],
        [
          ['', 'Designer'],
          ['Figma', ''],
        ],
      ),
    );
    expect(screen.getByText('2 rows cannot be imported as they are')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Leave out/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import 0 applications' })).toBeDisabled();
  });

  it('holds the import while a required column is not mapped', async () => {
    renderPreview(csv(['Employer', 'Notes'], [['Figma', 'Nice team']]));
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
  });

  it('asks how the file writes dates when no row tells, and imports once answered', async () => {
    renderPreview(
      csv(
        ['Company', 'Position', 'Date applied'],
        [
          ['Figma', 'Designer', '03/04/2026'],
          ['Linear', 'Designer', '05/06/2026'],
        ],
      ),
    );
    expect(screen.getByText('Choose how the file writes dates first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Day first (31/12/2026)' }));
    expect(screen.queryByText('Choose how the file writes dates first.')).toBeNull();
    expect(bodyRows().map((row) => cells(row)[4])).toEqual(['3 April 2026', '5 June 2026']);
    expect(screen.getByRole('button', { name: 'Import 2 applications' })).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Month first (12/31/2026)' }));
    expect(bodyRows().map((row) => cells(row)[4])).toEqual(['4 March 2026', '6 May 2026']);
  });

  it('pages through a long file 25 rows at a time', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`Studio ${i + 1}`, 'Designer']);
    renderPreview(csv(['Company', 'Position'], rows));
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText(/^Rows 1–25 of 30$/)).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous page of rows' });
    const next = screen.getByRole('button', { name: 'Next page of rows' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(bodyRows().map((row) => cells(row)[1])).toEqual([
      'Studio 26',
      'Studio 27',
      'Studio 28',
      'Studio 29',
      'Studio 30',
    ]);
    expect(screen.getByText(/^Rows 26–30 of 30$/)).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(bodyRows()[0]).toHaveTextContent('Studio 1');
  });

  it('imports an export of the tracker as it is, without asking for its columns', () => {
    renderPreview({
      kind: 'json',
      fileName: 'export.json',
      data: {
        format: 'job-tracker-export',
        version: 1,
        applications: [{ company: 'Figma', position: 'Product Designer', status: 'applied' }],
      },
    });
    expect(screen.getByText(/1 application with their details, stage history and events/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Columns' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import 1 application' })).toBeEnabled();
  });

  it('shows why the last import failed, and Cancel hands back', async () => {
    const { onCancel } = renderPreview(csv(['Company', 'Position'], [['Figma', 'Designer']]), {
      failure: 'The import failed and changed nothing: the server is down.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The import failed and changed nothing: the server is down.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('guesses the stage for a name the user does not have, offers the others, and the rows follow the choice', async () => {
    const { user } = renderPreview(csv(['Company', 'Position', 'Stage'], [['Figma', 'Designer', 'Take-home']]));
    const choice = screen.getByRole('combobox', { name: '“Take-home” · 1 application' });
    // A take-home is an assignment: the closest of the user's stages is the first guess.
    expect(choice).toHaveValue('Whiteboarding / Assignment');
    expect(cells(bodyRows()[0]!)[3]).toBe('Whiteboarding / Assignment');
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Exploratory Call', hidden: true }));
    expect(choice).toHaveValue('Exploratory Call');
    expect(cells(bodyRows()[0]!)[3]).toBe('Exploratory Call');
  });
});
