// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeText, IMPORT_LIMITS, parseCsv, readImportFile } from './import-file';

const file = (content: BlobPart, name = 'jobs.csv') => new File([content], name);

describe('import-file', () => {
  it('reads UTF-8 with or without a byte-order mark, and UTF-16 with one', () => {
    const utf8 = new TextEncoder().encode('\uFEFFCompany\nZürich');
    expect(decodeText(utf8)).toBe('Company\nZürich');
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'Zü'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeText(utf16)).toBe('Zü');
  });

  it('refuses text in another encoding', () => {
    // "Zürich" in Windows-1252: ü is the single byte 0xFC, which is not UTF-8.
    const latin1 = new Uint8Array([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68]);
    expect(() => decodeText(latin1)).toThrow(/not UTF-8 text.*“CSV UTF-8”/);
  });

  it('parses a CSV with quoted commas, quotes and line breaks, skipping blank lines', () => {
    const source = parseCsv('Company,Notes\r\n"Smith, Jones","say ""hi""\nagain"\r\n\r\nFigma,\r\n', 'a.csv');
    expect(source).toEqual({
      kind: 'csv',
      fileName: 'a.csv',
      headers: ['Company', 'Notes'],
      rows: [
        ['Smith, Jones', 'say "hi"\nagain'],
        ['Figma', ''],
      ],
    });
  });

  it('refuses an empty file, a header alone, an unclosed quote and too many rows', () => {
    expect(() => parseCsv('\n\n', 'a.csv')).toThrow('This file is empty');
    expect(() => parseCsv('Company,Position\n', 'a.csv')).toThrow('no applications under it');
    expect(() => parseCsv('Company\n"Figma\n', 'a.csv')).toThrow('quoted cell that is never closed');
    const many = `Company\n${'Figma\n'.repeat(IMPORT_LIMITS.rows + 1)}`;
    expect(() => parseCsv(many, 'a.csv')).toThrow('This file holds 5,001 applications; an import takes at most 5,000.');
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const big = file(new Uint8Array(IMPORT_LIMITS.bytes + 1));
    await expect(readImportFile(big)).rejects.toThrow('This file is 10.0 MB; an import takes files up to 10 MB.');
  });

  it('tells our JSON from a CSV, and refuses broken JSON', async () => {
    await expect(readImportFile(file('{"format":"job-tracker-export"}', 'x.json'))).resolves.toMatchObject({
      kind: 'json',
      data: { format: 'job-tracker-export' },
    });
    await expect(readImportFile(file('{"format":', 'x.json'))).rejects.toThrow('not valid JSON');
    await expect(readImportFile(file('Company\nFigma\n'))).resolves.toMatchObject({ kind: 'csv' });
  });

  it('refuses our JSON with more applications than an import takes, and takes one at the limit', async () => {
    const json = (count: number) =>
      file(
        JSON.stringify({ format: 'job-tracker-export', applications: Array.from({ length: count }, () => ({})) }),
        'x.json',
      );
    await expect(readImportFile(json(IMPORT_LIMITS.rows + 1))).rejects.toThrow(
      'This file holds 5,001 applications; an import takes at most 5,000.',
    );
    await expect(readImportFile(json(IMPORT_LIMITS.rows))).resolves.toMatchObject({ kind: 'json' });
  });
});

describe('import-file at its edges', () => {
  it('reads UTF-16 big-endian by its mark, and takes no lone mark byte for one', () => {
    expect(decodeText(new Uint8Array([0xfe, 0xff, 0, 0x5a, 0, 0xfc]))).toBe('Zü');
    for (const bytes of [
      [0x41, 0xfe, 0x41, 0x00],
      [0xfe, 0x41, 0x41, 0x00],
      [0x41, 0xff, 0x41, 0x00],
      [0xff, 0x41, 0x41, 0x00],
    ])
      expect(() => decodeText(new Uint8Array(bytes))).toThrow(/not UTF-8 text/);
  });

  it('names the row of a quote never closed', () => {
    expect(() => parseCsv('Company,Notes\nFigma,ok\nLinear,"open\n', 'a.csv')).toThrow(
      'This CSV has a quoted cell that is never closed in row 3. Check the file and try again.',
    );
  });

  it('takes exactly 5,000 rows and a file of exactly 10 MB', async () => {
    const source = parseCsv(`Company\n${'Figma\n'.repeat(IMPORT_LIMITS.rows)}`, 'a.csv');
    expect(source.kind === 'csv' && source.rows).toHaveLength(IMPORT_LIMITS.rows);
    const header = 'Company,Notes\n';
    const row = 'Figma,x\n';
    const exact = `${header}${row.repeat((IMPORT_LIMITS.bytes - header.length) / row.length)}`.padEnd(
      IMPORT_LIMITS.bytes,
      ' ',
    );
    expect(exact).toHaveLength(IMPORT_LIMITS.bytes);
    // Past the size check, it is refused for its row count instead.
    await expect(readImportFile(file(exact))).rejects.toThrow(/^This file holds [\d,]+ applications/);
    // Reading 10 MB takes seconds, more beside a typecheck: a guard against a hang, not a speed target.
  }, 30_000);

  it('reads a file named .json as JSON whatever it starts with, and one that starts with { whatever its name', async () => {
    await expect(readImportFile(file('Company\nFigma\n', 'x.json'))).rejects.toThrow('not valid JSON');
    await expect(readImportFile(file(' {"format":"job-tracker-export"}', 'x.txt'))).resolves.toMatchObject({
      kind: 'json',
    });
  });
});
