export { NativeSelect } from './input.tsx';
