export {
  type ImportOutcome,
  ImportResult,
  type ImportResultItem,
  type ImportResultProps,
  importOutcomes,
} from './ImportResult';
