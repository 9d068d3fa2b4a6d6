export { Stack, type StackAlign, type StackProps, stackAligns } from './Stack';
