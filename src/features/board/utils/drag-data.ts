// The data pragmatic-drag-and-drop carries for cards and columns, with type guards for the monitor.
const CARD = Symbol('card');
const COLUMN = Symbol('column');

export interface CardData {
  [CARD]: true;
  applicationId: string;
  status: string;
  [key: string | symbol]: unknown;
}

export interface ColumnData {
  [COLUMN]: true;
  status: string;
  [key: string | symbol]: unknown;
}

export function cardData(applicationId: string, status: string): CardData {
  return { [CARD]: true, applicationId, status };
}

export function columnData(status: string): ColumnData {
  return { [COLUMN]: true, status };
}

export function isCardData(data: Record<string | symbol, unknown>): data is CardData {
  return data[CARD] === true;
}

export function isColumnData(data: Record<string | symbol, unknown>): data is ColumnData {
  return data[COLUMN] === true;
}
