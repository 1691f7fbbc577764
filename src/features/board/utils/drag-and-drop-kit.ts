// What the board's drags need of pragmatic-drag-and-drop beyond its small helpers: its element adapter and
// auto-scroll, in one chunk of their own (see drag-and-drop.ts).
export {
  draggable,
  dropTargetForElements,
  monitorForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
export { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
