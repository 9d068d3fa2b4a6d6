export {
  LinkProvider,
  type LinkProviderProps,
  type RenderLink,
  type RenderLinkProps,
  renderAnchor,
  useRenderLink,
} from './LinkProvider';
