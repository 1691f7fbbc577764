import Papa from 'papaparse';

/** The largest file an import reads, and the most applications it takes at once. */
export const IMPORT_LIMITS = { bytes: 10 * 1024 * 1024, rows: 5000 } as const;

export type ImportSource =
  | { kind: 'csv'; fileName: string; headers: string[]; rows: string[][] }
  | { kind: 'json'; fileName: string; data: unknown };

/** Why a file cannot be imported at all, in words the user can act on. */
export class ImportFileError extends Error {}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function tooManyRows(count: number): ImportFileError {
  return new ImportFileError(
    `This file holds ${count.toLocaleString('en-US')} applications; an import takes at most ${IMPORT_LIMITS.rows.toLocaleString('en-US')}. Split it into smaller files and import them one after another.`,
  );
}

/**
 * The file's text. UTF-8 (a byte-order mark is dropped) and UTF-16 with its mark are read; anything else
 * (Windows-1252 from an old spreadsheet, say) is refused rather than imported with garbled letters.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    throw new ImportFileError(
      'This file is not UTF-8 text, so its letters would come out wrong. In your spreadsheet, save it as “CSV UTF-8” and import that file.',
    );
  }
}

/** Reads a CSV's header and rows with Papa Parse; blank lines are skipped. */
export function parseCsv(text: string, fileName: string): ImportSource {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const broken = result.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    const row = broken.row === undefined ? '' : ` in row ${broken.row + 1}`;
    throw new ImportFileError(`This CSV has a quoted cell that is never closed${row}. Check the file and try again.`);
  }
  const [headers, ...rows] = result.data;
  if (!headers || headers.every((header) => header.trim() === ''))
    throw new ImportFileError('This file is empty: it needs a header row, then one row per application.');
  if (rows.length === 0) throw new ImportFileError('This file has a header row but no applications under it.');
  if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows(rows.length);
  return { kind: 'csv', fileName, headers: headers.map((header) => header.trim()), rows };
}

/** Reads a file the user chose: size and encoding first, then CSV or our JSON by its content. */
export async function readImportFile(file: File): Promise<ImportSource> {
  if (file.size > IMPORT_LIMITS.bytes)
    throw new ImportFileError(
      `This file is ${megabytes(file.size)}; an import takes files up to 10 MB. Split it into smaller files and import them one after another.`,
    );
  if (file.size === 0) throw new ImportFileError('This file is empty.');
  const text = decodeText(new Uint8Array(await file.arrayBuffer()));
  if (/\.json$/i.test(file.name) || /^\s*[{[]/.test(text)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ImportFileError('This file is not valid JSON. Import the JSON file an export saved, unchanged.');
    }
    const applications = (data as { applications?: unknown } | null)?.applications;
    if (Array.isArray(applications) && applications.length > IMPORT_LIMITS.rows) throw tooManyRows(applications.length);
    return { kind: 'json', fileName: file.name, data };
  }
  return parseCsv(text, file.name);
}
