export { LogCard, type LogCardHeadingLevel, type LogCardProps, logCardHeadingLevels } from './LogCard';
