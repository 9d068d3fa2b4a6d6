export { MessagePanel, type MessagePanelProps } from './MessagePanel';
