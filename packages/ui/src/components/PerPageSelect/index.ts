export { PerPageSelect, type PerPageSelectProps } from './PerPageSelect';
