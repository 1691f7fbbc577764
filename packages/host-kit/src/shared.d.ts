export { pickShared, trackerShared } from './index';
