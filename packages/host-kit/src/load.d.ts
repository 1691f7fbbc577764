export { loadTrackerModule } from './index';
