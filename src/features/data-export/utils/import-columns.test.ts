// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { FIELD_LABELS, fieldLabel, headerKey, importFields, type ImportField } from './import-columns';

const label = (value: string) => DEFAULT_STAGES.find((stage) => stage.value === value)!.label;

describe('fieldLabel', () => {
  it('names a field as the mapping menu shows it, and a reached date by the stage’s label', () => {
    expect(fieldLabel('company', DEFAULT_STAGES)).toBe('Company');
    expect(fieldLabel('salary', DEFAULT_STAGES)).toBe('Salary (amount or range)');
    expect(fieldLabel('reached:applied', DEFAULT_STAGES)).toBe(`Date reached ${label('applied')}`);
    // A stage only the file names keeps the file's name for it.
    expect(fieldLabel('reached:Take-home', DEFAULT_STAGES)).toBe('Date reached Take-home');
  });
});

describe('importFields', () => {
  it('lists the fields, then the dates each stage was reached, then the file’s own stages', () => {
    const guessed: ImportField[] = ['company', 'reached:Take-home', 'reached:applied', 'notes', 'reached:Debrief'];
    const fields = importFields(DEFAULT_STAGES, guessed);
    const plain = Object.keys(FIELD_LABELS);
    expect(fields.slice(0, plain.length)).toEqual(plain);
    expect(fields.slice(plain.length)).toEqual([
      ...DEFAULT_STAGES.map((stage) => `reached:${stage.value}`),
      'reached:Take-home',
      'reached:Debrief',
    ]);
  });

  it('lists no file stages when the guess has none', () => {
    expect(importFields(DEFAULT_STAGES)).toHaveLength(Object.keys(FIELD_LABELS).length + DEFAULT_STAGES.length);
  });
});

describe('headerKey', () => {
  it('reduces a header to lower-case letters and digits', () => {
    expect(headerKey('Job Title')).toBe('jobtitle');
    expect(headerKey('job_title')).toBe('jobtitle');
    expect(headerKey(' Salary (USD) 2026 ')).toBe('salaryusd2026');
  });
});
