export { NotFound, type NotFoundProps, notFoundTexts } from './NotFound';
