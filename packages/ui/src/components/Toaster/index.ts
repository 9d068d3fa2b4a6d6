export { type NotifyOptions, notify } from './notify';
export { Toaster, type ToasterProps } from './Toaster';
