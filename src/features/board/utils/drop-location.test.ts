// @vitest-environment node
import { attachClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import type { DropTargetRecord, Input } from '@atlaskit/pragmatic-drag-and-drop/types';
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import { cardData, columnData } from './drag-data';
import { dropLocation } from './drop-location';

const app = testApplication;
const board = [
  app('a', 'job_openings', { orderKey: 'a0' }),
  app('b', 'job_openings', { orderKey: 'a1' }),
  app('c', 'job_openings', { orderKey: 'a2' }),
  app('d', 'job_openings', { orderKey: 'a3' }),
  app('x', 'rejected', { orderKey: 'a0' }),
  app('y', 'rejected', { orderKey: 'a1' }),
];

/** A card 100 px tall at the top of the page, as the card's drop target sees it. */
const element = {
  getBoundingClientRect: () => ({ top: 0, bottom: 100, left: 0, right: 300, x: 0, y: 0, width: 300, height: 100 }),
} as unknown as Element;

/** A drop on card `id` (in `status`) with the pointer `y` px from the card's top: the data the card gives. */
function onCard(id: string, status: string, y: number): DropTargetRecord {
  const input = { clientX: 150, clientY: y } as Input;
  const data = attachClosestEdge(cardData(id, status), { element, input, allowedEdges: ['top', 'bottom'] });
  return { element, data, dropEffect: 'move', isActiveDueToStickiness: false };
}

const onColumn = (status: string): DropTargetRecord => ({
  element,
  data: columnData(status),
  dropEffect: 'move',
  isActiveDueToStickiness: false,
});

describe('where a drop puts the dragged card', () => {
  it('puts a card from another column above the card it lands on the top half of, below on the bottom half', () => {
    expect(dropLocation(board, 'x', onCard('b', 'job_openings', 10))).toEqual({ status: 'job_openings', index: 1 });
    expect(dropLocation(board, 'x', onCard('b', 'job_openings', 90))).toEqual({ status: 'job_openings', index: 2 });
    expect(dropLocation(board, 'a', onCard('y', 'rejected', 90))).toEqual({ status: 'rejected', index: 2 });
    expect(dropLocation(board, 'a', onCard('x', 'rejected', 10))).toEqual({ status: 'rejected', index: 0 });
  });

  it('counts a reorder in the column without the card, down and up', () => {
    // a (0) onto c: above it is between b and c, below it between c and d (the column without a: b c d).
    expect(dropLocation(board, 'a', onCard('c', 'job_openings', 10))).toEqual({ status: 'job_openings', index: 1 });
    expect(dropLocation(board, 'a', onCard('c', 'job_openings', 90))).toEqual({ status: 'job_openings', index: 2 });
    // d (3) onto b: above it is first after a, below it after b.
    expect(dropLocation(board, 'd', onCard('b', 'job_openings', 10))).toEqual({ status: 'job_openings', index: 1 });
    expect(dropLocation(board, 'd', onCard('b', 'job_openings', 90))).toEqual({ status: 'job_openings', index: 2 });
  });

  it("puts a card dropped on a column's empty space at its end, and a drop outside every column nowhere", () => {
    expect(dropLocation(board, 'a', onColumn('rejected'))).toEqual({ status: 'rejected', index: 2 });
    expect(dropLocation(board, 'a', onColumn('job_openings'))).toEqual({ status: 'job_openings', index: 3 });
    expect(dropLocation(board, 'a', onColumn('offer'))).toEqual({ status: 'offer', index: 0 });
    expect(dropLocation(board, 'a', undefined)).toBeNull();
  });
});
