export { loadTrackerModule } from './load.js';
export { pickShared, trackerShared } from './shared.js';
