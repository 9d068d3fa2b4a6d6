export { Inline, type InlineAlign, type InlineAlignY, type InlineProps, inlineAligns, inlineAlignsY } from './Inline';
