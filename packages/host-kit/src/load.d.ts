export { loadTrackerModule, preloadTrackerModules } from './index';
