export { Textarea } from './input.tsx';
