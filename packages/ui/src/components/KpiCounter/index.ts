export { KpiCounter, type KpiCounterProps } from './KpiCounter';
