export { loadTrackerModule, preloadTrackerModules } from './load.js';
export { pickShared, trackerShared } from './shared.js';
